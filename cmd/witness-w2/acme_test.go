package main

import (
	"path/filepath"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// TestAcmeClipped: the bundled example passes under every rubric, and its
// old version, whose mobile headline its box cut to "Ship UIs you can
// prov" (testdata/acme-clipped), is caught by rubric 1.2.0 — that
// headline, there, and nothing else — while 1.1.0 never looked.
func TestAcmeClipped(t *testing.T) {
	useShared(t)
	skel := filepath.Join("..", "..", "examples", "acme", "skeleton")
	root := func(dir string) string {
		abs, err := filepath.Abs(dir)
		if err != nil {
			t.Fatal(err)
		}
		return "file://" + filepath.ToSlash(abs)
	}
	fixed, clipped := root(filepath.Join("..", "..", "examples", "acme", "site")), root(filepath.Join("testdata", "acme-clipped"))
	for _, tt := range []struct {
		name, site, rubric string
		clippedAt          string // the one failing element verdict, "" for a pass
	}{
		{"fixed 1.1.0", fixed, "1.1.0", ""},
		{"fixed 1.2.0", fixed, "1.2.0", ""},
		{"clipped 1.1.0", clipped, "1.1.0", ""},
		{"clipped 1.2.0", clipped, "1.2.0", "hero-title@mobile"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			a := []string{skel, skeletonHash(t, skel), reqID, attID, prior, tt.site, product, invent, runner, tt.rubric}
			r := runW2(t, "run", a...)
			v := decodeVerdict(t, r.stdout)
			var failing []string
			for _, ev := range v.ElementVerdicts {
				if ev.Status == events.ElementFail {
					failing = append(failing, ev.Element+"@"+ev.Breakpoint)
					if len(ev.ClippedText) != 1 || ev.ClippedText[0].Text != "Ship UIs you can prove" || ev.ClippedText[0].ClippedBy != "h1" ||
						ev.ClippedText[0].VisiblePX != 343 || !(ev.ClippedText[0].FullPX > 343) {
						t.Errorf("%s: clipped_text %+v, want the headline cut to 343 px by the h1", ev.Element, ev.ClippedText)
					}
				}
			}
			switch {
			case tt.clippedAt == "" && (r.code != 0 || v.Verdict != events.VerdictPass):
				t.Errorf("exit %d, verdict %s, concerns %+v; want pass", r.code, v.Verdict, v.Concerns)
			case tt.clippedAt != "" && (r.code != 2 || len(failing) != 1 || failing[0] != tt.clippedAt || len(v.Lint.Findings) != 0):
				t.Errorf("exit %d, failing %q, findings %+v; want reject on %s alone", r.code, failing, v.Lint.Findings, tt.clippedAt)
			}
		})
	}
}
