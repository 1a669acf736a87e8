package mcpserver

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpserver/mcpservertest"
	"github.com/tribunal-dev/tribunal/internal/pause/pausetest"
)

// hostileProduct is a product root holding the hostile server (and the
// test server), readable as an operator's.
func hostileProduct(t *testing.T) string {
	t.Helper()
	dir := product(t)
	if err := mcpservertest.HostileProduct(dir); err != nil {
		t.Fatal(err)
	}
	return dir
}

// jailNS is the pid namespace of p's jail: that of bwrap's child, the
// namespace's init.
func jailNS(t *testing.T, p *Process) string {
	t.Helper()
	var ns string
	pausetest.WaitFor(t, 10*time.Second, func() error {
		b, err := os.ReadFile(fmt.Sprintf("/proc/%d/task/%d/children", p.Pid(), p.Pid()))
		if err != nil {
			return err
		}
		f := strings.Fields(string(b))
		if len(f) == 0 {
			return errors.New("bwrap has no child yet")
		}
		if ns, err = os.Readlink("/proc/" + f[0] + "/ns/pid"); err != nil {
			return err
		}
		if self, _ := os.Readlink("/proc/self/ns/pid"); ns == self {
			return errors.New("bwrap's child is still in the host's pid namespace")
		}
		return nil
	})
	return ns
}

// procs lists the host's processes (not zombies) that match.
func procs(match func(pid string) bool) []int {
	ents, _ := os.ReadDir("/proc")
	var out []int
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || pid == os.Getpid() || !match(e.Name()) || !alive(pid) {
			continue
		}
		out = append(out, pid)
	}
	return out
}

// inNamespace: the processes of pid namespace ns.
func inNamespace(ns string) []int {
	return procs(func(pid string) bool {
		l, err := os.Readlink("/proc/" + pid + "/ns/pid")
		return err == nil && l == ns
	})
}

// leftovers: processes whose command line names dir — bwrap (its
// arguments), and every process of a jail rooted there (the server's path
// is the same inside and out).
func leftovers(dir string) []int {
	return procs(func(pid string) bool {
		b, err := os.ReadFile("/proc/" + pid + "/cmdline")
		return err == nil && strings.Contains(string(b), dir)
	})
}

// tasks counts the threads of pids.
func tasks(pids []int) int {
	n := 0
	for _, pid := range pids {
		b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
		if err != nil {
			continue
		}
		for _, l := range strings.Split(string(b), "\n") {
			if v, ok := strings.CutPrefix(l, "Threads:"); ok {
				k, _ := strconv.Atoi(strings.TrimSpace(v))
				n += k
			}
		}
	}
	return n
}

