package mcpprotocol

import (
	"os"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// BenchmarkLintBundle lints the committed 650 KB SDK bundle; the baseline,
// measured in the same run, is one pass of strings.ToLower over it (the
// least any case-insensitive scan costs). Report the ratio.
func BenchmarkLintBundle(b *testing.B) {
	raw, err := os.ReadFile("../../../testdata/mcp-app/dist/good.html")
	if err != nil {
		b.Fatal(err)
	}
	html := string(raw)
	b.Run("baseline-tolower", func(b *testing.B) {
		b.SetBytes(int64(len(html)))
		for b.Loop() {
			_ = strings.ToLower(html)
		}
	})
	b.Run("lint", func(b *testing.B) {
		b.SetBytes(int64(len(html)))
		for b.Loop() {
			if ps := LintBundle(html, events.MCPAppMIMEType); len(ps) != 0 {
				b.Fatal(ps)
			}
		}
	})
}
