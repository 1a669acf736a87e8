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

// Declared turns exactly the declared criteria into not_applicable, with
// the reason, whatever the witness found, and keeps no blob of them.
func TestDeclared(t *testing.T) {
	in := []Check{
		{Criterion: Hydration, Witness: W2, Surface: "web", Status: Pass, Evidence: "ok", Blobs: []string{"a"}},
		{Criterion: ToolCall, Witness: W2, Surface: "web", Status: Fail, Evidence: "the app made no tools/call", Blobs: []string{"a"}},
	}
	out := Declared(in, func(c string) (string, bool) { return "computes in the page", c == ToolCall })
	if out[0].Status != Pass || out[0].Evidence != "ok" {
		t.Errorf("undeclared check changed: %+v", out[0])
	}
	if c := out[1]; c.Status != NotApplicable || c.Evidence != "declared not applicable by the request: computes in the page" || c.Blobs != nil || c.Witness != W2 || c.Surface != "web" {
		t.Errorf("declared check %+v", c)
	}
	if in[1].Status != Fail {
		t.Error("Declared changed its input")
	}
}
