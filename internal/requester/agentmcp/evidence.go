package agentmcp

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/report"
)

// MaxImageSide is the longest side, in pixels, of an image evidence
// returns: larger images are scaled down, keeping their aspect, because
// models see no more than that (and pay for every pixel they are sent).
const MaxImageSide = 1568

// Evidence kinds: the report's three images, and the screenshot with
// W2's boxes drawn over it.
const (
	KindScreenshot = report.ImageScreenshot
	KindBaseline   = report.ImageBaseline
	KindDiff       = report.ImageDiff
	KindOverlay    = "overlay"
)

// EvidenceIn are evidence's arguments.
type EvidenceIn struct {
	RequestID  string `json:"request_id"`
	Screen     string `json:"screen,omitempty" jsonschema:"the screen id (default: the first frame's)"`
	Breakpoint string `json:"breakpoint,omitempty" jsonschema:"the breakpoint name (default: the first frame of the screen)"`
	Kind       string `json:"kind,omitempty" jsonschema:"screenshot, diff, baseline or overlay (default): the screenshot with W2's boxes, solid = measured (green pass, red fail, amber hidden), blue = declared"`
}

// ErrNoFrame: the request's current attempt has no frame as asked, or
// the frame has no image of the kind asked.
var ErrNoFrame = errors.New("no such evidence")

func (s *Server) addEvidence() {
	sc := schemaFor[EvidenceIn]()
	sc.Properties["kind"].Enum = []any{KindScreenshot, KindDiff, KindBaseline, KindOverlay}
	sc.Properties["kind"].Default = []byte(`"` + KindOverlay + `"`)
	mcp.AddTool(s.mcp, &mcp.Tool{
		Name:        "evidence",
		Title:       "An image of a frame: screenshot, diff, baseline or overlay",
		Description: fmt.Sprintf("One frame (screen × breakpoint) of the request's current attempt as a PNG, scaled so its longest side is at most %d px: W1's screenshot, the scope's baseline, the diff against it, or the overlay (the screenshot with W2's measured boxes and the skeleton's declared boxes drawn). Ask only when the deviations' text is not enough. Read-only.", MaxImageSide),
		InputSchema: sc,
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true},
	}, s.evidence)
}

func (s *Server) evidence(ctx context.Context, _ *mcp.CallToolRequest, in EvidenceIn) (*mcp.CallToolResult, any, error) {
	c, err := s.client(ctx)
	if err != nil {
		return nil, nil, toolError(err)
	}
	rep, err := report.Build(ctx, c, in.RequestID, nil)
	if err != nil {
		return nil, nil, toolError(err)
	}
	kind := in.Kind
	if kind == "" {
		kind = KindOverlay
	}
	data, note, err := evidenceImage(rep, in.Screen, in.Breakpoint, kind)
	if err != nil {
		return nil, nil, toolError(err)
	}
	return &mcp.CallToolResult{Content: []mcp.Content{
		&mcp.ImageContent{Data: data, MIMEType: "image/png"},
		&mcp.TextContent{Text: note},
	}}, nil, nil
}

// evidenceImage picks the frame and kind from rep and returns the PNG
// scaled for a model, with a line saying what it shows.
func evidenceImage(rep *report.Report, screen, bp, kind string) ([]byte, string, error) {
	var keys []string
	var f *report.Frame
	for i := range rep.Frames {
		fr := &rep.Frames[i]
		keys = append(keys, fr.Key)
		if f == nil && (screen == "" || fr.Screen == screen) && (bp == "" || fr.Breakpoint == bp) {
			f = fr
		}
	}
	if f == nil {
		if len(keys) == 0 {
			return nil, "", fmt.Errorf("%w: request %s attempt %q has no frame yet (W1 has not reported)", ErrNoFrame, rep.RequestID, rep.AttemptID)
		}
		return nil, "", fmt.Errorf("%w: request %s has no frame %s@%s; its frames: %s", ErrNoFrame, rep.RequestID, orAny(screen), orAny(bp), strings.Join(keys, ", "))
	}
	src := kind
	if kind == KindOverlay {
		src = KindScreenshot
	}
	raw := f.Image(src)
	if raw == nil {
		return nil, "", fmt.Errorf("%w: frame %s has no %s (no baseline in scope %s yet)", ErrNoFrame, f.Key, kind, rep.Scope)
	}
	img, err := png.Decode(bytes.NewReader(raw))
	if err != nil {
		return nil, "", fmt.Errorf("frame %s: %s: %w", f.Key, kind, err)
	}
	if kind == KindOverlay {
		img = overlay(img, f)
	}
	out := fit(img, MaxImageSide)
	var buf bytes.Buffer
	if err := png.Encode(&buf, out); err != nil {
		return nil, "", err
	}
	note := fmt.Sprintf("%s of %s (request %s attempt %s), %d×%d px", kind, f.Key, rep.RequestID, rep.AttemptID, out.Bounds().Dx(), out.Bounds().Dy())
	if out.Bounds() != img.Bounds() {
		note += fmt.Sprintf(", scaled from %d×%d", img.Bounds().Dx(), img.Bounds().Dy())
	}
	if kind == KindOverlay {
		note += "; solid boxes: measured by W2 (green pass, red fail, amber hidden), blue: declared by the skeleton"
	}
	if kind == KindDiff && f.DiffPixels >= 0 {
		note += fmt.Sprintf("; %d pixels differ from the baseline", f.DiffPixels)
	}
	return buf.Bytes(), note + "; frames: " + strings.Join(keys, ", "), nil
}

