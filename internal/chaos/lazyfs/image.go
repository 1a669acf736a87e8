package lazyfs

import (
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"syscall"
)

// The durable image: what the disk holds. Every file, directory and
// symlink has an id of the layer's own (a backing inode number may be
// reused once its file is gone, while the image may still name the old
// file). dirs and files are keyed by id; a name is in dirs[parent] only
// once parent was fsynced after the name appeared.
type image struct {
	root  uint64
	dirs  map[uint64]map[string]dentry
	files map[uint64][]byte
	modes map[uint64]fs.FileMode // permission bits as of the last sync that saw them
}

// dentry is one durable directory entry.
type dentry struct {
	id     uint64
	kind   fs.FileMode // fs.ModeDir, fs.ModeSymlink or 0 (a regular file)
	target string      // a symlink's target
}

// pending is what a file's live bytes may differ from its image by:
// bytes written in ranges, and a truncation to shrink (-1: none) since
// the last sync. A file never synced is pending from shrink 0.
type pending struct {
	shrink int64
	ranges ranges
}

// syncFile makes file id's live bytes, read through fd, its durable
// bytes: the image is cut to the shortest the file was since the last
// sync, resized to the live size (zeros), and the written ranges copied.
// Bytes outside those ranges are equal in both already.
func (img *image) syncFile(id uint64, p *pending, fd int) error {
	var st syscall.Stat_t
	if err := syscall.Fstat(fd, &st); err != nil {
		return err
	}
	img.modes[id] = fs.FileMode(st.Mode) & fs.ModePerm
	if p == nil {
		return nil
	}
	data := img.files[id]
	keep := int64(len(data))
	if p.shrink >= 0 && p.shrink < keep {
		keep = p.shrink
	}
	size := st.Size
	if keep > size {
		keep = size
	}
	next := make([]byte, size)
	copy(next, data[:keep])
	for _, r := range p.ranges.clip(size) {
		for off := r.off; off < r.end; {
			n, err := syscall.Pread(fd, next[off:r.end], off)
			if err != nil {
				return err
			}
			if n == 0 {
				break // the file is shorter than its size said a moment ago
			}
			off += int64(n)
		}
	}
	img.files[id] = next
	return nil
}

// syncDir makes the live entries of directory id, at live path dir,
// its durable entries. A new subdirectory is durable empty, a new file
// with whatever bytes it already synced (none if never).
func (img *image) syncDir(id uint64, dir string, idOf func(ino uint64) uint64) error {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	m := make(map[string]dentry, len(ents))
	for _, e := range ents {
		var st syscall.Stat_t
		if err := syscall.Lstat(filepath.Join(dir, e.Name()), &st); err != nil {
			return err
		}
		d := dentry{id: idOf(st.Ino)}
		switch st.Mode & syscall.S_IFMT {
		case syscall.S_IFDIR:
			d.kind = fs.ModeDir
			if img.dirs[d.id] == nil {
				img.dirs[d.id] = map[string]dentry{}
			}
		case syscall.S_IFLNK:
			d.kind = fs.ModeSymlink
			if d.target, err = os.Readlink(filepath.Join(dir, e.Name())); err != nil {
				return err
			}
		case syscall.S_IFREG:
			if _, ok := img.files[d.id]; !ok {
				img.files[d.id] = nil
			}
		default:
			continue // nothing else is made through the mount
		}
		if _, ok := img.modes[d.id]; !ok {
			img.modes[d.id] = fs.FileMode(st.Mode) & fs.ModePerm
		}
		m[e.Name()] = d
	}
	img.dirs[id] = m
	return nil
}

// scan takes the tree at root as durable: the state a mount starts from.
func scan(root string) (*image, map[uint64]uint64, error) {
	img := &image{dirs: map[uint64]map[string]dentry{}, files: map[uint64][]byte{}, modes: map[uint64]fs.FileMode{}}
	ids := map[uint64]uint64{}
	next := uint64(0)
	idOf := func(ino uint64) uint64 {
		if id, ok := ids[ino]; ok {
			return id
		}
		next++
		ids[ino] = next
		return next
	}
	var st syscall.Stat_t
	if err := syscall.Stat(root, &st); err != nil {
		return nil, nil, err
	}
	img.root = idOf(st.Ino)
	var walk func(id uint64, dir string) error
	walk = func(id uint64, dir string) error {
		if err := img.syncDir(id, dir, idOf); err != nil {
			return err
		}
		for name, d := range img.dirs[id] {
			p := filepath.Join(dir, name)
			switch d.kind {
			case fs.ModeDir:
				if err := walk(d.id, p); err != nil {
					return err
				}
			case 0:
				b, err := os.ReadFile(p)
				if err != nil {
					return err
				}
				img.files[d.id] = b
			}
		}
		return nil
	}
	if err := walk(img.root, root); err != nil {
		return nil, nil, err
	}
	return img, ids, nil
}

// restore empties root and builds the image in it; it returns the new
// backing inode numbers' ids and drops what the image no longer reaches.
// A directory the image names twice (renamed from one directory to
// another, only one of them synced) is made where it is met first: a
// directory has one name.
func (img *image) restore(root string) (map[uint64]uint64, error) {
	ents, err := os.ReadDir(root)
	if err != nil {
		return nil, err
	}
	for _, e := range ents {
		if err := os.RemoveAll(filepath.Join(root, e.Name())); err != nil {
			return nil, err
		}
	}
	var st syscall.Stat_t
	if err := syscall.Stat(root, &st); err != nil {
		return nil, err
	}
	ids := map[uint64]uint64{st.Ino: img.root}
	made := map[uint64]string{img.root: root} // id -> first path
	var build func(id uint64, dir string) error
	build = func(id uint64, dir string) error {
		names := make([]string, 0, len(img.dirs[id]))
		for name := range img.dirs[id] {
			names = append(names, name)
		}
		sort.Strings(names)
		for _, name := range names {
			d, p := img.dirs[id][name], filepath.Join(dir, name)
			if first, ok := made[d.id]; ok {
				if d.kind != 0 {
					continue
				}
				if err := os.Link(first, p); err != nil {
					return err
				}
				continue
			}
			var err error
			switch d.kind {
			case fs.ModeDir:
				err = os.Mkdir(p, img.modes[d.id]|0o700)
			case fs.ModeSymlink:
				err = os.Symlink(d.target, p)
			default:
				err = os.WriteFile(p, img.files[d.id], img.modes[d.id])
			}
			if err != nil {
				return err
			}
			made[d.id] = p
			if err := syscall.Lstat(p, &st); err != nil {
				return err
			}
			ids[st.Ino] = d.id
			if d.kind == fs.ModeDir {
				if err := build(d.id, p); err != nil {
					return err
				}
			}
		}
		return nil
	}
	if err := build(img.root, root); err != nil {
		return nil, err
	}
	for id := range img.dirs {
		if _, ok := made[id]; !ok {
			delete(img.dirs, id)
		}
	}
	for id := range img.files {
		if _, ok := made[id]; !ok {
			delete(img.files, id)
		}
	}
	for id := range img.modes {
		if _, ok := made[id]; !ok {
			delete(img.modes, id)
		}
	}
	return ids, nil
}
