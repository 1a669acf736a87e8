package job

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// The strings a person may pass as ids to `run`; none of the first ones
// can go into a NATS subject.
var echoIDs = []string{
	"req 1", "a/b", "#7", "ünïcødé", "emoji 🚀✓", "dots.and*stars>", "", `quote " and \ backslash`,
	"<b>&amp;</b>", "line\u2028sep", "req-plain_1",
}

func TestEncodeReport(t *testing.T) {
	for _, id := range echoIDs {
		for _, kind := range []string{"w1", "w2"} {
			t.Run(kind+"/"+id, func(t *testing.T) {
				tup := events.Tuple{SkeletonHash: "h", RequestID: id, AttemptID: id + " att", PriorStateVersion: "0",
					ProductHash: "p ✓", InventoryHash: "i", RunnerVersion: "r", RubricVersion: "1.2.0"}
				var b, standIn events.Body
				switch kind {
				case "w1":
					mk := func(tu events.Tuple) *events.ObservationW1 {
						return &events.ObservationW1{SchemaName: events.SchemaObservationW1, ReqID: tu.RequestID, AttID: tu.AttemptID,
							Tuple: tu, Verdict: events.VerdictPass, Deviations: []events.Deviation{}, Screenshots: []events.Screenshot{}}
					}
					b = mk(tup)
					st := tup
					st.RequestID, st.AttemptID = standInRequest, standInAttempt
					standIn = mk(st)
				default:
					mk := func(tu events.Tuple) *events.VisualVerdict {
						v := &events.VisualVerdict{SchemaName: events.SchemaVisualVerdict, ReqID: tu.RequestID, AttID: tu.AttemptID,
							Tuple: tu, Verdict: events.VerdictReject, ElementVerdicts: []events.ElementVerdict{},
							Lint:     events.Lint{Required: []events.LintSelector{}, Forbidden: []events.LintSelector{}, Findings: []events.LintFinding{}},
							Concerns: []events.Concern{{Severity: events.SeverityBlocker, Code: "x", Detail: "a <detail> & more"}}}
						return v
					}
					b = mk(tup)
					st := tup
					st.RequestID, st.AttemptID = standInRequest, standInAttempt
					standIn = mk(st)
				}
				got, err := EncodeReport(b)
				if err != nil {
					t.Fatal(err)
				}
				// The ids come back verbatim.
				var dec struct {
					RequestID string       `json:"request_id"`
					AttemptID string       `json:"attempt_id"`
					Tuple     events.Tuple `json:"tuple"`
				}
				if err := json.Unmarshal(got, &dec); err != nil {
					t.Fatalf("not JSON: %v\n%s", err, got)
				}
				if dec.Tuple != tup || dec.RequestID != id || dec.AttemptID != id+" att" {
					t.Errorf("decoded %+v, want the tuple %+v", dec, tup)
				}
				// Valid ids: exactly events.Encode's bytes.
				if events.CheckRequestID(id) == nil {
					want, err := events.Encode(b)
					if err != nil || !bytes.Equal(got, want) {
						t.Errorf("valid id: got\n%s\nwant events.Encode's\n%s (%v)", got, want, err)
					}
					return
				}
				// Other ids: every other byte is events.Encode's.
				want, err := events.Encode(standIn)
				if err != nil {
					t.Fatal(err)
				}
				back := bytes.ReplaceAll(got, append([]byte(`"attempt_id":`), jsonString(id+" att")...), []byte(`"attempt_id":"`+standInAttempt+`"`))
				back = bytes.ReplaceAll(back, append([]byte(`"request_id":`), jsonString(id)...), []byte(`"request_id":"`+standInRequest+`"`))
				if !bytes.Equal(back, want) {
					t.Errorf("besides the ids the bytes differ from events.Encode's:\n%s\n%s", back, want)
				}
			})
		}
	}
}

func TestEncodeReportRefuses(t *testing.T) {
	// A report that is wrong for another reason than its ids stays wrong.
	v := &events.VisualVerdict{SchemaName: events.SchemaVisualVerdict, ReqID: "req 1", AttID: "a", Verdict: "maybe",
		Tuple: events.Tuple{RequestID: "req 1", AttemptID: "a"}}
	if _, err := EncodeReport(v); err == nil {
		t.Error("a verdict \"maybe\" encoded")
	}
	// Ids that disagree with the tuple are not papered over.
	v = &events.VisualVerdict{SchemaName: events.SchemaVisualVerdict, ReqID: "req 1", AttID: "a", Verdict: events.VerdictPass,
		Tuple: events.Tuple{RequestID: "req 2", AttemptID: "a"}}
	if _, err := EncodeReport(v); err == nil {
		t.Error("a tuple naming another request encoded")
	}
}

func TestCheckTupleArgs(t *testing.T) {
	ok := []string{"/not/utf8/\xff/path/is/fine", "h", "req 1", "🚀", "0", "file:///x", "p", "i", "r", "1.2.0"}
	if err := CheckTupleArgs(ok); err != nil {
		t.Errorf("valid UTF-8 refused: %v", err)
	}
	bad := append([]string(nil), ok...)
	bad[3] = "att\xff"
	err := CheckTupleArgs(bad)
	if !errors.Is(err, ErrTupleArg) || !strings.Contains(err.Error(), "ATTEMPT_ID") {
		t.Errorf("invalid UTF-8 attempt id: err = %v", err)
	}
}
