// Package cli holds the command-line conventions every Tribunal binary
// shares: flag sets that report instead of exiting, so that tests call a
// command's run function in-process; the usage and input error types that
// map to exit codes 64 and 2; every error one line on stderr, printed by
// main (a usage error names the command's synopsis; the full usage is for
// --help); the subcommand dispatch of a multi-command binary
// (Dispatch); and a daemon's logger from --log-format and --log-level.
package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"sync"
	"syscall"
)

// ErrHelp is returned after --help output: exit 0, nothing more printed.
var ErrHelp = errors.New("help requested")

// UsageError marks a command-line mistake (exit 64). Usage, when set, is
// the command's synopsis ("prog name ARGS"), printed on the same line:
// a usage error is one line, the full flag list is for --help.
type UsageError struct {
	Msg   string
	Usage string
}

func (e UsageError) Error() string {
	if e.Usage == "" {
		return e.Msg
	}
	return e.Msg + " (usage: " + e.Usage + "; --help for the flags)"
}

// UsageFor is the usage error msg of fs's command, with its synopsis.
func UsageFor(fs *flag.FlagSet, msg string) UsageError {
	return UsageError{Msg: msg, Usage: Synopsis(fs)}
}

// synopses maps each flag set NewFlagSet made to "prog name synopsis".
var synopses sync.Map

// Synopsis is the one-line synopsis of fs's command ("prog name ARGS"),
// or "" for a flag set NewFlagSet did not make.
func Synopsis(fs *flag.FlagSet) string {
	s, _ := synopses.Load(fs)
	str, _ := s.(string)
	return str
}

// PrintUsage prints fs's full usage (synopsis and flags) to its output,
// as --help does.
func PrintUsage(fs *flag.FlagSet) {
	fmt.Fprintf(fs.Output(), "usage: %s\n\nflags:\n", Synopsis(fs))
	fs.PrintDefaults()
}

// InputError marks bad input: a file that is missing, unreadable or
// malformed (exit 2).
type InputError struct{ Err error }

func (e InputError) Error() string { return e.Err.Error() }
func (e InputError) Unwrap() error { return e.Err }

// NewFlagSet returns the flag set of "prog name". Its full usage
// (synopsis and flags) is printed for --help only; a mistake is one error
// line that names the synopsis (UsageFor), so fs.Usage prints nothing.
func NewFlagSet(prog, name, synopsis string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(prog+" "+name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	synopses.Store(fs, prog+" "+name+" "+synopsis)
	fs.Usage = func() {}
	return fs
}

// Parse parses flags that may come before, between or after the positional
// arguments (everything after "--" is positional) and returns the
// positional ones. --help yields ErrHelp, anything else wrong a
// UsageError; either way the usage is printed once.
func Parse(fs *flag.FlagSet, args []string) ([]string, error) {
	out, usage := fs.Output(), fs.Usage
	// The flag package prints its own error line and calls Usage itself;
	// silence both: a mistake is the one line main prints, --help the
	// full usage.
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	defer func() { fs.SetOutput(out); fs.Usage = usage }()
	var pos []string
	for {
		err := fs.Parse(args)
		if err != nil {
			fs.SetOutput(out)
			if errors.Is(err, flag.ErrHelp) {
				if Synopsis(fs) != "" {
					PrintUsage(fs)
				} else {
					usage()
				}
				return nil, ErrHelp
			}
			return nil, UsageFor(fs, fmt.Sprintf("%s: %v", Name(fs), err))
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

// WantArgs reports a wrong number of positional arguments as a usage
// error; with no names, any positional argument is one.
func WantArgs(fs *flag.FlagSet, pos []string, names ...string) error {
	if len(pos) == len(names) {
		return nil
	}
	if len(pos) < len(names) {
		return UsageFor(fs, fmt.Sprintf("%s: missing %s", Name(fs), strings.Join(names[len(pos):], " and ")))
	}
	return UsageFor(fs, fmt.Sprintf("%s: unexpected argument %q", Name(fs), pos[len(names)]))
}

// Require reports a missing required string flag as a usage error.
func Require(fs *flag.FlagSet, name, value string) error {
	if value == "" {
		return UsageFor(fs, fmt.Sprintf("%s: --%s is required", Name(fs), name))
	}
	return nil
}

// Name is the command's name without the program's, for error lines that
// main prefixes with the program's name.
func Name(fs *flag.FlagSet) string {
	if _, cmd, ok := strings.Cut(fs.Name(), " "); ok {
		return cmd
	}
	return fs.Name()
}

// Exit codes every binary shares; each may add its own (1 for "verified,
// and the answer is no").
const (
	ExitOK       = 0
	ExitInput    = 2
	ExitUsage    = 64
	ExitInternal = 70
)

// Main is a binary's main: run with a context cancelled on SIGINT or
// SIGTERM, then exit with exitCode's answer.
func Main(run func(ctx context.Context, args []string, stdout, stderr io.Writer) error, exitCode func(error, io.Writer) int) {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(exitCode(err, os.Stderr))
}

// Report prints err as the one "prog: ..." line on stderr and returns its
// exit code: 0 for nil and ErrHelp (nothing printed), own(err) when that is
// non-zero (own may be nil), then ExitUsage, ExitInput or ExitInternal.
func Report(prog string, err error, stderr io.Writer, own func(error) int) int {
	if err == nil || errors.Is(err, ErrHelp) {
		return ExitOK
	}
	fmt.Fprintln(stderr, prog+": "+OneLine(err.Error()))
	var (
		ue UsageError
		ie InputError
	)
	switch {
	case errors.As(err, &ue):
		return ExitUsage
	case own != nil && own(err) != 0:
		return own(err)
	case errors.As(err, &ie):
		return ExitInput
	}
	return ExitInternal
}

// Strings is a repeatable string flag: each use appends one value.
type Strings []string

func (s *Strings) String() string     { return strings.Join(*s, ",") }
func (s *Strings) Set(v string) error { *s = append(*s, v); return nil }

// OneLine folds s onto one line (line breaks become " / "), for an error
// text that must stay the single line a command prints.
func OneLine(s string) string {
	s = strings.TrimSpace(strings.ReplaceAll(s, "\r\n", "\n"))
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool { return r == '\n' || r == '\r' }), " / ")
}

// Unavailable prints the one stderr line of a run command whose report,
// already on stdout, says AUDIT_UNAVAILABLE: "prog: name: AUDIT_UNAVAILABLE:
// reason", so that a caller reading stderr alone learns why.
func Unavailable(stderr io.Writer, prog, name, reason string) {
	fmt.Fprintf(stderr, "%s: %s: AUDIT_UNAVAILABLE: %s\n", prog, name, OneLine(reason))
}
