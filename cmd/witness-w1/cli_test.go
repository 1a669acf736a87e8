package main

import (
	"bytes"
	"context"
	"encoding/json"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/cli/clitest"
	"github.com/tribunal-dev/tribunal/internal/w1/pixeldiff"
)

// pairsDir holds the committed screenshot pairs, relative to this package.
const pairsDir = "../../internal/w1/pixeldiff/testdata/pairs"

func pair(name string) (a, b string) {
	return filepath.Join(pairsDir, name, "a.png"), filepath.Join(pairsDir, name, "b.png")
}

// witness runs one command in-process and returns what a shell would see.
func witness(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	return clitest.Run(t, run, exitCode, args...)
}

// diffJSON runs diff and decodes its report; the exit code must be want.
func diffJSON(t *testing.T, want int, args ...string) diffReport {
	t.Helper()
	stdout, stderr, code := witness(t, append([]string{"diff"}, args...)...)
	if code != want {
		t.Fatalf("diff %s: exit %d, want %d\n%s", strings.Join(args, " "), code, want, stderr)
	}
	if stderr != "" {
		t.Fatalf("diff wrote to stderr: %s", stderr)
	}
	var rep diffReport
	dec := json.NewDecoder(strings.NewReader(stdout))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&rep); err != nil || strings.Count(stdout, "\n") != 1 {
		t.Fatalf("stdout is not one JSON object: %v\n%s", err, stdout)
	}
	return rep
}

func apiDiff(t *testing.T, a, b string, opt pixeldiff.Options) *pixeldiff.Result {
	t.Helper()
	da, err := os.ReadFile(a)
	if err != nil {
		t.Fatal(err)
	}
	db, err := os.ReadFile(b)
	if err != nil {
		t.Fatal(err)
	}
	res, err := pixeldiff.DiffPNG(context.Background(), da, db, opt)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func TestDiffReports(t *testing.T) {
	for _, tc := range []struct {
		pair string
		args []string
		code int
	}{
		{"identical", nil, 0},
		{"moved", nil, 1},
		{"text", []string{"--threshold", "0.2"}, 1},
		{"subpixel", []string{"--include-aa"}, 1},
		{"tint", nil, 0}, // below the default threshold: pixelmatch counts nothing
		{"tint", []string{"--threshold=0.05"}, 1},
		{"alpha", []string{"--threshold", "0.05", "--include-aa"}, 1},
		{"resized", nil, 1},
	} {
		t.Run(tc.pair+strings.Join(tc.args, ""), func(t *testing.T) {
			a, b := pair(tc.pair)
			rep := diffJSON(t, tc.code, append([]string{a, b}, tc.args...)...)
			opt := pixeldiff.DefaultOptions()
			for i, arg := range tc.args {
				switch {
				case arg == "--include-aa":
					opt.IncludeAA = true
				case arg == "--threshold":
					opt.Threshold = map[string]float64{"0.05": 0.05, "0.2": 0.2}[tc.args[i+1]]
				case arg == "--threshold=0.05":
					opt.Threshold = 0.05
				}
			}
			res := apiDiff(t, a, b, opt)
			want := diffReport{
				DiffPixels: res.DiffPixels, TotalPixels: res.TotalPixels(),
				DiffRatio: float64(res.DiffPixels) / float64(res.TotalPixels()),
				Threshold: opt.Threshold, IncludeAA: opt.IncludeAA,
				Width: res.Width, Height: res.Height, SizeChanged: res.SizeChanged(),
				WidthA: res.WidthA, HeightA: res.HeightA, WidthB: res.WidthB, HeightB: res.HeightB,
				LayoutDifference: res.SizeChanged(),
			}
			if rep != want {
				t.Fatalf("report %+v\nwant   %+v", rep, want)
			}
			if (tc.code == 0) != (rep.DiffPixels == 0 && !rep.SizeChanged) {
				t.Fatalf("exit %d for %+v", tc.code, rep)
			}
		})
	}
}

func TestDiffSizeChangeIsALayoutDifference(t *testing.T) {
	a, b := pair("resized")
	rep := diffJSON(t, 1, a, b)
	if !rep.SizeChanged || !rep.LayoutDifference || rep.Width != 400 || rep.Height != 300 ||
		rep.WidthA != 400 || rep.HeightA != 300 || rep.WidthB != 400 || rep.HeightB != 320 || rep.TotalPixels != 400*300 {
		t.Fatalf("%+v", rep)
	}
	// Same pixels over the common area, different size: still exit 1.
	dir := t.TempDir()
	img := decodeFile(t, a)
	taller := image.NewNRGBA(image.Rect(0, 0, 400, 301))
	copy(taller.Pix, img.Pix)
	c := filepath.Join(dir, "taller.png")
	writeFile(t, c, taller)
	rep = diffJSON(t, 1, a, c)
	if rep.DiffPixels != 0 || !rep.LayoutDifference {
		t.Fatalf("%+v", rep)
	}
}

func decodeFile(t *testing.T, path string) *image.NRGBA {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	out := image.NewNRGBA(img.Bounds())
	for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
		for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
			out.Set(x, y, img.At(x, y))
		}
	}
	return out
}

