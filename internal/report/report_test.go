package report

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"encoding/xml"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/report/reporttest"
)

var fixedNow = func() time.Time { return time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC) }

func sum(b []byte) string { h := sha256.Sum256(b); return hex.EncodeToString(h[:]) }

// TestReport: the held request's report, built from a real ledger,
// carries every frame with its baseline and an exact diff count, W2's
// boxes where the skeleton declared them, each deviation on its frame
// and box; JUnit validates against the committed schema and fails the
// right testcases; JSON is the W³ output plus the frames; the HTML page,
// opened in Chromium, shows every frame's images without one request.
func TestReport(t *testing.T) {
	f := reporttest.Seed(t)
	ctx := context.Background()
	r, err := Build(ctx, f.Judge, "second", fixedNow)
	if err != nil {
		t.Fatal(err)
	}
	if r.State != events.StateHold || len(r.Frames) != 2 {
		t.Fatalf("state %s, %d frames", r.State, len(r.Frames))
	}
	m, d := r.Frames[0], r.Frames[1]
	if m.Key != "home@mobile/web" || m.Screenshot != sum(f.Mobile) || m.Baseline != sum(f.Baseline) || !m.Changed {
		t.Errorf("mobile frame %+v", m)
	}
	// Independent oracle: the fixture repainted exactly this block.
	if want := reporttest.Changed.Dx() * reporttest.Changed.Dy(); m.DiffPixels != want {
		t.Errorf("mobile frame: %d pixels differ, the fixture changed %d", m.DiffPixels, want)
	}
	if d.Baseline != "" || d.DiffPixels != -1 || d.Status != "pass" || len(d.Deviations) != 0 {
		t.Errorf("desktop frame %+v", d)
	}
	// The desktop frame's origin comes from W1's screenshot record
	// through the chain; its overlay draws the hero on the hero's pixels.
	if d.Origin != reporttest.DesktopOrigin || m.Origin != (events.Origin{}) {
		t.Errorf("origins: desktop %+v, want %+v; mobile %+v, want none", d.Origin, reporttest.DesktopOrigin, m.Origin)
	}
	checkOverlay(t, frameSVG(t, view(t, r), d.Key), f.Desktop, 2)
	if m.Status != "fail" || len(m.Boxes) != 2 {
		t.Fatalf("mobile frame status %s, boxes %+v", m.Status, m.Boxes)
	}
	hero := m.Boxes[0]
	if hero.Element != "hero" || *hero.Declared != (events.Rect{X: 26, Y: 54, W: 60, H: 45}) {
		t.Errorf("hero box %+v declared %+v", hero, hero.Declared)
	}
	var ids []string
	anchored := false
	for _, fd := range m.Deviations {
		ids = append(ids, fd.ID)
		if fd.LocationHint == "home/hero@mobile" && fd.Anchor == hero.Anchor {
			anchored = true
		}
	}
	if !anchored || !strings.Contains(strings.Join(ids, ","), "baseline_diff") {
		t.Errorf("mobile deviations %v, hero anchored %v", ids, anchored)
	}

	t.Run("junit", func(t *testing.T) {
		var buf bytes.Buffer
		if err := WriteJUnit(&buf, r, ""); err != nil {
			t.Fatal(err)
		}
		validJUnit(t, buf.Bytes())
		var got struct {
			Suites []struct {
				Name     string `xml:"name,attr"`
				Tests    int    `xml:"tests,attr"`
				Failures int    `xml:"failures,attr"`
				Cases    []struct {
					Name    string `xml:"name,attr"`
					Failure *struct {
						Text string `xml:",chardata"`
					} `xml:"failure"`
				} `xml:"testcase"`
			} `xml:"testsuite"`
		}
		if err := xml.Unmarshal(buf.Bytes(), &got); err != nil {
			t.Fatal(err)
		}
		if len(got.Suites) != 1 || got.Suites[0].Tests != 3 || got.Suites[0].Failures != 2 {
			t.Fatalf("suites %+v", got.Suites)
		}
		c := got.Suites[0].Cases
		if c[0].Name != "home@mobile/web" || c[0].Failure == nil || !strings.Contains(c[0].Failure.Text, "baseline_diff") ||
			c[1].Name != "home@desktop/web" || c[1].Failure != nil || c[2].Name != "verdict" || c[2].Failure == nil {
			t.Errorf("testcases %+v", c)
		}
	})

	t.Run("json", func(t *testing.T) {
		var buf bytes.Buffer
		if err := WriteJSON(&buf, r); err != nil {
			t.Fatal(err)
		}
		var got struct {
			Schema string          `json:"schema"`
			W3     json.RawMessage `json:"w3"`
			Frames []struct {
				Key        string          `json:"key"`
				DiffPixels int             `json:"diff_pixels"`
				Boxes      []any           `json:"boxes"`
				Origin     json.RawMessage `json:"origin"`
			} `json:"frames"`
		}
		if err := json.Unmarshal(buf.Bytes(), &got); err != nil {
			t.Fatal(err)
		}
		status, err := f.L.QC.Status(ctx, "second")
		if err != nil {
			t.Fatal(err)
		}
		want, _ := json.Marshal(status)
		var a, b any
		json.Unmarshal(got.W3, &a)
		json.Unmarshal(want, &b)
		if got.Schema != SchemaJSON || !jsonEqual(a, b) || len(got.Frames) != 2 || got.Frames[0].DiffPixels != reporttest.Changed.Dx()*reporttest.Changed.Dy() || len(got.Frames[0].Boxes) != 2 ||
			got.Frames[0].Origin != nil || compact(got.Frames[1].Origin) != `{"x":-20,"y":0}` {
			t.Errorf("json %s", buf.Bytes())
		}
	})

	t.Run("html", func(t *testing.T) {
		dir := t.TempDir()
		path := filepath.Join(dir, "report.html")
		var buf bytes.Buffer
		if err := WriteHTML(&buf, r); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		shown := openHTML(t, "file://"+path)
		if shown.Frames != 2 || shown.Keys != "home@mobile/web,home@desktop/web" {
			t.Errorf("page shows %d frames (%s)", shown.Frames, shown.Keys)
		}
		// mobile: screenshot, baseline, diff, two side-by-side, two slider; desktop: screenshot.
		if shown.Images != 8 || shown.Loaded != shown.Images {
			t.Errorf("%d of %d images loaded: %v", shown.Loaded, shown.Images, shown.Broken)
		}
		if shown.Resources != 0 {
			t.Errorf("the page made %d requests", shown.Resources)
		}
		if shown.Rects != 6 || !shown.HeroTargeted { // measured and declared of three elements
			t.Errorf("%d box rectangles drawn; clicking the hero deviation targets its box: %v", shown.Rects, shown.HeroTargeted)
		}
	})
}

