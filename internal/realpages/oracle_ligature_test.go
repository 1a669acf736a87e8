package realpages

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/testenv"
)

// TestOracleJudgesLigatureLookalikes re-runs the oracle on Gentelella's
// Persian invoice (realpages-blind5), where axe-core's color-contrast rule
// takes the Arabic-script text for icon-font ligatures and leaves it out.
// The oracle must judge it all the same: the subtitle under the page title
// (#777 on #f7f7f7, 15.6 px: 4.18:1, a WCAG 1.4.3 failure) is a violation,
// and the whole record equals the committed one.
func TestOracleJudgesLigatureLookalikes(t *testing.T) {
	testenv.Short(t, "re-runs the node oracle in Chromium")
	c := Load(t, Blind5Root)
	const id = "gentelella-invoice"
	b, err := os.ReadFile(filepath.Join(measureOracle(t, c, []string{id}), id+".json"))
	if err != nil {
		t.Fatal(err)
	}
	got := new(Oracle)
	if err := json.Unmarshal(b, got); err != nil {
		t.Fatal(err)
	}
	for _, bp := range got.Breakpoints {
		found := false
		for _, e := range bp.Elements {
			for _, n := range e.Contrast.Nodes {
				if e.ID == "page-title" && n.Target == "h3 > small" && n.Result == "violation" && n.ContrastRatio != nil && *n.ContrastRatio == 4.18 {
					found = true
				}
			}
		}
		if !found {
			t.Errorf("%s: no 4.18:1 violation for the page title's Persian subtitle (h3 > small)", bp.Name)
		}
	}
	for _, d := range diffOracle(c.Page(id).Oracle, got) {
		t.Error(d)
	}
}
