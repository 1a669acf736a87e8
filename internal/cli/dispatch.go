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

// Dispatch is multi-command binary prog's run: it calls the command
// args[0] names with the rest of args. -h, --help and help print usage on
// stdout (exit 0), "help COMMAND" the command's own --help; --version,
// -version and version print Version(prog). No command or an unknown one
// is a UsageError naming the mistake and the commands, one line.
func Dispatch(ctx context.Context, args []string, stdout, stderr io.Writer, prog, usage string, cmds map[string]Command) error {
	if len(args) == 0 {
		return UsageError{Msg: "missing command", Usage: commandList(usage, cmds)}
	}
	switch {
	case args[0] == "help" && len(args) > 1:
		if cmd, ok := cmds[args[1]]; ok {
			return cmd(ctx, []string{"--help"}, stdout, stderr)
		}
		return UsageError{Msg: fmt.Sprintf("help: unknown command %q", args[1]), Usage: commandList(usage, cmds)}
	case args[0] == "-h" || args[0] == "--help" || args[0] == "-help" || args[0] == "help":
		fmt.Fprint(stdout, usage)
		return nil
	case isVersion(args[0]):
		fmt.Fprintln(stdout, Version(prog))
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
