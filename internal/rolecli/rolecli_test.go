package rolecli

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/ledger"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
	"github.com/tribunal-dev/tribunal/internal/pause/pausetest"
	"github.com/tribunal-dev/tribunal/internal/query"
	"github.com/tribunal-dev/tribunal/internal/render"
)

// exit is the exit code cli.Report gives err.
func exit(err error) int { return cli.Report("t", err, new(bytes.Buffer), nil) }

// TestDialErrors: what is wrong before the network is reached maps to
// exit 64 (no --dir, a flag missing) or 2 (a deployment or key that
// cannot be used).
func TestDialErrors(t *testing.T) {
	d, err := deploy.Create(filepath.Join(t.TempDir(), "d"), deploy.Options{})
	if err != nil {
		t.Fatal(err)
	}
	other, err := deploy.Create(filepath.Join(t.TempDir(), "other"), deploy.Options{})
	if err != nil {
		t.Fatal(err)
	}
	garbage := filepath.Join(t.TempDir(), "garbage")
	if err := os.WriteFile(garbage, []byte("{not a key\n\x00"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		f    endpoint.Flags
		want int
		msg  string
	}{
		{"no flags", endpoint.Flags{}, cli.ExitUsage, "give --dir DIR (or set TRIBUNAL_DIR) or --nats"},
		{"no nkey", endpoint.Flags{NATS: "nats://127.0.0.1:1"}, cli.ExitUsage, "--nkey"},
		{"not a deployment", endpoint.Flags{Dir: t.TempDir()}, cli.ExitInput, "not a deployment directory"},
		{"another role's key", endpoint.Flags{Dir: d.Dir, SigningKey: d.SigningKeyFile(events.RoleW1)}, cli.ExitInput, "w1 key"},
		{"unreadable seed", endpoint.Flags{Dir: d.Dir, Nkey: filepath.Join(t.TempDir(), "none")}, cli.ExitInput, "none"},
		{"garbage seed", endpoint.Flags{Dir: d.Dir, Nkey: garbage}, cli.ExitInput, "garbage"},
		{"garbage trust file", endpoint.Flags{Dir: d.Dir, Trust: garbage}, cli.ExitInput, "garbage"},
		{"missing trust file", endpoint.Flags{Dir: d.Dir, Trust: filepath.Join(t.TempDir(), "none.json")}, cli.ExitInput, "none.json"},
		{"another deployment's trust file", endpoint.Flags{Dir: d.Dir, Trust: other.TrustFile}, cli.ExitInput, "not in the trust file"},
		{"garbage signing key", endpoint.Flags{Dir: d.Dir, SigningKey: garbage}, cli.ExitInput, "garbage"},
		{"explicit flags, garbage trust file", endpoint.Flags{NATS: "nats://127.0.0.1:1", Nkey: d.NkeySeedFile(events.RoleRequester),
			SigningKey: d.SigningKeyFile(events.RoleRequester), Trust: garbage}, cli.ExitInput, "garbage"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// Nothing listens on the deployment's port: a refusal that
			// waited for the network would be a connection error.
			_, err := Dial(context.Background(), &tc.f, events.RoleRequester, true)
			if got := exit(err); got != tc.want || !strings.Contains(err.Error(), tc.msg) || strings.Contains(err.Error(), "\n") {
				t.Errorf("got exit %d (%v), want %d and one line with %q", got, err, tc.want, tc.msg)
			}
		})
	}
}

func TestQueryError(t *testing.T) {
	qe := &query.Error{Query: "review", Msg: "unknown request"}
	if got := exit(QueryError(qe)); got != cli.ExitInput {
		t.Errorf("ledger answer: exit %d, want 2", got)
	}
	if got := exit(QueryError(errors.New("timeout"))); got != cli.ExitInternal {
		t.Errorf("transport error: exit %d, want 70", got)
	}
}

// startLedger runs a real ledger (embedded NATS, bbolt) on a fresh
// deployment until the test ends.
func startLedger(t *testing.T) *deploy.Deployment {
	t.Helper()
	d := ledgertest.NewDeployment(t)
	cfg := ledger.ConfigFromDeployment(d)
	cfg.Govern = true
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	srv, err := ledger.Start(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Shutdown(context.Background()) })
	return d
}

