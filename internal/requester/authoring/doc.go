// Package authoring writes and maintains design skeletons
// (design-skeleton.v1, internal/skeleton): the requester's and designer's
// side of `tribunal skeleton` (docs/SKELETON.md §10).
//
//   - Record renders a reference build in Chromium (internal/browser, the
//     witnesses' deterministic, loopback-only browser) at every breakpoint
//     and measures it with W2's own code (measure.Record: the same probe,
//     the same var() chain resolution through the CSS domain), so the
//     skeleton it writes holds exactly what W2 will compare: boxes in page
//     coordinates, null where hidden, the colour tokens each element
//     really takes from custom properties, its click with the binding the
//     page establishes (visual_only otherwise), tolerances from the
//     spacing unit, constraints with defaults from the page. Then W2
//     itself judges the recording against the same build and the
//     recording is corrected where W2 cannot confirm it (selfcheck.go).
//     Every element carries a comment saying where its values came from.
//     Recording into an existing skeleton keeps the hand edits that still
//     hold and reports what moved.
//   - Pin recomputes the screen pins of index.yaml in place, touching
//     nothing but the pin values.
//   - Lint runs the parser and adds what a designer wants to hear about:
//     elements never required visible, unused tokens, boxes that overlap,
//     tolerances the spacing unit caps; each with FILE:LINE:COL.
//   - Sign and Verify make and check the detached index.yaml.sig with a
//     designer key (internal/keys), against a trust file's designers.
//
// Nothing is written half: every file is checked by the parser before it
// is written, and written through a temporary file renamed into place.
package authoring
