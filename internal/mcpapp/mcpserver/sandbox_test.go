package mcpserver

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpserver/mcpservertest"
	"github.com/tribunal-dev/tribunal/internal/pause/pausetest"
)

// callText calls a tool of the server's and returns its first text.
func callText(t *testing.T, s *Server, tool string) string {
	t.Helper()
	raw, err := s.Forward(context.Background(), "tools/call", json.RawMessage(`{"name":"`+tool+`"}`))
	if err != nil {
		t.Fatal(err)
	}
	var r struct {
		Content []struct{ Text string } `json:"content"`
	}
	if err := json.Unmarshal(raw, &r); err != nil || len(r.Content) == 0 {
		t.Fatalf("%s answered %s (%v)", tool, raw, err)
	}
	return r.Content[0].Text
}

// The sandbox as the server sees it from inside, in both modes: the
// product root as its working directory, nothing of the witness's
// environment, a private HOME, the limits, a process group of its own. In
// the jail HOME is its private /tmp (and the process limit is set); in
// containment a private host directory, gone afterwards.
func TestSandboxFromInside(t *testing.T) {
	dir := product(t)
	t.Setenv("TRIBUNAL_SECRET_FOR_THE_TEST", "must not leak")
	for _, mode := range []SandboxMode{ModeJail, ModeContainment} {
		t.Run(string(mode), func(t *testing.T) {
			s := open(t, stdio(dir, "good"), Options{Sandbox: Sandbox{Mode: mode}})
			var rep struct {
				Cwd      string   `json:"cwd"`
				Env      []string `json:"env"`
				Limits   []string `json:"limits"`
				Pid      int      `json:"pid"`
				Pgid     int      `json:"pgid"`
				HomeMode string   `json:"home_mode"`
				Root     []string `json:"root_entries"`
				Dev      []string `json:"dev_entries"`
				Etc      []string `json:"etc_entries"`
				Procs    []string `json:"procs"`
				Sys      bool     `json:"sys"`
			}
			if err := json.Unmarshal([]byte(callText(t, s, "sandbox_report")), &rep); err != nil {
				t.Fatal(err)
			}
			root, _ := filepath.EvalSymlinks(dir)
			if rep.Cwd != root {
				t.Errorf("working directory %s, want the product root %s", rep.Cwd, root)
			}
			var home string
			var keys []string
			for _, kv := range rep.Env {
				k, v, _ := strings.Cut(kv, "=")
				keys = append(keys, k)
				if k == "HOME" {
					home = v
				}
			}
			slices.Sort(keys)
			wantKeys := []string{"HOME", "LANG", "PATH", "TMPDIR", "TZ"}
			if mode == ModeJail {
				// bwrap's --chdir sets PWD: the product root's path.
				wantKeys = []string{"HOME", "LANG", "PATH", "PWD", "TMPDIR", "TZ"}
			}
			if !slices.Equal(keys, wantKeys) {
				t.Errorf("environment %v, want exactly %v", rep.Env, wantKeys)
			}
			want := []string{
				limitLine("Max cpu time", DefaultLimits.CPUSeconds),
				limitLine("Max data size", DefaultLimits.DataBytes),
				limitLine("Max file size", DefaultLimits.FileBytes),
				limitLine("Max open files", DefaultLimits.OpenFiles),
				limitLine("Max core file size", 0),
			}
			switch mode {
			case ModeJail:
				if home != "/tmp" || rep.HomeMode != "-rwxrwxrwx" {
					t.Errorf("HOME %q (mode %s), want the jail's private /tmp", home, rep.HomeMode)
				}
				want = append(want, limitLine("Max processes", DefaultLimits.Processes))
				// Only what the jail mounts: no deployment directory, no
				// home, no /sys, no host process, no device but three.
				wantRoot := []string{"dev", "etc", "proc", "tmp", "usr"}
				for _, d := range jailSystem {
					if _, err := os.Lstat(d); err == nil {
						wantRoot = append(wantRoot, d[1:])
					}
				}
				slices.Sort(wantRoot)
				if !slices.Equal(rep.Root, wantRoot) {
					t.Errorf("/ holds %v, want %v", rep.Root, wantRoot)
				}
				if want := []string{"fd", "null", "stderr", "stdin", "stdout", "urandom", "zero"}; !slices.Equal(rep.Dev, want) {
					t.Errorf("/dev holds %v, want %v", rep.Dev, want)
				}
				for _, e := range rep.Etc {
					if !slices.Contains([]string{"alternatives", "ca-certificates", "group", "ld.so.cache", "passwd", "ssl"}, e) {
						t.Errorf("/etc holds %s", e)
					}
				}
				if rep.Sys || len(rep.Procs) > 2 {
					t.Errorf("/sys there: %v; /proc lists processes %v, want only the jail's init and the server", rep.Sys, rep.Procs)
				}
			default:
				if home == "" || strings.HasPrefix(home, root) || rep.HomeMode != "-rwx------" {
					t.Errorf("HOME %q (mode %s), want a private directory outside the root", home, rep.HomeMode)
				}
			}
			switch {
			case mode == ModeJail && rep.Pid != 2:
				// Its own pid namespace: bwrap's init is 1, the server 2.
				t.Errorf("pid %d in the jail, want 2", rep.Pid)
			case mode == ModeContainment && rep.Pgid != rep.Pid:
				t.Errorf("process group %d, want its own (%d)", rep.Pgid, rep.Pid)
			}
			limits := strings.Join(rep.Limits, "\n")
			for _, w := range want {
				if !containsFields(limits, w) {
					t.Errorf("limits lack %q:\n%s", w, limits)
				}
			}
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			if mode == ModeContainment {
				if _, err := os.Stat(home); !errors.Is(err, os.ErrNotExist) {
					t.Errorf("HOME %s still there after the server stopped (%v)", home, err)
				}
			}
		})
	}
}

