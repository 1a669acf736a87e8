package lazyfs

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
)

// TestRandomOpsAgainstModel drives one durable file through a seeded
// random mix of writes, truncations, fsyncs and fdatasyncs through the
// mount, keeping beside it a model of what a disk that loses its page
// cache holds (the bytes as of the last sync), then cuts the power and
// compares the file with the model. Each seed is a row; a failure names
// it and its operations.
func TestRandomOpsAgainstModel(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		f := mount(t, state{"f": "initial bytes"}, Options{Journaled: seed%2 == 0})
		rng := rand.New(rand.NewPCG(seed, 7))
		live, durable := []byte("initial bytes"), []byte("initial bytes")
		h, err := os.OpenFile(filepath.Join(f.Mountpoint, "f"), os.O_RDWR, 0)
		if err != nil {
			t.Fatal(err)
		}
		var ops []string
		for i := 0; i < 30; i++ {
			switch k := rng.IntN(10); {
			case k < 5:
				off, n := rng.IntN(200), 1+rng.IntN(60)
				data := make([]byte, n)
				for j := range data {
					data[j] = byte('a' + rng.IntN(26))
				}
				if _, err := h.WriteAt(data, int64(off)); err != nil {
					t.Fatal(err)
				}
				if off+n > len(live) {
					live = append(live, make([]byte, off+n-len(live))...)
				}
				copy(live[off:], data)
				ops = append(ops, "write")
			case k < 7:
				size := rng.IntN(220)
				if err := h.Truncate(int64(size)); err != nil {
					t.Fatal(err)
				}
				if size < len(live) {
					live = live[:size]
				} else {
					live = append(live, make([]byte, size-len(live))...)
				}
				ops = append(ops, "truncate")
			case k < 9:
				if err := h.Sync(); err != nil {
					t.Fatal(err)
				}
				durable = append([]byte(nil), live...)
				ops = append(ops, "fsync")
			default:
				if got, err := os.ReadFile(h.Name()); err != nil || !bytes.Equal(got, live) {
					t.Fatalf("seed %d: the live file differs from the model before any cut (%v)", seed, err)
				}
				ops = append(ops, "read")
			}
		}
		h.Close()
		if _, err := f.PowerCut(); err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(filepath.Join(f.Mountpoint, "f"))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, durable) {
			t.Errorf("seed %d (%v): after the cut\n got %q\nwant %q", seed, ops, got, durable)
		}
		if err := f.Unmount(); err != nil {
			t.Fatal(err)
		}
	}
}

// TestRanges: the span set against a bitmap of the same adds.
func TestRanges(t *testing.T) {
	for _, c := range []struct {
		adds [][2]int64
		want ranges
	}{
		{nil, nil},
		{[][2]int64{{0, 0}}, nil},
		{[][2]int64{{5, 10}}, ranges{{5, 10}}},
		{[][2]int64{{5, 10}, {10, 12}}, ranges{{5, 12}}},
		{[][2]int64{{5, 10}, {0, 3}, {20, 30}}, ranges{{0, 3}, {5, 10}, {20, 30}}},
		{[][2]int64{{5, 10}, {0, 3}, {20, 30}, {2, 21}}, ranges{{0, 30}}},
		{[][2]int64{{20, 30}, {0, 3}, {3, 5}, {8, 9}}, ranges{{0, 5}, {8, 9}, {20, 30}}},
	} {
		var rs ranges
		for _, a := range c.adds {
			rs = rs.add(a[0], a[1])
		}
		if len(rs) != len(c.want) || (len(rs) > 0 && !equalRanges(rs, c.want)) {
			t.Errorf("adds %v: got %v, want %v", c.adds, rs, c.want)
		}
	}
	if got := (ranges{{0, 5}, {8, 20}}).clip(10); !equalRanges(got, ranges{{0, 5}, {8, 10}}) {
		t.Errorf("clip: %v", got)
	}
}

func equalRanges(a, b ranges) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// FuzzRanges adds spans drawn from the input and checks the set against
// a bitmap: the same bytes covered, sorted, no two spans touching.
func FuzzRanges(f *testing.F) {
	f.Add([]byte{5, 5, 0, 3, 20, 10, 2, 19})
	f.Fuzz(func(t *testing.T, in []byte) {
		var rs ranges
		var bits [600]bool
		for i := 0; i+1 < len(in); i += 2 {
			off, n := int64(in[i]), int64(in[i+1]%64)
			rs = rs.add(off, off+n)
			for b := off; b < off+n; b++ {
				bits[b] = true
			}
		}
		var model [600]bool
		for i, r := range rs {
			if r.off >= r.end || (i > 0 && rs[i-1].end >= r.off) {
				t.Fatalf("spans not sorted apart: %v", rs)
			}
			for b := r.off; b < r.end; b++ {
				model[b] = true
			}
		}
		if model != bits {
			t.Fatalf("spans %v do not cover what was added", rs)
		}
	})
}
