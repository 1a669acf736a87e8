package pixeldiff

import (
	"bytes"
	"compress/flate"
	"compress/zlib"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"math"
)

// ErrFormat is wrapped by every error about a file that is not a PNG this
// package (and pngjs, the decoder pixelmatch's CLI uses) can read.
var ErrFormat = errors.New("not a valid PNG")

// ErrTooLarge is wrapped when an image has more than MaxPixels pixels.
var ErrTooLarge = errors.New("image too large")

// MaxPixels bounds width×height of an input image (1 GiB of RGBA).
const MaxPixels = 1 << 28

// maxInflateRatio bounds how much a zlib stream can expand: deflate's best
// case is 1032:1. An IHDR that promises more pixel data than the IDAT
// chunks can possibly hold is rejected before anything is allocated.
const maxInflateRatio = 1032

var pngSignature = []byte("\x89PNG\r\n\x1a\n")

// PNG colour types.
const (
	ctGray      = 0
	ctRGB       = 2
	ctPalette   = 3
	ctGrayAlpha = 4
	ctRGBA      = 6
)

func formatErr(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrFormat, fmt.Sprintf(format, args...))
}

// pngFile is a PNG whose chunk structure has been checked: the signature,
// every CRC, the IHDR fields and the chunks the pixels depend on. The pixel
// data itself is checked as it is decoded.
type pngFile struct {
	width, height int
	depth         int // bits per sample: 1, 2, 4, 8 or 16
	colorType     int
	interlaced    bool
	channels      int        // samples per pixel
	palette       [][4]uint8 // PLTE entries with tRNS alpha (pngjs keeps appending PLTE chunks)
	trans         []uint16   // tRNS colour for grey (1 value) or RGB (3 values); nil if none
	idat          []byte     // the zlib stream: all IDAT payloads concatenated
}

// parsePNG checks the container like pngjs's parser does: the signature,
// IHDR first, chunk CRCs, PLTE before a palette image's pixels, tRNS
// consistent with the colour type, no unknown critical chunk, IEND and
// nothing after it. Unlike pngjs it also rejects colour type and bit depth
// pairs the PNG specification does not define (pngjs would attempt them).
func parsePNG(data []byte) (*pngFile, error) {
	if len(data) < len(pngSignature) || !bytes.Equal(data[:len(pngSignature)], pngSignature) {
		return nil, formatErr("missing PNG signature")
	}
	p := &pngFile{}
	var idat [][]byte
	idatLen := 0
	seenIHDR, seenIEND := false, false
	rest := data[len(pngSignature):]
	for len(rest) > 0 {
		if seenIEND {
			return nil, formatErr("data after IEND")
		}
		if len(rest) < 12 {
			return nil, formatErr("truncated chunk")
		}
		n := binary.BigEndian.Uint32(rest)
		if uint64(n) > uint64(len(rest)-12) {
			return nil, formatErr("truncated chunk")
		}
		name := rest[4:8]
		body := rest[8 : 8+n]
		crc := binary.BigEndian.Uint32(rest[8+n:])
		rest = rest[12+n:]
		if crc32.Update(crc32.ChecksumIEEE(name), crc32.IEEETable, body) != crc {
			return nil, formatErr("bad CRC in %q chunk", printable(name))
		}
		if !seenIHDR && string(name) != "IHDR" {
			return nil, formatErr("first chunk is not IHDR")
		}
		switch string(name) {
		case "IHDR":
			if seenIHDR {
				return nil, formatErr("second IHDR chunk")
			}
			seenIHDR = true
			if err := p.parseIHDR(body); err != nil {
				return nil, err
			}
		case "PLTE":
			for i := 0; i+3 <= len(body); i += 3 {
				p.palette = append(p.palette, [4]uint8{body[i], body[i+1], body[i+2], 0xff})
			}
		case "tRNS":
			if err := p.parseTRNS(body); err != nil {
				return nil, err
			}
		case "IDAT":
			if p.colorType == ctPalette && len(p.palette) == 0 {
				return nil, formatErr("palette image without PLTE before IDAT")
			}
			idat = append(idat, body)
			idatLen += len(body)
		case "IEND":
			seenIEND = true
		default:
			if name[0]&0x20 == 0 {
				return nil, formatErr("unsupported critical chunk %q", printable(name))
			}
		}
	}
	if !seenIEND {
		return nil, formatErr("missing IEND chunk")
	}
	if len(idat) == 0 {
		return nil, formatErr("no IDAT chunk")
	}
	// The smallest possible stream for this image: a row is its filter
	// byte plus its packed samples.
	raw := uint64(p.height) * (1 + uint64(p.rowBytes(p.width)))
	if p.interlaced {
		raw = 0
		for _, ps := range adam7 {
			pw, ph := ps.size(p.width, p.height)
			if pw > 0 && ph > 0 {
				raw += uint64(ph) * (1 + uint64(p.rowBytes(pw)))
			}
		}
	}
	if raw > maxInflateRatio*uint64(idatLen)+64 {
		return nil, formatErr("IDAT too short for a %dx%d image", p.width, p.height)
	}
	if len(idat) == 1 {
		p.idat = idat[0]
	} else {
		p.idat = bytes.Join(idat, nil)
	}
	return p, nil
}

