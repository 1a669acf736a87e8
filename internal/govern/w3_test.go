package govern

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

func jsonOf(t *testing.T, v any) string {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs from the golden file:\n%s", name, got)
	}
}

// specKeys are the W³ output's keys, exactly as docs/CONTRACTS.md §5 lists them.
var specKeys = map[string][]string{
	"": {"verdict", "error", "request_id", "attempt_id", "iterations", "deviations", "code_diff", "screenshot_path",
		"screenshot_hash", "vision_validation_score", "entropy_delta", "requires_888_hold", "tri_witness_ledger", "integration_receipts"},
	"tri_witness_ledger":   {"w1", "w2", "w3", "composite_hash"},
	"w1":                   {"verdict", "hash", "score", "evidence", "label"},
	"w2":                   {"verdict", "hash", "score", "evidence", "label"},
	"w3":                   {"verdict", "hash", "actor_id", "timestamp", "evidence", "label"},
	"integration_receipts": {"seal_candidate", "judge_ticket_id", "chain_seq", "checkpoint"},
}

func checkKeys(t *testing.T, name string, m map[string]any) {
	t.Helper()
	var got []string
	for k, v := range m {
		got = append(got, k)
		if sub, ok := v.(map[string]any); ok {
			checkKeys(t, k, sub)
		}
	}
	want := slices.Clone(specKeys[name])
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("keys of %q: %v, want exactly %v", name, got, want)
	}
}

func TestW3OutputGolden(t *testing.T) {
	w := newWorld(t)
	w.open("r")
	steps := []struct {
		file string
		run  func()
	}{
		{"w3_open.json", func() {}},
		{"w3_observing.json", func() { w.attempt("r", "a1", "1", "diff --git a/index.html b/index.html") }},
		{"w3_candidate.json", func() {
			w.w1("r", "a1", events.VerdictPass, nil)
			w.w2("r", "a1", events.VerdictPass)
		}},
		{"w3_sealed.json", func() { w.decide("r", "a1", events.DecisionApprove, "3") }},
	}
	for _, s := range steps {
		s.run()
		out := w.st.Request("r").W3()
		text := jsonOf(t, out)
		var m map[string]any
		if err := json.Unmarshal([]byte(text), &m); err != nil {
			t.Fatal(err)
		}
		checkKeys(t, "", m)
		golden(t, s.file, text)
	}
	// Held with deviations from both witnesses.
	w.open("h")
	w.attempt("h", "a1", "1", "")
	w.w1("h", "a1", events.VerdictWarn, []events.Deviation{dev("contrast", "home/hero-cta@mobile", 0.4)})
	w.w2("h", "a1", events.VerdictReject, func(b *events.VisualVerdict) {
		b.ElementVerdicts[0].Status = events.ElementFail
		b.ElementVerdicts[0].BBoxDriftPX = &events.Rect{X: 9}
	})
	golden(t, "w3_hold.json", jsonOf(t, w.st.Request("h").W3()))
}

func TestW2Deviations(t *testing.T) {
	fail := func(mod func(*events.ElementVerdict)) events.ElementVerdict {
		ev := passing("home", "cta", "mobile")
		ev.Status = events.ElementFail
		mod(&ev)
		return ev
	}
	v := &events.VisualVerdict{ElementVerdicts: []events.ElementVerdict{
		passing("home", "ok", "mobile"),
		fail(func(e *events.ElementVerdict) { e.MissingFromDOM, e.BBoxMeasured, e.BBoxDriftPX = true, nil, nil }),
		fail(func(e *events.ElementVerdict) { e.BBoxDriftPX = nil }),
		fail(func(e *events.ElementVerdict) { e.BBoxDriftPX = &events.Rect{H: -5}; e.MicroDrift = true }),
		fail(func(e *events.ElementVerdict) {
			e.TokenMismatch = []events.TokenMismatch{{Field: "color", Computed: "#000", Expected: "#111"}}
			e.DeadHandler = []events.DeadHandler{{Event: "click", BindsTo: "route:/x", Reason: "not wired"}}
		}),
		fail(func(e *events.ElementVerdict) {}),
		fail(func(e *events.ElementVerdict) {
			e.ClippedText = []events.ClippedText{{Text: "Ship UIs you can prove", VisiblePX: 343, FullPX: 361.7, ClippedBy: "h1"}}
			e.StateMismatch = &events.StateMismatch{Declared: "disabled", Observed: "active"}
		}),
		fail(func(e *events.ElementVerdict) {
			r := 3.2
			e.TextContrast = &events.TextContrast{Criterion: "1.4.3", Decided: true, Ratio: &r, Required: 4.5, FG: "#888888", BG: "#ffffff"}
		}),
	}, Lint: events.Lint{Findings: []events.LintFinding{
		{Code: "nav_links", Severity: events.SeverityBlocker, Detail: "7 > 5"},
		{Code: "fonts", Severity: events.SeverityWarning, Detail: "slow"},
		{Code: "horizontal_overflow", Severity: events.SeverityBlocker, Detail: "home@mobile: 600 px"},
	}}}
	got := W2Deviations(v)
	want := []struct {
		id  string
		sev float64
	}{{DevMissingFromDOM, 1}, {DevMustBeHidden, 0.75}, {DevBBoxDrift, 0.25}, {DevTokenMismatch, 0.5}, {DevDeadHandler, 0.75}, {DevElementFail, 0.5},
		{DevClippedText, 0.75}, {DevStateMismatch, 0.75}, {DevTextContrast, 0.75}, {"lint:nav_links", 1}, {"lint:horizontal_overflow", 1}}
	if len(got) != len(want) {
		t.Fatalf("got %+v", got)
	}
	for i, d := range got {
		if d.ID != want[i].id || d.Severity != want[i].sev {
			t.Errorf("deviation %d: %s %g, want %s %g", i, d.ID, d.Severity, want[i].id, want[i].sev)
		}
		if d.ID[:4] != "lint" && d.LocationHint != "home/cta@mobile" {
			t.Errorf("deviation %d location %q", i, d.LocationHint)
		}
	}
	if s := NormalisedScore([]Dev{{Deviation: got[0]}, {Deviation: got[1]}}); s != 1 {
		t.Errorf("score %g, want clamped 1", s)
	}
	if s := W2Score(v); s != 1.0/8 {
		t.Errorf("W2 score %g", s)
	}
}
