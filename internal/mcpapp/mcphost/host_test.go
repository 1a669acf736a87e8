package mcphost

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost/testapp"
)

const appDir = "../../../testdata/mcp-app"

// A full mount in a plain tab (as W2 may run it), with the app's tool made
// model-only: the host refuses the app's call with a JSON-RPC error, and
// the refusal is in the log. (The good app's full run is in
// internal/mcpapp/runner.)
func TestDriveRejectsModelOnlyTool(t *testing.T) {
	b := testBrowser(t)
	h, err := Start(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	app, err := testapp.Load(appDir, "good")
	if err != nil {
		t.Fatal(err)
	}
	app.Tools[0].Visibility = []string{"model"}
	s, err := h.NewSession(app, "ios")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	tab, err := b.NewTab(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer tab.Close()
	if err := tab.Allow(s.Origins()...); err != nil {
		t.Fatal(err)
	}
	p, err := s.Drive(ctx, navigate(t, tab), nil)
	if err != nil {
		t.Fatal(err)
	}
	// A refusal is an answer: every phase is reached.
	for _, ph := range Phases {
		if !p.Reached[ph] {
			t.Errorf("phase %s not reached: %s", ph, p.Errors[ph])
		}
	}
	for _, want := range []string{`"method":"ui/initialize"`, `"method":"ui/notifications/tool-result"`, `"method":"ui/notifications/host-context-changed"`, `"tribunal":"probe-result"`} {
		if !slices.ContainsFunc(s.Log(), func(e Entry) bool { return strings.Contains(e.Frame, want) }) {
			t.Errorf("no %s in the log", want)
		}
	}
	var refused bool
	for _, e := range s.Log() {
		if e.Dir == DirHostToApp && strings.Contains(e.Frame, `"code":-32602`) && strings.Contains(e.Frame, "not visible to apps") {
			refused = true
		}
	}
	if !refused {
		t.Errorf("no refusal of the model-only tool in the log:\n%s", LogJSONL(s.Log()))
	}
}

func TestReachedFromLog(t *testing.T) {
	e := func(dir, frame string) Entry { return Entry{Dir: dir, Frame: frame} }
	log := []Entry{
		e(DirAppToHost, `{"jsonrpc":"2.0","method":"ui/notifications/initialized"}`),
		e(DirHostToApp, `{"jsonrpc":"2.0","id":3,"result":{}}`), // answers no tools/call
		e(DirAppToHost, `{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{}}`),
	}
	for _, tt := range []struct {
		log   []Entry
		phase string
		ok    bool
	}{
		{log, PhaseMounted, true},
		{log[1:], PhaseMounted, false},
		{log, PhaseHydrated, false},
		{log, PhaseToolAnswered, false},
		{append(log, e(DirHostToApp, `{"jsonrpc":"2.0","id":4,"error":{"code":-32602}}`)), PhaseToolAnswered, true},
		{append(log, e(DirEvent, `{"tribunal":"probe-result"}`)), PhaseProbed, true},
	} {
		if ok, _ := reached(tt.log, tt.phase, "http://127.0.0.1:1"); ok != tt.ok {
			t.Errorf("%s on %d entries: %v, want %v", tt.phase, len(tt.log), ok, tt.ok)
		}
	}
}

// The page configuration cannot end its script element, whatever the app's
// HTML holds.
func TestPageConfigEscapes(t *testing.T) {
	h, err := Start(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	app, err := testapp.Load(appDir, "good")
	if err != nil {
		t.Fatal(err)
	}
	app.HTML = `</script><script>alert(1)</script>`
	s, err := h.NewSession(app, "web")
	if err != nil {
		t.Fatal(err)
	}
	page := s.page(hostPage)
	if strings.Count(page, "</script>") != strings.Count(hostPage, "</script>") {
		t.Error("the app's HTML closed a script element of the host page")
	}
}