func printable(name []byte) string {
	for _, c := range name {
		if c < 'A' || c > 'z' || (c > 'Z' && c < 'a') {
			return fmt.Sprintf("%x", name)
		}
	}
	return string(name)
}

func (p *pngFile) parseIHDR(b []byte) error {
	if len(b) != 13 {
		return formatErr("IHDR length %d", len(b))
	}
	w, h := binary.BigEndian.Uint32(b[0:]), binary.BigEndian.Uint32(b[4:])
	p.depth, p.colorType = int(b[8]), int(b[9])
	if b[10] != 0 || b[11] != 0 || b[12] > 1 {
		return formatErr("unsupported compression, filter or interlace method")
	}
	p.interlaced = b[12] == 1
	ok := false
	switch p.colorType {
	case ctGray:
		p.channels = 1
		ok = p.depth == 1 || p.depth == 2 || p.depth == 4 || p.depth == 8 || p.depth == 16
	case ctRGB:
		p.channels = 3
		ok = p.depth == 8 || p.depth == 16
	case ctPalette:
		p.channels = 1
		ok = p.depth == 1 || p.depth == 2 || p.depth == 4 || p.depth == 8
	case ctGrayAlpha:
		p.channels = 2
		ok = p.depth == 8 || p.depth == 16
	case ctRGBA:
		p.channels = 4
		ok = p.depth == 8 || p.depth == 16
	}
	if !ok {
		return formatErr("unsupported colour type %d with bit depth %d", p.colorType, p.depth)
	}
	if w == 0 || h == 0 || w > math.MaxInt32 || h > math.MaxInt32 {
		return formatErr("bad dimensions %dx%d", w, h)
	}
	if uint64(w)*uint64(h) > MaxPixels {
		return fmt.Errorf("%w: %dx%d is more than %d pixels", ErrTooLarge, w, h, MaxPixels)
	}
	p.width, p.height = int(w), int(h)
	return nil
}

func (p *pngFile) parseTRNS(b []byte) error {
	switch p.colorType {
	case ctPalette:
		if len(p.palette) == 0 {
			return formatErr("tRNS before PLTE")
		}
		if len(b) > len(p.palette) {
			return formatErr("tRNS has more entries than PLTE")
		}
		for i, a := range b {
			p.palette[i][3] = a
		}
	case ctGray:
		if len(b) < 2 {
			return formatErr("short tRNS chunk")
		}
		p.trans = []uint16{binary.BigEndian.Uint16(b)}
	case ctRGB:
		if len(b) < 6 {
			return formatErr("short tRNS chunk")
		}
		p.trans = []uint16{binary.BigEndian.Uint16(b), binary.BigEndian.Uint16(b[2:]), binary.BigEndian.Uint16(b[4:])}
	}
	// pngjs ignores tRNS on images that have an alpha channel.
	return nil
}

