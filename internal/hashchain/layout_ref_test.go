package hashchain

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// refCheckLayout is checkLayout as it was before it reused its page
// buffers and kept the pages reached in a bitmap: the reference
// FuzzCheckLayoutReference compares with. It reads a bbolt file with ordinary reads (never through a
// memory map) and checks what bbolt's own code trusts when it maps the
// file: the meta page it will use, the freelist page, and every branch,
// leaf and inline bucket page the root bucket reaches — that each page
// lies below the high-water mark and inside the file, that its elements
// fit in it, and that no page is reached twice. Past this check bbolt
// reads no byte outside the file, so a damaged file cannot fault the
// process; what the bytes mean is the chain's own checks' business.
func refCheckLayout(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return err
	}
	l := &refLayout{f: f, size: st.Size(), seen: map[uint64]bool{}}
	return l.check()
}

type refLayout struct {
	f    *os.File
	size int64
	ps   uint64 // page size
	hwm  uint64 // pages in use: the high-water mark
	seen map[uint64]bool
}

type refMeta struct {
	ps, root, freelist, pgid, txid uint64
}

// refReadMeta reads the meta page at off; ok is false when it is not valid
// (bbolt then uses the other one).
func (l *refLayout) refReadMeta(off int64) (refMeta, bool) {
	var b [pageHeaderSize + 64]byte
	if _, err := l.f.ReadAt(b[:], off); err != nil {
		return refMeta{}, false
	}
	m := b[pageHeaderSize:]
	le := binary.LittleEndian
	if le.Uint32(m[0:]) != boltMagic || le.Uint32(m[4:]) != boltVersion {
		return refMeta{}, false
	}
	h := fnv.New64a()
	h.Write(m[:56])
	if h.Sum64() != le.Uint64(m[56:]) {
		return refMeta{}, false
	}
	return refMeta{ps: uint64(le.Uint32(m[8:])), root: le.Uint64(m[16:]), freelist: le.Uint64(m[32:]), pgid: le.Uint64(m[40:]), txid: le.Uint64(m[48:])}, true
}

func (l *refLayout) check() error {
	m0, ok0 := l.refReadMeta(0)
	var m refMeta
	switch {
	case ok0:
		m1, ok1 := l.refReadMeta(int64(m0.ps))
		m = m0
		if ok1 && m1.txid > m0.txid {
			m = m1
		}
	default:
		// Meta 0 is unreadable: bbolt finds meta 1 by trying page sizes.
		for _, ps := range []int64{4096, 8192, 16384, 32768, 65536} {
			if m1, ok := l.refReadMeta(ps); ok && int64(m1.ps) == ps {
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
	if m.freelist != noFreelist {
		p, flags, count, err := l.page(m.freelist)
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

// page reads the start of page id: its header, and then the bytes the
// checks ask for (refPageBytes.get). A page's overflow pages hold keys and
// values, which the checks only bound by the page's length and never read
// (except an inline bucket's), so the file's entries are not copied out.
func (l *refLayout) page(id uint64) (data *refPageBytes, flags, count uint16, err error) {
	if id < 2 || id >= l.hwm {
		return nil, 0, 0, bad("page %d is outside the pages in use [2, %d)", id, l.hwm)
	}
	// One read takes the header and the first elements of most pages.
	head := make([]byte, min(l.ps, pageHeadRead))
	if _, err := l.f.ReadAt(head, int64(id*l.ps)); err != nil && !errors.Is(err, io.EOF) {
		return nil, 0, 0, bad("page %d: %v", id, err)
	}
	le := binary.LittleEndian
	if got := le.Uint64(head[0:]); got != id {
		return nil, 0, 0, bad("page %d says it is page %d", id, got)
	}
	flags, count = le.Uint16(head[8:]), le.Uint16(head[10:])
	overflow := uint64(le.Uint32(head[12:]))
	if id+overflow >= l.hwm {
		return nil, 0, 0, bad("page %d runs %d pages past the pages in use", id, overflow)
	}
	return &refPageBytes{f: l.f, id: id, off: int64(id * l.ps), n: (1 + overflow) * l.ps, buf: head}, flags, count, nil
}

// refPageBytes is a page of n bytes (with its overflow pages) of which buf,
// its start, has been read; the rest is read when asked for. An inline
// bucket's page is all in buf (f nil).
type refPageBytes struct {
	f   *os.File
	id  uint64
	off int64
	n   uint64
	buf []byte
}

func refInlinePage(b []byte) *refPageBytes { return &refPageBytes{n: uint64(len(b)), buf: b} }

// get returns bytes [lo, hi) of the page (hi <= n).
func (p *refPageBytes) get(lo, hi uint64) ([]byte, error) {
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
func (l *refLayout) tree(id uint64, depth int) error {
	if depth > maxDepth {
		return bad("the tree is deeper than %d pages", maxDepth)
	}
	if l.seen[id] {
		return bad("page %d is reached twice", id)
	}
	l.seen[id] = true
	p, flags, count, err := l.page(id)
	if err != nil {
		return err
	}
	return l.nodes(p, flags, count, fmt.Sprintf("page %d", id), depth)
}

// nodes checks the elements of one page p (a page of the file, or an
// inline bucket's page inside a value).
func (l *refLayout) nodes(p *refPageBytes, flags, count uint16, what string, depth int) error {
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
			if err := l.nodes(refInlinePage(in), flagLeaf, le.Uint16(in[10:]), what+" inline bucket", depth+1); err != nil {
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

// FuzzCheckLayoutReference: checkLayout, which reuses one page buffer
// per tree depth and keeps the pages reached in a bitmap, returns
// exactly what the reference (a buffer per page, a map) returns on any
// bytes: a real chain of 40 entries, and one of 600 whose tree is two
// levels deeper, with any bytes changed or cut.
func FuzzCheckLayoutReference(f *testing.F) {
	dir := f.TempDir()
	key := testKey(f, "fuzz.example/layout")
	for _, n := range []int{40, 600} {
		path := filepath.Join(dir, fmt.Sprintf("seed%d.db", n))
		buildChain(f, path, key, 8, testRecords(f, testSigner(f, events.RoleW1), 0, n))
		seed, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(seed, -1, -1, byte(0))
		f.Add(seed, len(seed)/2, -1, byte(0))
		f.Add(seed, -1, 3*4096+17, byte(0xff))
		f.Add(seed, -1, 4*4096+11, byte(0x40)) // a page's count
		f.Add(seed, -1, len(seed)-4096+20, byte(0x01))
	}
	f.Fuzz(func(t *testing.T, data []byte, cut, at int, b byte) {
		p, _ := damagedChain(t, data, cut, at, b)
		got, want := checkLayout(p), refCheckLayout(p)
		if (got == nil) != (want == nil) || got != nil && (got.Error() != want.Error() || errors.Is(got, errLayout) != errors.Is(want, errLayout)) {
			t.Fatalf("checkLayout: %v; the reference: %v", got, want)
		}
	})
}
