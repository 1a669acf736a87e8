package mcpserver

import (
	"os"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpserver/mcpservertest"
)

func TestMain(m *testing.M) {
	if dir := os.Getenv(helperEnv); dir != "" {
		jailWitness(dir)
		return
	}
	code := m.Run()
	mcpservertest.Cleanup()
	os.Exit(code)
}

// product lays out the test server's product root in a fresh directory.
func product(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := mcpservertest.Product(dir); err != nil {
		t.Fatal(err)
	}
	return dir
}
