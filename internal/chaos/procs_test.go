package chaos

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"
)

// proc is one process of the run, started in its endpoint's namespace
// (ip netns exec replaces itself with the binary, so the pid is the
// binary's), its output appended to its log. It dies with the test
// (Pdeathsig), so that a run killed by its timeout leaves no process.
type proc struct {
	name, endpoint, log string
	bin                 string
	args                []string
	env                 []string // added to the test's environment

	mu   sync.Mutex
	cmd  *exec.Cmd
	done chan struct{}
	err  error
}

func (p *proc) start(n *Net) error {
	f, err := os.OpenFile(p.log, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	cmd := n.Command(p.endpoint, p.bin, p.args...)
	cmd.Dir = repoRoot
	if p.env != nil {
		cmd.Env = append(os.Environ(), p.env...)
	}
	cmd.Stdout, cmd.Stderr = f, f
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		f.Close()
		return fmt.Errorf("starting %s: %w", p.name, err)
	}
	done := make(chan struct{})
	p.mu.Lock()
	p.cmd, p.done, p.err = cmd, done, nil
	p.mu.Unlock()
	go func() {
		err := cmd.Wait()
		f.Close()
		p.mu.Lock()
		p.err = err
		p.mu.Unlock()
		close(done)
	}()
	return nil
}

func (p *proc) running() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.done == nil {
		return false
	}
	select {
	case <-p.done:
		return false
	default:
		return true
	}
}

func (p *proc) signal(sig syscall.Signal) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.cmd == nil || p.cmd.Process == nil {
		return fmt.Errorf("%s: not started", p.name)
	}
	return p.cmd.Process.Signal(sig)
}

func (p *proc) wait() {
	p.mu.Lock()
	done := p.done
	p.mu.Unlock()
	if done != nil {
		<-done
	}
}

// kill SIGKILLs the process and waits for it.
func (p *proc) kill() {
	if !p.running() {
		return
	}
	_ = p.signal(syscall.SIGKILL)
	p.wait()
}

// stop asks for an orderly exit (SIGTERM) and waits at most d, then kills.
func (p *proc) stop(d time.Duration) error {
	if !p.running() {
		return nil
	}
	_ = p.signal(syscall.SIGCONT)
	_ = p.signal(syscall.SIGTERM)
	p.mu.Lock()
	done := p.done
	p.mu.Unlock()
	select {
	case <-done:
		p.mu.Lock()
		defer p.mu.Unlock()
		if p.err != nil {
			return fmt.Errorf("%s exited with %v after SIGTERM", p.name, p.err)
		}
		return nil
	case <-time.After(d):
		p.kill()
		return fmt.Errorf("%s did not stop within %s of SIGTERM", p.name, d)
	}
}

func tailFile(path string, n int) string {
	data, _ := os.ReadFile(path)
	lines := strings.Split(strings.TrimRight(string(data), "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// buildBinaries builds the daemons and the module's own nats-server
// into dir.
func buildBinaries(dir string) error {
	// ledgerd with the clock-jump failpoint (internal/ledger,
	// clock_chaos.go), which no shipped build has.
	for _, a := range [][]string{
		{"build", "-tags", ChaosClockTag, "-o", dir + string(filepath.Separator), "./cmd/ledgerd"},
		{"build", "-o", dir + string(filepath.Separator), "./cmd/witness-w1", "./cmd/witness-w2"},
		{"build", "-o", filepath.Join(dir, "nats-server"), "github.com/nats-io/nats-server/v2"},
	} {
		cmd := exec.Command("go", a...)
		cmd.Dir = repoRoot
		if out, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("go %s: %v\n%s", strings.Join(a, " "), err, out)
		}
	}
	return nil
}
