package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// newFlagSet returns a flag set that reports instead of exiting, so tests
// can call run in-process.
func newFlagSet(name, synopsis string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("witness-w1 "+name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: witness-w1 %s %s\n\nflags:\n", name, synopsis)
		fs.PrintDefaults()
	}
	return fs
}

// parseArgs parses flags that may come before, between or after the
// positional arguments (everything after "--" is positional) and returns
// the positional ones; --help yields errHelp (exit 0), anything else wrong
// a usageError (exit 64). The flag package's own error line is suppressed:
// main prints the one error line.
func parseArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	out := fs.Output()
	fs.SetOutput(io.Discard)
	defer fs.SetOutput(out)
	var pos []string
	for {
		err := fs.Parse(args)
		if err != nil {
			fs.SetOutput(out)
			fs.Usage()
			if errors.Is(err, flag.ErrHelp) {
				return nil, errHelp
			}
			return nil, usageError{fmt.Sprintf("%s: %v", cmdName(fs), err)}
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return pos, nil
		}
		// fs.Parse stopped at a positional argument or just after "--".
		if consumed := len(args) - len(rest); consumed > 0 && args[consumed-1] == "--" {
			return append(pos, rest...), nil
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

// wantArgs reports a wrong number of positional arguments as a usage error.
func wantArgs(fs *flag.FlagSet, pos []string, names ...string) error {
	if len(pos) == len(names) {
		return nil
	}
	fs.Usage()
	if len(pos) < len(names) {
		return usageError{fmt.Sprintf("%s: missing %s", cmdName(fs), strings.Join(names[len(pos):], " and "))}
	}
	return usageError{fmt.Sprintf("%s: unexpected argument %q", cmdName(fs), pos[len(names)])}
}

// cmdName is the command's name without the program's, for error lines
// (main already prefixes them with "witness-w1: ").
func cmdName(fs *flag.FlagSet) string { return strings.TrimPrefix(fs.Name(), "witness-w1 ") }
