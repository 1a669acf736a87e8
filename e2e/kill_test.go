package e2e

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/pause/pausetest"
	"github.com/tribunal-dev/tribunal/internal/testenv"
)

// settleDeadline bounds the wait for a request after its witness was
// killed and restarted. Its work must come back within the work
// consumer's ack wait (10 s) and then be rendered; the goal is 30 s. With
// the old 5-minute ack wait the request settles only after this.
const settleDeadline = 90 * time.Second

// TestWitnessKill: W1 is SIGKILLed in the middle of rendering an attempt
// and restarted at once. The restarted W1 gets the attempt back within the
// ack wait (heartbeats stop with the process), observes it, and the
// request settles as PASS_CANDIDATE with one W1 report; meanwhile
// tribunal check says on stderr that it is waiting for w1. The settle
// time after the restart is logged.
func TestWitnessKill(t *testing.T) {
	testenv.Short(t, "end-to-end: real Chromium and five processes")
	t.Parallel()
	c := ownCluster(t)
	id := newID("kill")
	cmd := exec.Command(filepath.Join(binDir, "tribunal"), "check", "--dir", c.dir, "--skeleton", skeleton,
		"--url", siteURL(t, siteGood), "--request-id", id, "--json", "--timeout", "4m")
	cmd.Dir = repoRoot
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	checkDone := make(chan error, 1)
	go func() { checkDone <- cmd.Wait() }()

	// W1 is mid-render once it logs that it observes the attempt and its
	// browser has started (the browser starts with the daemon, alongside
	// the first job).
	w1 := c.daemons["w1"]
	pausetest.WaitFor(t, 2*time.Minute, func() error {
		if log := readFile(w1.log); !strings.Contains(log, `msg="observing attempt"`) || !strings.Contains(log, `msg="browser started"`) {
			return fmt.Errorf("W1 is not observing the attempt in its browser yet; log:\n%s", tail(w1.log, 30))
		}
		return nil
	})
	profile := ""
	if m := regexp.MustCompile(`msg="browser started".* profile=(\S+)`).FindStringSubmatch(readFile(w1.log)); m != nil {
		profile = m[1]
	}
	if err := w1.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	<-w1.done
	killed := time.Now()
	c.start(t, "w1", "witness-w1")
	restarted := time.Now()

	select {
	case err := <-checkDone:
		if err != nil {
			t.Fatalf("tribunal check: %v\nstdout:\n%s\nstderr:\n%s", err, stdout.String(), stderr.String())
		}
	case <-time.After(settleDeadline):
		_ = cmd.Process.Kill()
		t.Fatalf("the request did not settle within %s of W1's restart\nstderr:\n%s\nw1 log:\n%s", settleDeadline, stderr.String(), tail(c.daemons["w1"].log, 30))
	}
	settled := time.Now()
	t.Logf("W1 killed mid-render, restarted %s later; the request settled %s after the restart",
		restarted.Sub(killed).Round(time.Millisecond), settled.Sub(restarted).Round(time.Millisecond))

	w := w3(t, stdout.String())
	if w.Verdict != events.StatePassCandidate {
		t.Fatalf("verdict %s %s", w.Verdict, w.Error)
	}
	if !strings.Contains(stderr.String(), "tribunal: waiting for w1") {
		t.Errorf("tribunal check never said it was waiting for w1:\n%s", stderr.String())
	}
	// The restarted W1 swept the killed one's browser profile at start.
	if profile == "" {
		t.Error("no profile directory in W1's log")
	} else if _, err := os.Stat(profile); !os.IsNotExist(err) {
		t.Errorf("the killed W1's browser profile %s is still there (%v)", profile, err)
	}
	rv := c.review(t, id, "candidate", func(r *govern.Review) bool { return r.State == events.StatePassCandidate })
	if len(rv.Attempts) != 1 || rv.Attempts[0].W1 == nil {
		t.Fatalf("attempts %+v", rv.Attempts)
	}
	// One W1 report on the chain: the killed process never reported.
	head, err := c.qc.Head(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	reports := 0
	for i := uint64(0); i < head.Size; i++ {
		e, err := c.qc.Entry(t.Context(), i)
		if err != nil {
			t.Fatal(err)
		}
		if e.Entry.Subject == "tribunal.w1.observation."+id {
			reports++
		}
	}
	if reports != 1 {
		t.Errorf("%d W1 reports on the chain, want 1", reports)
	}
}

func readFile(p string) string {
	b, _ := os.ReadFile(p)
	return string(b)
}
