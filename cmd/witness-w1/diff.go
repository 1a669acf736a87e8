package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image/png"
	"io"
	"math"
	"os"

	"github.com/tribunal-dev/tribunal/internal/atomicfile"
	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/w1/pixeldiff"
)

// diffReport is the JSON object diff prints.
type diffReport struct {
	DiffPixels       int     `json:"diff_pixels"`
	TotalPixels      int     `json:"total_pixels"`
	DiffRatio        float64 `json:"diff_ratio"`
	Threshold        float64 `json:"threshold"`
	IncludeAA        bool    `json:"include_aa"`
	Width            int     `json:"width"`
	Height           int     `json:"height"`
	SizeChanged      bool    `json:"size_changed"`
	WidthA           int     `json:"width_a"`
	HeightA          int     `json:"height_a"`
	WidthB           int     `json:"width_b"`
	HeightB          int     `json:"height_b"`
	LayoutDifference bool    `json:"layout_difference"`
	DiffPNG          string  `json:"diff_png,omitempty"`
}

func cmdDiff(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("diff", "A.png B.png [flags]", stdout)
	opt := pixeldiff.DefaultOptions()
	fs.Float64Var(&opt.Threshold, "threshold", opt.Threshold, "matching threshold, 0 to 1; smaller is more sensitive")
	fs.BoolVar(&opt.IncludeAA, "include-aa", false, "count anti-aliased pixels as different")
	fs.Float64Var(&opt.Alpha, "alpha", opt.Alpha, "opacity of unchanged pixels in the diff image, 0 to 1")
	outPath := fs.String("out", "", "write the diff image to this PNG `file`")
	fs.BoolVar(&opt.DiffMask, "diff-mask", false, "draw only the differences, over a transparent background")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if err := wantArgs(fs, pos, "A.png", "B.png"); err != nil {
		return err
	}
	for _, f := range []struct {
		name string
		v    float64
	}{{"threshold", opt.Threshold}, {"alpha", opt.Alpha}} {
		if math.IsNaN(f.v) || f.v < 0 || f.v > 1 {
			return cli.UsageFor(fs, fmt.Sprintf("diff: --%s must be between 0 and 1, not %v", f.name, f.v))
		}
	}
	opt.DiffImage = *outPath != ""

	var data [2][]byte
	for i, name := range pos {
		if data[i], err = os.ReadFile(name); err != nil {
			return inputError{Err: err}
		}
	}
	res, err := pixeldiff.DiffPNG(ctx, data[0], data[1], opt)
	if err != nil {
		var ie *pixeldiff.InputError
		if errors.As(err, &ie) {
			return inputError{Err: fmt.Errorf("%s: %w", pos[ie.Input], ie.Err)}
		}
		return err
	}

	rep := diffReport{
		DiffPixels:  res.DiffPixels,
		TotalPixels: res.TotalPixels(),
		DiffRatio:   float64(res.DiffPixels) / float64(res.TotalPixels()),
		Threshold:   opt.Threshold,
		IncludeAA:   opt.IncludeAA,
		Width:       res.Width, Height: res.Height,
		SizeChanged: res.SizeChanged(),
		WidthA:      res.WidthA, HeightA: res.HeightA, WidthB: res.WidthB, HeightB: res.HeightB,
		LayoutDifference: res.SizeChanged(),
	}
	if *outPath != "" {
		if err := writePNG(*outPath, res); err != nil {
			return err
		}
		rep.DiffPNG = *outPath
	}
	b, err := json.Marshal(rep)
	if err != nil {
		return err
	}
	if _, err := fmt.Fprintf(stdout, "%s\n", b); err != nil {
		return err
	}
	if !res.Identical() {
		return errDifferent
	}
	return nil
}

// writePNG writes the diff image whole, through atomicfile; speed matters
// more than size for it.
func writePNG(path string, res *pixeldiff.Result) error {
	err := atomicfile.WriteFunc(path, 0o644, func(f io.Writer) error {
		w := bufio.NewWriterSize(f, 1<<16)
		enc := png.Encoder{CompressionLevel: png.BestSpeed}
		if err := enc.Encode(w, res.Image); err != nil {
			return err
		}
		return w.Flush()
	})
	if err != nil {
		return fmt.Errorf("diff image: %w", err)
	}
	return nil
}
