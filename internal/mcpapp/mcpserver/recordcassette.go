package mcpserver

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost"
)

// Record runs the server of t once, as a witness's host would (a stdio
// server in the sandbox opts names, a streamable-HTTP server reached),
// and records what a host asks of it for the app req: initialize, every
// page of tools/list, resources/read of the tool's ui:// resource, the
// model's tools/call, and each tools/call the request declares the app
// makes (req.Server.AppCalls; an error answer is recorded as one). It
// returns the cassette and its file bytes. A server that fails is
// ErrServer, as for a witness.
func Record(ctx context.Context, t Target, opts Options, req *events.MCPApp) (*Cassette, []byte, error) {
	if t.Cassette != nil {
		return nil, nil, fmt.Errorf("%w: Record: the target is a cassette already", ErrCassette)
	}
	s, err := Open(ctx, t, opts)
	if err != nil {
		return nil, nil, err
	}
	defer s.Close()
	if _, err := s.Resolve(ctx, req); err != nil {
		return nil, nil, err
	}
	if req.Server != nil {
		for _, c := range req.Server.AppCalls {
			params, _ := json.Marshal(map[string]any{"name": c.Name, "arguments": json.RawMessage(c.ArgumentsJSON)})
			var rpc *mcphost.RPCError
			if _, err := s.Forward(ctx, "tools/call", params); err != nil && !errors.As(err, &rpc) {
				return nil, nil, err
			}
		}
	}
	if err := s.Close(); err != nil {
		return nil, nil, err
	}
	c := &Cassette{Format: CassetteFormat, Server: t.String(), RecordedAt: time.Now().UTC().Format(time.RFC3339), Answers: s.rec.recorded()}
	data, err := c.Encode()
	if err != nil {
		return nil, nil, err
	}
	// What replay will read: a recording it could not replay is this
	// package's bug, caught here rather than in both witnesses.
	if _, err := ParseCassette(data); err != nil {
		return nil, nil, fmt.Errorf("recorded an unreadable cassette: %w", err)
	}
	return c, data, nil
}
