package witness_test

// The witnesses are apart in the code, not only on the broker: this test
// reads the link graph of the real binaries (go list -deps -json) and
// fails, naming the import chain, when
//
//   - cmd/witness-w2 links W1's code (internal/w1/...) or any package that
//     captures pixels (a screenshot or screencast call in its source);
//   - cmd/witness-w1 links W2's code (internal/w2/...) or any package that
//     reads the DOM (a DOM, CSS, Runtime, … protocol package imported, or a
//     chromedp query or evaluation named in its source);
//   - either links another role's code: the ledger (internal/ledger, its
//     daemon), the chain writer (internal/hashchain: bbolt append, group
//     commit, the file lock; what a witness links of the chain, through
//     internal/keys and internal/query, is internal/chainformat, which
//     writes nothing), the judge (internal/judge/..., its cockpit), the
//     requester (internal/requester/...) or the CLI sessions of the
//     requester and the judge, which load their signing keys
//     (internal/rolecli).
//
// chromedp itself imports cdproto's dom, css and runtime packages (its
// query actions live beside its navigation), so the DOM rule looks at what
// Tribunal's own packages import and name, not at the whole build;
// internal/w1/capture's isolation test holds W1's pixel path to a tighter
// allow-list.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

const modPath = "github.com/tribunal-dev/tribunal"

// linkedPackage is the part of `go list -json` the rules read.
type linkedPackage struct {
	ImportPath string
	Dir        string
	GoFiles    []string
	CgoFiles   []string
	Imports    []string
	Standard   bool
}

// linkGraph is one binary's packages by import path, and its main package.
type linkGraph struct {
	main string
	pkgs map[string]*linkedPackage
}

// chain is the shortest import chain from the main package to pkg, or nil
// when pkg is not linked.
func (g *linkGraph) chain(pkg string) []string {
	from := map[string]string{g.main: ""}
	queue := []string{g.main}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		if p == pkg {
			var out []string
			for ; p != ""; p = from[p] {
				out = append(out, p)
			}
			slices.Reverse(out)
			return out
		}
		lp := g.pkgs[p]
		if lp == nil {
			continue
		}
		for _, imp := range lp.Imports {
			if _, seen := from[imp]; !seen && g.pkgs[imp] != nil {
				from[imp] = p
				queue = append(queue, imp)
			}
		}
	}
	return nil
}

// own lists the binary's Tribunal packages, sorted.
func (g *linkGraph) own() []string {
	var out []string
	for p := range g.pkgs {
		if p == modPath || strings.HasPrefix(p, modPath+"/") {
			out = append(out, p)
		}
	}
	slices.Sort(out)
	return out
}

// short drops the module path, for messages.
func short(p string) string { return strings.TrimPrefix(p, modPath+"/") }

func showChain(c []string) string {
	out := make([]string, len(c))
	for i, p := range c {
		out[i] = short(p)
	}
	return strings.Join(out, " → ")
}

// A packageRule forbids a package and everything below it.
type packageRule struct {
	tree string // import path below the module
	why  string
}

// A sourceRule forbids a package whose own source imports one of imports or
// names one of names (package-qualified, by import path) or holds one of
// strings as a string literal.
type sourceRule struct {
	why     string
	imports []string
	names   map[string][]string
	strings []string
}

type linkRule struct {
	bin     string // the binary's package, below the module
	trees   []packageRule
	sources []sourceRule
	// needs are packages the binary must link, so that a broken graph
	// cannot pass the rules by being empty.
	needs []string
}

const (
	cdproto  = "github.com/chromedp/cdproto"
	chromedp = "github.com/chromedp/chromedp"
)

// otherRoles is what neither witness may link: the code of the roles it is
// not.
var otherRoles = []packageRule{
	{"internal/ledger", "the ledger daemon"},
	{"internal/hashchain", "the chain writer, which only the ledger runs"},
	{"internal/judge", "the judge's code"},
	{"internal/requester", "the requester's code"},
	{"internal/rolecli", "the requester's and the judge's CLI sessions, which load their signing keys"},
}

