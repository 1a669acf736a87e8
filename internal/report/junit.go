package report

import (
	"encoding/xml"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// The JUnit XML form is Ant's, which CI systems read (the schema the
// test validates against is testdata/junit.xsd): <testsuites> holding
// one <testsuite> per request, one <testcase> per frame plus one named
// "verdict" for the request as a whole.

type junitSuites struct {
	XMLName xml.Name     `xml:"testsuites"`
	Suites  []junitSuite `xml:"testsuite"`
}

type junitSuite struct {
	Name      string          `xml:"name,attr"`
	Package   string          `xml:"package,attr"`
	ID        int             `xml:"id,attr"`
	Timestamp string          `xml:"timestamp,attr"`
	Hostname  string          `xml:"hostname,attr"`
	Tests     int             `xml:"tests,attr"`
	Failures  int             `xml:"failures,attr"`
	Errors    int             `xml:"errors,attr"`
	Skipped   int             `xml:"skipped,attr"`
	Time      string          `xml:"time,attr"`
	Props     []junitProperty `xml:"properties>property"`
	Cases     []junitCase     `xml:"testcase"`
	SystemOut string          `xml:"system-out"`
	SystemErr string          `xml:"system-err"`
}

type junitProperty struct {
	Name  string `xml:"name,attr"`
	Value string `xml:"value,attr"`
}

type junitCase struct {
	Name      string        `xml:"name,attr"`
	Classname string        `xml:"classname,attr"`
	Time      string        `xml:"time,attr"`
	Skipped   *junitSkip    `xml:"skipped"`
	Error     *junitMessage `xml:"error"`
	Failure   *junitMessage `xml:"failure"`
}

// junitMessage is a failure or an error: the schema requires its type.
type junitMessage struct {
	Message string `xml:"message,attr,omitempty"`
	Type    string `xml:"type,attr"`
	Text    string `xml:",chardata"`
}

type junitSkip struct {
	Message string `xml:"message,attr,omitempty"`
}

// WriteJUnit writes r as JUnit XML. A frame's testcase fails when a
// deviation that still counts is about it (the failure lists them all);
// the "verdict" testcase fails for HOLD and FAIL, is an error when a
// witness could not audit, is skipped for a PASS_CANDIDATE (it waits for
// the judge) and passes when sealed. host names the machine ("localhost"
// when empty).
func WriteJUnit(w io.Writer, r *Report, host string) error {
	if host == "" {
		host = "localhost"
	}
	ts := r.Generated
	if t, err := time.Parse(time.RFC3339, r.Generated); err == nil {
		ts = t.UTC().Format("2006-01-02T15:04:05") // the schema's timestamp has no zone
	}
	s := junitSuite{
		Name: "tribunal." + token(r.RequestID), Package: "tribunal", Timestamp: ts, Hostname: token(host), Time: "0",
		Props: []junitProperty{
			{"request_id", r.RequestID}, {"attempt_id", r.AttemptID}, {"state", r.State}, {"error", r.Error},
			{"baseline_scope", r.Scope}, {"w1_hash", r.W1Hash}, {"w2_hash", r.W2Hash},
			{"composite_hash", r.W3.TriWitnessLedger.CompositeHash},
		},
	}
	class := "tribunal." + token(r.RequestID)
	for _, f := range r.Frames {
		c := junitCase{Name: token(f.Key), Classname: class, Time: "0"}
		var lines []string
		first := ""
		for _, d := range f.Deviations {
			if !d.Waived {
				if first == "" {
					first = orDash(d.ID)
				}
				lines = append(lines, findingLine(d))
			}
		}
		if len(lines) > 0 {
			c.Failure = &junitMessage{Message: fmt.Sprintf("%d deviation(s) at %s", len(lines), f.Key), Type: first, Text: strings.Join(lines, "\n")}
		}
		s.Cases = append(s.Cases, c)
	}
	v := junitCase{Name: "verdict", Classname: class, Time: "0"}
	msg := r.State
	if r.Error != "" {
		msg += " (" + r.Error + ")"
	}
	switch {
	case r.W3.TriWitnessLedger.W1.Verdict == events.VerdictAuditUnavailable || r.W3.TriWitnessLedger.W2.Verdict == events.VerdictAuditUnavailable:
		v.Error = &junitMessage{Message: msg, Type: events.VerdictAuditUnavailable, Text: r.W3.TriWitnessLedger.W1.Evidence + "\n" + r.W3.TriWitnessLedger.W2.Evidence}
	case r.State == events.StateSealedDeploy:
	case r.State == events.StatePassCandidate:
		v.Skipped = &junitSkip{Message: "PASS_CANDIDATE: waiting for the judge's seal"}
	default:
		var lines []string
		for _, d := range r.Unplaced {
			if !d.Waived {
				lines = append(lines, findingLine(d))
			}
		}
		v.Failure = &junitMessage{Message: msg, Type: orDash(r.State), Text: strings.Join(lines, "\n")}
	}
	s.Cases = append(s.Cases, v)
	for _, c := range s.Cases {
		s.Tests++
		switch {
		case c.Failure != nil:
			s.Failures++
		case c.Error != nil:
			s.Errors++
		case c.Skipped != nil:
			s.Skipped++
		}
	}
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return err
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(junitSuites{Suites: []junitSuite{s}}); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}

func findingLine(d Finding) string {
	s := fmt.Sprintf("%s [%s, severity %g] at %s: %s", d.ID, d.Witness, d.Severity, d.LocationHint, d.Description)
	if d.Flagged {
		s += " (scar PARTIAL: look closely)"
	}
	return s
}

// token is s as an xs:token: no tab, newline or carriage return, no
// leading, trailing or doubled spaces; a name the schema requires
// non-empty is "-" when blank.
func token(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if s == "" {
		return "-"
	}
	return s
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
