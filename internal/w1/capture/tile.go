package capture

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"image"
	"image/draw"
	"image/png"
	"io"
	"math"
)

// A page taller than one screenshot can hold is captured in horizontal
// tiles, each a Page.captureScreenshot of a clip rendered beyond the
// viewport (the same call as a one-piece full-page shot, with a y
// offset), and the tiles are stitched into one PNG. Chromium renders a
// clip of the page exactly as it renders those rows of the whole page (the
// tests compare a stitched capture with a one-piece capture of the same
// page, pixel by pixel), so the stitched frame is the frame a one-piece
// capture would give where one is possible. Tiles start on whole device
// pixels: the tile height in CSS pixels is chosen so that it times the
// device scale factor is an integer (3120 CSS px at 2.625), else a seam
// would fall inside a device pixel row.

// tile is one clip of the page, in CSS pixels.
type tile struct{ y, h int }

// minTileCSS is the smallest tile worth taking; a scale factor for which
// no tile height of at least this many CSS pixels lands on whole device
// pixels is captured in one piece, as before tiling existed.
const minTileCSS = 64

// tileRows splits a page of height CSS pixels into tiles of at most
// maxDevice device pixels at scale dsf. One tile means: capture in one
// piece.
func tileRows(height int, dsf float64, maxDevice int) []tile {
	if float64(height)*dsf <= float64(maxDevice) {
		return []tile{{0, height}}
	}
	th := int(math.Floor(float64(maxDevice) / dsf))
	for ; th >= minTileCSS; th-- {
		d := float64(th) * dsf
		if math.Abs(d-math.Round(d)) < 1e-9 {
			break
		}
	}
	if th < minTileCSS {
		return []tile{{0, height}}
	}
	var out []tile
	for y := 0; y < height; y += th {
		out = append(out, tile{y, min(th, height-y)})
	}
	return out
}

// stitch joins the tiles' PNGs, top to bottom, into one PNG. The result is
// deterministic: the same tiles give the same bytes.
//
// Chromium's screenshots are 8-bit RGB (or RGBA), not interlaced: for
// those the tiles are joined as scanlines (stitchScanlines), without
// decoding a pixel, which is several times cheaper than decoding and
// re-encoding images (and so the race detector's instrumentation of the
// image code does not make a tall page's capture take minutes). Anything
// else goes through image/png.
func stitch(pngs [][]byte) ([]byte, error) {
	out, err := stitchScanlines(pngs)
	if errors.Is(err, errNotPlain) {
		return stitchImages(pngs)
	}
	return out, err
}

// errNotPlain: a tile is not an 8-bit, non-interlaced RGB or RGBA PNG
// with the same width and colour type as the first.
var errNotPlain = errors.New("not a plain 8-bit PNG")

var pngSignature = []byte("\x89PNG\r\n\x1a\n")

// pngHeader is what stitching needs of an IHDR chunk.
type pngHeader struct {
	width, height    uint32
	depth, colour    byte
	compress, filter byte
	interlace        byte
}

