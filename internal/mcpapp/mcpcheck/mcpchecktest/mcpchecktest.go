// Package mcpchecktest folds the two witnesses' parts of the MCP App
// checks into one result per criterion and surface, for the tests that
// judge both halves of one mount; in a deployment each witness reports its
// own part.
package mcpchecktest

import (
	"slices"
	"sort"

	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpcheck"
)

// Combine folds the witnesses' checks into one Result per criterion and
// surface, in Criteria order then surface order of first appearance: fail
// if any part fails, else not_reached if any part was not reached, else
// pass.
func Combine(checks ...[]mcpcheck.Check) []mcpcheck.Result {
	type key struct{ c, s string }
	byKey := map[key]*mcpcheck.Result{}
	var surfaces []string
	for _, list := range checks {
		for _, c := range list {
			k := key{c.Criterion, c.Surface}
			r := byKey[k]
			if r == nil {
				r = &mcpcheck.Result{Criterion: c.Criterion, Surface: c.Surface, Status: mcpcheck.Pass}
				byKey[k] = r
				if !slices.Contains(surfaces, c.Surface) {
					surfaces = append(surfaces, c.Surface)
				}
			}
			r.Parts = append(r.Parts, c)
			switch {
			case c.Status == mcpcheck.Fail:
				r.Status = mcpcheck.Fail
			case c.Status == mcpcheck.NotReached && r.Status != mcpcheck.Fail:
				r.Status = mcpcheck.NotReached
			case c.Status == mcpcheck.NotApplicable && r.Status == mcpcheck.Pass:
				r.Status = mcpcheck.NotApplicable
			}
		}
	}
	order := map[string]int{}
	for i, c := range mcpcheck.Criteria {
		order[c] = i
	}
	sIdx := map[string]int{}
	for i, s := range surfaces {
		sIdx[s] = i
	}
	out := make([]mcpcheck.Result, 0, len(byKey))
	for _, r := range byKey {
		out = append(out, *r)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Surface != out[j].Surface {
			return sIdx[out[i].Surface] < sIdx[out[j].Surface]
		}
		return order[out[i].Criterion] < order[out[j].Criterion]
	})
	return out
}

// Failed returns the criteria that failed on any surface, sorted.
func Failed(results []mcpcheck.Result) []string {
	var out []string
	for _, r := range results {
		if r.Status == mcpcheck.Fail && !slices.Contains(out, r.Criterion) {
			out = append(out, r.Criterion)
		}
	}
	sort.Strings(out)
	return out
}
