// Package cli holds the command-line conventions every Tribunal binary
// shares:
//
//   - flag sets that report instead of exiting, so that tests call a
//     command's run function in-process; flags spelled --name in help
//     and usage alike (-v for one letter);
//   - --help (and -h, "help", "help COMMAND") prints the usage on stdout
//     and exits 0; --version and "version" print the module version and
//     VCS revision (Version);
//   - every error is one line on stderr, printed by main: a usage error
//     (exit 64) names the command's synopsis and points at --help, bad
//     input is exit 2, anything else 70, each binary adding its own
//     answers (1, 3, 4) — listed in every binary's --help;
//   - --dir DIR defaults to $TRIBUNAL_DIR on every networked command
//     (DirFlag);
//   - one --log-format / --log-level pair on every daemon (LogFlags).
package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
)

// ErrHelp is returned after --help output: exit 0, nothing more printed.
var ErrHelp = errors.New("help requested")

// UsageError marks a command-line mistake (exit 64). Usage, when set, is
// the command's synopsis ("prog name ARGS"), printed on the same line
// with a pointer to --help; without it Report points at "prog --help".
// A usage error is one line, the full flag list is for --help.
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

// descriptions maps a flag set to the text its --help prints between the
// synopsis and the flags (Describe).
var descriptions sync.Map

// Describe sets the text fs's --help prints after its synopsis.
func Describe(fs *flag.FlagSet, text string) { descriptions.Store(fs, text) }

// PrintUsage prints fs's full usage (synopsis, description and flags) to
// its output, as --help does.
func PrintUsage(fs *flag.FlagSet) {
	w := fs.Output()
	fmt.Fprintf(w, "usage: %s\n", Synopsis(fs))
	if d, ok := descriptions.Load(fs); ok {
		fmt.Fprintf(w, "\n%s\n", strings.Trim(d.(string), "\n"))
	}
	fmt.Fprintf(w, "\nflags:\n")
	PrintFlags(w, fs)
}

// PrintFlags lists fs's flags as flag.PrintDefaults does, but spelled as
// they are used: --name (and -x for a one-letter flag).
func PrintFlags(w io.Writer, fs *flag.FlagSet) {
	fs.VisitAll(func(f *flag.Flag) {
		var b strings.Builder
		dash := "--"
		if len(f.Name) == 1 {
			dash = "-"
		}
		fmt.Fprintf(&b, "  %s%s", dash, f.Name)
		name, usage := flag.UnquoteUsage(f)
		if name != "" {
			b.WriteString(" " + name)
		}
		if b.Len() <= 4 {
			b.WriteString("\t")
		} else {
			b.WriteString("\n    \t")
		}
		b.WriteString(strings.ReplaceAll(usage, "\n", "\n    \t"))
		switch f.DefValue {
		case "", "0", "false", "0s", "[]":
		default:
			if fmt.Sprintf("%T", f.Value) == "*flag.stringValue" {
				fmt.Fprintf(&b, " (default %q)", f.DefValue)
			} else {
				fmt.Fprintf(&b, " (default %v)", f.DefValue)
			}
		}
		fmt.Fprintln(w, b.String())
	})
}

// InputError marks bad input: a file that is missing, unreadable or
// malformed (exit 2).
type InputError struct{ Err error }

func (e InputError) Error() string { return e.Err.Error() }
func (e InputError) Unwrap() error { return e.Err }

// NewFlagSet returns the flag set of "prog name". Its full usage
// (synopsis, description and flags) is printed to help — the command's
// stdout — for --help only; a mistake is one error line that names the
// synopsis (UsageFor), so fs.Usage prints nothing.
func NewFlagSet(prog, name, synopsis string, help io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(prog+" "+name, flag.ContinueOnError)
	fs.SetOutput(help)
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
			return nil, UsageFor(fs, fmt.Sprintf("%s: %s", Name(fs), dashes(err.Error())))
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

// flagInMsg finds a flag name in the flag package's error messages,
// which spell every flag with one dash.
var flagInMsg = regexp.MustCompile(`(not defined: |for flag |needs an argument: )-([A-Za-z0-9][A-Za-z0-9_-]+)`)

// dashes respells the flags in a flag package error as they are typed
// and shown in --help: --name (a one-letter flag keeps its one dash).
func dashes(msg string) string { return flagInMsg.ReplaceAllString(msg, "$1--$2") }

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
// and the answer is no"). ExitCodesHelp lists them for a binary's --help.
const (
	ExitOK       = 0
	ExitInput    = 2
	ExitUsage    = 64
	ExitInternal = 70
)

// ExitCodesHelp is the "exit codes" section of a binary's --help: its own
// codes ("N   meaning" lines) and the shared ones, in numeric order.
func ExitCodesHelp(own ...string) string {
	lines := append([]string{
		"0   success",
		"2   bad input: a file, key, deployment or request that is missing, unreadable or malformed",
		"64  usage: a command-line mistake (one line on stderr; --help for the usage)",
		"70  internal error (such as a ledger that cannot be reached)",
	}, own...)
	code := func(l string) int {
		n, _ := strconv.Atoi(strings.Fields(l)[0])
		return n
	}
	slices.SortStableFunc(lines, func(a, b string) int { return code(a) - code(b) })
	return "exit codes:\n  " + strings.Join(lines, "\n  ") + "\n"
}

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
	line := prog + ": " + OneLine(err.Error())
	var (
		ue UsageError
		ie InputError
	)
	if errors.As(err, &ue) && ue.Usage == "" {
		line += " (" + prog + " --help for the usage)"
	}
	fmt.Fprintln(stderr, line)
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
