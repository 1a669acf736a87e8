// Package testenv is how a test says it cannot run here. CI (CI=true, as
// .ci/run's machines set it) installs everything the tests need through
// make deps, so there a test that would skip fails instead: a skipped
// conformance test is a check nobody ran, and it must not pass silently.
// Outside CI a test may skip for what is missing (node, symlinks), saying
// what; under -short, the runner's own choice, the slow tests skip
// everywhere (CI does not pass -short).
//
// Tests never call t.Skip themselves; TestNoDirectSkips keeps it so.
package testenv

import (
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"testing"
)

// EnvCI is the variable CI sets.
const EnvCI = "CI"

// CI reports whether the tests run under CI: CI set to a true value
// (true, 1, …, as strconv.ParseBool reads it).
func CI() bool {
	ok, _ := strconv.ParseBool(os.Getenv(EnvCI))
	return ok
}

// Short skips the test under -short, saying why it is slow ("needs
// Chromium", "starts five processes"). It is the one skip CI allows: the
// runner asked for it.
func Short(t testing.TB, why string) {
	t.Helper()
	if testing.Short() {
		t.Skip(why + "; skipped under -short")
	}
}

// Skip skips the test with a reason, except under CI, where it fails the
// test with the same reason: CI must have what the test needs.
func Skip(t testing.TB, args ...any) {
	t.Helper()
	why := fmt.Sprint(args...)
	if CI() {
		t.Fatalf("%s=true: this test may not skip (%s)", EnvCI, why)
	}
	t.Skip(why)
}

// Tool is the path of the program name on PATH; without it the test
// skips (fails under CI), with hint saying how to get it ("make deps
// installs nodejs").
func Tool(t testing.TB, name, hint string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		Skip(t, name, " not found (", err, "): ", hint)
	}
	return p
}
