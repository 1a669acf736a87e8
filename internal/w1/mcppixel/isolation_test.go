package mcppixel

// W1's isolation guarantees (docs/CONTRACTS.md §8) extended to the MCP App checks: this
// package must read no DOM and no protocol log. internal/w1/capture's
// isolation_test.go covers capture and browser, including capture.Live
// which this package uses; here:
//
//  1. the source check: non-test files import only the standard library
//     (no network or HTML packages) and capture, browser, pixeldiff and
//     mcpcheck, name no chromedp or cdproto package at all, and hold no
//     protocol method or page-reading script in a string;
//  2. the dependency check: the Tribunal packages linked are exactly those
//     four (not mcphost with its HTTP servers and log, not protocol, not
//     W2's measure);
//  3. the protocol trace: a real mount of the test app on a pixel tab sends
//     only navigation, emulation, animation and screenshot commands on that
//     tab's session.

import (
	"bytes"
	"context"
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/browser/browsertest"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost/testapp"
)

const modPath = "github.com/tribunal-dev/tribunal"

// internal/browser/netguard is each tab's network guard (an HTTP proxy
// that reads request lines only; see internal/w1/capture's isolation test).
var allowedTribunal = []string{
	modPath + "/internal/w1/capture", modPath + "/internal/browser", modPath + "/internal/browser/netguard",
	modPath + "/internal/w1/pixeldiff", modPath + "/internal/mcpapp/mcpcheck", modPath + "/internal/pause",
}

var (
	forbiddenStd = regexp.MustCompile(`^(net|net/.*|html|html/.*|encoding/xml|os/exec|syscall|unsafe|plugin)$`)
	methodLike   = regexp.MustCompile(`^[A-Z][A-Za-z]+\.[a-z][A-Za-z]+$`)
	scriptLike   = regexp.MustCompile(`(?i)document\.|window\.|queryselector|getboundingclientrect|innerhtml|outerhtml|getcomputedstyle|\.evaluate|jsonrpc|tools/call`)
)

func checkSource(fset *token.FileSet, f *ast.File) []string {
	var bad []string
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		std := !strings.Contains(strings.SplitN(p, "/", 2)[0], ".")
		switch {
		case std && forbiddenStd.MatchString(p):
			bad = append(bad, fset.Position(imp.Pos()).String()+": imports "+p)
		case !std && !slices.Contains(allowedTribunal, p):
			bad = append(bad, fset.Position(imp.Pos()).String()+": imports "+p+", not on the allow-list")
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
			s, err := strconv.Unquote(lit.Value)
			if err == nil && (methodLike.MatchString(s) || scriptLike.MatchString(s)) {
				bad = append(bad, fset.Position(lit.Pos()).String()+": string "+strconv.Quote(s))
			}
		}
		return true
	})
	return bad
}

func TestPixelSourceReadsNoDOM(t *testing.T) {
	paths, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	n := 0
	for _, p := range paths {
		if strings.HasSuffix(p, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, p, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		n++
		for _, v := range checkSource(fset, f) {
			t.Error(v)
		}
	}
	if n < 3 {
		t.Fatalf("checked %d files; did the package move?", n)
	}
}

func TestSourceCheckCatches(t *testing.T) {
	for _, src := range []string{
		`import "github.com/chromedp/chromedp"`,
		`import "github.com/chromedp/cdproto/dom"`,
		`import "github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost"`,
		`import "github.com/tribunal-dev/tribunal/internal/w2/mcpprotocol"`,
		`import "github.com/tribunal-dev/tribunal/internal/w2/measure"`,
		`import "net/http"`,
		`import "html"`,
		`var _ = "Runtime.evaluate"`,
		`var _ = "document.querySelector('#x')"`,
		`var _ = "tools/call"`,
	} {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, "bad.go", "package bad\n"+src+"\n", parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		if len(checkSource(fset, f)) == 0 {
			t.Errorf("the source check accepts %s", src)
		}
	}
}

func TestPixelDepsReadNoDOM(t *testing.T) {
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("the dependency check needs the go command: %v", err)
	}
	out, err := exec.Command(gobin, "list", "-json", "-deps", modPath+"/internal/w1/mcppixel").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	dec := json.NewDecoder(bytes.NewReader(out))
	var linked []string
	for dec.More() {
		var p struct{ ImportPath string }
		if err := dec.Decode(&p); err != nil {
			t.Fatal(err)
		}
		if strings.HasPrefix(p.ImportPath, modPath+"/") && p.ImportPath != modPath+"/internal/w1/mcppixel" {
			linked = append(linked, p.ImportPath)
			if !slices.Contains(allowedTribunal, p.ImportPath) {
				t.Errorf("the pixel path links %s", p.ImportPath)
			}
		}
	}
	if len(linked) == 0 {
		t.Fatal("go list found no Tribunal dependency; is the check looking at the right package?")
	}
}

// pixelMethods are the only commands a pixel tab's session may carry once
// browser.NewTab has handed it out (as in internal/w1/capture).
var pixelMethods = []string{
	"Page.navigate", "Page.getLayoutMetrics", "Page.captureScreenshot", "Page.handleJavaScriptDialog",
	"Emulation.setDeviceMetricsOverride", "Emulation.setTouchEmulationEnabled",
	"Emulation.setEmulatedMedia", "Emulation.setAutoDarkModeOverride",
	"Emulation.setScrollbarsHidden", "Emulation.setUserAgentOverride",
	"Animation.enable", "Animation.setPaused", "Animation.seekAnimations",
}

func TestPixelTabProtocol(t *testing.T) {
	browsertest.Need(t)
	var mu sync.Mutex
	var trace []browser.Command
	b, err := browser.New(browser.Options{
		Logger: slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn})),
		Trace: func(c browser.Command) {
			mu.Lock()
			trace = append(trace, c)
			mu.Unlock()
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	h, err := mcphost.Start(mcphost.Options{PhaseTimeout: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	app, err := testapp.Load("../../../testdata/mcp-app", "good")
	if err != nil {
		t.Fatal(err)
	}
	s, err := h.NewSession(app, "android")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	tab, err := b.NewTab(ctx, browser.PixelOnly())
	if err != nil {
		t.Fatal(err)
	}
	if err := tab.Allow(s.Origins()...); err != nil {
		t.Fatal(err)
	}
	drive := func(ctx context.Context, open func(context.Context, string) error, at func(context.Context, string) error) (map[string]bool, error) {
		p, err := s.Drive(ctx, open, at)
		return p.Reached, err
	}
	session := browsertest.SessionID(tab)
	shots, err := Capture(ctx, tab, browser.Android, drive)
	tab.Close()
	if err != nil {
		t.Fatal(err)
	}
	if len(shots.Frames) != 4 {
		t.Fatalf("%d screenshots, want 4", len(shots.Frames))
	}
	mu.Lock()
	defer mu.Unlock()
	var cmds []string
	for _, c := range trace {
		if c.SessionID == session {
			cmds = append(cmds, c.Method)
		}
	}
	handed := slices.Index(cmds, "Runtime.disable")
	if handed < 0 {
		t.Fatalf("the pixel tab's agents were never switched off: %v", cmds)
	}
	for _, m := range cmds[handed+1:] {
		if !slices.Contains(pixelMethods, m) {
			t.Errorf("the pixel tab sent %s", m)
		}
	}
	if n := strings.Count(strings.Join(cmds, " "), "Page.captureScreenshot"); n < 4 {
		t.Errorf("%d screenshots in the trace; is it complete?", n)
	}
}
