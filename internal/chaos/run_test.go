package chaos

import (
	"bufio"
	"context"
	crand "crypto/rand"
	"encoding/binary"
	"encoding/json"
	"flag"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/chaos/lazyfs"
	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
	"github.com/tribunal-dev/tribunal/internal/testenv"
)

// The run's knobs. The defaults are the CI form (make test): the fixed
// seed, 45 s of faults, one witness per role; make chaos passes the long
// form, with random seeds.
var (
	flagSeeds      = flag.String("chaos.seeds", "", "comma-separated seeds to run (\"random\" draws one; default: the fixed seed)")
	flagDuration   = flag.Duration("chaos.duration", 45*time.Second, "how long each run injects faults under load")
	flagWitnesses  = flag.Int("chaos.witnesses", 1, "witnesses per role")
	flagPublishers = flag.Int("chaos.publishers", 2, "load publishers, each opening and submitting one request at a time")
	flagBacklog    = flag.Int("chaos.backlog", 0, "publishers open no new request while this many are not terminal (0: no limit): the load stays within what the witnesses render, so the settle bound measures recovery from the faults, not a queue")
	flagSettle     = flag.Duration("chaos.settle", 4*time.Minute, "the bound within which every request must be terminal after the last fault")
	flagStrictFS   = flag.Bool("chaos.strictfs", false, "the power cut keeps a name only if its own directory was fsynced (POSIX); by default a sync commits every earlier name, as ext4's or XFS's journal does")
	flagKinds      = flag.String("chaos.kinds", strings.Join(ciKinds, ","), "the fault kinds to draw from")
)

// fixedSeed is the CI form's fixed seed. Its schedule jumps ledger a's
// lease clock back 18 s and forward again, cuts a node off and cuts the
// power, so that every CI run has a clock jump and a power cut.
const fixedSeed = 1

// ciKinds are the fault kinds the harness injects.
var ciKinds = []string{FaultPartitionNodes, FaultPartitionClient, FaultPauseHolder, FaultRestartLeader, FaultCorruptNode, FaultDiskFull, FaultPowerCut, FaultClockJump}

// envInner names the run's namespace prefix to the test binary that the
// outer test starts inside the client namespace.
const envInner = "TRIBUNAL_CHAOS_NET"

// envBin names the directory of the run's binaries, built once by the
// outer test for every seed's run.
const envBin = "TRIBUNAL_CHAOS_BIN"

var repoRoot = func() string {
	p, _ := filepath.Abs("../..")
	return p
}()

// endpoints is the run network: three nodes, two ledgers, the
// witnesses, and the client (this test's load and checks).
func endpoints(witnesses int) map[string]int {
	m := map[string]int{"n1": 1, "n2": 2, "n3": 3, "la": 11, "lb": 12, "client": 100}
	for i := 1; i <= witnesses; i++ {
		m["w1-"+strconv.Itoa(i)] = 20 + i
		m["w2-"+strconv.Itoa(i)] = 40 + i
	}
	return m
}