// plainChunks splits a PNG into its header and its IDAT data.
func plainChunks(data []byte) (pngHeader, []byte, error) {
	var h pngHeader
	if !bytes.HasPrefix(data, pngSignature) {
		return h, nil, fmt.Errorf("%w: no PNG signature", errNotPlain)
	}
	var idat []byte
	seenHeader := false
	for p := data[len(pngSignature):]; len(p) > 0; {
		if len(p) < 12 {
			return h, nil, fmt.Errorf("%w: truncated chunk", errNotPlain)
		}
		n := binary.BigEndian.Uint32(p)
		if uint64(n) > uint64(len(p)-12) {
			return h, nil, fmt.Errorf("%w: truncated chunk", errNotPlain)
		}
		typ, body := string(p[4:8]), p[8:8+n]
		if crc32.ChecksumIEEE(p[4:8+n]) != binary.BigEndian.Uint32(p[8+n:]) {
			return h, nil, fmt.Errorf("%w: chunk %q fails its CRC", errNotPlain, typ)
		}
		switch typ {
		case "IHDR":
			if n != 13 {
				return h, nil, fmt.Errorf("%w: IHDR of %d bytes", errNotPlain, n)
			}
			h = pngHeader{binary.BigEndian.Uint32(body), binary.BigEndian.Uint32(body[4:]),
				body[8], body[9], body[10], body[11], body[12]}
			seenHeader = true
		case "IDAT":
			idat = append(idat, body...)
		case "IEND":
			if !seenHeader || h.depth != 8 || (h.colour != 2 && h.colour != 6) || h.compress != 0 || h.filter != 0 || h.interlace != 0 {
				return h, nil, fmt.Errorf("%w: %+v", errNotPlain, h)
			}
			return h, idat, nil
		default:
			if typ[0]&0x20 == 0 { // a critical chunk other than those: PLTE
				return h, nil, fmt.Errorf("%w: chunk %s", errNotPlain, typ)
			}
			// Ancillary chunks (a colour profile, a timestamp) are
			// dropped: Chromium writes none, and W1 reads sRGB pixels.
		}
		p = p[12+n:]
	}
	return h, nil, fmt.Errorf("%w: no IEND", errNotPlain)
}

// stitchScanlines joins plain PNGs at the level of their filtered
// scanlines: each tile's image data is inflated and written, in order, to
// one new zlib stream. PNG filters may refer to the row above, and each
// tile's first row was filtered against a row of zeros; in the joined
// image it has a real row above it, so that row is unfiltered (against
// zeros, which needs nothing but itself) and written with filter None.
// Every other row keeps its filter: its row above is unchanged.
func stitchScanlines(pngs [][]byte) ([]byte, error) {
	var first pngHeader
	var total uint64
	idats := make([][]byte, len(pngs))
	heights := make([]int, len(pngs))
	for i, data := range pngs {
		h, idat, err := plainChunks(data)
		if err != nil {
			return nil, fmt.Errorf("screenshot tile %d: %w", i, err)
		}
		if i == 0 {
			first = h
		} else if h.width != first.width || h.colour != first.colour {
			return nil, fmt.Errorf("screenshot tile %d: %w (%d px wide, colour type %d; tile 0: %d, %d)",
				i, errNotPlain, h.width, h.colour, first.width, first.colour)
		}
		idats[i], heights[i] = idat, int(h.height)
		total += uint64(h.height)
	}
	if total > math.MaxInt32 {
		return nil, fmt.Errorf("the stitched screenshot would be %d rows tall", total)
	}
	bpp := 3
	if first.colour == 6 {
		bpp = 4
	}
	rowLen := 1 + int(first.width)*bpp

	var out bytes.Buffer
	out.Write(pngSignature)
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr, first.width)
	binary.BigEndian.PutUint32(ihdr[4:], uint32(total))
	ihdr[8], ihdr[9] = 8, first.colour
	writeChunk(&out, "IHDR", ihdr)
	cw := &chunkWriter{w: &out}
	zw, err := zlib.NewWriterLevel(cw, zlib.BestSpeed)
	if err != nil {
		return nil, err
	}
	row := make([]byte, rowLen)
	for i, idat := range idats {
		zr, err := zlib.NewReader(bytes.NewReader(idat))
		if err != nil {
			return nil, fmt.Errorf("screenshot tile %d: %w", i, err)
		}
		for r := range heights[i] {
			if _, err := io.ReadFull(zr, row); err != nil {
				return nil, fmt.Errorf("screenshot tile %d, row %d: %w", i, r, err)
			}
			if r == 0 && i > 0 {
				unfilterFirst(row, bpp)
			}
			if _, err := zw.Write(row); err != nil {
				return nil, err
			}
		}
		if err := zr.Close(); err != nil {
			return nil, fmt.Errorf("screenshot tile %d: %w", i, err)
		}
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	cw.flush()
	writeChunk(&out, "IEND", nil)
	return out.Bytes(), nil
}

