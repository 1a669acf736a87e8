package hashchain

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"os"
)

// checkLayout reads a bbolt file with ordinary reads (never through a
// memory map) and checks what bbolt's own code trusts when it maps the
// file: the meta page it will use, the freelist page, and every branch,
// leaf and inline bucket page the root bucket reaches — that each page
// lies below the high-water mark and inside the file, that its elements
// fit in it, and that no page is reached twice. Past this check bbolt
// reads no byte outside the file, so a damaged file cannot fault the
// process; what the bytes mean is the chain's own checks' business.
func checkLayout(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return err
	}
	l := &layout{f: f, size: st.Size()}
	return l.check()
}

// bbolt's on-disk layout (go.etcd.io/bbolt/internal/common).
const (
	pageHeaderSize = 16
	elemSize       = 16 // branch and leaf page elements alike
	flagBranch     = 0x01
	flagLeaf       = 0x02
	flagFreelist   = 0x10
	leafBucket     = 0x01
	boltMagic      = 0xED0CDAED
	boltVersion    = 2
	noFreelist     = ^uint64(0)
	maxDepth       = 64
)

type layout struct {
	f    *os.File
	size int64
	ps   uint64 // page size
	hwm  uint64 // pages in use: the high-water mark
	// seen has bit id set for every page id < hwm the tree reached.
	seen []uint64
	// pages[d] is the page being checked at depth d of the tree, its
	// buffer reused by every page at that depth: a chain file has tens
	// of thousands of pages, and one allocation each was most of this
	// check's memory (this check runs before verify starts, on one core).
	pages []*pageBytes
}

var errLayout = errors.New("layout")

func bad(format string, args ...any) error {
	return fmt.Errorf("%w: %s", errLayout, fmt.Sprintf(format, args...))
}

type meta struct {
	ps, root, freelist, pgid, txid uint64
}

// readMeta reads the meta page at off; ok is false when it is not valid
// (bbolt then uses the other one).
func (l *layout) readMeta(off int64) (meta, bool) {
	var b [pageHeaderSize + 64]byte
	if _, err := l.f.ReadAt(b[:], off); err != nil {
		return meta{}, false
	}
	m := b[pageHeaderSize:]
	le := binary.LittleEndian
	if le.Uint32(m[0:]) != boltMagic || le.Uint32(m[4:]) != boltVersion {
		return meta{}, false
	}
	h := fnv.New64a()
	h.Write(m[:56])
	if h.Sum64() != le.Uint64(m[56:]) {
		return meta{}, false
	}
	return meta{ps: uint64(le.Uint32(m[8:])), root: le.Uint64(m[16:]), freelist: le.Uint64(m[32:]), pgid: le.Uint64(m[40:]), txid: le.Uint64(m[48:])}, true
}

func (l *layout) check() error {
	m0, ok0 := l.readMeta(0)
	var m meta
	switch {
	case ok0:
		m1, ok1 := l.readMeta(int64(m0.ps))
		m = m0
		if ok1 && m1.txid > m0.txid {
			m = m1
		}
	default:
		// Meta 0 is unreadable: bbolt finds meta 1 by trying page sizes.
		for _, ps := range []int64{4096, 8192, 16384, 32768, 65536} {
			if m1, ok := l.readMeta(ps); ok && int64(m1.ps) == ps {
				m, ok0 = m1, true
				break
			}
		}
		if !ok0 {
			return bad("no valid meta page")
		}
	}
	if m.ps < 1024 || m.ps > 1<<16 || m.ps&(m.ps-1) != 0 {
		return bad("page size %d", m.ps)
	}
	l.ps, l.hwm = m.ps, m.pgid
	if l.hwm < 2 || l.hwm > uint64(l.size)/l.ps {
		return bad("the pages in use reach %d bytes, the file is %d bytes: it was cut short", l.hwm*l.ps, l.size)
	}
	l.seen = make([]uint64, (l.hwm+63)/64)
	if m.freelist != noFreelist {
		p, flags, count, err := l.page(m.freelist, 0)
		if err != nil {
			return err
		}
		if flags != flagFreelist {
			return bad("freelist page %d has flags %#x", m.freelist, flags)
		}
		n, skip := uint64(count), uint64(0)
		if count == 0xFFFF {
			if p.n < pageHeaderSize+8 {
				return bad("freelist page %d is short", m.freelist)
			}
			c, err := p.get(pageHeaderSize, pageHeaderSize+8)
			if err != nil {
				return err
			}
			n, skip = binary.LittleEndian.Uint64(c), 1
		}
		if n > p.n || pageHeaderSize+(n+skip)*8 > p.n {
			return bad("freelist page %d lists %d pages, more than it holds", m.freelist, n)
		}
	}
	return l.tree(m.root, 0)
}

