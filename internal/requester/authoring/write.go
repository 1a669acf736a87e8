package authoring

import (
	"errors"
	"os"
	"path/filepath"
	"sort"

	"github.com/tribunal-dev/tribunal/internal/atomicfile"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// WriteSkeleton puts a skeleton's files into dir without leaving anything
// half-written. A directory that does not exist is created whole: the
// files go into a temporary sibling that is renamed into place. Into an
// existing directory each file is written to a temporary name and renamed
// over the old one, screen files first and index.yaml last, so that an
// interrupted write leaves the old index (whose pins then fail loudly,
// never silently). Afterwards, screen files the previous index named and
// the new one does not are removed, and so is an index.yaml.sig that
// signed another hash (it can no longer verify; sign again). It returns
// what it removed, one line each.
func WriteSkeleton(dir string, files map[string]string, prev *skeleton.Skeleton) ([]string, error) {
	names := make([]string, 0, len(files))
	for n := range files {
		if n != skeleton.IndexFile {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	names = append(names, skeleton.IndexFile)

	if _, err := os.Stat(dir); errors.Is(err, os.ErrNotExist) {
		return nil, createDir(dir, files, names)
	} else if err != nil {
		return nil, err
	}
	oldIndex, oldErr := os.ReadFile(filepath.Join(dir, skeleton.IndexFile))
	for _, n := range names {
		if err := replace(filepath.Join(dir, filepath.FromSlash(n)), []byte(files[n])); err != nil {
			return nil, err
		}
	}
	var notes []string
	if prev != nil {
		for _, s := range prev.Screens {
			if _, ok := files[s.File]; ok {
				continue
			}
			if err := os.Remove(filepath.Join(dir, filepath.FromSlash(s.File))); err == nil {
				notes = append(notes, "removed "+s.File+" (the screen is no longer recorded)")
			}
		}
	}
	// A signature signs the hash of index.yaml: it still holds exactly
	// when index.yaml is byte for byte the one it was next to.
	sig := filepath.Join(dir, skeleton.SigFile)
	if _, err := os.Lstat(sig); err == nil && (oldErr != nil || string(oldIndex) != files[skeleton.IndexFile]) {
		if err := os.Remove(sig); err != nil {
			return notes, err
		}
		notes = append(notes, "removed "+skeleton.SigFile+": it signed the previous index.yaml (sign again: tribunal skeleton sign)")
	}
	return notes, nil
}

func createDir(dir string, files map[string]string, names []string) (err error) {
	parent := filepath.Dir(filepath.Clean(dir))
	tmp, err := os.MkdirTemp(parent, "."+filepath.Base(dir)+".tmp-")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			os.RemoveAll(tmp)
		}
	}()
	if err := os.Chmod(tmp, 0o755); err != nil {
		return err
	}
	for _, n := range names {
		p := filepath.Join(tmp, filepath.FromSlash(n))
		if err := atomicfile.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := atomicfile.Create(p, []byte(files[n]), 0o644); err != nil {
			return err
		}
	}
	return atomicfile.Rename(tmp, dir)
}

// replace writes data to path whole through atomicfile.
func replace(path string, data []byte) error {
	if err := atomicfile.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return atomicfile.Write(path, data, 0o644)
}
