package cli

import (
	"runtime/debug"
	"strings"
)

// Revision and Modified are stamped by the Makefile's build
// (-ldflags -X) for builds where the go command records no VCS
// information (GOFLAGS=-buildvcs=false, a git worktree): the commit and
// "true" for a tree with uncommitted changes. debug.ReadBuildInfo's own
// vcs settings win when present.
var (
	Revision string
	Modified string
)

// Version is the one line "prog --version" prints: the module path and
// version and the VCS revision the binary was built from (with its commit
// time, and "+modified" for a dirty tree), from debug.ReadBuildInfo; what
// the build did not record is left out.
func Version(prog string) string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return prog + " (no build information)"
	}
	return versionLine(prog, bi)
}

func versionLine(prog string, bi *debug.BuildInfo) string {
	mod, ver := bi.Main.Path, bi.Main.Version
	if ver == "" {
		ver = "(devel)"
	}
	var rev, at string
	modified := false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			at = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	if rev == "" && Revision != "" {
		rev, modified = Revision, Modified == "true"
	}
	parts := []string{prog}
	if mod != "" {
		parts = append(parts, mod)
	}
	parts = append(parts, ver)
	if rev != "" {
		r := "revision " + rev
		if modified {
			r += "+modified"
		}
		if at != "" {
			r += " (" + at + ")"
		}
		parts = append(parts, r)
	}
	if bi.GoVersion != "" {
		parts = append(parts, bi.GoVersion)
	}
	return strings.Join(parts, " ")
}

// isVersion reports whether arg asks for the version.
func isVersion(arg string) bool {
	switch arg {
	case "--version", "-version", "version":
		return true
	}
	return false
}
