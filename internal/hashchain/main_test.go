package hashchain

import (
	"os"
	"testing"
)

// TestMain removes the shared benchmark fixture after the run. In the
// crash test's child process (crashEnvPath set) it runs no tests: it
// appends until it is killed.
func TestMain(m *testing.M) {
	if path := os.Getenv(crashEnvPath); path != "" {
		crashChild(path)
	}
	code := m.Run()
	cleanupBenchFixture()
	os.Exit(code)
}
