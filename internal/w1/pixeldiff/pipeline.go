package pixeldiff

import (
	"context"
	"image"
	"runtime"
	"sync"
)

// bandBytes is the target size of one band of one image: small enough to
// stay in cache between decoding and comparing (and to keep a process's
// fresh memory, which costs page faults, small), large enough that the
// per-band synchronisation is noise.
const bandBytes = 64 << 10

// band is a run of rows of one image, starting at row y0.
type band struct {
	pix    []byte
	stride int
	y0     int
}

func (b band) row(y, w int) []byte {
	off := (y - b.y0) * b.stride
	return b.pix[off : off+4*w : off+4*w]
}

// pipeline compares two images band by band. Decoders (one goroutine per
// PNG) publish bands in order; workers take band k once both images have
// bands k-1..k+1, because anti-aliasing detection reads two rows beyond
// the pixel it examines. A band's buffer returns to its decoder's free
// list when bands k-1, k and k+1 have all been compared, so a PNG diff
// holds a bounded number of bands, whatever the image height.
type pipeline struct {
	w, h   int // the common area
	dims   [4]int
	opt    Options
	rows   int // rows per band
	nb     int // bands
	shared bool

	dec [2]*pngDecoder // nil for an in-memory image

	mu      sync.Mutex
	cond    sync.Cond
	bands   [2][]band
	ready   [2]int // bands 0..ready-1 have been published
	free    [2][][]byte
	nbuf    [2]int
	maxBuf  int
	refs    []uint8 // comparisons still to read each band
	next    int     // next band to hand to a worker
	abort   bool
	workers int
}

func newPipeline(wa, ha, wb, hb int, opt Options) *pipeline {
	p := &pipeline{w: min(wa, wb), h: min(ha, hb), dims: [4]int{wa, ha, wb, hb}, opt: opt}
	p.cond.L = &p.mu
	p.rows = max(2, min(256, bandBytes/(4*p.w)))
	if opt.bandRows > 0 {
		p.rows = max(2, opt.bandRows)
	}
	p.nb = (p.h + p.rows - 1) / p.rows
	p.workers = max(1, min(runtime.GOMAXPROCS(0), p.nb))
	p.maxBuf = 2*p.workers + 2 // at least 3 (see work); more let decoders run ahead
	p.bands[0], p.bands[1] = make([]band, p.nb), make([]band, p.nb)
	p.refs = make([]uint8, p.nb)
	for k := range p.refs {
		p.refs[k] = 1
		if k > 0 {
			p.refs[k]++
		}
		if k < p.nb-1 {
			p.refs[k]++
		}
	}
	return p
}

func (p *pipeline) bandRange(k int) (y0, y1 int) {
	return k * p.rows, min((k+1)*p.rows, p.h)
}

// setPNG makes image i come from a PNG decoder.
func (p *pipeline) setPNG(i int, f *pngFile) error {
	d, err := newPNGDecoder(f, p.w)
	if err != nil {
		return err
	}
	p.dec[i] = d
	return nil
}

// shareFirst makes the second image the first one (identical files).
func (p *pipeline) shareFirst() { p.shared = true }

func (p *pipeline) run(ctx context.Context) (*Result, error) {
	res := &Result{
		Width: p.w, Height: p.h,
		WidthA: p.dims[0], HeightA: p.dims[1], WidthB: p.dims[2], HeightB: p.dims[3],
	}
	var out []byte
	if p.opt.DiffImage {
		res.Image = image.NewNRGBA(image.Rect(0, 0, p.w, p.h))
		out = res.Image.Pix
	}
	stop := context.AfterFunc(ctx, func() {
		p.mu.Lock()
		p.abort = true
		p.cond.Broadcast()
		p.mu.Unlock()
	})
	defer stop()

	var wg sync.WaitGroup
	var decErr [2]error
	for i, d := range p.dec {
		if d == nil || (i == 1 && p.shared) {
			continue
		}
		wg.Go(func() {
			if err := p.produce(ctx, i, d); err != nil {
				decErr[i] = err
				p.mu.Lock()
				p.abort = true
				p.cond.Broadcast()
				p.mu.Unlock()
			}
		})
	}
	matchers := make([]*matcher, p.workers)
	for j := range matchers {
		matchers[j] = newMatcher(p.w, p.h, p.opt, out)
	}
	for _, m := range matchers[1:] {
		wg.Go(func() { p.work(m) })
	}
	p.work(matchers[0])
	wg.Wait()

	if err := ctx.Err(); err != nil {
		return nil, err
	}
	for i, err := range decErr {
		if err != nil {
			return nil, &InputError{Input: i, Err: err}
		}
	}
	for _, m := range matchers {
		res.DiffPixels += m.diff
	}
	return res, nil
}

