package rolecli

import (
	"encoding/json"
	"io"

	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/w3view"
)

// PrintW3 writes w as w3view's readable text or, asJSON, as exactly the
// W³ object of SPEC §5 (indented, HTML left unescaped).
func PrintW3(out io.Writer, w *govern.W3Output, asJSON bool) error {
	if asJSON {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		return enc.Encode(w)
	}
	return w3view.Write(out, w)
}
