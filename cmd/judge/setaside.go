package main

import (
	"fmt"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
)

// writeSetAside prints what no longer counts against the current attempt
// and why — accepted baseline changes, drift-approved micro-drift, W2's
// drift verdict — and what a baseline acceptance could still do.
func writeSetAside(b *strings.Builder, rv *govern.Review, a *govern.ReviewAtt) {
	p := func(format string, args ...any) { fmt.Fprintf(b, format, args...) }
	p("\nbaseline scope %q", rv.Scope)
	if !rv.Scoped {
		p(" (the skeleton's name: the request names none)")
	}
	p("\n")
	if a.Drift != nil {
		if d, err := events.Decode(events.SchemaDriftVerdict, a.Drift.Body); err == nil {
			dv := d.(*events.DriftVerdict)
			p("drift arm: %s (drift-verdict.v1 %s): %s%s\n", dv.DriftDecision, a.Drift.EventID, dv.Reason, errText(dv.Error))
		}
	}
	if len(a.Acceptances) > 0 {
		p("baseline acceptances applied: %s\n", strings.Join(a.Acceptances, ", "))
	}
	if len(a.Waived) > 0 {
		p("set aside (they count for nothing):\n")
		for _, d := range a.Waived {
			why := "accepted as an intended change"
			if d.Waiver == govern.WaiverDriftApproved {
				why = "micro-drift approved by the drift arm"
			}
			p("  [%s] %-14s %s: %s (%s)\n", d.Witness, d.ID, d.LocationHint, why, d.WaivedBy)
		}
	}
	if rb := rv.Rebaseline; rb != nil {
		if rb.Possible {
			var frames []string
			for _, f := range rb.DefaultFrames() {
				frames = append(frames, f.Place())
			}
			p("a baseline change holds it: judge rebaseline %s --reason TEXT accepts %s\n", rv.W3.RequestID, strings.Join(frames, ", "))
		} else {
			p("no baseline acceptance applies: %s\n", rb.Refusal)
		}
	}
}
