package govern

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
)

func testRenderer(mode string) *events.Renderer {
	return &events.Renderer{Product: "Chrome", Version: "131.0.6778.85", Headless: mode,
		FontsSHA256: strings.Repeat("a", 64), Fonts: 38, DeviceScaleFactor: 1,
		FlagsSHA256: strings.Repeat("b", 64), Tribunal: "witness-w1 test"}
}

// TestReplayRendererRecords: "ledgerd verify" re-reads every report's
// renderer record with the decoder's strict rules. A chain whose reports
// carry well-formed records verifies, and the W³ output shows them; one
// whose report's record is malformed (even re-signed by the witness's own
// key) fails at fold.decode, naming the field; a chain from before
// renderer records (no record at all) verifies as it always did.
func TestReplayRendererRecords(t *testing.T) {
	w := newWorld(t)
	w.open("r")
	w.attempt("r", "a1", "1", "")
	w.w1("r", "a1", events.VerdictPass, nil, func(b *events.ObservationW1) { b.Renderer = testRenderer("chromium") })
	w.w2("r", "a1", events.VerdictPass, func(b *events.VisualVerdict) { b.Renderer = testRenderer("shell") })
	replay(t, w)
	out := w.st.Request("r").W3()
	if r := out.TriWitnessLedger.W1.Renderer; r == nil || r.Headless != "chromium" {
		t.Errorf("W³ w1 renderer %+v", r)
	}
	if r := out.TriWitnessLedger.W2.Renderer; r == nil || r.Headless != "shell" {
		t.Errorf("W³ w2 renderer %+v", r)
	}

	i := slices.IndexFunc(w.entries, func(e chainformat.Entry) bool { return e.Event.Subject == "tribunal.w1.observation.r" })
	bad := strings.Replace(string(w.entries[i].Event.Body), `"headless":"chromium"`, `"headless":"gpu"`, 1)
	if bad == string(w.entries[i].Event.Body) {
		t.Fatal("the record is not in the stored body")
	}
	es := slices.Clone(w.entries)
	es[i].Event = w.signers[events.RoleW1].Sign(es[i].Event.Subject, es[i].Event.ID, []byte(bad))
	_, err := replayEntries(es)
	var ve *chainformat.VerifyError
	if !errors.As(err, &ve) || ve.Check != "fold.decode" || ve.Index != int64(i) || !strings.Contains(ve.Error(), "renderer.headless") {
		t.Fatalf("replay of a malformed renderer record: %v, want fold.decode at entry %d naming renderer.headless", err, i)
	}
}
