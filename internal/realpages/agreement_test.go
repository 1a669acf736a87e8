package realpages_test

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/requester"
)

// The witnesses' agreement on text contrast (issue 37's goal: both
// witnesses' figures agree within W1's stated band on at least 95 % of
// the elements where both decide). It is counted on the unmodified pages
// with the fold's own pairing and status (govern.AgreementOf, docs/
// CONTRACTS.md §5 "Agreement"): a row where both witnesses decided is
// agreed when W2's ratio lies in W1's error band (± the rounding slack),
// disagreed otherwise. W2 decides differently by rubric, so the
// agreement is counted under each rubric of agreeRubrics.

// agreeRubrics are the W2 rubrics the agreement is counted under: the
// newest (the one the corpus judges W2 by) and the one requests name by
// default.
func agreeRubrics(newest string) []string {
	if newest == requester.DefaultRubric {
		return []string{newest}
	}
	return []string{newest, requester.DefaultRubric}
}

// agreement is the text contrast agreement of W1 with W2 under one
// rubric.
type agreement struct {
	rubric string
	// both: rows where both witnesses decided; agreed of them within W1's
	// band; single: rows only one witness decided.
	both, agreed, single int
	disagreed            []string
	// sameBoth and sameAgreed count the rows where both decided about
	// the same text — the two figures name text colours within
	// sameText of each other —, and of them those that agree. Each
	// witness's figure is the text lowest against its own minimum, and
	// the two may choose different text of one element (W1 judges all
	// that is painted in the box, by its estimated size; W2 the
	// element's text runs, by their CSS size).
	sameBoth, sameAgreed int
}

// sameText is how far apart (8-bit RGB, Euclidean) two text colours may
// be for two figures to be about the same text.
const sameText = 16

// add counts one page's agreement rows (criterion 1.4.3 only: a pinned
// colour's row compares no figures).
func (a *agreement) add(rows []govern.Agreement) {
	for _, g := range rows {
		if g.Criterion != events.CriterionContrast {
			continue
		}
		if g.Status == govern.AgreementAgreed || g.Status == govern.AgreementDisagreed {
			if colourDist(g.W1.FG, g.W2.FG) <= sameText {
				a.sameBoth++
				if g.Status == govern.AgreementAgreed {
					a.sameAgreed++
				}
			}
		}
		switch g.Status {
		case govern.AgreementAgreed:
			a.both++
			a.agreed++
		case govern.AgreementDisagreed:
			a.both++
			a.disagreed = append(a.disagreed, fmt.Sprintf("%s: W1 %s %s/%s, W2 %s", g.Hint(), g.W1Text(), g.W1.FG, g.W1.BG, g.W2Text()))
		case govern.AgreementSingle:
			a.single++
		}
	}
}

func (a *agreement) row() string {
	pct := "-"
	if a.both > 0 {
		pct = fmt.Sprintf("%.1f %%", 100*float64(a.agreed)/float64(a.both))
	}
	same := "-"
	if a.sameBoth > 0 {
		same = fmt.Sprintf("%.1f %%", 100*float64(a.sameAgreed)/float64(a.sameBoth))
	}
	return fmt.Sprintf("W1~W2 (rubric %s) text contrast: both decide %d, agree within W1's band %d (%s), disagree %d; one witness only %d; "+
		"about the same text colour %d, of them agree %d (%s)",
		a.rubric, a.both, a.agreed, pct, len(a.disagreed), a.single, a.sameBoth, a.sameAgreed, same)
}

// colourDist is the RGB distance of two #rrggbb colours; a colour that
// does not parse is infinitely far.
func colourDist(a, b string) float64 {
	var x, y [3]int
	if n, _ := fmt.Sscanf(a, "#%02x%02x%02x", &x[0], &x[1], &x[2]); n != 3 {
		return math.Inf(1)
	}
	if n, _ := fmt.Sscanf(b, "#%02x%02x%02x", &y[0], &y[1], &y[2]); n != 3 {
		return math.Inf(1)
	}
	d := 0.0
	for i := range x {
		d += float64((x[i] - y[i]) * (x[i] - y[i]))
	}
	return math.Sqrt(d)
}

func (a *agreement) list() string {
	if len(a.disagreed) == 0 {
		return ""
	}
	s := slices.Clone(a.disagreed)
	slices.Sort(s)
	return fmt.Sprintf("W1~W2 (rubric %s) disagreements:\n\t%s\n", a.rubric, strings.Join(s, "\n\t"))
}
