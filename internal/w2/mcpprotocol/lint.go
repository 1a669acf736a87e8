package mcpprotocol

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpcheck"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost"
)

// Input is what W2 judges for one surface: the recorded log, the request's
// app, and the host's probe origin.
type Input struct {
	Surface     string
	App         *events.MCPApp
	Log         []mcphost.Entry
	ProbeOrigin string
	// LogBlob and InvocationBlob are the SHA-256 of the evidence blobs,
	// cited by every check.
	LogBlob, InvocationBlob string
	// Server: the app was checked against its real MCP server; App then
	// holds what the server declared, and Log the server leg too.
	Server bool
	// Documents is what the app's document showed, by phase (mounted,
	// hydrated), as W2 read it from its own tab; the hydration check
	// judges the app by it.
	Documents Documents
}

type frame struct {
	i   int
	e   mcphost.Entry
	m   mcphost.Message
	raw map[string]json.RawMessage
}

func frames(log []mcphost.Entry) []frame {
	out := make([]frame, 0, len(log))
	for i, e := range log {
		var raw map[string]json.RawMessage
		_ = json.Unmarshal([]byte(e.Frame), &raw)
		out = append(out, frame{i: i, e: e, m: e.Parse(), raw: raw})
	}
	return out
}

// Lint makes W2's parts of the criteria from the log, the request and the
// bundle.
func Lint(in Input) []mcpcheck.Check {
	fs := frames(in.Log)
	check := func(criterion, status, evidence string) mcpcheck.Check {
		var blobs []string
		for _, b := range []string{in.LogBlob, in.InvocationBlob} {
			if b != "" {
				blobs = append(blobs, b)
			}
		}
		return mcpcheck.Check{Criterion: criterion, Witness: mcpcheck.W2, Surface: in.Surface, Status: status, Evidence: evidence, Blobs: blobs}
	}
	var out []mcpcheck.Check

	// 1. mount: ui/initialize answered with a result, then initialized;
	// nothing but answers went to the app before initialized.
	initReq, initRes, initialized := -1, -1, -1
	var early []string
	for _, f := range fs {
		switch {
		case f.e.Dir == mcphost.DirAppToHost && f.m.Method == "ui/initialize" && len(f.m.ID) > 0 && initReq < 0:
			initReq = f.i
		case f.e.Dir == mcphost.DirHostToApp && initReq >= 0 && initRes < 0 && f.m.Method == "" && string(f.m.ID) == string(fs[initReq].m.ID) && len(f.m.Result) > 0:
			initRes = f.i
		case f.e.Dir == mcphost.DirAppToHost && f.m.Method == "ui/notifications/initialized" && len(f.m.ID) == 0 && initialized < 0:
			initialized = f.i
		}
		if f.e.Dir == mcphost.DirHostToApp && f.m.Method != "" && initialized < 0 {
			early = append(early, f.m.Method)
		}
	}
	mounted := initReq >= 0 && initRes > initReq && initialized > initRes
	switch {
	case initReq < 0:
		out = append(out, check(mcpcheck.Mount, mcpcheck.Fail, "the app never sent ui/initialize"))
	case initRes < 0:
		out = append(out, check(mcpcheck.Mount, mcpcheck.Fail, "ui/initialize was never answered with a result"))
	case initialized < 0:
		out = append(out, check(mcpcheck.Mount, mcpcheck.Fail, "ui/notifications/initialized never arrived"))
	case !mounted:
		out = append(out, check(mcpcheck.Mount, mcpcheck.Fail, "initialized arrived before the ui/initialize result"))
	case len(early) > 0:
		out = append(out, check(mcpcheck.Mount, mcpcheck.Fail, fmt.Sprintf("the host sent %v before initialized", early)))
	default:
		out = append(out, check(mcpcheck.Mount, mcpcheck.Pass, fmt.Sprintf("ui/initialize (frame %d) answered (frame %d), initialized (frame %d)", initReq, initRes, initialized)))
	}
	if !mounted {
		for _, c := range []string{mcpcheck.Hydration, mcpcheck.ToolCall, mcpcheck.ResizeState} {
			out = append(out, check(c, mcpcheck.NotReached, "the handshake never completed"))
		}
	} else {
		out = append(out, hydration(fs, in.Documents, check), toolCall(fs, check), resizeState(fs, check))
	}
	out = append(out, csp(fs, in.ProbeOrigin, check), text(fs, in.App, in.Server, check), bundle(fs, in.App, check))
	return out
}