// TestChaos is the fault-injection run (package doc). The outer test
// makes one network of namespaces per seed and runs this test binary
// again inside each one's client namespace, with that seed; then it
// deletes the namespaces, whatever happened. The seeds run side by side
// (at most -test.parallel at once): each run mostly waits out its fault
// window, and each has its own nodes, ledgers, witnesses and disks.
func TestChaos(t *testing.T) {
	testenv.Short(t, "a 3-node NATS cluster, two ledgers and witnesses with Chromium under faults")
	if prefix := os.Getenv(envInner); prefix != "" {
		runInner(t, &Net{Prefix: prefix, Endpoints: endpoints(*flagWitnesses)}, os.Getenv(envBin))
		return
	}
	if os.Geteuid() != 0 {
		testenv.Skip(t, "needs root: the run makes network namespaces")
	}
	testenv.Tool(t, "ip", "apt-get install iproute2")
	if err := Sweep(); err != nil {
		t.Logf("sweeping earlier runs' namespaces: %v", err)
	}
	bin := t.TempDir()
	if err := buildBinaries(bin); err != nil {
		t.Fatal(err)
	}
	var args []string
	for _, a := range os.Args[1:] {
		if !strings.HasPrefix(a, "-test.testlogfile") && !strings.HasPrefix(a, "-test.coverprofile") &&
			!strings.HasPrefix(a, "-test.gocoverdir") && !strings.HasPrefix(a, "-test.outputdir") {
			args = append(args, a)
		}
	}
	for i, seed := range seeds(t) {
		t.Run(fmt.Sprintf("seed=%d", seed), func(t *testing.T) {
			t.Parallel()
			n, err := NewNet(i, endpoints(*flagWitnesses))
			if err != nil {
				t.Fatal(err)
			}
			defer func() {
				if err := n.Close(); err != nil {
					t.Error(err)
				}
			}()
			// The last -chaos.seeds on the command line is the one the
			// inner run reads.
			cmd := n.Command("client", os.Args[0], append(args, "-test.run=^TestChaos$", "-test.v=true", fmt.Sprintf("-chaos.seeds=%d", seed))...)
			cmd.Env = append(os.Environ(), envInner+"="+n.Prefix, envBin+"="+bin)
			cmd.Dir = filepath.Join(repoRoot, "internal", "chaos")
			out, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			cmd.Stderr = cmd.Stdout
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			sc := bufio.NewScanner(out)
			sc.Buffer(nil, 1<<20)
			for sc.Scan() {
				t.Log("| " + sc.Text())
			}
			if err := cmd.Wait(); err != nil {
				t.Fatalf("the run inside the namespaces failed (%v); its output is above, with the seed and schedule to replay", err)
			}
		})
	}
}

// seeds is the seeds to run, each drawn "random" one printed.
func seeds(t *testing.T) []uint64 {
	spec := *flagSeeds
	if spec == "" {
		spec = strconv.Itoa(fixedSeed)
	}
	var out []uint64
	for _, s := range strings.Split(spec, ",") {
		if s == "random" {
			var b [8]byte
			_, _ = crand.Read(b[:])
			v := binary.LittleEndian.Uint64(b[:]) >> 1
			t.Logf("random seed %d (replay: -chaos.seeds=%d)", v, v)
			out = append(out, v)
			continue
		}
		v, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			t.Fatalf("-chaos.seeds: %q is not a seed", s)
		}
		out = append(out, v)
	}
	return out
}

func runInner(t *testing.T, n *Net, bin string) {
	if bin == "" {
		t.Fatalf("%s is not set: the inner run uses the binaries the outer test built", envBin)
	}
	var kinds []string
	for _, k := range strings.Split(*flagKinds, ",") {
		if k = strings.TrimSpace(k); k != "" {
			kinds = append(kinds, k)
		}
	}
	for _, seed := range seeds(t) {
		t.Run(fmt.Sprintf("seed=%d", seed), func(t *testing.T) {
			s := Plan(seed, *flagDuration, kinds)
			t.Logf("schedule: %s", s)
			r := newRun(t, n, bin, seed)
			r.exec(t, s)
		})
	}
}

// run is one seed's cluster and what it recorded.
type run struct {
	t     *testing.T
	n     *Net
	bin   string
	seed  uint64
	tmp   string
	dir   string
	d     *deploy.Deployment
	procs map[string]*proc
	disks map[string]*lazyfs.FS // each node's store and each ledger's data directory, by process name
	js    jetstream.JetStream

	hmu   sync.Mutex
	h     History
	known map[string]int // request id -> index in h.Requests
	log   []faultLog
}

// faultLog is one injected fault as it happened.
type faultLog struct {
	Fault
	start, end time.Time
	what       string
}

