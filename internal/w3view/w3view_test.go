package w3view

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
)

var update = flag.Bool("update", false, "rewrite the golden files")

func TestWriteGolden(t *testing.T) {
	sealed := &govern.W3Output{
		Verdict: "SEALED_DEPLOY", RequestID: "acme-1", AttemptID: "a2", Iterations: 2, EntropyDelta: -1,
		Deviations: []events.Deviation{{ID: "contrast", Description: "contrast 4.1:1\nbelow   4.5:1", Severity: 0.3, LocationHint: "home/cta@mobile"}},
		CodeDiff:   "--- a\n+++ b\n", ScreenshotHash: "ab12", ScreenshotPath: "tribunal blob get ab12", VisionValidationScore: 0.9,
		TriWitnessLedger: govern.TriWitnessLedger{
			W1:            govern.WitnessEntry{Verdict: "warn", Hash: "11", Score: 0.9, Evidence: "observation.w1.v1 e1", Label: "OBS"},
			W2:            govern.WitnessEntry{Verdict: "pass", Hash: "22", Score: 1, Evidence: "visual-verdict.v1 e2", Label: "DER"},
			W3:            govern.JudgeEntry{Verdict: "PASS", Hash: "33", ActorID: "alice", Timestamp: "2026-11-30T00:00:00Z", Evidence: "ok", Label: "JUDGE"},
			CompositeHash: "44",
		},
		IntegrationReceipts: govern.IntegrationReceipts{SealCandidate: "ledger:transition:9", JudgeTicketID: "T-1", ChainSeq: 12,
			Checkpoint: "tribunal.local/ledger/x\n12\nroot\n"},
	}
	pending := &govern.W3Output{Verdict: "HOLD", Error: "AWAITING_WITNESSES", RequestID: "r2", Requires888Hold: true,
		Deviations: []events.Deviation{},
		TriWitnessLedger: govern.TriWitnessLedger{W1: govern.WitnessEntry{Label: "OBS"}, W2: govern.WitnessEntry{Label: "DER"},
			W3:            govern.JudgeEntry{Verdict: govern.W3Pending, Hash: govern.W3PendingHash, Evidence: govern.W3PendingText, Label: "JUDGE"},
			CompositeHash: govern.NotComputed}}
	// An MCP App whose request declares tools_call not applicable.
	declared := *pending
	declared.Verdict, declared.Error = "PASS_CANDIDATE", ""
	declared.NotApplicable = []events.MCPNotApplicable{{Criterion: "tools_call", Reason: "the allocator computes everything in the page"}}
	// Both witnesses' figures side by side, with W1's undecided results.
	agreed := *pending
	agreed.Verdict, agreed.Error = "PASS_CANDIDATE", ""
	agreed.Agreement = agreementRows()
	for name, w := range map[string]*govern.W3Output{"sealed": sealed, "pending": pending, "not-applicable": &declared, "agreement": &agreed} {
		t.Run(name, func(t *testing.T) {
			var b bytes.Buffer
			if err := WriteWith(&b, w, Commands{}); err != nil {
				t.Fatal(err)
			}
			golden := filepath.Join("testdata", name+".txt")
			if *update {
				if err := os.WriteFile(golden, b.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update)", err)
			}
			if got, line := bytes.Contains(b.Bytes(), []byte("not applicable tools_call (declared by the request: the allocator computes everything in the page)\n")), len(w.NotApplicable) > 0; got != line {
				t.Errorf("not-applicable line shown %v, want %v", got, line)
			}
			if len(w.Agreement) > 0 {
				for _, line := range []string{
					"agreement    6 figure(s): 2 agreed, 0 disagreed, 3 single-witness, 1 undecided\n",
					"home/hero@mobile", "WCAG 1.4.3  w1 undecided: no one background colour",
					"token colour (color)  w1 undecided: no text in the region is painted in #1a1a1a",
					"w2 computed rgb(255, 0, 0), token #1a1a1a",
				} {
					if !bytes.Contains(b.Bytes(), []byte(line)) {
						t.Errorf("the view lacks %q", line)
					}
				}
			}
			if !bytes.Equal(b.Bytes(), want) {
				t.Errorf("got:\n%s\nwant:\n%s", b.Bytes(), want)
			}
		})
	}
}

// agreementRows pairs two small reports as the fold does: an agreed
// figure, two texts of one element (one both measured, one W1 alone),
// W1 undecided beside W2's decided ratio, W1's undecided pinned colour
// beside W2's mismatch, and both undecided.
func agreementRows() []govern.Agreement {
	ratio, black := 7.0, 15.3
	ink := events.ContrastText{Ratio: 15.3, Low: 15.3, High: 15.3, Required: 4.5, FG: "#000000", BG: "#ffffff", PX: 14.2}
	mark := events.ContrastText{Ratio: 2.08, Low: 2.08, High: 2.08, Required: 4.5, FG: "#ff8000", BG: "#ffffff", PX: 13.9, Bold: true}
	w1 := &events.ObservationW1{
		ContrastMeasures: []events.ContrastMeasure{{Screen: "home", Element: "title", Breakpoint: "mobile", Criterion: "1.4.3",
			Ratio: 7, Low: 7, High: 7, Required: 4.5, FG: "#1a1a1a", BG: "#ffffff"},
			{Screen: "home", Element: "code", Breakpoint: "mobile", Criterion: "1.4.3",
				Ratio: 2.08, Low: 2.08, High: 2.08, Required: 4.5, FG: "#ff8000", BG: "#ffffff", PX: 13.9, Bold: true,
				Texts: []events.ContrastText{ink, mark}}},
		Undecided: []events.W1Undecided{
			{Screen: "home", Element: "hero", Breakpoint: "mobile", Criterion: "1.4.3",
				Reason: "no one background colour: the colours that each cover 2 % of the region or more cover 0 % of it (an image or a gradient)"},
			{Screen: "home", Element: "nav", Breakpoint: "mobile", Criterion: "token_colour", Property: "color", Token: "color.text",
				Reason: "no text in the region is painted in #1a1a1a: its text is #0b57d0"},
			{Screen: "home", Element: "banner", Breakpoint: "mobile", Criterion: "1.4.3", Reason: "no one background colour"},
		},
	}
	el := func(id string) events.ElementVerdict {
		return events.ElementVerdict{Screen: "home", Element: id, Breakpoint: "mobile", Status: events.ElementPass}
	}
	title, hero, nav, banner, code := el("title"), el("hero"), el("nav"), el("banner"), el("code")
	code.TextContrast = &events.TextContrast{Criterion: "1.4.3", Decided: true, Ratio: &black, Required: 4.5, FG: "#000000", BG: "#ffffff",
		Texts: []events.TextFigure{{Decided: true, Ratio: &black, Required: 4.5, FG: "#000000", BG: "#ffffff", PX: 14, Weight: 400, Sample: "let x = f()?;"}}}
	title.TextContrast = &events.TextContrast{Criterion: "1.4.3", Decided: true, Ratio: &ratio, Required: 4.5}
	hero.TextContrast = &events.TextContrast{Criterion: "1.4.3", Decided: true, Ratio: &ratio, Required: 4.5}
	nav.Status, nav.TokenMismatch = events.ElementFail, []events.TokenMismatch{{Field: "color", Computed: "rgb(255, 0, 0)", Expected: "#1a1a1a"}}
	banner.TextContrast = &events.TextContrast{Criterion: "1.4.3", Required: 4.5, Reason: "background-image on div.banner"}
	return govern.AgreementOf(w1, &events.VisualVerdict{ElementVerdicts: []events.ElementVerdict{title, hero, nav, banner, code}})
}
