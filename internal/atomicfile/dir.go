package atomicfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// SyncDir fsyncs a directory, making the names in it durable: the files
// and directories created, renamed or removed in it.
func SyncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}

// Rename renames oldpath to newpath, as os.Rename, and fsyncs the
// directory of newpath and, when it is another one, that of oldpath. It
// is the last step of building a directory under a temporary name.
func Rename(oldpath, newpath string) error {
	newDir := filepath.Dir(newpath)
	d, err := os.Open(newDir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := os.Rename(oldpath, newpath); err != nil {
		return err
	}
	if oldDir := filepath.Dir(oldpath); oldDir != newDir {
		if err := SyncDir(oldDir); err != nil {
			return err
		}
	}
	return d.Sync()
}

// MkdirAll is os.MkdirAll that fsyncs the parent of each directory it
// creates, so that a file later written durably into the new directory
// is not lost with the directory's own name. perm is subject to the
// umask, as with os.MkdirAll.
func MkdirAll(dir string, perm fs.FileMode) error {
	dir = filepath.Clean(dir)
	st, err := os.Stat(dir)
	if err == nil {
		if !st.IsDir() {
			return &fs.PathError{Op: "mkdir", Path: dir, Err: syscall.ENOTDIR}
		}
		return nil
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	parent := filepath.Dir(dir)
	if parent != dir {
		if err := MkdirAll(parent, perm); err != nil {
			return err
		}
	}
	// Another process may create it meanwhile; that is as good.
	if err := os.Mkdir(dir, perm); err != nil && !errors.Is(err, fs.ErrExist) {
		return err
	}
	if err := SyncDir(parent); err != nil {
		return fmt.Errorf("mkdir %s: %w", dir, err)
	}
	return nil
}
