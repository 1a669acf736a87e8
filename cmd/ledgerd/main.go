// Command ledgerd is Tribunal's ledger: the only writer of the hash chain.
//
// Usage:
//
//	ledgerd init --dir DIR [--port N] [--origin O] [--product-root DIR]... [--designer NAME]...
//	             [--users ROLE=USER,...] [--cluster N [--cluster-host HOST]...] [--format FORM | --json]
//	ledgerd serve --dir DIR [--nats URL] [--nkey FILE] [--signing-key FILE]
//	              [--checkpoint-key FILE] [--trust FILE] [--db FILE]
//	              [--instance NAME] [--rebuild] [--metrics ADDR]
//	              [--notify-url URL [--notify-link BASE]]
//	              [--log-format text|json] [--log-level LEVEL]
//	ledgerd verify --db FILE [--trust FILE] [--checkpoint FILE] [--format FORM | --json]
//	ledgerd export --db FILE [--out FILE]
//	ledgerd checkpoint --db FILE
//	ledgerd demo --dir DIR [--skeleton DIR] [--url ROOT] [--timeout DUR]
//
// init creates a deployment directory (keys, trust file, NATS config);
// --designer NAME also creates a designer key that signs skeletons,
// --users gives each role's files to its own system user, and --cluster
// writes the configs of a NATS JetStream cluster (docs/OPERATIONS.md).
// serve runs the ledger daemon (embedded NATS by default, or --nats URL)
// until SIGINT or SIGTERM, then shuts down in order; --instance NAME makes
// it one of several ledgers following the stream (a hot standby), and
// --rebuild builds a missing or empty chain file from the stream. With
// --notify-url it POSTs a small JSON notice, signed with the ledger's
// key, whenever a request needs a judge (retried with backoff, never
// holding up ingest; docs/REVIEW.md).
// verify, export and checkpoint work offline on a copy of the database and
// open it read-only.
// demo is a smoke test of a running serve without witnesses or a browser:
// it publishes one request with sample W1 and W2 reports and the judge's
// approval, each role with its own credentials, then checks the judge's
// entry's inclusion proof against the trust file and that the ledger
// sealed the request with the composite hash it recomputes.
//
// Exit codes: 0 success; 1 verification failed (the first bad entry is
// printed with its index, expected and actual value); 2 bad input (a file
// that is missing, unreadable or malformed); 64 usage; 70 internal.
//
// Logs go to stderr through log/slog; results go to stdout.
package main

import (
	"context"
	"errors"
	"io"

	"github.com/tribunal-dev/tribunal/internal/cli"
)

func main() { cli.Main(run, exitCode) }

var usage = `usage: ledgerd <command> [flags]

commands:
  init        create a deployment directory (keys, trust file, NATS config)
  serve       run the ledger daemon: NATS, ingest, queries, metrics
  verify      verify a copy of the chain database offline
  export      write the chain as JSON Lines
  checkpoint  print the latest signed checkpoint
  demo        play a signed sample request through a running serve
  version     print the module version and VCS revision (also --version)

serve and demo take --dir DIR, default $TRIBUNAL_DIR. Run
"ledgerd <command> --help" (or "ledgerd help <command>") for the flags of
one command.

` + cli.ExitCodesHelp("1   verify: the chain failed verification (the first bad entry: index, check, expected, actual)")

// Exit codes.
const (
	exitOK       = 0
	exitVerify   = 1
	exitInput    = cli.ExitInput
	exitUsage    = cli.ExitUsage
	exitInternal = cli.ExitInternal
)

// verifyError marks a chain that failed verification (exit 1).
type verifyError struct{ err error }

func (e verifyError) Error() string { return e.err.Error() }
func (e verifyError) Unwrap() error { return e.err }

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	return cli.Dispatch(ctx, args, stdout, stderr, "ledgerd", usage, map[string]cli.Command{
		"init":       cmdInit,
		"serve":      cmdServe,
		"verify":     cmdVerify,
		"export":     cmdExport,
		"checkpoint": cmdCheckpoint,
		"demo":       cmdDemo,
	})
}

func exitCode(err error, stderr io.Writer) int {
	return cli.Report("ledgerd", err, stderr, func(err error) int {
		if errors.As(err, new(verifyError)) {
			return exitVerify
		}
		return 0
	})
}
