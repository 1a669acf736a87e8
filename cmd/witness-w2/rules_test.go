package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/events"
)

func decodeVerdict(t *testing.T, out string) *events.VisualVerdict {
	t.Helper()
	b, err := events.Decode(events.SchemaVisualVerdict, []byte(strings.TrimSuffix(out, "\n")))
	if err != nil {
		t.Fatalf("stdout is not a valid visual-verdict.v1: %v\n%s", err, out)
	}
	return b.(*events.VisualVerdict)
}

// TestRuleDecisions pins, element by element, the decisions the golden
// files hold (TestGolden checks them against real runs), for both
// rubrics, so that a golden rewritten with -update cannot quietly enshrine
// a wrong call.
func TestRuleDecisions(t *testing.T) {
	type want struct {
		status  string
		missing bool
		dead    string // first dead_handler reason, "" for none
		micro   bool
	}
	common := map[string]want{
		"box-pass@mobile":       {status: "pass"},
		"box-pass@desktop":      {status: "pass"},
		"box-drift@mobile":      {status: "fail", micro: true}, // -10 px: beyond 4, within the profile's 12
		"hidden-pass@mobile":    {status: "pass"},
		"hidden-pass@desktop":   {status: "hidden"},
		"hidden-vis@desktop":    {status: "fail"},
		"hidden-invis@desktop":  {status: "hidden"},
		"hidden-absent@desktop": {status: "hidden", missing: true},
		"not-visible@mobile":    {status: "fail"},
		"missing@mobile":        {status: "fail", missing: true},
		"bad-selector@mobile":   {status: "fail", missing: true},
		"tok-pass@mobile":       {status: "pass"},
		"tok-inline@mobile":     {status: "fail"},
		"tok-novar@mobile":      {status: "fail"},
		"tok-inherit@mobile":    {status: "pass"},
		"tok-computed@mobile":   {status: "fail"},
		"tok-swap@mobile":       {status: "fail", micro: true},
		"tok-important@mobile":  {status: "pass"},
		"int-visual@mobile":     {status: "pass"},
		"int-null@mobile":       {status: "fail", dead: "binds_to missing"},
		"int-inline@mobile":     {status: "pass"},
		"int-attr@mobile":       {status: "pass"},
		"int-ran@mobile":        {status: "pass"},
		"int-none@mobile":       {status: "fail", dead: "not wired"},
		"bad-route@mobile":      {status: "fail", dead: "binds_to unresolvable"},
		"bad-handler@mobile":    {status: "fail", dead: "binds_to unresolvable"},
		"bad-id@mobile":         {status: "fail", dead: "binds_to unresolvable"},
		"nav-away@mobile":       {status: "pass"},
		"rewrite@mobile":        {status: "pass"},
		"link@mobile":           {status: "pass"},
		"after@mobile":          {status: "pass"}, // fired after handlers that navigated and rewrote
		"make-dialog@mobile":    {status: "pass"},
		"alerts@mobile":         {status: "pass"},
	}
	byRubric := map[string]map[string]want{
		"1.0.0": {"int-direct@mobile": {status: "fail", dead: "not wired"}, "int-deleg@mobile": {status: "fail", dead: "not wired"}},
		"1.1.0": {"int-direct@mobile": {status: "pass"}, "int-deleg@mobile": {status: "pass"}},
		// 1.2.0 decides every element of this page as 1.1.0 does.
		"1.2.0": {"int-direct@mobile": {status: "pass"}, "int-deleg@mobile": {status: "pass"}},
	}
	for rubric, extra := range byRubric {
		t.Run(rubric, func(t *testing.T) {
			raw, err := os.ReadFile(filepath.Join("testdata", "golden", "rules-"+rubric+".json"))
			if err != nil {
				t.Fatal(err)
			}
			var compact bytes.Buffer
			if err := json.Compact(&compact, raw); err != nil {
				t.Fatal(err)
			}
			v := decodeVerdict(t, compact.String())
			if v.Verdict != events.VerdictReject || v.MicroDriftOnly {
				t.Errorf("verdict %s, micro_drift_only %v; want reject, false", v.Verdict, v.MicroDriftOnly)
			}
			// The page's boxes reach x = 580 on a 375 px phone: only 1.2.0
			// reports the sideways scroll, and only there.
			overflow := findings(v, "horizontal_overflow")
			if want := map[bool][]string{true: {"rules@mobile"}, false: nil}[rubric == "1.2.0"]; !slices.Equal(overflow, want) {
				t.Errorf("horizontal_overflow at %q, want %q", overflow, want)
			}
			for _, ev := range v.ElementVerdicts {
				if rubric != "1.2.0" && (ev.ClippedText != nil || ev.TokenChains != nil || ev.StateMismatch != nil) {
					t.Errorf("%s@%s: 1.2.0 fields under %s", ev.Element, ev.Breakpoint, rubric)
				}
			}
			got := map[string]events.ElementVerdict{}
			for _, ev := range v.ElementVerdicts {
				got[ev.Element+"@"+ev.Breakpoint] = ev
			}
			all := map[string]want{}
			for k, w := range common {
				all[k] = w
			}
			for k, w := range extra {
				all[k] = w
			}
			if len(got) != len(all) {
				t.Errorf("%d element verdicts, want %d", len(got), len(all))
			}
			for k, w := range all {
				ev, ok := got[k]
				if !ok {
					t.Errorf("%s: no element verdict", k)
					continue
				}
				dead := ""
				if len(ev.DeadHandler) > 0 {
					dead = ev.DeadHandler[0].Reason
				}
				if ev.Status != w.status || ev.MissingFromDOM != w.missing || dead != w.dead || ev.MicroDrift != w.micro {
					t.Errorf("%s: status %s missing %v dead %q micro %v; want %s %v %q %v",
						k, ev.Status, ev.MissingFromDOM, dead, ev.MicroDrift, w.status, w.missing, w.dead, w.micro)
				}
			}
		})
	}
}

