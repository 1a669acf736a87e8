// Package render is how every command chooses its output form: one
// --format flag (text or json; --json is its alias, kept where scripts
// rely on it) and, per view, a Set of renderers keyed by format. A view
// is a plain value the role packages return (a W³ output, a review, the
// pending list); its renderers live beside it, so that a new form — the
// cockpit's html, a CI's junit — is one entry in a Set and shows up in
// the flag's help and value check by itself.
package render

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
)

// Format names an output form.
type Format string

// The forms every view has.
const (
	Text Format = "text" // for a person at a terminal
	JSON Format = "json" // one indented JSON object (or array)
)

// Set is the renderers of one view, one per form.
type Set[T any] map[Format]func(w io.Writer, v T) error

// Write renders v in form f; a form the set lacks is an error.
func (s Set[T]) Write(w io.Writer, f Format, v T) error {
	r, ok := s[f]
	if !ok {
		return fmt.Errorf("render: no %s form (have %s)", f, join(s.Formats()))
	}
	return r(w, v)
}

// Formats lists the set's forms: text and json first, the rest sorted.
func (s Set[T]) Formats() []Format {
	out := make([]Format, 0, len(s))
	for f := range s {
		out = append(out, f)
	}
	rank := func(f Format) int {
		switch f {
		case Text:
			return 0
		case JSON:
			return 1
		}
		return 2
	}
	slices.SortFunc(out, func(a, b Format) int {
		if r := rank(a) - rank(b); r != 0 {
			return r
		}
		return strings.Compare(string(a), string(b))
	})
	return out
}

func join(fs []Format) string {
	s := make([]string, len(fs))
	for i, f := range fs {
		s[i] = string(f)
	}
	return strings.Join(s, ", ")
}

// Flag is a command's --format (and --json) value.
type Flag struct {
	f       Format
	allowed []Format
}

// Format is the form asked for (text unless told).
func (f *Flag) Format() Format { return f.f }

// String and Set make Flag a flag.Value for --format.
func (f *Flag) String() string {
	if f == nil {
		return ""
	}
	return string(f.f)
}

func (f *Flag) Set(v string) error {
	if !slices.Contains(f.allowed, Format(v)) {
		return fmt.Errorf("want %s", orJoin(f.allowed))
	}
	f.f = Format(v)
	return nil
}

func orJoin(fs []Format) string {
	s := join(fs)
	if i := strings.LastIndex(s, ", "); i >= 0 {
		s = s[:i] + " or " + s[i+2:]
	}
	return s
}

// Register adds --format FORM (one of formats; text by default) and its
// alias --json (the same as --format json; jsonHelp says what it prints)
// to fs. The last of the two on a command line wins.
func Register(fs *flag.FlagSet, formats []Format, jsonHelp string) *Flag {
	f := &Flag{f: Text, allowed: formats}
	fs.Var(f, "format", "print the output as `FORM`: "+orJoin(formats))
	fs.BoolFunc("json", jsonHelp+" (the same as --format json)", func(v string) error {
		on, err := strconv.ParseBool(v)
		switch {
		case err != nil:
			return err
		case on:
			f.f = JSON
		case f.f == JSON:
			f.f = Text
		}
		return nil
	})
	return f
}

// For is Register with the forms of s.
func For[T any](fs *flag.FlagSet, s Set[T], jsonHelp string) *Flag {
	return Register(fs, s.Formats(), jsonHelp)
}

// WriteJSON writes v as the commands' one JSON form: indented two
// spaces, HTML characters left unescaped, one trailing newline.
func WriteJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// WriteJSONLine writes v as one compact line of JSON (HTML characters
// left unescaped): the form of a report meant for line-oriented tools,
// such as ledgerd verify's.
func WriteJSONLine(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
