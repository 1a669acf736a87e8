package hashchain

import (
	"os"
	"testing"
)

// TestMain removes the shared benchmark fixture after the run. In the
// crash test's child process (crashEnvPath set) it runs no tests: it
// appends until it is killed; in the power-cut test's child it appends
// to a chain on a lazyfs mount.
func TestMain(m *testing.M) {
	if path := os.Getenv(crashEnvPath); path != "" {
		crashChild(path)
	}
	if path := os.Getenv(powerCutEnvPath); path != "" {
		powerCutChild(path)
	}
	code := m.Run()
	cleanupBenchFixture()
	os.Exit(code)
}
