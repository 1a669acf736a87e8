package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/requester"
)

// cmdScar prints the scar record of a deviation fingerprint
// (hex(H(deviation.id + deviation.location_hint)), SPEC §5) in a baseline
// scope; without --scope, the only scar with that fingerprint.
func cmdScar(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("scar", "FINGERPRINT [--scope S] [--json] [conn flags]", stderr)
	var conn endpoint.Flags
	conn.Register(fs)
	asJSON := fs.Bool("json", false, "print the scar record as JSON")
	scope := fs.String("scope", "", "the baseline `scope` the scar is in (default: the only one with this fingerprint)")
	pos, err := cli.Parse(fs, args)
	if err != nil {
		return err
	}
	if err := cli.WantArgs(fs, pos, "FINGERPRINT"); err != nil {
		return err
	}
	if !events.IsHex64(pos[0]) {
		return cli.UsageError{Msg: fmt.Sprintf("scar: %q is not a fingerprint (64 lowercase hex digits)", pos[0])}
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
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(sc)
	}
	fmt.Fprintf(stdout, "scar         %s\nscope        %s\ndeviation    %s at %s\noutcome      %s\nhistory:\n", sc.Fingerprint, scopeText(sc.Scope), sc.ID, sc.LocationHint, sc.Outcome)
	for _, h := range sc.History {
		fmt.Fprintf(stdout, "  - %-10s request %s attempt %s (stream seq %d)\n", h.Outcome, h.RequestID, h.AttemptID, h.Seq)
	}
	return nil
}

// scopeText names a scar's scope; "" is the pool of the requests opened
// before scopes existed.
func scopeText(s string) string {
	if s == "" {
		return "(requests without a baseline scope)"
	}
	return s
}
