package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"

	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/ledger"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
	"github.com/tribunal-dev/tribunal/internal/pause/pausetest"
	"github.com/tribunal-dev/tribunal/internal/query"
	"github.com/tribunal-dev/tribunal/internal/testenv"
)

// lockedBuffer collects a daemon's stderr while the test reads it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// daemon is "ledgerd serve" running in-process, as main runs it.
type daemon struct {
	cancel context.CancelFunc
	done   chan error
	stderr *lockedBuffer
}

func startServe(t *testing.T, args ...string) *daemon {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	d := &daemon{cancel: cancel, done: make(chan error, 1), stderr: &lockedBuffer{}}
	go func() { d.done <- run(ctx, append([]string{"serve"}, args...), io.Discard, d.stderr) }()
	t.Cleanup(func() {
		cancel()
		<-d.done
	})
	return d
}

// stop is SIGINT: cancel the context main would cancel, and wait.
func (d *daemon) stop(t *testing.T) {
	t.Helper()
	d.cancel()
	select {
	case err := <-d.done:
		d.done <- err // for the cleanup
		if code := exitCode(err, io.Discard); code != 0 {
			t.Fatalf("serve exited %d: %v\n%s", code, err, d.stderr)
		}
	case <-time.After(60 * time.Second):
		t.Fatalf("serve did not stop\n%s", d.stderr)
	}
}

// ready waits for the "ledger ready" log line (JSON logs) and returns it.
func (d *daemon) ready(t *testing.T) map[string]any {
	t.Helper()
	var ready map[string]any
	pausetest.WaitFor(t, 30*time.Second, func() error {
		sc := bufio.NewScanner(strings.NewReader(d.stderr.String()))
		for sc.Scan() {
			var line map[string]any
			if json.Unmarshal(sc.Bytes(), &line) == nil && line["msg"] == "ledger ready" {
				ready = line
				return nil
			}
		}
		select {
		case err := <-d.done:
			d.done <- err
			t.Fatalf("serve exited: %v\n%s", err, d.stderr)
		default:
		}
		return fmt.Errorf("serve not ready\n%s", d.stderr)
	})
	return ready
}

// initDeployment runs ledgerd init and loads the result.
func initDeployment(t *testing.T) *deploy.Deployment {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "deploy")
	mustRun(t, "init", "--dir", dir, "--json")
	d, err := deploy.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// publishHistory publishes one request's events, each by its own role
// with its own credentials, and waits until the chain holds them.
func publishHistory(t *testing.T, url string, d *deploy.Deployment, requestID string) []ledgertest.Sample {
	t.Helper()
	hist := ledgertest.History(t, ledgertest.Signers(t, d), requestID, "serve")
	publishSamples(t, url, d, map[events.Role]*ledgertest.Conn{}, hist)
	aud := ledgertest.Connect(t, url, d, events.RoleAuditor)
	ledgertest.WaitSize(t, query.NewClient(aud.NC, events.RoleAuditor), uint64(len(hist)+historyDerived), 30*time.Second)
	return hist
}

// historyDerived is what the governance fold derives from a History: the
// transitions to OPEN, OBSERVING, PASS_CANDIDATE and SEALED_DEPLOY, and
// the seal.
const historyDerived = 5

// checkChain verifies a copy of the stopped daemon's chain with the trust
// file and checks, through the export, that it holds exactly hist and
// what the ledger derived from it.
func checkChain(t *testing.T, d *deploy.Deployment, hist []ledgertest.Sample) {
	t.Helper()
	cp := copyFile(t, d.DB)
	stdout, stderr, code := ledgerd(t, "verify", "--db", cp, "--trust", d.TrustFile, "--json")
	if rep := decodeReport(t, stdout); code != 0 || !rep.OK || !rep.Pinned || !rep.SigsOK || rep.Entries != uint64(len(hist)+historyDerived) {
		t.Fatalf("verify: exit %d %+v\n%s", code, rep, stderr)
	}
	out := mustRun(t, "export", "--db", cp)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != len(hist)+historyDerived {
		t.Fatalf("export has %d lines, want %d", len(lines), len(hist)+historyDerived)
	}
	i, prevSeq := 0, uint64(0)
	for _, l := range lines {
		var e struct {
			Subject string `json:"subject"`
			MsgID   string `json:"msg_id"`
			Body    string `json:"body"`
			Seq     uint64 `json:"seq"`
		}
		if err := json.Unmarshal([]byte(l), &e); err != nil {
			t.Fatal(err)
		}
		if strings.HasPrefix(e.MsgID, events.LedgerIDPrefix) {
			// Derived from the message before it (verify re-derived it).
			if !strings.HasPrefix(e.Subject, "tribunal.ledger.") || e.Seq != prevSeq {
				t.Errorf("derived %s on %s at seq %d, after seq %d", e.MsgID, e.Subject, e.Seq, prevSeq)
			}
			continue
		}
		body, _ := base64.StdEncoding.DecodeString(e.Body)
		want := hist[i].Event
		if e.Subject != want.Subject || e.MsgID != want.ID || !bytes.Equal(body, want.Body) || e.Seq != uint64(i+1) {
			t.Errorf("entry %d: %s %s seq %d, want %s %s seq %d", i, e.Subject, e.MsgID, e.Seq, want.Subject, want.ID, i+1)
		}
		i, prevSeq = i+1, e.Seq
	}
}