// page reads the start of page id, at depth depth of the tree: its
// header, and then the bytes the checks ask for (pageBytes.get). A page's
// overflow pages hold keys and values, which the checks only bound by the
// page's length and never read (except an inline bucket's), so the file's
// entries are not copied out. The page is valid until the next call at
// the same depth.
func (l *layout) page(id uint64, depth int) (data *pageBytes, flags, count uint16, err error) {
	if id < 2 || id >= l.hwm {
		return nil, 0, 0, bad("page %d is outside the pages in use [2, %d)", id, l.hwm)
	}
	for len(l.pages) <= depth {
		l.pages = append(l.pages, &pageBytes{buf: make([]byte, min(l.ps, pageHeadRead))})
	}
	// One read takes the header and the first elements of most pages.
	head := l.pages[depth].buf
	n, err := l.f.ReadAt(head, int64(id*l.ps))
	if err != nil && !errors.Is(err, io.EOF) {
		return nil, 0, 0, bad("page %d: %v", id, err)
	}
	clear(head[n:]) // what a short read left of the page before
	le := binary.LittleEndian
	if got := le.Uint64(head[0:]); got != id {
		return nil, 0, 0, bad("page %d says it is page %d", id, got)
	}
	flags, count = le.Uint16(head[8:]), le.Uint16(head[10:])
	overflow := uint64(le.Uint32(head[12:]))
	if id+overflow >= l.hwm {
		return nil, 0, 0, bad("page %d runs %d pages past the pages in use", id, overflow)
	}
	p := l.pages[depth]
	*p = pageBytes{f: l.f, id: id, off: int64(id * l.ps), n: (1 + overflow) * l.ps, buf: head}
	return p, flags, count, nil
}

// pageHeadRead is how much of a page page reads at once: the header and
// 63 elements.
const pageHeadRead = 1024

// pageBytes is a page of n bytes (with its overflow pages) of which buf,
// its start, has been read; the rest is read when asked for. An inline
// bucket's page is all in buf (f nil).
type pageBytes struct {
	f   *os.File
	id  uint64
	off int64
	n   uint64
	buf []byte
}

func inlinePage(b []byte) *pageBytes { return &pageBytes{n: uint64(len(b)), buf: b} }

// get returns bytes [lo, hi) of the page (hi <= n).
func (p *pageBytes) get(lo, hi uint64) ([]byte, error) {
	if hi <= uint64(len(p.buf)) {
		return p.buf[lo:hi], nil
	}
	b := make([]byte, hi-lo)
	if _, err := p.f.ReadAt(b, p.off+int64(lo)); err != nil && !errors.Is(err, io.EOF) {
		return nil, bad("page %d: %v", p.id, err)
	}
	return b, nil
}

// tree checks the branch or leaf page id and everything below it.
func (l *layout) tree(id uint64, depth int) error {
	if depth > maxDepth {
		return bad("the tree is deeper than %d pages", maxDepth)
	}
	if id < l.hwm { // a page past it is refused by page
		w, bit := id/64, uint64(1)<<(id%64)
		if l.seen[w]&bit != 0 {
			return bad("page %d is reached twice", id)
		}
		l.seen[w] |= bit
	}
	p, flags, count, err := l.page(id, depth)
	if err != nil {
		return err
	}
	return l.nodes(p, flags, count, fmt.Sprintf("page %d", id), depth)
}

// nodes checks the elements of one page p (a page of the file, or an
// inline bucket's page inside a value).
func (l *layout) nodes(p *pageBytes, flags, count uint16, what string, depth int) error {
	le := binary.LittleEndian
	n := uint64(count)
	if pageHeaderSize+n*elemSize > p.n {
		return bad("%s: %d elements do not fit in it", what, n)
	}
	elems, err := p.get(pageHeaderSize, pageHeaderSize+n*elemSize)
	if err != nil {
		return err
	}
	for i := uint64(0); i < n; i++ {
		at := pageHeaderSize + i*elemSize
		e := elems[i*elemSize : (i+1)*elemSize]
		switch flags {
		case flagBranch:
			pos, ksize, child := uint64(le.Uint32(e[0:])), uint64(le.Uint32(e[4:])), le.Uint64(e[8:])
			if at+pos+ksize > p.n {
				return bad("%s: key %d runs past the page", what, i)
			}
			if err := l.tree(child, depth+1); err != nil {
				return err
			}
		case flagLeaf:
			eflags, pos, ksize, vsize := le.Uint32(e[0:]), uint64(le.Uint32(e[4:])), uint64(le.Uint32(e[8:])), uint64(le.Uint32(e[12:]))
			end := at + pos + ksize + vsize
			if end > p.n {
				return bad("%s: element %d runs past the page", what, i)
			}
			if eflags&leafBucket == 0 {
				continue
			}
			v, err := p.get(at+pos+ksize, end)
			if err != nil {
				return err
			}
			if len(v) < 16 {
				return bad("%s: bucket %d is %d bytes", what, i, len(v))
			}
			if root := le.Uint64(v[0:]); root != 0 {
				if err := l.tree(root, depth+1); err != nil {
					return err
				}
				continue
			}
			in := v[16:]
			if len(in) < pageHeaderSize {
				return bad("%s: inline bucket %d is short", what, i)
			}
			if f := le.Uint16(in[8:]); f != flagLeaf {
				return bad("%s: inline bucket %d has flags %#x", what, i, f)
			}
			if err := l.nodes(inlinePage(in), flagLeaf, le.Uint16(in[10:]), what+" inline bucket", depth+1); err != nil {
				return err
			}
		default:
			return bad("%s has flags %#x", what, flags)
		}
	}
	if flags != flagBranch && flags != flagLeaf {
		return bad("%s has flags %#x", what, flags)
	}
	return nil
}
