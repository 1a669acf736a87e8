package events

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// blobSeeds are blob.v1 bodies as producers write them (one chunk of a
// screenshot, a chunk of several, an empty blob) and near misses of each.
func blobSeeds(t testing.TB) [][]byte {
	rng := rand.New(rand.NewPCG(7, 36))
	shot := make([]byte, 22000)
	for i := range shot {
		shot[i] = byte(rng.Uint32())
	}
	var out [][]byte
	var chunks []*Blob
	chunks = append(chunks, SplitBlob("req-1", "att-1", "image/png", shot, 0)...)
	chunks = append(chunks, SplitBlob("req-1", "att-1", "image/png", shot[:1001], 400)...)
	chunks = append(chunks, SplitBlob("req-1", "att-1", "image/png", nil, 0)...)
	for _, c := range chunks {
		b, err := Encode(c)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, b)
	}
	small, _ := Encode(SplitBlob("req-1", "att-1", "image/png", shot[:7], 0)[0])
	edits := [][2]string{
		{`,"data":"`, `, "data":"`},
		{`,"data":"`, `,"data" :"`},
		{`,"data":"`, `,"d\u0061ta":"`},
		{`,"data":"`, `,"x":"","data":"`},
		{`,"data":"`, `,"data":"AAAA","data":"`},
		{`{"schema"`, `{"data":"AAAA","schema"`},
		{`"chunk":0`, `"chunk":1`},
		{`"size":7`, `"size":6`},
		{`"size":7`, `"size":7.0`},
		{`"req-1"`, `"req-2"`},
		{`"blob.v1"`, `"blob.v2"`},
		{`"image/png"`, `"image/png\"}"`},
		{`,"data":"`, `,"media_type":"`},
		{`,"data":"`, `,"data":"A`},
		{`,"data":"`, `,"data":"\u0041`},
		{`"}`, `"} `},
		{`"}`, `"}}`},
		{`=="}`, `=="}`},
	}
	for _, e := range edits {
		out = append(out, bytes.Replace(small, []byte(e[0]), []byte(e[1]), 1))
	}
	// A chunk of several, whose bytes no hash check reads: only the
	// data's base64 rule refuses these.
	out = append(out,
		bytes.Replace(out[1], []byte(`,"data":"`), []byte(`,"data":"!!!!`), 1),
		bytes.Replace(out[1], []byte(`,"data":"`), []byte(`,"data":"\u0041AAA`), 1))
	sum := sha256.Sum256(shot[:7])
	out = append(out,
		bytes.Replace(small, []byte(hex.EncodeToString(sum[:])), []byte(strings.Repeat("0", 64)), 1),
		[]byte(`{"schema":"blob.v1","request_id":"req-1","attempt_id":"att-1","sha256":"`+hex.EncodeToString(sum[:])+`","media_type":"image/png","size":7,"chunk":0,"chunks":1,"note":"x,\"data\":\"AAAA"}`),
		[]byte(`{"data":"`+`AAAA"}`),
		[]byte(`,"data":"AAAA"}`),
		[]byte(`"}`),
	)
	return out
}

// blobSubject is the subject a W1 blob of request req-1 is published on.
var blobSubject = Subject{Role: RoleW1, Kind: KindBlob, RequestID: "req-1"}

// checkSpliced: when the spliced decode accepts a body, the full walk
// accepts it too, with the same blob.
func checkSpliced(t *testing.T, body []byte) bool {
	t.Helper()
	got, ok := decodeBlobSpliced(blobSubject, body)
	want, err := decodeFor(strict.DecodeOwned, blobSubject, body)
	if !ok {
		return false
	}
	if err != nil {
		t.Fatalf("spliced decode accepts what the walk refuses (%v): %q", err, clip(string(body)))
	}
	if !reflect.DeepEqual(Body(got), want) {
		t.Fatalf("spliced decode reads %+v, the walk %+v", got, want)
	}
	return true
}

// TestBlobSpliced: producers' chunks take the spliced decode, and each
// near miss gets the walk's answer.
func TestBlobSpliced(t *testing.T) {
	seeds := blobSeeds(t)
	for i, body := range seeds[:4] {
		if !checkSpliced(t, body) {
			t.Errorf("chunk %d as Encode writes it is not decoded spliced", i)
		}
	}
	for _, body := range seeds[4:] {
		checkSpliced(t, body)
	}
	// The public decode agrees with the walk on every seed, accepted or not.
	for _, body := range seeds {
		got, err := DecodeForOwned(blobSubject, slices.Clone(body))
		want, werr := decodeFor(strict.DecodeOwned, blobSubject, body)
		if (err == nil) != (werr == nil) || err != nil && err.Error() != werr.Error() || !reflect.DeepEqual(got, want) {
			t.Fatalf("DecodeForOwned %v / %v, the walk %v / %v", got, err, want, werr)
		}
	}
}

// FuzzBlobSpliced: the spliced decode of a blob.v1 body never accepts
// what the full walk refuses, nor reads it differently.
func FuzzBlobSpliced(f *testing.F) {
	for _, s := range blobSeeds(f) {
		f.Add(s)
	}
	addGoldenSeeds(f, func(_ uint8, b []byte) { f.Add(b) })
	f.Fuzz(func(t *testing.T, body []byte) {
		checkSpliced(t, body)
	})
}