// capturesPixels: a screenshot, a screencast or a rendered frame.
var capturesPixels = sourceRule{
	why: "captures pixels",
	names: map[string][]string{
		cdproto + "/page":                 {"CaptureScreenshot", "StartScreencast", "CaptureSnapshot"},
		cdproto + "/headlessexperimental": {"BeginFrame"},
		chromedp:                          {"Screenshot", "ScreenshotScale", "ScreenshotNodes", "FullScreenshot", "CaptureScreenshot"},
	},
	strings: []string{"Page.captureScreenshot", "Page.startScreencast", "Page.captureSnapshot", "HeadlessExperimental.beginFrame"},
}

// readsDOM: a protocol domain that reads the document, its styles, its
// accessibility tree or its script state, or acts on the page as a user
// would; or a chromedp action that queries or evaluates in the page.
var readsDOM = sourceRule{
	why: "reads the DOM",
	imports: []string{
		cdproto + "/dom", cdproto + "/css", cdproto + "/runtime", cdproto + "/domsnapshot",
		cdproto + "/domdebugger", cdproto + "/accessibility", cdproto + "/debugger", cdproto + "/input",
		cdproto + "/overlay", cdproto + "/layertree", cdproto + "/domstorage", cdproto + "/indexeddb",
	},
	names: map[string][]string{
		chromedp: {
			"Evaluate", "EvaluateAsDevTools", "CallFunctionOn", "Poll", "PollFunction",
			"Nodes", "Text", "TextContent", "Value", "InnerHTML", "OuterHTML",
			"Attributes", "AttributesAll", "AttributeValue", "JavascriptAttribute",
			"Dimensions", "ComputedStyle", "MatchedStyle", "Query", "QueryAfter", "NodeIDs",
			"WaitVisible", "WaitReady", "WaitNotPresent", "Click", "SendKeys", "SetValue",
		},
	},
	strings: []string{"DOM.getDocument", "Runtime.evaluate", "Runtime.callFunctionOn", "CSS.getComputedStyleForNode"},
}

var linkRules = []linkRule{
	{
		bin:     "cmd/witness-w1",
		trees:   append([]packageRule{{"internal/w2", "W2's code (the DOM and the spec)"}}, otherRoles...),
		sources: []sourceRule{readsDOM},
		needs:   []string{"internal/w1/capture", "internal/w1/pixelcheck", "internal/witness"},
	},
	{
		bin:     "cmd/witness-w2",
		trees:   append([]packageRule{{"internal/w1", "W1's code (pixels)"}}, otherRoles...),
		sources: []sourceRule{capturesPixels},
		needs:   []string{"internal/w2/measure", "internal/witness"},
	},
}

func loadGraph(t *testing.T, bin string) *linkGraph {
	t.Helper()
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("the link-graph check needs the go command: %v", err)
	}
	cmd := exec.Command(gobin, "list", "-deps", "-json", modPath+"/"+bin)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list -deps -json %s: %v\n%s", bin, err, stderr.String())
	}
	g := &linkGraph{main: modPath + "/" + bin, pkgs: map[string]*linkedPackage{}}
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p linkedPackage
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		g.pkgs[p.ImportPath] = &p
	}
	return g
}

// treeViolations names every package of a forbidden tree that g links,
// with its chain.
func treeViolations(g *linkGraph, rules []packageRule) []string {
	var bad []string
	for _, p := range g.own() {
		for _, r := range rules {
			tree := modPath + "/" + r.tree
			if p == tree || strings.HasPrefix(p, tree+"/") {
				bad = append(bad, fmt.Sprintf("%s links %s, %s: %s", short(g.main), short(p), r.why, showChain(g.chain(p))))
			}
		}
	}
	return bad
}