// TestServe runs "ledgerd serve --dir DIR" with its embedded NATS server:
// every role publishes its own signed events with its own credentials,
// the chain takes them, metrics are served, SIGINT stops the daemon, and
// "ledgerd verify --trust" passes on a copy that holds exactly the events.
func TestServe(t *testing.T) {
	d := initDeployment(t)
	dm := startServe(t, "--dir", d.Dir, "--metrics", "127.0.0.1:0", "--log-format", "json")
	ready := dm.ready(t)
	if ready["nats"] != d.NATSURL || ready["embedded_nats"] != true || ready["db"] != d.DB {
		t.Errorf("ready line %v", ready)
	}
	hist := publishHistory(t, d.NATSURL, d, "req-serve")
	// The counter follows the commit that the history waited for: poll
	// until it catches up (or the deadline says it never will).
	pausetest.WaitFor(t, 30*time.Second, func() error {
		resp, err := http.Get(fmt.Sprintf("http://%s/metrics", ready["metrics"]))
		if err != nil {
			t.Fatal(err)
		}
		m, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if !strings.Contains(string(m), "tribunal_ledger_appended_total 10\n") {
			return fmt.Errorf("metrics not yet at 10 appended:\n%s", m)
		}
		return nil
	})
	dm.stop(t)
	for _, want := range []string{`"msg":"ledger shutting down"`, `"msg":"ledger stopped"`} {
		if !strings.Contains(dm.stderr.String(), want) {
			t.Errorf("no %s in the log", want)
		}
	}
	if c, err := net.DialTimeout("tcp", d.ListenAddr(), time.Second); err == nil {
		c.Close()
		t.Error("the embedded server still listens after shutdown")
	}
	checkChain(t, d, hist)
}

// TestServeExternalNATS runs a separate nats-server from the deployment's
// nats-server.conf (on another port, written into a copy of the file) and
// "ledgerd serve --nats URL" against it, given only the ledger's own files
// (no --dir): the same flow works, and no embedded server is started.
func TestServeExternalNATS(t *testing.T) {
	d := initDeployment(t)
	srv, url, monitor := startExternal(t, d, nil)

	// Only the ledger's own files, as on a machine of its own.
	dm := startServe(t, externalArgs(d, url, monitor)...)
	ready := dm.ready(t)
	if ready["nats"] != url || ready["embedded_nats"] != false {
		t.Errorf("ready line %v", ready)
	}
	if c, err := net.DialTimeout("tcp", d.ListenAddr(), time.Second); err == nil {
		c.Close()
		t.Error("serve --nats started an embedded server anyway")
	}
	hist := publishHistory(t, url, d, "req-ext")
	dm.stop(t)
	// The daemon drained and closed its connection (the test's own
	// clients are still there).
	pausetest.WaitFor(t, 30*time.Second, func() error {
		if slices.Contains(srvConns(t, srv), "tribunal-ledgerd") {
			return errors.New("the ledger's connection is still open after shutdown")
		}
		return nil
	})
	checkChain(t, d, hist)
}

