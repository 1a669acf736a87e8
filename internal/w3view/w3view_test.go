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
	for name, w := range map[string]*govern.W3Output{"sealed": sealed, "pending": pending, "not-applicable": &declared} {
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
			if !bytes.Equal(b.Bytes(), want) {
				t.Errorf("got:\n%s\nwant:\n%s", b.Bytes(), want)
			}
		})
	}
}
