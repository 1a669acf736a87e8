package events

import (
	"bytes"
	"unsafe"

	"github.com/tribunal-dev/tribunal/internal/strictjson"
)

// A blob chunk's data is most of a chain's bytes, and the tokeniser reads
// it a byte at a time. decodeBlobSpliced decodes a blob.v1 body whose
// last member is its data without the tokeniser reading the data: it
// walks the body with the data's text replaced by a short placeholder,
// then checks the real text itself. It only ever accepts a body the
// whole walk accepts, with the same result (FuzzBlobSpliced); anything
// else it declines, and the caller decodes the body in full (so a
// refused body gets the full decoder's error).
//
// Why the answers agree. The body is P + `"` + D + `"}` with P ending in
// `,"data":` and D all base64 characters (no quote, backslash, control or
// non-ASCII byte); the spliced body is P + `"` + placeholder + `"}`. The
// tokeniser's state after P + `"` is the same for both. The placeholder,
// also all base64 characters, is no valid JSON outside a string, so a
// walk that accepts the spliced body read it as a string ending the
// object; D then reads the same way, as the value of that same member,
// named "data" (a string token holds no raw quote, so `"data"` is the
// whole name). A blob.v1 is one flat object of scalars, so that member
// is the top-level data, and UTF-8, escapes and duplicate names are the
// same in both bodies. The only rules that read the data are its field
// rule (canonical base64: strictjson.Base64Len) and Blob.check, both run
// on D here (a one-chunk blob's field rule by Blob.check's hash of D,
// base64SHA256, which refuses what Base64Len refuses: FuzzBase64SHA256).
func decodeBlobSpliced(subject Subject, body []byte) (*Blob, bool) {
	const name, tail = `,"data":"`, `"}`
	if !bytes.HasSuffix(body, []byte(tail)) {
		return nil, false
	}
	// The first `,"data":"` from the start: a later one would be inside D,
	// which Base64Len refuses. (Searching from the end would read D
	// twice.)
	at := bytes.Index(body, []byte(name))
	end := len(body) - len(tail)
	if at < 0 || at+len(name) > end {
		return nil, false
	}
	start := at + len(name)
	data := ""
	if end > start {
		data = unsafe.String(&body[start], end-start)
	}
	spliced := make([]byte, 0, start+len(blobPlaceholder)+len(tail))
	spliced = append(append(append(spliced, body[:start]...), blobPlaceholder...), tail...)
	b := new(Blob)
	if err := strict.DecodeOwned(spliced, b); err != nil || b.Data != blobPlaceholder || b.SchemaName != SchemaBlob {
		return nil, false
	}
	b.Data = data
	// D must be canonical base64 (strictjson.Base64Len), which accepts
	// only base64 characters: no quote, backslash, control or non-ASCII
	// byte. A one-chunk blob's check decodes D to hash it, and refuses it
	// unless it is (base64SHA256): D is read once, not twice.
	if b.Chunks != 1 {
		if _, ok := strictjson.Base64Len(data); !ok {
			return nil, false
		}
	}
	if b.check() != nil || b.ReqID != subject.RequestID {
		return nil, false
	}
	return b, true
}

// blobPlaceholder is canonical base64 (the data's field rule accepts it)
// and no JSON literal or number.
const blobPlaceholder = "AAAA"
