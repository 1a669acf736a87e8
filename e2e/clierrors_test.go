package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/pause/pausetest"
	"github.com/tribunal-dev/tribunal/internal/testenv"
)

// cliCase is one bad command line of one binary. Every one must exit
// non-zero with exactly one line on stderr, "<binary>: ...", holding want;
// stdout is empty except for the run commands, whose report (JSON) stays
// on stdout.
type cliCase struct {
	bin  string
	args []string
	want string
	json bool // stdout holds the witness's report
}

// TestCLIErrorsOneLine is the table over the bad-input cases of all five
// binaries (docs/OPERATIONS.md: "every error is one line"). With
// TRIBUNAL_CLI_BIN=DIR it runs another build's binaries and only counts
// (the count of the build before this rule is quoted in the commit).
func TestCLIErrorsOneLine(t *testing.T) {
	testenv.Short(t, "end-to-end: the five binaries")
	t.Parallel()
	bins := binDir
	countOnly := os.Getenv("TRIBUNAL_CLI_BIN") != ""
	if countOnly {
		bins = os.Getenv("TRIBUNAL_CLI_BIN")
	}
	tmp := t.TempDir()
	dir := filepath.Join(tmp, "deploy")
	mustRun(t, 0, "ledgerd", "init", "--dir", dir, "--product-root", filepath.Join(repoRoot, "e2e", "testdata"))
	d, err := deploy.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	other := filepath.Join(tmp, "other")
	mustRun(t, 0, "ledgerd", "init", "--dir", other)
	od, err := deploy.Load(other)
	if err != nil {
		t.Fatal(err)
	}
	write := func(name, data string) string {
		p := filepath.Join(tmp, name)
		if err := os.WriteFile(p, []byte(data), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	garbage := write("garbage", "{not a key file\n\x00\xff")
	empty := write("empty", "")
	notDir := write("not-a-dir", "x")
	big := write("big.html", strings.Repeat("<p>far too large a payload</p>\n", 2<<20/30))
	brokenCfg := filepath.Join(tmp, "broken")
	if err := os.MkdirAll(brokenCfg, 0o700); err != nil {
		t.Fatal(err)
	}
	write("broken/tribunal.json", `{"schema":"tribunal-deployment.v1","nats_url":"nats://127.0.0.1:1",`)
	// A deployment whose JetStream store cannot be made.
	badStore := filepath.Join(tmp, "badstore")
	mustRun(t, 0, "ledgerd", "init", "--dir", badStore)
	rewriteConfig(t, badStore, func(m map[string]any) { m["jetstream_dir"] = filepath.Join(notDir, "js") })
	pngA := filepath.Join(repoRoot, "internal/w1/pixeldiff/testdata/pairs/text/a.png")
	skel := filepath.Join(repoRoot, skeleton)
	site := "file://" + filepath.Join(repoRoot, siteGood)
	ten := func(skeletonPath, hash, req, att, url string) []string {
		return []string{skeletonPath, hash, req, att, "1", url, "p", "i", "runner/1", "1.1.0"}
	}
	w2key, w1key := d.SigningKeyFile(events.RoleW2), d.SigningKeyFile(events.RoleW1)
	reqKey, judgeKey := d.SigningKeyFile(events.RoleRequester), d.SigningKeyFile(events.RoleJudge)

	// A running ledger, for the cases that need one.
	ledger, err := startDaemon("cli-ledgerd", filepath.Join(tmp, "ledgerd.log"), "ledgerd", "serve", "--dir", dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ledger.stop() })
	waitPort(t, d.ListenAddr())
	pid := fmt.Sprint(ledger.cmd.Process.Pid)

	cases := []cliCase{
		// ledgerd
		{"ledgerd", nil, "missing command", false},
		{"ledgerd", []string{"frobnicate"}, `unknown command "frobnicate"`, false},
		{"ledgerd", []string{"init"}, "--dir is required", false},
		{"ledgerd", []string{"init", "--dir", filepath.Join(tmp, "n1"), "--port", "70000"}, "out of range", false},
		{"ledgerd", []string{"init", "--dir", filepath.Join(tmp, "n2"), "--origin", "bad origin"}, "--origin", false},
		{"ledgerd", []string{"init", "--dir", dir}, "already contains a deployment", false},
		{"ledgerd", []string{"init", "--dir", filepath.Join(notDir, "sub")}, "not a directory", false},
		{"ledgerd", []string{"init", "--bogus"}, "flag provided but not defined", false},
		{"ledgerd", []string{"init", "--dir", filepath.Join(tmp, "n3"), "extra"}, "unexpected argument", false},
		{"ledgerd", []string{"init", "--dir", filepath.Join(tmp, "n4"), "--product-root", ""}, "--product-root", false},
		{"ledgerd", []string{"serve"}, "--dir is required", false},
		{"ledgerd", []string{"serve", "--dir", filepath.Join(tmp, "none")}, "not a deployment directory", false},
		{"ledgerd", []string{"serve", "--dir", dir, "--log-level", "loud"}, "loud", false},
		{"ledgerd", []string{"serve", "--dir", dir, "--log-format", "xml"}, "xml", false},
		{"ledgerd", []string{"serve", "--dir", brokenCfg}, "tribunal.json", false},
		{"ledgerd", []string{"serve", "--dir", badStore}, "JetStream store directory", false},
		{"ledgerd", []string{"serve", "--dir", dir}, "in use by another process (pid " + pid + ")", false},
		{"ledgerd", []string{"serve", "--nats", "nats://127.0.0.1:1"}, "--nkey is required", false},
		{"ledgerd", []string{"serve", "--dir", other, "--trust", garbage}, "garbage", false},
		{"ledgerd", []string{"serve", "--dir", other, "--checkpoint-key", garbage}, "garbage", false},
		{"ledgerd", []string{"serve", "--dir", other, "--signing-key", garbage}, "garbage", false},
		{"ledgerd", []string{"serve", "--dir", other, "--signing-key", w1key}, "key", false},
		{"ledgerd", []string{"serve", "--dir", other, "--nkey", garbage}, "garbage", false},
		{"ledgerd", []string{"serve", "--dir", other, "extra"}, "unexpected argument", false},
		{"ledgerd", []string{"verify"}, "--db is required", false},
		{"ledgerd", []string{"verify", "--db", filepath.Join(tmp, "none.db")}, "none.db", false},
		{"ledgerd", []string{"verify", "--db", garbage}, "garbage", false},
		{"ledgerd", []string{"verify", "--db", empty}, "empty", false},
		{"ledgerd", []string{"verify", "--db", d.DB, "--trust", garbage}, "garbage", false},
		{"ledgerd", []string{"verify", "--db", d.DB}, "in use by another process (pid " + pid + ")", false},
		{"ledgerd", []string{"verify", "--db", d.DB, "--checkpoint", filepath.Join(tmp, "none.ckpt")}, "none.ckpt", false},
		{"ledgerd", []string{"verify", "--db", "x", "extra"}, "unexpected argument", false},
		{"ledgerd", []string{"export"}, "--db is required", false},
		{"ledgerd", []string{"export", "--db", garbage}, "garbage", false},
		{"ledgerd", []string{"export", "--db", d.DB}, "in use by another process", false},
		{"ledgerd", []string{"checkpoint"}, "--db is required", false},
		{"ledgerd", []string{"checkpoint", "--db", garbage}, "garbage", false},
		{"ledgerd", []string{"demo"}, "", false},
		{"ledgerd", []string{"demo", "--dir", filepath.Join(tmp, "none")}, "not a deployment directory", false},

		// witness-w1
		{"witness-w1", nil, "missing command", false},
		{"witness-w1", []string{"frobnicate"}, `unknown command "frobnicate"`, false},
		{"witness-w1", []string{"run"}, "missing SKELETON_PATH", false},
		{"witness-w1", []string{"run", "a", "b", "c"}, "missing ATTEMPT_ID", false},
		// Any UTF-8 id is echoed (docs/SKELETON.md, the tuple); bytes JSON
		// cannot carry are a usage error.
		{"witness-w1", append([]string{"run"}, ten(skel, "h", "bad\xffid", "a", site)...), "REQUEST_ID is not valid UTF-8", false},
		{"witness-w1", append([]string{"run"}, ten(filepath.Join(tmp, "none"), "h", "r", "a", site)...), "AUDIT_UNAVAILABLE", true},
		{"witness-w1", append([]string{"run"}, ten(skel, "0000", "r", "a", site)...), "AUDIT_UNAVAILABLE", true},
		{"witness-w1", append([]string{"run", "--timeout", "0s"}, ten(skel, "h", "r", "a", site)...), "--timeout", false},
		{"witness-w1", append([]string{"run", "--nope"}, ten(skel, "h", "r", "a", site)...), "flag provided but not defined", false},
		{"witness-w1", []string{"diff"}, "missing A.png", false},
		{"witness-w1", []string{"diff", pngA, filepath.Join(tmp, "none.png")}, "none.png", false},
		{"witness-w1", []string{"diff", garbage, garbage}, "garbage", false},
		{"witness-w1", []string{"diff", pngA, pngA, "--threshold", "2"}, "--threshold", false},
		{"witness-w1", []string{"diff", pngA, pngA, "--out", filepath.Join(notDir, "x.png")}, "x.png", false},
		{"witness-w1", []string{"serve"}, "give --dir DIR (or set TRIBUNAL_DIR) or --nats", false},
		{"witness-w1", []string{"serve", "--dir", filepath.Join(tmp, "none")}, "not a deployment directory", false},
		{"witness-w1", []string{"serve", "--dir", other, "--log-level", "loud"}, "loud", false},
		{"witness-w1", []string{"serve", "--dir", other, "--product-root", filepath.Join(tmp, "none")}, "product root", false},
		{"witness-w1", []string{"serve", "--dir", other, "--product-host", "bad host:1"}, "--product-host", false},
		{"witness-w1", []string{"serve", "--dir", other, "--trust", garbage}, "garbage", false},
		{"witness-w1", []string{"serve", "--dir", other, "--signing-key", w2key}, "w2 key", false},
		{"witness-w1", []string{"serve", "--dir", other, "--signing-key", garbage}, "garbage", false},
		{"witness-w1", []string{"serve", "--dir", other, "--trust", d.TrustFile}, "not in the trust file", false},
		{"witness-w1", []string{"serve", "--nats", "nats://127.0.0.1:1", "--nkey", "k", "--signing-key", "s"}, "--state", false},
		{"witness-w1", []string{"serve", "extra"}, "unexpected argument", false},

		// witness-w2
		{"witness-w2", nil, "missing command", false},
		{"witness-w2", []string{"frobnicate"}, `unknown command "frobnicate"`, false},
		{"witness-w2", []string{"run"}, "missing SKELETON_PATH", false},
		{"witness-w2", []string{"run", "a", "b", "c"}, "missing ATTEMPT_ID", false},
		{"witness-w2", append([]string{"run"}, ten(filepath.Join(tmp, "none"), "h", "r", "a", site)...), "AUDIT_UNAVAILABLE", true},
		{"witness-w2", append([]string{"run"}, ten(skel, "0000", "r", "a", site)...), "AUDIT_UNAVAILABLE", true},
		{"witness-w2", append([]string{"run", "--timeout", "0s"}, ten(skel, "h", "r", "a", site)...), "--timeout", false},
		{"witness-w2", append([]string{"run", "--nope"}, ten(skel, "h", "r", "a", site)...), "flag provided but not defined", false},
		{"witness-w2", append([]string{"run"}, ten(skel, "h", "r", "a", "ftp://x/")...), "AUDIT_UNAVAILABLE", true},
		{"witness-w2", []string{"drift"}, "missing SKELETON_PATH", false},
		{"witness-w2", append([]string{"drift"}, ten(filepath.Join(tmp, "none"), "h", "r", "a", site)...), "AUDIT_UNAVAILABLE", true},
		{"witness-w2", []string{"serve"}, "give --dir DIR (or set TRIBUNAL_DIR) or --nats", false},
		{"witness-w2", []string{"serve", "--dir", filepath.Join(tmp, "none")}, "not a deployment directory", false},
		{"witness-w2", []string{"serve", "--dir", other, "--product-root", notDir}, "not a directory", false},
		{"witness-w2", []string{"serve", "--dir", other, "--trust", garbage}, "garbage", false},
		{"witness-w2", []string{"serve", "--dir", other, "--signing-key", w1key}, "w1 key", false},
		{"witness-w2", []string{"serve", "--dir", other, "--nkey", garbage}, "", false},
		{"witness-w2", []string{"serve", "--dir", other, "--log-format", "xml"}, "xml", false},

		// tribunal
		{"tribunal", nil, "missing command", false},
		{"tribunal", []string{"frobnicate"}, `unknown command "frobnicate"`, false},
		{"tribunal", []string{"status"}, "missing ID", false},
		{"tribunal", []string{"status", "r1"}, "give --dir DIR (or set TRIBUNAL_DIR) or --nats", false},
		{"tribunal", []string{"status", "r1", "--dir", filepath.Join(tmp, "none")}, "not a deployment directory", false},
		{"tribunal", []string{"status", "r-unknown", "--dir", dir}, "r-unknown", false},
		{"tribunal", []string{"status", "r1", "--dir", dir, "--trust", garbage}, "garbage", false},
		{"tribunal", []string{"status", "r1", "--dir", dir, "--nkey", garbage}, "garbage", false},
		{"tribunal", []string{"check", "--url", site}, "--skeleton is required", false},
		{"tribunal", []string{"check", "--skeleton", skel}, "exactly one of --url", false},
		{"tribunal", []string{"check", "--skeleton", filepath.Join(tmp, "none"), "--url", site, "--dir", dir}, "none", false},
		{"tribunal", []string{"check", "--skeleton", skel, "--url", "ftp://x/"}, "--url", false},
		{"tribunal", []string{"check", "--skeleton", skel, "--url", site, "--request-id", "a.b"}, "--request-id", false},
		{"tribunal", []string{"check", "--skeleton", skel, "--url", site, "--max-nav-links", "99"}, "constraints", false},
		{"tribunal", []string{"check", "--skeleton", skel, "--url", "file://" + filepath.Join(tmp, "none"), "--dir", dir}, "hashing the product", false},
		{"tribunal", []string{"check", "--skeleton", skel, "--dom-payload", filepath.Join(tmp, "none.html"), "--dir", dir}, "none.html", false},
		{"tribunal", []string{"check", "--skeleton", skel, "--dom-payload", big, "--dir", dir}, "payload limit", false},
		{"tribunal", []string{"check", "--skeleton", skel, "--mcp-app", filepath.Join(tmp, "none.json"), "--dir", dir}, "none.json", false},
		{"tribunal", []string{"check", "--skeleton", skel, "--url", site, "--dir", dir, "--trust", od.TrustFile}, "not in the trust file", false},
		{"tribunal", []string{"check", "--skeleton", skel, "--url", site, "--dir", dir, "--signing-key", judgeKey}, "judge key", false},
		{"tribunal", []string{"check", "--skeleton", skel, "--url", site, "--dir", dir, "--timeout", "x"}, "invalid value", false},
		{"tribunal", []string{"open", "--skeleton", skel, "--url", site, "--mcp-app-html", "x.html"}, "--mcp-app-html needs --mcp-app", false},
		{"tribunal", []string{"attempt"}, "missing ID", false},
		{"tribunal", []string{"attempt", "r1", "--url", site}, "--skeleton DIR or --inventory-hash", false},
		{"tribunal", []string{"attempt", "r-unknown", "--skeleton", skel, "--url", site, "--dir", dir}, "r-unknown", false},
		{"tribunal", []string{"blob", "put", "x"}, "unknown subcommand", false},
		{"tribunal", []string{"blob", "get", "XYZ"}, "not a SHA-256", false},
		{"tribunal", []string{"blob", "get", strings.Repeat("ab", 32), "--dir", dir}, "ledger query", false},
		{"tribunal", []string{"scar", "abc"}, "not a fingerprint", false},

		// judge
		{"judge", nil, "missing command", false},
		{"judge", []string{"frobnicate"}, `unknown command "frobnicate"`, false},
		{"judge", []string{"pending", "--nope"}, "flag provided but not defined", false},
		{"judge", []string{"pending"}, "give --dir DIR (or set TRIBUNAL_DIR) or --nats", false},
		{"judge", []string{"pending", "--dir", filepath.Join(tmp, "none")}, "not a deployment directory", false},
		{"judge", []string{"pending", "--dir", dir, "--trust", garbage}, "garbage", false},
		{"judge", []string{"show"}, "missing ID", false},
		{"judge", []string{"show", "r1", "extra"}, "unexpected argument", false},
		{"judge", []string{"show", "r-unknown", "--dir", dir}, "r-unknown", false},
		{"judge", []string{"approve", "r1"}, "--reason", false},
		{"judge", []string{"approve", "r1", "--reason", "ok"}, "give --dir DIR (or set TRIBUNAL_DIR) or --nats", false},
		{"judge", []string{"approve", "r1", "--reason", "ok", "--dir", dir, "--signing-key", reqKey}, "requester key", false},
		{"judge", []string{"approve", "r1", "--reason", "ok", "--dir", dir, "--signing-key", garbage}, "garbage", false},
		{"judge", []string{"approve", "r1", "--reason", "ok", "--dir", dir, "--trust", od.TrustFile}, "not in the trust file", false},
		{"judge", []string{"approve", "r-unknown", "--reason", "ok", "--dir", dir}, "r-unknown", false},
		{"judge", []string{"reject"}, "missing ID", false},
		{"judge", []string{"blob", "get", "XYZ"}, "not a SHA-256", false},
		{"judge", []string{"rebaseline", "r1"}, "--reason is required", false},
		{"judge", []string{"rebaseline", "r1", "--reason", "x", "--only", "home"}, "SCREEN@BREAKPOINT", false},
		{"judge", []string{"pending", "--format", "xml", "--dir", dir}, `invalid value "xml" for flag --format: want text or json`, false},
		{"judge", []string{"help", "frobnicate"}, `unknown command "frobnicate"`, false},

		// --format on the other binaries, and help for a command that
		// does not exist.
		{"tribunal", []string{"status", "r1", "--format", "html", "--dir", dir}, "--format", false},
		{"tribunal", []string{"scar", strings.Repeat("ab", 32), "--format", "junit"}, "--format", false},
		{"tribunal", []string{"help", "frobnicate"}, `unknown command "frobnicate"`, false},
		{"ledgerd", []string{"init", "--dir", filepath.Join(tmp, "n5"), "--format", "yaml"}, "--format", false},
		{"ledgerd", []string{"verify", "--db", d.DB, "--format", "yaml"}, "--format", false},
		{"witness-w1", []string{"help", "frobnicate"}, `unknown command "frobnicate"`, false},
		{"witness-w2", []string{"serve", "--dir", other, "--log-level", "loud"}, "loud", false},
	}
	one, lineOnly := 0, 0
	for _, c := range cases {
		name := c.bin + " " + strings.Join(c.args, " ")
		if len(name) > 120 {
			name = name[:120]
		}
		stdout, stderr, code := runIn(t, bins, c.bin, c.args...)
		lines := strings.Count(stderr, "\n")
		if lines == 1 && strings.HasSuffix(stderr, "\n") {
			lineOnly++
		}
		ok := code != 0 && lines == 1 && strings.HasSuffix(stderr, "\n") && strings.HasPrefix(stderr, c.bin+": ") &&
			strings.Contains(stderr, c.want) && (stdout == "") != c.json
		if c.json && ok {
			ok = json.Valid([]byte(stdout))
		}
		if ok {
			one++
		} else if !countOnly {
			t.Errorf("%s: exit %d, %d stderr lines, want one line with %q\nstdout: %.200q\nstderr: %s", name, code, lines, c.want, stdout, stderr)
		} else {
			t.Logf("%s: exit %d, %d stderr lines", name, code, lines)
		}
	}
	t.Logf("%d of %d bad-input cases print exactly one stderr line (%d saying what is wrong, as wanted)", lineOnly, len(cases), one)
}

// runIn runs bin from dir bins with args; stdout, stderr and the exit code.
func runIn(t *testing.T, bins, bin string, args ...string) (string, string, int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, filepath.Join(bins, bin), args...)
	cmd.Dir = repoRoot
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	code := 0
	if err := cmd.Run(); err != nil {
		ee, ok := err.(*exec.ExitError)
		if !ok {
			t.Fatalf("%s: %v", bin, err)
		}
		code = ee.ExitCode()
	}
	return out.String(), errb.String(), code
}

// rewriteConfig edits a deployment's tribunal.json.
func rewriteConfig(t *testing.T, dir string, edit func(map[string]any)) {
	t.Helper()
	p := filepath.Join(dir, deploy.ConfigFile)
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	edit(m)
	if data, err = json.Marshal(m); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, data, 0o600); err != nil {
		t.Fatal(err)
	}
}

// waitPort waits until a ledger's embedded server listens at addr and
// answers queries.
func waitPort(t *testing.T, addr string) {
	t.Helper()
	pausetest.WaitFor(t, 30*time.Second, func() error {
		if !portOpen(addr) {
			return fmt.Errorf("nothing listens on %s", addr)
		}
		return nil
	})
}
