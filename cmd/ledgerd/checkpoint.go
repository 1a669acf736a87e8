package main

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/tribunal-dev/tribunal/internal/hashchain"
)

func cmdCheckpoint(_ context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("checkpoint", "--db FILE", stdout)
	db := fs.String("db", "", "chain database `file` (opened read-only)")
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
	msg, err := c.LatestCheckpoint()
	if err != nil {
		return err
	}
	if msg == nil {
		return inputError{Err: errors.New(*db + ": no checkpoint has been written yet")}
	}
	_, err = fmt.Fprint(stdout, string(msg))
	return err
}
