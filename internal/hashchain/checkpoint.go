package hashchain

import (
	"crypto/ed25519"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"golang.org/x/mod/sumdb/note"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// ErrBadCheckpoint reports a checkpoint that does not parse or verify.
var ErrBadCheckpoint = errors.New("hashchain: bad checkpoint")

// headExtension prefixes the checkpoint extension line that carries the
// linear chain head, so that an auditor's checkpoint pins both structures.
const headExtension = "tribunal-head "

// intervalExtension prefixes the extension line that states the chain's
// checkpoint interval. Signing it lets Verify tell which checkpoints must
// exist, so a removed one is reported.
const intervalExtension = "tribunal-interval "

// Checkpoint is the body of a C2SP tlog-checkpoint note.
type Checkpoint struct {
	Origin string
	Size   uint64
	Root   [32]byte // RFC 6962 root over leaves [0, Size)
	Head   [32]byte // link(Size-1); zero for an empty tree
	// Interval is the chain's checkpoint interval (docs/FORMAT.md §5).
	Interval uint64
}

// Text renders the note text:
//
//	<origin>\n<size>\n<base64 root>\ntribunal-head <hex link>\ntribunal-interval <n>\n
func (c Checkpoint) Text() string {
	return fmt.Sprintf("%s\n%d\n%s\n%s%s\n%s%d\n", c.Origin, c.Size,
		base64.StdEncoding.EncodeToString(c.Root[:]), headExtension, hex.EncodeToString(c.Head[:]),
		intervalExtension, c.Interval)
}

// ParseCheckpointText parses a checkpoint body (the note text, without
// signatures). Unknown extension lines are rejected: this ledger writes
// exactly one.
func ParseCheckpointText(text string) (Checkpoint, error) {
	var c Checkpoint
	if !strings.HasSuffix(text, "\n") {
		return c, fmt.Errorf("%w: text does not end in a newline", ErrBadCheckpoint)
	}
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	if len(lines) != 5 {
		return c, fmt.Errorf("%w: %d lines, want origin, size, root, %s and %s", ErrBadCheckpoint, len(lines), headExtension, intervalExtension)
	}
	c.Origin = lines[0]
	if c.Origin == "" {
		return c, fmt.Errorf("%w: empty origin", ErrBadCheckpoint)
	}
	size, err := strconv.ParseUint(lines[1], 10, 64)
	if err != nil || strconv.FormatUint(size, 10) != lines[1] {
		return c, fmt.Errorf("%w: size %q is not a canonical decimal", ErrBadCheckpoint, lines[1])
	}
	c.Size = size
	root, err := base64.StdEncoding.Strict().DecodeString(lines[2])
	if err != nil || len(root) != 32 {
		return c, fmt.Errorf("%w: root %q is not base64 of 32 bytes", ErrBadCheckpoint, lines[2])
	}
	copy(c.Root[:], root)
	h, ok := strings.CutPrefix(lines[3], headExtension)
	head, err := hex.DecodeString(h)
	if !ok || err != nil || len(head) != 32 || hex.EncodeToString(head) != h {
		return c, fmt.Errorf("%w: line 4 %q is not %s<64 hex>", ErrBadCheckpoint, lines[3], headExtension)
	}
	copy(c.Head[:], head)
	iv, ok := strings.CutPrefix(lines[4], intervalExtension)
	interval, err := strconv.ParseUint(iv, 10, 64)
	if !ok || err != nil || interval == 0 || strconv.FormatUint(interval, 10) != iv {
		return c, fmt.Errorf("%w: line 5 %q is not %s<positive decimal>", ErrBadCheckpoint, lines[4], intervalExtension)
	}
	c.Interval = interval
	return c, nil
}

// OpenCheckpoint verifies a signed checkpoint note with v and parses it.
// The note's text must name v's origin.
func OpenCheckpoint(msg []byte, v note.Verifier) (Checkpoint, error) {
	n, err := note.Open(msg, note.VerifierList(v))
	if err != nil {
		return Checkpoint{}, fmt.Errorf("%w: %v", ErrBadCheckpoint, err)
	}
	c, err := ParseCheckpointText(n.Text)
	if err != nil {
		return c, err
	}
	if c.Origin != v.Name() {
		return c, fmt.Errorf("%w: origin %q, verifier key is for %q", ErrBadCheckpoint, c.Origin, v.Name())
	}
	return c, nil
}

// CheckpointKey is the ledger's checkpoint signing key with its public
// verifier key text.
type CheckpointKey struct {
	Signer      note.Signer
	VerifierKey string // sumdb/note verifier key text, for trust files
}

// ParseCheckpointKey parses a sumdb/note Ed25519 private key
// ("PRIVATE+KEY+<name>+<hash>+<base64>") and derives its verifier key.
func ParseCheckpointKey(skey string) (*CheckpointKey, error) {
	skey = strings.TrimSpace(skey)
	s, err := note.NewSigner(skey)
	if err != nil {
		return nil, fmt.Errorf("%w: checkpoint key: %v", ErrBadCheckpoint, err)
	}
	// The key text is PRIVATE+KEY+name+hash+base64(alg || seed). Names
	// hold no '+' (note.NewSigner checked), but standard base64 may: the
	// key is everything after the fourth '+', not after the last one.
	parts := strings.SplitN(skey, "+", 5)
	if len(parts) != 5 {
		return nil, fmt.Errorf("%w: checkpoint key is not an Ed25519 note key", ErrBadCheckpoint)
	}
	raw, err := base64.StdEncoding.DecodeString(parts[4])
	if err != nil || len(raw) != 1+ed25519.SeedSize || raw[0] != 1 {
		return nil, fmt.Errorf("%w: checkpoint key is not an Ed25519 note key", ErrBadCheckpoint)
	}
	pub := ed25519.NewKeyFromSeed(raw[1:]).Public().(ed25519.PublicKey)
	vkey, err := note.NewEd25519VerifierKey(s.Name(), pub)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadCheckpoint, err)
	}
	return &CheckpointKey{Signer: s, VerifierKey: vkey}, nil
}

func signCheckpoint(c Checkpoint, s note.Signer) ([]byte, error) {
	msg, err := note.Sign(&note.Note{Text: c.Text()}, s)
	if err != nil {
		return nil, fmt.Errorf("hashchain: signing checkpoint at size %d: %w", c.Size, err)
	}
	return msg, nil
}

// checkpointRequired reports whether a checkpoint must be stored for the
// tree of size n whose last entry has the given subject: at every multiple
// of the interval, and after every seal (docs/CONTRACTS.md §4).
func checkpointRequired(n, interval uint64, lastSubject string) bool {
	if n == 0 {
		return false
	}
	if n%interval == 0 {
		return true
	}
	s, err := events.ParseSubject(lastSubject)
	return err == nil && s.Role == events.RoleLedger && s.Kind == events.KindSeal
}
