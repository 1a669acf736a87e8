package mcpserver

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// ErrRefused: the command is not one the operator's product root allows
// (not a file inside the root, symlinks resolved). A witness reports it
// as PRODUCT_ROOT_NOT_ALLOWED, like a product outside the roots.
var ErrRefused = errors.New("mcp server command refused")

// Limits are the resource limits of a stdio server process (setrlimit;
// zero leaves one as the witness has it). See DefaultLimits.
type Limits struct {
	// Processes is RLIMIT_NPROC, set inside the jail's user namespace,
	// where it counts the jail's own tasks (threads included) only: the
	// bound of a fork bomb. Containment mode does not set it (outside a
	// user namespace it would count every process of the witness's
	// user).
	Processes uint64
	// CPUSeconds is RLIMIT_CPU: CPU time, all threads together.
	CPUSeconds uint64
	// DataBytes is RLIMIT_DATA: the heap and every private writable
	// mapping.
	DataBytes uint64
	// FileBytes is RLIMIT_FSIZE: the largest file it may write.
	FileBytes uint64
	// OpenFiles is RLIMIT_NOFILE.
	OpenFiles uint64
}

// DefaultLimits: generous for a server answering a handful of calls (node
// runs about a dozen threads, a Go server about as many), and small
// enough that a runaway one cannot take the witness host down with it.
// Core dumps are always off.
var DefaultLimits = Limits{CPUSeconds: 120, DataBytes: 4 << 30, FileBytes: 64 << 20, OpenFiles: 1024, Processes: 128}

// SandboxMode is how a stdio server is confined (docs/MCP-APPS.md, "The
// stdio sandbox").
type SandboxMode string

const (
	// ModeJail runs the server in its own user, pid, mount, network, ipc
	// and uts namespaces (bubblewrap): it sees its product root read-only,
	// a private /tmp and the system's libraries, and nothing else of the
	// host. The default; where the host cannot build it, servers do not
	// run (ErrNoJail).
	ModeJail SandboxMode = "jail"
	// ModeContainment is the operator's explicit choice to run servers
	// without the jail: a process group, a cleared environment and
	// resource limits, as the witness's own user, seeing what it sees.
	ModeContainment SandboxMode = "containment"
)

// ParseSandboxMode reads the operator's --mcp-sandbox value.
func ParseSandboxMode(s string) (SandboxMode, error) {
	switch m := SandboxMode(s); m {
	case ModeJail, ModeContainment:
		return m, nil
	}
	return "", fmt.Errorf("%w: %q: want %s or %s", ErrSandboxMode, s, ModeJail, ModeContainment)
}

// ErrSandboxMode: a --mcp-sandbox value that is not a mode.
var ErrSandboxMode = errors.New("unknown MCP sandbox mode")

// ErrNoJail: this host cannot build the jail (no bubblewrap, no user
// namespaces, a product root the jail's user cannot read). Server mode
// then refuses to run stdio servers rather than run them unconfined.
var ErrNoJail = errors.New("the stdio MCP server jail cannot be built")

// Sandbox is the operator's sandbox policy for stdio servers. The zero
// value is the jail without network.
type Sandbox struct {
	// Mode is ModeJail ("" too) or ModeContainment.
	Mode SandboxMode
	// NetworkRoots are directories (absolute, symlinks resolved) whose
	// servers share the witness host's network — all of it, loopback
	// included; there is no per-host filter. Every other jailed server
	// has a network namespace with nothing but its own loopback.
	NetworkRoots []string
}

func (sb Sandbox) jailed() bool { return sb.Mode != ModeContainment }

// mode names how a server in root runs, for the log: "jail",
// "jail+network" or "containment".
func (sb Sandbox) mode(root string) string {
	switch {
	case !sb.jailed():
		return string(ModeContainment)
	case sb.network(root):
		return string(ModeJail) + "+network"
	}
	return string(ModeJail)
}

// network: the root's servers share the host's network.
func (sb Sandbox) network(root string) bool {
	for _, d := range sb.NetworkRoots {
		if rel, err := filepath.Rel(d, root); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return true
		}
	}
	return false
}

// Env is the whole environment of a stdio server: nothing of the
// witness's (its deployment paths, credentials files, TRIBUNAL_*
// variables) is passed on. HOME and TMPDIR are added per process.
var Env = []string{"PATH=/usr/local/bin:/usr/bin:/bin", "LANG=C.UTF-8", "TZ=UTC"}

// maxOutput bounds what a server may write to its stdout over a session;
// maxStderr is how much of its stderr is kept (the end).
const (
	maxOutput = 64 << 20
	maxStderr = 8 << 10
)

