package mcpserver

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// replayTransport is a server made of a cassette: each connection answers
// the host's requests from the recorded answers, in the order they were
// recorded for the same request (the n-th identical call gets the n-th
// answer; calls past the last get the last again). A request the cassette
// has no answer to fails the write with ErrNotInCassette, naming it, so
// that the session ends at once instead of waiting for an answer.
type replayTransport struct {
	answers map[string][]CassetteAnswer
}

func newReplayTransport(c *Cassette) *replayTransport {
	t := &replayTransport{answers: map[string][]CassetteAnswer{}}
	for _, a := range c.Answers {
		t.answers[a.key()] = append(t.answers[a.key()], a)
	}
	return t
}

func (t *replayTransport) Connect(context.Context) (mcp.Connection, error) {
	return &replayConn{t: t, used: map[string]int{}, out: make(chan jsonrpc.Message, 16), done: make(chan struct{})}, nil
}

type replayConn struct {
	t    *replayTransport
	mu   sync.Mutex
	used map[string]int
	out  chan jsonrpc.Message
	done chan struct{}
	once sync.Once
}

func (c *replayConn) Read(ctx context.Context) (jsonrpc.Message, error) {
	select {
	case m := <-c.out:
		return m, nil
	case <-c.done:
		return nil, io.EOF
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// Write answers a call from the cassette; notifications and the host's
// answers to server requests (a cassette makes none) need nothing.
func (c *replayConn) Write(ctx context.Context, m jsonrpc.Message) error {
	req, ok := m.(*jsonrpc.Request)
	if !ok || !req.IsCall() {
		return nil
	}
	key, asked, ok := keyOf(req.Method, req.Params)
	c.mu.Lock()
	list := c.t.answers[key]
	if !ok || len(list) == 0 {
		c.mu.Unlock()
		return fmt.Errorf("%w: %s%s", ErrNotInCassette, asked.describe(), c.t.recorded(req.Method))
	}
	a := list[min(c.used[key], len(list)-1)]
	c.used[key]++
	c.mu.Unlock()
	res := &jsonrpc.Response{ID: req.ID}
	if a.Error != nil {
		res.Error = &jsonrpc.Error{Code: a.Error.Code, Message: a.Error.Message}
	} else {
		res.Result = json.RawMessage(a.ResultJSON)
	}
	select {
	case c.out <- res:
		return nil
	case <-c.done:
		return io.ErrClosedPipe
	case <-ctx.Done():
		return ctx.Err()
	}
}

// recorded lists what the cassette answers of method, for the error of a
// request it does not: the requester can then declare the call (or see
// its arguments differ).
func (t *replayTransport) recorded(method string) string {
	var have []string
	for _, list := range t.answers {
		if list[0].Method == method {
			have = append(have, list[0].describe())
		}
	}
	if len(have) == 0 {
		return fmt.Sprintf(" (the cassette answers no %s)", method)
	}
	sort.Strings(have)
	have = slices.Compact(have)
	return " (the cassette answers " + clip(strings.Join(have, "; "), 400) + ")"
}

func (c *replayConn) Close() error {
	c.once.Do(func() { close(c.done) })
	return nil
}

func (c *replayConn) SessionID() string { return "" }
