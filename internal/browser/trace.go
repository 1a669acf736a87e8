package browser

import (
	"bytes"
	"encoding/json"
)

// Command is one protocol command that the process sent to the browser, as
// a [Options.Trace] func receives it.
type Command struct {
	// SessionID names the tab the command went to; it is empty for
	// browser-level commands (browsertest.SessionID names a tab's).
	SessionID string
	// Method is the protocol method, such as "Page.navigate".
	Method string
	// Params is the JSON of the parameters, copied.
	Params json.RawMessage
}

// tracer turns chromedp's protocol log into Commands. chromedp logs every
// message it writes as ("-> %s", []byte) and every message it reads as
// ("<- %s", []byte); only the writes are commands. The bytes are parsed
// directly, never formatted, so a multi-megabyte screenshot reply costs
// nothing here.
func tracer(fn func(Command)) func(string, ...any) {
	return func(format string, args ...any) {
		if format != "-> %s" || len(args) != 1 {
			return
		}
		b, ok := args[0].([]byte)
		if !ok {
			return
		}
		var msg struct {
			SessionID string          `json:"sessionId"`
			Method    string          `json:"method"`
			Params    json.RawMessage `json:"params"`
		}
		if err := json.Unmarshal(b, &msg); err != nil || msg.Method == "" {
			return
		}
		fn(Command{SessionID: msg.SessionID, Method: msg.Method, Params: bytes.Clone(msg.Params)})
	}
}
