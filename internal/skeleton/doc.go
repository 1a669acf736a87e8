// Package skeleton parses design-skeleton.v1 (docs/CONTRACTS.md §6): the frozen design a
// built product is verified against. Both witnesses and `tribunal check`
// use it, and all of them must read a skeleton the same way, so there is
// one code path: Load takes an fs.FS, and LoadDir (a directory on disk) and
// LoadFiles (the inline files of a request.opened.v1 event) only choose
// which FS. A witness on another machine therefore parses exactly the bytes
// that are on the chain.
//
// Loading, in order:
//
//  1. index.yaml is read and hashed: the skeleton hash is hex(H(index.yaml)).
//     When the caller names the hash it expects (the request's
//     skeleton_hash) a different one is refused before anything is parsed.
//  2. index.yaml.sig, when present, is parsed; when the caller gives
//     designer keys it must exist and verify (see Sign). This too happens
//     before the YAML is parsed, so that only authenticated bytes reach
//     the parser when a signature is required.
//  3. index.yaml is parsed strictly; every screen file it lists is read,
//     its SHA-256 compared with the pin in the index, and then parsed.
//
// Strict means: unknown keys, duplicate keys, wrong types, missing required
// keys, unknown breakpoints or tokens and explicit tags are all errors. It
// does not mean refusing a natural spelling of a valid value: anchors,
// aliases and merge keys are expanded first (bounded by MaxAliasNodes,
// aliases.go), integral floats are integers, empty selector lists are
// absent ones, required_breakpoints may be "all", and CSS colour names and
// RGB triplets are colours. Refusals that are likely typos carry a hint
// (an unquoted "#fff" that YAML read as a comment, "375px", a bbox written
// with width/height). Every error is one line and, where there is one,
// names FILE:LINE:COL and the key path (see Error). The decoded Skeleton
// keeps the YAML order of everything that has one, because witness
// verdicts built from it are hashed.
//
// The format itself, with every key and rule, is docs/SKELETON.md.
package skeleton
