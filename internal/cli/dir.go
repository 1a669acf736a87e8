package cli

import (
	"flag"
	"os"
)

// EnvDir is the environment variable every networked command takes its
// --dir default from, so that after "export TRIBUNAL_DIR=run/deploy" the
// commands Tribunal prints run as printed, without --dir.
const EnvDir = "TRIBUNAL_DIR"

// DirFlag registers --dir DIR on fs with $TRIBUNAL_DIR as its default;
// what says what the directory gives the command.
func DirFlag(fs *flag.FlagSet, p *string, what string) {
	fs.StringVar(p, "dir", os.Getenv(EnvDir), "deployment `DIR` made by ledgerd init: "+what+" (default $"+EnvDir+")")
}
