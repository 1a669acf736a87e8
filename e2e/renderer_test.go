package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/testenv"
)

// TestRendererChange: a font change on the W1 host, made through
// fontconfig's own configuration (FONTCONFIG_FILE naming a font set of
// Liberation only, as a host with other fonts installed has), meets
// baselines sealed with the host's fonts. W1's renderer record names the
// new font set; the frame is reported renderer_changed with both
// renderers, not baseline_diff, and the request is held RENDERER_CHANGED.
// The judge sees both renderers (and that W1 and W2 now run on different
// ones), accepts the renderer for the scope in one signed decision, the
// request becomes a candidate and is sealed; the next request of the
// scope is compared with the re-pinned frame by the same renderer and
// has nothing to say. ledgerd verify re-folds the whole chain.
func TestRendererChange(t *testing.T) {
	testenv.Short(t, "end-to-end: real Chromium, four processes, W1 restarted with another font set")
	t.Parallel()
	c := ownCluster(t)
	scope := newID("fonts")
	const hint = "home@desktop"

	// The host's fonts: sealed, the baselines pinned to W1's renderer.
	id := newID("rc-base")
	w := c.checkIn(t, 0, skeleton, siteGood, id, scope)
	before := w.TriWitnessLedger.W1.Renderer
	if before == nil {
		t.Fatal("W1's report names no renderer")
	}
	c.judge(t, 0, "approve", id, "--reason", "the design")

	// The font change: W1 restarted on a font set of Liberation only.
	conf := filepath.Join(c.tmp, "fonts.conf")
	if err := os.WriteFile(conf, []byte(`<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>/usr/share/fonts/truetype/liberation</dir>
  <cachedir>`+filepath.Join(c.tmp, "fc-cache")+`</cachedir>
</fontconfig>
`), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := c.daemons["w1"].stop(); err != nil {
		t.Fatal(err)
	}
	d, err := startDaemonEnv("w1", filepath.Join(c.tmp, "w1.log"), filepath.Join(binDir, "witness-w1"), []string{"FONTCONFIG_FILE=" + conf},
		"serve", "--dir", c.dir, "--mcp-server-root", c.mcpServers())
	if err != nil {
		t.Fatal(err)
	}
	c.daemons["w1"] = d

	id = newID("rc-upgrade")
	w = c.checkIn(t, 1, skeleton, siteGood, id, scope)
	after := w.TriWitnessLedger.W1.Renderer
	if after == nil || after.FontsSHA256 == before.FontsSHA256 || after.Same(before) || after.Version != before.Version {
		t.Fatalf("W1's renderer after the font change: %v (before %v)", after, before)
	}
	if w.Verdict != events.StateHold || w.Error != govern.ErrRendererChanged || !hasDev(w, govern.DevRendererChanged, hint) || hasDev(w, "baseline_diff", hint) {
		t.Fatalf("same page, other fonts: %s %q %+v", w.Verdict, w.Error, w.Deviations)
	}
	i := slices.IndexFunc(w.Deviations, func(d events.Deviation) bool { return d.ID == govern.DevRendererChanged })
	if d := w.Deviations[i]; d.Severity != 0 || !strings.Contains(d.Description, before.String()) || !strings.Contains(d.Description, after.String()) {
		t.Errorf("renderer_changed: %+v", d)
	}
	// The non-baseline checks still ran and hold: W1 warns, it does not
	// reject, and its score is the product's (a renderer change costs none).
	if w.TriWitnessLedger.W1.Verdict != events.VerdictWarn || w.VisionValidationScore != 1 {
		t.Errorf("W1 %s, score %v", w.TriWitnessLedger.W1.Verdict, w.VisionValidationScore)
	}

	// The judge sees both renderers, and that the witnesses differ.
	show := c.judge(t, 0, "show", id).stdout
	for _, want := range []string{"a renderer change holds it", "baselines made by " + before.String(), "W1 rendered with  " + after.String(),
		"the witnesses ran on different renderers", "judge accept-renderer " + id} {
		if !strings.Contains(show, want) {
			t.Errorf("judge show lacks %q:\n%s", want, show)
		}
	}
	var pending []govern.Pending
	if err := json.Unmarshal([]byte(c.judge(t, 0, "pending", "--json").stdout), &pending); err != nil {
		t.Fatal(err)
	}
	if i := slices.IndexFunc(pending, func(p govern.Pending) bool { return p.RequestID == id }); i < 0 || pending[i].Action != govern.ActionAcceptRenderer {
		t.Fatalf("judge pending: %+v", pending)
	}
	// A rebaseline is not what this needs: it says so.
	if r := run(t, "judge", "rebaseline", id, "--reason", "fonts", "--dir", c.dir); r.code != 1 || !strings.Contains(r.stderr, "no baseline_diff") {
		t.Errorf("rebaseline of a renderer change: exit %d\n%s", r.code, r.stderr)
	}

	// One signed decision for the scope: a candidate, then sealed.
	w = w3(t, c.judge(t, 0, "accept-renderer", id, "--reason", "W1 hosts moved to the Liberation font set (OPS-1)", "--json").stdout)
	if w.Verdict != events.StatePassCandidate || w.TriWitnessLedger.CompositeHash != govern.NotComputed {
		t.Fatalf("after accept-renderer: %s %q %+v", w.Verdict, w.Error, w.Deviations)
	}
	rv := c.review(t, id, "accepted", func(r *govern.Review) bool { return r.State == events.StatePassCandidate })
	a := rv.Attempts[len(rv.Attempts)-1]
	if rv.ScopeRenderer == nil || !rv.ScopeRenderer.Renderer.Same(after) || a.RendererAcceptance == "" ||
		len(a.Waived) != 1 || a.Waived[0].Waiver != govern.WaiverRendererAccepted {
		t.Fatalf("review after the acceptance: scope renderer %+v, attempt %+v", rv.ScopeRenderer, a)
	}
	if r := run(t, "judge", "accept-renderer", id, "--reason", "again", "--dir", c.dir); r.code != 1 {
		t.Errorf("a second accept-renderer: exit %d\n%s", r.code, r.stderr)
	}
	c.judge(t, 0, "approve", id, "--reason", "the same page in the new fonts")

	// The next request of the scope, same renderer: compared with the
	// re-pinned frame, identical.
	next := newID("rc-next")
	if w := c.checkIn(t, 0, skeleton, siteGood, next, scope); len(w.Deviations) != 0 {
		t.Fatalf("the next request under the accepted renderer: %+v", w.Deviations)
	}
	rv = c.review(t, next, "assessed", func(r *govern.Review) bool { return r.W3.Settled() })
	if sh := rv.Attempts[0].Screenshots[0]; sh.Changed || !sh.BaselineRenderer.Same(after) {
		t.Fatalf("next request compared with %s (changed %v) by %v", sh.Baseline, sh.Changed, sh.BaselineRenderer)
	}

	// The auditor re-folds everything from a copy of the chain.
	for _, name := range []string{"w1", "w2", "ledgerd"} {
		if err := c.daemons[name].stop(); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile(c.d.DB)
	if err != nil {
		t.Fatal(err)
	}
	cp := filepath.Join(t.TempDir(), "audit.db")
	if err := os.WriteFile(cp, data, 0o600); err != nil {
		t.Fatal(err)
	}
	v := mustRun(t, 0, "ledgerd", "verify", "--db", cp, "--trust", c.d.TrustFile)
	t.Logf("ledgerd verify: %s", strings.TrimSpace(v.stdout))
}
