package chainformat

import (
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"golang.org/x/mod/sumdb/note"
)

// ErrBadCheckpoint reports a checkpoint that does not parse or verify.
var ErrBadCheckpoint = errors.New("chainformat: bad checkpoint")

// headExtension prefixes the checkpoint extension line that carries the
// linear chain head, so that an auditor's checkpoint pins both structures.
const headExtension = "tribunal-head "

// intervalExtension prefixes the extension line that states the chain's
// checkpoint interval. Signing it lets hashchain.Verify tell which
// checkpoints must exist, so a removed one is reported.
const intervalExtension = "tribunal-interval "

// Checkpoint is the body of a C2SP tlog-checkpoint note (docs/FORMAT.md §5).
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