// waitReady waits for the hostile server's "ready" line on stderr, and
// returns its stderr.
func waitReady(t *testing.T, p *Process, d time.Duration) string {
	t.Helper()
	deadline := time.Now().Add(d)
	for time.Now().Before(deadline) {
		if e := p.Stderr(); strings.Contains(e, "ready\n") {
			return e
		}
		if exited, how := p.Exited(); exited {
			t.Fatalf("the hostile server exited (%s) before it was ready: %s", how, p.Stderr())
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("the hostile server was not ready within %v: %q", d, p.Stderr())
	return ""
}

// hostEnv is what the hostile servers aim at: a deployment directory with
// a signing key, outside the product root and readable by anyone (so that
// only the jail's mount namespace can keep it out), a path on the host's
// /tmp, and a loopback listener counting its connections.
type hostEnv struct {
	key, secret string
	tmpPath     string
	addr        string
	accepted    *atomic.Int64
}

func newHostEnv(t *testing.T) hostEnv {
	t.Helper()
	deploy, err := os.MkdirTemp("", "tribunal-deploy-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(deploy) })
	must(t, os.Chmod(deploy, 0o755))
	must(t, os.MkdirAll(filepath.Join(deploy, "roles", "judge"), 0o755))
	env := hostEnv{key: filepath.Join(deploy, "roles", "judge", "signing.key"), secret: "JUDGE-SIGNING-KEY-" + strconv.Itoa(os.Getpid())}
	must(t, os.WriteFile(env.key, []byte(env.secret), 0o644))
	env.tmpPath = filepath.Join("/tmp", fmt.Sprintf("tribunal-escaped-%d-%d", os.Getpid(), time.Now().UnixNano()))
	t.Cleanup(func() { os.Remove(env.tmpPath) })
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	env.addr = ln.Addr().String()
	env.accepted = new(atomic.Int64)
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			env.accepted.Add(1)
			c.Close()
		}
	}()
	return env
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// The hostile stdio servers of issue 32, each in the jail as a witness
// runs it: each attack fails, each case ends within its deadline plus
// 30 s, and no process of it is left — the setsid child and the fork
// bomb's copies included. The one root allowed the network reaches the
// listener: the operator's per-root exception does exactly that.
func TestJailHostileServers(t *testing.T) {
	dir := hostileProduct(t)
	root, _ := filepath.EvalSymlinks(dir)
	env := newHostEnv(t)
	const grace = 30 * time.Second
	type during func(t *testing.T, p *Process, stderr string)
	for _, tt := range []struct {
		name     string
		args     func() []string
		sandbox  Sandbox
		deadline time.Duration
		during   during   // with StartProcess; nil: through Open
		openErr  []string // through Open: the failure must say one of these
		after    func(t *testing.T)
	}{
		{
			name: "setsid child", args: func() []string { return []string{"setsid"} }, deadline: 10 * time.Second,
			during: func(t *testing.T, p *Process, stderr string) {
				if !strings.Contains(stderr, "<nil>") {
					t.Fatalf("the server could not start its setsid child: %s", stderr)
				}
				if n := len(inNamespace(jailNS(t, p))); n < 3 {
					t.Fatalf("%d processes in the jail, want init, the server and its setsid child", n)
				}
			},
		},
		{
			name: "fork bomb", args: func() []string { return []string{"forkbomb"} }, deadline: 20 * time.Second,
			during: func(t *testing.T, p *Process, stderr string) {
				if !strings.Contains(stderr, "resource temporarily unavailable") {
					t.Errorf("the bomb's fork failed otherwise: %s", stderr)
				}
				ns := jailNS(t, p)
				// Watch it push against the limit (Go runtimes that cannot
				// make a thread die, and new copies take their place).
				peak := 0
				for end := time.Now().Add(3 * time.Second); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
					peak = max(peak, tasks(inNamespace(ns)))
				}
				// A scan of /proc is not atomic: a thread that exits
				// and the one that takes its place can both be counted,
				// and the jail's init is counted too, so the scan may
				// see a few more tasks than the kernel's count.
				const scanSlack = 4
				if limit := int(DefaultLimits.Processes); peak > limit+scanSlack || peak < limit/2 {
					t.Errorf("the bomb peaked at %d tasks in the jail; want it held at its limit of %d", peak, limit)
				}
				t.Logf("the bomb peaked at %d tasks in the jail (limit %d)", peak, DefaultLimits.Processes)
				// The witness host is unharmed: it still forks.
				if out, err := exec.Command("/bin/true").CombinedOutput(); err != nil {
					t.Errorf("the host cannot start a process during the bomb: %v %s", err, out)
				}
			},
		},
		{
			name: "reads the deployment's key", args: func() []string { return []string{"readkey", env.key} }, deadline: 10 * time.Second,
			during: func(t *testing.T, p *Process, stderr string) {
				if strings.Contains(stderr, env.secret) || !strings.Contains(stderr, "no such file or directory") {
					t.Errorf("reading %s from the jail: %s; want ENOENT", env.key, stderr)
				}
			},
		},
		{
			name: "writes the host's /tmp", args: func() []string { return []string{"writetmp", env.tmpPath} }, deadline: 10 * time.Second,
			during: func(t *testing.T, p *Process, stderr string) {
				if !strings.Contains(stderr, "writetmp: <nil>") {
					t.Errorf("the write to the private /tmp failed: %s", stderr)
				}
			},
			after: func(t *testing.T) {
				if _, err := os.Stat(env.tmpPath); !errors.Is(err, os.ErrNotExist) {
					t.Errorf("%s on the host: %v; want it absent", env.tmpPath, err)
				}
			},
		},
		{
			name: "loopback connect", args: func() []string { return []string{"connect", env.addr} }, deadline: 10 * time.Second,
			during: func(t *testing.T, p *Process, stderr string) {
				if !strings.Contains(stderr, "sent 0 bytes") {
					t.Errorf("connect from the jail: %s; want a failure", stderr)
				}
			},
			after: func(t *testing.T) {
				if n := env.accepted.Load(); n != 0 {
					t.Errorf("the host's listener accepted %d connections from the jail", n)
				}
			},
		},
		{
			name: "1 GiB on stdout", args: func() []string { return []string{"flood"} }, deadline: DefaultCallTimeout,
			// The host stops reading at 64 MiB; under the race detector
			// the SDK decodes so slowly that the call timeout comes first.
			openErr: []string{"more than 64 MiB", "no answer within 20s"},
		},
		{
			name: "never answers initialize", args: func() []string { return []string{"silent"} }, deadline: 3 * time.Second,
			openErr: []string{"no answer within 3s"},
		},
		{
			// Last: it is the one row the listener may see.
			name: "loopback connect, network allowed for the root", args: func() []string { return []string{"connect", env.addr} },
			sandbox: Sandbox{NetworkRoots: []string{root}}, deadline: 10 * time.Second,
			during: func(t *testing.T, p *Process, stderr string) {
				if !strings.Contains(stderr, "sent 11264 bytes: <nil>") {
					t.Errorf("connect from a jail with the host's network: %s", stderr)
				}
			},
			after: func(t *testing.T) {
				if n := env.accepted.Load(); n != 1 {
					t.Errorf("the listener accepted %d connections, want the one", n)
				}
			},
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			argv := append([]string{mcpservertest.HostileCommand}, tt.args()...)
			start := time.Now()
			if tt.during != nil {
				p, err := StartProcess(dir, argv, DefaultLimits, tt.sandbox)
				if err != nil {
					t.Fatal(err)
				}
				t.Cleanup(p.Kill)
				tt.during(t, p, waitReady(t, p, tt.deadline))
				p.Stop(time.Second)
			} else {
				ctx, cancel := context.WithTimeout(context.Background(), tt.deadline+grace)
				defer cancel()
				s, err := Open(ctx, Target{Dir: dir, Command: argv}, Options{CallTimeout: tt.deadline, StartTimeout: tt.deadline, Sandbox: tt.sandbox})
				if err == nil {
					s.Close()
					t.Fatal("the session opened")
				}
				if !errors.Is(err, ErrServer) || !slices.ContainsFunc(tt.openErr, func(w string) bool { return strings.Contains(err.Error(), w) }) {
					t.Errorf("open: %v; want ErrServer saying one of %q", err, tt.openErr)
				}
				t.Logf("open: %v", err)
			}
			pausetest.WaitFor(t, 10*time.Second, func() error {
				if left := leftovers(root); len(left) > 0 {
					return fmt.Errorf("processes %v left behind", left)
				}
				return nil
			})
			took := time.Since(start)
			if took > tt.deadline+grace {
				t.Errorf("took %v, more than its deadline %v plus %v", took, tt.deadline, grace)
			}
			if tt.after != nil {
				tt.after(t)
			}
			t.Logf("%s: ended in %v, nothing left", tt.name, took.Round(time.Millisecond))
		})
	}
}

