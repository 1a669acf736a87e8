// Package mcpservertest builds Tribunal's test MCP server
// (testdata/mcp-server) for tests, and lays out a product root for it: the
// binary and the test app's bundles, as an operator's directory would hold
// a real server. Nothing is fetched: the build uses the module cache.
package mcpservertest

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// Command is the server's name in a product root: Product lays out
// <dir>/forecast-server and <dir>/dist/*.html.
const Command = "./forecast-server"

// Variants the server knows (testdata/mcp-server/variants.go), with the
// criterion each breaks; "" for the good one. Unavailable are the ones
// whose server fails (a witness reports AUDIT_UNAVAILABLE).
var (
	Variants = []struct{ Name, Breaks string }{
		{"good", ""},
		{"never-initializes", "mount"},
		{"no-structured-content", "hydration"},
		{"refresh-hidden", "tools_call"},
		{"forgets-state", "resize_state"},
		{"undeclared-fetch", "csp"},
		{"no-text-content", "text"},
		{"wrong-mime", "bundle"},
		{"relative-script", "bundle"},
	}
	Unavailable = []string{"hang", "crash", "garbage", "crash-on-refresh"}
	// Nondeterministic passes every check, with answers that differ from
	// one server process to the next: the two witnesses' transcripts
	// disagree.
	Nondeterministic = "nondeterministic"
	// RenamedKey passes every check, with a model's result whose
	// structuredContent names the temperature "temp": another shape than
	// the good server's (live mode's comparison).
	RenamedKey = "renamed-key"
)

// build is one `go build` per test binary.
type build struct {
	once sync.Once
	dir  string
	bin  string
	err  error
}

var built, hostile build

// RepoRoot is the module root, found from the working directory up.
func RepoRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("mcpservertest: no go.mod above the working directory")
		}
		dir = parent
	}
}

// Binary builds the server once per test binary and returns its path.
func Binary() (string, error) { return built.get("forecast-server", "./testdata/mcp-server") }

func (b *build) get(name, pkg string) (string, error) {
	b.once.Do(func() {
		root, err := RepoRoot()
		if err != nil {
			b.err = err
			return
		}
		if b.dir, err = os.MkdirTemp("", "tribunal-mcp-server-bin-"); err != nil {
			b.err = err
			return
		}
		b.bin = filepath.Join(b.dir, name)
		cmd := exec.Command("go", "build", "-o", b.bin, pkg)
		cmd.Dir = root
		if out, err := cmd.CombinedOutput(); err != nil {
			b.err = fmt.Errorf("mcpservertest: go build %s: %v\n%s", pkg, err, out)
		}
	})
	return b.bin, b.err
}

// Cleanup removes the built binaries; TestMain calls it.
func Cleanup() {
	for _, b := range []*build{&built, &hostile} {
		if b.dir != "" {
			os.RemoveAll(b.dir)
		}
	}
}

// HostileCommand is the hostile server's name in a product root that
// HostileProduct laid out (testdata/mcp-server-hostile: `hostile MODE
// [ARG]`).
const HostileCommand = "./hostile"

// HostileProduct adds the hostile server to the product root dir (created
// if missing), readable as Product's.
func HostileProduct(dir string) error {
	bin, err := hostile.get("hostile", "./testdata/mcp-server-hostile")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := copyFile(bin, filepath.Join(dir, "hostile"), 0o755); err != nil {
		return err
	}
	return openUp(dir)
}

// openUp makes dir readable by others, and the directories above it
// searchable up to the system's temporary directory (t.TempDir makes
// them 0700): a witness running as root runs its jails as an
// unprivileged uid (mcpserver.JailUID), which must reach the product
// root, as an operator's product root is reachable.
func openUp(dir string) error {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return err
	}
	if err := os.Chmod(dir, 0o755); err != nil {
		return err
	}
	tmp := filepath.Clean(os.TempDir())
	for p := filepath.Dir(dir); strings.HasPrefix(p, tmp+string(filepath.Separator)); p = filepath.Dir(p) {
		st, err := os.Stat(p)
		if err != nil {
			return err
		}
		if st.Mode().Perm()&0o001 == 0 {
			if err := os.Chmod(p, st.Mode().Perm()|0o011); err != nil {
				return err
			}
		}
	}
	return nil
}