func newRun(t *testing.T, n *Net, bin string, seed uint64) *run {
	tmp, err := os.MkdirTemp("", "tribunal-chaos-")
	if err != nil {
		t.Fatal(err)
	}
	r := &run{t: t, n: n, bin: bin, seed: seed, tmp: tmp, dir: filepath.Join(tmp, "deploy"), procs: map[string]*proc{}, disks: map[string]*lazyfs.FS{}, known: map[string]int{}}
	t.Cleanup(func() {
		for _, p := range r.procs {
			p.kill()
		}
		for name, d := range r.disks {
			if err := d.Unmount(); err != nil {
				t.Errorf("%s: %v", name, err)
			}
		}
		for i := 1; i <= 3; i++ {
			_ = exec.Command("umount", "-l", r.disk(i)).Run()
		}
		if t.Failed() {
			t.Logf("the run's files are kept in %s", tmp)
			return
		}
		os.RemoveAll(tmp)
	})
	args := []string{"init", "--dir", r.dir, "--cluster", "3", "--port", "4222", "--product-root", filepath.Join(repoRoot, "e2e", "testdata")}
	for i := 1; i <= 3; i++ {
		args = append(args, "--cluster-host", n.Addr("n"+strconv.Itoa(i)))
	}
	if out, err := exec.Command(filepath.Join(bin, "ledgerd"), args...).CombinedOutput(); err != nil {
		t.Fatalf("ledgerd %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	if r.d, err = deploy.Load(r.dir); err != nil {
		t.Fatal(err)
	}
	// Each node's store is a small tmpfs of its own (in this test's mount
	// namespace, which ip netns exec made), so that one disk can fill up,
	// seen through a lazyfs mount, so that a power cut drops what the
	// node did not fsync. Each ledger's data directory (its chain file)
	// is a lazyfs mount too.
	for i := 1; i <= 3; i++ {
		live := filepath.Join(r.disk(i), "live")
		for _, d := range []string{r.store(i), r.disk(i)} {
			if err := os.MkdirAll(d, 0o700); err != nil {
				t.Fatal(err)
			}
		}
		if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size="+strconv.Itoa(storeMB)+"m,mode=0700", "tmpfs", r.disk(i)).CombinedOutput(); err != nil {
			t.Fatalf("mounting a tmpfs on %s: %v: %s", r.disk(i), err, out)
		}
		r.mountDisk(t, "nats-"+strconv.Itoa(i), r.store(i), live)
	}
	for _, l := range []string{"a", "b"} {
		r.mountDisk(t, "ledger-"+l, filepath.Dir(r.db(l)), filepath.Join(tmp, "disk-ledger-"+l))
	}
	for i := 1; i <= 3; i++ {
		r.add(t, &proc{name: "nats-" + strconv.Itoa(i), endpoint: "n" + strconv.Itoa(i), bin: filepath.Join(bin, "nats-server"),
			args: []string{"-c", filepath.Join(r.dir, filepath.FromSlash(deploy.NodeConfigFile(i)))}})
	}
	for _, u := range r.d.Cluster {
		waitPort(t, strings.TrimPrefix(u, "nats://"))
	}
	for _, l := range []string{"a", "b"} {
		if err := os.WriteFile(r.clock(l), []byte("0s"), 0o644); err != nil {
			t.Fatal(err)
		}
		r.add(t, &proc{name: "ledger-" + l, endpoint: "l" + l, bin: filepath.Join(bin, "ledgerd"),
			args: []string{"serve", "--dir", r.dir, "--instance", l, "--db", r.db(l)},
			env:  []string{EnvChaosClock + "=" + r.clock(l)}})
	}
	// Both ledgers are up before any load: a ledger whose chain file is
	// still missing when the stream already holds history refuses to
	// start (it must be restored or rebuilt, docs/OPERATIONS.md §5), as
	// it should; a run must not race its own start into that.
	for _, l := range []string{"a", "b"} {
		waitLog(t, r.procs["ledger-"+l], "ledger ready", 2*time.Minute)
	}
	for i := 1; i <= *flagWitnesses; i++ {
		for _, w := range []string{"w1", "w2"} {
			name := w + "-" + strconv.Itoa(i)
			r.add(t, &proc{name: name, endpoint: name, bin: filepath.Join(bin, "witness-"+w),
				args: []string{"serve", "--dir", r.dir, "--state", filepath.Join(tmp, name+"-state")}})
		}
	}
	admin := ledgertest.Connect(t, r.d.ClientURL(), r.d, events.RoleLedger)
	if r.js, err = jetstream.New(admin.NC); err != nil {
		t.Fatal(err)
	}
	return r
}

