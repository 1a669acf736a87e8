package mcpprotocol

import (
	"os"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

func rules(ps []Problem) string {
	var s []string
	for _, p := range ps {
		s = append(s, p.Rule)
	}
	return strings.Join(s, ",")
}

func TestLintBundle(t *testing.T) {
	const mime = events.MCPAppMIMEType
	tests := []struct {
		name, html, mime, want string
	}{
		{"inline only", `<!doctype html><script>let a = "<script src=x.js>";</script><p>hi</p>`, mime, ""},
		{"relative script", `<script src="./main.js"></script>`, mime, RuleScriptSrc},
		{"absolute script is still not inline", `<script src="https://cdn.example.com/x.js"></script>`, mime, RuleScriptSrc},
		{"script src unquoted upper case", `<SCRIPT SRC=app.js></SCRIPT>`, mime, RuleScriptSrc},
		{"relative stylesheet", `<link rel="stylesheet" href="style.css">`, mime, RuleRelLink},
		{"absolute stylesheet", `<link rel="stylesheet" href="https://cdn.example.com/s.css">`, mime, ""},
		{"relative image", `<img alt="x" src="logo.png">`, mime, RuleRelImg},
		{"data image", `<img src="data:image/png;base64,AAAA">`, mime, ""},
		{"fragment link", `<link rel="x" href="#top">`, mime, ""},
		{"assets chunk inside JS", `<script>import("/assets/index-4f2a.js")</script>`, mime, RuleAssetsChunk},
		{"assets word is fine", `<p>our assets/plans.txt</p>`, mime, ""},
		{"commented out", `<!-- <script src="x.js"></script> -->`, mime, ""},
		{"src inside quoted attribute", `<div title='<script src=x.js>'></div>`, mime, ""},
		{"plain text/html", `<p>x</p>`, "text/html", RuleMIME},
		{"spaced profile", `<p>x</p>`, "text/html; profile=mcp-app; charset=utf-8", ""},
		{"never served", `<p>x</p>`, "", RuleMIME},
		{"script and chunk", `<script src="./assets/chunk-3f2a.js"></script>`, mime, RuleScriptSrc + "," + RuleAssetsChunk},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := rules(LintBundle(tt.html, tt.mime)); got != tt.want {
				t.Errorf("rules %q, want %q (%v)", got, tt.want, LintBundle(tt.html, tt.mime))
			}
		})
	}
}

// The committed bundles: the good one is clean, the relative-script one
// is not.
func TestLintCommittedBundles(t *testing.T) {
	for name, want := range map[string]string{"good": "", "relative-script": RuleScriptSrc + "," + RuleAssetsChunk} {
		b, err := os.ReadFile("../../../testdata/mcp-app/dist/" + name + ".html")
		if err != nil {
			t.Fatal(err)
		}
		if got := rules(LintBundle(string(b), events.MCPAppMIMEType)); got != want {
			t.Errorf("%s: rules %q, want %q", name, got, want)
		}
	}
}

// FuzzLintBundle: the lint never panics, and a document with a <script
// src> start tag outside comments and raw text is always caught.
func FuzzLintBundle(f *testing.F) {
	for _, s := range []string{
		`<script>1</script>`, `<script src="a.js"></script>`, `<link href=x>`, `<img src='y'>`,
		`<!-- x`, `<script`, `<a title="x>`, `/assets/a.js`, `<style></style><script src=//x></script>`,
	} {
		f.Add(s, events.MCPAppMIMEType)
	}
	f.Fuzz(func(t *testing.T, html, mime string) {
		ps := LintBundle(html, mime)
		for _, p := range ps {
			if p.Rule == "" || strings.ContainsAny(p.Rule, " \n") {
				t.Fatalf("bad rule %q", p.Rule)
			}
		}
		if !strings.ContainsAny(html, "<>\"'") {
			for _, p := range ps {
				if p.Rule == RuleScriptSrc || p.Rule == RuleRelLink || p.Rule == RuleRelImg {
					t.Fatalf("a tag rule fired on text without tags: %v", p)
				}
			}
		}
		withScript := `<p>` + strings.NewReplacer("<", "", ">", "", "\"", "", "'", "").Replace(html) + `</p><script src="x.js"></script>`
		if !strings.Contains(rules(LintBundle(withScript, mime)), RuleScriptSrc) {
			t.Fatalf("missed the script src in %q", withScript)
		}
	})
}