// TestServeRefusesUnsyncedNATS: an external server that acknowledges
// before it syncs (the nats-server default, or any sync_interval but
// "always"), or one whose monitoring the ledger cannot read, is refused at
// start: exit 2, one line naming what is wrong, no chain file written.
func TestServeRefusesUnsyncedNATS(t *testing.T) {
	syncLine := regexp.MustCompile(`(?m)^  sync_interval: "always"\n`)
	jsBlock := regexp.MustCompile(`(?ms)^jetstream \{\n.*?^\}\n`)
	for _, tc := range []struct {
		name    string
		edit    func([]byte) []byte
		monitor func(string) string // the --nats-monitor given
		want    string
	}{
		{"default sync interval", func(c []byte) []byte { return syncLine.ReplaceAll(c, nil) }, nil,
			`has JetStream sync_interval 2m0s, not "always"`},
		{"sync every second", func(c []byte) []byte { return syncLine.ReplaceAll(c, []byte("  sync_interval: \"1s\"\n")) }, nil,
			`has JetStream sync_interval 1s, not "always"`},
		// A lone server: nothing to wait for (a node of a cluster with
		// JetStream off is waited for, docs/OPERATIONS.md).
		{"JetStream off", func(c []byte) []byte { return jsBlock.ReplaceAll(c, nil) }, nil,
			"has JetStream off"},
		{"no monitoring URL", nil, func(string) string { return "" },
			"no monitoring URL is known for nats://"},
		{"another server's monitoring", nil, func(string) string { return "http://127.0.0.1:" + strconv.Itoa(otherMonitor(t)) },
			"is not among those whose monitoring answered"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := initDeployment(t)
			_, url, monitor := startExternal(t, d, tc.edit)
			if tc.monitor != nil {
				monitor = tc.monitor(monitor)
			}
			var stderr bytes.Buffer
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			err := run(ctx, append([]string{"serve"}, externalArgs(d, url, monitor)...), io.Discard, &stderr)
			if code := exitCode(err, &stderr); code != exitInput {
				t.Fatalf("exit %d, want %d: %v\n%s", code, exitInput, err, stderr.String())
			}
			// The logs come first (JSON); the error is the last line.
			lines := strings.Split(strings.TrimSpace(stderr.String()), "\n")
			line := lines[len(lines)-1]
			if !strings.HasPrefix(line, "ledgerd: ") || !strings.Contains(line, tc.want) || !strings.Contains(line, "sync") {
				t.Errorf("last line %q: want one line with %q\n%s", line, tc.want, stderr.String())
			}
			if st, err := os.Stat(d.DB); err == nil && st.Size() > 0 {
				t.Errorf("the chain file %s was written (%d bytes)", d.DB, st.Size())
			}
		})
	}
}

// otherMonitor is the monitoring port of a server that is not the one the
// ledger connects to.
func otherMonitor(t *testing.T) int {
	t.Helper()
	port := freePort(t)
	srv, err := server.NewServer(&server.Options{Host: "127.0.0.1", Port: -1, HTTPHost: "127.0.0.1", HTTPPort: port,
		JetStream: true, SyncAlways: true, StoreDir: t.TempDir(), NoSigs: true, NoLog: true})
	if err != nil {
		t.Fatal(err)
	}
	go srv.Start()
	if !srv.ReadyForConnections(10 * time.Second) {
		t.Fatal("other server not ready")
	}
	t.Cleanup(func() { srv.Shutdown(); srv.WaitForShutdown() })
	return port
}

// externalArgs are serve's flags against an external server: only the
// ledger's own files, as on a machine of its own.
func externalArgs(d *deploy.Deployment, url, monitor string) []string {
	args := []string{"--nats", url, "--nkey", d.NkeySeedFile(events.RoleLedger),
		"--signing-key", d.SigningKeyFile(events.RoleLedger), "--checkpoint-key", d.CheckpointKeyFile(),
		"--trust", d.TrustFile, "--db", d.DB, "--log-format", "json"}
	if monitor != "" {
		args = append(args, "--nats-monitor", monitor)
	}
	return args
}

// startExternal runs a nats-server from a copy of the deployment's
// nats-server.conf, on ports of its own, edited by edit when set; it
// returns the server, its client URL and its monitoring URL.
func startExternal(t *testing.T, d *deploy.Deployment, edit func([]byte) []byte) (*server.Server, string, string) {
	t.Helper()
	path, url, monitor := externalConf(t, d, edit)
	return runExternal(t, path), url, monitor
}

