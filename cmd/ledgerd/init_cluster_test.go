package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestInitCluster: --cluster 3 prints and writes the three nodes; bad
// cluster flags are usage errors that create nothing.
func TestInitCluster(t *testing.T) {
	parent := t.TempDir()
	d := filepath.Join(parent, "deploy")
	stdout, stderr, code := runInit(t, "--dir", d, "--cluster", "3", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var out struct {
		NATSURL     string   `json:"nats_url"`
		NATSCluster []string `json:"nats_cluster"`
		NATSConfig  string   `json:"nats_config"`
	}
	if err := json.Unmarshal([]byte(stdout), &out); err != nil {
		t.Fatal(err)
	}
	if len(out.NATSCluster) != 3 || out.NATSURL != out.NATSCluster[0] || out.NATSConfig != filepath.Join(d, "cluster", "node-1.conf") {
		t.Fatalf("init output %+v", out)
	}
	for i := 1; i <= 3; i++ {
		data, err := os.ReadFile(filepath.Join(d, "cluster", "node-"+string(rune('0'+i))+".conf"))
		if err != nil || !strings.Contains(string(data), `server_name: "tribunal-`+string(rune('0'+i))+`"`) {
			t.Errorf("node %d config: %v", i, err)
		}
	}
	human, _, code := runInit(t, "--dir", filepath.Join(parent, "human"), "--cluster", "3")
	if code != 0 || strings.Count(human, "cluster node ") != 3 {
		t.Errorf("human output lacks the three nodes:\n%s", human)
	}
	for _, args := range [][]string{
		{"--cluster", "2"},
		{"--cluster", "3", "--cluster-host", "a"},
		{"--cluster-host", "a"},
		{"--cluster", "-1"},
	} {
		dir := filepath.Join(parent, "bad")
		_, stderr, code := runInit(t, append([]string{"--dir", dir}, args...)...)
		if code != 64 || strings.Count(strings.TrimSpace(stderr), "\n") > 1 {
			t.Errorf("%v: exit %d, stderr %q; want a one-line usage error", args, code, stderr)
		}
		if _, err := os.Stat(dir); !os.IsNotExist(err) {
			t.Errorf("%v created %s", args, dir)
		}
	}
}
