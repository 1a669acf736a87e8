package mcpserver

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// The jail is Debian's bubblewrap (bwrap), not namespaces set up here:
// building a mount namespace needs code between clone and exec (bind
// mounts, /proc, pivot_root), which Go's os/exec cannot run, so doing it
// ourselves means a re-executed helper in every binary that links this
// package. bwrap does exactly that job, is small, runs without setuid on
// a kernel with user namespaces, and is what Flatpak confines untrusted
// applications with.
// (Variables for the test that takes bwrap away.)
var (
	bwrapPath   = "/usr/bin/bwrap"
	prlimitPath = "/usr/bin/prlimit"
)

// JailUID is the host uid (and gid) a witness running as root runs its
// jails as: RLIMIT_NPROC never binds a process whose real uid is root,
// even inside a user namespace, so a root-owned jail would have no bound
// on a fork bomb. (A witness of its own user runs jails as that user:
// unprivileged user namespaces map only the caller.) The product root
// must then be readable by this uid, and every directory above it
// searchable.
const JailUID = 65534

// jailTmpBytes is the size of the jail's private /tmp (a tmpfs).
const jailTmpBytes = 64 << 20

// jailEtc are the host's /etc files a server may need, bound read-only
// when present: the dynamic linker's cache, TLS roots, Debian's
// alternatives (many /usr/bin commands are links through it). jailNetEtc
// are added for a server that shares the host's network.
var (
	jailEtc    = []string{"/etc/ld.so.cache", "/etc/ssl", "/etc/ca-certificates", "/etc/alternatives"}
	jailNetEtc = []string{"/etc/resolv.conf", "/etc/hosts", "/etc/host.conf", "/etc/gai.conf", "/etc/nsswitch.conf"}
	// jailSystem are the top-level system directories of a merged-/usr
	// (or not) Debian: symbolic links are recreated, directories bound
	// read-only.
	jailSystem = []string{"/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"}
)

// jailCommand makes cmd run exe (the resolved argv[0], inside root) with
// argv's arguments in the jail: bubblewrap with new user, pid, mount,
// ipc, uts and cgroup namespaces, and a network namespace of its own
// unless network; inside, /usr and the system directories read-only, a
// few /etc files, synthetic /etc/passwd and /etc/group naming the jail's
// user, its own /proc, a /dev of null, zero and urandom, a private /tmp
// (HOME and TMPDIR), the product root read-only at its own path as the
// working directory, and everything else of the root file system
// read-only and empty. bwrap's own init is the pid namespace's pid 1 and
// dies with bwrap (and bwrap with the witness): then the kernel kills
// every process of the namespace. The limits are set by prlimit inside
// the user namespace, just before exec: RLIMIT_NPROC there counts the
// jail's tasks only.
func jailCommand(cmd *exec.Cmd, root, exe string, argv []string, lim Limits, network bool) error {
	if err := jailTools(); err != nil {
		return err
	}
	uid, gid := os.Geteuid(), os.Getegid()
	var cred *syscall.Credential
	if uid == 0 {
		uid, gid = JailUID, JailUID
		cred = &syscall.Credential{Uid: JailUID, Gid: JailUID}
		if err := searchableBy(root, JailUID, JailUID); err != nil {
			return err
		}
	}
	passwd, err := dataFile(fmt.Sprintf("mcp:x:%d:%d:MCP server:/tmp:/usr/sbin/nologin\n", uid, gid))
	if err != nil {
		return err
	}
	group, err := dataFile(fmt.Sprintf("mcp:x:%d:\n", gid))
	if err != nil {
		passwd.Close()
		return err
	}
	a := []string{"bwrap", "--unshare-user", "--unshare-pid", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try"}
	if !network {
		a = append(a, "--unshare-net")
	}
	a = append(a, "--disable-userns", "--die-with-parent", "--new-session", "--hostname", "tribunal-mcp", "--clearenv")
	for _, kv := range append(append([]string(nil), Env...), "HOME=/tmp", "TMPDIR=/tmp") {
		k, v, _ := strings.Cut(kv, "=")
		a = append(a, "--setenv", k, v)
	}
	a = append(a, "--ro-bind", "/usr", "/usr")
	for _, d := range jailSystem {
		st, err := os.Lstat(d)
		switch {
		case err != nil:
		case st.Mode()&os.ModeSymlink != 0:
			if target, err := os.Readlink(d); err == nil {
				a = append(a, "--symlink", target, d)
			}
		case st.IsDir():
			a = append(a, "--ro-bind", d, d)
		}
	}
	etc := jailEtc
	if network {
		etc = append(append([]string(nil), jailEtc...), jailNetEtc...)
	}
	for _, f := range etc {
		a = append(a, "--ro-bind-try", f, f)
	}
	// ExtraFiles are the child's fds 3 and 4.
	a = append(a, "--ro-bind-data", "3", "/etc/passwd", "--ro-bind-data", "4", "/etc/group",
		"--proc", "/proc",
		"--tmpfs", "/dev", "--dev-bind", "/dev/null", "/dev/null", "--dev-bind", "/dev/zero", "/dev/zero",
		"--dev-bind", "/dev/urandom", "/dev/urandom", "--symlink", "/proc/self/fd", "/dev/fd",
		"--symlink", "/proc/self/fd/0", "/dev/stdin", "--symlink", "/proc/self/fd/1", "/dev/stdout",
		"--symlink", "/proc/self/fd/2", "/dev/stderr", "--remount-ro", "/dev",
		"--size", strconv.Itoa(jailTmpBytes), "--perms", "1777", "--tmpfs", "/tmp",
		// After /tmp: a product root below /tmp is mounted inside it.
		"--ro-bind", root, root, "--chdir", root,
		"--remount-ro", "/",
		"--", prlimitPath, "--core=0")
	for _, l := range []struct {
		name string
		v    uint64
	}{{"cpu", lim.CPUSeconds}, {"data", lim.DataBytes}, {"fsize", lim.FileBytes}, {"nofile", lim.OpenFiles}, {"nproc", lim.Processes}} {
		if l.v != 0 {
			a = append(a, "--"+l.name+"="+strconv.FormatUint(l.v, 10))
		}
	}
	a = append(append(a, "--", exe), argv[1:]...)
	cmd.Path, cmd.Args, cmd.Dir, cmd.Env = bwrapPath, a, "/", []string{}
	cmd.ExtraFiles = []*os.File{passwd, group}
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL, Credential: cred}
	return nil
}

