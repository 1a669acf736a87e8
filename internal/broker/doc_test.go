package broker

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// Markers around the generated permission table in docs/SECURITY.md.
const (
	tableBegin = "<!-- BEGIN permission table: generated from broker.Permissions; `go test ./internal/broker -run TestSecurityDoc -update` rewrites it -->"
	tableEnd   = "<!-- END permission table -->"
)

// permissionTable renders Permissions for every role as the Markdown
// table of docs/SECURITY.md, so the document is checked against the code.
func permissionTable() string {
	var b strings.Builder
	b.WriteString("| role | may publish | may subscribe | may answer requests |\n|---|---|---|---|\n")
	code := func(list []string) string {
		q := make([]string, len(list))
		for i, s := range list {
			q[i] = "`" + s + "`"
		}
		return strings.Join(q, "<br>")
	}
	for _, role := range events.Roles {
		p := Permissions(role)
		resp := "no"
		if r := p.Responses; r != nil {
			n := "any number of"
			if r.MaxMsgs >= 0 {
				n = fmt.Sprintf("%d", r.MaxMsgs)
			}
			resp = fmt.Sprintf("yes: %s replies per request, within %s", n, r.Expires)
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s |\n", role, code(p.Publish), code(p.Subscribe), resp)
	}
	return b.String()
}

var update = flag.Bool("update", false, "rewrite the generated permission table in docs/SECURITY.md")

// TestSecurityDoc: the permission table in docs/SECURITY.md is exactly
// what Permissions grants.
func TestSecurityDoc(t *testing.T) {
	path := filepath.Join("..", "..", "docs", "SECURITY.md")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	begin, end := strings.Index(doc, tableBegin), strings.Index(doc, tableEnd)
	if begin < 0 || end < begin {
		t.Fatalf("%s has no generated permission table between %q and %q", path, tableBegin, tableEnd)
	}
	want := tableBegin + "\n" + permissionTable() + tableEnd
	got := doc[begin : end+len(tableEnd)]
	if got == want {
		return
	}
	if *update {
		if err := os.WriteFile(path, []byte(doc[:begin]+want+doc[end+len(tableEnd):]), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("the permission table in %s is out of date; run: go test ./internal/broker -run TestSecurityDoc -update\n--- doc\n%s\n--- code\n%s", path, got, want)
}
