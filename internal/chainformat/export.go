package chainformat

import (
	"encoding/base64"
	"encoding/hex"
	"time"
)

// ExportLine is one entry as JSON: a line of "ledgerd export" and the entry
// of a ledger "entry" query (docs/FORMAT.md, "Export"). Every field but
// Index and Link is also inside Leaf; a verifier decodes Leaf and checks
// the rest against it rather than trusting them.
type ExportLine struct {
	Index   uint64 `json:"index"`
	Leaf    string `json:"leaf"` // base64 of the exact Merkle leaf bytes
	Link    string `json:"link"` // hex link(index)
	Prev    string `json:"prev"`
	Seq     uint64 `json:"seq"`
	Time    string `json:"time"` // RFC 3339 UTC, nanoseconds
	Subject string `json:"subject"`
	MsgID   string `json:"msg_id"`
	KeyID   string `json:"key_id"`
	Sig     string `json:"sig"`
	Body    string `json:"body"` // base64 of the body bytes, verbatim
}

// Export renders e as an ExportLine.
func (e *Entry) Export() ExportLine {
	return ExportLine{
		Index: e.Index, Leaf: base64.StdEncoding.EncodeToString(e.Leaf),
		Link: hex.EncodeToString(e.Link[:]), Prev: hex.EncodeToString(e.Prev[:]),
		Seq: e.Seq, Time: e.Timestamp().Format(time.RFC3339Nano),
		Subject: e.Event.Subject, MsgID: e.Event.ID, KeyID: e.Event.KeyID, Sig: e.Event.Sig,
		Body: base64.StdEncoding.EncodeToString(e.Event.Body),
	}
}
