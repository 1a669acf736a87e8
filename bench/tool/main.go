// Command tool is the bench scripts' helper (bench/*.sh): it writes the
// fixtures they measure and drives the parts that need the project's own
// packages. It is not part of Tribunal.
//
//	tool page --out DIR [--elements N] [--breakpoints K] [--tokens 1|4] [--clicks C]
//	tool suiteplan --pages LIST   (bench/suite.sh's Playwright plan)
package main

import (
	"fmt"
	"io"
	"os"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "bench tool:", err)
		os.Exit(1)
	}
}

func run(args []string, stdout io.Writer) error {
	if len(args) == 0 {
		return fmt.Errorf("usage: tool page|... [flags]")
	}
	switch args[0] {
	case "page":
		return cmdPage(args[1:], stdout)
	case "flood":
		return cmdFlood(args[1:], stdout)
	case "sigfloor":
		return cmdSigfloor(args[1:], stdout)
	case "ingest":
		return cmdIngest(args[1:], stdout)
	case "jetstream":
		return cmdJetstream(args[1:], stdout)
	case "chain":
		return cmdChain(args[1:], stdout)
	case "suiteplan":
		return cmdSuitePlan(args[1:], stdout)
	}
	return fmt.Errorf("unknown command %q", args[0])
}
