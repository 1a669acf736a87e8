package hashchain

import (
	"crypto/ed25519"
	"crypto/rand"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"golang.org/x/mod/sumdb/note"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/chaos/lazyfs"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/testenv"
)

// The power-cut test's child: it creates the chain on the lazyfs mount
// and appends to it. The mount's FUSE server is the test process, which
// must never map a file of its own mount (bbolt does): a page fault on
// that mapping holds a thread the Go runtime cannot stop, and a garbage
// collection then waits for it while the server's goroutines wait for
// the collection.
const (
	powerCutEnvPath = "TRIBUNAL_HASHCHAIN_POWERCUT_CHILD" // chain file; set only in the child
	powerCutEnvKey  = "TRIBUNAL_HASHCHAIN_POWERCUT_KEY"   // checkpoint signing key
)

// powerCutChild appends 10 records to a new chain at path and exits.
func powerCutChild(path string) {
	die := func(err error) {
		fmt.Fprintf(os.Stderr, "power-cut child: %v\n", err)
		os.Exit(3)
	}
	key, err := chainformat.ParseCheckpointKey(os.Getenv(powerCutEnvKey))
	if err != nil {
		die(err)
	}
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		die(err)
	}
	s := events.NewSigner(events.RoleRequester, priv)
	recs := make([]chainformat.Record, 10)
	for i := range recs {
		subj, err := events.SubjectFor(events.RoleRequester, events.KindRequest, fmt.Sprintf("req-%d", i+1))
		if err != nil {
			die(err)
		}
		body := []byte(fmt.Sprintf(`{"schema":"request.opened.v1","request_id":"req-%d"}`, i+1))
		recs[i] = chainformat.Record{Seq: uint64(i + 1), Time: int64(1_700_000_000_000_000_000 + i), Event: s.Sign(subj, fmt.Sprintf("evt-%d", i+1), body)}
	}
	c, err := Open(path, Options{Key: key, CheckpointEvery: 4})
	if err != nil {
		die(err)
	}
	if _, err := c.Append(recs); err != nil {
		die(err)
	}
	if err := c.Close(); err != nil {
		die(err)
	}
	os.Exit(0)
}

// TestPowerCutKeepsNewChain: a child process creates a chain file on a
// lazyfs mount and appends 10 entries; then a power cut drops every
// write not fsynced. All 10 entries are still there and verify. bbolt
// syncs the file on each commit but not its name; without Open's fsync
// of the directory the cut takes the whole new file.
func TestPowerCutKeepsNewChain(t *testing.T) {
	if os.Geteuid() != 0 {
		testenv.Skip(t, "needs root: the FUSE mount is made with mount(2)")
	}
	mnt, backing := t.TempDir(), t.TempDir()
	disk, err := lazyfs.Mount(mnt, backing, lazyfs.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := disk.Unmount(); err != nil {
			t.Error(err)
		}
	})
	skey, _, err := note.GenerateKey(rand.Reader, "tribunal.test/ledger/a")
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$", "-test.count=1")
	cmd.Env = append(os.Environ(), powerCutEnvPath+"="+filepath.Join(mnt, "ledger.db"), powerCutEnvKey+"="+skey)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("child: %v: %s", err, out)
	}
	if _, err := disk.PowerCut(); err != nil {
		t.Fatal(err)
	}
	// Read what the disk kept from the backing directory, not through
	// the mount (see powerCutChild).
	if err := disk.Unmount(); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(backing, "ledger.db")
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("after the power cut: %v", err)
	}
	key, err := chainformat.ParseCheckpointKey(skey)
	if err != nil {
		t.Fatal(err)
	}
	c, err := Open(path, Options{Key: key, CheckpointEvery: 4})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if c.Size() != 10 {
		t.Fatalf("after the power cut the chain holds %d entries, want the 10 appended", c.Size())
	}
	if _, err := c.Verify(VerifyOptions{}); err != nil {
		t.Fatal(err)
	}
}
