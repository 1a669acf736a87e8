package judge

import (
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/w3view"
)

func TestWritePending(t *testing.T) {
	var b strings.Builder
	err := WritePending(&b, []govern.Pending{
		{RequestID: "cand", AttemptID: "a1", StateVersion: "3", Action: govern.ActionDecide, State: events.StatePassCandidate},
		{RequestID: "held", AttemptID: "a2", StateVersion: "5", Action: govern.ActionRebaseline, State: events.StateHold, Scope: "acme/main",
			Reason: "ENTROPY_NON_DECREASING: baseline_diff at home@mobile", Frames: []events.AcceptedFrame{{Screen: "home", Breakpoint: "mobile", Surface: "web"}}},
		{RequestID: "fonts", AttemptID: "a1", StateVersion: "3", Action: govern.ActionAcceptRenderer, State: events.StateHold, Scope: "acme/main",
			Reason: "RENDERER_CHANGED: renderer_changed at home@mobile; baselines by Chrome/131 old, W1 now Chrome/131 new"},
	}, w3view.Commands{Prog: "judge"})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"cand", "judge approve|reject", "held attempt a2 (scope \"acme/main\", version 5)",
		"ENTROPY_NON_DECREASING: baseline_diff at home@mobile", "would accept: home@mobile/web", "judge rebaseline ID --reason",
		"held by a renderer change", "fonts attempt a1 (scope \"acme/main\", version 3)", "baselines by Chrome/131 old, W1 now Chrome/131 new",
		"judge accept-renderer ID --reason TEXT"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("pending lacks %q:\n%s", want, b.String())
		}
	}
}
