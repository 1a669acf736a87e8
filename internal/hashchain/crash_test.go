package hashchain

import (
	"bufio"
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"fmt"
	mrand "math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"golang.org/x/mod/sumdb/note"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// The crash test runs the test binary itself as a child process that
// appends through a Committer and acks each record on stdout once its
// commit returned; the parent SIGKILLs it at a random moment.
const (
	crashEnvPath     = "TRIBUNAL_HASHCHAIN_CRASH_CHILD"    // chain file; set only in the child
	crashEnvKey      = "TRIBUNAL_HASHCHAIN_CRASH_KEY"      // checkpoint private key
	crashEnvRound    = "TRIBUNAL_HASHCHAIN_CRASH_ROUND"    // round number, names the new ids
	crashEnvResubmit = "TRIBUNAL_HASHCHAIN_CRASH_RESUBMIT" // comma-separated ids to submit again
	crashEnvAt       = "TRIBUNAL_HASHCHAIN_CRASH_AT"       // "point:n": the child kills itself at the nth batch to reach failpoint point

	crashRounds  = 5
	crashWorkers = 32
)

var crashSigner = events.NewSigner(events.RoleW1, ed25519.NewKeyFromSeed(bytes.Repeat([]byte{0x5c}, ed25519.SeedSize)))

// crashRecord returns the record for an id "crash-r<round>-<n>". The same
// id always gives the same record, so a re-submission is a redelivery.
func crashRecord(id string) (chainformat.Record, error) {
	var round, n uint64
	if _, err := fmt.Sscanf(id, "crash-r%d-%d", &round, &n); err != nil {
		return chainformat.Record{}, fmt.Errorf("crash id %q: %v", id, err)
	}
	seq := round*1_000_000 + n + 1
	req := fmt.Sprintf("crash-%d-%d", round, n/10)
	subj, err := events.SubjectFor(events.RoleW1, events.KindObservation, req)
	if err != nil {
		return chainformat.Record{}, err
	}
	body := fmt.Sprintf(`{"schema":"observation.w1.v1","request_id":%q,"attempt_id":"a-%d","seq":%d,"pad":%q}`,
		req, n, seq, strings.Repeat("x", int(seq%97)))
	return chainformat.Record{
		Seq: seq, Time: int64(1_700_000_000_000_000_000 + seq),
		Event: crashSigner.Sign(subj, id, []byte(body)),
	}, nil
}

// crashChild is the child half of TestCrashRecovery, run by TestMain
// instead of the tests when crashEnvPath is set. It never returns: it
// appends until it is killed (or exits non-zero after a minute).
func crashChild(path string) {
	die := func(format string, args ...any) {
		fmt.Fprintf(os.Stderr, "crash child: "+format+"\n", args...)
		os.Exit(3)
	}
	key, err := chainformat.ParseCheckpointKey(os.Getenv(crashEnvKey))
	if err != nil {
		die("%v", err)
	}
	round, err := strconv.Atoi(os.Getenv(crashEnvRound))
	if err != nil {
		die("round: %v", err)
	}
	var resubmit []string
	if s := os.Getenv(crashEnvResubmit); s != "" {
		resubmit = strings.Split(s, ",")
	}
	c, err := Open(path, Options{Key: key, CheckpointEvery: 64}) // fsync on
	if err != nil {
		die("open: %v", err)
	}
	g := c.NewCommitter(0)

	var outMu sync.Mutex
	if at := os.Getenv(crashEnvAt); at != "" {
		point, ns, _ := strings.Cut(at, ":")
		n, err := strconv.Atoi(ns)
		if err != nil {
			die("%s=%q: %v", crashEnvAt, at, err)
		}
		hits := 0
		h := failpointHook(func(p string, recs []chainformat.Record) error {
			if p != point {
				return nil
			}
			if hits++; hits < n { // commits are serial: no lock needed
				return nil
			}
			ids := make([]string, len(recs))
			for i := range recs {
				ids[i] = recs[i].Event.ID
			}
			outMu.Lock() // no ack line after this one
			os.Stdout.WriteString("CRASH " + p + " " + strings.Join(ids, ",") + "\n")
			syscall.Kill(os.Getpid(), syscall.SIGKILL)
			select {} // the signal is on its way
		})
		failpoint.Store(&h)
	}
	submit := func(ids ...string) {
		recs := make([]chainformat.Record, len(ids))
		for i, id := range ids {
			if recs[i], err = crashRecord(id); err != nil {
				die("%v", err)
			}
		}
		res, err := g.Submit(recs...).Wait(context.Background())
		if err != nil {
			die("append %v: %v", ids, err)
		}
		// Committed: only now is the record acked.
		var b strings.Builder
		for i, id := range ids {
			fmt.Fprintf(&b, "ACK %s %d %t\n", id, res[i].Index, res[i].Duplicate)
		}
		outMu.Lock()
		os.Stdout.WriteString(b.String())
		outMu.Unlock()
	}
	var next, nextResub atomic.Int64
	newID := func() string { return fmt.Sprintf("crash-r%d-%d", round, next.Add(1)-1) }
	deadline := time.Now().Add(time.Minute)
	var wg sync.WaitGroup
	for w := range crashWorkers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for time.Now().Before(deadline) {
				switch {
				case w%4 == 0 && nextResub.Load() < int64(len(resubmit)):
					if j := nextResub.Add(1) - 1; j < int64(len(resubmit)) {
						submit(resubmit[j])
					}
				case w%8 == 1: // a multi-record Pending, appended contiguously
					submit(newID(), newID())
				default:
					submit(newID())
				}
			}
		}()
	}
	wg.Wait()
	die("not killed within a minute")
}