func orAny(s string) string {
	if s == "" {
		return "*"
	}
	return s
}

// Overlay colours: as the report's (docs/REVIEW.md).
var (
	colPass     = color.RGBA{0x16, 0xa3, 0x4a, 0xff}
	colFail     = color.RGBA{0xdc, 0x26, 0x26, 0xff}
	colHidden   = color.RGBA{0xd9, 0x77, 0x06, 0xff}
	colDeclared = color.RGBA{0x25, 0x63, 0xeb, 0xff}
)

// overlay draws W2's boxes of frame f over its screenshot img: the
// declared box first, the measured one over it. Boxes are in the page's
// CSS pixels, placed in the frame by its origin (report.Frame.Place); the
// frame's width says how many image pixels one is. The
// lines are thick enough to survive fit's scaling.
func overlay(img image.Image, f *report.Frame) image.Image {
	b := img.Bounds()
	dst := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	draw.Draw(dst, dst.Bounds(), img, b.Min, draw.Src)
	scale := 1.0
	if f.Width > 0 {
		scale = float64(b.Dx()) / float64(f.Width)
	}
	long := max(b.Dx(), b.Dy())
	width := max(2, int(math.Ceil(2*float64(long)/MaxImageSide)))
	for _, bx := range f.Boxes {
		if d := f.Place(bx.Declared); d != nil {
			rect(dst, d, scale, width, colDeclared, true)
		}
		if m := f.Place(bx.Measured); m != nil {
			col := colPass
			switch bx.Status {
			case events.ElementFail:
				col = colFail
			case events.ElementHidden:
				col = colHidden
			}
			rect(dst, m, scale, width, col, false)
		}
	}
	return dst
}

// rect draws the outline of r (CSS px, times scale) w pixels wide,
// dashed when asked.
func rect(dst *image.RGBA, r *events.Rect, scale float64, w int, col color.RGBA, dashed bool) {
	x0, y0 := int(math.Round(r.X*scale)), int(math.Round(r.Y*scale))
	x1, y1 := int(math.Round((r.X+r.W)*scale)), int(math.Round((r.Y+r.H)*scale))
	dash := 4 * w
	on := func(i int) bool { return !dashed || (i/dash)%2 == 0 }
	for x := x0; x < x1; x++ {
		if !on(x - x0) {
			continue
		}
		for k := range w {
			set(dst, x, y0+k, col)
			set(dst, x, y1-1-k, col)
		}
	}
	for y := y0; y < y1; y++ {
		if !on(y - y0) {
			continue
		}
		for k := range w {
			set(dst, x0+k, y, col)
			set(dst, x1-1-k, y, col)
		}
	}
}

func set(dst *image.RGBA, x, y int, col color.RGBA) {
	if image.Pt(x, y).In(dst.Rect) {
		dst.SetRGBA(x, y, col)
	}
}

// fit scales img down so that its longest side is at most side pixels,
// averaging the source pixels each destination pixel covers (a box
// filter: no aliasing of thin lines or text); a smaller image is
// returned as it is.
func fit(img image.Image, side int) image.Image {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	if w <= side && h <= side {
		return img
	}
	f := float64(side) / float64(max(w, h))
	dw, dh := max(1, int(math.Round(float64(w)*f))), max(1, int(math.Round(float64(h)*f)))
	src := image.NewNRGBA(image.Rect(0, 0, w, h))
	draw.Draw(src, src.Bounds(), img, b.Min, draw.Src)
	dst := image.NewNRGBA(image.Rect(0, 0, dw, dh))
	for y := range dh {
		sy0, sy1 := y*h/dh, max((y+1)*h/dh, y*h/dh+1)
		for x := range dw {
			sx0, sx1 := x*w/dw, max((x+1)*w/dw, x*w/dw+1)
			var r, g, bl, a, n int
			for sy := sy0; sy < sy1; sy++ {
				row := src.Pix[sy*src.Stride:]
				for sx := sx0; sx < sx1; sx++ {
					p := row[sx*4 : sx*4+4]
					r, g, bl, a = r+int(p[0]), g+int(p[1]), bl+int(p[2]), a+int(p[3])
					n++
				}
			}
			o := dst.Pix[y*dst.Stride+x*4:]
			o[0], o[1], o[2], o[3] = uint8(r/n), uint8(g/n), uint8(bl/n), uint8(a/n)
		}
	}
	return dst
}
