package report

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/rolecli"
)

// Session is a Source over a role's ledger session.
func Session(s *rolecli.Session) Source { return sessionSource{s} }

type sessionSource struct{ s *rolecli.Session }

func (s sessionSource) Review(ctx context.Context, id string) (*govern.Review, error) {
	return s.s.Review(ctx, id)
}

func (s sessionSource) Blob(ctx context.Context, sum string) ([]byte, string, error) {
	b, mt, err := s.s.QC.Blob(ctx, sum)
	if err != nil {
		return nil, "", rolecli.QueryError(err)
	}
	return b, mt, nil
}

// Command is prog's "report ID --format html|junit|json [--out PATH]",
// run as role (read-only): it builds request ID's report and writes it to
// PATH whole or not at all, or to stdout. A request the ledger does not
// know is bad input.
func Command(prog string, role events.Role) cli.Command {
	return func(ctx context.Context, args []string, stdout, stderr io.Writer) error {
		fs := cli.NewFlagSet(prog, "report", "ID [--format html|junit|json] [--out PATH] [conn flags]", stdout)
		cli.Describe(fs, "Writes the evidence of request ID's current attempt: html is one self-contained page (every frame's screenshot, baseline, diff, side-by-side and slider, W2's boxes over W1's screenshot, the deviations); junit is JUnit XML (a testsuite for the request, a testcase per screen@breakpoint/surface and one \"verdict\"); json is the W³ output plus every frame.")
		var conn endpoint.Flags
		conn.Register(fs)
		format := fs.String("format", FormatHTML, "`form` of the report: html, junit or json")
		out := fs.String("out", "", "write the report to `path` (default: stdout)")
		pos, err := cli.Parse(fs, args)
		if err != nil {
			return err
		}
		if err := cli.WantArgs(fs, pos, "ID"); err != nil {
			return err
		}
		if !KnownFormat(*format) {
			return cli.UsageFor(fs, fmt.Sprintf("report: --format %q is not one of html, junit, json", *format))
		}
		s, err := rolecli.Dial(ctx, &conn, role, false)
		if err != nil {
			return err
		}
		defer s.Close()
		r, err := Build(ctx, Session(s), pos[0], time.Now)
		if err != nil {
			return err
		}
		if *out == "" {
			return Write(stdout, *format, r)
		}
		if err := WriteFile(*out, *format, r); err != nil {
			return err
		}
		fmt.Fprintf(stderr, "%s: wrote %s (%s report of %s, %s)\n", prog, *out, *format, r.RequestID, r.State)
		return nil
	}
}