// findings lists where a lint finding of code is, by the "screen@bp"
// that starts its detail.
func findings(v *events.VisualVerdict, code string) []string {
	var out []string
	for _, f := range v.Lint.Findings {
		if f.Code == code {
			where, _, _ := strings.Cut(f.Detail, ":")
			out = append(out, where)
		}
	}
	return out
}

// goldenVerdict decodes a golden file strictly.
func goldenVerdict(t *testing.T, name string) *events.VisualVerdict {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("testdata", "golden", name+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, raw); err != nil {
		t.Fatal(err)
	}
	return decodeVerdict(t, compact.String())
}

// TestRules12Decisions pins the rubric-1.2.0 decisions of the rules12 and
// overflow goldens (clipped text, resolved var() chains, RGB triplets,
// declared states, the sideways scroll) and, beside them, what 1.1.0
// decides on the same pages, so that -update cannot enshrine a wrong call.
func TestRules12Decisions(t *testing.T) {
	type want struct {
		status  string
		clipBy  string // clipped_text[0].clipped_by, "" for none
		uses    *bool  // token_chains[0].uses_token, nil for no chain
		state   bool   // state_mismatch set
		tokFail bool   // a token_mismatch
		dead    bool   // a dead_handler
	}
	yes, no := new(true), new(false)
	v12 := map[string]want{
		"clip-pass":             {status: "pass"},
		"clip-hidden":           {status: "fail", clipBy: "#clip-hidden"},
		"clip-ellipsis":         {status: "fail", clipBy: "#clip-ellipsis"},
		"clip-allowed":          {status: "pass"}, // allow_truncation
		"clip-ancestor":         {status: "fail", clipBy: "div.e.frame"},
		"clip-viewport":         {status: "fail", clipBy: "viewport"},
		"clip-scroll":           {status: "pass"}, // overflow auto: reachable
		"clip-lines":            {status: "fail", clipBy: "#clip-lines"},
		"clip-sronly":           {status: "pass"}, // visually hidden by design
		"clip-carousel":         {status: "pass"}, // the other slide is wholly out of sight
		"clip-escape":           {status: "pass"}, // an absolute box escapes a static clip
		"chain-empty":           {status: "pass", uses: yes},
		"chain-component":       {status: "pass", uses: yes},
		"chain-fallback-used":   {status: "pass", uses: yes},
		"chain-fallback-unused": {status: "fail", uses: no, tokFail: true},
		"chain-cycle":           {status: "pass", uses: yes},
		"chain-undefined":       {status: "pass", uses: yes},
		"chain-triplet":         {status: "pass", uses: yes},
		"chain-triplet-wrong":   {status: "fail", uses: no, tokFail: true},
		"state-ok":              {status: "pass"},
		"state-aria":            {status: "pass"},
		"state-lie":             {status: "fail", state: true},
		"state-fieldset":        {status: "pass"},
		"state-inert":           {status: "pass"},              // no pointer events, no keyboard stop
		"state-pe-button":       {status: "fail", state: true}, // the keyboard still reaches it
		// The browser's own activation behaviour counts as wired.
		"int-label":      {status: "pass"},
		"int-label-dead": {status: "fail", dead: true}, // labels no control
		"int-hash":       {status: "fail", dead: true}, // href="#" does nothing
		"int-summary":    {status: "pass"},
		// A listener on document only: wiring if the click did something.
		"int-page-live":  {status: "pass"},
		"int-page-later": {status: "pass"},             // within EffectWait
		"int-page-dead":  {status: "fail", dead: true}, // Bootstrap's case: the toggler lost its data attribute
	}
	// 1.1.0 sees no clipping and no states, and judges the declaration's
	// text: the component variable, the empty value and the undefined
	// reference fail, the unused fallback passes.
	v11 := map[string]want{}
	for k := range v12 {
		v11[k] = want{status: "pass"}
	}
	for _, k := range []string{"chain-empty", "chain-component", "chain-undefined", "chain-triplet-wrong"} {
		v11[k] = want{status: "fail", tokFail: true}
	}
	// 1.1.0 counts any listener on an ancestor, document included, so the
	// page's one listener on document wires every int-* element, dead
	// ones too; 1.2.0 wants that listener to have done something.
	for name, wants := range map[string]map[string]want{"rules12-1.2.0": v12, "rules12-1.1.0": v11} {
		t.Run(name, func(t *testing.T) {
			v := goldenVerdict(t, name)
			if v.Verdict != events.VerdictReject || len(v.ElementVerdicts) != len(wants) || len(v.Lint.Findings) != 0 {
				t.Errorf("verdict %s, %d element verdicts, findings %+v; want reject, %d, none", v.Verdict, len(v.ElementVerdicts), v.Lint.Findings, len(wants))
			}
			for _, ev := range v.ElementVerdicts {
				w, ok := wants[ev.Element]
				if !ok {
					t.Errorf("unexpected element %s", ev.Element)
					continue
				}
				got := want{status: ev.Status, state: ev.StateMismatch != nil, tokFail: len(ev.TokenMismatch) > 0, dead: len(ev.DeadHandler) > 0}
				if len(ev.ClippedText) > 0 {
					got.clipBy = ev.ClippedText[0].ClippedBy
					if c := ev.ClippedText[0]; !(c.VisiblePX < c.FullPX) || c.Text == "" {
						t.Errorf("%s: clipped_text %+v shows no cut", ev.Element, c)
					}
				}
				if len(ev.TokenChains) > 0 {
					got.uses = &ev.TokenChains[0].UsesToken
				}
				same := got.status == w.status && got.clipBy == w.clipBy && got.state == w.state && got.tokFail == w.tokFail && got.dead == w.dead &&
					(got.uses == nil) == (w.uses == nil) && (got.uses == nil || *got.uses == *w.uses)
				if !same {
					t.Errorf("%s: got %+v (uses %v), want %+v (uses %v)", ev.Element, got, deref(got.uses), w, deref(w.uses))
				}
			}
		})
	}
	// The sideways scroll: a phone only, 1.2.0 only.
	for name, want := range map[string][]string{"overflow-1.1.0": nil, "overflow-1.2.0": {"overflow@mobile"}} {
		v := goldenVerdict(t, name)
		if got := findings(v, "horizontal_overflow"); !slices.Equal(got, want) {
			t.Errorf("%s: horizontal_overflow at %q, want %q", name, got, want)
		}
	}
}

