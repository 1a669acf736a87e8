package report

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
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

// WriteFile writes r in format to path whole or not at all: into a
// temporary file beside it, renamed over path once complete.
func WriteFile(path, format string, r *Report) error {
	var buf bytes.Buffer
	if err := Write(&buf, format, r); err != nil {
		return err
	}
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, err = f.Write(buf.Bytes())
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp, 0o644)
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}

// WriteDir writes every format into dir (created if missing) under
// FileName, and returns the paths written.
func WriteDir(dir string, r *Report) ([]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
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
