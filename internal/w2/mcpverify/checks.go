package mcpverify

import (
	"encoding/json"

	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpcheck"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/runner"
	"github.com/tribunal-dev/tribunal/internal/w2/mcpprotocol"
)

// Checks makes W2's checks of one finished mount, from its log and the
// app's documents W2 read during it, with the log and invocation record
// (which holds the documents) they rest on.
func Checks(m *runner.Mount, docs mcpprotocol.Documents) ([]mcpcheck.Check, []mcpcheck.Blob, mcpprotocol.Invocation) {
	logBlob := mcpcheck.NewBlob("jsonrpc-log", "application/jsonl", m.Surface, "", mcphost.LogJSONL(m.Log))
	inv := mcpprotocol.Invocations(m.App, m.Log)
	inv.Server = m.Transcript
	inv.Documents = docs
	invJSON, err := json.Marshal(inv)
	if err != nil {
		panic(err) // an Invocation always encodes
	}
	invBlob := mcpcheck.NewBlob("tool-invocation", "application/json", m.Surface, "", invJSON)
	checks := mcpprotocol.Lint(mcpprotocol.Input{
		Surface: m.Surface, App: m.App, Log: m.Log, ProbeOrigin: m.Session.ProbeOrigin(),
		LogBlob: logBlob.SHA256, InvocationBlob: invBlob.SHA256, Server: m.Transcript != nil,
		Documents: docs,
	})
	return checks, []mcpcheck.Blob{logBlob, invBlob}, inv
}
