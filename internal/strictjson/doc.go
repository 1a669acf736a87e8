// Package strictjson decodes JSON into Go structs so that every reader of
// the same bytes reads the same thing.
//
// Tribunal stores and hashes JSON byte for byte, and auditors re-read those
// bytes with their own parsers, in their own languages. Anything two
// parsers may read differently is a way to show one thing to the ledger and
// another to an auditor: duplicate names (first wins in some parsers, last
// in others), names that match a field only when case is ignored (Go's
// encoding/json does that), invalid UTF-8 and unpaired surrogate escapes
// (silently replaced by Go, kept or refused by others), integers beyond
// 2^53 (rounded by JavaScript), null where a value is expected (ignored by
// Go), trailing data after the object. Decode refuses all of them.
//
// The syntax is go-json-experiment's jsontext: it refuses invalid UTF-8,
// invalid escapes and duplicate names at any depth, and holds the grammar
// and the nesting limit. This package adds only what a tokenizer cannot
// know, the mapping onto a Go type: names matched exactly against the
// struct's JSON field names (unknown and case-folded names refused), values
// of the field's JSON type, null only where the Go type has a nil (pointer,
// slice, map), integers written as integers within ±MaxSafeInteger, and the
// rules of the `tribunal` struct tag (see Rules): presence (required)
// and the value rules (enum, min, max, hex64, …). It reads the objects
// itself rather than through json.Unmarshal because required members need
// the member loop: json v2 has no hook that sees which members an object
// had.
//
// Objects and arrays are read token by token; strings and numbers are
// read raw (jsontext.ReadValue), each scanned once, their text cut from one
// copy of the body (of a body up to 256 KiB) instead of one allocation per
// string, and a body without a backslash skips unescaping and the
// surrogate check. The Reference mode is the token-only walk the package
// had before; it accepts, refuses and decodes exactly the same, and the
// fuzz targets here and in internal/events check that on every input.
//
// Errors about the data are *Error, one line naming the path of the first
// problem in document order (element_verdicts[2].status); other errors are
// mistakes in the Go type (an interface field, a misspelt tag rule).
//
// The same plan (Plan) also gives a JSON Schema, so verifiers in other
// languages can share the contract (internal/strictjson/schematest
// generates it, for docs/schemas).
package strictjson
