//go:build !linux

package mcpserver

import (
	"errors"
	"syscall"
)

// Stdio MCP servers are sandboxed with Linux process attributes only.
func sysProcAttr() *syscall.SysProcAttr { return nil }

func setLimits(int, Limits) error {
	return errors.New("stdio MCP servers run on Linux witnesses only")
}

func (p *Process) killGroup() { _ = p.cmd.Process.Kill() }
