package report

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"

	"github.com/tribunal-dev/tribunal/internal/atomicfile"
)

// The report's formats, as --format names them.
const (
	FormatHTML  = "html"
	FormatJUnit = "junit"
	FormatJSON  = "json"
)

// Formats lists every format in the order --report-dir writes them.
var Formats = []string{FormatHTML, FormatJUnit, FormatJSON}

// FileName is the name --report-dir gives format's file.
func FileName(format string) string {
	switch format {
	case FormatJUnit:
		return "report.junit.xml"
	case FormatJSON:
		return "report.json"
	}
	return "report.html"
}

// Write writes r in format ("html", "junit" or "json").
func Write(w io.Writer, format string, r *Report) error {
	switch format {
	case FormatHTML:
		return WriteHTML(w, r)
	case FormatJUnit:
		host, _ := os.Hostname()
		return WriteJUnit(w, r, host)
	case FormatJSON:
		return WriteJSON(w, r)
	}
	return fmt.Errorf("report: unknown format %q (want %v)", format, Formats)
}

// KnownFormat reports whether Write knows format.
func KnownFormat(format string) bool { return slices.Contains(Formats, format) }

// WriteFile writes r in format to path whole or not at all, through
// atomicfile.
func WriteFile(path, format string, r *Report) error {
	var buf bytes.Buffer
	if err := Write(&buf, format, r); err != nil {
		return err
	}
	return atomicfile.Write(path, buf.Bytes(), 0o644)
}

// WriteDir writes every format into dir (created if missing) under
// FileName, and returns the paths written.
func WriteDir(dir string, r *Report) ([]string, error) {
	if err := atomicfile.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var out []string
	for _, f := range Formats {
		p := filepath.Join(dir, FileName(f))
		if err := WriteFile(p, f, r); err != nil {
			return out, err
		}
		out = append(out, p)
	}
	return out, nil
}
