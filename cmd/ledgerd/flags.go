package main

import (
	"flag"
	"io"

	"github.com/tribunal-dev/tribunal/internal/cli"
)

type (
	usageError = cli.UsageError // exit 64
	inputError = cli.InputError // exit 2
)

func newFlagSet(name, synopsis string, help io.Writer) *flag.FlagSet {
	return cli.NewFlagSet("ledgerd", name, synopsis, help)
}

// parseFlags parses args; ledgerd's commands take no positional arguments.
func parseFlags(fs *flag.FlagSet, args []string) error {
	pos, err := cli.Parse(fs, args)
	if err != nil {
		return err
	}
	return cli.WantArgs(fs, pos)
}

func requireFlag(fs *flag.FlagSet, name, value string) error { return cli.Require(fs, name, value) }
