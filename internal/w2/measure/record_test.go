package measure

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// TestRecordExactChains: Record traces a colour to its token the way the
// rubric the skeleton's requests name will check it. Under 1.5.0 a
// logical border-inline-start-color (Bulma 1.0's message body) is the
// left border colour, and in border-color's second value the token is
// not the top colour; 1.2.0's resolution says the opposite of both, and
// Record keeps it for the older rubrics.
func TestRecordExactChains(t *testing.T) {
	b := sharedBrowser(t)
	page := filepath.Join(t.TempDir(), "p.html")
	html := `<!doctype html><html><head><style>:root { --tok: #0d6efd; --other: #198754 }
#logical { border: 2px solid var(--other); border-inline-start-color: var(--tok) }
#pair { border: 2px solid; border-color: var(--other) var(--tok) }
</style></head><body><div id="logical">a</div><div id="pair">b</div></body></html>`
	if err := os.WriteFile(page, []byte(html), 0o644); err != nil {
		t.Fatal(err)
	}
	vars := func(exact bool) map[string]map[string][]string {
		rp, err := Record(context.Background(), b, RecordPage{URL: "file://" + page, Breakpoint: skeleton.Breakpoint{Name: "desktop", Width: 800, Height: 600},
			Selectors: []string{"#logical", "#pair"}, ExactChains: exact})
		if err != nil {
			t.Fatal(err)
		}
		out := map[string]map[string][]string{}
		for i, sel := range []string{"#logical", "#pair"} {
			out[sel] = map[string][]string{}
			for _, c := range rp.Elements[i].Chains {
				for _, v := range c.Vars {
					out[sel][c.Property] = append(out[sel][c.Property], v.Name)
				}
			}
		}
		return out
	}
	for _, tt := range []struct {
		exact     bool
		sel, prop string
		want      string
	}{
		{true, "#logical", "border-left-color", "--tok"},
		{true, "#logical", "border-right-color", "--other"},
		{true, "#pair", "border-top-color", "--other"},
		{true, "#pair", "border-left-color", "--tok"},
		{false, "#logical", "border-left-color", "--other"},
		{false, "#pair", "border-top-color", "--other --tok"},
	} {
		got := vars(tt.exact)[tt.sel][tt.prop]
		s := ""
		for i, v := range got {
			if i > 0 {
				s += " "
			}
			s += v
		}
		if s != tt.want {
			t.Errorf("exact %v: %s %s traced to %q, want %q", tt.exact, tt.sel, tt.prop, s, tt.want)
		}
	}
}
