package e2e

import (
	"bytes"
	"fmt"
	"github.com/tribunal-dev/tribunal/internal/testenv"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/query"
)

// startMember starts one more witness process of a role's pool, with a
// store of its own, stopped when the test ends.
func (c *cluster) startMember(t *testing.T, name, bin string, extra ...string) *daemon {
	t.Helper()
	args := append([]string{"serve", "--dir", c.dir, "--state", filepath.Join(c.tmp, name+"-state")}, extra...)
	d, err := startDaemon(name, filepath.Join(c.tmp, name+".log"), bin, args...)
	if err != nil {
		t.Fatal(err)
	}
	c.daemons[name] = d
	t.Cleanup(func() { _ = d.stop() })
	return d
}

// check is one tribunal check running in the background.
type check struct {
	id             string
	cmd            *exec.Cmd
	stdout, stderr bytes.Buffer
	done           chan error
}

func (c *cluster) startCheck(t *testing.T, id string, args ...string) *check {
	t.Helper()
	k := &check{id: id, done: make(chan error, 1)}
	k.cmd = exec.Command(filepath.Join(binDir, "tribunal"), append([]string{"check", "--dir", c.dir, "--skeleton", skeleton,
		"--url", siteURL(t, siteGood), "--request-id", id, "--json", "--timeout", "6m"}, args...)...)
	k.cmd.Dir = repoRoot
	k.cmd.Stdout, k.cmd.Stderr = &k.stdout, &k.stderr
	if err := k.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { k.done <- k.cmd.Wait() }()
	t.Cleanup(func() { _ = k.cmd.Process.Kill() })
	return k
}

// waitLog waits until one of the daemons' logs holds s and returns it.
func waitLog(t *testing.T, s string, ds ...*daemon) *daemon {
	t.Helper()
	for deadline := time.Now().Add(3 * time.Minute); ; {
		for _, d := range ds {
			if strings.Contains(readFile(d.log), s) {
				return d
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("no log of %d daemons says %q", len(ds), s)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func kill(t *testing.T, d *daemon) {
	t.Helper()
	if err := d.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	// Put the exit status back: the cluster's stop waits for it too.
	err := <-d.done
	d.done <- err
}

// reportsPerAttempt counts, on the ledger's chain, each request's witness
// reports that count — per role and attempt ("w1 a1" → n) — and the
// reports the fold refused as duplicates. A witness killed after
// publishing its report but before acking its work may leave a second
// report on the chain (its successor's); the fold records it with a
// rejected_duplicate_report and it does not count.
func reportsPerAttempt(t *testing.T, qc *query.Client) (counts map[string]map[string]int, duplicates int) {
	t.Helper()
	head, err := qc.Head(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	counts = map[string]map[string]int{}
	for i := uint64(0); i < head.Size; i++ {
		r, err := qc.Entry(t.Context(), i)
		if err != nil {
			t.Fatal(err)
		}
		e, err := query.DecodeLine(&r.Entry)
		if err != nil {
			t.Fatal(err)
		}
		subject, body, n := e.Event.Subject, e.Event.Body, 1
		if sub, err := events.ParseSubject(subject); err == nil && sub.Kind == events.KindRejected {
			b, err := events.Decode(events.SchemaRejected, body)
			if err != nil {
				t.Fatal(err)
			}
			r := b.(*events.Rejected)
			if r.Reason != "rejected_duplicate_report" {
				continue
			}
			duplicates++
			// The refused report is on the chain too: take it back.
			subject, n = r.Original.Subject, -1
			if body, err = r.Original.BodyBytes(); err != nil {
				t.Fatal(err)
			}
		}
		sub, att, ok := reportOf(t, subject, body)
		if !ok {
			continue
		}
		if counts[sub.RequestID] == nil {
			counts[sub.RequestID] = map[string]int{}
		}
		counts[sub.RequestID][fmt.Sprintf("%s %s", sub.Role, att)] += n
	}
	return counts, duplicates
}

// reportOf is the subject and attempt id of a witness report (W1's
// observation or W2's verdict); ok is false for any other event.
func reportOf(t *testing.T, subject string, body []byte) (sub events.Subject, att string, ok bool) {
	t.Helper()
	sub, err := events.ParseSubject(subject)
	if err != nil {
		return sub, "", false
	}
	switch sub.Kind {
	case events.KindObservation:
		b, err := events.Decode(events.SchemaObservationW1, body)
		if err != nil {
			t.Fatal(err)
		}
		return sub, b.(*events.ObservationW1).AttID, true
	case events.KindVerdict:
		b, err := events.Decode(events.SchemaVisualVerdict, body)
		if err != nil {
			t.Fatal(err)
		}
		return sub, b.(*events.VisualVerdict).AttID, true
	}
	return sub, "", false
}

// TestWitnessPoolKill: two processes per witness role share each role's
// work consumer. Two requests run at once; as soon as a W1 and a W2
// process are rendering, each is SIGKILLed and not restarted. The
// survivors get the killed ones' attempts back within the ack wait, every
// request settles as PASS_CANDIDATE, and each attempt is reported exactly
// once per role.
func TestWitnessPoolKill(t *testing.T) {
	testenv.Short(t, "end-to-end: real Chromium and seven processes")
	t.Parallel()
	c := ownCluster(t)
	w1b := c.startMember(t, "w1b", "witness-w1")
	w2b := c.startMember(t, "w2b", "witness-w2")
	ids := []string{newID("pool"), newID("pool")}
	var checks []*check
	for _, id := range ids {
		checks = append(checks, c.startCheck(t, id))
	}
	// A witness is mid-job once it logs that it observes an attempt.
	victims := []*daemon{
		waitLog(t, `msg="observing attempt"`, c.daemons["w1"], w1b),
		waitLog(t, `msg="observing attempt"`, c.daemons["w2"], w2b),
	}
	for _, v := range victims {
		kill(t, v)
		t.Logf("SIGKILLed %s mid-job", v.name)
	}
	for _, k := range checks {
		select {
		case err := <-k.done:
			if err != nil {
				t.Fatalf("tribunal check %s: %v\nstdout:\n%s\nstderr:\n%s", k.id, err, k.stdout.String(), k.stderr.String())
			}
		case <-time.After(5 * time.Minute):
			t.Fatalf("request %s did not settle\nstderr:\n%s", k.id, k.stderr.String())
		}
		if w := w3(t, k.stdout.String()); w.Verdict != events.StatePassCandidate {
			t.Errorf("%s: verdict %s %s", k.id, w.Verdict, w.Error)
		}
	}
	counts, dups := reportsPerAttempt(t, c.qc)
	for _, id := range ids {
		got := counts[id]
		if len(got) != 2 || got["w1 "+attemptOne(t, c, id)] != 1 || got["w2 "+attemptOne(t, c, id)] != 1 {
			t.Errorf("%s: reports per role and attempt %v, want one w1 and one w2 report of its attempt", id, got)
		}
	}
	if dups != 0 {
		t.Errorf("%d duplicate reports refused by the fold; a killed witness had reported", dups)
	}
}

// attemptOne is the id of request id's only attempt.
func attemptOne(t *testing.T, c *cluster, id string) string {
	t.Helper()
	rv, err := c.qc.Review(t.Context(), id)
	if err != nil || len(rv.Attempts) != 1 {
		t.Fatalf("review %s: %v (%+v)", id, err, rv)
	}
	return rv.Attempts[0].AttemptID
}
