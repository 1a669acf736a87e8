// Package keys handles the key files and the trust file of a deployment.
//
// Every role of docs/CONTRACTS.md §1 has its own Ed25519 signing key (except the
// auditor, which signs nothing) and its own NATS nkey. The ledger also holds
// the checkpoint key that signs tlog checkpoints in the sumdb/note format.
// The trust file lists the public half of every signing key per role and the
// checkpoint verifier key; it is public and is all an offline auditor needs.
//
// File formats (all strict: unknown or duplicate fields, wrong types and
// non-canonical encodings are errors naming the file):
//
//   - signing key, mode 0600:
//     {"schema":"tribunal-signing-key.v1","role":"w1","key_id":"<16 hex>","seed":"<base64 32-byte Ed25519 seed>"}
//   - trust file, mode 0644:
//     {"schema":"tribunal-trust.v1","origin":"<checkpoint origin>",
//     "checkpoint_verifier_key":"<sumdb/note verifier key>",
//     "roles":{"w1":[{"key_id":"..","public_key":"<base64 32 bytes>"}],...}}
//     A role may list several keys (rotation); the auditor lists none.
//     An optional "designers":[{"name":"alice","key_id":"..","public_key":".."}]
//     lists the keys that may sign design skeletons (designer.go); a
//     deployment whose trust file lists any makes witnesses and tribunal
//     open refuse a skeleton none of them signed.
//   - designer key, mode 0600:
//     {"schema":"tribunal-designer-key.v1","name":"alice","key_id":"<16 hex>","seed":"<base64 seed>"}
//   - checkpoint key, mode 0600: the sumdb/note private key text and a newline.
//   - nkey seed, mode 0600: the NATS user seed (SU...) and a newline, as
//     "nats --nkey FILE" and nats.NkeyOptionFromSeed read it.
//
// Key files are created, never overwritten.
package keys

import (
	"errors"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// Sentinel errors. Wrapped errors name the file and say what is wrong, in
// one line, and never quote key material.
var (
	ErrBadKeyFile = errors.New("bad key file")
	ErrBadTrust   = errors.New("bad trust file")
)

// Schemas of the files.
const (
	SigningKeySchema = "tribunal-signing-key.v1"
	TrustSchema      = "tribunal-trust.v1"
)

// Size limits when reading.
const (
	maxKeyFileSize   = 64 << 10
	maxTrustFileSize = 16 << 20
)

// Signs reports whether role signs events and so has signing keys. The
// auditor signs nothing.
func Signs(role events.Role) bool {
	return role.Valid() && len(events.PublishKinds(role)) > 0
}
