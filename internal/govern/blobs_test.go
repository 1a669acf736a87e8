package govern

import (
	"bytes"
	"testing"
	"unsafe"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// TestBlobChunkFirstEntry: the fold knows, for each chunk of each blob,
// the first entry that holds it on each role's subject and on any role's,
// live and when rebuilt from the chain; a chunk published again later
// (the same frame in a later attempt) does not move it.
func TestBlobChunkFirstEntry(t *testing.T) {
	w := newWorld(t)
	w.open("r")
	data := bytes.Repeat([]byte("frame "), 200)
	chunks := events.SplitBlob("r", "a1", "image/png", data, 512)
	if len(chunks) < 2 {
		t.Fatalf("%d chunks", len(chunks))
	}
	sha := chunks[0].SHA256
	ids := func(st *State) [5]string {
		var out [5]string
		var ok [5]bool
		out[0], ok[0] = st.BlobChunk(events.RoleW1, sha, 0)
		out[1], ok[1] = st.BlobChunk(events.RoleW1, sha, 1)
		out[2], ok[2] = st.BlobChunk(events.RoleW2, sha, 0)
		out[3], ok[3] = st.BlobChunk("", sha, 0)
		out[4], ok[4] = st.BlobChunk(events.RoleW1, sha, len(chunks))
		if !ok[0] || !ok[1] || !ok[2] || !ok[3] || ok[4] {
			t.Fatalf("found %v", ok)
		}
		return out
	}
	// W2 publishes chunk 0 first, then W1 the whole blob, twice.
	w.feed(events.RoleW2, events.KindBlob, chunks[0])
	w2first := w.entries[len(w.entries)-1].Event.ID
	w.feed(events.RoleW1, events.KindBlob, chunks[0])
	w1first := w.entries[len(w.entries)-1].Event.ID
	w.feed(events.RoleW1, events.KindBlob, chunks[1])
	w1second := w.entries[len(w.entries)-1].Event.ID
	for _, c := range chunks {
		w.feed(events.RoleW1, events.KindBlob, c)
	}
	want := [5]string{w1first, w1second, w2first, w2first, ""}
	if got := ids(w.st); got != want {
		t.Fatalf("live: %q, want %q", got, want)
	}
	p := NewReplayer(false)
	for _, e := range w.entries {
		if err := p.Feed(e); err != nil {
			t.Fatal(err)
		}
	}
	if got := ids(p.State); got != want {
		t.Fatalf("rebuilt: %q, want %q", got, want)
	}
}

// TestBlobChunkKeepsNoBody: what the fold keeps of a chunk shares no
// memory with the chunk's body. Live, a decoded chunk's strings share one
// copy of its body, so the sum the fold notes is a copy of its own; in a
// replay the chunk is decoded over the entry's bytes (which alias the
// database and are reused after the call), so what Feed folds must not
// point into them, and the chunk's data is not kept.
func TestBlobChunkKeepsNoBody(t *testing.T) {
	chunk := events.SplitBlob("r", "a1", "image/png", bytes.Repeat([]byte("frame "), 200), 0)[0]
	data, err := events.Encode(chunk)
	if err != nil {
		t.Fatal(err)
	}
	sub, err := events.ParseSubject("tribunal.w1.blob.r")
	if err != nil {
		t.Fatal(err)
	}
	b, err := events.DecodeFor(sub, data)
	if err != nil {
		t.Fatal(err)
	}
	blob := b.(*events.Blob)
	st := New()
	if _, err := st.Apply(chainformat.Record{Seq: 1, Time: 1, Event: events.Event{Subject: sub.String(), ID: "e1", Body: data}}, blob); err != nil {
		t.Fatal(err)
	}
	for k := range st.blobs {
		if unsafe.StringData(k.sum) == unsafe.StringData(blob.SHA256) {
			t.Fatal("the noted sum shares the decoded chunk's memory (and so its whole body's)")
		}
	}

	entry := bytes.Clone(data)
	d := NewReplayer(true).prepare(&chainformat.Entry{Record: chainformat.Record{Event: events.Event{Subject: sub.String(), Body: entry}}})
	if d.decErr != nil {
		t.Fatal(d.decErr)
	}
	got := d.decoded.(*events.Blob)
	for i := range entry {
		entry[i] = 'x' // the transaction's pages, reused
	}
	want := *chunk
	want.Data = ""
	if *got != want {
		t.Fatalf("prepared chunk %+v, want %+v", *got, want)
	}
}
