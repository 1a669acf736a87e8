package mcpserver

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestSplitCommand(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"./server", []string{"./server"}},
		{"  ./server   --variant good ", []string{"./server", "--variant", "good"}},
		{`./s 'a b' "c d"`, []string{"./s", "a b", "c d"}},
		{`./s 'it''s'`, []string{"./s", "its"}},
		{`./s "say \"hi\"" 'no \escape'`, []string{"./s", `say "hi"`, `no \escape`}},
		{`./s "a\b"`, []string{"./s", `a\b`}},
		{`./s a\ b \$HOME`, []string{"./s", "a b", "$HOME"}},
		{`./s $HOME ~ * ; | >x`, []string{"./s", "$HOME", "~", "*", ";", "|", ">x"}},
		{"./s ''", []string{"./s", ""}},
		{"./s \\\n--flag", []string{"./s", "--flag"}},
		{"./s\t-x\n-y", []string{"./s", "-x", "-y"}},
		{"./s 'ünï' \"cödé\"", []string{"./s", "ünï", "cödé"}},
	}
	for _, tt := range tests {
		got, err := SplitCommand(tt.in)
		if err != nil || !slices.Equal(got, tt.want) {
			t.Errorf("SplitCommand(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
	for _, bad := range []string{"", "   ", "./s 'open", `./s "open`, `./s \`, "./s a\x00b", "./s \"a\x00\"", "./s \\\x00", "./s '\x00'"} {
		got, err := SplitCommand(bad)
		if !errors.Is(err, ErrCommand) {
			t.Errorf("SplitCommand(%q) = %q, %v; want an ErrCommand", bad, got, err)
		}
	}
}

// FuzzSplitCommand: every input splits into at least one word or fails
// with one line; no word holds a NUL; and quoting each word in single
// quotes (with the POSIX '\” for a quote) splits back to the same words.
func FuzzSplitCommand(f *testing.F) {
	for _, s := range []string{"./server --variant good", `./s 'a b' "c \"d\""`, `a\ b`, "", `'`, "\\\n", "x\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		words, err := SplitCommand(s)
		if err != nil {
			if !errors.Is(err, ErrCommand) || strings.ContainsAny(err.Error(), "\n\r") {
				t.Fatalf("error %q", err)
			}
			return
		}
		if len(words) == 0 {
			t.Fatal("no words and no error")
		}
		var quoted []string
		for _, w := range words {
			if strings.ContainsRune(w, 0) {
				t.Fatalf("word %q holds a NUL", w)
			}
			quoted = append(quoted, "'"+strings.ReplaceAll(w, "'", `'\''`)+"'")
		}
		again, err := SplitCommand(strings.Join(quoted, " "))
		if err != nil || !slices.Equal(again, words) {
			t.Fatalf("round trip of %q: %q, %v", words, again, err)
		}
	})
}
