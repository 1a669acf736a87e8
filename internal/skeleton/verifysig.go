package skeleton

import (
	"crypto/ed25519"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
)

// CheckSignature runs only the signature step of Load: index.yaml is read
// and hashed, and index.yaml.sig checked against designers exactly as
// Options.Designers does (nil designers: the file is only parsed when
// present). It returns the signature (nil when there is none) and the
// skeleton hash. A witness calls it before building its job, so that a
// deployment with designer keys refuses an unsigned skeleton with the
// signature's own error (ErrBadSignature) rather than whatever else is
// wrong with it.
func CheckSignature(fsys fs.FS, designers []ed25519.PublicKey) (*Signature, string, error) {
	l := &loader{fsys: fsys, s: &Skeleton{files: map[string][]byte{}}}
	index, err := l.read(IndexFile, nil, "")
	if err != nil {
		return nil, "", err
	}
	h := sha256.Sum256(index)
	l.s.Hash = hex.EncodeToString(h[:])
	if err := l.signature(designers); err != nil {
		return nil, l.s.Hash, err
	}
	return l.s.Signature, l.s.Hash, nil
}

// CheckSignatureFiles is CheckSignature on a request's inline files.
func CheckSignatureFiles(files map[string]string, designers []ed25519.PublicKey) (*Signature, string, error) {
	return CheckSignature(mapFS(files), designers)
}
