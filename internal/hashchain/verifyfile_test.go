package hashchain

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// checkThenVerify is what VerifyFile replaces: CheckPages, then Verify
// with a second open and walk.
func checkThenVerify(path string, opts VerifyOptions) (*Report, error) {
	if st, err := os.Stat(path); err == nil && st.Size() > 0 {
		if err := CheckPages(path); err != nil {
			return nil, &PagesError{Err: err}
		}
	}
	return Verify(path, opts)
}

// sameVerdict fails unless VerifyFile and checkThenVerify agree on the
// file at path: both pass with the same report, or both fail with the
// same error, a page check's as a *PagesError.
func sameVerdict(t *testing.T, path string, opts VerifyOptions) error {
	t.Helper()
	got, gerr := VerifyFile(path, opts)
	want, werr := checkThenVerify(path, opts)
	switch {
	case (gerr == nil) != (werr == nil):
		t.Fatalf("VerifyFile: %v; CheckPages then Verify: %v", gerr, werr)
	case gerr != nil:
		if gerr.Error() != werr.Error() {
			t.Fatalf("VerifyFile: %v\nCheckPages then Verify: %v", gerr, werr)
		}
		var gp, wp *PagesError
		if errors.As(gerr, &gp) != errors.As(werr, &wp) {
			t.Fatalf("VerifyFile: %v (page check %v); CheckPages then Verify: %v (page check %v)", gerr, gp != nil, werr, wp != nil)
		}
	case got.Entries != want.Entries || got.Head != want.Head || got.Root != want.Root || got.Checkpoints != want.Checkpoints:
		t.Fatalf("VerifyFile: %+v\nVerify: %+v", got, want)
	}
	return gerr
}

// TestVerifyFileAsCheckPages: VerifyFile, which checks the pages in the
// verification's own open and walk, reports what CheckPages then Verify
// report, error for error, on a sound chain, a missing and an empty
// file, the chain cut at every page, and the chain with a byte changed
// on every page (one at a time: an element, a value);
// a file CheckPages refuses is ErrDamaged, as a *PagesError.
func TestVerifyFileAsCheckPages(t *testing.T) {
	f := newTamperFixture(t)
	opts := VerifyOptions{CheckpointVerifier: testVerifier(t, f.key), Older: f.latest, Events: newTestTrust(f.requester, f.w1), StreamOrder: false}
	if err := sameVerdict(t, f.path, opts); err != nil {
		t.Fatalf("the pristine chain: %v", err)
	}
	dir := t.TempDir()
	if err := sameVerdict(t, filepath.Join(dir, "missing.db"), opts); err == nil {
		t.Fatal("a missing file passed")
	}
	empty := filepath.Join(dir, "empty.db")
	if err := os.WriteFile(empty, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := sameVerdict(t, empty, opts); err == nil {
		t.Fatal("an empty file passed")
	}
	data, err := os.ReadFile(f.path)
	if err != nil {
		t.Fatal(err)
	}
	const ps = 4096
	damaged, failed := 0, 0
	try := func(b []byte) {
		p := filepath.Join(dir, "d.db")
		if err := os.WriteFile(p, b, 0o600); err != nil {
			t.Fatal(err)
		}
		err := sameVerdict(t, p, opts)
		if errors.Is(err, ErrDamaged) {
			damaged++
		}
		if err != nil {
			failed++
		}
	}
	flips := 0
	for off := ps; off < len(data); off += ps {
		try(data[:off])
		for _, at := range []int{pageHeaderSize + 5, ps / 2} {
			b := append([]byte(nil), data...)
			b[off+at] ^= 0x5a
			try(b)
		}
		// A leaf page's first elements with their bucket flag flipped
		// (bbolt's leaf element: flags, pos, ksize, vsize, 4 bytes
		// each, after the page header; the header's flags at byte 8,
		// 0x02 a leaf): a bucket of the root turned into a value, or a
		// value into a bucket.
		if data[off+8]&0x02 != 0 {
			for i := range 6 {
				b := append([]byte(nil), data...)
				b[off+pageHeaderSize+i*16] ^= 0x01
				try(b)
				flips++
			}
		}
	}
	if flips == 0 {
		t.Fatal("no leaf page found: the bucket-flag rows test nothing")
	}
	if damaged == 0 || failed == damaged {
		t.Fatalf("%d damaged files refused as damaged, %d failed in all: the test does not reach both checks", damaged, failed)
	}
	t.Logf("%d files, %d failed, %d of them damaged", len(data)/ps*3+flips, failed, damaged)
}

// FuzzVerifyFile: whatever bytes a chain file holds, VerifyFile agrees
// with CheckPages then Verify (sameVerdict) and never faults the process.
// The seed is the tamper fixture's chain.
func FuzzVerifyFile(f *testing.F) {
	dir := f.TempDir()
	key := testKey(f, "fuzz.example/verifyfile")
	w1 := testSigner(f, events.RoleW1)
	path := filepath.Join(dir, "seed.db")
	buildChain(f, path, key, 8, testRecords(f, w1, 0, 40))
	seed, err := os.ReadFile(path)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(seed, -1, -1, byte(0))
	f.Add(seed, len(seed)/2, -1, byte(0))
	f.Add(seed, -1, 5*4096+40, byte(0x01))
	f.Fuzz(func(t *testing.T, data []byte, cut, at int, b byte) {
		p, _ := damagedChain(t, data, cut, at, b)
		sameVerdict(t, p, VerifyOptions{CheckpointVerifier: testVerifier(t, key), Events: newTestTrust(w1)})
	})
}
