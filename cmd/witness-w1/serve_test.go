package main

import (
	"testing"

	"github.com/tribunal-dev/tribunal/internal/cli/clitest"
)

// TestServeUsage: "serve" reaches the daemon's flag checks as W1 (they
// are internal/witness's, tested there in full): its usage names this
// binary, and an unreadable deployment is exit 2.
func TestServeUsage(t *testing.T) {
	clitest.Check(t, run, exitCode, []clitest.Case{
		{Args: []string{"serve"}, Code: 64, Want: "usage: witness-w1 serve"},
		{Args: []string{"serve", "--dir", "/nonexistent/deploy"}, Code: 2, Want: "witness-w1: "},
	})
}
