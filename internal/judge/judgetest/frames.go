package judgetest

import (
	"strconv"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
)

// Frame is one screenshot a fixture's W1 files: where it was taken and
// its PNG, which W1 publishes as blob.v1 before its report.
type Frame struct {
	Screen, Breakpoint, Surface string
	Width, Height               int
	PNG                         []byte
	// Origin is where the frame's first pixel lies in the page's
	// viewport (events.Screenshot's origin_x and origin_y).
	Origin events.Origin
}

// Evidence is what the witnesses of a WithFrames request say: W1's
// frames and deviations (W1 warns when there are any), W2's element
// verdicts (W2 rejects when one fails).
type Evidence struct {
	Scope    string // the request's baseline scope; "" keeps the default
	Frames   []Frame
	W1Devs   []events.Deviation
	Elements []events.ElementVerdict
	// W1Renderer and W2Renderer are the reports' renderer records (nil:
	// none, as a report from before renderer records).
	W1Renderer, W2Renderer *events.Renderer
}

// WithFrames opens request id with one attempt whose witnesses report ev
// with real evidence blobs, and returns once the ledger says want
// (PASS_CANDIDATE or HOLD) and the chain holds every event.
// The ledger compares each frame with the newest sealed or accepted frame
// of the scope, so a second request after a sealed first one shows a
// baseline.
func (l *Ledger) WithFrames(t testing.TB, id string, ev Evidence, want string) {
	t.Helper()
	h := ledgertest.History(t, l.signers, id, id)
	req := Body[*events.RequestOpened](t, events.SchemaRequestOpened, h[0].Event.Body)
	if ev.Scope != "" {
		req.BaselineScope = ev.Scope
	}
	att := Body[*events.AttemptSubmitted](t, events.SchemaAttemptSubmitted, h[1].Event.Body)
	w1 := Body[*events.ObservationW1](t, events.SchemaObservationW1, h[2].Event.Body)
	w2 := Body[*events.VisualVerdict](t, events.SchemaVisualVerdict, h[3].Event.Body)
	tuple := events.TupleFor(req, att)
	w1.Tuple, w2.Tuple = tuple, tuple
	w1.Deviations = append([]events.Deviation{}, ev.W1Devs...)
	if len(ev.W1Devs) > 0 {
		w1.Verdict, w1.Score = events.VerdictWarn, 0.8
	}
	w1.Renderer, w2.Renderer = ev.W1Renderer, ev.W2Renderer
	w2.ElementVerdicts = append([]events.ElementVerdict{}, ev.Elements...)
	for _, e := range ev.Elements {
		if e.Status == events.ElementFail {
			w2.Verdict = events.VerdictReject
		}
	}
	type step struct {
		role events.Role
		kind string
		id   string
		body events.Body
	}
	steps := []step{{events.RoleRequester, events.KindRequest, id + "-request", req}, {events.RoleRequester, events.KindAttempt, id + "-attempt", att}}
	for i, f := range ev.Frames {
		for j, chunk := range events.SplitBlob(id, att.AttID, "image/png", f.PNG, 0) {
			steps = append(steps, step{events.RoleW1, events.KindBlob, id + "-blob-" + strconv.Itoa(i) + "-" + strconv.Itoa(j), chunk})
		}
		w1.Screenshots = append(w1.Screenshots, events.Screenshot{Screen: f.Screen, Breakpoint: f.Breakpoint, Surface: f.Surface,
			SHA256: chunkSum(f.PNG), Width: f.Width, Height: f.Height, OriginX: f.Origin.X, OriginY: f.Origin.Y})
	}
	steps = append(steps, step{events.RoleW1, events.KindObservation, id + "-w1", w1}, step{events.RoleW2, events.KindVerdict, id + "-w2", w2})
	for _, s := range steps {
		l.publish(t, s.role, ledgertest.Sign(t, l.signers[s.role], s.role, s.kind, id, s.id, s.body))
	}
	l.settle(t, id, len(steps), want)
}

func chunkSum(b []byte) string { return events.SplitBlob("r", "a", "image/png", b, 0)[0].SHA256 }
