package mcpserver

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// A cassette is a server's answers, recorded once (Record) and replayed to
// every witness's host (Replay), so that both witnesses see the same bytes
// from a server that never answers twice the same (the time, random data).
// The file format is docs/FORMAT.md §11: strict JSON, each answer's JSON
// value as text (the house rule: no untyped values), keyed by what the
// host asks.

// CassetteFormat is the format's name and version.
const CassetteFormat = "tribunal.mcp-cassette.v1"

// ErrCassette wraps every error about a cassette file: not strict JSON,
// another format, an answer that is not JSON, a request it names twice.
var ErrCassette = errors.New("mcp cassette")

// ErrNotInCassette is a request the host made that the cassette has no
// answer to: the replay fails at once (the witness reports
// AUDIT_UNAVAILABLE naming the request) instead of waiting for one.
var ErrNotInCassette = errors.New("not in the cassette")

// Limits of a cassette.
const (
	MaxCassetteAnswers = 256
	MaxCassetteBytes   = 4 << 20
)

// Cassette is one recording.
type Cassette struct {
	Format string `json:"format" tribunal:"required,enum=tribunal.mcp-cassette.v1"`
	// Server names what was recorded (the command and directory, or the
	// URL), for people; replay does not read it.
	Server string `json:"server" tribunal:"required"`
	// RecordedAt is when, RFC 3339 UTC, for people.
	RecordedAt string `json:"recorded_at" tribunal:"required"`
	// Answers, in the order the server gave them.
	Answers []CassetteAnswer `json:"answers" tribunal:"required"`
}

// CassetteAnswer is the server's answer to one request. Method and the key
// fields say which request: initialize (no key), tools/list and
// resources/list (Cursor, "" for the first page), resources/read (URI),
// tools/call (Tool and ArgumentsJSON, the arguments in RFC 8785 canonical
// form). Exactly one of ResultJSON (the JSON-RPC result, as text) and
// Error is present.
type CassetteAnswer struct {
	Method        string         `json:"method" tribunal:"required,enum=initialize|tools/list|resources/list|resources/read|tools/call"`
	Cursor        string         `json:"cursor,omitempty" tribunal:"nonempty"`
	URI           string         `json:"uri,omitempty" tribunal:"nonempty"`
	Tool          string         `json:"tool,omitempty" tribunal:"nonempty"`
	ArgumentsJSON string         `json:"arguments_json,omitempty" tribunal:"nonempty"`
	ResultJSON    string         `json:"result_json,omitempty" tribunal:"nonempty"`
	Error         *CassetteError `json:"error,omitempty"`
}

// CassetteError is a JSON-RPC error answer.
type CassetteError struct {
	Code    int64  `json:"code" tribunal:"required"`
	Message string `json:"message" tribunal:"required"`
}

// key is what a request is matched by: the method and its key fields.
func (a CassetteAnswer) key() string {
	return requestKey(a.Method, a.Cursor, a.URI, a.Tool, a.ArgumentsJSON)
}

func requestKey(method, cursor, uri, tool, args string) string {
	switch method {
	case "tools/list", "resources/list":
		return method + " " + cursor
	case "resources/read":
		return method + " " + uri
	case "tools/call":
		return method + " " + tool + " " + args
	}
	return method
}

// keyOf is the key of a request the host sends, from its params; ok is
// false for a method a cassette cannot answer.
func keyOf(method string, params json.RawMessage) (key string, a CassetteAnswer, ok bool) {
	var p struct {
		Cursor    string          `json:"cursor"`
		URI       string          `json:"uri"`
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	}
	if len(params) > 0 {
		_ = json.Unmarshal(params, &p)
	}
	a = CassetteAnswer{Method: method}
	switch method {
	case "initialize":
	case "tools/list", "resources/list":
		a.Cursor = p.Cursor
	case "resources/read":
		a.URI = p.URI
	case "tools/call":
		args, err := canonical(p.Arguments)
		if err != nil {
			args = string(p.Arguments)
		}
		a.Tool, a.ArgumentsJSON = p.Name, args
	default:
		return "", a, false
	}
	return a.key(), a, true
}

