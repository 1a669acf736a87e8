package skeleton

import (
	"crypto/ed25519"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"time"

	"gopkg.in/yaml.v3"
)

// Size limits. A skeleton travels inline in one event, so it is small;
// the limits keep a hostile one from exhausting a witness.
const (
	MaxFileSize  = 1 << 20 // one file
	MaxTotalSize = 8 << 20 // all files together
)

// Options say what the caller requires of a skeleton.
type Options struct {
	// ExpectHash, when not empty, is the skeleton hash the caller was
	// given (a request's skeleton_hash). Any other hash is refused with
	// ErrHashMismatch before anything is parsed. Empty: no check (for the
	// requester, who computes the hash from the skeleton).
	ExpectHash string
	// Designers, when not nil, are the designer keys of which one must
	// have signed index.yaml: index.yaml.sig must exist and verify, else
	// ErrBadSignature. When nil, a signature file is parsed (it must be
	// well formed) but not verified, and Skeleton.Signature.Verified is
	// false.
	Designers []ed25519.PublicKey
}

// Load reads and validates the skeleton in fsys (index.yaml at its root).
// Every error is an *Error wrapping ErrSchema (see the package doc for the
// order of checks).
func Load(fsys fs.FS, opts Options) (*Skeleton, error) {
	l := &loader{fsys: fsys, s: &Skeleton{files: map[string][]byte{}}}
	if err := l.load(opts); err != nil {
		return nil, err
	}
	return l.s, nil
}

// LoadDir loads the skeleton in directory dir. Files are opened through an
// os.Root, so a symlink cannot lead a skeleton outside its directory.
func LoadDir(dir string, opts Options) (*Skeleton, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, &Error{File: dir, Msg: "cannot open the skeleton directory: " + readProblem(err), Err: ErrSchema, Cause: err}
	}
	defer root.Close()
	return Load(root.FS(), opts)
}

// LoadFiles loads a skeleton from its files held inline, path → text, as
// request.opened.v1 carries them. It runs exactly the code path of
// LoadDir, so a witness judges the bytes on the chain the way the
// requester's own check did.
func LoadFiles(files map[string]string, opts Options) (*Skeleton, error) {
	return Load(mapFS(files), opts)
}

type loader struct {
	fsys  fs.FS
	s     *Skeleton
	total int
}

func (l *loader) load(opts Options) error {
	index, err := l.read(IndexFile, nil, "")
	if err != nil {
		return err
	}
	h := sha256.Sum256(index)
	l.s.Hash = hex.EncodeToString(h[:])
	if opts.ExpectHash != "" && opts.ExpectHash != l.s.Hash {
		return &Error{File: IndexFile, Err: ErrHashMismatch,
			Msg: fmt.Sprintf("skeleton hash is %s, expected %s", l.s.Hash, quote(opts.ExpectHash))}
	}
	if err := l.signature(opts.Designers); err != nil {
		return err
	}

	w := &walker{file: IndexFile}
	root, err := w.parseYAML(index)
	if err != nil {
		return err
	}
	pins, err := w.parseIndex(root, l.s)
	if err != nil {
		return err
	}
	for i := range l.s.Screens {
		sc := &l.s.Screens[i]
		p := pins[i]
		data, err := l.read(sc.File, p.file, p.path+".file")
		if err != nil {
			return err
		}
		sum := sha256.Sum256(data)
		if got := hex.EncodeToString(sum[:]); got != sc.SHA256 {
			return &Error{File: IndexFile, Line: p.sha.Line, Col: p.sha.Column, Path: p.path + ".sha256", Err: ErrPinMismatch,
				Msg: fmt.Sprintf("%s hashes to %s, the index pins %s", sc.File, got, sc.SHA256)}
		}
		sw := &walker{file: sc.File}
		sroot, err := sw.parseYAML(data)
		if err != nil {
			return err
		}
		if err := sw.parseScreen(sroot, l.s, sc); err != nil {
			return err
		}
	}
	return nil
}

// read reads one file of the skeleton. When the index names the file, at
// is the naming node and path its key path, and a missing or unreadable
// file is reported there.
func (l *loader) read(name string, at *yaml.Node, path string) ([]byte, error) {
	fail := func(msg string, cause error) *Error {
		e := &Error{File: name, Msg: msg, Err: ErrSchema, Cause: cause}
		if at != nil {
			e.File, e.Line, e.Col, e.Path = IndexFile, at.Line, at.Column, path
			e.Msg = quote(name) + ": " + msg
		}
		return e
	}
	data, err := readFile(l.fsys, name, MaxFileSize)
	switch {
	case errors.Is(err, errTooLarge):
		return nil, fail(fmt.Sprintf("file is larger than %d bytes", MaxFileSize), nil)
	case errors.Is(err, errNotRegular):
		return nil, fail("not a regular file", nil)
	case errors.Is(err, fs.ErrNotExist):
		return nil, fail("file not found", err)
	case err != nil:
		return nil, fail("cannot read: "+readProblem(err), err)
	}
	l.total += len(data)
	if l.total > MaxTotalSize {
		return nil, fail(fmt.Sprintf("the skeleton's files are larger than %d bytes together", MaxTotalSize), nil)
	}
	l.s.files[name] = data
	return data, nil
}

var (
	errTooLarge   = errors.New("file too large")
	errNotRegular = errors.New("not a regular file")
)

func readFile(fsys fs.FS, name string, limit int64) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	// A FIFO or device would block or never end.
	if !st.Mode().IsRegular() {
		return nil, errNotRegular
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, errTooLarge
	}
	return data, nil
}

// readProblem is the reason of an I/O error without the path, which
// differs between a directory and the inline files: the message must not
// depend on where the witness read the skeleton from.
func readProblem(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return oneLine(err.Error())
}

// mapFS serves inline files. It is deliberately tiny (only what readFile
// needs) rather than testing/fstest.MapFS, which production code should
// not import.
type mapFS map[string]string

func (m mapFS) Open(name string) (fs.File, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
	}
	data, ok := m[name]
	if !ok {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	return &mapFile{name: name, r: strings.NewReader(data), size: int64(len(data))}, nil
}

type mapFile struct {
	name string
	r    *strings.Reader
	size int64
}

func (f *mapFile) Read(p []byte) (int, error) { return f.r.Read(p) }
func (f *mapFile) Close() error               { return nil }
func (f *mapFile) Stat() (fs.FileInfo, error) { return mapInfo{f}, nil }

type mapInfo struct{ f *mapFile }

func (i mapInfo) Name() string       { return i.f.name[strings.LastIndexByte(i.f.name, '/')+1:] }
func (i mapInfo) Size() int64        { return i.f.size }
func (i mapInfo) Mode() fs.FileMode  { return 0o444 }
func (i mapInfo) ModTime() time.Time { return time.Time{} }
func (i mapInfo) IsDir() bool        { return false }
func (i mapInfo) Sys() any           { return nil }
