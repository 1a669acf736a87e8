package mcpcheck

import (
	"testing"
)

func TestNewBlob(t *testing.T) {
	b := NewBlob("jsonrpc-log", "application/jsonl", "web", "", []byte("abc"))
	if b.SHA256 != "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad" {
		t.Errorf("sha256 %s", b.SHA256)
	}
}
