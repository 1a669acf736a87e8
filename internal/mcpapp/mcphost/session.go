package mcphost

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpcheck"
)

// Directions of log entries. The first four are JSON-RPC frames as the host
// page sent or received them; "event" and "control" are the test host's own
// messages between host page and proxy (not MCP Apps traffic); the last two
// are recorded by the Go server.
const (
	DirAppToHost   = "app->host"
	DirHostToApp   = "host->app"
	DirProxyToHost = "proxy->host"
	DirHostToProxy = "host->proxy"
	DirEvent       = "event"
	DirControl     = "control"
	DirCSPReport   = "csp-report"
	DirServed      = "served"
)

// Phases of a mount, each learned from the recorded frames (the names
// live in mcpcheck, which W1's pixel path may import).
const (
	PhaseMounted      = mcpcheck.PhaseMounted
	PhaseHydrated     = mcpcheck.PhaseHydrated
	PhaseToolAnswered = mcpcheck.PhaseToolAnswered
	PhaseResized      = mcpcheck.PhaseResized
	PhaseProbed       = mcpcheck.PhaseProbed
)

// Phases lists the phases in order; Steps[i] is released to reach
// Phases[i+1].
var (
	Phases = []string{PhaseMounted, PhaseHydrated, PhaseToolAnswered, PhaseResized, PhaseProbed}
	Steps  = []string{"hydrate", "interact", "resize", "probe"}
)

// ErrPhaseTimeout means a phase was not reached in time.
var ErrPhaseTimeout = errors.New("mcphost: phase not reached")

// Entry is one record of the session log.
type Entry struct {
	// Seq is the host page's sequence number; -1 for the server's records.
	Seq int `json:"seq"`
	// PageTimeMS is the host page's clock, Unix milliseconds; 0 for the
	// server's records.
	PageTimeMS float64 `json:"page_time_ms"`
	// Received is when the Go server stored the record.
	Received time.Time `json:"received"`
	Dir      string    `json:"dir"`
	// Frame is the message as JSON text, verbatim as recorded.
	Frame string `json:"frame"`
}

// Message is the JSON-RPC (or control) content of an entry, for matching.
type Message struct {
	JSONRPC  string          `json:"jsonrpc"`
	ID       json.RawMessage `json:"id"`
	Method   string          `json:"method"`
	Params   json.RawMessage `json:"params"`
	Result   json.RawMessage `json:"result"`
	Error    json.RawMessage `json:"error"`
	Tribunal string          `json:"tribunal"`
}

// Parse reads e.Frame; a frame that is not a JSON object gives the zero
// Message.
func (e Entry) Parse() Message {
	var m Message
	_ = json.Unmarshal([]byte(e.Frame), &m)
	return m
}

type pageEntry struct {
	Seq        int     `json:"seq"`
	PageTimeMS float64 `json:"page_time_ms"`
	Dir        string  `json:"dir"`
	Frame      string  `json:"frame"`
}

// Session is one mount of one app on one surface.
type Session struct {
	ID      string
	App     *events.MCPApp
	Surface browser.Surface
	// CSP is the policy the app document is served with (before the
	// report-uri the host appends).
	CSP string

	h *Host
	// up and result, in server mode: the real MCP server and the model's
	// tool result as it sent it (upstream.go).
	up     Upstream
	result json.RawMessage

	mu      sync.Mutex
	changed chan struct{} // closed and replaced on every change
	log     []Entry
	steps   []string
	done    bool
}

func newSession(h *Host, id string, app *events.MCPApp, sf browser.Surface, policy string) *Session {
	return &Session{ID: id, App: app, Surface: sf, CSP: policy, h: h, changed: make(chan struct{})}
}

func (s *Session) url(origin, what string) string { return origin + "/s/" + s.ID + "/" + what }

// URL is the host page of this session.
func (s *Session) URL() string { return s.url(s.h.HostOrigin, "host") }

// ProbeOrigin is the origin that no app declares.
func (s *Session) ProbeOrigin() string { return s.h.ProbeOrigin }

// proxyPage is the sandbox proxy with the little it needs to know.
func (s *Session) proxyPage() string {
	b, err := json.Marshal(map[string]string{"hostOrigin": s.h.HostOrigin, "appURL": s.url(s.h.SandboxOrigin, "app")})
	if err != nil {
		panic(err)
	}
	return strings.Replace(proxyPage, "{{CONFIG}}", string(b), 1)
}

