package query

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strconv"

	"github.com/nats-io/nats.go"
)

// Paged replies. A reply larger than one broker message (max_payload) is
// sent in pages when the asker says it can reassemble them: the query
// carries the header Tribunal-Paging: 1 and, for every page after the
// first, Tribunal-Page: N. The ledger answers the same query again for
// each page — queries only read, and hold no state between requests —
// and every page names the whole reply's size and SHA-256, so the asker
// detects an answer that changed between two pages (the fold moved on)
// and reads it again from the first page. Every query after the first
// names that SHA-256 too, so the ledger can cut the page from the reply it
// kept instead of answering again (ledger/pagecache.go). An asker without the header
// gets the error reply it always got ("reply too large").
const (
	HeaderPaging      = "Tribunal-Paging"       // query: "1"
	HeaderPage        = "Tribunal-Page"         // query: the page wanted (absent: 0); reply: this page
	HeaderPages       = "Tribunal-Pages"        // reply: the number of pages
	HeaderReplySize   = "Tribunal-Reply-Size"   // reply: the whole reply's bytes
	HeaderReplySHA256 = "Tribunal-Reply-Sha256" // reply: hex SHA-256 of the whole reply; query: the one page 0 named
)

// MaxReply bounds a reply an asker reassembles, and one the ledger pages:
// every body a reply carries is bounded (limits.go), so this only stops
// a runaway.
const MaxReply = 64 << 20

// PageHeadroom is what a page leaves of max_payload for its headers.
const PageHeadroom = 1 << 10

// MaxPages bounds the pages of one reply an asker reads: MaxReply in
// pages of 64 KiB, far smaller than any broker's max_payload.
const MaxPages = MaxReply / (64 << 10)

// pageMeta is what a paged reply's headers say.
type pageMeta struct {
	page, pages, size int
	sum               string
}

// ParsePage reads a query's Tribunal-Page header ("" is page 0).
func ParsePage(v string) (int, error) {
	if v == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 || strconv.Itoa(n) != v {
		return 0, fmt.Errorf("bad %s header %q", HeaderPage, v)
	}
	return n, nil
}

// ReplySum is the hex SHA-256 a paged reply's pages name.
func ReplySum(reply []byte) string {
	sum := sha256.Sum256(reply)
	return hex.EncodeToString(sum[:])
}

// Page is page n of reply, whose ReplySum is sum, in pages of at most
// pageSize bytes, as the reply message to send (data and headers; no
// subject).
func Page(reply []byte, sum string, n, pageSize int) (*nats.Msg, error) {
	if pageSize < 1 {
		return nil, fmt.Errorf("page size %d", pageSize)
	}
	pages := (len(reply) + pageSize - 1) / pageSize
	if n >= pages {
		return nil, fmt.Errorf("page %d of a reply of %d pages", n, pages)
	}
	m := nats.NewMsg("")
	m.Header.Set(HeaderPage, strconv.Itoa(n))
	m.Header.Set(HeaderPages, strconv.Itoa(pages))
	m.Header.Set(HeaderReplySize, strconv.Itoa(len(reply)))
	m.Header.Set(HeaderReplySHA256, sum)
	m.Data = reply[n*pageSize : min(len(reply), (n+1)*pageSize)]
	return m, nil
}

// readPageMeta reads a reply's paging headers; ok is false for a reply
// that is not paged.
func readPageMeta(h nats.Header) (m pageMeta, ok bool, err error) {
	if h == nil || h.Get(HeaderPages) == "" {
		return m, false, nil
	}
	num := func(name string) (int, error) {
		v := h.Get(name)
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || strconv.Itoa(n) != v {
			return 0, fmt.Errorf("%w: header %s is %q", ErrBadReply, name, v)
		}
		return n, nil
	}
	if m.page, err = num(HeaderPage); err != nil {
		return m, true, err
	}
	if m.pages, err = num(HeaderPages); err != nil {
		return m, true, err
	}
	if m.size, err = num(HeaderReplySize); err != nil {
		return m, true, err
	}
	m.sum = h.Get(HeaderReplySHA256)
	switch {
	case m.pages < 2 || m.pages > MaxPages || m.page >= m.pages:
		return m, true, fmt.Errorf("%w: page %d of %d", ErrBadReply, m.page, m.pages)
	case m.size > MaxReply:
		return m, true, fmt.Errorf("%w: a reply of %d bytes, over %d", ErrBadReply, m.size, MaxReply)
	case m.size < m.pages:
		return m, true, fmt.Errorf("%w: %d pages of a %d-byte reply", ErrBadReply, m.pages, m.size)
	case len(m.sum) != 64:
		return m, true, fmt.Errorf("%w: header %s is %q", ErrBadReply, HeaderReplySHA256, m.sum)
	}
	return m, true, nil
}

// assemble checks the pages read and returns the whole reply; changed is
// true when a page belongs to another answer than the first page.
func assemble(first pageMeta, pages [][]byte, metas []pageMeta) (reply []byte, changed bool, err error) {
	n := 0
	for _, p := range pages {
		n += len(p)
	}
	out := make([]byte, 0, min(n, first.size))
	for i, p := range pages {
		m := metas[i]
		if m.page != i || m.pages != first.pages || m.size != first.size || m.sum != first.sum {
			return nil, true, nil
		}
		if len(out)+len(p) > first.size {
			return nil, false, fmt.Errorf("%w: pages hold more than the stated %d bytes", ErrBadReply, first.size)
		}
		out = append(out, p...)
	}
	sum := sha256.Sum256(out)
	if len(out) != first.size || hex.EncodeToString(sum[:]) != first.sum {
		return nil, false, fmt.Errorf("%w: %d pages of %d bytes hash to %x, not the stated %d bytes %s", ErrBadReply, len(pages), len(out), sum, first.size, first.sum)
	}
	return out, false, nil
}
