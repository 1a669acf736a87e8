// Package lazyfs is a test filesystem that loses, on command, every
// write that was not fsynced: LazyFS's idea, for the chaos run's power
// cut (docs/OPERATIONS.md §10). SIGKILL cannot show what a power cut
// loses, because the kernel still writes a killed process's page cache
// out; this layer keeps its own "disk" and drops the rest.
//
// Mount puts a passthrough FUSE filesystem (go-fuse) over a backing
// directory. Processes read and write the backing directory through it
// as usual: that is the page cache's view. Beside it the layer keeps the
// durable image, what the disk holds: each file's bytes and size as of
// its last fsync or fdatasync (or O_SYNC/O_DSYNC write), and each
// directory's entries as of its last fsync. A file's name is durable
// only once its directory was fsynced after the name appeared; a file's
// bytes only once the file was fsynced, whatever the directory. So
// creating, renaming or unlinking a name and not fsyncing the directory
// is undone by a cut, and a file whose name is durable but whose data
// never was comes back empty. This is POSIX's promise, stricter than
// ext4's journal, which often also keeps a created name with its
// fsynced file: anything not synced is lost. Options.Journaled is that
// journal: any sync also commits every name operation before it, on the
// whole mount, while bytes still need their own file's sync.
//
// PowerCut is the cut: every operation from then on fails with EIO (the
// disk is gone), the mount is taken down, the backing directory is
// rebuilt from the durable image, and the same directory is mounted
// again, as after a reboot. Freeze alone stops the disk at one instant,
// so that several mounts lose power at once before their users are
// killed.
//
// Limits: sync(2) and syncfs(2) are not seen through FUSE, so they make
// nothing durable here; xattrs, ownership, times and permissions after
// creation are not part of the image; mknod, O_TMPFILE and
// copy_file_range are refused (callers fall back to plain writes);
// writable shared mmaps are seen only when the kernel writes them
// through. The backing directory must not be changed except through the
// mount.
package lazyfs