// Process is one sandboxed stdio server.
type Process struct {
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	stdout io.ReadCloser
	stderr *tail
	root   string  // the product root, symlinks resolved
	home   string  // containment mode's HOME on the host; "" in the jail
	limits *Limits // set by prlimit(2) after start (containment mode)

	done    chan struct{} // closed when the process has been waited for
	waitErr error
	stop    sync.Once
}

// ResolveCommand finds the executable of argv inside the product root
// dir: argv[0] is a relative path, resolved against the root with every
// symlink followed, and it must be a regular executable file inside the
// root. There is no PATH lookup and no shell. The root is returned with its
// symlinks resolved too.
func ResolveCommand(dir string, argv []string) (root, exe string, err error) {
	if len(argv) == 0 || argv[0] == "" {
		return "", "", fmt.Errorf("%w: no command", ErrRefused)
	}
	if !filepath.IsAbs(dir) {
		return "", "", fmt.Errorf("%w: product root %q is not absolute", ErrRefused, dir)
	}
	root, err = filepath.EvalSymlinks(dir)
	if err != nil {
		return "", "", fmt.Errorf("%w: product root: %w", ErrRefused, err)
	}
	if filepath.IsAbs(argv[0]) {
		return "", "", fmt.Errorf("%w: %q: the command is a path relative to the product root", ErrRefused, argv[0])
	}
	exe, err = filepath.EvalSymlinks(filepath.Join(root, filepath.FromSlash(argv[0])))
	if err != nil {
		return "", "", fmt.Errorf("%w: %q is not a file in the product root (commands run from the product root only, without a PATH lookup): %w", ErrRefused, argv[0], err)
	}
	if rel, err := filepath.Rel(root, exe); err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", "", fmt.Errorf("%w: %q resolves to %s, outside the product root", ErrRefused, argv[0], exe)
	}
	st, err := os.Stat(exe)
	if err != nil {
		return "", "", fmt.Errorf("%w: %w", ErrRefused, err)
	}
	if !st.Mode().IsRegular() || st.Mode().Perm()&0o111 == 0 {
		return "", "", fmt.Errorf("%w: %q is not an executable file", ErrRefused, argv[0])
	}
	return root, exe, nil
}

// StartProcess starts argv in the product root dir, sandboxed (see
// docs/MCP-APPS.md, "The stdio sandbox"): the executable resolved by
// ResolveCommand; the root as its working directory; Env plus HOME and
// TMPDIR; stdin and stdout its JSON-RPC pipes, stderr kept (the last 8
// KiB) for the reason it failed; no other file descriptor; its own process
// group, which Stop kills; the kernel's SIGKILL if the witness dies first
// (Linux); lim applied before the server has read its first request.
//
// In the jail (sb.Mode ModeJail, the default) it runs under bubblewrap in
// namespaces of its own (jail_linux.go), HOME and TMPDIR its private /tmp;
// a host that cannot build the jail is ErrNoJail, and nothing runs. In
// containment mode HOME and TMPDIR are a fresh private directory of the
// host's, removed when it stops.
func StartProcess(dir string, argv []string, lim Limits, sb Sandbox) (*Process, error) {
	root, exe, err := ResolveCommand(dir, argv)
	if err != nil {
		return nil, err
	}
	p := &Process{root: root, stderr: &tail{max: maxStderr}, done: make(chan struct{})}
	cmd := &exec.Cmd{
		Stderr: p.stderr,
		// A grandchild that keeps stderr open must not keep Wait waiting.
		WaitDelay: 2 * time.Second,
	}
	if sb.jailed() {
		if err := jailCommand(cmd, root, exe, argv, lim, sb.network(root)); err != nil {
			return nil, fmt.Errorf("%w: %w", ErrServer, err)
		}
	} else {
		home, err := os.MkdirTemp("", "tribunal-mcp-server-")
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrServer, err)
		}
		p.home, p.limits = home, &lim
		cmd.Path, cmd.Args, cmd.Dir = exe, append([]string(nil), argv...), root
		cmd.Env = append(append([]string(nil), Env...), "HOME="+home, "TMPDIR="+home)
		cmd.SysProcAttr = sysProcAttr()
	}
	inR, inW, outR, outW, err := stdioPipes()
	if err != nil {
		p.cleanup(cmd)
		return nil, fmt.Errorf("%w: %w", ErrServer, err)
	}
	cmd.Stdin, cmd.Stdout = inR, outW
	p.stdin, p.stdout = inW, &limitedReader{r: outR, n: maxOutput}
	err = cmd.Start()
	// The server holds its own copies now; ours would keep the pipes open
	// (no EOF) after it exits.
	closeAll(inR, outW)
	p.closeExtra(cmd)
	if err != nil {
		closeAll(inW, outR)
		p.cleanup(cmd)
		return nil, fmt.Errorf("%w: starting %s: %w", ErrServer, argv[0], err)
	}
	p.cmd = cmd
	go func() {
		p.waitErr = cmd.Wait()
		close(p.done)
	}()
	// In the jail the limits are set inside it (jailCommand); here, on the
	// process itself, which has not been sent a request yet.
	if p.limits != nil {
		if err := setLimits(cmd.Process.Pid, lim); err != nil {
			p.Kill()
			return nil, fmt.Errorf("%w: the sandbox's limits: %w", ErrServer, err)
		}
	}
	return p, nil
}

