package requester

import (
	"fmt"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
)

// Progress turns the reviews a wait sees into lines for the requester:
// each witness's report of the attempt as it arrives (W1 per frame, W2
// per element failing), the assessment, and what the request then waits
// for. Each line is said once.
type Progress struct {
	Say func(line string)
	// Sealing: the wait goes on until the judge's seal (check
	// --wait-seal), and the lines say so.
	Sealing bool
	said    map[string]bool
}

// See reports what is new in rv for attempt att.
func (p *Progress) See(rv *govern.Review, att string) {
	if p.said == nil {
		p.said = map[string]bool{}
	}
	say := func(key, line string) {
		if !p.said[key] {
			p.said[key] = true
			p.Say(line)
		}
	}
	var a *govern.ReviewAtt
	for i := range rv.Attempts {
		if rv.Attempts[i].AttemptID == att {
			a = &rv.Attempts[i]
		}
	}
	if a == nil {
		return
	}
	if a.W1 == nil {
		say("w1-wait", "w1: capturing and judging the pixels of every frame")
	} else if b, err := events.Decode(events.SchemaObservationW1, a.W1.Body); err == nil {
		w1 := b.(*events.ObservationW1)
		say("w1", fmt.Sprintf("w1: %s, %d frame(s), %d deviation(s)", w1.Verdict, len(w1.Screenshots), len(w1.Deviations)))
		for _, sh := range a.Screenshots {
			note := "no baseline yet"
			switch {
			case sh.Baseline != "" && sh.Changed:
				note = "differs from its baseline"
			case sh.Baseline != "":
				note = "same as its baseline"
			}
			say("w1-"+sh.SHA256+sh.Screen+sh.Breakpoint+sh.Surface, fmt.Sprintf("w1:   %s@%s/%s %dx%d, %s", sh.Screen, sh.Breakpoint, sh.Surface, sh.Width, sh.Height, note))
		}
	}
	if a.W2 == nil {
		say("w2-wait", "w2: measuring the DOM against the skeleton")
	} else if b, err := events.Decode(events.SchemaVisualVerdict, a.W2.Body); err == nil {
		w2 := b.(*events.VisualVerdict)
		var fails []string
		for _, ev := range w2.ElementVerdicts {
			if ev.Status == events.ElementFail {
				fails = append(fails, ev.Screen+"/"+ev.Element+"@"+ev.Breakpoint)
			}
		}
		line := fmt.Sprintf("w2: %s, %d element verdict(s)", w2.Verdict, len(w2.ElementVerdicts))
		if len(fails) > 0 {
			line += ", failing: " + strings.Join(fails, ", ")
		}
		say("w2", line)
	}
	if !Settled(rv.W3, att) {
		return
	}
	switch {
	case rv.W3.Verdict == events.StatePassCandidate && p.Sealing:
		say("state-"+rv.StateVersion, fmt.Sprintf("ledger: %s; waiting for the judge's seal", rv.W3.Verdict))
	case rv.W3.Verdict == events.StatePassCandidate:
		say("state-"+rv.StateVersion, fmt.Sprintf("ledger: %s; a judge seals it (judge approve, or judge cockpit)", rv.W3.Verdict))
	case Sealable(rv):
		say("state-"+rv.StateVersion, fmt.Sprintf("ledger: %s (%s); a judge may accept the change (judge rebaseline) and then seal it", rv.W3.Verdict, rv.W3.Error))
	default:
		say("state-"+rv.StateVersion, fmt.Sprintf("ledger: %s (%s)", rv.W3.Verdict, rv.W3.Error))
	}
}