func limitLine(name string, v uint64) string {
	return name + " " + strconv.FormatUint(v, 10) + " " + strconv.FormatUint(v, 10)
}

// containsFields: some line of text has the words of want, in order, as
// its first words (whitespace collapsed).
func containsFields(text, want string) bool {
	w := strings.Fields(want)
	for _, l := range strings.Split(text, "\n") {
		f := strings.Fields(l)
		if len(f) >= len(w) && slices.Equal(f[:len(w)], w) {
			return true
		}
	}
	return false
}

// A child the server starts dies with it: in containment the whole
// process group is killed when the session ends; in the jail the whole
// pid namespace.
func TestSandboxKillsTheGroup(t *testing.T) {
	dir := product(t)
	for _, mode := range []SandboxMode{ModeJail, ModeContainment} {
		t.Run(string(mode), func(t *testing.T) {
			s := open(t, stdio(dir, "good"), Options{Sandbox: Sandbox{Mode: mode}})
			pid, err := strconv.Atoi(callText(t, s, "spawn_child"))
			if err != nil {
				t.Fatal(err)
			}
			server := s.proc.Pid()
			if mode == ModeJail {
				// The pid the server knows is the jail's own.
				ns := jailNS(t, s.proc)
				if n := len(inNamespace(ns)); n < 3 {
					t.Fatalf("%d processes in the jail, want its init, the server and the child", n)
				}
				s.Close()
				pausetest.WaitFor(t, 10*time.Second, func() error {
					if left := inNamespace(ns); len(left) > 0 || alive(server) {
						return fmt.Errorf("processes %v of the jail (bwrap %d alive %v) after the session ended", left, server, alive(server))
					}
					return nil
				})
				return
			}
			if !alive(pid) {
				t.Fatalf("the child %d is not running", pid)
			}
			s.Close()
			pausetest.WaitFor(t, 10*time.Second, func() error {
				if alive(pid) || alive(server) {
					return fmt.Errorf("child %d alive %v, server %d alive %v after the session ended", pid, alive(pid), server, alive(server))
				}
				return nil
			})
		})
	}
}

