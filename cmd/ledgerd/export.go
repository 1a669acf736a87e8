package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/tribunal-dev/tribunal/internal/atomicfile"
	"github.com/tribunal-dev/tribunal/internal/chainformat"
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
	// Written whole or not at all, so a failed export never leaves a file
	// that looks complete. An error before export starts is about --out.
	started := false
	err = atomicfile.WriteFunc(*out, 0o600, func(w io.Writer) error {
		started = true
		return export(ctx, c, w)
	})
	if err != nil && !started {
		return inputError{Err: err}
	}
	return err
}

func export(ctx context.Context, c *hashchain.Chain, w io.Writer) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	// JSON Lines: one compact object per entry.
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	err := c.Scan(0, func(e chainformat.Entry) error {
		if err := ctx.Err(); err != nil {
			return err
		}
		return enc.Encode(e.Export())
	})
	if errors.Is(err, chainformat.ErrBadLeaf) {
		return inputError{Err: fmt.Errorf("export: %w", err)} // a malformed file: exit 2
	}
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	return bw.Flush()
}
