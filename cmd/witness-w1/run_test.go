package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/browser/browsertest"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

const (
	skelHash = "3a39b751766b0c76fe895dc5eb023475bb3eb28e56e0a7059d27f2c0666d9790"
	passHash = "1eacab88db2d0f3bbd75692cde2a1ace4a36ed97b46a195fc60e63c2818bba8d"
)

func needBrowser(t *testing.T) { t.Helper(); browsertest.Need(t) }

// runArgs are the ten positional arguments for a skeleton under testdata.
func runArgs(t *testing.T, skel, hash string) []string {
	t.Helper()
	site, err := filepath.Abs(filepath.Join("testdata", "site"))
	if err != nil {
		t.Fatal(err)
	}
	return []string{filepath.Join("testdata", skel), hash, "req-run", "att-1", "3", "file://" + site,
		"product-ünïcødé ✓", "inv \"quoted\"", "runner 1", "1.0.0"}
}

// runJSON runs `witness-w1 run` and decodes its report strictly; the exit
// code must be want.
func runJSON(t *testing.T, want int, args ...string) (*events.ObservationW1, string) {
	t.Helper()
	stdout, stderr, code := witness(t, append([]string{"run"}, args...)...)
	if code != want {
		t.Fatalf("run: exit %d, want %d\nstdout %s\nstderr %s", code, want, stdout, stderr)
	}
	if strings.Count(stdout, "\n") != 1 || !strings.HasSuffix(stdout, "\n") {
		t.Fatalf("stdout is not one line: %q", stdout)
	}
	body, err := events.Decode(events.SchemaObservationW1, []byte(strings.TrimSuffix(stdout, "\n")))
	if err != nil {
		t.Fatalf("stdout is not a valid observation.w1.v1: %v\n%s", err, stdout)
	}
	rep := body.(*events.ObservationW1)
	if job.ExitCode(rep.Verdict) != want {
		t.Errorf("verdict %s with exit %d", rep.Verdict, want)
	}
	return rep, stdout
}

