package hashchain

import (
	"os"
	"testing"
)

// TestMain removes the shared benchmark fixture after the run.
func TestMain(m *testing.M) {
	code := m.Run()
	cleanupBenchFixture()
	os.Exit(code)
}
