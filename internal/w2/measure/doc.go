// Package measure is W2, the DOM witness (docs/CONTRACTS.md §7): it loads each screen of
// a job's product in headless Chromium at each breakpoint its elements
// require, measures the DOM against the design skeleton with rubric 1.0.0
// to 1.11.0 (rubric.go says what differs), lints the DOM against the
// request's constraints, classifies micro-drift, and builds the
// visual-verdict.v1 body.
//
// The work for one job, in order (docs/RUBRIC.md is the rule book):
//
//  1. Measure: one fresh tab per screen × breakpoint (a daemon's browser
//     opens them ahead: browser.Options.SpareTabs). The page is loaded,
//     document.fonts.ready awaited, 300 ms more allowed (under 1.3.0:
//     until the page is ready — network quiet, an idle main thread and a
//     layout that stands still, ready.go), and then every
//     element's box, visibility and the computed values of its tokens are
//     read in one script (probe.js, with clip.js for the clipped text of
//     1.2.0), the lint counts taken, and each token traced back through
//     the DevTools CSS domain (styles.go, tokens.go; under 1.2.0 through the var()
//     chain the browser resolves, chain.go, and under 1.5.0 as CSS resolves
//     it in full, chainexact.go), asked once per group of alike
//     siblings (share.go, share.js); under 1.4.0 also each declared
//     element's text runs and the boxes they are painted in (contrast.js),
//     composited into its text contrast (contrast.go). Nothing is clicked here, so
//     these numbers are what the page shows on load.
//  2. Interact: only then are the declared interactions fired
//     (dispatch.js), each on the page loaded afresh (the first on the
//     page as measured, which the measure pass only read, and a later one
//     on the page as left by one that ran nothing: fired.untouched), so that a handler
//     that navigates away or rewrites the DOM spoils nothing but its own
//     page. Up to 1.6.0 the page is loaded again in the same tab; under
//     1.7.0 each such page is a tab of its own, loaded ahead while the
//     page is measured (ahead.go).
//  3. Resolve binds_to targets (bindsto.go) and assemble the verdict
//     (verdict.go): element verdicts, lint findings, concerns, micro-drift
//     (drift.go) and the overall verdict of rule 8.
//
// A browser that is missing, dies or runs out of time makes the verdict
// AUDIT_UNAVAILABLE with an ops.observation.v1 external_tool_fail; slow
// fonts add a warning and an external_tool_slow. W2 never takes a
// screenshot; W1's pixel code lives in internal/w1/capture, which this
// package does not import.
package measure