// rowBytes is the length of a row of w pixels, without its filter byte.
func (p *pngFile) rowBytes(w int) int {
	return (w*p.channels*p.depth + 7) / 8
}

// filterBpp is the byte distance the filters look back: one pixel, at
// least one byte.
func (p *pngFile) filterBpp() int {
	return max(1, p.channels*p.depth/8)
}

// rowReader inflates and unfilters the rows of one (sub-)image in order.
type rowReader struct {
	zr        io.Reader
	bpp       int
	cur, prev []byte // filter byte + row; prev is all zeros before the first row
}

func newRowReader(zr io.Reader, bpp int) *rowReader {
	return &rowReader{zr: zr, bpp: bpp}
}

// reset prepares for rows of n bytes (a new interlace pass starts with a
// zero previous row).
func (r *rowReader) reset(n int) {
	if cap(r.cur) < n+1 {
		r.cur, r.prev = make([]byte, n+1), make([]byte, n+1)
	}
	r.cur, r.prev = r.cur[:n+1], r.prev[:n+1]
	clear(r.cur) // next swaps first: this becomes the previous row
	clear(r.prev)
}

// next returns the next unfiltered row. The slice is valid until the
// following call.
func (r *rowReader) next() ([]byte, error) {
	r.prev, r.cur = r.cur, r.prev
	if _, err := io.ReadFull(r.zr, r.cur); err != nil {
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			return nil, formatErr("not enough image data")
		}
		return nil, formatErr("%v", err)
	}
	cdat, pdat := r.cur[1:], r.prev[1:]
	bpp := r.bpp
	switch r.cur[0] {
	case 0:
	case 1:
		for i := bpp; i < len(cdat); i++ {
			cdat[i] += cdat[i-bpp]
		}
	case 2:
		for i, p := range pdat {
			cdat[i] += p
		}
	case 3:
		for i := 0; i < bpp && i < len(cdat); i++ {
			cdat[i] += pdat[i] / 2
		}
		for i := bpp; i < len(cdat); i++ {
			cdat[i] += uint8((int(cdat[i-bpp]) + int(pdat[i])) / 2)
		}
	case 4:
		unfilterPaeth(cdat, pdat, bpp)
	default:
		return nil, formatErr("unknown filter type %d", r.cur[0])
	}
	return cdat, nil
}

// unfilterPaeth reverses the Paeth filter (PNG spec §9.4) in place.
func unfilterPaeth(cdat, pdat []byte, bpp int) {
	for i := 0; i < bpp && i < len(cdat); i++ {
		var a, c int // left and upper-left of the first pixel are zero
		for j := i; j < len(cdat); j += bpp {
			b := int(pdat[j])
			pa, pb := b-c, a-c
			pc := absInt(pa + pb)
			pa, pb = absInt(pa), absInt(pb)
			if pa <= pb && pa <= pc {
				// predictor is a
			} else if pb <= pc {
				a = b
			} else {
				a = c
			}
			a = (a + int(cdat[j])) & 0xff
			cdat[j] = uint8(a)
			c = b
		}
	}
}

func absInt(x int) int {
	m := x >> 63
	return (x ^ m) - m
}

// scale16 is pngjs's reduction of a 16-bit sample to 8 bits:
// Math.floor(v*255/65535 + 0.5).
func scale16(v uint16) uint8 {
	return uint8(math.Floor(float64(int(v)*255)/65535 + 0.5))
}