// storeMB is each node's store size: far more than a run writes, and
// little enough to fill in a moment.
const storeMB = 64

// store is node i's JetStream store (deploy's data/nats-<i>), a lazyfs
// mount of the live directory on disk(i).
func (r *run) store(i int) string { return filepath.Join(r.dir, "data", "nats-"+strconv.Itoa(i)) }

// disk is node i's tmpfs.
func (r *run) disk(i int) string { return filepath.Join(r.tmp, "disk-nats-"+strconv.Itoa(i)) }

// clock is ledger l's clock-offset file (FaultClockJump).
func (r *run) clock(l string) string { return filepath.Join(r.tmp, "clock-"+l) }

// db is ledger l's chain file, in its lazyfs-mounted data directory.
func (r *run) db(l string) string { return filepath.Join(r.tmp, "ledger-"+l, "chain.db") }

// mountDisk mounts backing (made if missing) at mnt (likewise) through
// lazyfs, as process name's disk.
func (r *run) mountDisk(t *testing.T, name, mnt, backing string) {
	for _, d := range []string{mnt, backing} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	d, err := lazyfs.Mount(mnt, backing, lazyfs.Options{Journaled: !*flagStrictFS})
	if err != nil {
		t.Fatal(err)
	}
	r.disks[name] = d
}

func (r *run) add(t *testing.T, p *proc) {
	p.log = filepath.Join(r.tmp, p.name+".log")
	if err := p.start(r.n); err != nil {
		t.Fatal(err)
	}
	r.procs[p.name] = p
}

// waitLog waits until p's log holds want, or fails the test.
func waitLog(t *testing.T, p *proc, want string, bound time.Duration) {
	t.Helper()
	for deadline := time.Now().Add(bound); ; {
		if b, _ := os.ReadFile(p.log); strings.Contains(string(b), want) {
			return
		}
		if !p.running() || time.Now().After(deadline) {
			t.Fatalf("%s: no %q in its log within %s: %s", p.name, want, bound, tailFile(p.log, 5))
		}
		time.Sleep(200 * time.Millisecond)
	}
}

func waitPort(t *testing.T, addr string) {
	if err := dialWithin(addr, 30*time.Second); err != nil {
		t.Fatal(err)
	}
}