// closeExtra closes our copies of the files handed to the child beyond
// stdio (the jail's /etc/passwd and /etc/group pipes).
func (p *Process) closeExtra(cmd *exec.Cmd) {
	for _, f := range cmd.ExtraFiles {
		_ = f.Close()
	}
}

// cleanup undoes what StartProcess prepared for a process that never ran.
func (p *Process) cleanup(cmd *exec.Cmd) {
	p.closeExtra(cmd)
	if p.home != "" {
		_ = os.RemoveAll(p.home)
	}
}

// stdioPipes are the server's stdin (inR, its end; inW, ours) and stdout
// (outR, ours; outW, its end). They are os.Pipe pairs, not exec's
// StdinPipe/StdoutPipe: Wait closes those as soon as the server exits, so
// a read racing it fails with "file already closed" (which looks like the
// host's own doing) instead of the EOF that says the server closed the
// connection. Our ends stay open until Stop closes them.
func stdioPipes() (inR, inW, outR, outW *os.File, err error) {
	if inR, inW, err = os.Pipe(); err != nil {
		return nil, nil, nil, nil, err
	}
	if outR, outW, err = os.Pipe(); err != nil {
		closeAll(inR, inW)
		return nil, nil, nil, nil, err
	}
	return inR, inW, outR, outW, nil
}

func closeAll(fs ...*os.File) {
	for _, f := range fs {
		_ = f.Close()
	}
}

// Pid is the process id (and process group id) of the server, or in the
// jail of the bubblewrap process outside it.
func (p *Process) Pid() int { return p.cmd.Process.Pid }

// Stdin and Stdout are the server's JSON-RPC pipes.
func (p *Process) Stdin() io.WriteCloser { return p.stdin }
func (p *Process) Stdout() io.ReadCloser { return p.stdout }

// Exited reports whether the server has exited, and how.
func (p *Process) Exited() (bool, string) {
	select {
	case <-p.done:
		if p.waitErr == nil {
			return true, "exit status 0"
		}
		return true, p.waitErr.Error()
	default:
		return false, ""
	}
}

// WaitExit waits up to d for the server to exit.
func (p *Process) WaitExit(d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-p.done:
		return true
	case <-t.C:
		return false
	}
}

// Stderr is the end of what the server wrote to stderr.
func (p *Process) Stderr() string { return p.stderr.String() }

// Stop ends the server: stdin closed (the MCP way of asking a stdio
// server to exit), up to grace for it to go, then SIGKILL to its whole
// process group — always, so that no child it started outlives the check;
// in the jail that ends bubblewrap's init, and with it every process of
// the jail's pid namespace, a setsid one too — and a containment-mode HOME
// removed. Safe to call more than once.
func (p *Process) Stop(grace time.Duration) {
	p.stop.Do(func() {
		_ = p.stdin.Close()
		p.WaitExit(grace)
		p.killGroup()
		p.WaitExit(5 * time.Second)
		_ = p.stdout.Close()
		if p.home != "" {
			_ = os.RemoveAll(p.home)
		}
	})
}

// Kill is Stop without the grace.
func (p *Process) Kill() { p.Stop(0) }

// tail keeps the last max bytes written to it.
type tail struct {
	mu  sync.Mutex
	max int
	b   []byte
	cut bool
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.b = append(t.b, p...)
	if len(t.b) > t.max {
		t.b = append(t.b[:0], t.b[len(t.b)-t.max:]...)
		t.cut = true
	}
	return len(p), nil
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	s := strings.ToValidUTF8(string(t.b), "\uFFFD")
	if t.cut {
		return "…" + s
	}
	return s
}

// limitedReader fails once more than n bytes were read: a server that
// floods its stdout ends its session instead of the witness's memory.
type limitedReader struct {
	r io.ReadCloser
	n int64
}

func (l *limitedReader) Read(p []byte) (int, error) {
	if l.n <= 0 {
		return 0, fmt.Errorf("the server wrote more than %d MiB to stdout", maxOutput>>20)
	}
	if int64(len(p)) > l.n {
		p = p[:l.n]
	}
	n, err := l.r.Read(p)
	l.n -= int64(n)
	return n, err
}

func (l *limitedReader) Close() error { return l.r.Close() }