// convertRow writes the first n pixels of an unfiltered row as RGBA into
// dst (4n bytes) the way pngjs normalises them: samples of fewer than 8
// bits are scaled with floor(v*255/max + 0.5), 16-bit samples likewise; a
// grey or RGB pixel equal to the tRNS colour (compared at full precision,
// before scaling) becomes 0,0,0,0; palette indexes are looked up. It also
// checks every palette index of the whole row (pngjs fails on any index
// outside the palette, even in pixels that are never compared).
func (p *pngFile) convertRow(dst, row []byte, n, width int) error {
	dst = dst[:4*n]
	switch {
	case p.colorType == ctRGB && p.depth == 8:
		src := row[:3*n]
		if p.trans == nil {
			rgbToRGBA(dst, src, n)
			return nil
		}
		tr, tg, tb := p.trans[0], p.trans[1], p.trans[2]
		for i, j := 0, 0; j+3 < len(dst) && i+2 < len(src); i, j = i+3, j+4 {
			r, g, b := src[i], src[i+1], src[i+2]
			if uint16(r) == tr && uint16(g) == tg && uint16(b) == tb {
				dst[j], dst[j+1], dst[j+2], dst[j+3] = 0, 0, 0, 0
			} else {
				dst[j], dst[j+1], dst[j+2], dst[j+3] = r, g, b, 0xff
			}
		}
		return nil
	case p.colorType == ctRGBA && p.depth == 8:
		copy(dst, row[:4*n])
		return nil
	case p.colorType == ctGrayAlpha && p.depth == 8:
		for x := 0; x < n; x++ {
			v, a := row[2*x], row[2*x+1]
			dst[4*x], dst[4*x+1], dst[4*x+2], dst[4*x+3] = v, v, v, a
		}
		return nil
	case p.depth == 16:
		c := p.channels
		for x := 0; x < n; x++ {
			var s [4]uint16
			for k := 0; k < c; k++ {
				s[k] = binary.BigEndian.Uint16(row[2*(c*x+k):])
			}
			d := dst[4*x : 4*x+4]
			switch p.colorType {
			case ctGray:
				if p.trans != nil && s[0] == p.trans[0] {
					d[0], d[1], d[2], d[3] = 0, 0, 0, 0
					continue
				}
				v := scale16(s[0])
				d[0], d[1], d[2], d[3] = v, v, v, 0xff
			case ctRGB:
				if p.trans != nil && s[0] == p.trans[0] && s[1] == p.trans[1] && s[2] == p.trans[2] {
					d[0], d[1], d[2], d[3] = 0, 0, 0, 0
					continue
				}
				d[0], d[1], d[2], d[3] = scale16(s[0]), scale16(s[1]), scale16(s[2]), 0xff
			case ctGrayAlpha:
				v := scale16(s[0])
				d[0], d[1], d[2], d[3] = v, v, v, scale16(s[1])
			case ctRGBA:
				d[0], d[1], d[2], d[3] = scale16(s[0]), scale16(s[1]), scale16(s[2]), scale16(s[3])
			}
		}
		return nil
	}
	// Grey or palette at 1, 2, 4 or 8 bits: one sample per pixel.
	depth := p.depth
	maxV := 1<<depth - 1
	perByte := 8 / depth
	sample := func(x int) int {
		if depth == 8 {
			return int(row[x])
		}
		shift := 8 - depth*(x%perByte+1)
		return int(row[x/perByte]>>shift) & maxV
	}
	if p.colorType == ctPalette {
		for x := 0; x < width; x++ {
			i := sample(x)
			if i >= len(p.palette) {
				return formatErr("palette index %d out of range", i)
			}
			if x < n {
				c := p.palette[i]
				copy(dst[4*x:4*x+4], c[:])
			}
		}
		return nil
	}
	for x := 0; x < n; x++ {
		v := sample(x)
		d := dst[4*x : 4*x+4]
		if p.trans != nil && uint16(v) == p.trans[0] {
			d[0], d[1], d[2], d[3] = 0, 0, 0, 0
			continue
		}
		g := uint8(v)
		if depth < 8 {
			g = uint8(math.Floor(float64(v*255)/float64(maxV) + 0.5))
		}
		d[0], d[1], d[2], d[3] = g, g, g, 0xff
	}
	return nil
}

