package keys

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/mod/sumdb/note"
)

// OriginPrefix starts every generated checkpoint origin.
const OriginPrefix = "tribunal.local/ledger/"

// NewOrigin returns a fresh checkpoint origin:
// "tribunal.local/ledger/<16 random hex digits>". A fresh origin per
// deployment keeps checkpoints of two ledgers from being mistaken for each
// other.
func NewOrigin() (string, error) {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", fmt.Errorf("keys: generating origin: %w", err)
	}
	return OriginPrefix + hex.EncodeToString(b[:]), nil
}

// CheckOrigin applies the sumdb/note rules for key names to a checkpoint
// origin: not empty, valid UTF-8, no white space and no '+'.
func CheckOrigin(origin string) error {
	switch {
	case origin == "":
		return errors.New("origin is empty")
	case !utf8.ValidString(origin):
		return errors.New("origin is not valid UTF-8")
	case strings.IndexFunc(origin, unicode.IsSpace) >= 0:
		return fmt.Errorf("origin %q contains white space", origin)
	case strings.Contains(origin, "+"):
		return fmt.Errorf("origin %q contains '+'", origin)
	}
	return nil
}

// GenerateCheckpointKey makes a new checkpoint key named origin and returns
// its private key text (for the checkpoint key file) and verifier key text
// (for the trust file), both in sumdb/note form.
func GenerateCheckpointKey(origin string) (skey, vkey string, err error) {
	if err := CheckOrigin(origin); err != nil {
		return "", "", fmt.Errorf("keys: checkpoint key: %w", err)
	}
	skey, vkey, err = note.GenerateKey(rand.Reader, origin)
	if err != nil {
		return "", "", fmt.Errorf("keys: checkpoint origin %q: %w", origin, err)
	}
	return skey, vkey, nil
}

// WriteCheckpointKey writes the private checkpoint key text and a newline to
// path, mode 0600. An existing file is never replaced.
func WriteCheckpointKey(path, skey string) error {
	if _, err := note.NewSigner(skey); err != nil {
		return fmt.Errorf("keys: writing checkpoint key: not a sumdb/note private key")
	}
	if err := writeNewFile(path, []byte(skey+"\n"), SecretFileMode); err != nil {
		return fmt.Errorf("keys: writing checkpoint key: %w", err)
	}
	return nil
}

// LoadCheckpointKey reads a checkpoint key file.
func LoadCheckpointKey(path string) (*chainformat.CheckpointKey, error) {
	data, err := readSmallFile(path, maxKeyFileSize, ErrBadKeyFile)
	if err != nil {
		return nil, err
	}
	return ParseCheckpointKey(data, path)
}

// ParseCheckpointKey parses the contents of a checkpoint key file: one line
// of sumdb/note private key text, optionally ending in a newline.
func ParseCheckpointKey(data []byte, name string) (*chainformat.CheckpointKey, error) {
	line := bytes.TrimSuffix(data, []byte("\n"))
	if bytes.ContainsAny(line, "\r\n") {
		return nil, fmt.Errorf("%s: %w: checkpoint key must be one line", name, ErrBadKeyFile)
	}
	k, err := chainformat.ParseCheckpointKey(string(line))
	if err != nil {
		return nil, fmt.Errorf("%s: %w: not a sumdb/note Ed25519 private key", name, ErrBadKeyFile)
	}
	return k, nil
}
