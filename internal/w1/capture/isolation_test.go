package capture

// The tests in this file prove that W1's pixel path never reads the DOM
// (docs/CONTRACTS.md §8): that internal/w1/capture, internal/browser and internal/w1/pixelcheck
// — the only code W1 runs against a page, and the checks that judge what
// it captured — name nothing that could, and that at run time a pixel tab
// carries only navigation, emulation, readiness and screenshot commands.
// (internal/w1/pixelcheck repeats the run-time check over whole observations.)
//
// Three layers, strongest first:
//
//  1. The source check (TestPixelSourceReadsNoDOM) parses every non-test
//     file of both packages. Imports, package-qualified names and CDP
//     method strings must come from allow-lists; the DOM, CSS, DOMDebugger,
//     DOMSnapshot, Accessibility, Runtime, Debugger, Input and Overlay
//     packages, chromedp's query, evaluation and selector actions, and
//     script-like strings fail it by name. An allow-list means that any new
//     browser call is a conscious change to this file.
//  2. The protocol trace (TestPixelTabProtocol) records every command the
//     process sends during real captures and requires that, once a pixel tab
//     is handed out, its session sees only allowed methods. This catches
//     what source analysis cannot (a method name built at run time).
//  3. The dependency check (TestPixelDepsReadNoDOM) asks `go list -deps`.
//     chromedp itself imports cdproto/dom, cdproto/css and cdproto/runtime
//     (its query actions live in the same package), so "no DOM package
//     anywhere in the build" cannot hold for any chromedp user. What does
//     hold, and is checked: the pixel packages add no cdproto package that
//     chromedp and the allowed domains do not already pull in, each links
//     only the Tribunal packages pixelDeps lists (never W2's
//     internal/w2/measure), and none of the forbidden packages is a direct
//     import as the compiler sees it.

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/browser/browsertest"
)

const (
	modPath      = "github.com/tribunal-dev/tribunal"
	chromedpPath = "github.com/chromedp/chromedp"
	cdprotoPath  = "github.com/chromedp/cdproto"
)

// pixelDirs are the package directories of W1's pixel path, relative to
// this package.
var pixelDirs = []string{".", "../../browser", "../pixelcheck"}

// pixelDeps lists, per pixel package, the Tribunal packages it may link.
// pixelcheck reads the job (internal/witness/job with the skeleton and the event
// types) and diffs with internal/w1/pixeldiff, none of which talks to a
// browser; internal/witness/job's loopback server only serves a DOM payload to the
// browser, it parses nothing. internal/browser/netguard is each tab's
// network guard, an HTTP proxy: it needs net/http, so it is not in
// pixelDirs' source check, and it reads only request lines and Host
// headers, copying every body unread; it imports no cdproto package
// (TestPixelDepsReadNoDOM checks its direct imports too).
var pixelDeps = map[string][]string{
	modPath + "/internal/browser/netguard": nil,
	modPath + "/internal/browser":          {modPath + "/internal/browser/netguard"},
	modPath + "/internal/w1/capture": {
		modPath + "/internal/browser", modPath + "/internal/browser/netguard", modPath + "/internal/pause",
	},
	modPath + "/internal/w1/pixelcheck": {
		modPath + "/internal/browser", modPath + "/internal/browser/netguard",
		modPath + "/internal/w1/capture", modPath + "/internal/events",
		modPath + "/internal/skeleton", modPath + "/internal/witness/job", modPath + "/internal/w1/pixeldiff",
		modPath + "/internal/pause",
		// events decodes through strictjson (JSON only, no DOM).
		modPath + "/internal/strictjson",
	},
}

