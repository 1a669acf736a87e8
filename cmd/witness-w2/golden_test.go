package main

import (
	"testing"
)

// TestGolden runs every test skeleton through `witness-w2 run` (and
// `drift`) against real Chromium and compares the JSON with its golden
// file. Each case names the rule it exercises in both directions; the
// focused checks in rules_test.go pin the decisions that matter most.
func TestGolden(t *testing.T) {
	useShared(t)
	file := fileRoot(t)
	web := httpRoot(t)
	tests := []struct {
		name, cmd, skel, hash, rubric string
		http                          bool
		code                          int
	}{
		// Every element rule, pass and fail side by side.
		{name: "rules-1.0.0", cmd: "run", skel: "rules", rubric: "1.0.0", code: 2},
		// 1.1.0: addEventListener (direct and delegated) counts as wired.
		{name: "rules-1.1.0", cmd: "run", skel: "rules", rubric: "1.1.0", code: 2},
		// The same products over a loopback http:// server: the same
		// bytes as over file:// (the same golden files).
		{name: "rules-1.1.0", cmd: "run", skel: "rules", rubric: "1.1.0", http: true, code: 2},
		{name: "lint", cmd: "run", skel: "lint", rubric: "1.1.0", http: true, code: 2},
		// Everything passes: bbox, token, interactions, lint, bundle lint.
		{name: "clean", cmd: "run", skel: "clean", rubric: "1.0.0", code: 0},
		// nav links over the limit, required missing, forbidden present,
		// every kind of bundle violation.
		{name: "lint", cmd: "run", skel: "lint", rubric: "1.1.0", code: 2},
		// Failures within the drift profile only.
		{name: "drift", cmd: "run", skel: "drift", rubric: "1.0.0", code: 2},
		{name: "drift-approve", cmd: "drift", skel: "drift", rubric: "1.0.0", code: 0},
		{name: "drift-reject", cmd: "drift", skel: "lint", rubric: "1.1.0", code: 2},
		{name: "drift-unavailable", cmd: "drift", skel: "drift", rubric: "9.9.9", code: 4},
		// A web font held for 2.5 s: warn, exit 1.
		{name: "fonts-slow", cmd: "run", skel: "fonts", rubric: "1.0.0", http: true, code: 1},
		// Rubric 1.2.0: the same rules page (token chains recorded, the
		// page scrolls sideways on a phone), everything passing still
		// passing, and the 1.2.0 rules side by side with 1.1.0.
		{name: "rules-1.2.0", cmd: "run", skel: "rules", rubric: "1.2.0", code: 2},
		{name: "clean-1.2.0", cmd: "run", skel: "clean", rubric: "1.2.0", code: 0},
		{name: "rules12-1.1.0", cmd: "run", skel: "rules12", rubric: "1.1.0", code: 2},
		{name: "rules12-1.2.0", cmd: "run", skel: "rules12", rubric: "1.2.0", code: 2},
		{name: "rules12-1.2.0", cmd: "run", skel: "rules12", rubric: "1.2.0", http: true, code: 2},
		{name: "overflow-1.1.0", cmd: "run", skel: "overflow", rubric: "1.1.0", code: 0},
		{name: "overflow-1.2.0", cmd: "run", skel: "overflow", rubric: "1.2.0", code: 2},
		// Malformed skeletons and unknown rubrics: exit 4, error names file:line.
		{name: "bad-unknown-key", cmd: "run", skel: "bad-unknown-key", rubric: "1.0.0", code: 4},
		{name: "bad-type", cmd: "run", skel: "bad-type", rubric: "1.0.0", code: 4},
		{name: "bad-pin", cmd: "run", skel: "bad-pin", rubric: "1.0.0", code: 4},
		{name: "hash-mismatch", cmd: "run", skel: "drift", hash: "1111111111111111111111111111111111111111111111111111111111111111", rubric: "1.0.0", code: 4},
		{name: "unknown-rubric", cmd: "run", skel: "drift", rubric: "2.0.0", code: 4},
	}
	for _, tt := range tests {
		name := tt.name
		if tt.http {
			name += "/http"
		}
		t.Run(name, func(t *testing.T) {
			t.Parallel() // tabs of one shared browser, as in serve mode
			root := file
			if tt.http {
				root = web
			}
			r := runW2(t, tt.cmd, args(t, tt.skel, tt.hash, root, tt.rubric)...)
			if r.code != tt.code {
				t.Errorf("exit %d, want %d; stderr:\n%s", r.code, tt.code, r.stderr)
			}
			golden(t, tt.name, r.stdout)
		})
	}
}
