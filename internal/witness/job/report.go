package job

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"unicode/utf8"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// The tuple of `witness-w1 run` and `witness-w2 run` is echoed verbatim,
// whatever strings it holds (docs/CONTRACTS.md §7.2): spaces, '/', '#', non-ASCII,
// emoji. Only the ledger path limits ids — a request id becomes a NATS
// subject token (events.CheckRequestID) — and `tribunal open` refuses a
// bad one before anything is published. A report with such ids is still a
// valid report for the person who ran the command; it just cannot be
// published.

// ErrTupleArg: a tuple argument cannot be echoed verbatim in JSON.
var ErrTupleArg = errors.New("tuple argument")

// CheckTupleArgs reports a positional argument of `run` that a JSON report
// cannot echo byte for byte: one that is not valid UTF-8 (JSON would
// replace the bad bytes with U+FFFD). Every valid UTF-8 string is fine.
func CheckTupleArgs(args []string) error {
	for i, a := range args {
		if i < len(ArgNames) && i != 0 && i != 5 && !utf8.ValidString(a) {
			return fmt.Errorf("%w: %s is not valid UTF-8, so a JSON report cannot echo it", ErrTupleArg, ArgNames[i])
		}
	}
	return nil
}

// Stand-ins for ids that are no valid event ids (EncodeReport). They are
// valid request and attempt ids that no caller uses.
const (
	standInRequest = "tribunal-run-standin-request-7c1e9a"
	standInAttempt = "tribunal-run-standin-attempt-7c1e9a"
)

// EncodeReport encodes a witness report — *events.VisualVerdict or
// *events.ObservationW1 — for `run`. It is events.Encode's bytes when the
// report's ids are valid event ids (always so in serve mode). When they
// are not (a request id with a space, say), the report is checked and
// encoded with stand-in ids, and the real ids are written in their place,
// encoded as JSON strings the way events.Encode encodes strings: every
// other byte is what events.Encode would produce, and the ids come back
// verbatim.
func EncodeReport(b events.Body) ([]byte, error) {
	out, err := events.Encode(b)
	if err == nil {
		return out, nil
	}
	var reqID, attID string
	var standIn events.Body
	switch r := b.(type) {
	case *events.VisualVerdict:
		c := *r
		reqID, attID = r.ReqID, r.AttID
		if r.Tuple.RequestID != reqID || r.Tuple.AttemptID != attID {
			return nil, err
		}
		c.ReqID, c.AttID, c.Tuple.RequestID, c.Tuple.AttemptID = standInRequest, standInAttempt, standInRequest, standInAttempt
		standIn = &c
	case *events.ObservationW1:
		c := *r
		reqID, attID = r.ReqID, r.AttID
		if r.Tuple.RequestID != reqID || r.Tuple.AttemptID != attID {
			return nil, err
		}
		c.ReqID, c.AttID, c.Tuple.RequestID, c.Tuple.AttemptID = standInRequest, standInAttempt, standInRequest, standInAttempt
		standIn = &c
	default:
		return nil, err
	}
	if !utf8.ValidString(reqID) || !utf8.ValidString(attID) {
		return nil, fmt.Errorf("%w: an id is not valid UTF-8", ErrTupleArg)
	}
	body, serr := events.Encode(standIn)
	if serr != nil {
		return nil, serr // wrong for another reason than its ids
	}
	for _, s := range []struct{ standIn, real string }{{standInRequest, reqID}, {standInAttempt, attID}} {
		old := []byte(`"` + s.standIn + `"`)
		if n := bytes.Count(body, old); n != 2 {
			return nil, fmt.Errorf("encoding the report: stand-in id found %d times, want 2", n)
		}
		body = bytes.ReplaceAll(body, old, jsonString(s.real))
	}
	return body, nil
}

// jsonString encodes s as events.Encode encodes strings (no HTML escaping).
func jsonString(s string) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // a string always encodes
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
}
