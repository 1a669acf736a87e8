// Package atomicfile writes files whole or not at all, and durably.
//
// A reader, or a process started after a crash or power loss, sees at a
// path either the file that was there before a write or the complete new
// one, never a prefix of it. Every write goes the same way, the way
// tessera's POSIX storage writes its tiles (storage/posix/file_ops.go):
//
//  1. a temporary file is created in the target's own directory (a rename
//     is atomic only within one file system), mode set exactly, and the
//     bytes written;
//  2. the temporary file is fsynced, so its bytes are on disk before any
//     name points at them (otherwise a crash after step 3 can leave the
//     new name on a zero-length or partial file);
//  3. it is renamed over the target (Write, WriteFunc), or hard-linked to
//     it when the target must not already exist (Create);
//  4. the directory is fsynced, so the new name itself survives a crash:
//     a rename is a change to the directory, and until the directory is
//     on disk the old name may come back.
//
// The directory is opened before step 1 and held open until step 4, so its
// inode cannot be evicted and a write-back error on it is reported to this
// fsync rather than lost.
//
// An error before step 3 leaves the target untouched and removes the
// temporary file. An error after step 3 leaves the new file in place,
// perhaps not yet durable. A crash leaves the target old or new, and may
// leave a temporary file, named "."+name+".tmp-" and a random suffix,
// beside it. A target that exists and is not a regular file, a symlink
// among them, is refused (ErrNotRegular): a rename would replace the link
// rather than write through it.
//
// Directories follow the same rule: MkdirAll fsyncs the parent of every
// directory it creates, Rename fsyncs the directories it changes, and
// SyncDir is step 4 on its own for callers that build a directory under a
// temporary name and rename it into place.
//
// Tests inject a fault between the steps through a failpoint hook (as
// bbolt's gofail points do); nothing outside the package's tests sets it.
package atomicfile