// alive: the process exists and is not a zombie.
func alive(pid int) bool {
	if syscall.Kill(pid, 0) != nil {
		return false
	}
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	// pid (comm) state ...: the state follows the last ')'.
	s := string(stat)
	i := strings.LastIndexByte(s, ')')
	return i < 0 || i+2 >= len(s) || s[i+2] != 'Z'
}

// Commands that are not a file inside the product root do not run.
func TestSandboxRefuses(t *testing.T) {
	dir := product(t)
	outside := t.TempDir()
	if err := mcpservertest.Product(outside); err != nil {
		t.Fatal(err)
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.Symlink(filepath.Join(outside, "forecast-server"), filepath.Join(dir, "link-out")))
	must(os.Symlink("forecast-server", filepath.Join(dir, "link-in")))
	must(os.WriteFile(filepath.Join(dir, "not-executable"), []byte("#!/bin/sh\n"), 0o644))
	must(os.Mkdir(filepath.Join(dir, "a-directory"), 0o755))
	for _, argv0 := range []string{"/bin/sh", "sh", "../" + filepath.Base(outside) + "/forecast-server", "link-out", "not-executable", "a-directory", "missing", ""} {
		_, _, err := ResolveCommand(dir, []string{argv0})
		if !errors.Is(err, ErrRefused) {
			t.Errorf("%q: %v, want ErrRefused", argv0, err)
		}
		if _, err := StartProcess(dir, []string{argv0}, DefaultLimits, Sandbox{}); !errors.Is(err, ErrRefused) {
			t.Errorf("start %q: %v, want ErrRefused", argv0, err)
		}
	}
	for _, argv0 := range []string{"./forecast-server", "forecast-server", "link-in", "dist/../forecast-server"} {
		if _, exe, err := ResolveCommand(dir, []string{argv0}); err != nil || filepath.Base(exe) != "forecast-server" {
			t.Errorf("%q: %s, %v", argv0, exe, err)
		}
	}
}

func TestTailAndLimitedReader(t *testing.T) {
	tl := &tail{max: 8}
	tl.Write([]byte("0123"))
	if tl.String() != "0123" {
		t.Errorf("tail %q", tl.String())
	}
	tl.Write([]byte("456789ab"))
	if tl.String() != "…456789ab" {
		t.Errorf("tail %q, want the last 8 bytes", tl.String())
	}
	lr := &limitedReader{r: io.NopCloser(strings.NewReader(strings.Repeat("x", 100))), n: 10}
	b, err := io.ReadAll(lr)
	if len(b) != 10 || err == nil || !strings.Contains(err.Error(), "more than") {
		t.Errorf("read %d bytes, %v; want 10 and the limit's error", len(b), err)
	}
}

// A server that has exited reads as the end of its stream and writes as a
// broken pipe — never as "file already closed", which the host takes for
// its own doing and would hide why the session ended.
func TestSandboxPipesOutliveTheServer(t *testing.T) {
	p, err := StartProcess(product(t), []string{mcpservertest.Command, "--variant", "crash"}, DefaultLimits, Sandbox{})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Kill()
	if !p.WaitExit(30 * time.Second) {
		t.Fatal("the crashing server did not exit")
	}
	if _, err := io.ReadAll(p.Stdout()); err != nil {
		t.Errorf("reading the exited server's stdout: %v, want its end (EOF)", err)
	}
	// In the jail bwrap may exit a moment before its init has closed
	// the server's stdin: until then a write lands in the pipe's buffer.
	var err2 error
	for end := time.Now().Add(5 * time.Second); err2 == nil && time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
		_, err2 = p.Stdin().Write([]byte("{}\n"))
	}
	if !errors.Is(err2, syscall.EPIPE) {
		t.Errorf("writing to the exited server: %v, want a broken pipe", err2)
	}
}
