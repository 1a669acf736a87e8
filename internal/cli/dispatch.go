package cli

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"
)

// Command is one subcommand of a binary: it gets the arguments after its
// name.
type Command func(ctx context.Context, args []string, stdout, stderr io.Writer) error

// Dispatch is a multi-command binary's run: it calls the command args[0]
// names with the rest of args. -h, --help and help print usage on stdout
// (exit 0); no command or an unknown one is a UsageError naming the
// mistake and the commands, one line.
func Dispatch(ctx context.Context, args []string, stdout, stderr io.Writer, usage string, cmds map[string]Command) error {
	if len(args) == 0 {
		return UsageError{Msg: "missing command", Usage: commandList(usage, cmds)}
	}
	switch args[0] {
	case "-h", "--help", "help":
		fmt.Fprint(stdout, usage)
		return nil
	}
	if cmd, ok := cmds[args[0]]; ok {
		return cmd(ctx, args[1:], stdout, stderr)
	}
	return UsageError{Msg: fmt.Sprintf("unknown command %q", args[0]), Usage: commandList(usage, cmds)}
}

// commandList is the one-line synopsis of a multi-command binary: the
// first line of its usage text and its command names.
func commandList(usage string, cmds map[string]Command) string {
	first, _, _ := strings.Cut(usage, "\n")
	first = strings.TrimPrefix(strings.TrimSpace(first), "usage: ")
	names := make([]string, 0, len(cmds))
	for n := range cmds {
		names = append(names, n)
	}
	slices.Sort(names)
	return first + "; commands: " + strings.Join(names, ", ")
}
