package pixelcheck

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"image/png"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/w1/capture"
	"github.com/tribunal-dev/tribunal/internal/w1/pixeldiff"
)

// DefaultDiffThreshold is pixelmatch's threshold for the baseline diff.
const DefaultDiffThreshold = 0.1

// BaselineFullShare is the share of changed pixels at which a baseline
// difference reaches SeverityBaselineMax.
const BaselineFullShare = 0.1

// errBaseline marks a baseline that could not be fetched or decoded.
var errBaseline = errors.New("baseline")

// Baseline is a baseline frame: its PNG and the renderer record of the
// report it came from (nil when none is known: a file in run mode, or a
// frame sealed before renderer records existed). SHA256, when set, is
// the PNG's hash; a baseline whose SHA256 is the frame's own is that
// frame, and may come without its PNG (the ledger does not send W1 the
// bytes it already holds).
type Baseline struct {
	SHA256   string
	PNG      []byte
	Renderer *events.Renderer
}

// is reports whether the baseline is frame f, byte for byte: by its hash
// when it names one, else by its bytes.
func (b Baseline) is(f capture.Frame) bool {
	if b.SHA256 != "" {
		return b.SHA256 == f.SHA256
	}
	return bytes.Equal(b.PNG, f.PNG)
}

// rendererChange compares the renderer that made a baseline with W1's
// own: nil when they are the same renderer (events.Renderer.Same: every
// member but Tribunal's build) or either is unknown — the frame is then
// judged as a baseline_diff — else both records, for a renderer_changed.
// W1's record is asked once per observation and goes into the report.
func (o *observer) rendererChange(ctx context.Context, base *events.Renderer) (*rendererPair, error) {
	if base == nil || o.opts.Renderer == nil {
		return nil, nil
	}
	if o.rep.Renderer == nil {
		mine, err := o.opts.Renderer(ctx)
		if err != nil {
			return nil, err
		}
		o.rep.Renderer = mine
	}
	if o.rep.Renderer.Same(base) {
		return nil, nil
	}
	return &rendererPair{base: base, mine: o.rep.Renderer}, nil
}

// rendererPair is the renderer of a baseline and W1's, when they differ.
type rendererPair struct{ base, mine *events.Renderer }

// diffBaseline compares a frame with its baseline using pixelmatch's
// rules (anti-aliased pixels excluded). It returns no deviation when the
// two are the same bytes (nothing is decoded then), or the same size and
// no pixel counts as changed; otherwise the
// deviation and the diff PNG as a blob. With change set (another
// renderer made the baseline), the deviation is renderer_changed, of
// severity 0, naming both renderers: the same pixels counted, but not
// blamed on the product.
func diffBaseline(ctx context.Context, base Baseline, f capture.Frame, threshold float64, at Place, change *rendererPair) (*events.Deviation, *Blob, error) {
	if base.is(f) {
		return nil, nil, nil
	}
	opt := pixeldiff.DefaultOptions()
	opt.Threshold = threshold
	opt.DiffImage = true
	res, err := pixeldiff.DiffPNG(ctx, base.PNG, f.PNG, opt)
	if err != nil {
		var ie *pixeldiff.InputError
		if errors.As(err, &ie) && ie.Input == 0 {
			return nil, nil, fmt.Errorf("%w for %s: %w", errBaseline, at.Hint(""), err)
		}
		return nil, nil, fmt.Errorf("baseline diff for %s: %w", at.Hint(""), err)
	}
	if res.Identical() {
		return nil, nil, nil
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, res.Image); err != nil {
		return nil, nil, fmt.Errorf("encoding the diff image for %s: %w", at.Hint(""), err)
	}
	blob := newBlob(buf.Bytes())
	share := float64(res.DiffPixels) / float64(max(1, res.TotalPixels()))
	desc := fmt.Sprintf("%d of %d pixels (%.2f%%) differ from the baseline%s (pixelmatch threshold %g); diff PNG sha256 %s",
		res.DiffPixels, res.TotalPixels(), 100*share, at.on(), threshold, blob.SHA256)
	sev := SeverityBaselineMin + (SeverityBaselineMax-SeverityBaselineMin)*min(1, share/BaselineFullShare)
	if res.SizeChanged() {
		desc += fmt.Sprintf("; the frame is %d×%d, the baseline %d×%d: a layout difference",
			res.WidthB, res.HeightB, res.WidthA, res.HeightA)
		sev = SeverityBaselineMax
	}
	if change != nil {
		return &events.Deviation{
			ID: IDRendererChanged, LocationHint: at.Hint(""), Severity: 0,
			Description: fmt.Sprintf("the renderer changed: the baseline was made by %s, this frame by %s; %s. "+
				"Not judged against the product: the judge accepts the renderer for the scope, which re-pins the baselines",
				change.base, change.mine, desc),
		}, &blob, nil
	}
	return &events.Deviation{
		ID: IDBaselineDiff, Description: desc, Severity: round4(sev), LocationHint: at.Hint(""),
	}, &blob, nil
}

// MediaTypePNG is the media type of every blob W1 makes.
const MediaTypePNG = "image/png"

// Blob is one piece of evidence, content-addressed: SHA256 is the lowercase
// hex SHA-256 of Data, exactly the bytes stored.
type Blob struct {
	SHA256, MediaType string
	Data              []byte
}

func newBlob(data []byte) Blob {
	sum := sha256.Sum256(data)
	return Blob{SHA256: hex.EncodeToString(sum[:]), MediaType: MediaTypePNG, Data: data}
}