func writeFile(t *testing.T, path string, img image.Image) {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestDiffOut(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		pair string
		args []string
		opt  func(*pixeldiff.Options)
	}{
		{"moved", nil, func(*pixeldiff.Options) {}},
		{"subpixel", []string{"--alpha", "0.5"}, func(o *pixeldiff.Options) { o.Alpha = 0.5 }},
		{"alpha", []string{"--diff-mask", "--threshold", "0.05"}, func(o *pixeldiff.Options) { o.DiffMask, o.Threshold = true, 0.05 }},
		{"identical", nil, func(*pixeldiff.Options) {}},
		{"resized", nil, func(*pixeldiff.Options) {}},
	} {
		t.Run(tc.pair, func(t *testing.T) {
			a, b := pair(tc.pair)
			out := filepath.Join(dir, tc.pair+".png")
			code := 1
			if tc.pair == "identical" {
				code = 0
			}
			// Flags after the positional arguments, and --out first.
			rep := diffJSON(t, code, append([]string{"--out", out, a, b}, tc.args...)...)
			if rep.DiffPNG != out {
				t.Fatalf("diff_png %q", rep.DiffPNG)
			}
			opt := pixeldiff.DefaultOptions()
			tc.opt(&opt)
			opt.DiffImage = true
			want := apiDiff(t, a, b, opt).Image
			got := decodeFile(t, out)
			if got.Bounds() != want.Bounds() || !bytes.Equal(got.Pix, want.Pix) {
				t.Fatal("diff PNG differs from the library's diff image")
			}
		})
	}
}

func TestDiffArguments(t *testing.T) {
	a, b := pair("moved")
	dash := filepath.Join(t.TempDir(), "-b.png")
	data, err := os.ReadFile(b)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dash, data, 0o644); err != nil {
		t.Fatal(err)
	}
	want := diffJSON(t, 1, a, b, "--threshold", "0.2")
	for _, args := range [][]string{
		{"--threshold", "0.2", a, b},
		{a, "--threshold=0.2", b},
		{"--threshold", "0.2", a, "--", dash},
	} {
		if got := diffJSON(t, 1, args...); got != want {
			t.Errorf("%v: %+v, want %+v", args, got, want)
		}
	}
}

func TestUsageErrors(t *testing.T) {
	a, b := pair("moved")
	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{nil, "missing command"},
		{[]string{"run"}, "run: missing SKELETON_PATH and SKELETON_HASH and"},
		{[]string{"diff"}, "missing A.png and B.png"},
		{[]string{"diff", a}, "missing B.png"},
		{[]string{"diff", a, b, a}, "unexpected argument"},
		{[]string{"diff", a, b, "--threshold", "1.5"}, "--threshold must be between 0 and 1"},
		{[]string{"diff", a, b, "--threshold", "NaN"}, "--threshold must be between 0 and 1"},
		{[]string{"diff", a, b, "--alpha", "-0.1"}, "--alpha must be between 0 and 1"},
		{[]string{"diff", a, b, "--threshold", "x"}, "invalid value"},
		{[]string{"diff", a, b, "--nope"}, "flag provided but not defined"},
	} {
		stdout, stderr, code := witness(t, tc.args...)
		if code != exitUsage || stdout != "" || !strings.Contains(stderr, tc.msg) || !strings.Contains(stderr, "usage: witness-w1") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", tc.args, code, stdout, stderr)
		}
	}
	for _, args := range [][]string{{"--help"}, {"diff", "--help"}, {"help"}} {
		stdout, stderr, code := witness(t, args...)
		if code != exitOK || !strings.Contains(stdout+stderr, "usage: witness-w1") {
			t.Errorf("%v: exit %d", args, code)
		}
	}
}

func TestBadInput(t *testing.T) {
	dir := t.TempDir()
	a, b := pair("moved")
	notPNG := filepath.Join(dir, "notes.png")
	truncated := filepath.Join(dir, "truncated.png")
	data, err := os.ReadFile(b)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(notPNG, []byte("hello"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(truncated, data[:len(data)/2], 0o644); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "missing.png")
	for _, tc := range []struct {
		args []string
		name string // the file the error line must name
	}{
		{[]string{missing, b}, missing},
		{[]string{a, missing}, missing},
		{[]string{notPNG, b}, notPNG},
		{[]string{a, notPNG}, notPNG},
		{[]string{a, truncated}, truncated},
		{[]string{dir, b}, dir},
	} {
		stdout, stderr, code := witness(t, append([]string{"diff"}, tc.args...)...)
		if code != exitInput || stdout != "" || strings.Count(stderr, "\n") != 1 ||
			!strings.HasPrefix(stderr, "witness-w1: ") || !strings.Contains(stderr, tc.name) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", tc.args, code, stdout, stderr)
		}
	}
	// An --out that cannot be written is not bad input.
	_, stderr, code := witness(t, "diff", a, b, "--out", filepath.Join(dir, "no", "such", "dir.png"))
	if code != exitInternal || strings.Count(stderr, "\n") != 1 {
		t.Errorf("unwritable --out: exit %d, %q", code, stderr)
	}
}
