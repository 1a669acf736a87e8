package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/requester/agentmcp"
	"github.com/tribunal-dev/tribunal/internal/testenv"
	"github.com/tribunal-dev/tribunal/internal/testfs"
)

// The scripted agent's inputs: a skeleton (signed at test time by the
// deployment's designer) and a product page with three defects.
const (
	agentSkeleton = "e2e/testdata/agent-skeleton"
	agentSite     = "e2e/testdata/agent-site"
)

// agentBudget bounds the bytes of one loop iteration's result (the
// structuredContent and the text of one attempt): docs/AGENTS.md quotes
// the measured figure.
const agentBudget = 6 << 10

// TestAgentLoop is the closed W³ loop driven by a deterministic agent
// that talks only MCP, over stdio, to "tribunal mcp": ledgerd and both
// witnesses run as separate processes on a deployment that trusts one
// designer. Converging: the agent reads the deviations of a page with
// three defects (a moved button, a colour off its token, clipped text),
// fixes one per iteration in the product's files and calls attempt
// until PASS_CANDIDATE; a judge then seals it through the CLI, and
// ledgerd verify --trust passes on a copy of the chain. Diverging, in
// its own baseline scope: a "fix" that adds a defect is held with
// ENTROPY_NON_DECREASING and leaves FAILED scars, and repeating it is
// held by the scar (SCAR_ALREADY_FAILED).
func TestAgentLoop(t *testing.T) {
	testenv.Short(t, "end-to-end: real Chromium, four processes and an MCP client")
	t.Parallel()
	tmp := t.TempDir()
	products := filepath.Join(tmp, "products")
	if err := os.MkdirAll(products, 0o755); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(tmp, "deploy")
	mustRun(t, 0, "ledgerd", "init", "--dir", dir, "--product-root", products, "--designer", "alice")
	d, err := deploy.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	skel := filepath.Join(tmp, "skeleton")
	testfs.CopyTree(t, filepath.Join(repoRoot, agentSkeleton), skel)
	mustRun(t, 0, "tribunal", "skeleton", "sign", skel, "--key", d.DesignerKeyFile("alice"))
	var daemons []*daemon
	t.Cleanup(func() {
		for _, dm := range daemons {
			_ = dm.stop()
		}
		if t.Failed() {
			for _, dm := range daemons {
				t.Logf("--- %s log (tail)\n%s", dm.name, tail(dm.log, 30))
			}
		}
	})
	for _, p := range []struct{ name, bin string }{{"ledgerd", "ledgerd"}, {"w1", "witness-w1"}, {"w2", "witness-w2"}} {
		dm, err := startDaemon(p.name, filepath.Join(tmp, p.name+".log"), p.bin, "serve", "--dir", dir)
		if err != nil {
			t.Fatal(err)
		}
		daemons = append(daemons, dm)
	}

	a := newAgent(t, dir, skel)

	t.Run("converging: one fix per iteration until PASS_CANDIDATE, then the judge seals", func(t *testing.T) {
		site := a.product(t, products, "shop")
		res := a.verify(t, site, "shop-1", "agent/shop")
		t.Logf("verify's result (%d + %d bytes):\n%s\n%s", len(a.lastRaw), len(a.lastTxt), a.lastRaw, a.lastTxt)
		if res.Verdict != events.StateHold || len(res.Deviations) == 0 {
			t.Fatalf("verify: %s %q with %d deviation(s)", res.Verdict, res.Error, len(res.Deviations))
		}
		for _, want := range []struct{ id, element string }{
			{govern.DevBBoxDrift, "cta"}, {govern.DevTokenMismatch, "panel"}, {govern.DevClippedText, "title"},
		} {
			if !hasDeviation(res, want.id, want.element) {
				t.Errorf("verify: no %s on %s in %+v", want.id, want.element, res.Deviations)
			}
		}
		for _, dv := range res.Deviations {
			if dv.Element == "" && dv.Screen == "" || dv.Breakpoint == "" && !strings.HasPrefix(dv.ID, govern.DevLintPrefix) ||
				dv.Expected == "" || dv.Actual == "" || dv.Witness == "" || dv.Hint == "" || strings.Contains(dv.Hint, "\n") {
				t.Errorf("deviation without element, breakpoint, expected, actual, witness or a one-line hint: %+v", dv)
			}
		}
		a.evidence(t, "shop-1")
		prev := len(res.Deviations)
		for i := 1; res.Verdict != events.StatePassCandidate; i++ {
			if i > 4 {
				t.Fatalf("no PASS_CANDIDATE after %d fixes: %s %q %+v", i-1, res.Verdict, res.Error, res.Deviations)
			}
			diff := a.fixOne(t, site, res)
			res = a.attempt(t, "shop-1", diff)
			t.Logf("iteration %d: %s %q, %d deviation(s), entropy_delta %d, %d bytes", res.Iterations, res.Verdict, res.Error, len(res.Deviations), res.EntropyDelta, a.lastBytes)
			if res.EntropyDelta >= 0 || len(res.Deviations) >= prev {
				t.Fatalf("iteration %d did not converge: %d → %d deviation(s), delta %d", i, prev, len(res.Deviations), res.EntropyDelta)
			}
			if res.Error == govern.ErrEntropyNonDecreasing {
				t.Fatalf("iteration %d held for entropy", i)
			}
			prev = len(res.Deviations)
		}
		if !strings.Contains(res.Next, "judge approve shop-1") || res.Ledger.W3.Verdict != govern.W3Pending {
			t.Errorf("PASS_CANDIDATE: next %q, w3 %q", res.Next, res.Ledger.W3.Verdict)
		}
		if a.maxBytes > agentBudget {
			t.Errorf("one iteration's result is %d bytes, over the %d budget", a.maxBytes, agentBudget)
		}
		t.Logf("measured: the largest iteration result %d bytes; the PASS_CANDIDATE's structuredContent %d + text %d", a.maxBytes, a.lastJSON, a.lastText)
		if len(a.progress()) == 0 {
			t.Error("no progress notifications while waiting")
		}

		// The seal is a human's: through the judge's CLI, never MCP.
		mustRun(t, 0, "judge", "approve", "shop-1", "--reason", "the agent's fixes look right", "--dir", dir)
		pollStatus(t, a, "shop-1", events.StateSealedDeploy)
	})

	t.Run("diverging: a fix that adds a defect is held, leaves scars, and is held by them when repeated", func(t *testing.T) {
		site := a.product(t, products, "diverge")
		res := a.verify(t, site, "div-1", "agent/diverge")
		if res.Verdict != events.StateHold {
			t.Fatalf("verify: %s %q", res.Verdict, res.Error)
		}
		before := res.Deviations
		diff := edit(t, site, `#panel {`, `top: 200px`, `top: 240px`)
		res = a.attempt(t, "div-1", diff)
		if res.Verdict != events.StateHold || res.Error != govern.ErrEntropyNonDecreasing || res.EntropyDelta <= 0 {
			t.Fatalf("the diverging attempt: %s %q delta %d", res.Verdict, res.Error, res.EntropyDelta)
		}
		if !strings.Contains(res.Next, "undo") {
			t.Errorf("next %q does not say to undo", res.Next)
		}
		sc := a.scar(t, before[0].Fingerprint, "agent/diverge")
		if sc.Outcome != govern.ScarFailed {
			t.Errorf("scar of %s %s: %s, want FAILED", before[0].ID, before[0].Element, sc.Outcome)
		}
		res = a.attempt(t, "div-1", diff)
		if res.Verdict != events.StateHold || res.Error != govern.ErrScarAlreadyFailed {
			t.Fatalf("repeating it: %s %q, want HOLD SCAR_ALREADY_FAILED", res.Verdict, res.Error)
		}
		if !slicesContain(res.Deviations, func(dv agentmcp.Deviation) bool { return dv.Scar == govern.ScarFailed }) {
			t.Errorf("no deviation names its FAILED scar: %+v", res.Deviations)
		}
	})

	t.Run("the TypeScript SDK's client runs the loop over stdio and over streamable HTTP", func(t *testing.T) {
		node := testenv.Tool(t, "node", "make deps installs nodejs")
		clients := filepath.Join(repoRoot, "testdata", "mcp-clients")
		if _, err := os.Stat(filepath.Join(clients, "node_modules", "@modelcontextprotocol", "sdk")); err != nil {
			testenv.Skip(t, "testdata/mcp-clients is not installed (", err, "): run make deps")
		}
		token := strings.Repeat("c3", 20)
		tok := filepath.Join(tmp, "token")
		if err := os.WriteFile(tok, []byte(token+"\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		logFile := filepath.Join(tmp, "mcp-http.log")
		mcpd, err := startDaemon("tribunal mcp --http", logFile, "tribunal", "mcp", "--http", "127.0.0.1:0", "--token-file", tok, "--dir", dir, "--log-level", "warn")
		if err != nil {
			t.Fatal(err)
		}
		daemons = append(daemons, mcpd)
		var url string
		deadline := time.Now().Add(30 * time.Second)
		for url == "" {
			if m := regexp.MustCompile(`(?m)^(http://127\.0\.0\.1:\d+/mcp)$`).FindStringSubmatch(tail(logFile, 5)); m != nil {
				url = m[1]
			} else if time.Now().After(deadline) {
				t.Fatalf("tribunal mcp --http printed no address:\n%s", tail(logFile, 10))
			}
			time.Sleep(100 * time.Millisecond)
		}
		for _, tt := range []struct {
			name string
			args []string
			env  []string
		}{
			{"stdio", []string{"stdio", filepath.Join(binDir, "tribunal"), "mcp", "--dir", dir, "--log-level", "warn"}, nil},
			{"http", []string{"http", url}, []string{"MCP_TOKEN=" + token}},
		} {
			t.Run(tt.name, func(t *testing.T) {
				site := a.product(t, products, "ts-"+tt.name)
				ctx, cancel := context.WithTimeout(context.Background(), 6*time.Minute)
				defer cancel()
				cmd := exec.CommandContext(ctx, node, append([]string{"sdk-loop.mjs"}, tt.args...)...)
				cmd.Dir = clients
				cmd.Env = append(os.Environ(), append(tt.env, "MCP_SKELETON="+skel, "MCP_SITE="+site,
					"MCP_REQUEST_ID=ts-"+tt.name, "MCP_SCOPE=agent/ts-"+tt.name)...)
				var stdout, stderr strings.Builder
				cmd.Stdout, cmd.Stderr = &stdout, &stderr
				if err := cmd.Run(); err != nil {
					t.Fatalf("node sdk-loop.mjs %s: %v\n%s\n%s", tt.name, err, stdout.String(), stderr.String())
				}
				var got struct {
					Steps []struct {
						Verdict      string `json:"verdict"`
						Error        string `json:"error"`
						Deviations   int    `json:"deviations"`
						EntropyDelta int    `json:"entropy_delta"`
					} `json:"steps"`
					Next string `json:"next"`
				}
				if err := json.Unmarshal([]byte(stdout.String()), &got); err != nil {
					t.Fatalf("%v\n%s", err, stdout.String())
				}
				t.Logf("%s: %+v", tt.name, got.Steps)
				n := len(got.Steps)
				if n < 2 || got.Steps[n-1].Verdict != events.StatePassCandidate || !strings.Contains(got.Next, "judge approve") {
					t.Fatalf("the loop ended %+v, next %q", got.Steps, got.Next)
				}
				for i, st := range got.Steps[1:] {
					if st.EntropyDelta >= 0 || st.Error == govern.ErrEntropyNonDecreasing {
						t.Errorf("step %d did not converge: %+v", i+1, st)
					}
				}
			})
		}
	})

	t.Run("the chain verifies offline with the trust file", func(t *testing.T) {
		a.close(t)
		for _, dm := range daemons {
			if err := dm.stop(); err != nil {
				t.Error(err)
			}
		}
		cp := filepath.Join(tmp, "audit.db")
		data, err := os.ReadFile(filepath.Join(dir, "data", "ledger.db"))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(cp, data, 0o600); err != nil {
			t.Fatal(err)
		}
		mustRun(t, 0, "ledgerd", "verify", "--db", cp, "--trust", filepath.Join(dir, "trust.json"))
	})
}

// agent is the scripted agent: an MCP client of "tribunal mcp" over
// stdio, and nothing else.
type agent struct {
	cs   *mcp.ClientSession
	skel string

	mu       sync.Mutex
	notes    []string
	lastJSON int
	lastText int
	lastRaw  []byte // the last result's structuredContent
	lastTxt  string
	// lastBytes and maxBytes measure one iteration's results.
	lastBytes, maxBytes int
}

func newAgent(t *testing.T, dir, skel string) *agent {
	t.Helper()
	a := &agent{skel: skel}
	cmd := exec.Command(filepath.Join(binDir, "tribunal"), "mcp", "--dir", dir, "--log-level", "warn")
	cmd.Stderr = os.Stderr
	client := mcp.NewClient(&mcp.Implementation{Name: "scripted-agent", Version: "1"}, &mcp.ClientOptions{
		ProgressNotificationHandler: func(_ context.Context, r *mcp.ProgressNotificationClientRequest) {
			a.mu.Lock()
			a.notes = append(a.notes, r.Params.Message)
			a.mu.Unlock()
		},
	})
	cs, err := client.Connect(context.Background(), &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatal(err)
	}
	a.cs = cs
	t.Cleanup(func() { cs.Close() })
	return a
}

func (a *agent) close(t *testing.T) {
	if err := a.cs.Close(); err != nil {
		t.Logf("closing the MCP session: %v", err)
	}
}

func (a *agent) progress() []string {
	a.mu.Lock()
	defer a.mu.Unlock()
	return append([]string(nil), a.notes...)
}

// product copies the page with three defects to a product directory of
// its own and returns the directory.
func (a *agent) product(t *testing.T, products, name string) string {
	t.Helper()
	site := filepath.Join(products, name)
	testfs.CopyTree(t, filepath.Join(repoRoot, agentSite), site)
	return site
}

// call calls tool with a progress token and decodes its Result,
// measuring what came back.
func (a *agent) call(t *testing.T, tool string, args map[string]any) *agentmcp.Result {
	t.Helper()
	p := &mcp.CallToolParams{Name: tool, Arguments: args}
	p.SetProgressToken(tool + fmt.Sprint(time.Now().UnixNano()))
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	res, err := a.cs.CallTool(ctx, p)
	if err != nil {
		t.Fatalf("%s: %v", tool, err)
	}
	var text strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			text.WriteString(tc.Text)
		}
	}
	if res.IsError {
		t.Fatalf("%s: tool error %s", tool, text.String())
	}
	raw, err := json.Marshal(res.StructuredContent)
	if err != nil {
		t.Fatal(err)
	}
	var out agentmcp.Result
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatalf("%s: %v\n%s", tool, err, raw)
	}
	a.lastJSON, a.lastText = len(raw), text.Len()
	a.lastRaw, a.lastTxt = raw, text.String()
	a.lastBytes = len(raw) + text.Len()
	a.maxBytes = max(a.maxBytes, a.lastBytes)
	return &out
}