func compact(b []byte) string {
	var c bytes.Buffer
	if err := json.Compact(&c, b); err != nil {
		return string(b)
	}
	return c.String()
}

func jsonEqual(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return bytes.Equal(x, y)
}

type shownPage struct {
	Frames       int      `json:"frames"`
	Keys         string   `json:"keys"`
	Images       int      `json:"images"`
	Loaded       int      `json:"loaded"`
	Broken       []string `json:"broken"`
	Resources    int      `json:"resources"`
	Rects        int      `json:"rects"`
	HeroTargeted bool     `json:"heroTargeted"`
}

// openHTML opens url in Chromium, waits until every image has finished
// loading, follows the hero deviation's link and reports what the page
// shows.
func openHTML(t *testing.T, url string) shownPage {
	t.Helper()
	b := testBrowser(t)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	tab, err := b.NewTab(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer tab.Close()
	if err := tab.Allow(url); err != nil { // the tab's network guard
		t.Fatal(err)
	}
	tctx, tcancel := tab.Context(ctx)
	defer tcancel()
	err = chromedp.Do(tctx,
		chromedp.EmulateViewport(1000, 900),
		chromedp.Navigate(url),
		chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := chromedp.Poll[bool](`Array.from(document.images).every(i => i.complete)`)(ctx, tg)
			return err
		}),
		chromedp.Click(chromedp.CSS(`a[href^="#box-0-0"]`)),
	)
	if err != nil {
		t.Fatal(err)
	}
	got, err := chromedp.Run(tctx, chromedp.Evaluate[shownPage](`(() => {
			const imgs = Array.from(document.images);
			const frames = Array.from(document.querySelectorAll('section.frame'));
			const t = document.querySelector(':target');
			return {
				frames: frames.length,
				keys: frames.map(f => f.dataset.frame).join(','),
				images: imgs.length,
				loaded: imgs.filter(i => i.complete && i.naturalWidth > 0).length,
				broken: imgs.filter(i => !(i.complete && i.naturalWidth > 0)).map(i => i.dataset.view),
				resources: performance.getEntriesByType('resource').length,
				rects: document.querySelectorAll('.stage svg rect').length,
				heroTargeted: !!t && t.dataset.element === 'hero',
			};
		})()`))
	if err != nil {
		t.Fatal(err)
	}
	if *docShots != "" {
		png, err := chromedp.Run(tctx, chromedp.FullScreenshot(100))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(*docShots, "report.png"), png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return got
}