// produce decodes image i band by band, then checks the rest of the file.
// After a failure elsewhere it keeps decoding into a scratch band, so
// that an error of its own is still found and reported.
func (p *pipeline) produce(ctx context.Context, i int, d *pngDecoder) error {
	stride := 4 * p.w
	var scratch []byte
	for k := range p.nb {
		if err := ctx.Err(); err != nil {
			return err
		}
		buf := p.getBuf(i)
		if buf == nil {
			if scratch == nil {
				scratch = make([]byte, p.rows*stride)
			}
			buf = scratch
		}
		y0, y1 := p.bandRange(k)
		for y := y0; y < y1; y++ {
			if err := d.readRow(buf[(y-y0)*stride : (y-y0+1)*stride]); err != nil {
				return err
			}
		}
		p.publish(i, k, buf)
	}
	return d.finish()
}

// getBuf returns a free band buffer for image i, or nil after an abort.
func (p *pipeline) getBuf(i int) []byte {
	p.mu.Lock()
	defer p.mu.Unlock()
	for {
		if p.abort {
			return nil
		}
		if n := len(p.free[i]); n > 0 {
			b := p.free[i][n-1]
			p.free[i] = p.free[i][:n-1]
			return b
		}
		if p.nbuf[i] < p.maxBuf {
			p.nbuf[i]++
			return make([]byte, p.rows*4*p.w)
		}
		p.cond.Wait()
	}
}

func (p *pipeline) publish(i, k int, buf []byte) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.abort {
		return
	}
	y0, _ := p.bandRange(k)
	b := band{pix: buf, stride: 4 * p.w, y0: y0}
	p.bands[i][k] = b
	p.ready[i] = k + 1
	if p.shared {
		p.bands[1][k] = b
		p.ready[1] = k + 1
	}
	p.cond.Broadcast()
}

// work compares bands until none is left.
//
// It cannot deadlock with the decoders as long as each decoder may hold
// three buffers: workers take bands in order, so when every worker waits,
// all bands below m-1 (m = the fewer bands either decoder has published)
// have been compared and all bands below m-2 released. A decoder then
// holds at most two unreleased bands of its own unless it is ahead of the
// other one, which is therefore not short of buffers and makes progress.
func (p *pipeline) work(m *matcher) {
	var near [2][3]band
	for {
		p.mu.Lock()
		k := p.next
		if k >= p.nb || p.abort {
			p.mu.Unlock()
			return
		}
		p.next++
		lo, hi := max(k-1, 0), min(k+1, p.nb-1)
		for !p.abort && (p.ready[0] <= hi || p.ready[1] <= hi) {
			p.cond.Wait()
		}
		if p.abort {
			p.mu.Unlock()
			return
		}
		for i := range 2 {
			for j := lo; j <= hi; j++ {
				near[i][j-lo] = p.bands[i][j]
			}
		}
		p.mu.Unlock()

		y0, y1 := p.bandRange(k)
		m.winY0 = max(y0-2, 0)
		wy1 := min(y1+2, p.h)
		for i := range 2 {
			m.win[i] = m.win[i][:0]
			for y := m.winY0; y < wy1; y++ {
				m.win[i] = append(m.win[i], near[i][y/p.rows-lo].row(y, p.w))
			}
		}
		m.compareRows(y0, y1)

		p.mu.Lock()
		for j := lo; j <= hi; j++ {
			p.refs[j]--
			if p.refs[j] > 0 {
				continue
			}
			for i := range 2 {
				if p.dec[i] != nil && !(i == 1 && p.shared) {
					p.free[i] = append(p.free[i], p.bands[i][j].pix)
				}
				p.bands[i][j] = band{}
			}
		}
		p.cond.Broadcast()
		p.mu.Unlock()
	}
}
