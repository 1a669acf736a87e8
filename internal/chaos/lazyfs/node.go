package lazyfs

import (
	"context"
	"errors"
	"path/filepath"
	"syscall"

	"github.com/hanwen/go-fuse/v2/fs"
	"github.com/hanwen/go-fuse/v2/fuse"
)

// node is go-fuse's loopback node with every operation that changes
// what could become durable noted in the layer first. The loopback does
// the work on the backing directory.
type node struct {
	*fs.LoopbackNode
	lfs *FS
}

var (
	_ fs.NodeWrapChilder    = (*node)(nil)
	_ fs.NodeFsyncer        = (*node)(nil)
	_ fs.NodeTmpfiler       = (*node)(nil)
	_ fs.NodeCopyFileRanger = (*node)(nil)
	_ fs.FileFsyncdirer     = (*dirHandle)(nil)
	_ fs.FileReaddirenter   = (*dirHandle)(nil)
	_ fs.FileWriter         = (*file)(nil)
	_ fs.FileAllocater      = (*file)(nil)
	_ fs.FileFsyncer        = (*file)(nil)
)

func (n *node) WrapChild(ctx context.Context, ops fs.InodeEmbedder) fs.InodeEmbedder {
	return &node{LoopbackNode: ops.(*fs.LoopbackNode), lfs: n.lfs}
}

// path is the node's path in the backing directory.
func (n *node) path() string { return filepath.Join(n.lfs.Backing, n.Path(nil)) }

// errno is err as the kernel is told it; the cut power is EIO.
func errno(err error) syscall.Errno {
	if err == nil {
		return 0
	}
	if errors.Is(err, ErrFrozen) {
		return syscall.EIO
	}
	var e syscall.Errno
	if errors.As(err, &e) {
		return e
	}
	return syscall.EIO
}

func (n *node) Create(ctx context.Context, name string, flags uint32, mode uint32, out *fuse.EntryOut) (*fs.Inode, fs.FileHandle, uint32, syscall.Errno) {
	if err := n.lfs.live(); err != nil {
		return nil, nil, 0, errno(err)
	}
	p := filepath.Join(n.path(), name)
	var st syscall.Stat_t
	existed := syscall.Lstat(p, &st) == nil
	if existed && flags&syscall.O_TRUNC != 0 {
		if err := n.lfs.truncatedIno(st.Ino, 0); err != nil {
			return nil, nil, 0, errno(err)
		}
	}
	ch, fh, fl, e := n.LoopbackNode.Create(ctx, name, readable(flags), mode, out)
	if e != 0 {
		return nil, nil, 0, e
	}
	if !existed {
		n.lfs.created(p)
		n.lfs.named()
	}
	h, e := n.lfs.wrap(fh, flags)
	return ch, h, fl, e
}

func (n *node) Open(ctx context.Context, flags uint32) (fs.FileHandle, uint32, syscall.Errno) {
	if flags&syscall.O_ACCMODE != syscall.O_RDONLY || flags&syscall.O_TRUNC != 0 {
		if err := n.lfs.live(); err != nil {
			return nil, 0, errno(err)
		}
	}
	if flags&syscall.O_TRUNC != 0 {
		var st syscall.Stat_t
		if err := syscall.Lstat(n.path(), &st); err != nil {
			return nil, 0, errno(err)
		}
		if err := n.lfs.truncatedIno(st.Ino, 0); err != nil {
			return nil, 0, errno(err)
		}
	}
	fh, fl, e := n.LoopbackNode.Open(ctx, readable(flags))
	if e != 0 {
		return nil, 0, e
	}
	h, e := n.lfs.wrap(fh, flags)
	return h, fl, e
}

func (n *node) Setattr(ctx context.Context, f fs.FileHandle, in *fuse.SetAttrIn, out *fuse.AttrOut) syscall.Errno {
	if err := n.lfs.live(); err != nil {
		return errno(err)
	}
	if size, ok := in.GetSize(); ok {
		if h, ok := f.(*file); ok {
			if err := n.lfs.truncated(h.id, int64(size)); err != nil {
				return errno(err)
			}
		} else {
			var st syscall.Stat_t
			if err := syscall.Lstat(n.path(), &st); err != nil {
				return errno(err)
			}
			if err := n.lfs.truncatedIno(st.Ino, int64(size)); err != nil {
				return errno(err)
			}
		}
	}
	return n.LoopbackNode.Setattr(ctx, f, in, out)
}

