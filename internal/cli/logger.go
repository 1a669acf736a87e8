package cli

import (
	"flag"
	"fmt"
	"io"
	"log/slog"
	"strings"
)

// LogFlags are a daemon's --log-format and --log-level, the same on every
// daemon (ledgerd serve, witness-w1 serve, witness-w2 serve).
type LogFlags struct{ Format, Level string }

// Register adds --log-format (text) and --log-level (info) to fs.
func (f *LogFlags) Register(fs *flag.FlagSet) {
	fs.StringVar(&f.Format, "log-format", "text", "log `format` on stderr: text or json")
	fs.StringVar(&f.Level, "log-level", "info", "log `level`: debug, info, warn or error")
}

// Logger is the daemon's one logger on w; a bad flag value is a usage
// error of fs's command.
func (f *LogFlags) Logger(fs *flag.FlagSet, w io.Writer) (*slog.Logger, error) {
	log, err := NewLogger(w, f.Format, f.Level)
	if err != nil {
		return nil, UsageFor(fs, Name(fs)+": "+err.Error())
	}
	return log, nil
}

// LogSynopsis is the log flags' part of a daemon's synopsis.
const LogSynopsis = "[--log-format text|json] [--log-level LEVEL]"

// NewLogger builds a daemon's one slog logger from its --log-format
// (text or json) and --log-level (debug, info, warn or error) flags; a bad
// value is an error naming the flag.
func NewLogger(w io.Writer, format, level string) (*slog.Logger, error) {
	var lv slog.Level
	if err := lv.UnmarshalText([]byte(level)); err != nil {
		return nil, fmt.Errorf("--log-level %q: want debug, info, warn or error", level)
	}
	opts := &slog.HandlerOptions{Level: lv}
	switch strings.ToLower(format) {
	case "text":
		return slog.New(slog.NewTextHandler(w, opts)), nil
	case "json":
		return slog.New(slog.NewJSONHandler(w, opts)), nil
	}
	return nil, fmt.Errorf("--log-format %q: want text or json", format)
}
