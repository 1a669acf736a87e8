// Package docs holds no code: its test checks that the documentation is
// self-contained — every relative link in the Markdown files leads to a
// file of the repository, and every "NAME.md §N" citation, in the docs
// and in code comments, names a section that exists.
package docs

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

const root = ".."

// walkText calls fn for every Markdown and Go file of the repository
// outside third-party and generated trees.
func walkText(t *testing.T, fn func(path string, data []byte)) {
	t.Helper()
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			switch name := d.Name(); {
			case p == root:
			case name == "node_modules", name == "testdata", name == "bin", name == "run", strings.HasPrefix(name, "."):
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(p, ".md") || strings.HasSuffix(p, ".go") {
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			fn(p, data)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

var mdLink = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// TestLinks: every relative link of every Markdown file names a file or
// directory that exists.
func TestLinks(t *testing.T) {
	walkText(t, func(p string, data []byte) {
		if !strings.HasSuffix(p, ".md") {
			return
		}
		for _, m := range mdLink.FindAllStringSubmatch(string(data), -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "#") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			target, _, _ = strings.Cut(target, "#")
			if _, err := os.Stat(filepath.Join(filepath.Dir(p), target)); err != nil {
				t.Errorf("%s: link %s: %v", p, m[1], err)
			}
		}
	})
}

var (
	citation = regexp.MustCompile(`\b((?:docs/)?([A-Z][A-Z0-9-]*)\.md) §(\d+[a-z]?(?:\.\d+)?)`)
	heading  = regexp.MustCompile(`(?m)^#{2,3} (\d+[a-z]?(?:\.\d+)?)[. ]`)
)

// sections lists the numbered section headings of docs/NAME.md.
func sections(t *testing.T, name string) map[string]bool {
	t.Helper()
	data, err := os.ReadFile(name + ".md")
	if err != nil {
		return nil
	}
	out := map[string]bool{}
	for _, m := range heading.FindAllStringSubmatch(string(data), -1) {
		out[m[1]] = true
	}
	return out
}

// TestCitations: every "docs/NAME.md §N" (or, inside docs/, "NAME.md
// §N") names a document of docs/ and one of its numbered sections.
func TestCitations(t *testing.T) {
	docs := map[string]map[string]bool{}
	n := 0
	walkText(t, func(p string, data []byte) {
		for i, line := range strings.Split(string(data), "\n") {
			for _, m := range citation.FindAllStringSubmatch(line, -1) {
				name, sec := m[2], m[3]
				if name == "README" {
					continue
				}
				if _, ok := docs[name]; !ok {
					docs[name] = sections(t, name)
				}
				n++
				switch s := docs[name]; {
				case s == nil:
					t.Errorf("%s:%d: %s cites docs/%s.md, which does not exist", p, i+1, m[0], name)
				case !s[sec]:
					t.Errorf("%s:%d: %s: docs/%s.md has no section %s", p, i+1, m[0], name, sec)
				}
			}
		}
	})
	t.Logf("%s citations checked", strconv.Itoa(n))
}

// outside is a reference to the specification the project was written
// from, which its users do not have: the docs and the code cite the
// project's own documents (CONTRACTS.md) instead.
var outside = regexp.MustCompile(`\bSPEC\b`)

// TestNothingOutside: no Markdown or Go file of the repository (but this
// one) cites the outside specification.
func TestNothingOutside(t *testing.T) {
	walkText(t, func(p string, data []byte) {
		if filepath.Base(p) == "docs_test.go" {
			return
		}
		for i, line := range strings.Split(string(data), "\n") {
			if outside.MatchString(line) {
				t.Errorf("%s:%d: cites the outside specification (cite docs/CONTRACTS.md §N): %s", p, i+1, strings.TrimSpace(line))
			}
		}
	})
}
