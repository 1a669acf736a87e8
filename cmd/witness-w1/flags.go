package main

import (
	"flag"
	"io"

	"github.com/tribunal-dev/tribunal/internal/cli"
)

type inputError = cli.InputError // exit 2

func newFlagSet(name, synopsis string, help io.Writer) *flag.FlagSet {
	return cli.NewFlagSet("witness-w1", name, synopsis, help)
}

// parseArgs parses flags anywhere among the positional arguments and
// returns the positional ones.
func parseArgs(fs *flag.FlagSet, args []string) ([]string, error) { return cli.Parse(fs, args) }

func wantArgs(fs *flag.FlagSet, pos []string, names ...string) error {
	return cli.WantArgs(fs, pos, names...)
}