// sourceOffences returns what in one parsed file breaks rule, one line
// each.
func sourceOffences(fset *token.FileSet, f *ast.File, rule sourceRule) []string {
	var bad []string
	local := map[string]string{} // name in the file → import path
	for _, imp := range f.Imports {
		path, err := strconv.Unquote(imp.Path.Value)
		if err != nil {
			continue
		}
		if slices.Contains(rule.imports, path) {
			bad = append(bad, fmt.Sprintf("%s: imports %s", fset.Position(imp.Pos()), path))
		}
		name := path[strings.LastIndex(path, "/")+1:]
		if imp.Name != nil {
			name = imp.Name.Name
		}
		local[name] = path
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			id, ok := n.X.(*ast.Ident)
			if !ok {
				return true
			}
			if path, ok := local[id.Name]; ok && slices.Contains(rule.names[path], n.Sel.Name) {
				bad = append(bad, fmt.Sprintf("%s: %s.%s", fset.Position(n.Pos()), id.Name, n.Sel.Name))
			}
		case *ast.BasicLit:
			if n.Kind != token.STRING {
				return true
			}
			if s, err := strconv.Unquote(n.Value); err == nil && slices.Contains(rule.strings, s) {
				bad = append(bad, fmt.Sprintf("%s: %q", fset.Position(n.Pos()), s))
			}
		}
		return true
	})
	return bad
}

// sourceViolations parses the non-test source of every Tribunal package g
// links and names each package that breaks a rule, with its chain and its
// first offence. files counts the files read.
func sourceViolations(t *testing.T, g *linkGraph, rules []sourceRule) (bad []string, files int) {
	t.Helper()
	fset := token.NewFileSet()
	for _, p := range g.own() {
		lp := g.pkgs[p]
		first := make([]string, len(rules))
		for _, name := range slices.Concat(lp.GoFiles, lp.CgoFiles) {
			src, err := os.ReadFile(filepath.Join(lp.Dir, name))
			if err != nil {
				t.Fatal(err)
			}
			f, err := parser.ParseFile(fset, short(p)+"/"+name, src, parser.SkipObjectResolution)
			if err != nil {
				t.Fatal(err)
			}
			files++
			for i, r := range rules {
				if off := sourceOffences(fset, f, r); len(off) > 0 && first[i] == "" {
					first[i] = off[0]
				}
			}
		}
		for i, r := range rules {
			if first[i] != "" {
				bad = append(bad, fmt.Sprintf("%s links %s, which %s (%s): %s",
					short(g.main), short(p), r.why, first[i], showChain(g.chain(p))))
			}
		}
	}
	return bad, files
}

func TestWitnessLinkGraph(t *testing.T) {
	for _, r := range linkRules {
		t.Run(r.bin, func(t *testing.T) {
			g := loadGraph(t, r.bin)
			for _, need := range r.needs {
				if g.chain(modPath+"/"+need) == nil {
					t.Fatalf("%s does not link %s: is the graph read right?", r.bin, need)
				}
			}
			for _, v := range treeViolations(g, r.trees) {
				t.Error(v)
			}
			bad, files := sourceViolations(t, g, r.sources)
			if files < 50 {
				t.Fatalf("read only %d source files of %s's packages: is the graph read right?", files, r.bin)
			}
			for _, v := range bad {
				t.Error(v)
			}
		})
	}
}

