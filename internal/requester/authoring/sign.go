package authoring

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/tribunal-dev/tribunal/internal/keys"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// ErrNotSigned: verification found no signature by a trusted designer
// (missing, by another key, or not verifying for the skeleton's hash).
// The command exits 1 for it.
var ErrNotSigned = errors.New("not signed by a trusted designer")

// Signed says who signed a skeleton.
type Signed struct {
	Hash     string
	Designer keys.Designer
}

// Sign writes dir/index.yaml.sig: the designer's signature of the
// skeleton hash (skeleton.Sign). The skeleton must load — pins and all —
// first, so that a designer never signs what the witnesses would refuse;
// an index.yaml.sig already there is replaced, whatever it holds.
func Sign(dir string, key *keys.DesignerKey) (*Signed, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, inputErr("%s: cannot open the skeleton directory: %v", dir, pathReason(err))
	}
	defer root.Close()
	sk, err := skeleton.Load(withoutSig{root.FS()}, skeleton.Options{})
	if err != nil {
		return nil, err
	}
	sig, err := skeleton.Sign([]byte(sk.Files()[skeleton.IndexFile]), key.Key)
	if err != nil {
		return nil, err
	}
	if err := replace(filepath.Join(dir, skeleton.SigFile), sig); err != nil {
		return nil, err
	}
	return &Signed{Hash: sk.Hash, Designer: key.Public()}, nil
}

// Verify checks dir/index.yaml.sig against the trust file's designers, as
// a witness of that deployment would. Errors: ErrNotSigned (with the
// parser's line saying why) when no designer's signature holds; an
// ErrInput error when the trust lists no designers; the parser's error
// when the skeleton is otherwise invalid.
func Verify(dir string, trust *keys.Trust) (*Signed, error) {
	designers := trust.DesignerKeys()
	if designers == nil {
		return nil, inputErr("the trust file lists no designers: nothing to verify against (ledgerd init --designer NAME makes one)")
	}
	sk, err := skeleton.LoadDir(dir, skeleton.Options{Designers: designers})
	if errors.Is(err, skeleton.ErrBadSignature) {
		return nil, fmt.Errorf("%w: %w", ErrNotSigned, err)
	}
	if err != nil {
		return nil, err
	}
	d, _ := trust.LookupDesigner(sk.Signature.KeyID)
	return &Signed{Hash: sk.Hash, Designer: d}, nil
}

// withoutSig hides index.yaml.sig, so that a malformed old signature does
// not stop a new one from being made.
type withoutSig struct{ fs.FS }

func (w withoutSig) Open(name string) (fs.File, error) {
	if name == skeleton.SigFile {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	return w.FS.Open(name)
}

// pathReason is an I/O error's reason without the path (the caller names
// the path once).
func pathReason(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