// dialWithin waits until addr accepts a TCP connection, at most d.
func dialWithin(addr string, d time.Duration) error {
	for deadline := time.Now().Add(d); ; {
		c, err := net.DialTimeout("tcp", addr, time.Second)
		if err == nil {
			c.Close()
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("%s did not come up within %s: %v", addr, d, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// exec runs schedule s under load, then checks the history.
func (r *run) exec(t *testing.T, s Schedule) {
	ctx, stopLoad := context.WithCancel(context.Background())
	defer stopLoad()
	loadDone := r.startLoad(ctx, t)
	start := time.Now()
	for _, f := range s.Faults {
		time.Sleep(time.Until(start.Add(f.At)))
		r.inject(t, f)
	}
	time.Sleep(time.Until(start.Add(s.Duration)))
	r.hmu.Lock()
	r.h.FaultsEnd, r.h.SettleBound = time.Now(), *flagSettle
	r.hmu.Unlock()
	stopLoad() // no new requests; the readers go on until every request settles
	loadDone(r.h.FaultsEnd.Add(r.h.SettleBound))

	var dead []string
	for name, p := range r.procs {
		if !p.running() {
			dead = append(dead, name+": "+tailFile(p.log, 3))
		}
	}
	sort.Strings(dead)
	for _, d := range dead {
		t.Errorf("a process had exited by the end of the run: %s", d)
	}
	complete := r.drained(t)
	for name, p := range r.procs {
		if strings.HasPrefix(name, "w") {
			_ = p.stop(30 * time.Second)
		}
	}
	for _, l := range []string{"a", "b"} {
		p := r.procs["ledger-"+l]
		if err := p.stop(60 * time.Second); err != nil {
			t.Error(err)
		}
		r.h.Copies = append(r.h.Copies, r.copyOf(t, l, complete))
		r.h.Appends = append(r.h.Appends, leaseTerms("ledger-"+l, p.log)...)
	}
	res := Check(&r.h)
	r.report(t, s, res)
	r.logNotable(t)
	if err := res.Err(); err != nil {
		t.Errorf("%v\nreplay: -chaos.seeds=%d -chaos.duration=%s\n%s", err, s.Seed, s.Duration, s)
		for name, p := range r.procs {
			t.Logf("--- %s log (tail)\n%s", name, tailFile(p.log, 25))
		}
	}
}

// drained waits (at most two minutes) until both ledgers' consumers have
// delivered and acked the whole stream: then their copies are complete.
func (r *run) drained(t *testing.T) bool {
	for deadline := time.Now().Add(2 * time.Minute); ; {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		ok := func() bool {
			st, err := r.js.Stream(ctx, broker.StreamName)
			if err != nil {
				return false
			}
			last := st.CachedInfo().State.LastSeq
			for _, l := range []string{"a", "b"} {
				c, err := st.Consumer(ctx, "ledger-"+l)
				if err != nil {
					return false
				}
				info, err := c.Info(ctx)
				if err != nil || info.NumPending != 0 || info.NumAckPending != 0 || info.Delivered.Stream != last {
					return false
				}
			}
			return true
		}()
		cancel()
		if ok {
			return true
		}
		if time.Now().After(deadline) {
			t.Errorf("the ledgers' consumers did not drain the stream within 2 minutes of the load's end")
			return false
		}
		time.Sleep(500 * time.Millisecond)
	}
}

// copyOf exports and verifies ledger l's chain file.
func (r *run) copyOf(t *testing.T, l string, complete bool) Copy {
	c := Copy{Name: "ledger-" + l, Complete: complete}
	ledgerd := filepath.Join(r.bin, "ledgerd")
	if out, err := exec.Command(ledgerd, "verify", "--db", r.db(l), "--trust", r.d.TrustFile).CombinedOutput(); err != nil {
		c.VerifyErr = fmt.Errorf("ledgerd verify --trust: %v: %s", err, strings.TrimSpace(string(out)))
	}
	out, err := exec.Command(ledgerd, "export", "--db", r.db(l)).Output()
	if err != nil {
		t.Errorf("ledgerd export --db %s: %v", r.db(l), err)
		return c
	}
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	sc.Buffer(nil, 64<<20)
	for sc.Scan() {
		var e struct {
			MsgID string `json:"msg_id"`
		}
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			t.Errorf("ledgerd export: %v", err)
			continue
		}
		c.EventIDs = append(c.EventIDs, e.MsgID)
		c.Lines = append(c.Lines, sc.Text())
	}
	return c
}

// leaseTerms reads a ledger's log for the lease terms it began: each
// acquisition is a term (the compare-and-set of the lease key, under a
// term above every one the lease and the ledger's chain file named,
// makes it one writer's), and the holder is the one writer whose answers
// the clients act on.
func leaseTerms(writer, log string) []Append {
	data, _ := os.ReadFile(log)
	var out []Append
	for _, line := range strings.Split(string(data), "\n") {
		if !strings.Contains(line, "lease acquired") {
			continue
		}
		if i := strings.Index(line, " term="); i >= 0 {
			v, err := strconv.ParseUint(strings.Fields(line[i+len(" term="):])[0], 10, 64)
			if err == nil {
				out = append(out, Append{Writer: writer, Term: v})
			}
		}
	}
	return out
}
