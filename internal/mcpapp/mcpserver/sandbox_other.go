//go:build !linux

package mcpserver

import (
	"context"
	"errors"
	"fmt"
	"os/exec"
	"syscall"
)

// Stdio MCP servers are sandboxed with Linux process attributes only.
func sysProcAttr() *syscall.SysProcAttr { return nil }

func setLimits(int, Limits) error {
	return errors.New("stdio MCP servers run on Linux witnesses only")
}

func jailCommand(*exec.Cmd, string, string, []string, Limits, bool) error {
	return fmt.Errorf("%w: it needs Linux namespaces", ErrNoJail)
}

// CheckJail: there is no jail off Linux.
func CheckJail(context.Context) error { return jailCommand(nil, "", "", nil, Limits{}, false) }

func (p *Process) killGroup() { _ = p.cmd.Process.Kill() }
