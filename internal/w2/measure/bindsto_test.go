package measure

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

func TestRoutes(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"index.html", "next.html", "shop/index.html"} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, f)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, f), []byte("<p>x</p>"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.MkdirAll(filepath.Join(dir, "empty"), 0o755); err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.Handle("/", http.FileServer(http.Dir(dir)))
	mux.HandleFunc("/moved", func(w http.ResponseWriter, r *http.Request) { http.Redirect(w, r, "/next.html", http.StatusFound) })
	mux.HandleFunc("/gone", func(w http.ResponseWriter, r *http.Request) { http.Redirect(w, r, "/nope.html", http.StatusFound) })
	srv := httptest.NewServer(mux)
	defer srv.Close()
	ext := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/ok" {
			return
		}
		http.Error(w, "no", http.StatusInternalServerError)
	}))
	defer ext.Close()

	tests := []struct {
		bindsTo string
		file    bool // resolves under the file:// root
		web     bool // resolves under the http:// root
	}{
		{"route:/next.html", true, true},
		{"route:/next.html?x=1#top", true, true},
		{"next.html", true, true},
		{"/shop/", true, true},
		{"route:/nope.html", false, false},
		{"route:/empty", false, true}, // a directory listing answers 200
		{"route:/moved", false, true},
		{"route:/gone", false, false},
		{ext.URL + "/ok", true, true},
		{ext.URL + "/fail", false, false},
		// Not loopback: well formed is enough, nothing is fetched (the
		// address would not answer from here).
		{"http://192.0.2.1:9/never-fetched", true, true},
		{"https://example.invalid/privacy", true, true},
	}
	r := newRoutes()
	ctx := context.Background()
	for _, tt := range tests {
		b, err := skeleton.ParseBindsTo(tt.bindsTo)
		if err != nil {
			t.Fatalf("%s: %v", tt.bindsTo, err)
		}
		if got := r.check(ctx, b, "file://"+filepath.ToSlash(dir), "/index.html") == ""; got != tt.file {
			t.Errorf("%s under file://: resolves %v, want %v", tt.bindsTo, got, tt.file)
		}
		if got := r.check(ctx, b, srv.URL, "/index.html") == ""; got != tt.web {
			t.Errorf("%s under http://: resolves %v, want %v", tt.bindsTo, got, tt.web)
		}
	}
}
