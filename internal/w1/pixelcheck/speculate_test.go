package pixelcheck

import (
	"fmt"
	"slices"
	"sync"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/w1/capture"
)

// TestSpeculation: the kept frame's check is the one made ahead only when
// it checked the same bytes at the same origin; otherwise, or when no check could start
// ahead (no free decoding slot, the budget spent, one still in flight),
// the kept frame is checked when the capture returns.
func TestSpeculation(t *testing.T) {
	for _, tc := range []struct {
		name      string
		offers    []string
		kept      string
		keptAt    capture.Origin // the candidates are offered at the zero origin
		left      int
		slotTaken bool // every decoding slot is in use while offering
		inFlight  bool // the first check ahead is still running at the second offer
		ahead     []string
		all       []string
	}{
		{name: "kept is the candidate", offers: []string{"A"}, kept: "A", left: 2, ahead: []string{"A@0"}, all: []string{"A@0"}},
		{name: "kept differs", offers: []string{"A"}, kept: "B", left: 2, ahead: []string{"A@0"}, all: []string{"A@0", "B@0"}},
		{name: "kept is the second candidate", offers: []string{"A", "B"}, kept: "B", left: 2, ahead: []string{"A@0", "B@0"}, all: []string{"A@0", "B@0"}},
		{name: "budget spent", offers: []string{"A", "B"}, kept: "B", left: 1, ahead: []string{"A@0"}, all: []string{"A@0", "B@0"}},
		{name: "no free slot", offers: []string{"A"}, kept: "A", left: 2, slotTaken: true, ahead: nil, all: []string{"A@0"}},
		{name: "one in flight", offers: []string{"A", "B"}, kept: "B", left: 2, inFlight: true, ahead: []string{"A@0"}, all: []string{"A@0", "B@0"}},
		{name: "no candidate", kept: "A", left: 2, ahead: nil, all: []string{"A@0"}},
		{name: "same bytes, another origin", offers: []string{"A"}, kept: "A", keptAt: capture.Origin{X: -47}, left: 2, ahead: []string{"A@0"}, all: []string{"A@0", "A@-47"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var (
				mu    sync.Mutex
				calls []string
			)
			gate := make(chan struct{})
			if !tc.inFlight {
				close(gate)
			}
			s := &speculation{
				check: func(png []byte, at capture.Origin) (Findings, error) {
					if string(png) == "A" {
						<-gate
					}
					mu.Lock()
					key := string(png) + "@" + fmt.Sprint(at.X)
					calls = append(calls, key)
					mu.Unlock()
					return Findings{Deviations: []events.Deviation{{Description: key}}}, nil
				},
				slots: make(chan struct{}, 1),
				left:  tc.left,
			}
			if tc.slotTaken {
				s.slots <- struct{}{}
			}
			for _, o := range tc.offers {
				s.offer([]byte(o), capture.Origin{})
				if !tc.inFlight { // else the second offer comes while A is checked
					s.wait()
				}
			}
			if tc.inFlight {
				close(gate)
			}
			if tc.slotTaken {
				<-s.slots
			}
			s.wait()
			mu.Lock()
			ahead := slices.Clone(calls)
			mu.Unlock()
			found, err := s.result([]byte(tc.kept), tc.keptAt)
			devs := found.Deviations
			if err != nil {
				t.Fatal(err)
			}
			if want := tc.kept + "@" + fmt.Sprint(tc.keptAt.X); len(devs) != 1 || devs[0].Description != want {
				t.Errorf("result %v, want the check of %q", devs, want)
			}
			if !slices.Equal(ahead, tc.ahead) {
				t.Errorf("checked ahead %q, want %q", ahead, tc.ahead)
			}
			if !slices.Equal(calls, tc.all) {
				t.Errorf("checked %q in all, want %q", calls, tc.all)
			}
			if len(s.slots) != 0 {
				t.Errorf("%d decoding slots still taken", len(s.slots))
			}
		})
	}
}
