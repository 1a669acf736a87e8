package events

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Renderer is the renderer record of a witness report (observation.w1.v1
// and visual-verdict.v1): which browser build, headless mode, font set,
// device scale factor and command line made the evidence, and which build
// of Tribunal drove it (docs/FORMAT.md §3, "The renderer record"). It sits
// inside the body the witness signs. Two reports with equal records were
// made by renderers that draw the same pixels for the same page.
type Renderer struct {
	// Product and Version are Browser.getVersion's product split at its
	// slash ("HeadlessChrome", "131.0.6778.85").
	Product string `json:"product" tribunal:"required,nonempty"`
	Version string `json:"version" tribunal:"required,nonempty"`
	// Revision is Browser.getVersion's revision; "" when the browser
	// names none.
	Revision string `json:"revision" tribunal:"required"`
	// Headless is the headless mode: "shell" (chromium-headless-shell) or
	// "chromium" (the browser's own headless mode).
	Headless string `json:"headless" tribunal:"required,enum=shell|chromium"`
	// FontsSHA256 is the digest of the font set the pages could use:
	// SHA-256 over "tribunal.renderer.fonts.v1\n" and, sorted, one line
	// per font of fontconfig's list, "<SHA-256 of the file>\t<family>\t<style>\n".
	FontsSHA256 string `json:"fonts_sha256" tribunal:"required,hex64"`
	// Fonts is the number of font files in that set.
	Fonts int `json:"fonts" tribunal:"required,min=0"`
	// DeviceScaleFactor is the browser's --force-device-scale-factor.
	DeviceScaleFactor float64 `json:"device_scale_factor" tribunal:"required,min=0.25,max=8"`
	// FlagsSHA256 is the digest of the browser's command line: SHA-256
	// over "tribunal.renderer.flags.v1\n" and its switches, sorted, one a
	// line, without argv[0], --user-data-dir and --remote-debugging-*.
	FlagsSHA256 string `json:"flags_sha256" tribunal:"required,hex64"`
	// Tribunal is the witness's own build, as its --version prints it.
	Tribunal string `json:"tribunal" tribunal:"required,nonempty"`
}

// MaxRendererText bounds each text field of a renderer record.
const MaxRendererText = 256

func (r *Renderer) check() error {
	for _, f := range []struct{ name, v string }{
		{"product", r.Product}, {"version", r.Version}, {"revision", r.Revision}, {"tribunal", r.Tribunal},
	} {
		if len(f.v) > MaxRendererText || !utf8.ValidString(f.v) || strings.ContainsFunc(f.v, isControl) {
			return bad("renderer."+f.name, "must be at most %d bytes of UTF-8 without control characters", MaxRendererText)
		}
	}
	if strings.Contains(r.Product, "/") {
		return bad("renderer.product", "%q holds a slash: the version goes in version", clip(r.Product))
	}
	return nil
}

func isControl(c rune) bool { return c < 0x20 || c == 0x7f || (c >= 0x80 && c <= 0x9f) }

// Same reports whether two records name the same renderer: every part
// but Tribunal's own build, which draws no pixel.
func (r *Renderer) Same(o *Renderer) bool {
	if r == nil || o == nil {
		return r == o
	}
	a, b := *r, *o
	a.Tribunal, b.Tribunal = "", ""
	return a == b
}

// String is the record in one line, for logs, findings and the judge.
func (r *Renderer) String() string {
	if r == nil {
		return "no renderer record"
	}
	rev := ""
	if r.Revision != "" {
		rev = " (" + r.Revision + ")"
	}
	return fmt.Sprintf("%s/%s%s %s, fonts %s (%d files), scale %g, flags %s, %s",
		r.Product, r.Version, rev, r.Headless, short(r.FontsSHA256), r.Fonts, r.DeviceScaleFactor,
		short(r.FlagsSHA256), r.Tribunal)
}

func short(h string) string {
	if len(h) > 12 {
		return h[:12]
	}
	return h
}

// checkRenderer checks a report's renderer record when it has one.
func checkRenderer(r *Renderer) error {
	if r == nil {
		return nil
	}
	return r.check()
}
