package witness

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

func TestStore(t *testing.T) {
	dir := t.TempDir()
	s, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	r := request(t, "r1", "file:///srv/site", "")
	body, err := events.Encode(r)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok, err := s.Request("r1"); ok || err != nil {
		t.Fatalf("unknown request: ok %v err %v", ok, err)
	}
	if stored, err := s.PutRequest("r1", body); !stored || err != nil {
		t.Fatalf("PutRequest: %v %v", stored, err)
	}
	// The first opening wins, as on the chain.
	if stored, err := s.PutRequest("r1", []byte(`{}`)); stored || err != nil {
		t.Fatalf("second PutRequest: %v %v", stored, err)
	}
	// A fresh Store on the same directory (a restarted witness) knows it.
	s2, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	got, ok, err := s2.Request("r1")
	if !ok || err != nil || got.SkeletonHash != r.SkeletonHash {
		t.Fatalf("Request after reopen: %v %v", ok, err)
	}
	for _, att := range []string{"a1", "a/../../x", "ünï ✓"} {
		if done, err := s2.Done("r1", att); done || err != nil {
			t.Fatalf("%q done before MarkDone: %v %v", att, done, err)
		}
		if err := s2.MarkDone("r1", att); err != nil {
			t.Fatal(err)
		}
		if done, err := s2.Done("r1", att); !done || err != nil {
			t.Fatalf("%q not done after MarkDone: %v", att, err)
		}
	}
	// Request ids are file names: anything outside [A-Za-z0-9_-] is refused.
	if _, err := s2.PutRequest("../evil", body); err == nil {
		t.Error("a request id with a path was stored")
	}
	// A corrupted file is an error, not an unknown request.
	if err := os.WriteFile(filepath.Join(dir, "requests", "r2.json"), []byte("{"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s2.Request("r2"); err == nil {
		t.Error("a corrupt request file read as valid")
	}
	// Nothing but the layout and the files written.
	entries, _ := os.ReadDir(filepath.Join(dir, "requests"))
	for _, e := range entries {
		if e.Name() != "r1.json" && e.Name() != "r2.json" {
			t.Errorf("stray file %s", e.Name())
		}
	}
}

func TestCheckInput(t *testing.T) {
	long := "<main><h1>Hello, world</h1></main>" // 34 characters
	cases := []struct {
		url, payload string
		app          *events.MCPApp
		ok           bool
	}{
		{"file:///srv/site", "", nil, true},
		{"", long, nil, true},
		{"", "<p>hi</p>!", nil, false},
		{"", "", nil, false},
		{"", "ééééééééééééééééééééé", nil, false}, // 42 bytes, 21 characters
		{"", "", &events.MCPApp{HTML: long}, true},
		{"", "", &events.MCPApp{HTML: "<p>x</p>"}, false},
	}
	for _, c := range cases {
		r := &events.RequestOpened{ProductURL: c.url, DOMPayload: c.payload, MCPApp: c.app}
		if got := CheckInput(r); (got == "") != c.ok {
			t.Errorf("url %q payload %q app %v: %q", c.url, c.payload, c.app != nil, got)
		}
	}
}