// jailTools: bwrap and prlimit are installed.
func jailTools() error {
	for _, p := range []string{bwrapPath, prlimitPath} {
		if st, err := os.Stat(p); err != nil || st.Mode().Perm()&0o111 == 0 {
			hint := ""
			if p == bwrapPath {
				hint = " (Debian: apt-get install bubblewrap)"
			}
			return fmt.Errorf("%w: %s is missing%s", ErrNoJail, p, hint)
		}
	}
	return nil
}

// searchableBy: uid (with gid, no other groups) can search every directory
// from / down to root and list root, by the mode bits (as bwrap, running
// as uid, must to bind it).
func searchableBy(root string, uid, gid uint32) error {
	for p := root; ; p = filepath.Dir(p) {
		var st syscall.Stat_t
		if err := syscall.Stat(p, &st); err != nil {
			return fmt.Errorf("%w: %w", ErrNoJail, err)
		}
		need, what := uint32(0o1), "searchable"
		if p == root {
			need, what = 0o5, "readable"
		}
		bits := st.Mode & 0o7
		switch {
		case st.Uid == uid:
			bits = st.Mode >> 6 & 0o7
		case st.Gid == gid:
			bits = st.Mode >> 3 & 0o7
		}
		if bits&need != need {
			return fmt.Errorf("%w: %s (mode %04o, owner %d) is not %s by uid %d, which a witness running as root runs its jails as",
				ErrNoJail, p, st.Mode&0o7777, st.Uid, what, uid)
		}
		if p == "/" || p == "." {
			return nil
		}
	}
}

// dataFile is a pipe holding s, its write end closed: bwrap reads it
// whole into a read-only file of the jail.
func dataFile(s string) (*os.File, error) {
	r, w, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	// Far below the pipe's buffer: the write does not block.
	_, err = w.WriteString(s)
	if cerr := w.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		r.Close()
		return nil, err
	}
	return r, nil
}

// CheckJail builds a jail on this host and runs /usr/bin/true in it: nil
// when stdio servers can run jailed, else ErrNoJail with the reason in
// one line. A witness calls it at start when it may run stdio servers.
func CheckJail(ctx context.Context) error {
	dir, err := os.MkdirTemp("", "tribunal-jail-check-")
	if err != nil {
		return fmt.Errorf("%w: %w", ErrNoJail, err)
	}
	defer os.RemoveAll(dir)
	// MkdirTemp's 0700 would keep a root witness's jail user out.
	if err := os.Chmod(dir, 0o755); err != nil {
		return fmt.Errorf("%w: %w", ErrNoJail, err)
	}
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, bwrapPath)
	if err := jailCommand(cmd, dir, "/usr/bin/true", []string{"true"}, DefaultLimits, false); err != nil {
		if errors.Is(err, ErrNoJail) {
			return err
		}
		return fmt.Errorf("%w: %w", ErrNoJail, err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err = cmd.Run()
	for _, f := range cmd.ExtraFiles {
		f.Close()
	}
	if err != nil {
		why := strings.Join(strings.Fields(stderr.String()), " ")
		if why == "" {
			why = err.Error()
		}
		return fmt.Errorf("%w: bubblewrap: %s", ErrNoJail, clip(why, 300))
	}
	return nil
}

// killGroup sends SIGKILL to the server's process group.
func (p *Process) killGroup() {
	_ = syscall.Kill(-p.cmd.Process.Pid, syscall.SIGKILL)
}
