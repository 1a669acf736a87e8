package report

import (
	"embed"
	"encoding/base64"
	"html/template"
	"io"

	"github.com/tribunal-dev/tribunal/internal/events"
)

//go:embed assets
var assets embed.FS

// Assets holds the request view's stylesheet (assets/report.css) and
// script (assets/slider.js), which the cockpit serves as files.
var Assets = assets

var tmpl = template.Must(template.New("").Funcs(template.FuncMap{
	"nonneg":   func(v float64) float64 { return max(v, 0) },
	"renderer": func(r *events.Renderer) string { return r.String() }, // nil: "no renderer record"
}).ParseFS(assets, "assets/*.tmpl"))

// ImageSrc is the address of frame i's image of kind (ImageScreenshot,
// ImageBaseline, ImageDiff) in the page.
type ImageSrc func(frame int, kind string) template.URL

type viewData struct {
	R         *Report
	Img       ImageSrc
	Tuple     *tupleView
	Renderers *rendererBlock
	CSS       template.CSS
	JS        template.JS
}

type tupleView = struct {
	SkeletonHash, ProductHash, InventoryHash, RubricVersion, RunnerVersion string
}

func data(r *Report, img ImageSrc) *viewData {
	v := &viewData{R: r, Img: img, Renderers: renderersOf(r)}
	if t := r.Tuple; t != nil {
		v.Tuple = &tupleView{t.SkeletonHash, t.ProductHash, t.InventoryHash, t.RubricVersion, t.RunnerVersion}
	}
	return v
}

// RequestView writes the request view — facts, every frame's views with
// the boxes, deviations — as an HTML fragment whose images come from img.
func RequestView(w io.Writer, r *Report, img ImageSrc) error {
	return tmpl.ExecuteTemplate(w, "request", data(r, img))
}

// WriteHTML writes r as one self-contained HTML page: every image inline
// as a data: URI, the stylesheet and the slider's script inline, and a
// Content-Security-Policy that lets the page load nothing else.
func WriteHTML(w io.Writer, r *Report) error {
	css, err := assets.ReadFile("assets/report.css")
	if err != nil {
		return err
	}
	js, err := assets.ReadFile("assets/slider.js")
	if err != nil {
		return err
	}
	v := data(r, DataURI(r))
	v.CSS, v.JS = template.CSS(css), template.JS(js)
	return tmpl.ExecuteTemplate(w, "page", v)
}

// DataURI inlines r's images: each frame's PNG as a data: URI.
func DataURI(r *Report) ImageSrc {
	return func(i int, kind string) template.URL {
		if i < 0 || i >= len(r.Frames) {
			return ""
		}
		b := r.Frames[i].Image(kind)
		if b == nil {
			return ""
		}
		return template.URL("data:image/png;base64," + base64.StdEncoding.EncodeToString(b))
	}
}