// TestCrashRecovery kills a writing child process with SIGKILL several
// times and checks docs/CONTRACTS.md §4: no acked event is lost, none is appended twice
// (also when redelivered after the crash), and the file verifies.
func TestCrashRecovery(t *testing.T) {
	skey, vkey, err := note.GenerateKey(rand.Reader, "tribunal.test/ledger/crash")
	if err != nil {
		t.Fatal(err)
	}
	v, err := note.NewVerifier(vkey)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "ledger.db")
	seed := uint64(time.Now().UnixNano())
	rnd := mrand.New(mrand.NewPCG(seed, 0))
	t.Logf("random seed %d", seed)

	acked := map[string]uint64{} // id -> index, from the child's acks
	var ackedIDs []string
	for round := range crashRounds {
		// Redeliver some acked ids, and the ids just after the last one
		// acked in the previous round: those may or may not have been
		// committed before the kill.
		var resubmit []string
		for range min(40, len(ackedIDs)) {
			resubmit = append(resubmit, ackedIDs[rnd.IntN(len(ackedIDs))])
		}
		if round > 0 {
			maxN := -1
			for id := range acked {
				var r, n int
				if _, err := fmt.Sscanf(id, "crash-r%d-%d", &r, &n); err == nil && r == round-1 && n > maxN {
					maxN = n
				}
			}
			for n := maxN + 1; n <= maxN+crashWorkers*2; n++ {
				resubmit = append(resubmit, fmt.Sprintf("crash-r%d-%d", round-1, n))
			}
		}
		rnd.Shuffle(len(resubmit), func(i, j int) { resubmit[i], resubmit[j] = resubmit[j], resubmit[i] })

		cmd := exec.Command(os.Args[0], "-test.run=^$", "-test.count=1")
		cmd.Env = append(os.Environ(),
			crashEnvPath+"="+path, crashEnvKey+"="+skey,
			crashEnvRound+"="+strconv.Itoa(round), crashEnvResubmit+"="+strings.Join(resubmit, ","))
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		lines := make(chan string, 1024)
		go func() {
			defer close(lines)
			sc := bufio.NewScanner(stdout)
			for sc.Scan() {
				lines <- sc.Text()
			}
		}()

		var (
			killAt   <-chan time.Time
			killed   bool
			timeout  = time.After(30 * time.Second)
			roundNew int
			roundDup int
			late     int
			others   []string
		)
		kill := func() {
			if !killed {
				killed = true
				cmd.Process.Signal(syscall.SIGKILL)
			}
		}
		defer kill()
		handle := func(line string) {
			var (
				id  string
				idx uint64
				dup bool
			)
			if _, err := fmt.Sscanf(line, "ACK %s %d %t", &id, &idx, &dup); err != nil {
				others = append(others, line)
				return
			}
			if prev, ok := acked[id]; ok {
				if !dup || idx != prev {
					t.Errorf("round %d: redelivered %s acked as index %d duplicate=%t, first acked at %d", round, id, idx, dup, prev)
				}
				roundDup++
				return
			}
			if dup {
				// Only an id submitted before the last kill can be on
				// the chain without having been acked.
				if !strings.HasPrefix(id, fmt.Sprintf("crash-r%d-", round-1)) {
					t.Errorf("round %d: new id %s reported as a duplicate of %d", round, id, idx)
				}
				late++
			}
			acked[id] = idx
			ackedIDs = append(ackedIDs, id)
			roundNew++
			if killAt == nil {
				killAt = time.After(time.Duration(5+rnd.IntN(400)) * time.Millisecond)
			}
		}
	read:
		for {
			select {
			case line, ok := <-lines:
				if !ok {
					break read
				}
				handle(line)
			case <-killAt:
				kill()
				killAt = nil
			case <-timeout:
				kill()
				t.Fatalf("round %d: no progress; stderr:\n%s", round, stderr.String())
			}
		}
		err = cmd.Wait()
		ws, _ := cmd.ProcessState.Sys().(syscall.WaitStatus)
		if !killed || !ws.Signaled() || ws.Signal() != syscall.SIGKILL {
			t.Fatalf("round %d: child ended by itself (%v); stdout extra %q; stderr:\n%s", round, err, others, stderr.String())
		}
		rep, err := Verify(path, VerifyOptions{CheckpointVerifier: v})
		if err != nil {
			t.Fatalf("round %d: verify after SIGKILL: %v", round, err)
		}
		t.Logf("round %d: %d new acks (%d of them committed before the last kill, unacked then), %d redeliveries acked as duplicates, chain %d entries, %d checkpoints",
			round, roundNew, late, roundDup, rep.Entries, rep.Checkpoints)
		if roundNew == 0 {
			t.Fatalf("round %d: nothing acked", round)
		}
	}

	// Every acked id is on the chain exactly once, where it was acked.
	c, err := OpenReadOnly(path)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, err := c.Verify(VerifyOptions{CheckpointVerifier: v, Events: newTestTrust(crashSigner)}); err != nil {
		t.Fatal(err)
	}
	count := map[string]int{}
	var n uint64
	if err := c.Scan(0, func(e chainformat.Entry) error {
		if e.Index != n {
			return fmt.Errorf("scan: entry %d at position %d", e.Index, n)
		}
		n++
		count[e.Event.ID]++
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	for id, k := range count {
		if k != 1 {
			t.Errorf("id %s is on the chain %d times", id, k)
		}
	}
	for id, idx := range acked {
		got, ok, err := c.Lookup(id)
		if err != nil || !ok || got != idx {
			t.Errorf("acked %s at %d: Lookup = %d %t %v", id, idx, got, ok, err)
			continue
		}
		if count[id] != 1 {
			t.Errorf("acked %s is on the chain %d times", id, count[id])
		}
		if e, err := c.Entry(idx); err != nil || e.Event.ID != id {
			t.Errorf("acked %s: entry %d holds %q (%v)", id, idx, e.Event.ID, err)
		}
	}
	t.Logf("%d acked ids, %d entries on the chain (%d committed but never acked)", len(acked), n, n-uint64(len(acked)))
}

// TestCrashAtCommitPoint kills the writing child at each failpoint of the
// commit, deterministically, in the middle of a concurrent load: a crash
// before bbolt commits leaves none of the batch on the file, a crash
// after it all of the batch, contiguous at the end, although nobody was
// told; every acked record survives either way, the file verifies, and a
// redelivery of the batch is appended once (before) or recognised as the
// entries already there (after).
func TestCrashAtCommitPoint(t *testing.T) {
	skey, vkey, err := note.GenerateKey(rand.Reader, "tribunal.test/ledger/failpoint")
	if err != nil {
		t.Fatal(err)
	}
	v, err := note.NewVerifier(vkey)
	if err != nil {
		t.Fatal(err)
	}
	key, err := chainformat.ParseCheckpointKey(skey)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		point   string
		onChain bool
	}{
		{failBeforeCommit, false},
		{failAfterCommit, true},
	} {
		t.Run(tc.point, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "ledger.db")
			cmd := exec.Command(os.Args[0], "-test.run=^$", "-test.count=1")
			cmd.Env = append(os.Environ(), crashEnvPath+"="+path, crashEnvKey+"="+skey,
				crashEnvRound+"=0", crashEnvAt+"="+tc.point+":40")
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			err := cmd.Run()
			ws, _ := cmd.ProcessState.Sys().(syscall.WaitStatus)
			if !ws.Signaled() || ws.Signal() != syscall.SIGKILL {
				t.Fatalf("child ended by itself (%v); stderr:\n%s", err, stderr.String())
			}
			acked := map[string]uint64{}
			var batch []string
			for _, line := range strings.Split(strings.TrimSpace(stdout.String()), "\n") {
				var (
					id  string
					idx uint64
					dup bool
				)
				if rest, ok := strings.CutPrefix(line, "CRASH "+tc.point+" "); ok {
					batch = strings.Split(rest, ",")
				} else if _, err := fmt.Sscanf(line, "ACK %s %d %t", &id, &idx, &dup); err == nil {
					acked[id] = idx
				} else {
					t.Fatalf("child wrote %q", line)
				}
			}
			if len(batch) == 0 || len(acked) == 0 {
				t.Fatalf("%d acks and a batch of %d at the crash:\n%s", len(acked), len(batch), stdout.String())
			}

			rep, err := Verify(path, VerifyOptions{CheckpointVerifier: v})
			if err != nil {
				t.Fatalf("verify after the crash: %v", err)
			}
			c, err := Open(path, Options{Key: key, CheckpointEvery: 64})
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			for id, idx := range acked {
				if got, ok, err := c.Lookup(id); err != nil || !ok || got != idx {
					t.Errorf("acked %s at %d: Lookup = %d %t %v", id, idx, got, ok, err)
				}
			}
			size := c.Size()
			for i, id := range batch {
				got, ok, err := c.Lookup(id)
				want := size - uint64(len(batch)) + uint64(i)
				if err != nil || ok != tc.onChain || (ok && got != want) {
					t.Errorf("batch record %s: on the chain %t at %d (%v); want %t at %d", id, ok, got, err, tc.onChain, want)
				}
			}
			recs := make([]chainformat.Record, len(batch))
			for i, id := range batch {
				if recs[i], err = crashRecord(id); err != nil {
					t.Fatal(err)
				}
			}
			g := c.NewCommitter(0)
			res, err := g.Submit(recs...).Wait(context.Background())
			g.Close()
			if err != nil {
				t.Fatal(err)
			}
			for i, r := range res {
				if r.Duplicate != tc.onChain {
					t.Errorf("redelivered %s: %+v, want duplicate=%t", batch[i], r, tc.onChain)
				}
			}
			if _, err := c.Verify(VerifyOptions{CheckpointVerifier: v, Events: newTestTrust(crashSigner)}); err != nil {
				t.Fatal(err)
			}
			t.Logf("killed at %s of commit 40: %d acked, a batch of %d, %d entries after the crash", tc.point, len(acked), len(batch), rep.Entries)
		})
	}
}
