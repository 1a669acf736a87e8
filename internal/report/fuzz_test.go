package report

import (
	"bytes"
	"encoding/xml"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
)

// FuzzJUnit: whatever the ledger holds as ids, hints and descriptions
// (any bytes a witness wrote), the JUnit file is well-formed XML, valid
// for the schema, and each frame's testcase is there.
func FuzzJUnit(f *testing.F) {
	for _, s := range [][4]string{
		{"r1", "home", "mobile", "contrast 2.1:1"},
		{"a b\tc", "x/y", "", "<b>&amp;\x00\x1f\ufffe"},
		{"", "", "@@", "]]>"},
		{"ü🚀", "s\n", "bp\r", "\xff\xfe"},
	} {
		f.Add(s[0], s[1], s[2], s[3])
	}
	f.Fuzz(func(t *testing.T, id, screen, bp, desc string) {
		r := &Report{RequestID: id, State: events.StateHold, Error: desc, Generated: "2026-03-01T12:00:00Z", W3: &govern.W3Output{},
			Frames:   []Frame{{Key: screen + "@" + bp + "/web", Deviations: []Finding{{Dev: govern.Dev{Deviation: events.Deviation{ID: desc, Description: desc, LocationHint: screen + "@" + bp}}}}}},
			Unplaced: []Finding{{Dev: govern.Dev{Deviation: events.Deviation{ID: "lint:" + desc, Description: desc}}}},
		}
		var buf bytes.Buffer
		if err := WriteJUnit(&buf, r, desc); err != nil {
			t.Fatal(err)
		}
		if err := checkJUnit(buf.Bytes()); err != nil {
			t.Fatalf("%v\n%s", err, buf.Bytes())
		}
		var got struct {
			Cases []struct {
				Name string `xml:"name,attr"`
			} `xml:"testsuite>testcase"`
		}
		if err := xml.Unmarshal(buf.Bytes(), &got); err != nil || len(got.Cases) != 2 {
			t.Fatalf("%v: %d testcases", err, len(got.Cases))
		}
	})
}