// allowedNames lists, per non-standard import, the exported names the pixel
// packages may use. Everything else — including every chromedp query,
// evaluation, input and selector action — fails the source check.
var allowedNames = map[string][]string{
	chromedpPath: {
		// the browser process
		"NewExecAllocator", "ExecAllocatorOption", "DefaultExecAllocatorOptions",
		"ExecPath", "UserDataDir", "Env", "Flag", "NoSandbox", "CombinedOutput",
		"BrowserOption", "WithBrowserOption", "WithBrowserLogf", "WithBrowserErrorf",
		"WithBrowserDebugf", "Cancel",
		// tabs and running commands
		"NewContext", "WithTargetID", "WithExistingBrowserContext", "FromContext", "Target", "Action", "Void",
		"Do", "Run", "Func", "CallBrowser", "Listen",
		// file:// confinement (internal/browser confine.go): browser-level
		// request interception, network-level, no session of any tab
		"ListenBrowser",
		// navigation (Page.navigate, then the load event)
		"Navigate",
		// dismissing dialogs (internal/browser dialogs.go): the
		// Page.javascriptDialogOpening event, answered with
		// Page.handleJavaScriptDialog
		"Events", "Call",
	},
	cdprotoPath + "/cdp": {"Call", "Empty", "BrowserContextID"},
	cdprotoPath + "/page": {
		"CaptureScreenshot", "CaptureScreenshotParams", "CaptureScreenshotFormatPng",
		"GetLayoutMetrics", "Viewport",
		"JavascriptDialogOpening", "HandleJavaScriptDialog", "HandleJavaScriptDialogParams",
	},
	cdprotoPath + "/emulation": {
		"SetDeviceMetricsOverride", "SetDeviceMetricsOverrideParams",
		"ScreenOrientation", "ScreenOrientationTypePortraitPrimary", "ScreenOrientationTypeLandscapePrimary",
		"SetTouchEmulationEnabled", "SetTouchEmulationEnabledParams",
		"SetEmulatedMedia", "SetEmulatedMediaParams", "MediaFeature",
		"SetAutoDarkModeOverride", "SetAutoDarkModeOverrideParams",
		"SetScrollbarsHidden", "SetScrollbarsHiddenParams",
		"SetUserAgentOverride", "SetUserAgentOverrideParams",
	},
	cdprotoPath + "/network": {
		"EventRequestWillBeSent", "EventLoadingFinished", "EventLoadingFailed",
		"RequestID", "ResourceType", "ResourceTypeDocument", "ResourceTypeFont",
		"ResourceTypeEventSource", "ResourceTypeWebSocket", "ResourceTypePing",
		"ErrorReasonAccessDenied",
	},
	// the renderer identity (internal/browser identity.go): the browser's
	// build and its command line, asked of the browser, never of a page
	cdprotoPath + "/browser": {"GetVersion", "GetBrowserCommandLine"},
	// file:// confinement: pause file:// requests, continue or fail them
	// by URL alone (the Fetch domain is network-level; it reads no page).
	cdprotoPath + "/fetch": {
		"Enable", "EnableParams", "RequestPattern", "EventRequestPaused",
		"ContinueRequest", "ContinueRequestParams", "FailRequest", "FailRequestParams",
	},
	cdprotoPath + "/animation": {
		"Enable", "SetPaused", "SetPausedParams", "SeekAnimations", "SeekAnimationsParams",
		"EventAnimationStarted", "EventAnimationUpdated", "EventAnimationCanceled",
		"Animation", "Effect",
	},
	cdprotoPath + "/target": {
		"CreateTarget", "CreateTargetParams", "CreateBrowserContext", "CreateBrowserContextParams",
		"DisposeBrowserContext", "DisposeBrowserContextParams", "SessionID",
		// Browser.Check's browser-level question (the job deadline's
		// health check): on the browser's session, no tab's.
		"GetTargets", "GetTargetsParams",
	},
	modPath + "/internal/browser":          nil, // nil: any name
	modPath + "/internal/browser/netguard": nil,
	// pause holds one timer wait (context and time only).
	modPath + "/internal/pause": {"For"},
	// a hash of bytes the capture already holds (frame identity).
	"github.com/cespare/xxhash/v2": {"New"},
	// pixelcheck's non-browser inputs (pixelDeps keeps capture and browser
	// from using them).
	modPath + "/internal/w1/capture":   nil,
	modPath + "/internal/events":       nil,
	modPath + "/internal/skeleton":     nil,
	modPath + "/internal/w1/pixeldiff": nil,
	modPath + "/internal/witness/job":  {"Job", "PageURL"},
}

