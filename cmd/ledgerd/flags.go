package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
)

// newFlagSet returns a flag set that reports instead of exiting, so tests
// can call run in-process.
func newFlagSet(name, synopsis string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("ledgerd "+name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: ledgerd %s %s\n\nflags:\n", name, synopsis)
		fs.PrintDefaults()
	}
	return fs
}

// parseFlags parses args and rejects positional arguments; --help yields
// errHelp (exit 0), anything else wrong a usageError (exit 64). The flag
// package's own error line is suppressed: main prints the one error line.
func parseFlags(fs *flag.FlagSet, args []string) error {
	out, usage := fs.Output(), fs.Usage
	fs.SetOutput(io.Discard)
	fs.Usage = func() {} // the flag package's own call; printed once below
	err := fs.Parse(args)
	fs.SetOutput(out)
	fs.Usage = usage
	if err != nil {
		fs.Usage()
		if errors.Is(err, flag.ErrHelp) {
			return errHelp
		}
		return usageError{err.Error()}
	}
	if fs.NArg() > 0 {
		fs.Usage()
		return usageError{fmt.Sprintf("%s: unexpected argument %q", fs.Name(), fs.Arg(0))}
	}
	return nil
}

// requireFlag reports a missing required string flag as a usage error.
func requireFlag(fs *flag.FlagSet, name, value string) error {
	if value == "" {
		fs.Usage()
		return usageError{fmt.Sprintf("%s: --%s is required", fs.Name(), name)}
	}
	return nil
}