// unfilterFirst turns a filtered first row (its row above is zeros) into
// the same pixels with filter None. With a zero row above, Up adds
// nothing, Average adds half the left byte and Paeth always picks the
// left byte (as Sub does).
func unfilterFirst(row []byte, bpp int) {
	cur := row[1:]
	switch row[0] {
	case 1, 4: // Sub, Paeth
		for i := bpp; i < len(cur); i++ {
			cur[i] += cur[i-bpp]
		}
	case 3: // Average
		for i := bpp; i < len(cur); i++ {
			cur[i] += cur[i-bpp] / 2
		}
	}
	row[0] = 0
}

// chunkWriter cuts a zlib stream into IDAT chunks of up to 256 KiB.
type chunkWriter struct {
	w   *bytes.Buffer
	buf []byte
}

const idatSize = 256 << 10

func (c *chunkWriter) Write(p []byte) (int, error) {
	n := len(p)
	for len(p) > 0 {
		k := min(len(p), idatSize-len(c.buf))
		c.buf = append(c.buf, p[:k]...)
		p = p[k:]
		if len(c.buf) == idatSize {
			c.flush()
		}
	}
	return n, nil
}

func (c *chunkWriter) flush() {
	if len(c.buf) > 0 {
		writeChunk(c.w, "IDAT", c.buf)
		c.buf = c.buf[:0]
	}
}

func writeChunk(w *bytes.Buffer, typ string, body []byte) {
	var n [4]byte
	binary.BigEndian.PutUint32(n[:], uint32(len(body)))
	w.Write(n[:])
	crc := crc32.NewIEEE()
	crc.Write([]byte(typ))
	crc.Write(body)
	w.WriteString(typ)
	w.Write(body)
	binary.BigEndian.PutUint32(n[:], crc.Sum32())
	w.Write(n[:])
}

// stitchImages is the general path: decode every tile, draw them into one
// image, encode it.
func stitchImages(pngs [][]byte) ([]byte, error) {
	imgs := make([]image.Image, len(pngs))
	width, height := 0, 0
	for i, data := range pngs {
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			return nil, fmt.Errorf("decoding screenshot tile %d: %w", i, err)
		}
		b := img.Bounds()
		if i == 0 {
			width = b.Dx()
		} else if b.Dx() != width {
			return nil, fmt.Errorf("screenshot tile %d is %d px wide, tile 0 %d px", i, b.Dx(), width)
		}
		imgs[i], height = img, height+b.Dy()
	}
	out := image.NewNRGBA(image.Rect(0, 0, width, height))
	y := 0
	for _, img := range imgs {
		b := img.Bounds()
		dst := out.Pix[y*out.Stride : (y+b.Dy())*out.Stride]
		switch src := img.(type) {
		case *image.NRGBA:
			copyRows(dst, out.Stride, src.Pix, src.Stride, b.Dy())
		case *image.RGBA:
			// Screenshots are opaque, so premultiplied and straight
			// alpha are the same bytes; anything else goes through draw.
			if src.Opaque() {
				copyRows(dst, out.Stride, src.Pix, src.Stride, b.Dy())
				break
			}
			draw.Draw(out, image.Rect(0, y, width, y+b.Dy()), img, b.Min, draw.Src)
		default:
			draw.Draw(out, image.Rect(0, y, width, y+b.Dy()), img, b.Min, draw.Src)
		}
		y += b.Dy()
	}
	var buf bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&buf, out); err != nil {
		return nil, fmt.Errorf("encoding the stitched screenshot: %w", err)
	}
	return buf.Bytes(), nil
}

func copyRows(dst []byte, dstStride int, src []byte, srcStride, rows int) {
	n := min(dstStride, srcStride)
	for r := range rows {
		copy(dst[r*dstStride:r*dstStride+n], src[r*srcStride:r*srcStride+n])
	}
}
