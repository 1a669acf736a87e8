package render

import (
	"errors"
	"flag"
	"io"
	"slices"
	"strings"
	"testing"
)

func TestSet(t *testing.T) {
	s := Set[int]{
		JSON: func(w io.Writer, v int) error { return WriteJSON(w, map[string]int{"v": v}) },
		Text: func(w io.Writer, v int) error {
			_, err := io.WriteString(w, "v is "+string(rune('0'+v))+"\n")
			return err
		},
		"junit": func(w io.Writer, v int) error { return errors.New("not yet") },
	}
	if got := s.Formats(); !slices.Equal(got, []Format{Text, JSON, "junit"}) {
		t.Errorf("formats %v", got)
	}
	var b strings.Builder
	if err := s.Write(&b, JSON, 7); err != nil || b.String() != "{\n  \"v\": 7\n}\n" {
		t.Errorf("json: %q %v", b.String(), err)
	}
	if err := s.Write(&b, "html", 7); err == nil || !strings.Contains(err.Error(), "have text, json, junit") {
		t.Errorf("a missing form: %v", err)
	}
}

// TestFlag: --format takes the set's forms only; --json is --format
// json; the last of the two wins.
func TestFlag(t *testing.T) {
	for _, c := range []struct {
		args []string
		want Format
		err  string
	}{
		{nil, Text, ""},
		{[]string{"--json"}, JSON, ""},
		{[]string{"--format", "json"}, JSON, ""},
		{[]string{"--format", "text", "--json"}, JSON, ""},
		{[]string{"--json", "--format", "text"}, Text, ""},
		{[]string{"--json=false"}, Text, ""},
		{[]string{"--format", "xml"}, "", `invalid value "xml" for flag -format: want text or json`},
	} {
		fs := flag.NewFlagSet("x", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		f := Register(fs, []Format{Text, JSON}, "print JSON")
		err := fs.Parse(c.args)
		if c.err != "" {
			if err == nil || err.Error() != c.err {
				t.Errorf("%v: %v, want %q", c.args, err, c.err)
			}
			continue
		}
		if err != nil || f.Format() != c.want {
			t.Errorf("%v: %v %v, want %s", c.args, f.Format(), err, c.want)
		}
	}
}

func TestWriteJSON(t *testing.T) {
	var b strings.Builder
	if err := WriteJSON(&b, map[string]string{"html": "<a>&"}); err != nil || b.String() != "{\n  \"html\": \"<a>&\"\n}\n" {
		t.Errorf("%q %v", b.String(), err)
	}
}
