package broker

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

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
	begin, end := strings.Index(doc, TableBegin), strings.Index(doc, TableEnd)
	if begin < 0 || end < begin {
		t.Fatalf("%s has no generated permission table between %q and %q", path, TableBegin, TableEnd)
	}
	want := TableBegin + "\n" + PermissionTableMarkdown() + TableEnd
	got := doc[begin : end+len(TableEnd)]
	if got == want {
		return
	}
	if *update {
		if err := os.WriteFile(path, []byte(doc[:begin]+want+doc[end+len(TableEnd):]), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("the permission table in %s is out of date; run: go test ./internal/broker -run TestSecurityDoc -update\n--- doc\n%s\n--- code\n%s", path, got, want)
}
