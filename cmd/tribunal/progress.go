package main

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"time"
)

// progressEvery is how often a wait repeats who it is waiting for when
// nothing changed.
const progressEvery = 15 * time.Second

// progress tells the requester, on stderr, which witnesses the attempt
// still waits for: when the set changes, and every progressEvery.
type progress struct {
	w     io.Writer
	start time.Time
	last  []string
	shown time.Time
}

func newProgress(w io.Writer) *progress { return &progress{w: w, start: time.Now()} }

func (p *progress) report(waiting []string) {
	if len(waiting) == 0 {
		return
	}
	now := time.Now()
	if slices.Equal(waiting, p.last) && now.Sub(p.shown) < progressEvery {
		return
	}
	p.last, p.shown = slices.Clone(waiting), now
	fmt.Fprintf(p.w, "tribunal: waiting for %s (%s)\n", strings.Join(waiting, " and "), now.Sub(p.start).Round(time.Second))
}