// Fsync is fsync(2) and fdatasync(2) of a file (a directory's comes to
// its handle's Fsyncdir); both make its bytes and size durable.
func (n *node) Fsync(ctx context.Context, f fs.FileHandle, flags uint32) syscall.Errno {
	switch h := f.(type) {
	case *file:
		return h.Fsync(ctx, flags)
	case *dirHandle:
		return h.Fsyncdir(ctx, flags)
	}
	var st syscall.Stat_t
	if err := syscall.Lstat(n.path(), &st); err != nil {
		return errno(err)
	}
	if st.Mode&syscall.S_IFMT == syscall.S_IFDIR {
		return errno(n.lfs.syncDir(n.path()))
	}
	fd, err := syscall.Open(n.path(), syscall.O_RDONLY, 0)
	if err != nil {
		return errno(err)
	}
	defer syscall.Close(fd)
	return errno(n.lfs.syncFd(fd))
}

func (n *node) OpendirHandle(ctx context.Context, flags uint32) (fs.FileHandle, uint32, syscall.Errno) {
	fh, fl, e := n.LoopbackNode.OpendirHandle(ctx, flags)
	if e != 0 {
		return nil, 0, e
	}
	return &dirHandle{ds: fh, n: n}, fl, 0
}

func (n *node) Mkdir(ctx context.Context, name string, mode uint32, out *fuse.EntryOut) (*fs.Inode, syscall.Errno) {
	if err := n.lfs.live(); err != nil {
		return nil, errno(err)
	}
	ch, e := n.LoopbackNode.Mkdir(ctx, name, mode, out)
	if e == 0 {
		n.lfs.created(filepath.Join(n.path(), name))
		n.lfs.named()
	}
	return ch, e
}

func (n *node) Symlink(ctx context.Context, target, name string, out *fuse.EntryOut) (*fs.Inode, syscall.Errno) {
	if err := n.lfs.live(); err != nil {
		return nil, errno(err)
	}
	ch, e := n.LoopbackNode.Symlink(ctx, target, name, out)
	if e == 0 {
		n.lfs.created(filepath.Join(n.path(), name))
		n.lfs.named()
	}
	return ch, e
}

// Mknod is refused: device nodes, fifos and sockets are not in the image.
func (n *node) Mknod(ctx context.Context, name string, mode, rdev uint32, out *fuse.EntryOut) (*fs.Inode, syscall.Errno) {
	return nil, syscall.EPERM
}

// Tmpfile is refused (EOPNOTSUPP): callers fall back to a named file.
func (n *node) Tmpfile(ctx context.Context, flags uint32, mode uint32, out *fuse.EntryOut) (*fs.Inode, fs.FileHandle, uint32, syscall.Errno) {
	return nil, nil, 0, syscall.EOPNOTSUPP
}

// CopyFileRange is refused (EOPNOTSUPP): the kernel then copies with
// reads and writes, which the layer sees.
func (n *node) CopyFileRange(ctx context.Context, fhIn fs.FileHandle, offIn uint64, out *fs.Inode, fhOut fs.FileHandle, offOut uint64, length uint64, flags uint64) (uint32, syscall.Errno) {
	return 0, syscall.EOPNOTSUPP
}

func (n *node) Link(ctx context.Context, target fs.InodeEmbedder, name string, out *fuse.EntryOut) (*fs.Inode, syscall.Errno) {
	if err := n.lfs.live(); err != nil {
		return nil, errno(err)
	}
	if t, ok := target.(*node); ok {
		target = t.LoopbackNode
	}
	ch, e := n.LoopbackNode.Link(ctx, target, name, out)
	if e == 0 {
		n.lfs.named()
	}
	return ch, e
}

func (n *node) Unlink(ctx context.Context, name string) syscall.Errno {
	if err := n.lfs.live(); err != nil {
		return errno(err)
	}
	e := n.LoopbackNode.Unlink(ctx, name)
	if e == 0 {
		n.lfs.named()
	}
	return e
}

func (n *node) Rmdir(ctx context.Context, name string) syscall.Errno {
	if err := n.lfs.live(); err != nil {
		return errno(err)
	}
	e := n.LoopbackNode.Rmdir(ctx, name)
	if e == 0 {
		n.lfs.named()
	}
	return e
}

func (n *node) Rename(ctx context.Context, name string, newParent fs.InodeEmbedder, newName string, flags uint32) syscall.Errno {
	if err := n.lfs.live(); err != nil {
		return errno(err)
	}
	if p, ok := newParent.(*node); ok {
		newParent = p.LoopbackNode
	}
	e := n.LoopbackNode.Rename(ctx, name, newParent, newName, flags)
	if e == 0 {
		n.lfs.named()
	}
	return e
}

func (n *node) Setxattr(ctx context.Context, attr string, data []byte, flags uint32) syscall.Errno {
	if err := n.lfs.live(); err != nil {
		return errno(err)
	}
	return n.LoopbackNode.Setxattr(ctx, attr, data, flags)
}

func (n *node) Removexattr(ctx context.Context, attr string) syscall.Errno {
	if err := n.lfs.live(); err != nil {
		return errno(err)
	}
	return n.LoopbackNode.Removexattr(ctx, attr)
}

// dirHandle is an open directory: the loopback's stream, and its fsync
// made the layer's.
type dirHandle struct {
	ds fs.FileHandle
	n  *node
}

