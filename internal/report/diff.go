package report

import (
	"bytes"
	"context"
	"fmt"
	"image/png"

	"github.com/tribunal-dev/tribunal/internal/w1/pixeldiff"
)

// diffPNG draws where shot differs from base, pixelmatch-style (W1's
// own comparison, internal/w1/pixeldiff), as a PNG, with the count of
// differing pixels; when the two cannot be compared, no image, -1 and
// why.
func diffPNG(ctx context.Context, base, shot []byte) ([]byte, int, string) {
	opt := pixeldiff.DefaultOptions()
	opt.DiffImage = true
	res, err := pixeldiff.DiffPNG(ctx, base, shot, opt)
	if err != nil {
		return nil, -1, "not compared: " + err.Error()
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, res.Image); err != nil {
		return nil, -1, "not drawn: " + err.Error()
	}
	note := ""
	if res.SizeChanged() {
		note = fmt.Sprintf("size changed from %dx%d to %dx%d; the common area is compared", res.WidthA, res.HeightA, res.WidthB, res.HeightB)
	}
	return buf.Bytes(), res.DiffPixels, note
}
