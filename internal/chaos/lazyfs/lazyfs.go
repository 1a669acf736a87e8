package lazyfs

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"syscall"
	"time"

	fusefs "github.com/hanwen/go-fuse/v2/fs"
	"github.com/hanwen/go-fuse/v2/fuse"
	"golang.org/x/sys/unix"
)

// ErrFrozen is what PowerCut and Freeze leave: the disk is gone until
// the mount is back.
var ErrFrozen = errors.New("lazyfs: the power is cut")

// FS is one mount: the backing directory seen through the mount point,
// and the durable image beside it.
type FS struct {
	Mountpoint, Backing string

	mu      sync.Mutex
	img     *image
	ids     map[uint64]uint64 // live backing inode -> id
	next    uint64
	pend    map[uint64]*pending // id -> unsynced changes
	opts    Options
	renamed bool // a name was made, changed or removed since the last journal commit (Journaled)
	frozen  bool
	server  *fuse.Server
	mounted bool
}

// Loss is what a power cut dropped, for the run's log.
type Loss struct {
	Files int   // files whose bytes or size had unsynced changes
	Bytes int64 // bytes written and not synced (counted once per span)
	Names int   // directory entries whose creation, removal or rename was not synced
}

func (l Loss) String() string {
	return fmt.Sprintf("%d files with %d unsynced bytes, %d unsynced names", l.Files, l.Bytes, l.Names)
}

// Options choose what a sync makes durable.
type Options struct {
	// Journaled: an fsync or fdatasync of any file or directory also
	// makes every name operation before it durable (create, rename,
	// unlink, mkdir, on the whole mount), as the metadata journal of ext4
	// (data=ordered) or XFS does: one journal, committed in order. A
	// file's bytes still need the file's own sync. Without it (the
	// default) a name is durable only through its own directory's fsync,
	// as POSIX promises and no more.
	Journaled bool
}

// Mount mounts backing at mountpoint (both existing directories); what
// backing holds now is durable. The caller must be root: the mount is
// made with mount(2), without fusermount. The FUSE server runs in the
// caller's process, which must never mmap a file of the mount (bbolt
// does): a thread faulting on such a mapping cannot be stopped by the Go
// runtime, so a garbage collection waits for it while the server waits
// for the collection. Other processes may; this one reads and writes.
func Mount(mountpoint, backing string, opts Options) (*FS, error) {
	for _, p := range []*string{&mountpoint, &backing} {
		a, err := filepath.Abs(*p)
		if err != nil {
			return nil, err
		}
		*p = a
	}
	img, ids, err := scan(backing)
	if err != nil {
		return nil, fmt.Errorf("lazyfs: reading %s: %w", backing, err)
	}
	f := &FS{Mountpoint: mountpoint, Backing: backing, img: img, ids: ids, pend: map[uint64]*pending{}, opts: opts}
	for _, id := range ids {
		f.next = max(f.next, id)
	}
	if err := f.mount(); err != nil {
		return nil, err
	}
	return f, nil
}

func (f *FS) mount() error {
	root, err := fusefs.NewLoopbackRoot(f.Backing)
	if err != nil {
		return fmt.Errorf("lazyfs: %w", err)
	}
	// The kernel caches no entries or attributes, so that what a
	// process sees is always the backing directory's; writes go through
	// at once (no writeback cache), each before write(2) returns.
	zero := time.Duration(0)
	mopts := &fusefs.Options{
		EntryTimeout: &zero, AttrTimeout: &zero, NegativeTimeout: &zero,
		MountOptions: fuse.MountOptions{
			DirectMountStrict: true,
			FsName:            "lazyfs:" + f.Backing,
			Name:              "lazyfs",
		},
	}
	server, err := fusefs.Mount(f.Mountpoint, &node{LoopbackNode: root.(*fusefs.LoopbackNode), lfs: f}, mopts)
	if err != nil {
		return fmt.Errorf("lazyfs: mounting %s on %s: %w", f.Backing, f.Mountpoint, err)
	}
	f.mu.Lock()
	f.server, f.frozen, f.mounted = server, false, true
	f.mu.Unlock()
	return nil
}

// Freeze cuts the power to this disk now: every later operation fails
// with EIO and nothing more becomes durable. PowerCut does the rest.
func (f *FS) Freeze() {
	f.mu.Lock()
	f.frozen = true
	f.mu.Unlock()
}