// TestLinkGraphCatches proves that the rules fail on what they forbid, so
// that a passing TestWitnessLinkGraph means something.
func TestLinkGraphCatches(t *testing.T) {
	t.Run("trees", func(t *testing.T) {
		m := modPath + "/cmd/witness-w2"
		pkg := func(path string, imports ...string) *linkedPackage {
			return &linkedPackage{ImportPath: modPath + "/" + path, Imports: prefixed(imports)}
		}
		g := &linkGraph{main: m, pkgs: map[string]*linkedPackage{}}
		for _, p := range []*linkedPackage{
			{ImportPath: m, Imports: prefixed([]string{"internal/witness", "internal/mcpapp/runner"})},
			pkg("internal/witness", "internal/events"),
			pkg("internal/events"),
			pkg("internal/mcpapp/runner", "internal/w1/mcppixel", "internal/events"),
			pkg("internal/w1/mcppixel", "internal/w1/capture"),
			pkg("internal/w1/capture"),
		} {
			g.pkgs[p.ImportPath] = p
		}
		bad := treeViolations(g, linkRules[1].trees)
		want := []string{
			"cmd/witness-w2 links internal/w1/capture, W1's code (pixels): cmd/witness-w2 → internal/mcpapp/runner → internal/w1/mcppixel → internal/w1/capture",
			"cmd/witness-w2 links internal/w1/mcppixel, W1's code (pixels): cmd/witness-w2 → internal/mcpapp/runner → internal/w1/mcppixel",
		}
		if !slices.Equal(bad, want) {
			t.Errorf("violations\n%s\nwant\n%s", strings.Join(bad, "\n"), strings.Join(want, "\n"))
		}
	})
	// Each binary's own rules catch every other role, the chain writer
	// among them, and name the chain that links it.
	t.Run("other roles", func(t *testing.T) {
		others := []string{"internal/ledger", "internal/hashchain", "internal/judge/cockpit", "internal/rolecli", "internal/requester/agentmcp"}
		opposite := map[string]string{"cmd/witness-w1": "internal/w2/measure", "cmd/witness-w2": "internal/w1/capture"}
		for _, r := range linkRules {
			for _, other := range slices.Concat(others, []string{opposite[r.bin]}) {
				m := modPath + "/" + r.bin
				g := &linkGraph{main: m, pkgs: map[string]*linkedPackage{}}
				for _, p := range []*linkedPackage{
					{ImportPath: m, Imports: prefixed([]string{"internal/witness"})},
					{ImportPath: modPath + "/internal/witness", Imports: prefixed([]string{"internal/events", other})},
					{ImportPath: modPath + "/internal/events"},
					{ImportPath: modPath + "/" + other},
				} {
					g.pkgs[p.ImportPath] = p
				}
				bad := treeViolations(g, r.trees)
				want := r.bin + " links " + other + ","
				if !slices.ContainsFunc(bad, func(v string) bool {
					return strings.HasPrefix(v, want) && strings.HasSuffix(v, ": "+r.bin+" → internal/witness → "+other)
				}) {
					t.Errorf("%s linking %s is not caught: %v", r.bin, other, bad)
				}
			}
		}
	})
	t.Run("sources", func(t *testing.T) {
		tests := []struct {
			name string
			rule sourceRule
			src  string
			bad  bool
		}{
			{"screenshot", capturesPixels, `import "github.com/chromedp/cdproto/page"; var _ = page.CaptureScreenshot()`, true},
			{"renamed screenshot", capturesPixels, `import p "github.com/chromedp/cdproto/page"; var _ = p.CaptureScreenshot()`, true},
			{"chromedp screenshot", capturesPixels, `import "github.com/chromedp/chromedp"; var _ = chromedp.FullScreenshot(nil, 90)`, true},
			{"screencast", capturesPixels, `import "github.com/chromedp/cdproto/page"; var _ = page.StartScreencast()`, true},
			{"raw method", capturesPixels, `var _ = "Page.captureScreenshot"`, true},
			{"navigation", capturesPixels, `import "github.com/chromedp/chromedp"; var _ = chromedp.Navigate("http://127.0.0.1/")`, false},
			{"dom import", readsDOM, `import "github.com/chromedp/cdproto/dom"`, true},
			{"runtime import", readsDOM, `import rt "github.com/chromedp/cdproto/runtime"`, true},
			{"evaluate", readsDOM, `import "github.com/chromedp/chromedp"; var _ = chromedp.Evaluate("1", nil)`, true},
			{"renamed query", readsDOM, `import cd "github.com/chromedp/chromedp"; var _ = cd.Nodes("a", nil)`, true},
			{"raw evaluate", readsDOM, `var _ = "Runtime.evaluate"`, true},
			{"screenshot is not DOM", readsDOM, `import "github.com/chromedp/cdproto/page"; var _ = page.CaptureScreenshot()`, false},
			{"a local Text", readsDOM, `type x struct{ Text string }; var _ = x{}.Text`, false},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				fset := token.NewFileSet()
				f, err := parser.ParseFile(fset, "x.go", "package x\n"+tt.src+"\n", parser.SkipObjectResolution)
				if err != nil {
					t.Fatal(err)
				}
				if off := sourceOffences(fset, f, tt.rule); (len(off) > 0) != tt.bad {
					t.Errorf("%s: offences %v, want any: %v", tt.src, off, tt.bad)
				}
			})
		}
	})
}

func prefixed(paths []string) []string {
	out := make([]string, len(paths))
	for i, p := range paths {
		out[i] = modPath + "/" + p
	}
	return out
}
