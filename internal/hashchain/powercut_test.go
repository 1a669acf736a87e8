package hashchain

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/chaos/lazyfs"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/testenv"
)

// TestPowerCutKeepsNewChain: a chain file created and appended to, then
// a power cut that drops every write not fsynced (internal/chaos/lazyfs):
// every appended entry is still there. bbolt syncs the file on each
// commit but not its name; without Open's fsync of the directory the cut
// takes the whole new file.
func TestPowerCutKeepsNewChain(t *testing.T) {
	if os.Geteuid() != 0 {
		testenv.Skip(t, "needs root: the FUSE mount is made with mount(2)")
	}
	mnt := t.TempDir()
	disk, err := lazyfs.Mount(mnt, t.TempDir(), lazyfs.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := disk.Unmount(); err != nil {
			t.Error(err)
		}
	})
	key := testKey(t, "tribunal.test/ledger/a")
	path := filepath.Join(mnt, "ledger.db")
	c, err := Open(path, Options{Key: key, CheckpointEvery: 4})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Append(testRecords(t, testSigner(t, events.RoleRequester), 1, 10)); err != nil {
		t.Fatal(err)
	}
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := disk.PowerCut(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("after the power cut: %v", err)
	}
	c, err = Open(path, Options{Key: key, CheckpointEvery: 4})
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