// forbiddenImports read the document, its styles, its accessibility tree or
// its script state, or act on the page as a user would.
var forbiddenImports = []string{
	cdprotoPath + "/dom", cdprotoPath + "/css", cdprotoPath + "/domdebugger",
	cdprotoPath + "/domsnapshot", cdprotoPath + "/accessibility", cdprotoPath + "/runtime",
	cdprotoPath + "/debugger", cdprotoPath + "/input", cdprotoPath + "/overlay",
	cdprotoPath + "/layertree", cdprotoPath + "/domstorage", cdprotoPath + "/indexeddb",
	modPath + "/internal/w2/measure",
}

// forbiddenChromedp are chromedp names that read or query the page; they
// are outside allowedNames anyway, and listed to name the offence.
var forbiddenChromedp = []string{
	"Evaluate", "EvaluateAsDevTools", "CallFunctionOn", "Poll", "PollFunction",
	"Nodes", "Text", "TextContent", "Value", "InnerHTML", "OuterHTML",
	"Attributes", "AttributesAll", "AttributeValue", "JavascriptAttribute",
	"Dimensions", "ComputedStyle", "MatchedStyle", "Query", "QueryAfter", "QueryNodeIDs",
	"Screenshot", "ScreenshotScale", "ScreenshotNodes", "WaitVisible", "WaitReady",
	"WaitNotPresent", "WaitNotVisible", "WaitEnabled", "WaitSelected", "Title", "Location",
	"ExposeFunc", "Console", "Click", "SendKeys", "SetValue", "Focus",
	"CSS", "CSSAll", "ID", "JSPath", "Search", "NodeIDs", "ByFunc",
}

// forbiddenStd are standard packages that would let the pixel path fetch or
// parse the page itself, outside the browser.
var forbiddenStd = []string{"net", "net/http", "html/template", "encoding/xml"}

// allowedDomains may appear in CDP method strings, plus exactly the agents
// browser.PixelOnly switches off.
var (
	allowedDomains  = []string{"Page", "Emulation", "Network", "Animation", "Target"}
	allowedSwitches = []string{"DOM.disable", "CSS.disable", "Runtime.disable"}
	methodLike      = regexp.MustCompile(`^([A-Z][A-Za-z]+)\.([a-z][A-Za-z]+)$`)
	scriptLike      = regexp.MustCompile(`(?i)document\.|window\.|queryselector|getboundingclientrect|innerhtml|outerhtml|getcomputedstyle|fonts\.ready|\.evaluate`)
)

// checkSource returns every violation in one parsed file.
func checkSource(fset *token.FileSet, f *ast.File) []string {
	var bad []string
	report := func(n ast.Node, format string, args ...any) {
		bad = append(bad, fmt.Sprintf("%s: %s", fset.Position(n.Pos()), fmt.Sprintf(format, args...)))
	}
	names := map[string]string{} // local name → import path
	for _, imp := range f.Imports {
		path, _ := strconv.Unquote(imp.Path.Value)
		if slices.Contains(forbiddenImports, path) {
			report(imp, "imports %s, which reads the page", path)
			continue
		}
		std := !strings.Contains(strings.SplitN(path, "/", 2)[0], ".")
		if std && (slices.Contains(forbiddenStd, path) || strings.HasPrefix(path, "net/http/")) {
			report(imp, "imports %s, which could fetch or parse the page outside the browser", path)
			continue
		}
		if _, ok := allowedNames[path]; !ok && !std {
			report(imp, "imports %s, which is not on the pixel path's allow-list", path)
			continue
		}
		if imp.Name != nil && (imp.Name.Name == "_" || imp.Name.Name == ".") {
			report(imp, "imports %s as %q", path, imp.Name.Name)
			continue
		}
		if std {
			continue
		}
		local := path[strings.LastIndex(path, "/")+1:]
		if imp.Name != nil {
			local = imp.Name.Name
		}
		names[local] = path
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			id, ok := n.X.(*ast.Ident)
			if !ok {
				return true
			}
			path, ok := names[id.Name]
			if !ok {
				return true
			}
			allowed := allowedNames[path]
			switch {
			case path == chromedpPath && slices.Contains(forbiddenChromedp, n.Sel.Name):
				report(n, "uses chromedp.%s, which reads or queries the page", n.Sel.Name)
			case allowed != nil && !slices.Contains(allowed, n.Sel.Name):
				report(n, "uses %s.%s, which is not on the pixel path's allow-list", path, n.Sel.Name)
			}
		case *ast.BasicLit:
			if n.Kind != token.STRING {
				return true
			}
			s, err := strconv.Unquote(n.Value)
			if err != nil {
				return true
			}
			if m := methodLike.FindStringSubmatch(s); m != nil &&
				!slices.Contains(allowedDomains, m[1]) && !slices.Contains(allowedSwitches, s) {
				report(n, "names the protocol method %s", s)
			}
			if scriptLike.MatchString(s) {
				report(n, "holds script that reads the page: %q", s)
			}
		}
		return true
	})
	return bad
}

