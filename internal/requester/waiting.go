package requester

import (
	"slices"
	"strings"
	"time"
)

// WaitingEvery is how often a wait repeats who it is waiting for when
// nothing changed.
const WaitingEvery = 15 * time.Second

// Waiting tells the requester which witnesses an attempt still waits
// for — when the set changes, and every WaitingEvery — as a line
// "waiting for w1 and w2 (12s)" to Say. "tribunal check" prints it on
// stderr; "tribunal mcp" sends it as a progress notification, which
// also keeps clients that time out a silent call waiting.
type Waiting struct {
	Say   func(line string)
	start time.Time
	last  []string
	shown time.Time
}

// NewWaiting starts the clock of a wait.
func NewWaiting(say func(string)) *Waiting { return &Waiting{Say: say, start: time.Now()} }

// Report is told the witnesses still missing after each answer of the
// ledger (Client.WaitSettled's callback).
func (p *Waiting) Report(waiting []string) {
	if len(waiting) == 0 {
		return
	}
	now := time.Now()
	if slices.Equal(waiting, p.last) && now.Sub(p.shown) < WaitingEvery {
		return
	}
	p.last, p.shown = slices.Clone(waiting), now
	p.Say("waiting for " + strings.Join(waiting, " and ") + " (" + now.Sub(p.start).Round(time.Second).String() + ")")
}
