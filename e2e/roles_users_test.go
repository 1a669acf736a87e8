package e2e

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/testenv"
	"github.com/tribunal-dev/tribunal/internal/testfs"
)

// roleUIDs are the uids TestRolesAsTheirOwnUsers runs each role as.
var roleUIDs = map[events.Role]int{
	events.RoleLedger: 64100, events.RoleW1: 64101, events.RoleW2: 64102,
	events.RoleJudge: 64103, events.RoleRequester: 64104,
}

// TestRolesAsTheirOwnUsers: one host, one user per role. "ledgerd init
// --users" gives each role its directory and keys; then ledgerd serve,
// both witnesses' serve (with Chromium), tribunal check and judge approve
// each run as their own non-root uid, from --dir alone: a request goes
// from open to seal, so every role can read what it needs. And the
// witness's user still cannot open the judge's or the ledger's key.
func TestRolesAsTheirOwnUsers(t *testing.T) {
	testenv.Short(t, "end-to-end: real Chromium and five processes, each as its own uid")
	t.Parallel()
	if os.Getuid() != 0 {
		testenv.Skip(t, "needs root to run each role as its own uid")
	}
	base := t.TempDir()
	testfs.Searchable(t, base)
	// The binaries where the roles' users can run them.
	bin := filepath.Join(base, "bin")
	if err := os.Mkdir(bin, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, b := range binaries {
		testfs.CopyFile(t, filepath.Join(binDir, b), filepath.Join(bin, b), 0o755)
	}
	var users []string
	for role, uid := range roleUIDs {
		users = append(users, fmt.Sprintf("%s=%d", role, uid))
		home := filepath.Join(base, "home-"+string(role))
		if err := os.Mkdir(home, 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.Chown(home, uid, uid); err != nil {
			t.Fatal(err)
		}
	}
	dir := filepath.Join(base, "deploy")
	mustRun(t, 0, "ledgerd", "init", "--dir", dir, "--users", strings.Join(users, ","), "--product-root", filepath.Join(repoRoot, "e2e", "testdata"))
	d, err := deploy.Load(dir)
	if err != nil {
		t.Fatal(err)
	}

	as := func(role events.Role, cmd *exec.Cmd) {
		uid := uint32(roleUIDs[role])
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: uid, Gid: uid}}
		cmd.Env = append(os.Environ(), "HOME="+filepath.Join(base, "home-"+string(role)), "TMPDIR=/tmp")
		cmd.Dir = repoRoot
	}
	var daemons []*daemon
	t.Cleanup(func() {
		for i := len(daemons) - 1; i >= 0; i-- {
			if err := daemons[i].stop(); err != nil {
				t.Errorf("%v\n%s", err, tail(daemons[i].log, 20))
			}
		}
	})
	start := func(role events.Role, name string, args ...string) {
		log := filepath.Join(base, name+".log")
		f, err := os.OpenFile(log, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
		if err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(filepath.Join(bin, name), args...)
		as(role, cmd)
		cmd.Stdout, cmd.Stderr = f, f
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		dm := &daemon{name: name, cmd: cmd, log: log, done: make(chan error, 1)}
		go func() { dm.done <- cmd.Wait(); f.Close() }()
		daemons = append(daemons, dm)
	}
	runAs := func(role events.Role, name string, args ...string) result {
		ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, filepath.Join(bin, name), args...)
		as(role, cmd)
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		err := cmd.Run()
		r := result{stdout: out.String(), stderr: errb.String()}
		if ee, ok := err.(*exec.ExitError); ok {
			r.code = ee.ExitCode()
		} else if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return r
	}

	start(events.RoleLedger, "ledgerd", "serve", "--dir", dir)
	for deadline := time.Now().Add(60 * time.Second); !portOpen(d.ListenAddr()); time.Sleep(100 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the ledger, as uid %d, never listened:\n%s", roleUIDs[events.RoleLedger], tail(daemons[0].log, 20))
		}
	}
	start(events.RoleW1, "witness-w1", "serve", "--dir", dir, "--jobs", "1")
	start(events.RoleW2, "witness-w2", "serve", "--dir", dir, "--jobs", "1")

	id := newID("users")
	r := runAs(events.RoleRequester, "tribunal", "check", "--dir", dir, "--skeleton", skeleton, "--url", siteURL(t, siteGood), "--request-id", id, "--json", "--timeout", "3m")
	if r.code != 0 {
		t.Fatalf("tribunal check as uid %d: exit %d\n%s\n%s\nw1:\n%s\nw2:\n%s", roleUIDs[events.RoleRequester], r.code, r.stdout, r.stderr,
			tail(daemons[1].log, 20), tail(daemons[2].log, 20))
	}
	if w := w3(t, r.stdout); w.Verdict != events.StatePassCandidate {
		t.Fatalf("check: %s %s", w.Verdict, w.Error)
	}
	if r := runAs(events.RoleJudge, "judge", "show", id, "--dir", dir); r.code != 0 {
		t.Fatalf("judge show: exit %d\n%s", r.code, r.stderr)
	}
	if r := runAs(events.RoleJudge, "judge", "approve", id, "--reason", "matches", "--dir", dir); r.code != 0 {
		t.Fatalf("judge approve: exit %d\n%s", r.code, r.stderr)
	}
	r = runAs(events.RoleRequester, "tribunal", "status", id, "--dir", dir, "--json")
	if w := w3(t, r.stdout); w.Verdict != events.StateSealedDeploy {
		t.Fatalf("after the approval: %s %s", w.Verdict, w.Error)
	}

	// What each process wrote is its own user's: the chain the ledger's,
	// W1's store W1's.
	for path, uid := range map[string]int{d.DB: roleUIDs[events.RoleLedger], filepath.Join(d.RoleDir(events.RoleW1), "state"): roleUIDs[events.RoleW1]} {
		st, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		if got := int(st.Sys().(*syscall.Stat_t).Uid); got != uid {
			t.Errorf("%s belongs to uid %d, want %d", path, got, uid)
		}
	}
	// And W1's user cannot read the judge's or the ledger's keys.
	for _, key := range []string{d.SigningKeyFile(events.RoleJudge), d.SigningKeyFile(events.RoleLedger), d.CheckpointKeyFile()} {
		cmd := exec.Command("/bin/cat", key)
		as(events.RoleW1, cmd)
		out, err := cmd.CombinedOutput()
		if err == nil || !strings.Contains(string(out), "Permission denied") {
			t.Errorf("cat %s as W1's user: %v %q, want Permission denied", key, err, out)
		}
	}
}