type checkFunc func(criterion, status, evidence string) mcpcheck.Check

func toolCall(fs []frame, check checkFunc) mcpcheck.Check {
	calls := map[string]frame{}
	var answered []string
	for _, f := range fs {
		switch {
		case f.e.Dir == mcphost.DirAppToHost && f.m.Method == "tools/call" && len(f.m.ID) > 0:
			calls[string(f.m.ID)] = f
		case f.e.Dir == mcphost.DirHostToApp && f.m.Method == "" && len(f.m.ID) > 0:
			c, ok := calls[string(f.m.ID)]
			if !ok {
				continue
			}
			name := toolName(c)
			if len(f.m.Error) > 0 {
				answered = append(answered, name+": rejected "+string(f.m.Error))
				continue
			}
			var r struct {
				IsError bool `json:"isError"`
			}
			_ = json.Unmarshal(f.m.Result, &r)
			if r.IsError {
				answered = append(answered, name+": isError")
				continue
			}
			return check(mcpcheck.ToolCall, mcpcheck.Pass, fmt.Sprintf("tools/call %s (frame %d) answered with a result (frame %d)", name, c.i, f.i))
		}
	}
	if len(calls) == 0 {
		return check(mcpcheck.ToolCall, mcpcheck.Fail, "the app made no tools/call")
	}
	return check(mcpcheck.ToolCall, mcpcheck.Fail, fmt.Sprintf("no tools/call succeeded: %s", strings.Join(answered, "; ")))
}

func toolName(f frame) string {
	var p struct {
		Name string `json:"name"`
	}
	_ = json.Unmarshal(f.m.Params, &p)
	return p.Name
}

func resizeState(fs []frame, check checkFunc) mcpcheck.Check {
	changed := -1
	for _, f := range fs {
		if f.e.Dir == mcphost.DirHostToApp && f.m.Method == "ui/notifications/host-context-changed" && changed < 0 {
			changed = f.i
		}
		if changed >= 0 && f.i > changed && f.e.Dir == mcphost.DirAppToHost && f.m.Method == "ui/initialize" {
			return check(mcpcheck.ResizeState, mcpcheck.Fail, fmt.Sprintf("the app re-initialized (frame %d) after host-context-changed", f.i))
		}
	}
	if changed < 0 {
		return check(mcpcheck.ResizeState, mcpcheck.NotReached, "no host-context-changed was sent")
	}
	return check(mcpcheck.ResizeState, mcpcheck.Pass, fmt.Sprintf("host-context-changed (frame %d) with no re-initialization", changed))
}

// violation is one CSP violation, from a report-uri report or from the
// proxy's securitypolicyviolation listener.
type violation struct {
	blocked, directive string
	frame              int
}

func violations(fs []frame) []violation {
	var out []violation
	for _, f := range fs {
		switch {
		case f.e.Dir == mcphost.DirCSPReport:
			var r struct {
				Report struct {
					Blocked   string `json:"blocked-uri"`
					Directive string `json:"effective-directive"`
				} `json:"csp-report"`
			}
			if json.Unmarshal([]byte(f.e.Frame), &r) == nil {
				out = append(out, violation{r.Report.Blocked, r.Report.Directive, f.i})
			}
		case f.e.Dir == mcphost.DirEvent && f.m.Tribunal == "csp-violation":
			var v struct {
				Blocked   string `json:"blockedURI"`
				Directive string `json:"effectiveDirective"`
			}
			if json.Unmarshal([]byte(f.e.Frame), &v) == nil {
				out = append(out, violation{v.Blocked, v.Directive, f.i})
			}
		}
	}
	return out
}