// PowerCut freezes the disk (if Freeze did not), unmounts it, drops
// every unsynced write and name, and mounts the durable image again. Its
// users must be gone (killed) first: a mount in use cannot be taken
// down. It returns what was dropped.
func (f *FS) PowerCut() (Loss, error) {
	f.Freeze()
	if err := f.unmount(); err != nil {
		return Loss{}, err
	}
	f.mu.Lock()
	loss, err := f.loss()
	if err == nil {
		var ids map[uint64]uint64
		if ids, err = f.img.restore(f.Backing); err == nil {
			f.ids, f.pend, f.renamed = ids, map[uint64]*pending{}, false
		}
	}
	f.mu.Unlock()
	if err != nil {
		return loss, fmt.Errorf("lazyfs: restoring %s: %w", f.Backing, err)
	}
	return loss, f.mount()
}

// Unmount takes the mount down in order; the backing directory keeps
// the live state (nothing is dropped). It is safe to call twice.
func (f *FS) Unmount() error {
	return f.unmount()
}

// unmount takes the mount down. A mount that copies of it in other
// mount namespaces keep alive (processes started with ip netns exec
// and not yet reaped) is aborted after a while, as a disk pulled out.
func (f *FS) unmount() error {
	f.mu.Lock()
	server, mounted := f.server, f.mounted
	f.mounted = false
	f.mu.Unlock()
	if !mounted {
		return nil
	}
	var st syscall.Stat_t
	statErr := syscall.Stat(f.Mountpoint, &st)
	done := make(chan error, 1)
	go func() { done <- server.Unmount() }()
	select {
	case err := <-done:
		if err != nil {
			return fmt.Errorf("lazyfs: unmounting %s: %w", f.Mountpoint, err)
		}
		return nil
	case <-time.After(5 * time.Second):
	}
	// A connection missing from fusectl has ended since the wait above
	// (an unmount slower than 5 s on a loaded machine): the unmount is
	// done or about to be, and there is nothing left to abort.
	if statErr == nil {
		if err := abort(st.Dev); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("lazyfs: %s is still in use and could not be aborted: %w", f.Mountpoint, err)
		}
	}
	if err := <-done; err != nil {
		return fmt.Errorf("lazyfs: unmounting %s: %w", f.Mountpoint, err)
	}
	return nil
}

// abort ends the FUSE connection of the mount on device dev through a
// private fusectl mount: its server's loops end, and copies of the
// mount elsewhere answer ENOTCONN.
func abort(dev uint64) error {
	dir, err := os.MkdirTemp("", "lazyfs-fusectl-")
	if err != nil {
		return err
	}
	defer os.Remove(dir)
	if err := syscall.Mount("fusectl", dir, "fusectl", 0, ""); err != nil {
		return fmt.Errorf("mounting fusectl: %w", err)
	}
	defer syscall.Unmount(dir, syscall.MNT_DETACH)
	return os.WriteFile(filepath.Join(dir, fmt.Sprint(unix.Minor(dev)), "abort"), []byte("1"), 0)
}

// loss compares the live tree with the image (f.mu held, unmounted).
func (f *FS) loss() (Loss, error) {
	var l Loss
	for _, p := range f.pend {
		l.Files++
		for _, r := range p.ranges {
			l.Bytes += r.end - r.off
		}
	}
	seen := map[uint64]bool{}
	var walk func(dir string, id uint64) error
	walk = func(dir string, id uint64) error {
		if seen[id] {
			return nil
		}
		seen[id] = true
		ents, err := os.ReadDir(dir)
		if err != nil {
			return err
		}
		durable := f.img.dirs[id]
		live := map[string]bool{}
		for _, e := range ents {
			live[e.Name()] = true
			var st syscall.Stat_t
			if err := syscall.Lstat(filepath.Join(dir, e.Name()), &st); err != nil {
				return err
			}
			cid, known := f.ids[st.Ino]
			if d, ok := durable[e.Name()]; !ok || !known || d.id != cid {
				l.Names++
			}
			if e.IsDir() {
				if err := walk(filepath.Join(dir, e.Name()), cid); err != nil {
					return err
				}
			}
		}
		for name := range durable {
			if !live[name] {
				l.Names++
			}
		}
		return nil
	}
	return l, walk(f.Backing, f.img.root)
}

