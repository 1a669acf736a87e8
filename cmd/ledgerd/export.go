package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/tribunal-dev/tribunal/internal/hashchain"
)

func cmdExport(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("export", "--db FILE [--out FILE]", stdout)
	db := fs.String("db", "", "chain database `file` (opened read-only)")
	out := fs.String("out", "", "write to `file` instead of stdout (written whole, then renamed into place)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := requireFlag(fs, "db", *db); err != nil {
		return err
	}
	if err := checkDB(*db); err != nil {
		return err
	}
	c, err := hashchain.OpenReadOnly(*db)
	if err != nil {
		return inputError{Err: err}
	}
	defer c.Close()
	if *out == "" {
		return export(ctx, c, stdout)
	}
	// Write beside the target and rename, so a failed export never leaves
	// a file that looks complete.
	f, err := os.CreateTemp(filepath.Dir(*out), ".export-*")
	if err != nil {
		return inputError{Err: err}
	}
	defer os.Remove(f.Name())
	if err := export(ctx, c, f); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), *out)
}

func export(ctx context.Context, c *hashchain.Chain, w io.Writer) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	// JSON Lines: one compact object per entry.
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	err := c.Scan(0, func(e hashchain.Entry) error {
		if err := ctx.Err(); err != nil {
			return err
		}
		return enc.Encode(e.Export())
	})
	if errors.Is(err, hashchain.ErrBadLeaf) {
		return inputError{Err: fmt.Errorf("export: %w", err)} // a malformed file: exit 2
	}
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	return bw.Flush()
}