// page fills a page template with the session's configuration.
func (s *Session) page(tmpl string) string {
	var args any = map[string]any{}
	if s.App.Tool.ArgumentsJSON != "" {
		args = json.RawMessage(s.App.Tool.ArgumentsJSON)
	}
	type tool struct {
		Name       string          `json:"name"`
		Visibility []string        `json:"visibility,omitempty"`
		Result     json.RawMessage `json:"result,omitempty"`
	}
	var tools []tool
	for _, t := range s.App.Tools {
		tools = append(tools, tool{t.Name, t.Visibility, toolResult(t.Result)})
	}
	if tools == nil {
		tools = []tool{}
	}
	result := toolResult(s.App.Tool.Result)
	if s.up != nil {
		// Server mode: the server's own result, and its tools for the
		// app's tools/list; every call goes through /forward.
		result = s.result
		tools = nil
		for _, t := range appTools(s.up) {
			tools = append(tools, tool{Name: t.Name, Visibility: t.Visibility})
		}
		if tools == nil {
			tools = []tool{}
		}
	}
	cfg := map[string]any{
		"server":        s.up != nil,
		"forwardURL":    s.url(s.h.HostOrigin, "forward"),
		"version":       Version,
		"surface":       s.Surface.Name,
		"uri":           s.App.URI,
		"mimeType":      s.App.MIMEType,
		"html":          s.App.HTML,
		"cspMeta":       s.App.CSP,
		"tool":          map[string]any{"name": s.App.Tool.Name, "arguments": args, "result": result},
		"tools":         tools,
		"click":         s.App.Click,
		"resizeBy":      s.h.opts.ResizeBy,
		"hostOrigin":    s.h.HostOrigin,
		"sandboxOrigin": s.h.SandboxOrigin,
		"proxyURL":      s.url(s.h.SandboxOrigin, "proxy"),
		"appURL":        s.url(s.h.SandboxOrigin, "app"),
		"logURL":        s.url(s.h.HostOrigin, "log"),
		"stepsURL":      s.url(s.h.HostOrigin, "steps"),
		"probeURL":      s.url(s.h.ProbeOrigin, "probe"),
	}
	// json.Marshal escapes <, > and &, so the text cannot end the script
	// element it sits in.
	b, err := json.Marshal(cfg)
	if err != nil {
		panic(err) // every value above marshals
	}
	return strings.Replace(tmpl, "{{CONFIG}}", string(b), 1)
}

// toolResult renders a scripted result as the CallToolResult on the wire.
func toolResult(r events.MCPToolResult) json.RawMessage {
	m := map[string]any{"content": r.Content}
	if r.Content == nil {
		m["content"] = []any{}
	}
	if r.StructuredContentJSON != "" {
		m["structuredContent"] = json.RawMessage(r.StructuredContentJSON)
	}
	if r.IsError {
		m["isError"] = true
	}
	b, err := json.Marshal(m)
	if err != nil {
		panic(err)
	}
	return b
}

func (s *Session) notify() {
	close(s.changed)
	s.changed = make(chan struct{})
}

func (s *Session) addPage(batch []pageEntry) {
	now := time.Now().UTC()
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, e := range batch {
		s.log = append(s.log, Entry{Seq: e.Seq, PageTimeMS: e.PageTimeMS, Received: now, Dir: e.Dir, Frame: e.Frame})
	}
	s.notify()
}

func (s *Session) addServer(dir, frame string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.log = append(s.log, Entry{Seq: -1, Received: time.Now().UTC(), Dir: dir, Frame: frame})
	s.notify()
}

// Served is what the sandbox origin served or refused: the app document
// and anything else the app asked it for.
type Served struct {
	Path     string `json:"path"`
	MIMEType string `json:"mime_type,omitempty"`
	Found    bool   `json:"found"`
}

func (s *Session) served(r *http.Request, mime string) {
	b, _ := json.Marshal(Served{Path: r.URL.Path, MIMEType: mime, Found: mime != ""})
	s.addServer(DirServed, string(b))
}

func (s *Session) probeHit(r *http.Request) {
	b, _ := json.Marshal(map[string]string{"tribunal": "probe-hit", "method": r.Method, "path": r.URL.Path})
	s.addServer(DirEvent, string(b))
}

// Log returns a copy of the session log in the order the server stored it.
func (s *Session) Log() []Entry {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Entry(nil), s.log...)
}