func csp(fs []frame, probeOrigin string, check checkFunc) mcpcheck.Check {
	var probe *frame
	hit := false
	for i, f := range fs {
		if f.e.Dir == mcphost.DirEvent && f.m.Tribunal == "probe-result" && probe == nil {
			probe = &fs[i]
		}
		if f.e.Dir == mcphost.DirEvent && f.m.Tribunal == "probe-hit" {
			hit = true
		}
	}
	var dropped []string
	for _, f := range fs {
		if f.e.Dir == mcphost.DirServer && f.m.Tribunal == "csp-source-dropped" {
			var n struct {
				Source string `json:"source"`
			}
			_ = json.Unmarshal([]byte(f.e.Frame), &n)
			dropped = append(dropped, n.Source)
		}
	}
	var probeBlocked bool
	var appOrigins, noted []string
	for _, v := range violations(fs) {
		switch {
		case probeOrigin != "" && strings.HasPrefix(v.blocked, probeOrigin):
			probeBlocked = true
		case isURL(v.blocked):
			appOrigins = append(appOrigins, fmt.Sprintf("%s (%s, frame %d)", v.blocked, v.directive, v.frame))
		default:
			// eval, inline: not an origin; zod's feature test trips
			// script-src 'unsafe-eval' in every ext-apps app.
			noted = append(noted, v.directive+" "+v.blocked)
		}
	}
	var outcome string
	if probe != nil {
		var r struct {
			Outcome string `json:"outcome"`
		}
		_ = json.Unmarshal([]byte(probe.e.Frame), &r)
		outcome = r.Outcome
	}
	tail := ""
	if len(noted) > 0 {
		tail = fmt.Sprintf("; also blocked, not origins: %s", strings.Join(dedupe(noted), ", "))
	}
	switch {
	case probe == nil:
		return check(mcpcheck.CSP, mcpcheck.NotReached, "the probe of an undeclared origin never ran")
	case hit || outcome == "loaded":
		return check(mcpcheck.CSP, mcpcheck.Fail, fmt.Sprintf("the undeclared probe origin %s was reached: the CSP does not block it", probeOrigin))
	case !probeBlocked:
		return check(mcpcheck.CSP, mcpcheck.Fail, fmt.Sprintf("the probe failed (%s) but no CSP violation was recorded for %s", outcome, probeOrigin))
	case len(appOrigins) > 0:
		return check(mcpcheck.CSP, mcpcheck.Fail, "the app reached for undeclared origins, blocked: "+strings.Join(appOrigins, ", ")+tail)
	case len(dropped) > 0:
		return check(mcpcheck.CSP, mcpcheck.Fail, "the server's _meta.ui.csp declares sources no policy may carry (left out, which tightens the policy): "+strings.Join(dropped, ", "))
	}
	return check(mcpcheck.CSP, mcpcheck.Pass, "the probe of the undeclared origin was blocked and recorded; the app reached no undeclared origin"+tail)
}

