package e2e

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
)

// ciGate: "tribunal check --wait-seal --report-dir" is the CI gate — it
// waits past PASS_CANDIDATE until the judge approves, exits 0 only then,
// prints nothing but the sealed W³ object on stdout, tells stderr what
// each witness reported per frame, and leaves the three reports.
func ciGate(t *testing.T, c *cluster) {
	id := newID("gate")
	dir := filepath.Join(t.TempDir(), "reports")
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, filepath.Join(binDir, "tribunal"), "check", "--skeleton", skeleton, "--url", siteURL(t, siteGood),
		"--request-id", id, "--json", "--wait-seal", "--report-dir", dir, "--dir", c.dir)
	cmd.Dir = repoRoot
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	c.review(t, id, "a candidate", func(rv *govern.Review) bool { return rv.State == events.StatePassCandidate })
	// The gate is still closed: the process waits for the judge.
	select {
	case <-exited(cmd):
		t.Fatalf("check --wait-seal ended before the seal: %s\n%s", out.String(), errb.String())
	case <-time.After(time.Second):
	}
	c.judge(t, 0, "approve", id, "--reason", "CI gate test")
	err := <-exited(cmd)
	if err != nil {
		t.Fatalf("check --wait-seal: %v\nstdout:\n%s\nstderr:\n%s", err, out.String(), errb.String())
	}
	w := w3(t, out.String())
	if w.Verdict != events.StateSealedDeploy || w.TriWitnessLedger.CompositeHash == govern.NotComputed {
		t.Errorf("gate printed %s with composite hash %s", w.Verdict, w.TriWitnessLedger.CompositeHash)
	}
	for _, want := range []string{"w1:   home@", "w2: pass", "waiting for the judge's seal", "wrote the report"} {
		if !strings.Contains(errb.String(), want) {
			t.Errorf("stderr lacks %q:\n%s", want, errb.String())
		}
	}
	for _, f := range []string{"report.html", "report.junit.xml", "report.json"} {
		b, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil || !bytes.Contains(b, []byte(id)) || !bytes.Contains(b, []byte(events.StateSealedDeploy)) {
			t.Errorf("%s: %v", f, err)
		}
	}
	// --quiet: the result on stdout, nothing on stderr.
	q := c.tribunal(t, 0, "check", "--skeleton", skeleton, "--url", siteURL(t, siteGood), "--request-id", newID("quiet"), "--json", "--quiet")
	if q.stderr != "" || w3(t, q.stdout).Verdict != events.StatePassCandidate {
		t.Errorf("check --quiet: stderr %q", q.stderr)
	}
}

var waits = map[*exec.Cmd]chan error{}

// exited is the channel that receives cmd's Wait once.
func exited(cmd *exec.Cmd) chan error {
	if ch, ok := waits[cmd]; ok {
		return ch
	}
	ch := make(chan error, 1)
	waits[cmd] = ch
	go func() { ch <- cmd.Wait() }()
	return ch
}
