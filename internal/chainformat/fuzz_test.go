package chainformat

import (
	"bytes"
	"crypto/ed25519"
	"encoding/binary"
	"errors"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// fuzzSigner is deterministic so that the seed corpus is stable.
var fuzzSigner = events.NewSigner(events.RoleW1, ed25519.NewKeyFromSeed(bytes.Repeat([]byte{7}, ed25519.SeedSize)))

func seedLeaves(tb testing.TB) [][]byte {
	var prev [32]byte
	var out [][]byte
	for i, body := range [][]byte{
		nil,
		[]byte(`{"schema":"observation.w1.v1","request_id":"r1","attempt_id":"a1"}`),
		bytes.Repeat([]byte{0xff, 0x00}, 300),
	} {
		r := Record{Seq: uint64(i + 1), Time: -1 + int64(i)<<40, Event: fuzzSigner.Sign("tribunal.w1.observation.r1", "evt-"+strings.Repeat("x", i), body)}
		leaf, err := EncodeLeaf(uint64(i), prev, &r)
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, leaf)
		prev = Link(prev, leaf)
	}
	return out
}

func FuzzDecodeLeaf(f *testing.F) {
	for _, leaf := range seedLeaves(f) {
		f.Add(leaf)
		f.Add(leaf[:len(leaf)-1])           // truncated body
		f.Add(append(bytes.Clone(leaf), 0)) // trailing byte
		bad := bytes.Clone(leaf)
		bad[0] = 2 // unknown version
		f.Add(bad)
		huge := bytes.Clone(leaf)
		binary.BigEndian.PutUint32(huge[57:], 1<<31) // subject length
		f.Add(huge)
	}
	// All five fields empty: shorter than anything EncodeLeaf writes.
	f.Add(append(append([]byte{LeafVersion}, make([]byte, 8+32+8+8)...), make([]byte, 20)...))
	f.Add([]byte{})
	f.Add([]byte{LeafVersion})
	f.Fuzz(func(t *testing.T, leaf []byte) {
		e, err := DecodeLeaf(leaf)
		if err != nil {
			if !errors.Is(err, ErrBadLeaf) {
				t.Fatalf("error %v does not wrap ErrBadLeaf", err)
			}
			return
		}
		if !bytes.Equal(e.Leaf, leaf) || e.Index != binary.BigEndian.Uint64(leaf[1:9]) {
			t.Fatalf("decoded entry does not describe its leaf")
		}
		re, err := EncodeLeaf(e.Index, e.Prev, &e.Record)
		if err != nil {
			t.Fatalf("leaf decodes but does not re-encode: %v", err)
		}
		if !bytes.Equal(re, leaf) {
			t.Fatalf("re-encoded leaf differs:\n%x\n%x", re, leaf)
		}
		_ = Link(e.Prev, leaf)
	})
}

func FuzzParseCheckpointText(f *testing.F) {
	var root, head [32]byte
	for i := range root {
		root[i], head[i] = byte(i), byte(255-i)
	}
	for _, c := range []Checkpoint{
		{Origin: "tribunal.test/ledger/a", Size: 0},
		{Origin: "tribunal.test/ledger/a", Size: 40, Root: root, Head: head},
		{Origin: "o", Size: 1<<64 - 1, Root: head, Head: root},
	} {
		text := c.Text()
		f.Add(text)
		f.Add(strings.TrimSuffix(text, "\n"))
		f.Add(strings.Replace(text, "\n", "\n0", 1))                       // leading zero in size
		f.Add(strings.Replace(text, "tribunal-head ", "tribunal-head", 1)) // malformed extension
		f.Add(strings.ToUpper(text))
		f.Add(text + "extra\n")
	}
	f.Add("")
	f.Add("\n\n\n\n")
	f.Add("o\n+1\nAAAA\ntribunal-head \n")
	f.Fuzz(func(t *testing.T, text string) {
		c, err := ParseCheckpointText(text)
		if err != nil {
			if !errors.Is(err, ErrBadCheckpoint) {
				t.Fatalf("error %v does not wrap ErrBadCheckpoint", err)
			}
			return
		}
		if got := c.Text(); got != text {
			t.Fatalf("round trip:\n%q\n%q", text, got)
		}
		c2, err := ParseCheckpointText(c.Text())
		if err != nil || c2 != c {
			t.Fatalf("re-parse: %v", err)
		}
	})
}
