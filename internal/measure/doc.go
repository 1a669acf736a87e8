// Package measure will hold W2's DOM measurement in headless Chromium
// (SPEC §7). It is part of the fixed top-level layout; the DOM witness
// issue fills it. Pixel capture for W1 lives in a separate package so that
// W1 provably never reads the DOM.
package measure