// canonical is a JSON value in RFC 8785 canonical form; absent or null
// arguments are the empty object.
func canonical(raw json.RawMessage) (string, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return "{}", nil
	}
	v := jsontext.Value(append([]byte(nil), raw...))
	if err := v.Canonicalize(); err != nil {
		return "", err
	}
	return string(v), nil
}

// describe names a request for an error: the method and its key fields.
func (a CassetteAnswer) describe() string {
	switch a.Method {
	case "tools/list", "resources/list":
		if a.Cursor != "" {
			return fmt.Sprintf("%s (cursor %q)", a.Method, a.Cursor)
		}
	case "resources/read":
		return fmt.Sprintf("%s %s", a.Method, clip(a.URI, 200))
	case "tools/call":
		return fmt.Sprintf("%s %s %s", a.Method, clip(a.Tool, 100), clip(a.ArgumentsJSON, 200))
	}
	return a.Method
}

// ParseCassette reads a cassette file strictly (the request decoder's
// rules: no unknown or duplicate members, no untyped values) and checks
// it: the format, at most MaxCassetteAnswers answers of the fields their
// method has, each exactly one of a result (a JSON object) or an error,
// tools/call arguments in canonical form, an initialize and a first
// tools/list page among them. Every error wraps ErrCassette in one line.
func ParseCassette(data []byte) (*Cassette, error) {
	if len(data) > MaxCassetteBytes {
		return nil, fmt.Errorf("%w: %d bytes, over the limit of %d", ErrCassette, len(data), MaxCassetteBytes)
	}
	var c Cassette
	if err := events.DecodeStrict(data, &c); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrCassette, err)
	}
	if len(c.Answers) > MaxCassetteAnswers {
		return nil, fmt.Errorf("%w: answers: %d, over the limit of %d", ErrCassette, len(c.Answers), MaxCassetteAnswers)
	}
	seen := map[string]bool{}
	for i, a := range c.Answers {
		p := fmt.Sprintf("answers[%d]", i)
		want := map[string]bool{}
		switch a.Method {
		case "tools/list", "resources/list":
			want["cursor"] = true
		case "resources/read":
			want["uri"] = true
		case "tools/call":
			want["tool"], want["arguments_json"] = true, true
		}
		for _, f := range []struct {
			name    string
			present bool
		}{{"cursor", a.Cursor != ""}, {"uri", a.URI != ""}, {"tool", a.Tool != ""}, {"arguments_json", a.ArgumentsJSON != ""}} {
			if f.present && !want[f.name] {
				return nil, fmt.Errorf("%w: %s.%s: not a field of a %s answer", ErrCassette, p, f.name, a.Method)
			}
		}
		switch {
		case a.Method == "resources/read" && a.URI == "":
			return nil, fmt.Errorf("%w: %s.uri: missing (resources/read answers one URI)", ErrCassette, p)
		case a.Method == "tools/call" && (a.Tool == "" || a.ArgumentsJSON == ""):
			return nil, fmt.Errorf("%w: %s: a tools/call answer names its tool and arguments_json", ErrCassette, p)
		case (a.ResultJSON == "") == (a.Error == nil):
			return nil, fmt.Errorf("%w: %s: exactly one of result_json and error", ErrCassette, p)
		}
		if a.Method == "tools/call" {
			if c, err := canonical(json.RawMessage(a.ArgumentsJSON)); err != nil || c != a.ArgumentsJSON || !strings.HasPrefix(c, "{") {
				return nil, fmt.Errorf("%w: %s.arguments_json: not one JSON object in RFC 8785 canonical form", ErrCassette, p)
			}
		}
		if a.ResultJSON != "" {
			var obj map[string]json.RawMessage
			if !json.Valid([]byte(a.ResultJSON)) || json.Unmarshal([]byte(a.ResultJSON), &obj) != nil || obj == nil {
				return nil, fmt.Errorf("%w: %s.result_json: not the text of one JSON object", ErrCassette, p)
			}
		}
		seen[a.key()] = true
	}
	for _, k := range []string{"initialize", "tools/list "} {
		if !seen[k] {
			return nil, fmt.Errorf("%w: no answer to %s: a host cannot open a session", ErrCassette, strings.TrimSpace(k))
		}
	}
	return &c, nil
}

// Encode is the cassette's file bytes: indented JSON (HTML characters
// not escaped: a resource is mostly HTML), a final newline.
func (c *Cassette) Encode() ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(c); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
