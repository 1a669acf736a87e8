package main

import (
	"flag"
	"io"

	"github.com/tribunal-dev/tribunal/internal/cli"
)

// parseNoArgs parses flags and refuses positional arguments.
func parseNoArgs(fs *flag.FlagSet, args []string) error {
	pos, err := cli.Parse(fs, args)
	if err != nil {
		return err
	}
	return cli.WantArgs(fs, pos)
}

func newFlagSet(name, synopsis string, help io.Writer) *flag.FlagSet {
	return cli.NewFlagSet("tribunal", name, synopsis, help)
}
