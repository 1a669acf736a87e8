package rolecli

import (
	"context"
	"io"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/render"
	"github.com/tribunal-dev/tribunal/internal/w3view"
)

// ReviewCommand is prog's "name ID [--format F] [conn flags]", run as
// role: it asks the ledger for request ID's review and renders it with
// views in the form --format names (--json meaning "exactly the W³
// object (docs/CONTRACTS.md §5)"). A request the ledger does not know is bad input.
func ReviewCommand(prog, name string, role events.Role, views render.Set[ReviewPage]) cli.Command {
	return func(ctx context.Context, args []string, stdout, stderr io.Writer) error {
		fs := cli.NewFlagSet(prog, name, "ID [--format FORM | --json] [conn flags]", stdout)
		var conn endpoint.Flags
		conn.Register(fs)
		format := render.For(fs, views, "print exactly the W³ object (docs/CONTRACTS.md §5)")
		pos, err := cli.Parse(fs, args)
		if err != nil {
			return err
		}
		if err := cli.WantArgs(fs, pos, "ID"); err != nil {
			return err
		}
		s, err := Dial(ctx, &conn, role, false)
		if err != nil {
			return err
		}
		defer s.Close()
		rv, err := s.Review(ctx, pos[0])
		if err != nil {
			return err
		}
		return views.Write(stdout, format.Format(), ReviewPage{Review: rv, Commands: w3view.Commands{Prog: prog, Conn: conn.Given()}})
	}
}
