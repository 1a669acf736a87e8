package report

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
)

func validJUnit(t *testing.T, doc []byte) {
	t.Helper()
	if err := checkJUnit(doc); err != nil {
		t.Fatalf("%v\n%s", err, doc)
	}
}

func checkJUnit(doc []byte) error {
	f, err := os.Open("testdata/junit.xsd")
	if err != nil {
		return err
	}
	defer f.Close()
	s, err := loadSchema(f)
	if err != nil {
		return err
	}
	root, err := parseXML(bytes.NewReader(doc))
	if err != nil {
		return err
	}
	return s.validate(root)
}

// sampleReport is a report built without a ledger: one failing frame,
// and a request name that needs folding into an xs:token.
func sampleReport(state string) *Report {
	w3 := &govern.W3Output{Verdict: state}
	return &Report{
		RequestID: "req  with\tspaces", State: state, AttemptID: "a1", Generated: "2026-03-01T12:00:00Z", W3: w3,
		Frames: []Frame{{Key: "home@mobile/web", Deviations: []Finding{{Dev: govern.Dev{Deviation: events.Deviation{ID: "contrast", Description: "<low> & \x01odd", LocationHint: "home@mobile"}}}}}},
	}
}

// TestJUnitSchema: what WriteJUnit writes validates for every state,
// and the checker refuses each way a JUnit file can break the schema
// (so a pass means something).
func TestJUnitSchema(t *testing.T) {
	for _, st := range []string{events.StateHold, events.StatePassCandidate, events.StateSealedDeploy, events.StateFail} {
		var buf bytes.Buffer
		if err := WriteJUnit(&buf, sampleReport(st), "ci host"); err != nil {
			t.Fatal(err)
		}
		validJUnit(t, buf.Bytes())
	}
	var buf bytes.Buffer
	if err := WriteJUnit(&buf, sampleReport(events.StateHold), ""); err != nil {
		t.Fatal(err)
	}
	good := buf.String()
	for _, c := range []struct{ name, old, new, want string }{
		{"no properties", "<properties>", "<x></x><properties>", "at least 1"},
		{"zone in timestamp", `timestamp="2026-03-01T12:00:00"`, `timestamp="2026-03-01T12:00:00Z"`, "pattern"},
		{"no time", `classname="tribunal.req with spaces" time="0"`, `classname="tribunal.req with spaces"`, `"time" is required`},
		{"failure without type", `type="contrast"`, ``, `"type" is required`},
		{"two outcomes", `</failure>`, `</failure><error type="x"></error>`, "unexpected <error>"},
		{"bad count", `tests="2"`, `tests="two"`, "xs:int"},
		{"unknown attribute", `<testsuite `, `<testsuite colour="red" `, "not declared"},
		{"token with a tab", `name="home@mobile/web"`, "name=\"home&#9;mobile\"", "xs:token"},
		{"no system-err", `<system-err></system-err>`, ``, "at least 1"},
		{"empty host", `hostname="localhost"`, `hostname=""`, "shorter"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if !strings.Contains(good, c.old) {
				t.Fatalf("the sample has no %q:\n%s", c.old, good)
			}
			err := checkJUnit([]byte(strings.Replace(good, c.old, c.new, 1)))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("checker says %v, want %q", err, c.want)
			}
		})
	}
}