func deref(b *bool) any {
	if b == nil {
		return nil
	}
	return *b
}

// TestTupleEcho: every tuple string comes back byte for byte, non-ASCII
// included, in every outcome.
func TestTupleEcho(t *testing.T) {
	useShared(t)
	for _, tt := range []struct{ name, skel, hash, rubric string }{
		{"verdict", "drift", "", "1.0.0"},
		{"schema violation", "bad-pin", "", "1.0.0"},
		{"unknown rubric", "drift", "", "ünï"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a := args(t, tt.skel, tt.hash, fileRoot(t), tt.rubric)
			r := runW2(t, "run", a...)
			want := events.Tuple{SkeletonHash: a[1], RequestID: a[2], AttemptID: a[3], PriorStateVersion: a[4],
				ProductHash: a[6], InventoryHash: a[7], RunnerVersion: a[8], RubricVersion: a[9]}
			v := decodeVerdict(t, r.stdout)
			if v.Tuple != want {
				t.Errorf("tuple %+v, want %+v", v.Tuple, want)
			}
			wantJSON, _ := json.Marshal(want)
			if !strings.Contains(r.stdout, `"tuple":`+string(wantJSON)) {
				t.Errorf("the tuple is not echoed byte for byte:\n%s", r.stdout)
			}
			for _, s := range []string{product, invent, runner} {
				if !strings.Contains(r.stdout, s) {
					t.Errorf("stdout lacks %q verbatim", s)
				}
			}
		})
	}
}

