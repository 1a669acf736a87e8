package agentmcp

import (
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// FuzzParseURI: a resource address is untrusted input. parseURI never
// panics; what it accepts starts with the scheme, names a request id
// that can be a NATS subject token, and puts the pieces back together.
func FuzzParseURI(f *testing.F) {
	for _, s := range []string{
		"tribunal://requests/r1/report.html", "tribunal://requests/r1/skeleton/screens/home.yaml",
		"tribunal://requests//report.json", "tribunal://requests/a.b/report.json", "tribunal://requests/r1",
		"http://requests/r1/x", "tribunal://requests/r*/skeleton/../../etc/passwd",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, uri string) {
		id, rest, ok := parseURI(uri)
		if !ok {
			return
		}
		if events.CheckRequestID(id) != nil || strings.Contains(id, "/") {
			t.Fatalf("accepted id %q", id)
		}
		if scheme+id+"/"+rest != uri {
			t.Fatalf("%q split into %q and %q", uri, id, rest)
		}
	})
}

// FuzzSplitHint: location hints come from witness reports. splitHint
// never panics and keeps every character but the separators.
func FuzzSplitHint(f *testing.F) {
	for _, s := range []string{"home/cta@desktop", "home@mobile", "page@lint", "", "@", "a/b/c@d@e"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, h string) {
		screen, element, bp := splitHint(h)
		n := len(screen) + len(element) + len(bp)
		if n > len(h) || n < len(h)-2 {
			t.Fatalf("%q → %q %q %q", h, screen, element, bp)
		}
	})
}