// helperEnv makes the test binary a witness that starts a jailed server
// (TestMain): the test kills it and looks for what survived.
const helperEnv = "TRIBUNAL_MCPSERVER_JAIL_WITNESS"

// jailWitness is that witness: it starts the hostile setsid server in the
// product root dir, says "ready" on stdout once the server has started its
// child, and waits to be killed.
func jailWitness(dir string) {
	p, err := StartProcess(dir, []string{mcpservertest.HostileCommand, "setsid"}, DefaultLimits, Sandbox{})
	if err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	for !strings.Contains(p.Stderr(), "ready\n") {
		time.Sleep(20 * time.Millisecond)
	}
	fmt.Println("ready")
	time.Sleep(10 * time.Minute)
}

// When the witness dies (SIGKILL: no Stop, no deferred cleanup), the jail
// dies with it, the setsid child included.
func TestJailDiesWithTheWitness(t *testing.T) {
	dir := hostileProduct(t)
	root, _ := filepath.EvalSymlinks(dir)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), helperEnv+"="+dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Wait()
	defer cmd.Process.Kill()
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil || line != "ready\n" {
		t.Fatalf("the witness said %q (%v)", line, err)
	}
	if n := len(leftovers(root)); n < 3 {
		t.Fatalf("%d processes of the jail before the witness died, want bwrap, init, the server and its child", n)
	}
	must(t, cmd.Process.Signal(syscall.SIGKILL))
	pausetest.WaitFor(t, 10*time.Second, func() error {
		if left := leftovers(root); len(left) > 0 {
			return fmt.Errorf("processes %v outlived the witness", left)
		}
		return nil
	})
}