// Product lays out a product root in dir (created if missing): the
// server as forecast-server and the test app's bundles in dist/, readable
// by every user (see openUp).
func Product(dir string) error {
	bin, err := Binary()
	if err != nil {
		return err
	}
	root, err := RepoRoot()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Join(dir, "dist"), 0o755); err != nil {
		return err
	}
	if err := copyFile(bin, filepath.Join(dir, "forecast-server"), 0o755); err != nil {
		return err
	}
	bundles, err := filepath.Glob(filepath.Join(root, "testdata", "mcp-app", "dist", "*.html"))
	if err != nil || len(bundles) == 0 {
		return fmt.Errorf("mcpservertest: no bundles in testdata/mcp-app/dist (%v)", err)
	}
	for _, b := range bundles {
		if err := copyFile(b, filepath.Join(dir, "dist", filepath.Base(b)), 0o644); err != nil {
			return err
		}
	}
	return openUp(dir)
}

// copyFile copies, never links: a server may write its own files, and
// must not reach the repository's through a hard link.
func copyFile(from, to string, mode os.FileMode) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, mode)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// App is the mcp_app of a server-mode request for the forecast app:
// testdata/mcp-server/app.json with the command of variant.
func App(variant string) (*events.MCPApp, error) {
	root, err := RepoRoot()
	if err != nil {
		return nil, err
	}
	b, err := os.ReadFile(filepath.Join(root, "testdata", "mcp-server", "app.json"))
	if err != nil {
		return nil, err
	}
	var app events.MCPApp
	if err := events.DecodeStrict(b, &app); err != nil {
		return nil, fmt.Errorf("mcpservertest: app.json: %w", err)
	}
	app.Server.Command = []string{Command, "--variant", variant}
	if err := app.Check(); err != nil {
		return nil, fmt.Errorf("mcpservertest: app.json: %w", err)
	}
	return &app, nil
}

// ThirdPartyDir is testdata/mcp-server-thirdparty: a real MCP App server
// nobody here wrote (the ext-apps project's vanilla-JS example, pinned by
// its package-lock.json), installed by make deps. A missing node_modules
// is an error, not a skip: CI runs make deps first.
func ThirdPartyDir() (string, error) {
	root, err := RepoRoot()
	if err != nil {
		return "", err
	}
	dir := filepath.Join(root, "testdata", "mcp-server-thirdparty")
	if _, err := os.Stat(filepath.Join(dir, "node_modules")); err != nil {
		return "", fmt.Errorf("mcpservertest: the third-party MCP server is not installed (make deps runs npm ci in %s): %w", dir, err)
	}
	return dir, nil
}

// ThirdPartyCommand is its stdio command, relative to ThirdPartyDir (as
// in its app.json); without --stdio it serves streamable HTTP on $PORT.
var ThirdPartyCommand = []string{"./node_modules/@modelcontextprotocol/server-basic-vanillajs/dist/index.js", "--stdio"}

// StartThirdPartyHTTP starts the third-party server over streamable HTTP
// on a free port and returns its endpoint once it listens (it says so on
// stdout), and the function that stops it. It binds every interface (the
// example's own choice); the endpoint named is loopback.
func StartThirdPartyHTTP() (url string, stop func(), err error) {
	dir, err := ThirdPartyDir()
	if err != nil {
		return "", nil, err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, err
	}
	port := strconv.Itoa(ln.Addr().(*net.TCPAddr).Port)
	ln.Close()
	cmd := exec.Command(filepath.Join(dir, filepath.FromSlash(ThirdPartyCommand[0])))
	cmd.Dir, cmd.Env = dir, append(os.Environ(), "PORT="+port)
	out, err := cmd.StdoutPipe()
	if err != nil {
		return "", nil, err
	}
	if err := cmd.Start(); err != nil {
		return "", nil, err
	}
	stop = func() { _ = cmd.Process.Kill(); _ = cmd.Wait() }
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil || !strings.Contains(line, "listening") {
		stop()
		return "", nil, fmt.Errorf("mcpservertest: the third-party server did not start on port %s: %q %v", port, line, err)
	}
	go func() { _, _ = io.Copy(io.Discard, out) }()
	return "http://127.0.0.1:" + port + "/mcp", stop, nil
}

// CorpusDir is testdata/mcp-apps-corpus: the official MCP Apps example
// servers (ext-apps 2.0.3, pinned by its package-lock.json), our broken
// variants of an app, one request file per app (apps/NAME.json) and the
// truth that an independent host established for each (truth.json, made
// by truth.mjs). make deps installs it; a missing node_modules is an
// error, not a skip.
func CorpusDir() (string, error) {
	root, err := RepoRoot()
	if err != nil {
		return "", err
	}
	dir := filepath.Join(root, "testdata", "mcp-apps-corpus")
	if _, err := os.Stat(filepath.Join(dir, "node_modules")); err != nil {
		return "", fmt.Errorf("mcpservertest: the MCP Apps corpus is not installed (make deps runs npm ci in %s): %w", dir, err)
	}
	return dir, nil
}
