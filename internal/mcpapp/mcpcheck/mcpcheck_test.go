package mcpcheck

import (
	"slices"
	"testing"
)

func TestCombine(t *testing.T) {
	c := func(crit, w, sf, st string) Check {
		return Check{Criterion: crit, Witness: w, Surface: sf, Status: st, Evidence: "e"}
	}
	w1 := []Check{c(Mount, W1, "web", Pass), c(Hydration, W1, "web", Pass), c(Mount, W1, "ios", Pass), c(ResizeState, W1, "ios", NotReached)}
	w2 := []Check{c(Mount, W2, "web", Fail), c(Hydration, W2, "web", NotReached), c(Mount, W2, "ios", Pass), c(ResizeState, W2, "ios", Fail), c(Text, W2, "ios", Pass)}
	res := Combine(w1, w2)
	type row struct{ crit, sf, st string }
	var got []row
	for _, r := range res {
		got = append(got, row{r.Criterion, r.Surface, r.Status})
	}
	want := []row{
		{Mount, "web", Fail}, {Hydration, "web", NotReached},
		{Mount, "ios", Pass}, {ResizeState, "ios", Fail}, {Text, "ios", Pass},
	}
	if !slices.Equal(got, want) {
		t.Errorf("Combine = %v, want %v", got, want)
	}
	if len(res[0].Parts) != 2 {
		t.Errorf("parts %v", res[0].Parts)
	}
	if f := Failed(res); !slices.Equal(f, []string{Mount, ResizeState}) {
		t.Errorf("Failed = %v", f)
	}
}

func TestNewBlob(t *testing.T) {
	b := NewBlob("jsonrpc-log", "application/jsonl", "web", "", []byte("abc"))
	if b.SHA256 != "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad" {
		t.Errorf("sha256 %s", b.SHA256)
	}
}
