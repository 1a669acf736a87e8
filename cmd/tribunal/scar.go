package main

import (
	"context"
	"fmt"
	"io"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/render"
	"github.com/tribunal-dev/tribunal/internal/requester"
)

// cmdScar prints the scar record of a deviation fingerprint
// (hex(H(deviation.id + deviation.location_hint)), docs/CONTRACTS.md §5) in a baseline
// scope; without --scope, the only scar with that fingerprint.
func cmdScar(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("scar", "FINGERPRINT [--scope S] [--format FORM | --json] [conn flags]", stdout)
	var conn endpoint.Flags
	conn.Register(fs)
	format := render.For(fs, requester.ScarViews, "print the scar record as JSON")
	scope := fs.String("scope", "", "the baseline `scope` the scar is in (default: the only one with this fingerprint)")
	pos, err := cli.Parse(fs, args)
	if err != nil {
		return err
	}
	if err := cli.WantArgs(fs, pos, "FINGERPRINT"); err != nil {
		return err
	}
	if !events.IsHex64(pos[0]) {
		return cli.UsageFor(fs, fmt.Sprintf("scar: %q is not a fingerprint (64 lowercase hex digits)", pos[0]))
	}
	c, err := requester.Dial(ctx, &conn, false)
	if err != nil {
		return err
	}
	defer c.Close()
	sc, err := c.Scar(ctx, pos[0], *scope)
	if err != nil {
		return err
	}
	return requester.ScarViews.Write(stdout, format.Format(), sc)
}