func (a *agent) verify(t *testing.T, site, id, scope string) *agentmcp.Result {
	t.Helper()
	return a.call(t, "verify", map[string]any{"skeleton": a.skel, "url": "file://" + site, "request_id": id, "baseline_scope": scope, "wait_s": 240})
}

// evidence asks for the overlay of the first frame: one PNG no larger
// than a model takes.
func (a *agent) evidence(t *testing.T, id string) {
	t.Helper()
	res, err := a.cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "evidence", Arguments: map[string]any{"request_id": id, "kind": "overlay"}})
	if err != nil || res.IsError || len(res.Content) != 2 {
		t.Fatalf("evidence: %v %+v", err, res)
	}
	ic, ok := res.Content[0].(*mcp.ImageContent)
	if !ok || ic.MIMEType != "image/png" {
		t.Fatalf("evidence: %T", res.Content[0])
	}
	cfg, err := png.DecodeConfig(bytes.NewReader(ic.Data))
	if err != nil || cfg.Width > agentmcp.MaxImageSide || cfg.Height > agentmcp.MaxImageSide || cfg.Width < 100 {
		t.Errorf("evidence: %dx%d (%v)", cfg.Width, cfg.Height, err)
	}
}

func (a *agent) attempt(t *testing.T, id, diff string) *agentmcp.Result {
	t.Helper()
	return a.call(t, "attempt", map[string]any{"request_id": id, "code_diff": diff, "wait_s": 240})
}