func (d *dirHandle) Readdirent(ctx context.Context) (*fuse.DirEntry, syscall.Errno) {
	return d.ds.(fs.FileReaddirenter).Readdirent(ctx)
}

func (d *dirHandle) Seekdir(ctx context.Context, off uint64) syscall.Errno {
	if s, ok := d.ds.(fs.FileSeekdirer); ok {
		return s.Seekdir(ctx, off)
	}
	return syscall.ENOTSUP
}

func (d *dirHandle) Releasedir(ctx context.Context, flags uint32) {
	if r, ok := d.ds.(fs.FileReleasedirer); ok {
		r.Releasedir(ctx, flags)
	}
}

func (d *dirHandle) Fsyncdir(ctx context.Context, flags uint32) syscall.Errno {
	return errno(d.n.lfs.syncDir(d.n.path()))
}

// file is an open file: the loopback's handle, every write and
// allocation noted before it is done. It offers no passthrough
// descriptor, so that the kernel sends every write here.
type file struct {
	lf   *fs.LoopbackFile
	fd   int // lf's descriptor, valid until Release
	id   uint64
	sync bool // opened O_SYNC or O_DSYNC: each write is durable when it returns
	lfs  *FS
}

// readable is open flags with write-only made read-write: a sync reads
// the written spans back through the handle's descriptor.
func readable(flags uint32) uint32 {
	if flags&syscall.O_ACCMODE == syscall.O_WRONLY {
		return flags&^syscall.O_ACCMODE | syscall.O_RDWR
	}
	return flags
}

// wrap makes the loopback's handle fh the layer's.
func (f *FS) wrap(fh fs.FileHandle, flags uint32) (fs.FileHandle, syscall.Errno) {
	lf, ok := fh.(*fs.LoopbackFile)
	if !ok {
		return nil, syscall.EIO
	}
	fd, ok := lf.PassthroughFd()
	if !ok {
		return nil, syscall.EBADF
	}
	var st syscall.Stat_t
	if err := syscall.Fstat(fd, &st); err != nil {
		lf.Release(context.Background())
		return nil, errno(err)
	}
	f.mu.Lock()
	id := f.idOf(st.Ino)
	f.mu.Unlock()
	return &file{lf: lf, fd: fd, id: id, sync: flags&syscall.O_DSYNC != 0, lfs: f}, 0
}

func (h *file) Read(ctx context.Context, buf []byte, off int64) (fuse.ReadResult, syscall.Errno) {
	return h.lf.Read(ctx, buf, off)
}

func (h *file) Write(ctx context.Context, data []byte, off int64) (uint32, syscall.Errno) {
	if err := h.lfs.written(h.id, off, int64(len(data))); err != nil {
		return 0, errno(err)
	}
	n, e := h.lf.Write(ctx, data, off)
	if e == 0 && h.sync {
		e = errno(h.lfs.syncFile(h.id, h.fd))
	}
	return n, e
}

func (h *file) Allocate(ctx context.Context, off uint64, size uint64, mode uint32) syscall.Errno {
	if err := h.lfs.written(h.id, int64(off), int64(size)); err != nil {
		return errno(err)
	}
	e := h.lf.Allocate(ctx, off, size, mode)
	if e == 0 && h.sync {
		e = errno(h.lfs.syncFile(h.id, h.fd))
	}
	return e
}

func (h *file) Fsync(ctx context.Context, flags uint32) syscall.Errno {
	return errno(h.lfs.syncFile(h.id, h.fd))
}

func (h *file) Release(ctx context.Context) syscall.Errno { return h.lf.Release(ctx) }
func (h *file) Flush(ctx context.Context) syscall.Errno   { return h.lf.Flush(ctx) }
func (h *file) Getattr(ctx context.Context, out *fuse.AttrOut) syscall.Errno {
	return h.lf.Getattr(ctx, out)
}
func (h *file) Setattr(ctx context.Context, in *fuse.SetAttrIn, out *fuse.AttrOut) syscall.Errno {
	return h.lf.Setattr(ctx, in, out)
}
func (h *file) Lseek(ctx context.Context, off uint64, whence uint32) (uint64, syscall.Errno) {
	return h.lf.Lseek(ctx, off, whence)
}
func (h *file) Getlk(ctx context.Context, owner uint64, lk *fuse.FileLock, flags uint32, out *fuse.FileLock) syscall.Errno {
	return h.lf.Getlk(ctx, owner, lk, flags, out)
}
func (h *file) Setlk(ctx context.Context, owner uint64, lk *fuse.FileLock, flags uint32) syscall.Errno {
	return h.lf.Setlk(ctx, owner, lk, flags)
}
func (h *file) Setlkw(ctx context.Context, owner uint64, lk *fuse.FileLock, flags uint32) syscall.Errno {
	return h.lf.Setlkw(ctx, owner, lk, flags)
}
