package e2e

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/keys"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
	"github.com/tribunal-dev/tribunal/internal/testenv"
)

// Test inputs, relative to the repository root (the binaries' working
// directory).
const (
	skeleton     = "e2e/testdata/skeleton"      // screen "home"
	skeletonScar = "e2e/testdata/skeleton-scar" // the same page as screen "landing"
	siteGood     = "e2e/testdata/site-good"
	siteTwoBugs  = "e2e/testdata/site-two-bugs" // cta and panel off their boxes
	siteOneBug   = "e2e/testdata/site-one-bug"  // panel off its box
	// The title repainted by a CSS filter; its computed colour is the token.
	siteRepainted = "e2e/testdata/site-repainted"
)

func siteURL(t *testing.T, site string) string {
	t.Helper()
	return "file://" + filepath.Join(repoRoot, site)
}

func newID(prefix string) string {
	var b [4]byte
	_, _ = rand.Read(b[:])
	return prefix + "-" + hex.EncodeToString(b[:])
}

func hexH(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// TestE2E runs every case on one cluster, in order: the happy path seals
// first (so later requests on the same screen have a baseline), and the
// audit comes last, after the ledger is stopped. The MCP App cases are
// TestMCPApps, on a cluster of their own, alongside.
func TestE2E(t *testing.T) {
	testenv.Short(t, "end-to-end: real Chromium and five processes")
	t.Parallel()
	c := startCluster(t)
	var sealed *govern.W3Output
	steps := []struct {
		name string
		fn   func(t *testing.T)
	}{
		{"happy path: check, blob, show, approve, seal", func(t *testing.T) { sealed = happyPath(t, c) }},
		{"judge reject holds with the reason", func(t *testing.T) { judgeReject(t, c) }},
		{"text repainted by a filter, its computed colour the token: the fold holds it", func(t *testing.T) { repaintedText(t, c) }},
		{"CI gate: check --wait-seal --report-dir waits for the seal", func(t *testing.T) { ciGate(t, c) }},
		{"dom payload of 10 characters fails before rendering", func(t *testing.T) { domPayloadMissing(t, c) }},
		{"a product outside the product roots fails before rendering", func(t *testing.T) { productRootNotAllowed(t, c) }},
		{"second attempt without progress holds: entropy", func(t *testing.T) { entropy(t, c) }},
		{"a deviation that survived a fix: scar FAILED holds the next attempt", func(t *testing.T) { scar(t, c) }},
		{"a witness echoing a wrong tuple is rejected", func(t *testing.T) { tupleMismatch(t, c) }},
		{"W3 fields from a witness: governance violation, HOLD", func(t *testing.T) { w3FromWitness(t, c) }},
		{"mobile surfaces without evidence hold", func(t *testing.T) { mobileEvidence(t, c) }},
		{"baseline scopes, rebaseline an intended change, seal; the next request diffs against it", func(t *testing.T) { baselines(t, c) }},
		{"drift arm: micro-drift approved makes a candidate, drift onto another element holds", func(t *testing.T) { driftArm(t, c) }},
		{"audit: verify a copy offline, recompute the composite hash", func(t *testing.T) { audit(t, c, sealed) }},
		{"the witnesses stop cleanly on SIGTERM", func(t *testing.T) {
			for _, w := range []string{"w1", "w2"} {
				if err := c.daemons[w].stop(); err != nil {
					t.Error(err)
				}
			}
		}},
	}
	for _, s := range steps {
		if !t.Run(s.name, s.fn) && s.name[:5] == "happy" {
			t.FailNow()
		}
	}
}

func happyPath(t *testing.T, c *cluster) *govern.W3Output {
	id := newID("happy")
	r := c.tribunal(t, 0, "check", "--skeleton", skeleton, "--url", siteURL(t, siteGood), "--request-id", id, "--json", "--timeout", "3m")
	w := w3(t, r.stdout)
	if w.Verdict != events.StatePassCandidate || !w.Requires888Hold || w.RequestID != id || w.Iterations != 1 {
		t.Fatalf("check: %+v", w)
	}
	tw := w.TriWitnessLedger
	if tw.W1.Label != "OBS" || tw.W2.Label != "DER" || tw.W3.Verdict != "PENDING_888_HOLD" || tw.CompositeHash != "NOT_COMPUTED" {
		t.Errorf("tri_witness_ledger before the judge: %+v", tw)
	}

	// The primary screenshot is fetchable and is what its hash names.
	if !events.IsHex64(w.ScreenshotHash) || !strings.Contains(w.ScreenshotPath, w.ScreenshotHash) {
		t.Fatalf("screenshot %q at %q", w.ScreenshotHash, w.ScreenshotPath)
	}
	png := filepath.Join(t.TempDir(), "shot.png")
	c.tribunal(t, 0, "blob", "get", w.ScreenshotHash, "--out", png)
	data, err := os.ReadFile(png)
	if err != nil || hexH(data) != w.ScreenshotHash || !bytes.HasPrefix(data, []byte("\x89PNG")) {
		t.Errorf("blob get: %d bytes hashing to %s (%v)", len(data), hexH(data), err)
	}

	// The judge fetches the same evidence with its own credentials.
	png2 := filepath.Join(t.TempDir(), "judge.png")
	c.judge(t, 0, "blob", "get", w.ScreenshotHash, "--out", png2)
	if data2, err := os.ReadFile(png2); err != nil || !bytes.Equal(data2, data) {
		t.Errorf("judge blob get: %d bytes (%v)", len(data2), err)
	}

	// The judge sees it pending and reviews it.
	var pending []govern.Pending
	if err := json.Unmarshal([]byte(c.judge(t, 0, "pending", "--json").stdout), &pending); err != nil {
		t.Fatal(err)
	}
	found := false
	for _, p := range pending {
		found = found || p.RequestID == id
	}
	if !found {
		t.Errorf("judge pending does not list %s: %+v", id, pending)
	}
	show := c.judge(t, 0, "show", id).stdout
	for _, want := range []string{"W1 — pixels", "W2 — DOM and spec", "entropy history", w.ScreenshotHash, "judge blob get"} {
		if !strings.Contains(show, want) {
			t.Errorf("judge show lacks %q:\n%s", want, show)
		}
	}
	if sj := w3(t, c.judge(t, 0, "show", id, "--json").stdout); sj.Verdict != events.StatePassCandidate {
		t.Errorf("judge show --json: %s", sj.Verdict)
	}

	// The commands they print run as printed: judge show's fetch lines
	// carry the --dir it was given; with TRIBUNAL_DIR set, tribunal
	// status needs no --dir and neither does what it prints.
	for _, p := range []struct {
		out, prefix string
		env         []string
	}{
		{show, "fetch: judge blob get ", nil},
		{runEnv(t, []string{"TRIBUNAL_DIR=" + c.dir}, "tribunal", "status", id).stdout, "fetch: tribunal blob get ", []string{"TRIBUNAL_DIR=" + c.dir}},
	} {
		line := printedLine(t, p.out, p.prefix)
		if p.env != nil && strings.Contains(line, "--dir") {
			t.Errorf("with TRIBUNAL_DIR set, the printed command names --dir: %s", line)
		}
		dir := runPrinted(t, strings.TrimPrefix(line, "fetch: "), p.env)
		pngs, _ := filepath.Glob(filepath.Join(dir, "*.png"))
		if len(pngs) != 1 {
			t.Fatalf("%s wrote %v", line, pngs)
		}
		if got, err := os.ReadFile(pngs[0]); err != nil || !bytes.HasPrefix(got, []byte("\x89PNG")) || !strings.Contains(line, hexH(got)) {
			t.Errorf("%s wrote %d bytes hashing to %s (%v)", line, len(got), hexH(got), err)
		}
	}

	// Approve: the ledger seals.
	a := w3(t, c.judge(t, 0, "approve", id, "--reason", "matches the skeleton", "--actor", "e2e-judge", "--json").stdout)
	if a.Verdict != events.StateSealedDeploy || a.TriWitnessLedger.W3.Verdict != "PASS" || a.TriWitnessLedger.W3.ActorID != "e2e-judge" ||
		!events.IsHex64(a.TriWitnessLedger.CompositeHash) || a.Requires888Hold {
		t.Fatalf("after approve: %+v", a)
	}
	st := w3(t, c.tribunal(t, 0, "status", id, "--json").stdout)
	if st.Verdict != events.StateSealedDeploy || st.TriWitnessLedger.CompositeHash != a.TriWitnessLedger.CompositeHash {
		t.Errorf("status after approve: %s %s", st.Verdict, st.TriWitnessLedger.CompositeHash)
	}
	return a
}

func judgeReject(t *testing.T, c *cluster) {
	id := newID("reject")
	w := w3(t, c.tribunal(t, 0, "check", "--skeleton", skeleton, "--url", siteURL(t, siteGood), "--request-id", id, "--json").stdout)
	if w.Verdict != events.StatePassCandidate {
		t.Fatalf("check: %s %s", w.Verdict, w.Error)
	}
	const reason = "the panel copy is not final"
	r := w3(t, c.judge(t, 0, "reject", id, "--reason", reason, "--json").stdout)
	st := w3(t, c.tribunal(t, 0, "status", id, "--json").stdout)
	for _, x := range []*govern.W3Output{r, st} {
		if x.Verdict != events.StateHold || !strings.Contains(x.Error, reason) || x.TriWitnessLedger.W3.Verdict != "FAIL" ||
			x.TriWitnessLedger.CompositeHash != "NOT_COMPUTED" {
			t.Errorf("after reject: verdict %s error %q w3 %+v", x.Verdict, x.Error, x.TriWitnessLedger.W3)
		}
	}
	// A rejected request is not a candidate any more: nothing to approve.
	if res := run(t, "judge", "approve", id, "--reason", "changed my mind", "--dir", c.dir); res.code != 1 {
		t.Errorf("approve after reject: exit %d\n%s", res.code, res.stderr)
	}
}

// repaintedText: a filter repaints the title's text while its computed
// colour stays the pinned token. W1 finds no text in the token's colour
// and says undecided (it cannot tell a descendant's own colour from a
// wrong one); W2's token check matches and it cannot decide what paints
// the text under a filter. Neither witness flags it alone, and the fold's
// text_colour_unconfirmed holds it (docs/CONTRACTS.md §5, "Agreement").
func repaintedText(t *testing.T, c *cluster) {
	id := newID("repainted")
	w := w3(t, c.tribunal(t, 1, "check", "--skeleton", skeleton, "--url", siteURL(t, siteRepainted), "--request-id", id, "--json").stdout)
	if w.Verdict != events.StateHold || !strings.HasPrefix(w.Error, govern.ErrWitnessReject) {
		t.Errorf("verdict %s error %q, want HOLD %s", w.Verdict, w.Error, govern.ErrWitnessReject)
	}
	var unconfirmed int
	for _, d := range w.Deviations {
		switch {
		case d.ID == govern.DevColourUnconfirmed && strings.HasPrefix(d.LocationHint, "home/title@"):
			unconfirmed++
		case strings.Contains(d.LocationHint, "title"):
			// Another finding on the title would mean a witness caught it
			// alone, and this would not test the fold.
			t.Errorf("a witness flagged the title itself: %+v", d)
		}
	}
	if unconfirmed == 0 {
		t.Errorf("no %s on home/title: %+v", govern.DevColourUnconfirmed, w.Deviations)
	}
}

func domPayloadMissing(t *testing.T, c *cluster) {
	id := newID("payload")
	f := filepath.Join(t.TempDir(), "tiny.html")
	if err := os.WriteFile(f, []byte("<p>hi</p>!"), 0o644); err != nil { // 10 characters
		t.Fatal(err)
	}
	w := w3(t, c.tribunal(t, 1, "check", "--skeleton", skeleton, "--dom-payload", f, "--request-id", id, "--json").stdout)
	if w.Verdict != events.StateFail || !strings.HasPrefix(w.Error, "DOM_PAYLOAD_MISSING") {
		t.Fatalf("verdict %s error %q, want FAIL DOM_PAYLOAD_MISSING", w.Verdict, w.Error)
	}
	// Before any rendering: the request failed on its own opening event,
	// before an attempt existed.
	rv := c.review(t, id, "FAIL", func(r *govern.Review) bool { return r.State == events.StateFail })
	var fail *govern.Transition
	for i := range rv.Transitions {
		if rv.Transitions[i].To == events.StateFail {
			fail = &rv.Transitions[i]
		}
	}
	if fail == nil || fail.Cause != rv.RequestEvent || fail.Error != "DOM_PAYLOAD_MISSING" {
		t.Errorf("FAIL transition %+v, want one caused by the request event %s", fail, rv.RequestEvent)
	}
	if len(rv.Attempts) != 0 {
		t.Errorf("%d attempts on a request refused at the door: nothing may be rendered", len(rv.Attempts))
	}
}

// productRootNotAllowed: the good site, copied outside the deployment's
// product roots, is refused by both witnesses before any rendering: the
// request FAILs with PRODUCT_ROOT_NOT_ALLOWED, no screenshot exists, and
// (audit, below) verify re-folds it from the chain alone.
func productRootNotAllowed(t *testing.T, c *cluster) {
	id := newID("outside")
	dir := t.TempDir()
	data, err := os.ReadFile(filepath.Join(repoRoot, siteGood, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "index.html"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	w := w3(t, c.tribunal(t, 1, "check", "--skeleton", skeleton, "--url", "file://"+dir, "--request-id", id, "--json").stdout)
	if w.Verdict != events.StateFail || w.Error != govern.ErrProductRootNotAllowed || w.ScreenshotHash != "" {
		t.Fatalf("verdict %s error %q screenshot %q, want FAIL %s and none", w.Verdict, w.Error, w.ScreenshotHash, govern.ErrProductRootNotAllowed)
	}
	rv := c.review(t, id, "FAIL", func(r *govern.Review) bool { return r.State == events.StateFail })
	if len(rv.Attempts) != 1 || rv.Attempts[0].W1 == nil || rv.Attempts[0].W2 == nil || rv.Attempts[0].Assessed {
		t.Fatalf("attempts %+v", rv.Attempts)
	}
	for _, rep := range []*govern.Report{rv.Attempts[0].W1, rv.Attempts[0].W2} {
		var b struct {
			Verdict     string            `json:"verdict"`
			Error       string            `json:"error"`
			Screenshots []json.RawMessage `json:"screenshots"`
		}
		if err := json.Unmarshal(rep.Body, &b); err != nil {
			t.Fatal(err)
		}
		if !events.RefusesProductRoot(b.Verdict, b.Error) || len(b.Screenshots) != 0 || strings.Contains(b.Error, filepath.Join(repoRoot, "e2e")) {
			t.Errorf("report %s: want a refusal without screenshots that names no allowed root", rep.Body)
		}
	}
}

func entropy(t *testing.T, c *cluster) {
	id := newID("entropy")
	w := w3(t, c.tribunal(t, 1, "check", "--skeleton", skeleton, "--url", siteURL(t, siteTwoBugs), "--request-id", id, "--json").stdout)
	if w.Verdict != events.StateHold || len(w.Deviations) == 0 {
		t.Fatalf("first attempt: %s %q with %d deviations", w.Verdict, w.Error, len(w.Deviations))
	}
	// The same product again: no fewer deviations.
	w2 := w3(t, c.tribunal(t, 1, "attempt", id, "--skeleton", skeleton, "--url", siteURL(t, siteTwoBugs), "--wait", "--json").stdout)
	if w2.Verdict != events.StateHold || w2.Error != "ENTROPY_NON_DECREASING" || w2.Iterations != 2 || w2.EntropyDelta < 0 {
		t.Errorf("second attempt: %s %q iterations %d delta %d", w2.Verdict, w2.Error, w2.Iterations, w2.EntropyDelta)
	}
}

func scar(t *testing.T, c *cluster) {
	id := newID("scar")
	// Attempt 1: two deviations (cta and panel off their boxes).
	w := w3(t, c.tribunal(t, 1, "check", "--skeleton", skeletonScar, "--url", siteURL(t, siteTwoBugs), "--request-id", id, "--json").stdout)
	if w.Verdict != events.StateHold {
		t.Fatalf("attempt 1: %s %q", w.Verdict, w.Error)
	}
	var panel *events.Deviation
	for i, d := range w.Deviations {
		if strings.Contains(d.LocationHint, "landing/panel@") {
			panel = &w.Deviations[i]
		}
	}
	if panel == nil {
		t.Fatalf("attempt 1 has no panel deviation: %+v", w.Deviations)
	}
	fp := hexH([]byte(panel.ID + panel.LocationHint))
	// Attempt 2 fixes the cta but not the panel: fewer deviations, but the
	// panel's scar becomes FAILED.
	w2 := w3(t, c.tribunal(t, 1, "attempt", id, "--skeleton", skeletonScar, "--url", siteURL(t, siteOneBug), "--wait", "--json").stdout)
	if w2.EntropyDelta >= 0 || w2.Error == "ENTROPY_NON_DECREASING" {
		t.Errorf("attempt 2: %s %q delta %d", w2.Verdict, w2.Error, w2.EntropyDelta)
	}
	var sc govern.Scar
	if err := json.Unmarshal([]byte(c.tribunal(t, 0, "scar", fp, "--json").stdout), &sc); err != nil {
		t.Fatal(err)
	}
	if sc.Outcome != govern.ScarFailed {
		t.Errorf("scar %s of %s: outcome %s, want FAILED", fp, panel.LocationHint, sc.Outcome)
	}
	// Attempt 3 still shows the panel deviation: held at once.
	w3v := w3(t, c.tribunal(t, 1, "attempt", id, "--skeleton", skeletonScar, "--url", siteURL(t, siteOneBug), "--wait", "--json").stdout)
	if w3v.Verdict != events.StateHold || !strings.Contains(w3v.Error, "SCAR_ALREADY_FAILED") {
		t.Errorf("attempt 3: %s %q, want HOLD SCAR_ALREADY_FAILED", w3v.Verdict, w3v.Error)
	}
}

// openAttempt opens a request on the good site with one attempt through
// the CLI and returns its id and the tuple a witness must echo.
func openAttempt(t *testing.T, c *cluster, prefix string, extra ...string) (string, events.Tuple) {
	t.Helper()
	id := newID(prefix)
	args := append([]string{"open", "--skeleton", skeleton, "--url", siteURL(t, siteGood), "--request-id", id, "--attempt"}, extra...)
	c.tribunal(t, 0, args...)
	rv := c.review(t, id, "attempt recorded", func(r *govern.Review) bool { return len(r.Attempts) == 1 })
	req, err := events.Decode(events.SchemaRequestOpened, rv.Request)
	if err != nil {
		t.Fatal(err)
	}
	att, err := events.Decode(events.SchemaAttemptSubmitted, rv.Attempts[0].Body)
	if err != nil {
		t.Fatal(err)
	}
	return id, events.TupleFor(req.(*events.RequestOpened), att.(*events.AttemptSubmitted))
}

// publishAsW1 publishes body on W1's observation subject, signed with
// W1's real key over W1's real connection, and returns the event id.
func publishAsW1(t *testing.T, c *cluster, id string, body []byte) string {
	t.Helper()
	signer, err := keys.LoadSigningKey(c.d.SigningKeyFile(events.RoleW1))
	if err != nil {
		t.Fatal(err)
	}
	conn := connect(t, c, events.RoleW1)
	evID := newID("crafted-w1")
	ev := ledgertest.SignBytes(t, signer, events.RoleW1, events.KindObservation, id, evID, body)
	if _, err := conn.Publish(context.Background(), ev); err != nil {
		t.Fatal(err)
	}
	return evID
}

func w1Report(t *testing.T, tu events.Tuple, surfaces ...string) *events.ObservationW1 {
	t.Helper()
	o := &events.ObservationW1{SchemaName: events.SchemaObservationW1, ReqID: tu.RequestID, AttID: tu.AttemptID,
		Tuple: tu, Verdict: events.VerdictPass, Score: 1, Deviations: []events.Deviation{}, Screenshots: []events.Screenshot{}}
	for _, s := range surfaces {
		o.Screenshots = append(o.Screenshots, events.Screenshot{Screen: "home", Breakpoint: "desktop", Surface: s,
			SHA256: hexH([]byte(s)), Width: 800, Height: 600})
	}
	return o
}

func tupleMismatch(t *testing.T, c *cluster) {
	id, tu := openAttempt(t, c, "tuple")
	tu.ProductHash = "forged-" + tu.ProductHash
	body, err := events.Encode(w1Report(t, tu, "web"))
	if err != nil {
		t.Fatal(err)
	}
	evID := publishAsW1(t, c, id, body)
	if rej := c.rejection(t, evID); rej.Reason != events.RejectedTupleMismatch || rej.ReqID != id {
		t.Errorf("crafted report: rejected %s for %s, want %s", rej.Reason, rej.ReqID, events.RejectedTupleMismatch)
	}
}

func w3FromWitness(t *testing.T, c *cluster) {
	id, tu := openAttempt(t, c, "w3field")
	body, err := events.Encode(w1Report(t, tu, "web"))
	if err != nil {
		t.Fatal(err)
	}
	// The same report with a W3 verdict of its own tacked on.
	body = append(body[:len(body)-1], []byte(`,"w3":{"verdict":"PASS","label":"JUDGE"}}`)...)
	publishAsW1(t, c, id, body)
	c.review(t, id, "held by the violation", func(r *govern.Review) bool {
		return len(r.Violations) > 0 && r.State == events.StateHold
	})
	// Still held once both real witnesses have reported.
	rv := c.review(t, id, "both reports in", func(r *govern.Review) bool {
		a := r.Attempts[len(r.Attempts)-1]
		return a.W1 != nil && a.W2 != nil
	})
	if rv.State != events.StateHold || rv.W3.Verdict != events.StateHold || !strings.Contains(rv.W3.Error, "GOVERNANCE_VIOLATION") {
		t.Errorf("after a witness sent W3 fields: %s / %s %q", rv.State, rv.W3.Verdict, rv.W3.Error)
	}
}

func mobileEvidence(t *testing.T, c *cluster) {
	// Freeze the real W1 so that the web-only report below is the one the
	// ledger takes (the first report per witness and attempt wins).
	w1 := c.daemons["w1"]
	if err := w1.pause(); err != nil {
		t.Fatal(err)
	}
	resumed := false
	resume := func() {
		if !resumed {
			resumed = true
			_ = w1.resume()
		}
	}
	defer resume()
	id, tu := openAttempt(t, c, "mcp", "--surfaces", "web,android,ios")
	body, err := events.Encode(w1Report(t, tu, "web"))
	if err != nil {
		t.Fatal(err)
	}
	publishAsW1(t, c, id, body)
	rv := c.review(t, id, "assessed", func(r *govern.Review) bool { return r.W3.Settled() })
	resume()
	if rv.W3.Verdict != events.StateHold || !strings.Contains(rv.W3.Error, "MOBILE_SURFACE_EVIDENCE_MISSING") {
		t.Errorf("android and ios required, web evidence only: %s %q", rv.W3.Verdict, rv.W3.Error)
	}
}

// audit stops the ledger, verifies a copy of its database offline against
// the trust file, exports it, and recomputes the sealed request's
// composite hash from the exported bodies alone.
func audit(t *testing.T, c *cluster, sealed *govern.W3Output) {
	if sealed == nil {
		testenv.Skip(t, "the happy path did not seal")
	}
	if err := c.daemons["ledgerd"].stop(); err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	cp := filepath.Join(tmp, "audit.db")
	data, err := os.ReadFile(c.d.DB)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(cp, data, 0o600); err != nil {
		t.Fatal(err)
	}
	v := mustRun(t, 0, "ledgerd", "verify", "--db", cp, "--trust", c.d.TrustFile)
	t.Logf("ledgerd verify: %s", strings.TrimSpace(v.stdout))
	out := filepath.Join(tmp, "chain.jsonl")
	mustRun(t, 0, "ledgerd", "export", "--db", cp, "--out", out)
	lines, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	id := sealed.RequestID
	bodies := map[string][]byte{}
	for _, l := range strings.Split(strings.TrimSpace(string(lines)), "\n") {
		// Only the lines naming the request are decoded: the chain's
		// megabytes of other bodies are slow to decode under -race.
		if !strings.Contains(l, "."+id+`"`) {
			continue
		}
		var e struct {
			Subject string `json:"subject"`
			Body    string `json:"body"`
		}
		if err := json.Unmarshal([]byte(l), &e); err != nil {
			t.Fatal(err)
		}
		for _, kind := range []string{"w1.observation", "w2.verdict", "judge.decision", "ledger.seal"} {
			if e.Subject == "tribunal."+kind+"."+id {
				if _, dup := bodies[kind]; dup {
					t.Fatalf("two %s entries for %s", kind, id)
				}
				if bodies[kind], err = base64.StdEncoding.DecodeString(e.Body); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if len(bodies) != 4 {
		t.Fatalf("export holds %d of the 4 entries of the seal of %s", len(bodies), id)
	}
	// docs/CONTRACTS.md §5, recomputed here from the stored bytes, not with the
	// project's own helper.
	w1h, w2h, w3h := hexH(bodies["w1.observation"]), hexH(bodies["w2.verdict"]), hexH(bodies["judge.decision"])
	composite := hexH([]byte(w1h + w2h + w3h + "PASS_CANDIDATE"))
	var seal struct {
		W1, W2, W3, Composite string
	}
	var raw map[string]string
	if err := json.Unmarshal(bodies["ledger.seal"], &raw); err != nil {
		t.Fatal(err)
	}
	seal.W1, seal.W2, seal.W3, seal.Composite = raw["w1_hash"], raw["w2_hash"], raw["w3_hash"], raw["composite_hash"]
	if seal.W1 != w1h || seal.W2 != w2h || seal.W3 != w3h || seal.Composite != composite {
		t.Errorf("seal %+v, recomputed w1 %s w2 %s w3 %s composite %s", seal, w1h, w2h, w3h, composite)
	}
	tw := sealed.TriWitnessLedger
	if tw.CompositeHash != composite || tw.W1.Hash != w1h || tw.W2.Hash != w2h || tw.W3.Hash != w3h {
		t.Errorf("W³ output composite %s (w1 %s w2 %s w3 %s), recomputed %s", tw.CompositeHash, tw.W1.Hash, tw.W2.Hash, tw.W3.Hash, composite)
	}
}

// printedLine is the first line of out that starts (after spaces) with
// prefix.
func printedLine(t *testing.T, out, prefix string) string {
	t.Helper()
	for l := range strings.SplitSeq(out, "\n") {
		if l = strings.TrimSpace(l); strings.HasPrefix(l, prefix) {
			return l
		}
	}
	t.Fatalf("no line %q… in:\n%s", prefix, out)
	return ""
}

// runPrinted runs a command line a binary printed, as a user would paste
// it into a shell: the built binaries on PATH, in a fresh directory
// (returned), with env added. It must exit 0.
func runPrinted(t *testing.T, line string, env []string) string {
	t.Helper()
	dir := t.TempDir()
	cmd := exec.Command("sh", "-c", line)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), append(env, "PATH="+binDir+string(os.PathListSeparator)+os.Getenv("PATH"))...)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("printed command %q: %v\n%s", line, err, out)
	}
	return dir
}