func (a *agent) scar(t *testing.T, fp, scope string) *govern.Scar {
	t.Helper()
	res, err := a.cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "scar", Arguments: map[string]any{"fingerprint": fp, "scope": scope}})
	if err != nil {
		t.Fatalf("scar %s: %v", fp, err)
	}
	if res.IsError {
		t.Fatalf("scar %s: tool error %v", fp, res.Content[0].(*mcp.TextContent).Text)
	}
	raw, _ := json.Marshal(res.StructuredContent)
	var sc govern.Scar
	if err := json.Unmarshal(raw, &sc); err != nil {
		t.Fatal(err)
	}
	return &sc
}

// fixOne is the agent's whole skill: the first deviation it knows how
// to fix, fixed from what the deviation says, in the page's CSS rule
// for the element's selector (one rule a line) or its text. It returns
// the change as a diff for the judge.
func (a *agent) fixOne(t *testing.T, site string, res *agentmcp.Result) string {
	t.Helper()
	for _, dv := range res.Deviations {
		if dv.Selector == "" {
			continue
		}
		switch dv.ID {
		case govern.DevBBoxDrift:
			m := regexp.MustCompile(`^box x (\S+) y (\S+) w (\S+) h (\S+)$`).FindStringSubmatch(dv.Expected)
			if m == nil {
				t.Fatalf("bbox_drift expected %q", dv.Expected)
			}
			return edit(t, site, dv.Selector+" {", `top: \d+px`, "top: "+m[2]+"px")
		case govern.DevTokenMismatch:
			field, _, _ := strings.Cut(dv.Expected, " ")
			v := regexp.MustCompile(`var\(--[a-z0-9-]+\)`).FindString(dv.Hint)
			if v == "" {
				t.Fatalf("token_mismatch hint names no var(): %q", dv.Hint)
			}
			return edit(t, site, dv.Selector+" {", `(^|[ ;{])`+regexp.QuoteMeta(field)+`: [^;]+`, "${1}"+field+": "+v)
		case govern.DevClippedText:
			id := strings.TrimPrefix(dv.Selector, "#")
			return edit(t, site, `id="`+id+`"`, `>[^<]*<`, ">Tribunal shop<")
		}
	}
	t.Fatalf("the agent knows no fix for any of %+v", res.Deviations)
	return ""
}

