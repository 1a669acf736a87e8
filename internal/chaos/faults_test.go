package chaos

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/broker"
)

// inject runs fault f for its duration and heals it, logging both.
func (r *run) inject(t *testing.T, f Fault) {
	fl := faultLog{Fault: f, start: time.Now()}
	heal, what, err := r.begin(f)
	if err != nil {
		t.Errorf("fault %s: %v", f, err)
	}
	fl.what = what
	t.Logf("%s: %s: %s", time.Now().Format("15:04:05.000"), f.Kind, what)
	time.Sleep(f.For)
	if heal != nil {
		if err := heal(); err != nil {
			t.Errorf("healing %s (%s): %v", f, what, err)
		}
	}
	fl.end = time.Now()
	r.hmu.Lock()
	r.log = append(r.log, fl)
	r.hmu.Unlock()
}

// begin starts fault f: what it did, and how to undo it.
func (r *run) begin(f Fault) (heal func() error, what string, err error) {
	node := f.Target%3 + 1
	nodeName := "nats-" + strconv.Itoa(node)
	switch f.Kind {
	case FaultPartitionNodes:
		ep := "n" + strconv.Itoa(node)
		return func() error { return r.n.Heal(ep) }, "cut " + nodeName + " off from the cluster and its clients", r.n.Cut(ep)
	case FaultPartitionClient:
		var eps []string
		for ep := range r.n.Endpoints {
			if ep[0] == 'l' || ep[0] == 'w' {
				eps = append(eps, ep)
			}
		}
		sort.Strings(eps)
		ep := eps[f.Target%len(eps)]
		return func() error { return r.n.Heal(ep) }, "cut " + ep + " off from every node", r.n.Cut(ep)
	case FaultPauseHolder:
		holder := r.holder(f.Target)
		p := r.procs["ledger-"+holder]
		return func() error { return p.signal(syscall.SIGCONT) },
			fmt.Sprintf("SIGSTOP the lease holder ledger-%s for %s (the lease is 5 s)", holder, f.For), p.signal(syscall.SIGSTOP)
	case FaultRestartLeader:
		leader := r.streamLeader(node)
		p := r.procs["nats-"+strconv.Itoa(leader)]
		p.kill()
		return func() error { return p.start(r.n) }, fmt.Sprintf("SIGKILL the stream leader nats-%d, restarted after %s", leader, f.For), nil
	case FaultCorruptNode:
		p := r.procs[nodeName]
		p.kill()
		what, err := corrupt(r.store(node), f.Target)
		return func() error { return p.start(r.n) }, fmt.Sprintf("SIGKILL %s, %s, restarted after %s", nodeName, what, f.For), err
	case FaultPowerCut:
		return r.powerCut(f)
	case FaultClockJump:
		return r.clockJump(f)
	case FaultDiskFull:
		return r.diskFull(node, f)
	}
	return nil, "nothing", fmt.Errorf("fault kind %q is not built", f.Kind)
}

// powerCut cuts the power to every disk at one instant (lazyfs.Freeze:
// nothing more becomes durable), SIGKILLs every node, ledger and
// witness, drops every write not fsynced on each disk, and brings the
// disks back; healing starts everything again, nodes first.
func (r *run) powerCut(f Fault) (heal func() error, what string, err error) {
	names := make([]string, 0, len(r.disks))
	for name, d := range r.disks {
		d.Freeze()
		names = append(names, name)
	}
	sort.Strings(names)
	for _, p := range r.procs {
		_ = p.signal(syscall.SIGKILL)
	}
	for _, p := range r.procs {
		p.kill()
	}
	var lost []string
	var errs []error
	for _, name := range names {
		loss, err := r.disks[name].PowerCut()
		errs = append(errs, err)
		lost = append(lost, name+": "+loss.String())
	}
	what = fmt.Sprintf("power cut: SIGKILL every node, ledger and witness, dropped what was not fsynced (%s), all restarted after %s", strings.Join(lost, "; "), f.For)
	return r.restartAll, what, errors.Join(errs...)
}

// restartAll starts every process that is not running: the nodes, once
// their client ports answer the ledgers, then the witnesses.
func (r *run) restartAll() error {
	var errs []error
	start := func(prefix string) {
		names := make([]string, 0, len(r.procs))
		for name := range r.procs {
			if strings.HasPrefix(name, prefix) {
				names = append(names, name)
			}
		}
		sort.Strings(names)
		for _, name := range names {
			if p := r.procs[name]; !p.running() {
				errs = append(errs, p.start(r.n))
			}
		}
	}
	start("nats-")
	for _, u := range r.d.Cluster {
		errs = append(errs, dialWithin(strings.TrimPrefix(u, "nats://"), 30*time.Second))
	}
	start("ledger-")
	start("w")
	return errors.Join(errs...)
}

