package atomicfile

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The crash tests run the test binary itself as a child process that
// writes a file and is SIGKILLed part way: at a failpoint, in the middle
// of its bytes, or at a random moment. A killed process loses nothing the
// kernel already has, so this checks what other processes and the next
// run see, not what survives a power loss; the fsyncs are for that.
const (
	crashEnvPath   = "TRIBUNAL_ATOMICFILE_CRASH_CHILD"  // target path; set only in the child
	crashEnvWriter = "TRIBUNAL_ATOMICFILE_CRASH_WRITER" // a writers name
	crashEnvAt     = "TRIBUNAL_ATOMICFILE_CRASH_AT"     // a failpoint, crashMidWrite, or crashLoop
)

const (
	// crashMidWrite: the child dies with half the bytes written.
	crashMidWrite = "midwrite"
	// crashLoop: the child writes oldContent and newContent in turn until
	// it is killed.
	crashLoop = "loop"
)

func TestMain(m *testing.M) {
	if path := os.Getenv(crashEnvPath); path != "" {
		crashChild(path, os.Getenv(crashEnvWriter), os.Getenv(crashEnvAt))
	}
	os.Exit(m.Run())
}

func killSelf() {
	syscall.Kill(os.Getpid(), syscall.SIGKILL)
	select {} // the signal is on its way
}

// crashChild is the child half of the crash tests. It never returns.
func crashChild(path, writer, at string) {
	die := func(format string, args ...any) {
		fmt.Fprintf(os.Stderr, "crash child: "+format+"\n", args...)
		os.Exit(3)
	}
	switch at {
	case crashLoop:
		for i := 0; ; i++ {
			data := oldContent
			if i%2 == 1 {
				data = newContent
			}
			if err := Write(path, data, 0o644); err != nil {
				die("%v", err)
			}
		}
	case crashMidWrite:
		WriteFunc(path, 0o644, func(w io.Writer) error {
			if _, err := w.Write(newContent[:len(newContent)/2]); err != nil {
				die("%v", err)
			}
			killSelf()
			return nil
		})
		die("WriteFunc returned")
	}
	h := failpointHook(func(point, _ string) error {
		if point == at {
			killSelf()
		}
		return nil
	})
	failpoint.Store(&h)
	for _, w := range writers {
		if w.name == writer {
			err := w.write(path)
			die("%s returned %v without reaching failpoint %s", writer, err, at)
		}
	}
	die("no writer %q", writer)
}

// runChild starts the child and returns it running.
func runChild(t *testing.T, path, writer, at string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), crashEnvPath+"="+path, crashEnvWriter+"="+writer, crashEnvAt+"="+at)
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return cmd
}

// checkKilled fails unless the child's Wait error says SIGKILL.
func checkKilled(t *testing.T, err error) {
	t.Helper()
	var ee *exec.ExitError
	if !errors.As(err, &ee) {
		t.Fatalf("child: %v, want it killed", err)
	}
	if ws, ok := ee.Sys().(syscall.WaitStatus); !ok || !ws.Signaled() || ws.Signal() != syscall.SIGKILL {
		t.Fatalf("child: %v, want it killed by SIGKILL", err)
	}
}

// checkLeftovers fails unless dir holds the target and at most one
// temporary file of it, which the next write does not mind.
func checkLeftovers(t *testing.T, dir string, wantTarget bool) {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	temps, target := 0, false
	for _, e := range ents {
		switch {
		case e.Name() == "target":
			target = true
		case strings.HasPrefix(e.Name(), ".target.tmp-"):
			temps++
		default:
			t.Errorf("unexpected file %s", e.Name())
		}
	}
	if target != wantTarget || temps > 1 {
		t.Errorf("directory holds target %v and %d temporary files, want target %v and at most one", target, temps, wantTarget)
	}
}

// TestCrashAtFailpoints kills a writer at each failpoint and in the middle
// of its bytes: the target is the old file (or none) or the complete new
// one, and the next write replaces it whole.
func TestCrashAtFailpoints(t *testing.T) {
	for _, w := range writers {
		for _, tc := range []struct {
			at    string
			isNew bool
		}{
			{crashMidWrite, false},
			{failWritten, false},
			{failSynced, false},
			{failPublished, true},
		} {
			if tc.at == crashMidWrite && w.name != "WriteFunc" {
				continue
			}
			t.Run(w.name+"/"+tc.at, func(t *testing.T) {
				dir := t.TempDir()
				path := filepath.Join(dir, "target")
				var old []byte
				if w.replaces {
					old = oldContent
					if err := os.WriteFile(path, old, 0o644); err != nil {
						t.Fatal(err)
					}
				}
				checkKilled(t, runChild(t, path, w.name, tc.at).Wait())
				want := old
				if tc.isNew {
					want = newContent
				}
				checkContent(t, path, want)
				checkLeftovers(t, dir, want != nil)

				if !w.replaces {
					os.Remove(path)
				}
				if err := w.write(path); err != nil {
					t.Fatal(err)
				}
				checkContent(t, path, newContent)
			})
		}
	}
}

// TestCrashAnywhere kills a process writing one file over and over at
// random moments: each time the file is one of the two contents, whole.
func TestCrashAnywhere(t *testing.T) {
	rounds := 30
	if testing.Short() {
		rounds = 5
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "target")
	if err := os.WriteFile(path, oldContent, 0o644); err != nil {
		t.Fatal(err)
	}
	for range rounds {
		cmd := runChild(t, path, "", crashLoop)
		time.Sleep(time.Duration(10+rand.IntN(40)) * time.Millisecond)
		cmd.Process.Signal(syscall.SIGKILL)
		checkKilled(t, cmd.Wait())
		got, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, oldContent) && !bytes.Equal(got, newContent) {
			t.Fatalf("after a kill the file holds %d bytes, neither content whole", len(got))
		}
	}
	// Each killed child may have left its temporary file.
	ents, _ := os.ReadDir(dir)
	if len(ents) > rounds+1 {
		t.Errorf("%d files after %d kills", len(ents), rounds)
	}
}
