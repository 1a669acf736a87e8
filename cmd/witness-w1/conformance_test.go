package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/testenv"
	"github.com/tribunal-dev/tribunal/internal/w1/pixeldiff"
	"github.com/tribunal-dev/tribunal/internal/w1/pixeldiff/pngtest"
)

// benchDir holds the 1280×900 and 1280×4000 benchmark pairs.
const benchDir = "../../internal/w1/pixeldiff/testdata/bench"

// pixelmatchJS runs the jobs in argv[2] with pixelmatch 7.2.0 and pngjs,
// as pixelmatch's own CLI does (PNG.sync.read, a new PNG's zeroed buffer
// for the output), cropping images of different sizes to their common
// top-left area, and writes one result per job to argv[3].
const pixelmatchJS = `
import fs from 'node:fs';
import {PNG} from 'pngjs';
import pixelmatch from 'pixelmatch';

const jobs = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const read = (f) => PNG.sync.read(fs.readFileSync(f));
function crop(img, w, h) {
  if (img.width === w && img.height === h) return img.data;
  const out = Buffer.alloc(w * h * 4);
  for (let y = 0; y < h; y++) img.data.copy(out, y * w * 4, y * img.width * 4, y * img.width * 4 + w * 4);
  return out;
}
const results = jobs.map((j) => {
  try {
    if (j.kind === 'decode') {
      const img = read(j.png);
      fs.writeFileSync(j.raw, img.data);
      return {width: img.width, height: img.height};
    }
    const a = read(j.a), b = read(j.b);
    const w = Math.min(a.width, b.width), h = Math.min(a.height, b.height);
    const out = j.raw ? new PNG({width: w, height: h}) : null;
    const n = pixelmatch(crop(a, w, h), crop(b, w, h), out ? out.data : null, w, h, j.options);
    if (out) fs.writeFileSync(j.raw, out.data);
    return {n};
  } catch (e) {
    return {error: String((e && e.message) || e)};
  }
});
fs.writeFileSync(process.argv[3], JSON.stringify(results));
`

type pmJob struct {
	Kind    string         `json:"kind"` // "diff" or "decode"
	A       string         `json:"a,omitempty"`
	B       string         `json:"b,omitempty"`
	Options map[string]any `json:"options,omitempty"`
	PNG     string         `json:"png,omitempty"`
	Raw     string         `json:"raw,omitempty"` // where node writes RGBA: the diff image, or the decoded PNG
}

type pmResult struct {
	N      *int   `json:"n"`
	Width  int    `json:"width"`
	Height int    `json:"height"`
	Error  string `json:"error"`
}

// pixelmatchDir holds the reference pixelmatch and pngjs, pinned by its
// package-lock.json and installed there by make deps (npm ci).
const pixelmatchDir = "../../testdata/pixelmatch"