// diskFull fills node's store until ENOSPC; healing is what an operator
// does about a full disk: free the space and, when the node turned its
// JetStream off for it, restart the node. nats-server shuts its JetStream
// down on ENOSPC ("JetStream out of resources, will be DISABLED") and
// keeps it down after the space is back, until it is restarted (its
// ShutdownJetStream is, in its own words, for errors "the operator is
// expected to fix before restarting"). Without the restart, two full
// disks leave the cluster without a JetStream majority for good, and no
// ledger, however patient, could settle anything.
func (r *run) diskFull(node int, f Fault) (heal func() error, what string, err error) {
	name := "nats-" + strconv.Itoa(node)
	p := r.procs[name]
	from := logSize(p.log)
	ballast := filepath.Join(r.store(node), "ballast")
	n, err := fill(ballast)
	heal = func() error {
		if err := os.Remove(ballast); err != nil {
			return err
		}
		// A write that failed just before the space came back is logged
		// a moment later.
		time.Sleep(time.Second)
		if !logHas(p.log, from, disabledLine) {
			r.t.Logf("%s: disk-full healed: ballast deleted; %s kept its JetStream on", time.Now().Format("15:04:05.000"), name)
			return nil
		}
		stopErr := p.stop(30 * time.Second)
		r.t.Logf("%s: disk-full healed: ballast deleted; %s had turned its JetStream off, restarted (SIGTERM, then started again)", time.Now().Format("15:04:05.000"), name)
		return errors.Join(stopErr, p.start(r.n))
	}
	return heal, fmt.Sprintf("filled %s's store (%d MiB of ballast), freed and the node restarted if its JetStream went off, after %s", name, n>>20, f.For), err
}

// disabledLine is what nats-server logs when a full disk turns its
// JetStream off.
const disabledLine = "will be DISABLED"

// logSize is the length of a process's log now.
func logSize(path string) int64 {
	st, err := os.Stat(path)
	if err != nil {
		return 0
	}
	return st.Size()
}

// logHas says whether a process's log holds want after offset from.
func logHas(path string, from int64, want string) bool {
	data, _ := os.ReadFile(path)
	if int64(len(data)) < from {
		from = 0
	}
	return strings.Contains(string(data[from:]), want)
}

// holder is the ledger the lease names, or one picked by target when it
// cannot be read now.
func (r *run) holder(target int) string {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	if kv, err := r.js.KeyValue(ctx, broker.LeaseBucket); err == nil {
		if e, err := kv.Get(ctx, "leader"); err == nil {
			// "name@incarnation" (internal/ledger, lease.go)
			if h, _, _ := strings.Cut(string(e.Value()), "@"); h == "a" || h == "b" {
				return h
			}
		}
	}
	return []string{"a", "b"}[target%2]
}

// streamLeader is the node leading the event stream's Raft group, or
// fallback when it cannot be read now.
func (r *run) streamLeader(fallback int) int {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	st, err := r.js.Stream(ctx, broker.StreamName)
	if err != nil || st.CachedInfo().Cluster == nil {
		return fallback
	}
	n, err := strconv.Atoi(strings.TrimPrefix(st.CachedInfo().Cluster.Leader, "tribunal-"))
	if err != nil || n < 1 || n > 3 {
		return fallback
	}
	return n
}

// corrupt flips one bit in, or truncates to half, the newest message
// block of the event stream in a stopped node's store.
func corrupt(store string, target int) (string, error) {
	var blks []string
	_ = filepath.WalkDir(store, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".blk") && strings.Contains(p, "/streams/"+broker.StreamName+"/") {
			blks = append(blks, p)
		}
		return nil
	})
	if len(blks) == 0 {
		return "", errors.New("no message block of the event stream in " + store)
	}
	sort.Slice(blks, func(i, j int) bool { return blkNum(blks[i]) < blkNum(blks[j]) })
	blk := blks[len(blks)-1]
	st, err := os.Stat(blk)
	if err != nil {
		return "", err
	}
	if st.Size() < 2 {
		return "", fmt.Errorf("%s holds %d bytes", blk, st.Size())
	}
	rel, _ := filepath.Rel(store, blk)
	if (target/3)%2 == 0 {
		return fmt.Sprintf("truncated %s from %d to %d bytes", rel, st.Size(), st.Size()/2), os.Truncate(blk, st.Size()/2)
	}
	off := int64(target) % st.Size()
	f, err := os.OpenFile(blk, os.O_RDWR, 0)
	if err != nil {
		return "", err
	}
	defer f.Close()
	b := make([]byte, 1)
	if _, err := f.ReadAt(b, off); err != nil {
		return "", err
	}
	b[0] ^= 1 << (target % 8)
	if _, err := f.WriteAt(b, off); err != nil {
		return "", err
	}
	return fmt.Sprintf("flipped bit %d of byte %d of %s (%d bytes)", target%8, off, rel, st.Size()), f.Sync()
}

func blkNum(p string) int {
	n, _ := strconv.Atoi(strings.TrimSuffix(filepath.Base(p), ".blk"))
	return n
}

// fill writes path until its filesystem is full; the bytes written.
func fill(path string) (int64, error) {
	f, err := os.Create(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	buf := make([]byte, 1<<20)
	var n int64
	for {
		k, err := f.Write(buf)
		n += int64(k)
		if errors.Is(err, syscall.ENOSPC) {
			return n, nil
		}
		if err != nil {
			return n, err
		}
	}
}

// clockJump jumps one ledger's lease clock (the failpoint of
// internal/ledger, clock_chaos.go) by 10-19 s, forward or back as the
// target says, for the fault's time, then jumps it back to true.
func (r *run) clockJump(f Fault) (heal func() error, what string, err error) {
	l := []string{"a", "b"}[f.Target%2]
	jump := 10*time.Second + time.Duration(f.Target/2%10)*time.Second
	dir := "forward"
	if f.Target/20%2 == 1 {
		jump, dir = -jump, "back"
	}
	path := r.clock(l)
	return func() error { return os.WriteFile(path, []byte("0s"), 0o644) },
		fmt.Sprintf("jumped ledger-%s's lease clock %s by %s (the lease is 5 s), back after %s", l, dir, jump.Abs(), f.For),
		os.WriteFile(path, []byte(jump.String()), 0o644)
}
