package requester

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

const acme = "../../examples/acme/skeleton"

// h is SHA-256 in hex, for recomputing the definitions independently.
func h(s string) string { x := sha256.Sum256([]byte(s)); return hex.EncodeToString(x[:]) }

// TestHashes pins the product and inventory hash definitions
// (docs/ARCHITECTURE.md §4): a change here changes every tuple.
func TestHashes(t *testing.T) {
	dir := t.TempDir()
	for name, data := range map[string]string{"index.html": "<p>a</p>", "css/site.css": "p{}"} {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	sk, err := skeleton.LoadDir(acme, skeleton.Options{})
	if err != nil {
		t.Fatal(err)
	}
	got, err := ProductHash(context.Background(), "file://"+dir, sk)
	if err != nil {
		t.Fatal(err)
	}
	// Recomputed here from the definition, not with manifestHash.
	want := h("tribunal/product/v1\n" + h("p{}") + "  /css/site.css\n" + h("<p>a</p>") + "  /index.html\n")
	if got != want {
		t.Errorf("product hash %s, want %s", got, want)
	}
	if again, _ := ProductHash(context.Background(), "file://"+dir+"/", sk); again != got {
		t.Errorf("a trailing slash changes the product hash: %s vs %s", again, got)
	}
	if p := PayloadProductHash("<p>x</p>"); p != h("tribunal/product/v1\n"+h("<p>x</p>")+"  /\n") {
		t.Errorf("payload hash %s", p)
	}
	// acme references /index.html (its screen) and /signup.html (a route).
	if inv, want := InventoryHash(sk), h("tribunal/inventory/v1\n/index.html\n/signup.html\n"); inv != want {
		t.Errorf("inventory hash %s, want %s", inv, want)
	}
	if _, err := ProductHash(context.Background(), "file://"+filepath.Join(dir, "missing"), sk); err == nil {
		t.Error("a missing product root hashed")
	}
}

// TestMCPAppProductHash pins the product hash of an MCP App request: the
// manifest of one entry, the resource URI and its HTML.
func TestMCPAppProductHash(t *testing.T) {
	app := &events.MCPApp{URI: "ui://forecast/card", HTML: "<!doctype html><p>x</p>"}
	want := h("tribunal/product/v1\n" + h(app.HTML) + "  ui://forecast/card\n")
	if got := MCPAppProductHash(app); got != want {
		t.Errorf("product hash %s, want %s", got, want)
	}
	app.HTML += " "
	if MCPAppProductHash(app) == want {
		t.Error("the product hash does not pin the HTML")
	}
}