// TestTupleEchoAnyString: run echoes any string it is given as an id —
// spaces, '/', '#', non-ASCII, emoji, characters a NATS subject cannot
// hold — and returns the verdict and exit code of plain ids; only serve
// mode limits ids (tribunal open refuses bad ones up front).
func TestTupleEchoAnyString(t *testing.T) {
	useShared(t)
	plain := runW2(t, "run", args(t, "drift", "", fileRoot(t), "1.1.0")...)
	for _, id := range []string{
		"req 1/a#b ünïcødé 🚀",                // space, '/', '#', non-ASCII, emoji
		"dots.and*stars>",                    // NATS subject syntax
		`<b>&amp;</b> say "hi"\ ` + "\u2028", // HTML, JSON escapes, a trailing space
	} {
		t.Run(id, func(t *testing.T) {
			t.Parallel()
			a := args(t, "drift", "", fileRoot(t), "1.1.0")
			a[2], a[3] = id, id+" / attempt #1"
			r := runW2(t, "run", a...)
			if r.code != plain.code || r.code != 2 {
				t.Fatalf("exit %d, want %d as for plain ids; stderr %s", r.code, plain.code, r.stderr)
			}
			var v events.VisualVerdict
			if err := json.Unmarshal([]byte(r.stdout), &v); err != nil {
				t.Fatalf("stdout is not one JSON object: %v\n%s", err, r.stdout)
			}
			want := events.Tuple{SkeletonHash: a[1], RequestID: a[2], AttemptID: a[3], PriorStateVersion: a[4],
				ProductHash: a[6], InventoryHash: a[7], RunnerVersion: a[8], RubricVersion: a[9]}
			if v.Tuple != want || v.ReqID != a[2] || v.AttID != a[3] || v.Verdict != events.VerdictReject {
				t.Errorf("verdict %s, ids %q %q, tuple %+v; want reject and %+v", v.Verdict, v.ReqID, v.AttID, v.Tuple, want)
			}
			var tuple bytes.Buffer
			enc := json.NewEncoder(&tuple)
			enc.SetEscapeHTML(false)
			if err := enc.Encode(want); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(r.stdout, `"tuple":`+strings.TrimSuffix(tuple.String(), "\n")) {
				t.Errorf("the tuple is not echoed byte for byte:\n%s", r.stdout)
			}
			// Apart from the ids, the same verdict as for plain ids.
			same := strings.ReplaceAll(r.stdout, string(mustJSONString(t, a[2])), `"`+reqID+`"`)
			same = strings.ReplaceAll(same, string(mustJSONString(t, a[3])), `"`+attID+`"`)
			if same != plain.stdout {
				t.Errorf("the verdict differs from the plain ids' beyond the ids:\n%s\n%s", same, plain.stdout)
			}
		})
	}
	// JSON cannot echo bytes that are not UTF-8: a usage error, no output.
	a := args(t, "drift", "", fileRoot(t), "1.1.0")
	a[2] = "req\xff"
	if r := runW2(t, "run", a...); r.code != 64 || r.stdout != "" || !strings.Contains(r.stderr, "REQUEST_ID is not valid UTF-8") {
		t.Errorf("invalid UTF-8: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
}

func mustJSONString(t *testing.T, s string) []byte {
	t.Helper()
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(s); err != nil {
		t.Fatal(err)
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}

func TestUsage(t *testing.T) {
	tests := []struct {
		name string
		args []string
		code int
		out  bool // anything on stdout
	}{
		{"no command", nil, 64, false},
		{"unknown command", []string{"serve-me"}, 64, false},
		{"help", []string{"--help"}, 0, true},
		{"run help", []string{"run", "--help"}, 0, true},
		{"nine arguments", []string{"run", "a", "b", "c", "d", "e", "f", "g", "h", "i"}, 64, false},
		{"eleven arguments", []string{"run", "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"}, 64, false},
		{"drift nine", []string{"drift", "a", "b", "c", "d", "e", "f", "g", "h", "i"}, 64, false},
		{"unknown flag", []string{"run", "--bogus", "a", "b", "c", "d", "e", "f", "g", "h", "i", "j"}, 64, false},
		{"bad timeout", []string{"run", "--timeout", "-1s", "a", "b", "c", "d", "e", "f", "g", "h", "i", "j"}, 64, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errb strings.Builder
			code := exitCode(run(context.Background(), tt.args, &out, &errb), &errb)
			r := result{out.String(), errb.String(), code}
			if r.code != tt.code {
				t.Errorf("exit %d, want %d (stderr %q)", r.code, tt.code, r.stderr)
			}
			if (r.stdout != "") != tt.out {
				t.Errorf("stdout %q", r.stdout)
			}
			if tt.code == 64 && !strings.Contains(r.stderr, "usage:") {
				t.Errorf("no usage on stderr: %q", r.stderr)
			}
		})
	}
}

// TestBrowserMissing: TRIBUNAL_BROWSER naming nothing gives exit 4 and a
// JSON verdict saying so.
func TestBrowserMissing(t *testing.T) {
	t.Setenv(browser.EnvBrowser, "/nonexistent")
	r := runW2(t, "run", args(t, "drift", "", fileRoot(t), "1.0.0")...)
	if r.code != 4 {
		t.Errorf("exit %d, want 4", r.code)
	}
	v := decodeVerdict(t, r.stdout)
	if v.Verdict != events.VerdictAuditUnavailable || !strings.Contains(v.Error, "/nonexistent") {
		t.Errorf("verdict %s, error %q", v.Verdict, v.Error)
	}
}

// TestColdRunWritesNothing runs the whole cold path — a browser of the
// run's own — with TMPDIR pointing at an empty directory, which must be
// empty again afterwards; the working directory must not change either.
func TestColdRunWritesNothing(t *testing.T) {
	needChromium(t)
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	before := listTree(t, ".")
	r := runW2(t, "run", args(t, "clean", "", fileRoot(t), "1.0.0")...)
	if r.code != 0 {
		t.Errorf("exit %d, want 0; stderr %s", r.code, r.stderr)
	}
	if n := strings.Count(r.stdout, "\n"); n != 1 || !strings.HasPrefix(r.stdout, "{") {
		t.Errorf("stdout is not one JSON line: %q", r.stdout)
	}
	if left, _ := os.ReadDir(tmp); len(left) != 0 {
		t.Errorf("the run left %d entries in TMPDIR, e.g. %s", len(left), left[0].Name())
	}
	if after := listTree(t, "."); after != before {
		t.Errorf("the run changed the working directory")
	}
}

func listTree(t *testing.T, dir string) string {
	t.Helper()
	var b strings.Builder
	err := filepath.Walk(dir, func(p string, fi os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		b.WriteString(p + "\n")
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestDriftEmbedsVerdict: drift carries run's visual verdict byte for byte
// (the golden files are compared with real runs by TestGolden).
func TestDriftEmbedsVerdict(t *testing.T) {
	for run, drift := range map[string]string{"drift": "drift-approve", "lint": "drift-reject"} {
		var v, d bytes.Buffer
		for name, buf := range map[string]*bytes.Buffer{run: &v, drift: &d} {
			raw, err := os.ReadFile(filepath.Join("testdata", "golden", name+".json"))
			if err != nil {
				t.Fatal(err)
			}
			if err := json.Compact(buf, raw); err != nil {
				t.Fatal(err)
			}
		}
		var dv struct {
			VisualVerdict json.RawMessage `json:"visual_verdict"`
		}
		if err := json.Unmarshal(d.Bytes(), &dv); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(dv.VisualVerdict, v.Bytes()) {
			t.Errorf("%s: visual_verdict is not %s's verdict:\n%s\n%s", drift, run, dv.VisualVerdict, v.Bytes())
		}
	}
}
