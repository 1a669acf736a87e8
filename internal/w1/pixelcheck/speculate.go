package pixelcheck

import (
	"bytes"

	"github.com/tribunal-dev/tribunal/internal/w1/capture"
)

// maxSpeculations bounds the candidate frames checked ahead per capture:
// a page that is still on its second screenshot is almost always kept
// there or on the third; a page that never stands still would otherwise
// have every one of its frames checked for nothing.
const maxSpeculations = 2

// speculation checks a capture's candidate frames (capture.Request.
// Candidate) while the capture takes its next screenshot, so that the
// decode and CheckFrame of the kept frame, which is byte for byte the
// candidate before it, are mostly done when the capture returns instead of
// starting then. The judgement cannot change: a speculative result is
// used only for the very bytes it checked (CheckFrame is a pure function
// of the pixels, the regions and the checks), and any other frame is
// checked as it comes.
//
// offer is called on the capture's goroutine and result after the capture
// returned, on the same goroutine; only one check runs ahead at a time,
// and only in a free decoding slot (the pool's bound on frames decoded at
// once): when every slot is taken, nothing is checked ahead.
type speculation struct {
	check func(png []byte, at capture.Origin) (Findings, error)
	slots chan struct{} // a send takes a decoding slot, a receive frees it
	left  int           // candidates it may still start
	last  *specRun      // the last one started, nil before
}

// specRun is one check started ahead: its input, and its result once done
// is closed.
type specRun struct {
	png   []byte
	at    capture.Origin
	done  chan struct{}
	found Findings
	err   error
}

// offer starts checking png, whose top-left pixel lies at at in the page,
// in the background when no check is in flight, a decoding slot is free
// and the budget allows; otherwise it drops png.
func (s *speculation) offer(png []byte, at capture.Origin) {
	if s.left <= 0 {
		return
	}
	if s.last != nil {
		select {
		case <-s.last.done:
		default:
			return
		}
	}
	select {
	case s.slots <- struct{}{}:
	default:
		return
	}
	s.left--
	r := &specRun{png: png, at: at, done: make(chan struct{})}
	s.last = r
	go func() {
		defer close(r.done)
		defer func() { <-s.slots }()
		r.found, r.err = s.check(png, at)
	}()
}

// result is the check of the kept frame png at at: the one made ahead
// when it checked the same bytes at the same place, else a check made now
// (in a decoding slot).
func (s *speculation) result(png []byte, at capture.Origin) (Findings, error) {
	s.wait()
	if r := s.last; r != nil && r.at == at && bytes.Equal(r.png, png) {
		return r.found, r.err
	}
	s.slots <- struct{}{}
	defer func() { <-s.slots }()
	return s.check(png, at)
}

// wait waits for the check in flight, if any (it holds a decoding slot).
func (s *speculation) wait() {
	if s.last != nil {
		<-s.last.done
	}
}
