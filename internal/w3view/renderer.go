package w3view

import "github.com/tribunal-dev/tribunal/internal/events"

// writeRenderers prints which renderer made each witness's evidence, and
// says so when the two differ: allowed (W2 measures on the headless
// shell, W1 draws on chromium), but the judge should see it.
func writeRenderers(p *printer, w1, w2 *events.Renderer) {
	if w1 == nil && w2 == nil {
		return
	}
	p.f("renderers    w1 %s\n", RendererText(w1))
	p.f("             w2 %s\n", RendererText(w2))
	if w1 != nil && w2 != nil && !w1.Same(w2) {
		p.f("             the witnesses ran on different renderers\n")
	}
}

// RendererText is a renderer record in one line ("-" when there is none).
func RendererText(r *events.Renderer) string {
	if r == nil {
		return "- (no renderer record)"
	}
	return r.String()
}