// rgbToRGBA expands n opaque RGB pixels, the format of most screenshots,
// four at a time.
func rgbToRGBA(dst, src []byte, n int) {
	x := 0
	for ; x+4 <= n; x += 4 {
		s := src[3*x : 3*x+12 : 3*x+12]
		d := dst[4*x : 4*x+16 : 4*x+16]
		lo := binary.LittleEndian.Uint64(s[0:8])
		hi := binary.LittleEndian.Uint32(s[8:12])
		binary.LittleEndian.PutUint64(d[0:8], lo&0xffffff|lo<<8&0xffffff00000000|0xff000000ff000000)
		mid := lo>>48 | uint64(hi)<<16 // pixels 2 and 3: bytes 6..11
		binary.LittleEndian.PutUint64(d[8:16], mid&0xffffff|mid<<8&0xffffff00000000|0xff000000ff000000)
	}
	for ; x < n; x++ {
		s := src[3*x : 3*x+3 : 3*x+3]
		binary.LittleEndian.PutUint32(dst[4*x:], uint32(s[0])|uint32(s[1])<<8|uint32(s[2])<<16|0xff000000)
	}
}

// adam7 describes the seven interlace passes: pixel (x0+dx*i, y0+dy*j).
type adam7Pass struct{ x0, y0, dx, dy int }

var adam7 = [7]adam7Pass{
	{0, 0, 8, 8}, {4, 0, 8, 8}, {0, 4, 4, 8}, {2, 0, 4, 4}, {0, 2, 2, 4}, {1, 0, 2, 2}, {0, 1, 1, 2},
}

func (ps adam7Pass) size(w, h int) (int, int) {
	return (w - ps.x0 + ps.dx - 1) / ps.dx, (h - ps.y0 + ps.dy - 1) / ps.dy
}

// pngDecoder produces the rows of one PNG in order, cropped to the first
// cropW pixels, and then checks the remainder of the data.
type pngDecoder struct {
	p     *pngFile
	src   *bytes.Reader // the zlib stream; what is left of it after the end
	zr    io.ReadCloser
	rr    *rowReader
	y     int
	full  []byte // interlaced images are decoded whole; rows are served from here
	cropW int
	// last is the previous row's output. It stays valid until the next
	// row: the band holding it is not released before the decoder has
	// published the band after the next one.
	last []byte
}

func newPNGDecoder(p *pngFile, cropW int) (*pngDecoder, error) {
	// A *bytes.Reader is an io.ByteReader, so flate reads no further than
	// the end of the deflate stream.
	src := bytes.NewReader(p.idat)
	var zr io.ReadCloser
	if p.interlaced {
		var err error
		if zr, err = zlib.NewReader(src); err != nil {
			return nil, formatErr("%v", err)
		}
	} else {
		// pngjs never checks the checksum of a non-interlaced image (see
		// finish), so the zlib wrapper is read here and the deflate
		// stream inflated without computing Adler-32.
		if len(p.idat) < 2 {
			return nil, formatErr("zlib: invalid header")
		}
		cmf, flg := p.idat[0], p.idat[1]
		if cmf&0x0f != 8 || cmf>>4 > 7 || (uint(cmf)<<8|uint(flg))%31 != 0 || flg&0x20 != 0 {
			return nil, formatErr("zlib: invalid header")
		}
		src.Seek(2, io.SeekStart)
		zr = flate.NewReader(src)
	}
	d := &pngDecoder{p: p, src: src, zr: zr, rr: newRowReader(zr, p.filterBpp()), cropW: cropW}
	if !p.interlaced {
		d.rr.reset(p.rowBytes(p.width))
	}
	return d, nil
}

// readRow decodes the next row into dst (4*cropW bytes); dst may be nil to
// decode and check a row that is not needed.
func (d *pngDecoder) readRow(dst []byte) error {
	p := d.p
	if p.interlaced && d.full == nil {
		if err := d.decodeInterlaced(); err != nil {
			return err
		}
	}
	y := d.y
	d.y++
	if d.full != nil {
		if dst != nil {
			copy(dst, d.full[4*p.width*y:][:4*d.cropW])
		}
		return nil
	}
	row, err := d.rr.next()
	if err != nil {
		return err
	}
	if dst == nil {
		d.last = nil
		if p.colorType == ctPalette {
			return p.convertRow(nil, row, 0, p.width)
		}
		return nil
	}
	// Screenshots repeat rows (backgrounds, margins): a row equal to the
	// previous one is copied rather than converted again.
	if d.last != nil && bytes.Equal(row, d.rr.prev[1:]) {
		copy(dst, d.last)
	} else if err := p.convertRow(dst, row, d.cropW, p.width); err != nil {
		return err
	}
	d.last = dst
	return nil
}