// LogJSONL renders log as JSON Lines, one entry a line: the raw JSON-RPC
// log evidence.
func LogJSONL(log []Entry) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	for _, e := range log {
		_ = enc.Encode(e) // an Entry always encodes
	}
	return b.Bytes()
}

// Advance releases step (one of Steps) to the host page.
func (s *Session) Advance(step string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.steps = append(s.steps, step)
	s.notify()
}

// close ends the session: its event stream ends and the host forgets it
// (later requests for it are not found); its log stays readable.
func (s *Session) close() {
	s.mu.Lock()
	if !s.done {
		s.done = true
		s.notify()
	}
	s.mu.Unlock()
	s.h.mu.Lock()
	delete(s.h.sessions, s.ID)
	s.h.mu.Unlock()
}

// serveSteps streams released steps as server-sent events. Chromium does
// not count an open event stream against network quiet, so W1's settling is
// unaffected.
func (s *Session) serveSteps(w http.ResponseWriter, r *http.Request) {
	fl, ok := w.(http.Flusher)
	if !ok {
		http.Error(w, "no streaming", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
	fl.Flush()
	sent := 0
	for {
		s.mu.Lock()
		steps, ch, done := s.steps[sent:], s.changed, s.done
		s.mu.Unlock()
		for _, st := range steps {
			fmt.Fprintf(w, "data: %s\n\n", st)
			sent++
		}
		fl.Flush()
		if done {
			return
		}
		select {
		case <-ch:
		case <-r.Context().Done():
			return
		}
	}
}

// Reached waits until phase has been reached, or ctx ended, or the host
// page went quiet: PhaseTimeout without a new log record
// (ErrPhaseTimeout). Silence, not elapsed time, is the measure, so that a
// slow machine is not taken for a broken app; before the app document has
// loaded (the proxy's app-loaded event), the mount may take three times as
// long, since parsing a large bundle records nothing.
func (s *Session) Reached(ctx context.Context, phase string) error {
	quiet := s.h.opts.PhaseTimeout
	timer := time.NewTimer(3 * quiet)
	defer timer.Stop()
	var grace <-chan time.Time
	seen, loaded := -1, false
	for {
		s.mu.Lock()
		ok, wantGrace := reached(s.log, phase, s.h.ProbeOrigin)
		n, ch := len(s.log), s.changed
		if !loaded {
			loaded = slices.ContainsFunc(s.log, func(e Entry) bool {
				return e.Dir == DirEvent && e.Parse().Tribunal == "app-loaded"
			})
		}
		s.mu.Unlock()
		if ok && !wantGrace {
			return nil
		}
		if ok && grace == nil {
			// The probe ended; a CSP report may still be on its way.
			grace = time.After(time.Second)
		}
		if n != seen {
			seen = n
			wait := quiet
			if phase == PhaseMounted && !loaded {
				wait = 3 * quiet
			}
			timer.Reset(wait)
		}
		select {
		case <-ch:
		case <-grace:
			return nil
		case <-timer.C:
			return fmt.Errorf("%w: %s, the host page silent for %v", ErrPhaseTimeout, phase, quiet)
		case <-ctx.Done():
			return context.Cause(ctx)
		}
	}
}

// Quiet waits until the host page has recorded nothing for window, or
// for at most limit, or until ctx ends. It is the pause at a phase of a
// witness that takes no screenshot there (W2): what the app does in answer
// to the last step (a render's size-changed, a call) is in the log before
// the next step goes out, as it is behind W1's settling screenshots. A
// page that never goes quiet is let go on after limit, as W1's capture
// gives up waiting for the network.
func (s *Session) Quiet(ctx context.Context, window, limit time.Duration) error {
	quiet := time.NewTimer(window)
	defer quiet.Stop()
	giveUp := time.NewTimer(limit)
	defer giveUp.Stop()
	for {
		s.mu.Lock()
		ch := s.changed
		s.mu.Unlock()
		select {
		case <-ch:
			quiet.Reset(window)
		case <-quiet.C:
			return nil
		case <-giveUp.C:
			return nil
		case <-ctx.Done():
			return context.Cause(ctx)
		}
	}
}

// reached tells from the log alone whether phase was reached, and whether
// it is worth waiting a moment longer for late evidence.
func reached(log []Entry, phase, probeOrigin string) (ok, wait bool) {
	calls := map[string]bool{}
	probed, reported := false, false
	for _, e := range log {
		m := e.Parse()
		switch {
		case phase == PhaseMounted && e.Dir == DirAppToHost && m.Method == "ui/notifications/initialized" && len(m.ID) == 0:
			return true, false
		case phase == PhaseHydrated && e.Dir == DirHostToApp && m.Method == "ui/notifications/tool-result":
			return true, false
		case phase == PhaseToolAnswered && e.Dir == DirAppToHost && m.Method == "tools/call" && len(m.ID) > 0:
			calls[string(m.ID)] = true
		case phase == PhaseToolAnswered && e.Dir == DirHostToApp && m.Method == "" && calls[string(m.ID)]:
			return true, false
		case phase == PhaseResized && e.Dir == DirEvent && m.Tribunal == "resized":
			return true, false
		case phase == PhaseProbed && e.Dir == DirEvent && m.Tribunal == "probe-result":
			probed = true
		case phase == PhaseProbed && (e.Dir == DirCSPReport || e.Dir == DirEvent && m.Tribunal == "csp-violation") &&
			strings.Contains(e.Frame, probeOrigin):
			reported = true
		}
	}
	if phase == PhaseProbed && probed {
		return true, !reported
	}
	return false, false
}

// Progress says which phases a Drive reached; Errors holds why the others
// were not.
type Progress struct {
	Reached map[string]bool
	Errors  map[string]string
}

// Drive runs the mount: open loads the host page (s.URL()) in a browser
// tab; then, phase by phase, Drive waits until the phase is reached, calls
// at (W1 takes its screenshot there, W2 waits for Quiet; nil for none) and
// releases the next step. The tool-answered phase is skipped (noted, not
// waited for) when the request declares tools_call not applicable. A
// phase that is not reached is noted and the next step released
// anyway, except that after a mount that never initialized only the probe
// runs: the host may send an app nothing before initialized. The error is open's or at's,
// or ctx's; missed phases are Progress, not errors.
func (s *Session) Drive(ctx context.Context, open func(ctx context.Context, url string) error, at func(ctx context.Context, phase string) error) (Progress, error) {
	p := Progress{Reached: map[string]bool{}, Errors: map[string]string{}}
	defer s.close()
	if err := open(ctx, s.URL()); err != nil {
		return p, err
	}
	for i, phase := range Phases {
		if reason, ok := s.App.NotApplicableReason(mcpcheck.ToolCall); ok && phase == PhaseToolAnswered {
			// The request declares the app makes no UI-initiated server
			// call: nothing to wait for, nothing to capture.
			p.Errors[phase] = "not applicable: " + reason
			s.Advance(Steps[i])
			continue
		}
		err := s.Reached(ctx, phase)
		switch {
		case errors.Is(err, ErrPhaseTimeout):
			p.Errors[phase] = err.Error()
		case err != nil:
			return p, err
		default:
			p.Reached[phase] = true
		}
		if at != nil {
			if err := at(ctx, phase); err != nil {
				return p, err
			}
		}
		if phase == PhaseMounted && !p.Reached[phase] {
			// Only the probe, which needs no handshake, still runs.
			for _, rest := range Phases[1 : len(Phases)-1] {
				p.Errors[rest] = "not reached: the app never initialized"
			}
			s.Advance(Steps[len(Steps)-1])
			if err := s.Reached(ctx, PhaseProbed); err == nil {
				p.Reached[PhaseProbed] = true
			} else if errors.Is(err, ErrPhaseTimeout) {
				p.Errors[PhaseProbed] = err.Error()
			} else {
				return p, err
			}
			return p, nil
		}
		if i < len(Steps) {
			s.Advance(Steps[i])
		}
	}
	return p, nil
}

// Origins are the network origins the session's pages may reach (the tab's
// network guard, browser.Tab.Allow): the host's own three — the host page,
// the sandbox with the app document, and the probe, which the app's CSP
// must block by itself, so the guard lets it through to keep that check
// honest — and every origin the app's CSP declares. A wildcard source
// (https://*.example.com) names no one origin and is not allowed: the
// guard allows exact origins only, and reaches loopback only anyway.
func (s *Session) Origins() []string {
	out := []string{s.h.HostOrigin, s.h.SandboxOrigin, s.h.ProbeOrigin}
	if c := s.App.CSP; c != nil {
		for _, list := range [][]string{c.ConnectDomains, c.ResourceDomains, c.FrameDomains, c.BaseURIDomains} {
			for _, o := range list {
				if !strings.Contains(o, "*") {
					out = append(out, o)
				}
			}
		}
	}
	return out
}
