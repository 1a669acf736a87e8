package mcpserver

import (
	"errors"
	"strings"
	"testing"
)

// ParseSandboxMode takes the operator's flag value: exactly the two modes
// are accepted, anything else is one line of ErrSandboxMode.
func FuzzParseSandboxMode(f *testing.F) {
	for _, s := range []string{"jail", "containment", "", "Jail", "jail ", "none", "containment\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseSandboxMode(s)
		switch {
		case err == nil && (m != ModeJail && m != ModeContainment || string(m) != s):
			t.Fatalf("%q: accepted as %q", s, m)
		case err != nil && (!errors.Is(err, ErrSandboxMode) || m != ""):
			t.Fatalf("%q: %v, %q", s, err, m)
		case err != nil && s != "jail" && s != "containment" && strings.Count(err.Error(), "\n") != 0:
			t.Fatalf("%q: the error is not one line: %q", s, err)
		case err != nil && (s == "jail" || s == "containment"):
			t.Fatalf("%q refused: %v", s, err)
		}
	})
}
