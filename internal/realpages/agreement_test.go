package realpages_test

import (
	"fmt"
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
}

// add counts one page's agreement rows (criterion 1.4.3 only: a pinned
// colour's row compares no figures).
func (a *agreement) add(rows []govern.Agreement) {
	for _, g := range rows {
		if g.Criterion != events.CriterionContrast {
			continue
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
	return fmt.Sprintf("W1~W2 (rubric %s) text contrast: both decide %d, agree within W1's band %d (%s), disagree %d; one witness only %d",
		a.rubric, a.both, a.agreed, pct, len(a.disagreed), a.single)
}

func (a *agreement) list() string {
	if len(a.disagreed) == 0 {
		return ""
	}
	s := slices.Clone(a.disagreed)
	slices.Sort(s)
	return fmt.Sprintf("W1~W2 (rubric %s) disagreements:\n\t%s\n", a.rubric, strings.Join(s, "\n\t"))
}
