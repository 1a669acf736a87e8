package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/cli/clitest"
	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/query"
)

// TestBodyLimits: tribunal open and check refuse a dom_payload, a
// skeleton or a code_diff one byte over its limit before connecting, in
// one line naming the body, its size and its limit (exit 2); at the limit
// the same commands get past the check (to the connection, which this
// test's deployment has no broker for, or the product's hashing).
func TestBodyLimits(t *testing.T) {
	tmp := t.TempDir()
	d, err := deploy.Create(filepath.Join(tmp, "deploy"), deploy.Options{})
	if err != nil {
		t.Fatal(err)
	}
	file := func(name string, n int) string {
		p := filepath.Join(tmp, name)
		body := "<!doctype html>" + strings.Repeat("x", n-len("<!doctype html>"))
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	// The example skeleton with a comment that brings it to n bytes in
	// all (paths and texts, as query.SkeletonSize counts them).
	skel := func(name string, n int) string {
		dir := filepath.Join(tmp, name)
		if err := os.MkdirAll(filepath.Join(dir, "screens"), 0o755); err != nil {
			t.Fatal(err)
		}
		home, err := os.ReadFile("../../examples/acme/skeleton/screens/home.yaml")
		if err != nil {
			t.Fatal(err)
		}
		index, err := os.ReadFile("../../examples/acme/skeleton/index.yaml")
		if err != nil {
			t.Fatal(err)
		}
		rest := n - len("screens/home.yaml") - len(home) - len("index.yaml") - len(index) - len("# \n")
		index = append(index, []byte("# "+strings.Repeat("c", rest)+"\n")...)
		os.WriteFile(filepath.Join(dir, "screens", "home.yaml"), home, 0o644)
		os.WriteFile(filepath.Join(dir, "index.yaml"), index, 0o644)
		return dir
	}
	acme := "../../examples/acme/skeleton"
	const noBroker = "broker: connecting to "
	over := func(field string, limit int) string {
		return fmt.Sprintf("%s is %d bytes, over the %s limit of %d bytes", field, limit+1, field, limit)
	}
	for _, tc := range []struct {
		name string
		args []string
		want string // "" at the limit: the refusal must not come
		// next, at the limit: what stops the command after the check.
		next string
	}{
		{"dom_payload at the limit", []string{"open", "--skeleton", acme, "--dom-payload", file("at.html", query.MaxDOMPayload)}, "", noBroker},
		{"dom_payload one byte over", []string{"open", "--skeleton", acme, "--dom-payload", file("over.html", query.MaxDOMPayload+1)}, over("dom_payload", query.MaxDOMPayload), ""},
		{"check: dom_payload one byte over", []string{"check", "--skeleton", acme, "--dom-payload", file("over.html", query.MaxDOMPayload+1)}, over("dom_payload", query.MaxDOMPayload), ""},
		{"skeleton at the limit", []string{"open", "--skeleton", skel("skel-at", query.MaxSkeleton), "--url", "file:///x"}, "", noBroker},
		{"skeleton one byte over", []string{"open", "--skeleton", skel("skel-over", query.MaxSkeleton+1), "--url", "file:///x"}, over("skeleton", query.MaxSkeleton), ""},
		{"code_diff at the limit", []string{"check", "--skeleton", acme, "--url", "file:///x", "--code-diff", file("at.diff", query.MaxCodeDiff)}, "", "hashing the product: "},
		{"code_diff one byte over", []string{"check", "--skeleton", acme, "--url", "file:///x", "--code-diff", file("over.diff", query.MaxCodeDiff+1)}, over("code_diff", query.MaxCodeDiff), ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			args := append(tc.args, "--dir", d.Dir)
			if tc.want == "" {
				// Past the check the command waits for the broker; a
				// second shows it got there (rolecli.ConnectTimeout is 15).
				ctx, cancel := context.WithTimeout(context.Background(), time.Second)
				defer cancel()
				_, stderr, _ := clitest.RunContext(ctx, t, run, exitCode, args...)
				if strings.Contains(stderr, " limit of ") || !strings.Contains(stderr, tc.next) {
					t.Fatalf("at the limit: stderr %q; want it stopped after the check, at %q", stderr, tc.next)
				}
				return
			}
			stdout, stderr, code := tribunal(t, args...)
			if code != 2 || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "tribunal: ") ||
				!strings.Contains(stderr, tc.want) || !strings.Contains(stderr, "nothing was published") {
				t.Errorf("exit %d, stdout %q, stderr %q; want 2 and one line saying %q", code, stdout, stderr, tc.want)
			}
		})
	}
}