func TestPixelSourceReadsNoDOM(t *testing.T) {
	fset := token.NewFileSet()
	files := 0
	for _, dir := range pixelDirs {
		paths, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range paths {
			if strings.HasSuffix(p, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, p, nil, parser.SkipObjectResolution)
			if err != nil {
				t.Fatal(err)
			}
			files++
			for _, v := range checkSource(fset, f) {
				t.Error(v)
			}
		}
	}
	if files < 8 {
		t.Fatalf("checked only %d files: the package directories moved?", files)
	}
}

// TestSourceCheckCatches proves that the source check fails on each kind of
// DOM access, so that a passing TestPixelSourceReadsNoDOM means something.
func TestSourceCheckCatches(t *testing.T) {
	tests := []struct{ name, src string }{
		{"dom import", `import "github.com/chromedp/cdproto/dom"`},
		{"css import", `import "github.com/chromedp/cdproto/css"`},
		{"renamed runtime import", `import rt "github.com/chromedp/cdproto/runtime"`},
		{"accessibility import", `import "github.com/chromedp/cdproto/accessibility"`},
		{"domsnapshot import", `import "github.com/chromedp/cdproto/domsnapshot"`},
		{"domdebugger import", `import "github.com/chromedp/cdproto/domdebugger"`},
		{"W2's package", `import "github.com/tribunal-dev/tribunal/internal/w2/measure"`},
		{"unknown module", `import "example.com/helper"`},
		{"own HTTP client", `import "net/http"`},
		{"evaluate", `import "github.com/chromedp/chromedp"; var _ = chromedp.Evaluate[int]("1")`},
		{"nodes", `import "github.com/chromedp/chromedp"; var _ = chromedp.Nodes(chromedp.CSS("a"))`},
		{"text", `import "github.com/chromedp/chromedp"; var _ = chromedp.Text("#x")`},
		{"query", `import cd "github.com/chromedp/chromedp"; var _ = cd.Query(cd.ID("x"))`},
		{"selector screenshot", `import "github.com/chromedp/chromedp"; var _ = chromedp.Screenshot("#x")`},
		{"script before load", `import "github.com/chromedp/cdproto/page"; var _ = page.AddScriptToEvaluateOnNewDocument`},
		{"response body", `import "github.com/chromedp/cdproto/network"; var _ = network.GetResponseBody`},
		{"intercepted response body", `import "github.com/chromedp/cdproto/fetch"; var _ = fetch.GetResponseBody`},
		{"fulfil a request", `import "github.com/chromedp/cdproto/fetch"; var _ = fetch.FulfillRequest`},
		{"animation node", `import "github.com/chromedp/cdproto/animation"; var _ = animation.ResolveAnimation`},
		{"raw DOM method", `var _ = "DOM.getDocument"`},
		{"raw evaluate method", `var _ = "Runtime.evaluate"`},
		{"raw CSS method", `var _ = "CSS.getMatchedStylesForNode"`},
		{"script string", `var _ = "document.fonts.ready"`},
		{"bounding box", `var _ = "el.getBoundingClientRect()"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, "bad.go", "package bad\n"+tt.src+"\n", parser.SkipObjectResolution)
			if err != nil {
				t.Fatal(err)
			}
			if bad := checkSource(fset, f); len(bad) == 0 {
				t.Errorf("the source check accepts %s", tt.src)
			}
		})
	}
	t.Run("allowed calls pass", func(t *testing.T) {
		src := `import (
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)
var _ = chromedp.Navigate("http://127.0.0.1/")
var _ = page.CaptureScreenshot
var _ = "DOM.disable"
var _ = "Page.navigate"`
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, "ok.go", "package ok\n"+src+"\n", parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		if bad := checkSource(fset, f); len(bad) != 0 {
			t.Errorf("the source check rejects allowed code: %v", bad)
		}
	})
}

type listedPackage struct {
	ImportPath string
	Standard   bool
	Imports    []string
	Deps       []string
}

func goList(t *testing.T, args ...string) []listedPackage {
	t.Helper()
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("the dependency check needs the go command: %v", err)
	}
	cmd := exec.Command(gobin, append([]string{"list", "-json"}, args...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list %v: %v\n%s", args, err, stderr.String())
	}
	var pkgs []listedPackage
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p listedPackage
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		pkgs = append(pkgs, p)
	}
	return pkgs
}

func TestPixelDepsReadNoDOM(t *testing.T) {
	var pixel []string
	for p := range pixelDeps {
		pixel = append(pixel, p)
	}
	slices.Sort(pixel)
	// What the pixel packages import directly, as the compiler sees it.
	for _, p := range goList(t, pixel...) {
		for _, imp := range p.Imports {
			if slices.Contains(forbiddenImports, imp) {
				t.Errorf("%s imports %s", p.ImportPath, imp)
			}
		}
		for _, dep := range p.Deps {
			if strings.HasPrefix(dep, modPath+"/") && !slices.Contains(pixelDeps[p.ImportPath], dep) {
				t.Errorf("%s depends on %s: the pixel path must link no other Tribunal package", p.ImportPath, dep)
			}
		}
	}
	// Every cdproto package in the pixel build must already be there
	// because chromedp or an allowed domain package needs it.
	baseline := []string{chromedpPath}
	for path := range allowedNames {
		if strings.HasPrefix(path, cdprotoPath+"/") {
			baseline = append(baseline, path)
		}
	}
	need := map[string]bool{}
	for _, p := range goList(t, append([]string{"-deps"}, baseline...)...) {
		need[p.ImportPath] = true
	}
	for _, p := range goList(t, append([]string{"-deps"}, pixel...)...) {
		if strings.HasPrefix(p.ImportPath, cdprotoPath) && !need[p.ImportPath] {
			t.Errorf("the pixel packages pull in %s, which neither chromedp nor an allowed domain needs", p.ImportPath)
		}
	}
}

// pixelMethods are the only commands a pixel tab's session may carry once
// browser.NewTab has handed it out. Page.handleJavaScriptDialog is the
// tab's answer to a dialog the page opens (Cancel): it closes the dialog,
// and reads nothing. Page.navigate loads the request's URL once, or twice
// for a full page that changed its layout when its capture resized the
// view (reload.go): the same URL, and no other.
var pixelMethods = []string{
	"Page.navigate", "Page.getLayoutMetrics", "Page.captureScreenshot", "Page.handleJavaScriptDialog",
	"Emulation.setDeviceMetricsOverride", "Emulation.setTouchEmulationEnabled",
	"Emulation.setEmulatedMedia", "Emulation.setAutoDarkModeOverride",
	"Emulation.setScrollbarsHidden", "Emulation.setUserAgentOverride",
	"Animation.enable", "Animation.setPaused", "Animation.seekAnimations",
}

func TestPixelTabProtocol(t *testing.T) {
	b := testBrowser(t)
	for _, req := range []Request{
		NewRequest(browser.Web, httpURL("animated.html"), false),
		NewRequest(browser.Web, fileURL(t, "font.html"), false),
		NewRequest(browser.Android, httpURL("tall.html"), true),
		// A page taller than one screenshot: captured in tiles, with the
		// same calls.
		{URL: httpURL("huge.html"), Width: 360, Height: 640, FullPage: true},
		// A page that opens dialogs once loaded: the tab answers each.
		NewRequest(browser.Web, httpURL("dialogs.html"), false),
		// A page that moves its content on resize: loaded a second time
		// (reload.go), with the same calls.
		NewRequest(browser.Web, httpURL("resize.html"), true),
	} {
		t.Run(req.URL[strings.LastIndex(req.URL, "/")+1:], func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			mark := traceMark()
			tab, err := b.NewTab(ctx, browser.PixelOnly())
			if err != nil {
				t.Fatal(err)
			}
			session := browsertest.SessionID(tab)
			f, err := Shot(ctx, tab, req)
			tab.Close()
			if err != nil {
				t.Fatal(err)
			}
			cmds := commands(session, mark)
			// The tab is handed out after its agents are off.
			handed := slices.IndexFunc(cmds, func(c browser.Command) bool { return c.Method == "Runtime.disable" })
			if handed < 0 {
				t.Fatalf("the pixel tab's agents were never switched off: %v", methods(cmds))
			}
			for _, c := range cmds[:handed] {
				if c.Method == "Page.navigate" {
					t.Errorf("the tab navigated before its agents were off")
				}
			}
			t.Logf("attach (about:blank): %v", methods(cmds[:handed+1]))
			used := map[string]bool{}
			for _, c := range cmds[handed+1:] {
				used[c.Method] = true
				if !slices.Contains(pixelMethods, c.Method) {
					t.Errorf("a pixel tab sent %s %s", c.Method, c.Params)
				}
			}
			for _, m := range []string{"Page.navigate", "Page.captureScreenshot", "Emulation.setDeviceMetricsOverride"} {
				if !used[m] {
					t.Errorf("the capture never sent %s; is the trace complete?", m)
				}
			}
			if dialogs := countMethod(cmds[handed+1:], "Page.handleJavaScriptDialog"); strings.HasSuffix(req.URL, "/dialogs.html") && dialogs != 3 {
				t.Errorf("%d dialogs answered, want the page's 3", dialogs)
			}
			navs := 0
			for _, c := range cmds[handed+1:] {
				if c.Method != "Page.navigate" {
					continue
				}
				navs++
				if !strings.Contains(string(c.Params), strconv.Quote(req.URL)) {
					t.Errorf("a pixel tab navigated to %s, not the request's URL", c.Params)
				}
			}
			if (f.Reloaded && navs != 2) || (!f.Reloaded && navs != 1) {
				t.Errorf("%d navigations, Reloaded %v", navs, f.Reloaded)
			}
			if strings.HasSuffix(req.URL, "/resize.html") && !f.Reloaded {
				t.Error("resize.html was not loaded again")
			}
			if req.FullPage && !used["Page.getLayoutMetrics"] {
				t.Error("a full-page capture did not ask for the layout metrics")
			}
			if shots := countMethod(cmds[handed+1:], "Page.captureScreenshot"); f.Tiles > 1 && shots < f.Tiles*f.Frames {
				t.Errorf("%d tiles × %d frames but %d screenshots in the trace", f.Tiles, f.Frames, shots)
			}
			if f.Animations > 0 && !used["Animation.seekAnimations"] {
				t.Error("animations were settled without a seek")
			}
		})
	}
}

func countMethod(cmds []browser.Command, m string) int {
	n := 0
	for _, c := range cmds {
		if c.Method == m {
			n++
		}
	}
	return n
}

func methods(cmds []browser.Command) []string {
	var out []string
	for _, c := range cmds {
		out = append(out, c.Method)
	}
	return out
}
