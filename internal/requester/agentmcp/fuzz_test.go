package agentmcp

import (
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
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

// FuzzExplain: deviations come from witness reports (W1's descriptions
// are parsed for the values they carry). explain never panics, and
// every deviation gets an expected value, an actual one and a hint, each
// one line, and keeps its fingerprint and witness.
func FuzzExplain(f *testing.F) {
	seeds := []struct{ id, desc, hint string }{
		{"contrast", "contrast 2.10:1 between text #777777 and background #ffffff on home@mobile is below 4.5:1 (WCAG 1.4.3, normal: estimated 16 px)", "home/cta@mobile"},
		{"token_colour", "background-color color.brand (#1d4ed8) not found in the region: 0 pixels within ΔE00 6, closest colour #2563eb at ΔE00 7.10", "home/cta@desktop"},
		{"bbox_drift", "bbox drift x+0 y+16 w+0 h+0 px exceeds 4 px", "home/cta@desktop"},
		{"lint:horizontal_overflow", "the page is 900 px wide\nat 800", "page@lint"},
		{"baseline_diff", "12 of 480000 pixels differ", "home@desktop"},
		{"", "", ""},
	}
	for _, s := range seeds {
		f.Add(s.id, s.desc, s.hint)
	}
	x := explainer{tokens: map[string]skeleton.Token{}, elems: map[string]events.ElementVerdict{}}
	f.Fuzz(func(t *testing.T, id, desc, hint string) {
		d := govern.Dev{Deviation: events.Deviation{ID: id, Description: desc, LocationHint: hint}, Witness: "w1", Fingerprint: "fp"}
		out := x.explain(d)
		for name, v := range map[string]string{"expected": out.Expected, "hint": out.Hint} {
			if v == "" {
				t.Fatalf("%s empty for %+v", name, d)
			}
		}
		for _, v := range []string{out.Expected, out.Actual, out.Hint} {
			if strings.ContainsAny(v, "\n\r") {
				t.Fatalf("not one line: %q", v)
			}
		}
		if out.Fingerprint != "fp" || out.Witness != "w1" || out.ID != id {
			t.Fatalf("lost identity: %+v", out)
		}
	})
}