// Where the jail cannot be built, nothing runs and the reason is one line:
// no bubblewrap; a product root the jail's user cannot reach (a witness
// running as root).
func TestJailRefuses(t *testing.T) {
	dir := product(t)
	t.Run("no bubblewrap", func(t *testing.T) {
		saved := bwrapPath
		bwrapPath = filepath.Join(t.TempDir(), "bwrap")
		defer func() { bwrapPath = saved }()
		_, err := StartProcess(dir, []string{mcpservertest.Command}, DefaultLimits, Sandbox{})
		if !errors.Is(err, ErrNoJail) || !errors.Is(err, ErrServer) || strings.Contains(err.Error(), "\n") || !strings.Contains(err.Error(), "apt-get install bubblewrap") {
			t.Errorf("start: %v; want one line of ErrNoJail naming the package", err)
		}
		if err := CheckJail(context.Background()); !errors.Is(err, ErrNoJail) || strings.Contains(err.Error(), "\n") {
			t.Errorf("check: %v; want one line of ErrNoJail", err)
		}
		// Containment needs no jail: the operator's explicit choice.
		p, err := StartProcess(dir, []string{mcpservertest.Command}, DefaultLimits, Sandbox{Mode: ModeContainment})
		if err != nil {
			t.Fatalf("containment: %v", err)
		}
		p.Kill()
	})
	t.Run("root unreachable", func(t *testing.T) {
		if os.Geteuid() != 0 {
			return // only a root witness runs its jails as another user
		}
		closed := filepath.Join(t.TempDir(), "closed")
		must(t, os.Mkdir(closed, 0o700))
		inner := filepath.Join(closed, "product")
		must(t, mcpservertest.Product(inner))
		must(t, os.Chmod(closed, 0o700))
		_, err := StartProcess(inner, []string{mcpservertest.Command}, DefaultLimits, Sandbox{})
		if !errors.Is(err, ErrNoJail) || strings.Contains(err.Error(), "\n") || !strings.Contains(err.Error(), closed+" (mode 0700") {
			t.Errorf("start: %v; want one line naming %s", err, closed)
		}
	})
	t.Run("builds here", func(t *testing.T) {
		if err := CheckJail(context.Background()); err != nil {
			t.Errorf("this host is expected to build the jail (make deps installs bubblewrap): %v", err)
		}
	})
}

// The cost of the jail: the time to a running session (start,
// initialize, tools/list) with the test server, inside and outside the
// jail, alternating, median of ten each.
func TestJailStartCost(t *testing.T) {
	dir := product(t)
	var cost = map[SandboxMode][]time.Duration{}
	for i := 0; i < 10; i++ {
		for _, mode := range []SandboxMode{ModeJail, ModeContainment} {
			start := time.Now()
			s, err := Open(context.Background(), stdio(dir, "good"), Options{Sandbox: Sandbox{Mode: mode}})
			if err != nil {
				t.Fatal(err)
			}
			cost[mode] = append(cost[mode], time.Since(start))
			s.Close()
		}
	}
	median := func(d []time.Duration) time.Duration {
		d = slices.Clone(d)
		slices.Sort(d)
		return (d[len(d)/2-1] + d[len(d)/2]) / 2
	}
	jail, plain := median(cost[ModeJail]), median(cost[ModeContainment])
	t.Logf("start to a listed session, median of 10: jail %v, containment %v (+%v)", jail.Round(100*time.Microsecond), plain.Round(100*time.Microsecond), (jail - plain).Round(100*time.Microsecond))
	if jail > 2*time.Second {
		t.Errorf("a jailed server takes %v to start, want well under 2 s", jail)
	}
}

// The third-party server (node, nobody here wrote it) runs in the jail as
// it is: it lists its tool, serves its ui:// resource and answers the
// model's call with the time.
func TestJailThirdPartyServer(t *testing.T) {
	dir, err := mcpservertest.ThirdPartyDir()
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(dir, "app.json"))
	if err != nil {
		t.Fatal(err)
	}
	var app events.MCPApp
	if err := events.DecodeStrict(b, &app); err != nil {
		t.Fatal(err)
	}
	s := open(t, Target{Dir: dir, Command: mcpservertest.ThirdPartyCommand}, Options{})
	got, err := s.Resolve(context.Background(), &app)
	if err != nil {
		t.Fatalf("%v (stderr: %s)", err, s.proc.Stderr())
	}
	if got.App.MIMEType != events.MCPAppMIMEType || !strings.HasPrefix(got.App.URI, "ui://") || len(got.App.HTML) < 100 {
		t.Errorf("resource %s %q, %d bytes of HTML", got.App.URI, got.App.MIMEType, len(got.App.HTML))
	}
	if r := got.App.Tool.Result; len(r.Content) == 0 || !strings.Contains(r.Content[0].Text, "T") || !strings.HasSuffix(r.Content[0].Text, "Z") {
		t.Errorf("get-time answered %+v", r)
	}
	if s.proc == nil || len(inNamespace(jailNS(t, s.proc))) < 2 {
		t.Error("the server is not in a jail of its own")
	}
}

// Two jailed processes of the nondeterministic test server answer
// differently, as the fold's test needs, though each is pid 2 of its own
// jail.
func TestJailNondeterministicServersDiffer(t *testing.T) {
	dir := product(t)
	var answers []string
	for i := 0; i < 2; i++ {
		s := open(t, stdio(dir, "nondeterministic"), Options{})
		raw, err := s.Forward(context.Background(), "tools/call", []byte(`{"name":"get_forecast"}`))
		if err != nil {
			t.Fatal(err)
		}
		answers = append(answers, string(raw))
		s.Close()
	}
	if answers[0] == answers[1] {
		t.Errorf("both servers answered %s", answers[0])
	}
}