// installPixelmatch links make deps's pixelmatch 7.2.0 and pngjs into
// dir, where the test's script runs; node resolves the packages from
// there. Without node the test skips, and fails under CI=true; without
// the packages it fails: make deps installs them.
func installPixelmatch(t *testing.T, dir string) (node string) {
	t.Helper()
	testenv.Short(t, "the pixelmatch conformance test runs node")
	node = testenv.Tool(t, "node", "make deps installs nodejs, and pixelmatch@7.2.0 and pngjs into "+pixelmatchDir)
	mods, err := filepath.Abs(filepath.Join(pixelmatchDir, "node_modules"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(mods); err != nil {
		t.Fatalf("pixelmatch is not installed (%v): run make deps (npm ci in %s)", err, pixelmatchDir)
	}
	if err := os.Symlink(mods, filepath.Join(dir, "node_modules")); err != nil {
		t.Fatal(err)
	}
	for _, pkg := range []string{"pixelmatch", "pngjs"} {
		var meta struct{ Version string }
		data, err := os.ReadFile(filepath.Join(dir, "node_modules", pkg, "package.json"))
		if err != nil || json.Unmarshal(data, &meta) != nil {
			t.Fatalf("%s not installed: %v", pkg, err)
		}
		if pkg == "pixelmatch" && meta.Version != "7.2.0" {
			t.Fatalf("installed pixelmatch %s, want 7.2.0", meta.Version)
		}
		t.Logf("%s %s", pkg, meta.Version)
	}
	return node
}

// runPixelmatch runs the jobs under node and returns one result per job.
func runPixelmatch(t *testing.T, node, dir string, jobs []pmJob) []pmResult {
	t.Helper()
	script := filepath.Join(dir, "run.mjs")
	in, out := filepath.Join(dir, "jobs.json"), filepath.Join(dir, "results.json")
	data, err := json.Marshal(jobs)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(script, []byte(pixelmatchJS), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(in, data, 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, script, in, out)
	cmd.Dir = dir
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("node: %v\n%s", err, msg)
	}
	var res []pmResult
	if data, err = os.ReadFile(out); err != nil || json.Unmarshal(data, &res) != nil || len(res) != len(jobs) {
		t.Fatalf("node results: %v (%d for %d jobs)", err, len(res), len(jobs))
	}
	return res
}

// check is one assertion to make once node has run.
type check func(t *testing.T, r pmResult)

// TestPixelmatchConformance is issue 5's done-when: pixelmatch 7.2.0 and
// pngjs (pinned, installed by make deps), run on every committed
// screenshot pair at thresholds 0.05, 0.1 and 0.2 with and without
// includeAA, count exactly
// what witness-w1 diff counts; diff images agree pixel for pixel; and
// pngjs decodes every PNG format to the pixels the diff compares.
func TestPixelmatchConformance(t *testing.T) {
	dir := t.TempDir()
	node := installPixelmatch(t, dir)
	var jobs []pmJob
	var checks []check
	add := func(j pmJob, c check) { jobs = append(jobs, j); checks = append(checks, c) }
	abs := func(p string) string {
		a, err := filepath.Abs(p)
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	n := 0 // for file names

	// Counts: witness-w1 diff, in-process, against pixelmatch.
	var pairs [][2]string
	dirs, _ := filepath.Glob(filepath.Join(pairsDir, "*"))
	for _, d := range dirs {
		if fi, err := os.Stat(d); err == nil && fi.IsDir() {
			pairs = append(pairs, [2]string{abs(filepath.Join(d, "a.png")), abs(filepath.Join(d, "b.png"))})
		}
	}
	if len(pairs) < 7 {
		t.Fatalf("%d screenshot pairs under %s", len(pairs), pairsDir)
	}
	for _, p := range pairs {
		for _, th := range []float64{0.05, 0.1, 0.2} {
			for _, aa := range []bool{false, true} {
				add(pmJob{Kind: "diff", A: p[0], B: p[1], Options: map[string]any{"threshold": th, "includeAA": aa}},
					countCheck(p, th, aa, nil))
			}
		}
	}
	for _, h := range []string{"900", "4000"} {
		p := [2]string{abs(filepath.Join(benchDir, h+"-a.png")), abs(filepath.Join(benchDir, h+"-b.png"))}
		for _, aa := range []bool{false, true} {
			add(pmJob{Kind: "diff", A: p[0], B: p[1], Options: map[string]any{"threshold": 0.1, "includeAA": aa}},
				countCheck(p, 0.1, aa, nil))
		}
	}

	// Diff images written by witness-w1 diff --out against pixelmatch's.
	for _, tc := range []struct {
		pair string
		args []string
		opts map[string]any
	}{
		{"moved", nil, map[string]any{}},
		{"text", []string{"--include-aa"}, map[string]any{"includeAA": true}},
		{"subpixel", []string{"--alpha", "0.5", "--threshold", "0.05"}, map[string]any{"alpha": 0.5, "threshold": 0.05}},
		{"alpha", []string{"--diff-mask", "--threshold", "0.05"}, map[string]any{"diffMask": true, "threshold": 0.05}},
		{"alpha", nil, map[string]any{}},
		{"resized", []string{"--alpha", "1"}, map[string]any{"alpha": 1}},
		{"identical", nil, map[string]any{}},
	} {
		n++
		raw := filepath.Join(dir, fmt.Sprintf("diff%d.rgba", n))
		a, b := pair(tc.pair)
		add(pmJob{Kind: "diff", A: abs(a), B: abs(b), Options: tc.opts, Raw: raw},
			imageCheck(a, b, tc.args, filepath.Join(dir, fmt.Sprintf("diff%d.png", n)), raw))
	}

	// Options the command line does not expose, through the library.
	alt := pixeldiff.RGB{0, 200, 255}
	for _, tc := range []struct {
		pair string
		opts map[string]any
		set  func(*pixeldiff.Options)
	}{
		{"text", map[string]any{"diffColor": []int{255, 0, 255}, "diffColorAlt": []int{0, 200, 255}, "aaColor": []int{0, 0, 255}},
			func(o *pixeldiff.Options) {
				o.DiffColor, o.DiffColorAlt, o.AAColor = pixeldiff.RGB{255, 0, 255}, &alt, pixeldiff.RGB{0, 0, 255}
			}},
		{"alpha", map[string]any{"checkerboard": false, "threshold": 0.05},
			func(o *pixeldiff.Options) { o.Checkerboard, o.Threshold = false, 0.05 }},
		{"alpha", map[string]any{"checkerboard": false, "includeAA": true, "threshold": 0.2},
			func(o *pixeldiff.Options) { o.Checkerboard, o.IncludeAA, o.Threshold = false, true, 0.2 }},
	} {
		n++
		raw := filepath.Join(dir, fmt.Sprintf("diff%d.rgba", n))
		a, b := pair(tc.pair)
		p := [2]string{a, b}
		add(pmJob{Kind: "diff", A: abs(a), B: abs(b), Options: tc.opts, Raw: raw}, countCheck(p, 0, false, func(t *testing.T) {
			opt := pixeldiff.DefaultOptions()
			tc.set(&opt)
			opt.DiffImage = true
			res := apiDiff(t, a, b, opt)
			want, err := os.ReadFile(raw)
			if err != nil || !bytes.Equal(res.Image.Pix, want) {
				t.Errorf("%s %v: diff image differs from pixelmatch's (%v)", tc.pair, tc.opts, err)
			}
		}))
	}

	// Decoding: every colour type and bit depth, interlaced or not, with
	// and without tRNS, decoded by pngjs and by pixeldiff.
	r := rand.New(rand.NewPCG(20, 26))
	var decodes []*pngtest.Image
	for _, f := range pngtest.Formats {
		for _, interlace := range []bool{false, true} {
			img := pngtest.Random(r, 13, 7, f.ColorType, f.Depth, interlace)
			decodes = append(decodes, img)
			if f.ColorType == pngtest.Gray || f.ColorType == pngtest.RGB {
				c := *img
				if c.Trans == nil {
					c.Trans = append([]uint16(nil), img.Samples[:pngtest.Channels(f.ColorType)]...)
				} else {
					c.Trans = nil
				}
				decodes = append(decodes, &c)
			}
		}
	}
	for _, img := range decodes {
		n++
		data := img.Encode()
		name := fmt.Sprintf("ct%d-depth%d-interlace%v-trns%v", img.ColorType, img.Depth, img.Interlace, img.Trans != nil)
		add(decodeJob(t, dir, n, data, name))
	}
	// Malformed and borderline files: both decoders accept or both refuse.
	base := pngtest.Random(r, 6, 5, pngtest.RGB, 8, false)
	oob := pngtest.Random(r, 6, 5, pngtest.Palette, 8, false)
	oob.Samples[len(oob.Samples)-1] = uint16(len(oob.Palette))
	extra := *base
	extra.ExtraData = make([]byte, 40)
	extraInterlaced := pngtest.Random(r, 6, 5, pngtest.RGB, 8, true)
	extraInterlaced.ExtraData = []byte{1}
	critical := *base
	critical.Before = [][]byte{[]byte("ABCDdata")}
	ancillary := *base
	ancillary.Before = [][]byte{[]byte("tEXtcomment\x00hello")}
	badCRC := base.Encode()
	badCRC[40] ^= 0xff
	stream := func(interlace bool, f func([]byte) []byte) []byte {
		img := pngtest.Random(r, 7, 6, pngtest.RGBA, 8, interlace)
		img.Stream = f
		return img.Encode()
	}
	wrongSum := func(z []byte) []byte { z[len(z)-1] ^= 1; return z }
	noSum := func(z []byte) []byte { return z[:len(z)-4] }
	trailing := func(z []byte) []byte { return append(z, 1, 2, 3) }
	for name, data := range map[string][]byte{
		"palette index out of range":         oob.Encode(),
		"data after IEND":                    append(base.Encode(), 0),
		"extra pixel data":                   extra.Encode(),
		"extra interlaced data":              extraInterlaced.Encode(),
		"unknown critical chunk":             critical.Encode(),
		"unknown ancillary chunk":            ancillary.Encode(),
		"bad CRC":                            badCRC,
		"truncated":                          base.Encode()[:60],
		"wrong checksum":                     stream(false, wrongSum),
		"wrong checksum, interlaced":         stream(true, wrongSum),
		"no checksum":                        stream(false, noSum),
		"no checksum, interlaced":            stream(true, noSum),
		"bytes after the stream":             stream(false, trailing),
		"bytes after the stream, interlaced": stream(true, trailing),
	} {
		n++
		add(decodeJob(t, dir, n, data, name))
	}

	start := time.Now()
	results := runPixelmatch(t, node, dir, jobs)
	t.Logf("node ran %d jobs in %v", len(jobs), time.Since(start).Round(time.Millisecond))
	for i, r := range results {
		checks[i](t, r)
	}
}

// countCheck asserts that witness-w1 diff counts what pixelmatch counted;
// with more != nil it runs that instead of the command.
func countCheck(p [2]string, th float64, aa bool, more func(*testing.T)) check {
	return func(t *testing.T, r pmResult) {
		if r.Error != "" || r.N == nil {
			t.Errorf("pixelmatch on %s: %s", p[0], r.Error)
			return
		}
		if more != nil {
			more(t)
			return
		}
		args := []string{"diff", p[0], p[1], "--threshold", strconv.FormatFloat(th, 'g', -1, 64)}
		if aa {
			args = append(args, "--include-aa")
		}
		stdout, stderr, code := witness(t, args...)
		var rep diffReport
		if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
			t.Errorf("%v: exit %d %s", args, code, stderr)
			return
		}
		wantCode := exitDifferent
		if *r.N == 0 && !rep.SizeChanged {
			wantCode = exitOK
		}
		if rep.DiffPixels != *r.N || code != wantCode {
			t.Errorf("%s threshold %v includeAA %v: witness-w1 diff counts %d (exit %d), pixelmatch %d",
				shortPair(p), th, aa, rep.DiffPixels, code, *r.N)
		}
	}
}

func shortPair(p [2]string) string {
	return filepath.Base(filepath.Dir(p[0])) + "/" + filepath.Base(p[0]) + "," + filepath.Base(p[1])
}

// imageCheck runs witness-w1 diff --out and compares the PNG's pixels
// with pixelmatch's output buffer.
func imageCheck(a, b string, args []string, out, raw string) check {
	return func(t *testing.T, r pmResult) {
		if r.Error != "" || r.N == nil {
			t.Errorf("pixelmatch on %s: %s", a, r.Error)
			return
		}
		stdout, stderr, code := witness(t, append([]string{"diff", a, b, "--out", out}, args...)...)
		var rep diffReport
		if err := json.Unmarshal([]byte(stdout), &rep); err != nil || code == exitInput || code == exitUsage {
			t.Errorf("diff %s %v: exit %d %s", a, args, code, stderr)
			return
		}
		want, err := os.ReadFile(raw)
		if err != nil {
			t.Fatal(err)
		}
		got := decodeFile(t, out)
		if rep.DiffPixels != *r.N || !bytes.Equal(got.Pix, want) {
			t.Errorf("diff %s %v: %d pixels, pixelmatch %d; diff image equal: %v",
				filepath.Base(filepath.Dir(a)), args, rep.DiffPixels, *r.N, bytes.Equal(got.Pix, want))
		}
	}
}

// decodeJob writes data to a file and returns a job that has pngjs decode
// it and a check that pixeldiff decodes it to the same pixels, or that
// both refuse it.
func decodeJob(t *testing.T, dir string, n int, data []byte, name string) (pmJob, check) {
	path := filepath.Join(dir, fmt.Sprintf("decode%d.png", n))
	raw := filepath.Join(dir, fmt.Sprintf("decode%d.rgba", n))
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return pmJob{Kind: "decode", PNG: path, Raw: raw}, func(t *testing.T, r pmResult) {
		img, err := pixeldiff.DecodePNG(data)
		if r.Error != "" || err != nil {
			if (r.Error == "") != (err == nil) {
				t.Errorf("%s: pngjs says %q, pixeldiff says %v", name, r.Error, err)
			}
			return
		}
		want, rerr := os.ReadFile(raw)
		if rerr != nil {
			t.Fatal(rerr)
		}
		if img.Width != r.Width || img.Height != r.Height || !bytes.Equal(img.Pix, want) {
			t.Errorf("%s: pixeldiff decodes %dx%d %s\npngjs      %dx%d %v",
				name, img.Width, img.Height, strings.Trim(fmt.Sprint(img.Pix[:min(32, len(img.Pix))]), "[]"), r.Width, r.Height, want[:min(32, len(want))])
		}
	}
}
