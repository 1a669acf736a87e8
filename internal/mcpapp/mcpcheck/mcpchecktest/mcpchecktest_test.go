package mcpchecktest

import (
	"slices"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpcheck"
)

func TestCombine(t *testing.T) {
	c := func(crit, w, sf, st string) mcpcheck.Check {
		return mcpcheck.Check{Criterion: crit, Witness: w, Surface: sf, Status: st, Evidence: "e"}
	}
	w1 := []mcpcheck.Check{c(mcpcheck.Mount, mcpcheck.W1, "web", mcpcheck.Pass), c(mcpcheck.Hydration, mcpcheck.W1, "web", mcpcheck.Pass), c(mcpcheck.Mount, mcpcheck.W1, "ios", mcpcheck.Pass), c(mcpcheck.ResizeState, mcpcheck.W1, "ios", mcpcheck.NotReached)}
	w2 := []mcpcheck.Check{c(mcpcheck.Mount, mcpcheck.W2, "web", mcpcheck.Fail), c(mcpcheck.Hydration, mcpcheck.W2, "web", mcpcheck.NotReached), c(mcpcheck.Mount, mcpcheck.W2, "ios", mcpcheck.Pass), c(mcpcheck.ResizeState, mcpcheck.W2, "ios", mcpcheck.Fail), c(mcpcheck.Text, mcpcheck.W2, "ios", mcpcheck.Pass)}
	res := Combine(w1, w2)
	type row struct{ crit, sf, st string }
	var got []row
	for _, r := range res {
		got = append(got, row{r.Criterion, r.Surface, r.Status})
	}
	want := []row{
		{mcpcheck.Mount, "web", mcpcheck.Fail}, {mcpcheck.Hydration, "web", mcpcheck.NotReached},
		{mcpcheck.Mount, "ios", mcpcheck.Pass}, {mcpcheck.ResizeState, "ios", mcpcheck.Fail}, {mcpcheck.Text, "ios", mcpcheck.Pass},
	}
	if !slices.Equal(got, want) {
		t.Errorf("Combine = %v, want %v", got, want)
	}
	if len(res[0].Parts) != 2 {
		t.Errorf("parts %v", res[0].Parts)
	}
	if f := Failed(res); !slices.Equal(f, []string{mcpcheck.Mount, mcpcheck.ResizeState}) {
		t.Errorf("Failed = %v", f)
	}
}
