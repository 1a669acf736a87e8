// Package events holds Tribunal's event model (docs/CONTRACTS.md §3): the NATS subject,
// the three required headers, the body kept byte for byte as received, the
// Ed25519 signature that binds subject and body, key ids, the subject and
// role rules, and strict decoders for every event kind.
//
// The body is never re-encoded: hashes and signatures are always over the
// exact bytes that travel and are stored.
package events
