package mcpverify

import (
	"encoding/json"

	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpcheck"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/runner"
	"github.com/tribunal-dev/tribunal/internal/w2/mcpprotocol"
)

// Checks makes W2's checks of one finished mount, with the log and
// invocation record they rest on.
func Checks(m *runner.Mount) ([]mcpcheck.Check, []mcpcheck.Blob, mcpprotocol.Invocation) {
	logBlob := mcpcheck.NewBlob("jsonrpc-log", "application/jsonl", m.Surface, "", mcphost.LogJSONL(m.Log))
	inv := mcpprotocol.Invocations(m.App, m.Log)
	inv.Server = m.Transcript
	invJSON, err := json.Marshal(inv)
	if err != nil {
		panic(err) // an Invocation always encodes
	}
	invBlob := mcpcheck.NewBlob("tool-invocation", "application/json", m.Surface, "", invJSON)
	checks := mcpprotocol.Lint(mcpprotocol.Input{
		Surface: m.Surface, App: m.App, Log: m.Log, ProbeOrigin: m.Session.ProbeOrigin(),
		LogBlob: logBlob.SHA256, InvocationBlob: invBlob.SHA256, Server: m.Transcript != nil,
	})
	return checks, []mcpcheck.Blob{logBlob, invBlob}, inv
}
