package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser/browsertest"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// -update rewrites the golden files from the committed skeletons; -repin
// re-pins the skeletons' screen hashes and rewrites nothing else. Never
// both in one run: goldens regenerated from inputs re-pinned in the same
// step would pin whatever the pinning did, right or wrong.
var (
	update = flag.Bool("update", false, "rewrite the golden files (the skeletons' pins stay as committed)")
	repin  = flag.Bool("repin", false, "re-pin the test skeletons' screen hashes and rewrite nothing else")
)

// fx is the browser the golden tests share (a warm browser, as in serve
// mode: chromium-headless-shell where it is installed, as the witness
// resolves it); the cold path is TestColdRunWritesNothing.
var fx = browsertest.New(browsertest.Measuring())

func TestMain(m *testing.M) {
	flag.Parse()
	if *repin {
		if *update {
			fmt.Fprintln(os.Stderr, "-repin and -update in one run: re-pin first, review the pins, then -update")
			os.Exit(2)
		}
		stale, err := repinAll("testdata/skeletons", true)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Printf("re-pinned %d skeletons: %v\n", len(stale), stale)
		os.Exit(0)
	}
	browsertest.Main(m, fx)
}

// TestPins: every test skeleton's screen pins match the screens (but
// bad-pin's); a stale pin would make a golden test fail for the wrong
// reason.
func TestPins(t *testing.T) {
	stale, err := repinAll("testdata/skeletons", false)
	if err != nil {
		t.Fatal(err)
	}
	if len(stale) > 0 {
		t.Errorf("stale screen pins in %v (go test ./cmd/witness-w2 -repin rewrites them)", stale)
	}
}

// needChromium skips under -short; otherwise a missing browser fails.
func needChromium(t *testing.T) { t.Helper(); browsertest.Need(t) }

// useShared makes run use the shared browser for the rest of the test.
func useShared(t *testing.T) {
	t.Helper()
	testBrowser = fx.Browser(t)
	t.Cleanup(func() { testBrowser = nil })
}

var pinLine = regexp.MustCompile(`(\{id: \w+, file: (\S+), sha256: )"[^"]*"(\})`)

// repinAll finds the test skeletons (all but bad-pin, whose wrong pin is
// its point) whose screen pins differ from their screens' hashes, and
// with write rewrites those pins.
func repinAll(root string, write bool) (stale []string, err error) {
	dirs, err := os.ReadDir(root)
	if err != nil {
		return nil, err
	}
	for _, d := range dirs {
		if d.Name() == "bad-pin" {
			continue
		}
		dir := filepath.Join(root, d.Name())
		idx := filepath.Join(dir, "index.yaml")
		raw, err := os.ReadFile(idx)
		if err != nil {
			return nil, err
		}
		var ferr error
		out := pinLine.ReplaceAllFunc(raw, func(m []byte) []byte {
			g := pinLine.FindSubmatch(m)
			b, err := os.ReadFile(filepath.Join(dir, string(g[2])))
			if err != nil {
				ferr = err
				return m
			}
			sum := sha256.Sum256(b)
			return []byte(fmt.Sprintf(`%s"%s"%s`, g[1], hex.EncodeToString(sum[:]), g[3]))
		})
		if ferr != nil {
			return nil, ferr
		}
		if !bytes.Equal(out, raw) {
			stale = append(stale, d.Name())
			if write {
				if err := os.WriteFile(idx, out, 0o644); err != nil {
					return nil, err
				}
			}
		}
	}
	return stale, nil
}

func skeletonHash(t *testing.T, dir string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, "index.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// The tuple strings the tests send; non-ASCII ones must come back byte
// for byte.
const (
	reqID   = "req-w2_1"
	attID   = "att-1 ✓"
	prior   = "3"
	product = "ünïcødé ✓"
	invent  = "inv/ünï ✓"
	runner  = "tribunal-runner/ünïcødé ✓"
)

func args(t *testing.T, skel, hash, root, rubric string) []string {
	t.Helper()
	dir := filepath.Join("testdata", "skeletons", skel)
	if hash == "" {
		hash = skeletonHash(t, dir)
	}
	return []string{dir, hash, reqID, attID, prior, root, product, invent, runner, rubric}
}

func fileRoot(t *testing.T) string {
	t.Helper()
	abs, err := filepath.Abs(filepath.Join("testdata", "site"))
	if err != nil {
		t.Fatal(err)
	}
	return "file://" + filepath.ToSlash(abs)
}

// SlowFont is how long the test server holds the slow web font.
const SlowFont = 2500 * time.Millisecond

// httpRoot serves testdata/site on loopback; /slow/ answers after SlowFont.
func httpRoot(t *testing.T) string {
	t.Helper()
	files := http.FileServer(http.Dir(filepath.Join("testdata", "site")))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/slow/") {
			select {
			case <-time.After(SlowFont):
			case <-r.Context().Done():
				return
			}
			http.NotFound(w, r)
			return
		}
		files.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

type result struct {
	stdout, stderr string
	code           int
}

func runW2(t *testing.T, cmd string, a ...string) result {
	t.Helper()
	var out, errb bytes.Buffer
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	err := run(ctx, append([]string{cmd}, a...), &out, &errb)
	code := exitCode(err, &errb)
	return result{out.String(), errb.String(), code}
}

var (
	fontsMS = regexp.MustCompile(`"fonts_ready_ms":\d+`)
	// rendererRecord is the verdict's renderer record (it names this
	// host's browser and fonts), left out of the golden files; golden
	// checks that a verdict that observed anything has one.
	rendererRecord = regexp.MustCompile(`,"renderer":\{[^{}]*\}`)
	fontsAfter     = regexp.MustCompile(`fonts ready after \d+ ms`)
)

// normalise takes the timing out of an output, so goldens are stable.
func normalise(s string) string {
	s = rendererRecord.ReplaceAllString(s, "")
	s = fontsMS.ReplaceAllString(s, `"fonts_ready_ms":0`)
	return fontsAfter.ReplaceAllString(s, "fonts ready after N ms")
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	var v struct {
		Verdict  string           `json:"verdict"`
		Renderer *events.Renderer `json:"renderer"`
	}
	if json.Unmarshal([]byte(got), &v) == nil && v.Verdict != "" && v.Verdict != events.VerdictAuditUnavailable &&
		(v.Renderer == nil || !strings.HasPrefix(v.Renderer.Tribunal, "witness-w2 ")) {
		t.Errorf("a %s verdict without W2's renderer record: %+v", v.Verdict, v.Renderer)
	}
	var buf bytes.Buffer
	if err := json.Indent(&buf, []byte(normalise(got)), "", "  "); err != nil {
		t.Fatalf("output is not one JSON object: %v\n%s", err, got)
	}
	buf.WriteByte('\n')
	path := filepath.Join("testdata", "golden", name+".json")
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if !bytes.Equal(buf.Bytes(), want) {
		t.Errorf("%s differs from the golden file (run with -update after checking):\n%s", path, diffLines(string(want), buf.String()))
	}
}

// diffLines shows the first lines that differ.
func diffLines(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	n := 0
	for i := 0; i < max(len(w), len(g)) && n < 12; i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			fmt.Fprintf(&b, "line %d:\n  want %s\n  got  %s\n", i+1, wl, gl)
			n++
		}
	}
	return b.String()
}