// externalConf writes startExternal's copy of the deployment's
// nats-server.conf; it returns its path, the client URL and the
// monitoring URL.
func externalConf(t *testing.T, d *deploy.Deployment, edit func([]byte) []byte) (path, url, monitor string) {
	t.Helper()
	conf, err := os.ReadFile(d.NATSConfig)
	if err != nil {
		t.Fatal(err)
	}
	port, mport := freePort(t), freePort(t)
	for _, r := range []struct {
		re   string
		line string
	}{
		{`(?m)^listen: "127\.0\.0\.1:\d+"$`, fmt.Sprintf(`listen: "127.0.0.1:%d"`, port)},
		{`(?m)^http: "127\.0\.0\.1:\d+"$`, fmt.Sprintf(`http: "127.0.0.1:%d"`, mport)},
	} {
		re := regexp.MustCompile(r.re)
		if !re.Match(conf) {
			t.Fatalf("no line %s in\n%s", r.re, conf)
		}
		conf = re.ReplaceAll(conf, []byte(r.line))
	}
	if edit != nil {
		conf = edit(conf)
	}
	path = filepath.Join(t.TempDir(), "nats-server.conf")
	if err := os.WriteFile(path, conf, 0o600); err != nil {
		t.Fatal(err)
	}
	return path, fmt.Sprintf("nats://127.0.0.1:%d", port), fmt.Sprintf("http://127.0.0.1:%d", mport)
}

// runExternal runs a nats-server from the config file at path, in this
// process, until the test ends.
func runExternal(t *testing.T, path string) *server.Server {
	t.Helper()
	opts, err := server.ProcessConfigFile(path)
	if err != nil {
		t.Fatal(err)
	}
	opts.NoSigs, opts.NoLog = true, true
	srv, err := server.NewServer(opts)
	if err != nil {
		t.Fatal(err)
	}
	go srv.Start()
	if !srv.ReadyForConnections(10 * time.Second) {
		t.Fatal("external server not ready")
	}
	t.Cleanup(func() { srv.Shutdown(); srv.WaitForShutdown() })
	return srv
}

func srvConns(t *testing.T, srv *server.Server) []string {
	cz, err := srv.Connz(&server.ConnzOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, c := range cz.Conns {
		names = append(names, c.Name)
	}
	return names
}

func freePort(t *testing.T) int {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

func TestServeUsage(t *testing.T) {
	d := initDeployment(t)
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"serve"}, exitUsage, "--dir is required"},
		{[]string{"serve", "--nats", "nats://127.0.0.1:1"}, exitUsage, "--nkey is required"},
		{[]string{"serve", "--dir", d.Dir, "--log-format", "xml"}, exitUsage, "--log-format"},
		{[]string{"serve", "--dir", d.Dir, "--log-level", "loud"}, exitUsage, "--log-level"},
		{[]string{"serve", "--dir", d.Dir, "extra"}, exitUsage, "unexpected argument"},
		{[]string{"serve", "--dir", filepath.Join(t.TempDir(), "none")}, exitInput, "not a deployment directory"},
		{[]string{"serve", "--dir", d.Dir, "--signing-key", d.SigningKeyFile(events.RoleW1)}, exitInput, "not the ledger's"},
	} {
		_, stderr, code := ledgerd(t, c.args...)
		if code != c.code || !strings.Contains(lastErrorLine(t, stderr), c.want) {
			t.Errorf("%v: exit %d, stderr:\n%s", c.args, code, stderr)
		}
	}
}

// debianNATS is Debian's nats-server package: 2.9.10, older than
// ledger.MinServerVersion (make deps installs it).
const debianNATS = "/usr/sbin/nats-server"