func TestRunGolden(t *testing.T) {
	needBrowser(t)
	args := runArgs(t, "skeleton", skelHash)
	// Flags may come before, between and after the positional arguments.
	args = append([]string{"--timeout", "45s"}, args...)
	args = append(args[:5], append([]string{"--timeout=50s"}, args[5:]...)...)
	rep, stdout := runJSON(t, 2, args...)
	// The renderer record names this host's browser and fonts: it is
	// checked here, and left out of the golden file.
	if r := rep.Renderer; r == nil || r.Headless != "chromium" || !strings.HasPrefix(r.Tribunal, "witness-w1 ") {
		t.Errorf("renderer record %+v: want W1's chromium, named by witness-w1", r)
	}
	stdout = rendererRecord.ReplaceAllString(stdout, "")
	golden := filepath.Join("testdata", "run.golden.json")
	if *update {
		if err := os.WriteFile(golden, []byte(stdout), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if stdout != string(want) {
		t.Errorf("stdout differs from %s (go test -run TestRunGolden -update rewrites it):\n%s\nwant\n%s", golden, stdout, want)
	}
	pos := runArgs(t, "skeleton", skelHash)
	if got := rep.Tuple; got != tupleOf(pos) || got.ProductHash != "product-ünïcødé ✓" {
		t.Errorf("tuple %+v is not the arguments verbatim", got)
	}
}

// rendererRecord is a report's renderer record in its compact encoding
// (it holds no object).
var rendererRecord = regexp.MustCompile(`,"renderer":\{[^{}]*\}`)

// repaintFile paints a black square into a PNG file.
func repaintFile(t *testing.T, path string) {
	t.Helper()
	img := decodeFile(t, path)
	draw.Draw(img, image.Rect(20, 20, 60, 60), image.NewUniform(color.Black), image.Point{}, draw.Src)
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestRunEvidenceAndBaseline(t *testing.T) {
	needBrowser(t)
	ev := filepath.Join(t.TempDir(), "evidence")
	args := runArgs(t, "skeleton-pass", passHash)
	rep, _ := runJSON(t, 0, append(args, "--evidence", ev)...)
	if rep.Score != 1 || len(rep.Deviations) != 0 || len(rep.Screenshots) != 2 {
		t.Fatalf("%+v", rep)
	}
	for _, s := range rep.Screenshots {
		for _, name := range []string{s.SHA256 + ".png", s.Screen + "@" + s.Breakpoint + ".png"} {
			data, err := os.ReadFile(filepath.Join(ev, name))
			if err != nil {
				t.Fatal(err)
			}
			if got := sha256Hex(data); got != s.SHA256 {
				t.Errorf("%s holds %s, want %s", name, got, s.SHA256)
			}
		}
	}

	// The evidence of a run is the next run's baseline: home@mobile.png as
	// written matches, the changed home@desktop.png warns, the diff named.
	repaintFile(t, filepath.Join(ev, "home@desktop.png"))
	ev2 := filepath.Join(t.TempDir(), "evidence2")
	rep, _ = runJSON(t, 1, append([]string{"--baseline", ev}, append(args, "--evidence", ev2)...)...)
	if len(rep.Deviations) != 1 || rep.Deviations[0].ID != "baseline_diff" || rep.Deviations[0].LocationHint != "home@desktop" {
		t.Fatalf("%+v", rep.Deviations)
	}
	d := rep.Deviations[0].Description
	hash := d[strings.LastIndex(d, " ")+1:]
	if data, err := os.ReadFile(filepath.Join(ev2, hash+".png")); err != nil || sha256Hex(data) != hash {
		t.Errorf("the diff image %s named by %q is not in the evidence: %v", hash, d, err)
	}
	if !strings.HasPrefix(d, "1600 of 560000 pixels") {
		t.Errorf("description %q", d)
	}
}

func TestRunUnavailable(t *testing.T) {
	bad := t.TempDir()
	idx, err := os.ReadFile(filepath.Join("testdata", "skeleton", "index.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	scr, err := os.ReadFile(filepath.Join("testdata", "skeleton", "screens", "home.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	badIdx := strings.Replace(string(idx), "spacing:", "colour: blue\nspacing:", 1)
	line := strings.Count(badIdx[:strings.Index(badIdx, "colour:")], "\n") + 1
	if err := os.MkdirAll(filepath.Join(bad, "screens"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(bad, "index.yaml"), []byte(badIdx), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(bad, "screens", "home.yaml"), scr, 0o644); err != nil {
		t.Fatal(err)
	}
	badHash := sha256Hex([]byte(badIdx))

	for _, tc := range []struct {
		name  string
		env   string
		args  []string
		words []string
	}{
		{"no browser", "/nonexistent/chromium", runArgs(t, "skeleton", skelHash), []string{"/nonexistent/chromium"}},
		{"skeleton hash mismatch", "", runArgs(t, "skeleton", passHash), []string{"skeleton hash is " + skelHash}},
		{"malformed skeleton", "", append([]string{filepath.Join(bad, "index.yaml")}, append([]string{badHash}, runArgs(t, "skeleton", "")[2:]...)...),
			[]string{"index.yaml:" + strconv.Itoa(line) + ":", "colour"}},
		{"missing skeleton", "", append([]string{filepath.Join(bad, "nothing")}, runArgs(t, "skeleton", skelHash)[1:]...), []string{"nothing"}},
		{"unreadable baseline dir", "", append(runArgs(t, "skeleton-pass", passHash), "--baseline", filepath.Join(bad, "index.yaml")),
			[]string{"--baseline", "index.yaml"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.env != "" {
				t.Setenv("TRIBUNAL_BROWSER", tc.env)
			}
			rep, _ := runJSON(t, 4, tc.args...)
			if rep.Verdict != events.VerdictAuditUnavailable || rep.Score != 0 || rep.Tuple.RequestID != "req-run" ||
				rep.Tuple.ProductHash != "product-ünïcødé ✓" {
				t.Errorf("%+v", rep)
			}
			for _, w := range tc.words {
				if !strings.Contains(rep.Error, w) {
					t.Errorf("error %q lacks %q", rep.Error, w)
				}
			}
		})
	}
}

func TestRunUsage(t *testing.T) {
	args := runArgs(t, "skeleton", skelHash)
	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{args[:9], "run: missing RUBRIC_VERSION"},
		{append(args, "extra"), `run: unexpected argument "extra"`},
		{append(args, "--timeout", "0s"), "--timeout must be positive"},
		{append(args, "--nope"), "flag provided but not defined"},
		// Any UTF-8 string is echoed (echo_test.go); JSON cannot carry
		// other bytes verbatim.
		{append(append(args[:2:2], "bad\xffid"), args[3:]...), "run: tuple argument: REQUEST_ID is not valid UTF-8"},
		{append(append(args[:3:3], "bad\xffid"), args[4:]...), "run: tuple argument: ATTEMPT_ID is not valid UTF-8"},
	} {
		stdout, stderr, code := witness(t, append([]string{"run"}, tc.args...)...)
		if code != exitUsage || stdout != "" || !strings.Contains(stderr, tc.msg) || !strings.Contains(stderr, "usage: witness-w1 run") && !strings.Contains(tc.msg, "_ID") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", tc.args, code, stdout, stderr)
		}
	}
	stdout, stderr, code := witness(t, "run", "--help")
	if code != exitOK || !strings.Contains(stdout+stderr, "SKELETON_PATH SKELETON_HASH") || !strings.Contains(stdout+stderr, "-baseline") {
		t.Errorf("--help: exit %d %q %q", code, stdout, stderr)
	}
}

func sha256Hex(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}