func isURL(s string) bool {
	for _, p := range []string{"http://", "https://", "ws://", "wss://"} {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

func dedupe(list []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, s := range list {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// text judges the tool result's text content: as sent in the log when it
// was, else as the request scripts it or (server mode) as the server
// answered the model's call (the answer must not depend on the UI having
// mounted).
func text(fs []frame, app *events.MCPApp, server bool, check checkFunc) mcpcheck.Check {
	var content []events.MCPContent
	src := "the request's scripted result"
	if server {
		src = "the server's tools/call result"
	}
	found := false
	for _, f := range fs {
		if f.e.Dir == mcphost.DirHostToApp && f.m.Method == "ui/notifications/tool-result" {
			var p struct {
				Content []events.MCPContent `json:"content"`
			}
			_ = json.Unmarshal(f.m.Params, &p)
			content, src, found = p.Content, fmt.Sprintf("the tool-result sent (frame %d)", f.i), true
			break
		}
	}
	if !found && app != nil {
		content = app.Tool.Result.Content
	}
	var texts []string
	for _, c := range content {
		if c.Type == "text" && strings.TrimSpace(c.Text) != "" {
			texts = append(texts, c.Text)
		}
	}
	if len(texts) == 0 {
		return check(mcpcheck.Text, mcpcheck.Fail, "no non-blank content[].text in "+src)
	}
	all := strings.Join(texts, "\n")
	if app != nil {
		for _, want := range app.AnswerText {
			if !strings.Contains(all, want) {
				return check(mcpcheck.Text, mcpcheck.Fail, fmt.Sprintf("content[].text of %s lacks %q", src, want))
			}
		}
	}
	return check(mcpcheck.Text, mcpcheck.Pass, fmt.Sprintf("content[].text of %s carries the answer: %q", src, clip(all)))
}

func bundle(fs []frame, app *events.MCPApp, check checkFunc) mcpcheck.Check {
	served := ""
	var extra []string
	for _, f := range fs {
		if f.e.Dir != mcphost.DirServed {
			continue
		}
		var s mcphost.Served
		if json.Unmarshal([]byte(f.e.Frame), &s) != nil {
			continue
		}
		if strings.HasSuffix(s.Path, "/app") && s.Found {
			served = s.MIMEType
		} else if !s.Found {
			extra = append(extra, s.Path)
		}
	}
	html := ""
	if app != nil {
		html = app.HTML
	}
	probs := LintBundle(html, served)
	if len(probs) == 0 {
		return check(mcpcheck.Bundle, mcpcheck.Pass, fmt.Sprintf("single file, all JS inline, served as %q", served))
	}
	var s []string
	for _, p := range probs {
		s = append(s, p.String())
	}
	ev := strings.Join(s, "; ")
	if len(extra) > 0 {
		ev += fmt.Sprintf("; the app requested %v from the sandbox origin", extra)
	}
	return check(mcpcheck.Bundle, mcpcheck.Fail, ev)
}

// Invocation is the tool invocation record of one mount.
type Invocation struct {
	Tool                    string          `json:"tool"`
	Arguments               json.RawMessage `json:"arguments"`
	StructuredContentSHA256 string          `json:"structured_content_sha256,omitempty"`
	IsError                 bool            `json:"is_error"`
	// AppCalls are the app's own tools/call requests and how the host
	// answered them.
	AppCalls []AppCall `json:"app_calls"`
	// Server, in server mode, is the transcript of the host's session
	// with the real MCP server (the hashes the fold compares).
	Server *events.MCPServerTranscript `json:"server,omitempty"`
	// Documents is what the app's document showed when mounted and once
	// hydrated, as W2 read it: the evidence of the hydration check.
	Documents Documents `json:"app_document"`
}

// AppCall is one tools/call from the app.
type AppCall struct {
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments,omitempty"`
	// Answer is "result", "error" or "none".
	Answer                  string `json:"answer"`
	IsError                 bool   `json:"is_error,omitempty"`
	ErrorCode               int    `json:"error_code,omitempty"`
	StructuredContentSHA256 string `json:"structured_content_sha256,omitempty"`
}

// hashText is the SHA-256 of s's bytes exactly; "" for "".
func hashText(s string) string {
	if s == "" {
		return ""
	}
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])
}

// Invocations builds the invocation record from the request and the log.
// structuredContent is hashed as the request's JSON text, byte for byte;
// in server mode, as the server's result carried it (the model's call) and
// as the app received it (the app's calls).
func Invocations(app *events.MCPApp, log []mcphost.Entry) Invocation {
	inv := Invocation{
		Tool: app.Tool.Name, Arguments: json.RawMessage(app.Tool.ArgumentsJSON),
		StructuredContentSHA256: hashText(app.Tool.Result.StructuredContentJSON),
		IsError:                 app.Tool.Result.IsError,
		AppCalls:                []AppCall{},
	}
	table := map[string]events.MCPTool{}
	for _, t := range app.Tools {
		table[t.Name] = t
	}
	fs := frames(log)
	idx := map[string]int{}
	for _, f := range fs {
		switch {
		case f.e.Dir == mcphost.DirAppToHost && f.m.Method == "tools/call" && len(f.m.ID) > 0:
			var p struct {
				Name      string          `json:"name"`
				Arguments json.RawMessage `json:"arguments"`
			}
			_ = json.Unmarshal(f.m.Params, &p)
			idx[string(f.m.ID)] = len(inv.AppCalls)
			inv.AppCalls = append(inv.AppCalls, AppCall{Name: p.Name, Arguments: p.Arguments, Answer: "none"})
		case f.e.Dir == mcphost.DirHostToApp && f.m.Method == "" && len(f.m.ID) > 0:
			i, ok := idx[string(f.m.ID)]
			if !ok {
				continue
			}
			c := &inv.AppCalls[i]
			if len(f.m.Error) > 0 {
				var e struct {
					Code int `json:"code"`
				}
				_ = json.Unmarshal(f.m.Error, &e)
				c.Answer, c.ErrorCode = "error", e.Code
				continue
			}
			c.Answer = "result"
			if t, ok := table[c.Name]; ok {
				c.IsError = t.Result.IsError
				c.StructuredContentSHA256 = hashText(t.Result.StructuredContentJSON)
			} else {
				// Server mode: the answer as the app got it.
				var r struct {
					IsError           bool            `json:"isError"`
					StructuredContent json.RawMessage `json:"structuredContent"`
				}
				_ = json.Unmarshal(f.m.Result, &r)
				c.IsError = r.IsError
				if len(r.StructuredContent) > 0 && string(r.StructuredContent) != "null" {
					c.StructuredContentSHA256 = hashText(string(r.StructuredContent))
				}
			}
		}
	}
	if len(inv.Arguments) == 0 {
		inv.Arguments = json.RawMessage("{}")
	}
	return inv
}
