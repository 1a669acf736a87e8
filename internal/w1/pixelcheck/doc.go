// Package pixelcheck holds W1's judgement (docs/CONTRACTS.md §8): it captures every
// screen of a job at every breakpoint and surface through internal/w1/capture,
// and judges the screenshots by their pixels alone — blank frame, region
// ink, WCAG contrast, token colours and the diff against a baseline — into
// an observation.w1.v1 report, the PNG evidence blobs and the operational
// notes that go with it.
//
// It never reads the document. The skeleton tells it where each element
// should be (its declared bbox) and which colours it should show (its
// colour tokens); everything it concludes comes from the pixels inside
// those boxes. The only browser calls on its path are internal/w1/capture's
// (navigation, emulation, readiness, screenshots) in tabs opened with
// browser.PixelOnly; internal/w1/capture's isolation_test.go checks this
// package's source and dependencies by the same rules as its own.
//
// The checks, their thresholds, the score and the verdict rules are
// documented in docs/W1.md; the constants of this package are the
// numbers that document quotes.
package pixelcheck
