package cli

import (
	"context"
	"fmt"
	"io"
)

// Command is one subcommand of a binary: it gets the arguments after its
// name.
type Command func(ctx context.Context, args []string, stdout, stderr io.Writer) error

// Dispatch is a multi-command binary's run: it calls the command args[0]
// names with the rest of args. -h, --help and help print usage on stdout
// (exit 0); no command or an unknown one prints usage on stderr and is a
// UsageError naming the mistake.
func Dispatch(ctx context.Context, args []string, stdout, stderr io.Writer, usage string, cmds map[string]Command) error {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return UsageError{Msg: "missing command"}
	}
	switch args[0] {
	case "-h", "--help", "help":
		fmt.Fprint(stdout, usage)
		return nil
	}
	if cmd, ok := cmds[args[0]]; ok {
		return cmd(ctx, args[1:], stdout, stderr)
	}
	fmt.Fprint(stderr, usage)
	return UsageError{Msg: fmt.Sprintf("unknown command %q", args[0])}
}
