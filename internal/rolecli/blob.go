package rolecli

import (
	"context"
	"fmt"
	"io"

	"github.com/tribunal-dev/tribunal/internal/atomicfile"
	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// BlobCommand is prog's "blob get HASH [--out FILE]", run as role: it
// fetches a content-addressed evidence blob (a screenshot or diff PNG),
// which query.Client.Blob checks against its SHA-256, and writes it to
// --out (with one "prog: wrote ..." line on stderr) or stdout.
func BlobCommand(prog string, role events.Role) cli.Command {
	return func(ctx context.Context, args []string, stdout, stderr io.Writer) error {
		fs := cli.NewFlagSet(prog, "blob", "get HASH [--out FILE] [conn flags]", stdout)
		var conn endpoint.Flags
		conn.Register(fs)
		out := fs.String("out", "", "write the blob to `file` (default: stdout)")
		pos, err := cli.Parse(fs, args)
		if err != nil {
			return err
		}
		if err := cli.WantArgs(fs, pos, "get", "HASH"); err != nil {
			return err
		}
		if pos[0] != "get" {
			return cli.UsageFor(fs, fmt.Sprintf("blob: unknown subcommand %q (want get)", pos[0]))
		}
		if !events.IsHex64(pos[1]) {
			return cli.UsageFor(fs, fmt.Sprintf("blob get: %q is not a SHA-256 in lowercase hex", pos[1]))
		}
		s, err := Dial(ctx, &conn, role, false)
		if err != nil {
			return err
		}
		defer s.Close()
		data, mediaType, err := s.QC.Blob(ctx, pos[1])
		if err != nil {
			return QueryError(err)
		}
		if *out == "" {
			_, err = stdout.Write(data)
			return err
		}
		if err := atomicfile.Write(*out, data, 0o644); err != nil {
			return err
		}
		fmt.Fprintf(stderr, "%s: wrote %s (%s, %d bytes, sha256 %s)\n", prog, *out, mediaType, len(data), pos[1])
		return nil
	}
}
