package pixelcheck

import (
	"bytes"
	"context"
	"crypto/sha256"
	"image"
	"image/png"
	"slices"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
	"github.com/tribunal-dev/tribunal/internal/w1/capture"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// tallFrame is a 1280×4000 page-like frame: white, with 40 blocks of
// colour, each holding fake text, and the regions that declare them.
func tallFrame() (*Frame, []Region) {
	f := newFrame(1280, 4000, white)
	var regions []Region
	sun := TokenColour{Property: "background-color", Token: "color.accent.sun", Colour: colourOf(RGB{0xf5, 0xa6, 0x23})}
	for i := range 40 {
		x, y := 40+(i%2)*620, 40+(i/2)*195
		r := image.Rect(x, y, x+580, y+160)
		bg := RGB{0xf5, 0xa6, 0x23}
		if i%3 == 0 {
			bg = RGB{0x22, 0x22, 0x22}
		}
		f.fill(r, bg)
		f.text(r.Inset(20), RGB{0xee, 0xee, 0xee}, bg)
		regions = append(regions, Region{Element: "e", Box: box(float64(x), float64(y), 580, 160), Tokens: []TokenColour{sun}})
	}
	return f, regions
}

// BenchmarkCheckFrame: the pixel checks alone on a 1280×4000 frame with 40
// regions, against two same-run baselines: one SHA-256 pass over the
// pixels (memory bound), and decoding the frame's PNG (which every
// observation does first).
func BenchmarkCheckFrame(b *testing.B) {
	f, regions := tallFrame()
	img := &image.NRGBA{Pix: f.Pix, Stride: f.Width * 4, Rect: f.bounds()}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		b.Fatal(err)
	}
	b.Run("baseline=sha256-pixels", func(b *testing.B) {
		b.SetBytes(int64(len(f.Pix)))
		for b.Loop() {
			sha256.Sum256(f.Pix)
		}
	})
	b.Run("baseline=decode-png", func(b *testing.B) {
		b.SetBytes(int64(len(f.Pix)))
		for b.Loop() {
			if _, err := DecodeFrame(buf.Bytes()); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("checks", func(b *testing.B) {
		b.SetBytes(int64(len(f.Pix)))
		for b.Loop() {
			CheckFrame(f, regions, Checks{MinContrast: 4.5}, place)
		}
	})
}

// BenchmarkCheckFrameRatio interleaves the two in one loop — a SHA-256
// pass over the pixels, then the checks, on the same frame — and reports
// the ratio of their median times, so a busy machine slows both alike.
// The budget is 2 (docs/W1.md).
func BenchmarkCheckFrameRatio(b *testing.B) {
	f, regions := tallFrame()
	var sha, chk []time.Duration
	for b.Loop() {
		t0 := time.Now()
		sha256.Sum256(f.Pix)
		t1 := time.Now()
		CheckFrame(f, regions, Checks{MinContrast: 4.5}, place)
		sha, chk = append(sha, t1.Sub(t0)), append(chk, time.Since(t1))
	}
	med := func(d []time.Duration) float64 {
		slices.Sort(d)
		return float64(d[len(d)/2])
	}
	b.ReportMetric(med(chk)/med(sha), "checks/sha256")
}

// BenchmarkObserve: a whole observation of a small page at three
// breakpoints with a warm browser, against the same-run baseline of the
// three bare captures (capture.Shot in a fresh pixel tab each).
func BenchmarkObserve(b *testing.B) {
	br := testBrowser(b)
	bps := []bp{{"mobile", 375, 812}, {"tablet", 768, 1024}, {"desktop", 1280, 900}}
	dir, hash := writeSkeleton(b, "/page.html", bps,
		el{id: "above", bbox: map[string]string{"mobile": boxAbove, "tablet": boxAbove, "desktop": boxAbove}},
		el{id: "sun", bbox: map[string]string{"mobile": boxSun, "tablet": boxSun, "desktop": boxSun},
			tokens: [][2]string{{"background-color", "color.accent.sun"}}})
	j := testJob(b, dir, hash, siteURL(b))
	opts := fastOptions()
	b.Run("baseline=capture-only", func(b *testing.B) {
		url, err := job.PageURL(siteURL(b), &j.Skeleton.Screens[0])
		if err != nil {
			b.Fatal(err)
		}
		for b.Loop() {
			for _, p := range bps {
				req := capture.NewRequest(browser.Web, url, true)
				req.Width, req.Height, req.QuietWindow = p.width, p.height, opts.QuietWindow
				bareShot(b, br, req)
			}
		}
	})
	b.Run("observe", func(b *testing.B) {
		for b.Loop() {
			if r := Observe(context.Background(), br, j, opts); r.Report.Error != "" {
				b.Fatal(r.Report.Error)
			}
		}
	})
}

func bareShot(b *testing.B, br *browser.Browser, req capture.Request) {
	b.Helper()
	tab, err := br.NewTab(context.Background(), browser.PixelOnly())
	if err != nil {
		b.Fatal(err)
	}
	defer tab.Close()
	if _, err := capture.Shot(context.Background(), tab, req); err != nil {
		b.Fatal(err)
	}
}

func colourOf(c RGB) skeleton.Color { return skeleton.Color{R: c.R, G: c.G, B: c.B, A: 1} }