// edit replaces the first match of pattern on the line of site's
// index.html that contains anchor, and returns the change as a diff.
func edit(t *testing.T, site, anchor, pattern, repl string) string {
	t.Helper()
	path := filepath.Join(site, "index.html")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	re := regexp.MustCompile(pattern)
	for i, l := range lines {
		if !strings.Contains(l, anchor) || !re.MatchString(l) {
			continue
		}
		loc := re.FindStringIndex(l)
		nl := l[:loc[0]] + re.ReplaceAllString(l[loc[0]:loc[1]], repl) + l[loc[1]:]
		lines[i] = nl
		if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
			t.Fatal(err)
		}
		return fmt.Sprintf("--- a/index.html\n+++ b/index.html\n@@ -%d +%d @@\n-%s\n+%s\n", i+1, i+1, l, nl)
	}
	t.Fatalf("no line with %q matching %q in %s", anchor, pattern, path)
	return ""
}

func hasDeviation(res *agentmcp.Result, id, element string) bool {
	return slicesContain(res.Deviations, func(dv agentmcp.Deviation) bool { return dv.ID == id && dv.Element == element })
}

func slicesContain[T any](s []T, f func(T) bool) bool {
	for _, v := range s {
		if f(v) {
			return true
		}
	}
	return false
}

// pollStatus asks status until the request reaches state.
func pollStatus(t *testing.T, a *agent, id, state string) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for {
		res := a.call(t, "status", map[string]any{"request_id": id})
		if res.Verdict == state {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("request %s: %s, want %s", id, res.Verdict, state)
		}
		time.Sleep(200 * time.Millisecond)
	}
}
