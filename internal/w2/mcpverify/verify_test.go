package mcpverify

import (
	"context"
	"encoding/json"
	"slices"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/browser/browsertest"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpcheck"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost/testapp"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/runner"
)

var fx = browsertest.New(browsertest.Quiet(), browsertest.Record())

func TestMain(m *testing.M) { browsertest.Main(m, fx) }

// mountMethods are the only commands W2's mount tab carries once
// browser.NewTab has handed it out: the surface's emulation, the
// navigation to the host page, and the reading of the app's document in
// an isolated world of its frame (the hydration check), and the answer to
// a dialog the app opens (every tab's, internal/browser). No screenshot.
var mountMethods = []string{
	"Page.navigate", "Page.getFrameTree", "Page.createIsolatedWorld", "Runtime.evaluate",
	"Page.handleJavaScriptDialog",
	"Emulation.setDeviceMetricsOverride", "Emulation.setTouchEmulationEnabled",
	"Emulation.setEmulatedMedia", "Emulation.setAutoDarkModeOverride",
	"Emulation.setScrollbarsHidden", "Emulation.setUserAgentOverride",
}

// W2 mounts the good app on each surface without a screenshot: every W2
// check passes, and its tab carried the surface's emulation and the
// navigation, nothing else.
func TestVerifyMount(t *testing.T) {
	b := fx.Browser(t)
	h, err := mcphost.Start(mcphost.Options{PhaseTimeout: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	app, err := testapp.Load("../../../testdata/mcp-app", "good")
	if err != nil {
		t.Fatal(err)
	}
	for _, sf := range browser.Surfaces() {
		t.Run(sf.Name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
			defer cancel()
			mark := fx.Mark()
			var session string
			verify := func(ctx context.Context, tab *browser.Tab, s *mcphost.Session) (runner.Judge, error) {
				session = browsertest.SessionID(tab)
				return Verify(ctx, tab, s)
			}
			m, err := runner.MountOn(ctx, b, h, app, nil, sf.Name, verify)
			if err != nil {
				t.Fatal(err)
			}
			if len(m.Checks) == 0 {
				t.Fatal("no checks")
			}
			for _, c := range m.Checks {
				if c.Witness != mcpcheck.W2 || c.Status != mcpcheck.Pass {
					t.Errorf("%s %s: %s %s", c.Witness, c.Criterion, c.Status, c.Evidence)
				}
			}
			cmds := fx.Commands(session, mark)
			handed := slices.IndexFunc(cmds, func(c browser.Command) bool { return c.Method == "Runtime.disable" })
			if handed < 0 {
				t.Fatalf("the tab's agents were never switched off: %v", cmds)
			}
			var metrics *browser.Command
			for _, c := range cmds[handed+1:] {
				if !slices.Contains(mountMethods, c.Method) {
					t.Errorf("W2's mount tab sent %s %s", c.Method, c.Params)
				}
				if c.Method == "Emulation.setDeviceMetricsOverride" {
					metrics = &c
				}
			}
			if metrics == nil {
				t.Fatal("the tab was never put on the surface")
			}
			var got struct {
				Width, Height     int
				DeviceScaleFactor float64
				Mobile            bool
			}
			if err := json.Unmarshal(metrics.Params, &got); err != nil {
				t.Fatal(err)
			}
			if got.Width != sf.Width || got.Height != sf.Height || got.DeviceScaleFactor != sf.DeviceScaleFactor || got.Mobile != sf.Mobile {
				t.Errorf("emulated %+v, want %s's", got, sf.Name)
			}
		})
	}
}