// finish decodes the rows not yet read and checks the end of the data as
// pngjs does. For a non-interlaced image pngjs 7 (under node 20) inflates
// into a buffer of exactly the image's size and ignores zlib's errors,
// but its result comes out short, and it fails, when compressed data is
// left over: so a missing or wrong checksum passes, while pixel data
// beyond the last row, or bytes after the end of the zlib stream, fail. (A
// stream that ends early fails here; pngjs would return uninitialised
// memory.)
func (d *pngDecoder) finish() error {
	for d.y < d.p.height {
		if err := d.readRow(nil); err != nil {
			return err
		}
	}
	if d.full != nil {
		return nil // decodeInterlaced checked the end
	}
	var one [1]byte
	n, err := d.zr.Read(one[:])
	if n > 0 {
		return formatErr("more image data than %dx%d pixels", d.p.width, d.p.height)
	}
	left := d.src.Len()
	if err == io.EOF {
		left -= 4 // the Adler-32 checksum, consumed but not checked by pngjs
	}
	if left > 0 {
		return formatErr("%d bytes after the end of the zlib stream", left)
	}
	return nil
}

// decodeInterlaced decodes an Adam7 image whole. pngjs inflates the whole
// stream for those with node's zlib, which checks the checksum and
// ignores bytes after the end of the stream; pixel data beyond the last
// row fails.
func (d *pngDecoder) decodeInterlaced() error {
	p := d.p
	w, h := p.width, p.height
	d.full = make([]byte, 4*w*h)
	var tmp []byte
	for _, ps := range adam7 {
		pw, ph := ps.size(w, h)
		if pw <= 0 || ph <= 0 {
			continue
		}
		d.rr.reset(p.rowBytes(pw))
		if cap(tmp) < 4*pw {
			tmp = make([]byte, 4*pw)
		}
		tmp = tmp[:4*pw]
		for j := 0; j < ph; j++ {
			row, err := d.rr.next()
			if err != nil {
				return err
			}
			if err := p.convertRow(tmp, row, pw, pw); err != nil {
				return err
			}
			y := ps.y0 + j*ps.dy
			for i := 0; i < pw; i++ {
				x := ps.x0 + i*ps.dx
				copy(d.full[4*(y*w+x):4*(y*w+x)+4], tmp[4*i:4*i+4])
			}
		}
	}
	var one [1]byte
	if n, err := d.zr.Read(one[:]); n > 0 {
		return formatErr("too much image data")
	} else if err != io.EOF {
		if err == nil {
			err = io.ErrNoProgress
		}
		return formatErr("%v", err)
	}
	return nil
}

// DecodePNG decodes a PNG into RGBA the way pngjs (and so pixelmatch's
// CLI) does; see convertRow for the conversions. Errors wrap ErrFormat or
// ErrTooLarge.
func DecodePNG(data []byte) (*Image, error) {
	p, err := parsePNG(data)
	if err != nil {
		return nil, err
	}
	d, err := newPNGDecoder(p, p.width)
	if err != nil {
		return nil, err
	}
	img := &Image{Width: p.width, Height: p.height}
	if p.interlaced {
		if err := d.decodeInterlaced(); err != nil {
			return nil, err
		}
		img.Pix = d.full
		return img, nil
	}
	img.Pix = make([]byte, 4*p.width*p.height)
	stride := 4 * p.width
	for y := 0; y < p.height; y++ {
		if err := d.readRow(img.Pix[y*stride : (y+1)*stride]); err != nil {
			return nil, err
		}
	}
	if err := d.finish(); err != nil {
		return nil, err
	}
	return img, nil
}
