package mcpserver

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost"
)

// recorder keeps the host↔server leg: every JSON-RPC message the SDK
// wrote or read, as the wire format of jsonrpc.EncodeMessage (a result or
// error member is the server's bytes, compacted), and the first failure of
// the connection.
type recorder struct {
	mu      sync.Mutex
	log     []mcphost.Entry
	methods map[string]string // request id → method, of requests the host sent
	// last is the most recent answer to each method: the frame's member
	// ("result" or "error") and its bytes as recorded.
	last map[string]answer
	// params of the requests the host sent, by id; answers each request
	// with its answer, in order: what a cassette holds (Record).
	params  map[string]json.RawMessage
	answers []CassetteAnswer
	broken  error
	closing bool
}

type answer struct {
	member string
	raw    json.RawMessage
	seq    int // index in log
}

func newRecorder() *recorder {
	return &recorder{methods: map[string]string{}, last: map[string]answer{}, params: map[string]json.RawMessage{}}
}

func (r *recorder) note(dir, frame string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.log = append(r.log, mcphost.Entry{Seq: -1, Received: time.Now().UTC(), Dir: dir, Frame: frame})
}

func (r *recorder) add(dir string, msg jsonrpc.Message) {
	data, err := jsonrpc.EncodeMessage(msg)
	if err != nil {
		b, _ := json.Marshal(map[string]string{"tribunal": "unencodable", "error": err.Error()})
		data = b
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.log = append(r.log, mcphost.Entry{Seq: -1, Received: time.Now().UTC(), Dir: dir, Frame: string(data)})
	switch m := msg.(type) {
	case *jsonrpc.Request:
		if dir == mcphost.DirHostToServer && m.IsCall() {
			r.methods[idKey(m.ID)] = m.Method
			r.params[idKey(m.ID)] = m.Params
		}
	case *jsonrpc.Response:
		method, ok := r.methods[idKey(m.ID)]
		if !ok || dir != mcphost.DirServerToHost {
			return
		}
		var members map[string]json.RawMessage
		if json.Unmarshal(data, &members) != nil {
			return
		}
		a := answer{member: "result", raw: members["result"], seq: len(r.log) - 1}
		if e, ok := members["error"]; ok {
			a = answer{member: "error", raw: e, seq: len(r.log) - 1}
		}
		r.last[method] = a
		r.keep(method, r.params[idKey(m.ID)], a)
	}
}

// keep adds an answer to what a cassette holds (a method a cassette
// cannot answer is not kept).
func (r *recorder) keep(method string, params json.RawMessage, a answer) {
	_, ca, ok := keyOf(method, params)
	if !ok {
		return
	}
	if a.member == "error" {
		var e CassetteError
		_ = json.Unmarshal(a.raw, &e)
		ca.Error = &e
	} else {
		ca.ResultJSON = string(a.raw)
	}
	r.answers = append(r.answers, ca)
}

// recorded is every kept answer so far.
func (r *recorder) recorded() []CassetteAnswer {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]CassetteAnswer(nil), r.answers...)
}

func idKey(id jsonrpc.ID) string {
	b, _ := json.Marshal(id.Raw())
	return string(b)
}

// fail records the first failure of the connection (not one caused by
// closing it).
func (r *recorder) fail(err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	// Canceled and a closed pipe are the host's own doing (a call's
	// context ended, the SDK closed the connection after a timeout).
	if r.broken == nil && !r.closing && !errors.Is(err, context.Canceled) && !errors.Is(err, os.ErrClosed) && !errors.Is(err, io.ErrClosedPipe) {
		r.broken = err
	}
}

func (r *recorder) failure() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.broken
}

func (r *recorder) setClosing() {
	r.mu.Lock()
	r.closing = true
	r.mu.Unlock()
}

func (r *recorder) lastAnswer(method string) (answer, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	a, ok := r.last[method]
	return a, ok
}

func (r *recorder) entries() []mcphost.Entry {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]mcphost.Entry(nil), r.log...)
}

// recording wraps a transport so that its connection records.
type recording struct {
	inner mcp.Transport
	rec   *recorder
}

func (t *recording) Connect(ctx context.Context) (mcp.Connection, error) {
	c, err := t.inner.Connect(ctx)
	if err != nil {
		return nil, err
	}
	return &recordingConn{Connection: c, rec: t.rec}, nil
}

type recordingConn struct {
	mcp.Connection
	rec *recorder
}

func (c *recordingConn) Read(ctx context.Context) (jsonrpc.Message, error) {
	m, err := c.Connection.Read(ctx)
	if err != nil {
		c.rec.fail(readError{err}) // EOF too: the server hung up
		return m, err
	}
	c.rec.add(mcphost.DirServerToHost, m)
	return m, nil
}

// Write records the message first: the answer may be read before Write
// returns, and it must find its request.
func (c *recordingConn) Write(ctx context.Context, m jsonrpc.Message) error {
	c.rec.add(mcphost.DirHostToServer, m)
	err := c.Connection.Write(ctx, m)
	if err != nil {
		c.rec.fail(writeError{err})
	}
	return err
}

// readError and writeError say which way the connection failed.
type readError struct{ error }

func (e readError) Unwrap() error { return e.error }

type writeError struct{ error }

func (e writeError) Unwrap() error { return e.error }