// TestServeRefusesOldNATS starts Debian's nats-server 2.9.10 (a separate
// process) from the deployment's config and "ledgerd serve --nats"
// against it: exit 2 and one line that names the server's version and the
// minimum, before the ledger sets up anything that server cannot do.
func TestServeRefusesOldNATS(t *testing.T) {
	testenv.Short(t, "starts a nats-server process")
	bin := testenv.Tool(t, debianNATS, "make deps installs Debian's nats-server package")
	out, err := exec.Command(bin, "--version").Output()
	if err != nil {
		t.Fatal(err)
	}
	version := strings.TrimPrefix(strings.TrimSpace(strings.TrimPrefix(string(out), "nats-server:")), "v")
	if ok, err := ledger.VersionAtLeast(version, ledger.MinServerVersion); err != nil || ok {
		testenv.Skip(t, bin, " is nats-server ", version, ", not older than ", ledger.MinServerVersion, " (", err, ")")
	}
	d := initDeployment(t)
	conf, err := os.ReadFile(d.NATSConfig)
	if err != nil {
		t.Fatal(err)
	}
	// 2.9 knows no sync_interval (it came in 2.10.0 too): the operator's
	// own config for it has none.
	conf = regexp.MustCompile(`(?m)^  sync_interval: .*\n`).ReplaceAll(conf, nil)
	conf = regexp.MustCompile(`(?m)^listen: .*$`).ReplaceAll(conf, nil)
	conf = regexp.MustCompile(`(?m)^http: .*$`).ReplaceAll(conf, nil)
	port, mport := freePort(t), freePort(t)
	conf = fmt.Appendf(conf, "listen: \"127.0.0.1:%d\"\nhttp: \"127.0.0.1:%d\"\n", port, mport)
	path := filepath.Join(t.TempDir(), "nats-server.conf")
	if err := os.WriteFile(path, conf, 0o600); err != nil {
		t.Fatal(err)
	}
	srv := exec.Command(bin, "-c", path)
	var srvLog lockedBuffer
	srv.Stdout, srv.Stderr = &srvLog, &srvLog
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = srv.Process.Kill(); _ = srv.Wait() })
	url := fmt.Sprintf("nats://127.0.0.1:%d", port)
	pausetest.WaitFor(t, 20*time.Second, func() error {
		c, err := net.DialTimeout("tcp", fmt.Sprintf("127.0.0.1:%d", port), time.Second)
		if err != nil {
			return fmt.Errorf("%s not listening: %v\n%s", bin, err, srvLog.String())
		}
		return c.Close()
	})

	var stderr bytes.Buffer
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	err = run(ctx, append([]string{"serve"}, externalArgs(d, url, fmt.Sprintf("http://127.0.0.1:%d", mport))...), io.Discard, &stderr)
	if code := exitCode(err, &stderr); code != exitInput {
		t.Fatalf("exit %d, want %d: %v\n%s", code, exitInput, err, stderr.String())
	}
	lines := strings.Split(strings.TrimSpace(stderr.String()), "\n")
	line := lines[len(lines)-1]
	want := "is nats-server " + version + "; Tribunal needs nats-server " + ledger.MinServerVersion + " or newer"
	if !strings.HasPrefix(line, "ledgerd: ") || !strings.Contains(line, want) {
		t.Errorf("last line %q: want %q\n%s", line, want, stderr.String())
	}
	if st, err := os.Stat(d.DB); err == nil && st.Size() > 0 {
		t.Errorf("the chain file %s was written (%d bytes)", d.DB, st.Size())
	}
}

// TestServeRefusesDeniedJetStream: a ledger user the server does not let
// publish to the JetStream API (its publish permissions narrowed) is a
// configuration error, not an outage: exit 2 at once, the last line
// naming the refusal, rather than a wait that nothing ends.
func TestServeRefusesDeniedJetStream(t *testing.T) {
	d := initDeployment(t)
	_, url, monitor := startExternal(t, d, func(c []byte) []byte {
		return bytes.ReplaceAll(c, []byte(`"$JS.API.>"`), []byte(`"$JS.API.INFO"`))
	})
	var stderr bytes.Buffer
	// Far longer than one try (5 s): a refusal comes within the first.
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	err := run(ctx, append([]string{"serve"}, externalArgs(d, url, monitor)...), io.Discard, &stderr)
	if code := exitCode(err, &stderr); code != exitInput {
		t.Fatalf("exit %d, want %d: %v\n%s", code, exitInput, err, stderr.String())
	}
	lines := strings.Split(strings.TrimSpace(stderr.String()), "\n")
	if line := lines[len(lines)-1]; !strings.HasPrefix(line, "ledgerd: ") || !strings.Contains(line, "Permissions Violation") {
		t.Errorf("last line %q: want one line naming the permissions violation\n%s", line, stderr.String())
	}
}

// publishSamples publishes samples in order, each by its role's
// connection in conns (connected with the role's own credentials when
// first needed).
func publishSamples(t *testing.T, url string, d *deploy.Deployment, conns map[events.Role]*ledgertest.Conn, samples []ledgertest.Sample) {
	t.Helper()
	for _, s := range samples {
		if conns[s.Role] == nil {
			conns[s.Role] = ledgertest.Connect(t, url, d, s.Role)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		if _, err := conns[s.Role].Publish(ctx, s.Event); err != nil {
			t.Fatalf("%s publishes: %v", s.Role, err)
		}
		cancel()
	}
}