// TestSession: a requester session publishes a request and reads its
// status back; a read-only one refuses to publish; unknown requests and
// blobs are bad input.
func TestSession(t *testing.T) {
	d := startLedger(t)
	ctx := context.Background()
	f := &endpoint.Flags{Dir: d.Dir}

	ro, err := Dial(ctx, f, events.RoleRequester, false)
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	if _, err := ro.Publish(ctx, events.KindRequest, "r1", &events.RequestOpened{}); !errors.Is(err, ErrReadOnly) {
		t.Errorf("publish read-only: %v", err)
	}
	if _, err := ro.Status(ctx, "r-unknown"); exit(err) != cli.ExitInput {
		t.Errorf("unknown request: %v (exit %d), want exit 2", err, exit(err))
	}

	s, err := Dial(ctx, f, events.RoleRequester, true)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := s.Publish(ctx, events.KindRequest, "r1", sampleRequest("r1")); err != nil {
		t.Fatal(err)
	}
	var st *Status
	pausetest.WaitFor(t, 30*time.Second, func() error {
		var err error
		if st, err = s.Status(ctx, "r1"); err != nil {
			return fmt.Errorf("status of r1: %w", err)
		}
		return nil
	})
	if st.W3 == nil || st.W3.RequestID != "r1" || st.Version < 1 {
		t.Errorf("status %+v (W³ %+v)", st, st.W3)
	}
	var out bytes.Buffer
	if err := W3.Write(&out, render.JSON, W3Page{W3: st.W3}); err != nil || !strings.Contains(out.String(), `"request_id": "r1"`) {
		t.Errorf("W3 JSON: %v\n%s", err, out.String())
	}
	out.Reset()
	if err := W3.Write(&out, render.Text, W3Page{W3: st.W3}); err != nil || !strings.Contains(out.String(), "r1") || strings.HasPrefix(out.String(), "{") {
		t.Errorf("W3 text: %v\n%s", err, out.String())
	}

	// ReviewCommand hands the review to the view --format names, with
	// the connection flags it was given, or reports what is wrong.
	var (
		shown *govern.Review
		conn  string
	)
	view := func(f render.Format) func(io.Writer, ReviewPage) error {
		return func(out io.Writer, p ReviewPage) error {
			shown, conn = p.Review, p.Commands.Conn
			_, err := fmt.Fprint(out, f)
			return err
		}
	}
	cmd := ReviewCommand("prog", "look", events.RoleRequester, render.Set[ReviewPage]{render.Text: view(render.Text), render.JSON: view(render.JSON)})
	for _, tc := range []struct {
		args       []string
		code       int
		stdout     string
		stderrPart string
	}{
		{[]string{"r1", "--json", "--dir", d.Dir}, 0, "json", ""},
		{[]string{"--dir", d.Dir, "r1"}, 0, "text", ""},
		{[]string{"--dir", d.Dir, "r1", "--format", "json"}, 0, "json", ""},
		{[]string{"--dir", d.Dir, "r1", "--format", "html"}, cli.ExitUsage, "", `invalid value "html" for flag --format: want text or json`},
		{[]string{"r-unknown", "--dir", d.Dir}, cli.ExitInput, "", "prog: ledger query"},
		{[]string{"--dir", d.Dir}, cli.ExitUsage, "", "usage: prog look ID"},
	} {
		shown = nil
		var stdout, stderr bytes.Buffer
		err := cmd(ctx, tc.args, &stdout, &stderr)
		code := cli.Report("prog", err, &stderr, nil)
		if code != tc.code || stdout.String() != tc.stdout || !strings.Contains(stderr.String(), tc.stderrPart) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", tc.args, code, stdout.String(), stderr.String())
		}
		if (code == 0) != (shown != nil && shown.W3 != nil && shown.W3.RequestID == "r1" && conn == "--dir "+cli.ShellQuote(d.Dir)) {
			t.Errorf("%q: show got %+v (conn %q)", tc.args, shown, conn)
		}
	}
}

func sampleRequest(id string) *events.RequestOpened {
	maxNav, contrast := 5, 4.5
	index := "schema: design-skeleton.v1\n"
	h := sha256.Sum256([]byte(index))
	return &events.RequestOpened{
		SchemaName: events.SchemaRequestOpened, ReqID: id,
		SkeletonHash: hex.EncodeToString(h[:]), RunnerVersion: "test/1", RubricVersion: "1.0.0",
		Skeleton:    events.Skeleton{Files: map[string]string{events.SkeletonIndex: index}},
		ProductURL:  "file:///tmp/site",
		Constraints: &events.Constraints{MaxNavLinks: &maxNav, MinContrastRatio: &contrast},
	}
}

// TestBlobCommand: the command carries its program's name, checks its
// arguments before dialling, and reports an unknown blob as bad input.
func TestBlobCommand(t *testing.T) {
	d := startLedger(t)
	unknown := strings.Repeat("ab", 32)
	for _, tc := range []struct {
		args []string
		want int
		msg  string
	}{
		{[]string{"put", "x"}, cli.ExitUsage, `prog: blob: unknown subcommand "put" (want get)`},
		{[]string{"get"}, cli.ExitUsage, "prog: blob: missing HASH"},
		{[]string{"get", "XYZ"}, cli.ExitUsage, `prog: blob get: "XYZ" is not a SHA-256 in lowercase hex`},
		{[]string{"get", unknown}, cli.ExitUsage, "prog: endpoint: give --dir DIR (or set TRIBUNAL_DIR) or --nats"},
		{[]string{"get", unknown, "--dir", d.Dir}, cli.ExitInput, "prog: ledger query"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			err := BlobCommand("prog", events.RoleJudge)(context.Background(), tc.args, &stdout, &stderr)
			if got := cli.Report("prog", err, &stderr, nil); got != tc.want || !strings.Contains(stderr.String(), tc.msg) || stdout.Len() != 0 {
				t.Errorf("exit %d, stdout %q, stderr %q; want %d and %q", got, stdout.String(), stderr.String(), tc.want, tc.msg)
			}
		})
	}
}

// TestDialVerifies: a session checks what the ledger answers against the
// trust file it was given: the deployment's own passes, another
// deployment's (same shape, other checkpoint key) refuses the ledger's
// signed checkpoint.
func TestDialVerifies(t *testing.T) {
	d := startLedger(t)
	other, err := deploy.Create(filepath.Join(t.TempDir(), "other"), deploy.Options{})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for _, tc := range []struct {
		trust  string
		forged bool
	}{{"", false}, {d.TrustFile, false}, {other.TrustFile, true}} {
		s, err := Dial(ctx, &endpoint.Flags{Dir: d.Dir, Trust: tc.trust}, events.RoleJudge, false)
		if err != nil {
			t.Fatal(err)
		}
		_, err = s.QC.Checkpoint(ctx)
		s.Close()
		if tc.forged != errors.Is(err, query.ErrProof) || (!tc.forged && err != nil) {
			t.Errorf("trust %q: checkpoint %v, want refused: %v", tc.trust, err, tc.forged)
		}
	}
}