// idOf is the id of live inode ino; an inode the layer has not seen is
// new (f.mu held).
func (f *FS) idOf(ino uint64) uint64 {
	if id, ok := f.ids[ino]; ok {
		return id
	}
	return f.newID(ino, false)
}

// newID gives live inode ino, just created, a new id: it may reuse the
// number of a file that is gone, which the image may still name. A new
// file's bytes are all unsynced.
func (f *FS) newID(ino uint64, file bool) uint64 {
	f.next++
	f.ids[ino] = f.next
	if file {
		f.pend[f.next] = &pending{shrink: 0}
	}
	return f.next
}

// written notes that [off, off+n) of file id is about to change.
func (f *FS) written(id uint64, off, n int64) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.frozen {
		return ErrFrozen
	}
	p := f.pendingOf(id)
	p.ranges = p.ranges.add(off, off+n)
	return nil
}

// truncated notes that file id is about to be cut to (or grown to) size.
func (f *FS) truncated(id uint64, size int64) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.frozen {
		return ErrFrozen
	}
	p := f.pendingOf(id)
	if p.shrink < 0 || size < p.shrink {
		p.shrink = size
	}
	return nil
}

// truncatedIno is truncated for the file that is live inode ino.
func (f *FS) truncatedIno(ino uint64, size int64) error {
	f.mu.Lock()
	id := f.idOf(ino)
	f.mu.Unlock()
	return f.truncated(id, size)
}

func (f *FS) pendingOf(id uint64) *pending {
	p := f.pend[id]
	if p == nil {
		p = &pending{shrink: -1}
		f.pend[id] = p
	}
	return p
}

// syncFile is fsync(2) of file id open as fd.
func (f *FS) syncFile(id uint64, fd int) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.frozen {
		return ErrFrozen
	}
	if err := f.img.syncFile(id, f.pend[id], fd); err != nil {
		return err
	}
	delete(f.pend, id)
	return f.commit()
}

// syncFd is fsync(2) of the file open as fd.
func (f *FS) syncFd(fd int) error {
	var st syscall.Stat_t
	if err := syscall.Fstat(fd, &st); err != nil {
		return err
	}
	f.mu.Lock()
	id := f.idOf(st.Ino)
	f.mu.Unlock()
	return f.syncFile(id, fd)
}

// syncDir is fsync(2) of the directory at live path dir.
func (f *FS) syncDir(dir string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.frozen {
		return ErrFrozen
	}
	var st syscall.Stat_t
	if err := syscall.Stat(dir, &st); err != nil {
		return err
	}
	if err := f.img.syncDir(f.idOf(st.Ino), dir, f.idOf); err != nil {
		return err
	}
	return f.commit()
}

// named notes that a name was made, changed or removed.
func (f *FS) named() {
	f.mu.Lock()
	f.renamed = true
	f.mu.Unlock()
}

// commit is the journal's commit that a sync forces (Journaled, f.mu
// held): every directory's entries become durable.
func (f *FS) commit() error {
	if !f.opts.Journaled || !f.renamed {
		return nil
	}
	var walk func(dir string) error
	walk = func(dir string) error {
		var st syscall.Stat_t
		if err := syscall.Stat(dir, &st); err != nil {
			return err
		}
		id := f.idOf(st.Ino)
		if err := f.img.syncDir(id, dir, f.idOf); err != nil {
			return err
		}
		for name, d := range f.img.dirs[id] {
			if d.kind == fs.ModeDir {
				if err := walk(filepath.Join(dir, name)); err != nil && !errors.Is(err, syscall.ENOENT) {
					return err
				}
			}
		}
		return nil
	}
	if err := walk(f.Backing); err != nil {
		return err
	}
	f.renamed = false
	return nil
}

// live notes a mutation of the live tree: refused once the power is cut.
func (f *FS) live() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.frozen {
		return ErrFrozen
	}
	return nil
}

// created gives the inode just made at live path p a new id.
func (f *FS) created(p string) {
	var st syscall.Stat_t
	if syscall.Lstat(p, &st) != nil {
		return
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.newID(st.Ino, st.Mode&syscall.S_IFMT == syscall.S_IFREG)
}
