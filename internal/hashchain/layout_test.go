package hashchain

import (
	"encoding/binary"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// TestCheckLayoutReadsPastFirstRead: the layout check reads the start of
// each page at once and the rest of its element array only when the page
// has more elements than that read holds. An element beyond the first
// read that runs past its page is found, and one that stays inside is
// not a fault.
func TestCheckLayoutReadsPastFirstRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), "c.db")
	// Enough entries for leaf pages of small values (links, ids) with
	// more elements than one first read holds.
	buildChain(t, path, testKey(t, "layout.example/check"), 64, testRecords(t, testSigner(t, events.RoleW1), 0, 400))
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := CheckFile(path); err != nil {
		t.Fatalf("a sound chain: %v", err)
	}
	le := binary.LittleEndian
	ps := int(le.Uint32(data[pageHeaderSize+8:])) // meta 0's page size
	late := uint64(pageHeadRead/elemSize + 1)     // an element past the first read
	// Pages bbolt freed still look like pages: the test needs one in use,
	// so it damages each candidate in turn.
	candidates, reported := 0, 0
	for off := 2 * ps; off+ps <= len(data); off += ps {
		p := data[off : off+ps]
		if le.Uint64(p) != uint64(off/ps) || le.Uint16(p[8:]) != flagLeaf || uint64(le.Uint16(p[10:])) <= late {
			continue
		}
		candidates++
		bad := append([]byte(nil), data...)
		e := bad[off+pageHeaderSize+int(late)*elemSize:]
		le.PutUint32(e[12:], uint32(ps)) // its value now runs past the page
		damaged := filepath.Join(t.TempDir(), "d.db")
		if err := os.WriteFile(damaged, bad, 0o600); err != nil {
			t.Fatal(err)
		}
		if err := CheckFile(damaged); err != nil {
			if !errors.Is(err, ErrDamaged) || !strings.Contains(err.Error(), "runs past the page") {
				t.Fatalf("element %d of page %d runs past the page: %v", late, off/ps, err)
			}
			reported++
		}
	}
	if reported == 0 {
		t.Fatalf("none of %d leaf pages with more than %d elements reported damaged", candidates, late)
	}
}
