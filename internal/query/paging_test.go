package query

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"strconv"
	"testing"

	"github.com/nats-io/nats.go"
)

// TestPaging: a reply cut into pages by Page reassembles to the same
// bytes; pages of another answer are seen as a change; pages that do not
// add up to the stated size and hash are a bad reply.
func TestPaging(t *testing.T) {
	reply := bytes.Repeat([]byte("0123456789abcdef"), 1000) // 16,000 bytes
	other := bytes.Repeat([]byte("fedcba9876543210"), 1000)
	read := func(r []byte, size int) ([][]byte, []pageMeta) {
		var pages [][]byte
		var metas []pageMeta
		for i := 0; ; i++ {
			m, err := Page(r, ReplySum(r), i, size)
			if err != nil {
				break
			}
			meta, ok, err := readPageMeta(m.Header)
			if !ok || err != nil {
				t.Fatalf("page %d: %v %v", i, ok, err)
			}
			pages, metas = append(pages, m.Data), append(metas, meta)
		}
		return pages, metas
	}
	for _, size := range []int{1000, 4096, 15999} {
		pages, metas := read(reply, size)
		if want := (len(reply) + size - 1) / size; len(pages) != want {
			t.Fatalf("page size %d: %d pages, want %d", size, len(pages), want)
		}
		got, changed, err := assemble(metas[0], pages, metas)
		if err != nil || changed || !bytes.Equal(got, reply) {
			t.Fatalf("page size %d: %d bytes, changed %v, %v", size, len(got), changed, err)
		}
		// The answer changed after the first page.
		op, om := read(other, size)
		mixed, mm := append([][]byte{pages[0]}, op[1:]...), append([]pageMeta{metas[0]}, om[1:]...)
		if _, changed, err := assemble(metas[0], mixed, mm); !changed || err != nil {
			t.Errorf("page size %d: mixed answers: changed %v, %v", size, changed, err)
		}
		// A page's bytes altered under the same headers.
		bad := append([][]byte(nil), pages...)
		bad[len(bad)-1] = bytes.ToUpper(bad[len(bad)-1])
		if _, _, err := assemble(metas[0], bad, metas); !errors.Is(err, ErrBadReply) {
			t.Errorf("page size %d: altered page: %v", size, err)
		}
	}
	if _, err := Page(reply, ReplySum(reply), 16, 1000); err == nil {
		t.Error("a page past the end was made")
	}
	for _, v := range []string{"-1", "01", "x", "1e3", " 1"} {
		if _, err := ParsePage(v); err == nil {
			t.Errorf("ParsePage(%q) accepted", v)
		}
	}
}

// FuzzPageHeaders: any reply headers are read as a page or refused as a
// bad reply, never a panic, and pages that assemble are the bytes their
// headers name.
func FuzzPageHeaders(f *testing.F) {
	f.Add("0", "2", "5", "", []byte("abc"), []byte("de"))
	f.Add("1", "2", "5", "00", []byte("abc"), []byte("de"))
	f.Add("0", "3", "99999999999", "", []byte(""), []byte("x"))
	f.Fuzz(func(t *testing.T, page, pages, size, sum string, a, b []byte) {
		whole := append(append([]byte(nil), a...), b...)
		if sum == "" {
			s := sha256.Sum256(whole)
			sum = hex.EncodeToString(s[:])
		}
		h := nats.Header{}
		h.Set(HeaderPage, page)
		h.Set(HeaderPages, pages)
		h.Set(HeaderReplySize, size)
		h.Set(HeaderReplySHA256, sum)
		m, ok, err := readPageMeta(h)
		if ok != (pages != "") {
			t.Fatalf("Tribunal-Pages %q read as paged: %v", pages, ok)
		}
		if !ok {
			return
		}
		if err != nil {
			if !errors.Is(err, ErrBadReply) {
				t.Fatalf("%v is not ErrBadReply", err)
			}
			return
		}
		metas := make([]pageMeta, m.pages)
		data := make([][]byte, m.pages)
		for i := range metas {
			metas[i] = m
			metas[i].page = i
		}
		if len(data) > 0 {
			data[0] = a
		}
		if len(data) > 1 {
			data[1] = b
		}
		got, changed, err := assemble(m, data, metas)
		if err == nil && !changed && (len(got) != m.size || strconv.Itoa(len(got)) != size) {
			t.Fatalf("assembled %d bytes for a stated %s", len(got), size)
		}
	})
}
