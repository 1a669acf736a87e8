package govern

import (
	"fmt"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// FuzzApply feeds arbitrary bodies, of every schema the fold reads, into
// a state that already holds a candidate request: whatever decodes must
// fold without an error or a panic, derive only bodies that decode
// strictly, and keep every request's version equal to its transitions.
func FuzzApply(f *testing.F) {
	seed := newWorld(f)
	seed.candidate("r")
	for _, e := range seed.entries {
		if sub, err := events.ParseSubject(e.Event.Subject); err == nil && sub.Role != events.RoleLedger {
			f.Add(string(sub.Role), sub.Kind, e.Event.Body)
		}
	}
	f.Add("judge", "decision", []byte(`{"schema":"judge.decision.v1","request_id":"r","attempt_id":"a1","decision":"approve","reason":"","actor_id":"x","timestamp":"2026-01-01T00:00:00Z","state_version":"3"}`))
	f.Add("judge", "baseline", []byte(`{"schema":"baseline.accepted.v1","request_id":"r","attempt_id":"a1","state_version":"3","baseline_scope":"","frames":[{"screen":"home","breakpoint":"mobile","surface":"web","sha256":"`+shot("home", "mobile", "web").SHA256+`"}],"reason":"intended","actor_id":"x","timestamp":"2026-01-01T00:00:00Z"}`))
	f.Add("w2", "drift", []byte(`{"schema":"drift-verdict.v1","request_id":"r","attempt_id":"a1","tuple":{"skeleton_hash":"","request_id":"r","attempt_id":"a1","prior_state_version":"1","product_hash":"x","inventory_hash":"x","runner_version":"test/1","rubric_version":"1.0.0"},"drift_decision":"approve","reason":"","visual_verdict_sha256":"`+W3PendingHash+`","error":""}`))
	f.Fuzz(func(t *testing.T, role, kind string, body []byte) {
		w := newWorld(t)
		w.candidate("r")
		sub, err := events.ParseSubject("tribunal." + role + "." + kind + ".r")
		if err != nil || sub.Role == events.RoleLedger {
			return
		}
		b, err := events.DecodeFor(sub, body)
		if err != nil {
			return
		}
		w.seq++
		ev := w.signers[sub.Role].Sign(sub.String(), "fuzz", body)
		ds, err := w.st.Apply(chainformat.Record{Seq: w.seq, Time: 1, Event: ev}, b)
		if err != nil {
			t.Fatalf("Apply: %v", err)
		}
		for _, d := range ds {
			ds, err := events.ParseSubject(d.Subject)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := events.DecodeFor(ds, d.Body); err != nil {
				t.Fatalf("derived body does not decode: %v", err)
			}
		}
		for _, r := range w.st.Requests() {
			if int(r.Version) != len(r.Transitions) {
				t.Fatalf("request %s at version %d after %d transitions", r.ID, r.Version, len(r.Transitions))
			}
		}
	})
}

// FuzzParseHex: parseHex reads every string exactly as
// fmt.Sscanf(s, "#%02x%02x%02x") does (the fold's colours are the
// witnesses' strings, whatever they hold, and a chain re-folds as it
// folded), its direct path included.
func FuzzParseHex(f *testing.F) {
	for _, s := range []string{"#a1b2c3", "#A1B2C3", "#000000", "#ffffff", "#12345g", "# f0f0f", "#+f0f0f", "#-10203",
		"#0x1234", "#\n12345", "#12 345", "a123456", "#1234567", "#12345", "", "#ÿ1234", "#1+2+3+"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var c [3]int
		n, err := fmt.Sscanf(s, "#%02x%02x%02x", &c[0], &c[1], &c[2])
		want, wantOK := rgb{float64(c[0]), float64(c[1]), float64(c[2])}, len(s) == 7 && n == 3 && err == nil
		got, ok := parseHex(s)
		if ok != wantOK || ok && got != want {
			t.Fatalf("parseHex(%q) = %v, %v; Sscanf reads %v, %v", s, got, ok, want, wantOK)
		}
	})
}
