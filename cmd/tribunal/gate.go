package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/report"
	"github.com/tribunal-dev/tribunal/internal/requester"
)

// gate holds check's CI flags: wait for the judge's seal, write the
// report, keep stderr quiet.
type gate struct {
	waitSeal    bool
	sealTimeout time.Duration
	reportDir   string
	quiet       bool
}

func (g *gate) register(fs *flag.FlagSet) {
	fs.BoolVar(&g.waitSeal, "wait-seal", false, "after the witnesses, wait until the judge sealed the request (exit 0) or nothing can seal it (exit 1)")
	fs.DurationVar(&g.sealTimeout, "seal-timeout", time.Hour, "with --wait-seal: how long to wait for the judge after --timeout")
	fs.StringVar(&g.reportDir, "report-dir", "", "write the report as report.html, report.junit.xml and report.json into `dir` when the wait ends")
	fs.BoolVar(&g.quiet, "quiet", false, "no progress on stderr (errors still go there)")
}

// reports writes the report into --report-dir, if given, whatever the
// wait ended with (a timeout reports the last state), and returns the
// wait's error — or the report's, which a CI gate must not miss.
func (g *gate) reports(ctx context.Context, c *requester.Client, id string, stderr io.Writer, waitErr error) error {
	if g.reportDir == "" {
		return waitErr
	}
	r, err := report.Build(ctx, c, id, time.Now)
	if err == nil {
		var paths []string
		if paths, err = report.WriteDir(g.reportDir, r); err == nil {
			fmt.Fprintf(stderr, "tribunal: wrote the report of %s (%s): %v\n", id, r.State, paths)
			return waitErr
		}
	}
	return errors.Join(waitErr, fmt.Errorf("check: writing the report into %s: %w", g.reportDir, err))
}

// waitSealAndPrint waits until attempt att is settled and then until the
// judge sealed request id or nothing can, telling stderr what each
// witness reported, per frame, and what the request waits for; it prints
// the W³ output and returns nil only when sealed.
func waitSealAndPrint(ctx context.Context, c *requester.Client, id, att string, timeout time.Duration, out output, stdout, stderr io.Writer) error {
	p := requester.Progress{Say: func(l string) { fmt.Fprintf(stderr, "tribunal: %s\n", l) }, Sealing: true}
	rv, outcome, err := c.WaitSealed(ctx, id, att, timeout, func(rv *govern.Review) { p.See(rv, att) })
	var te *requester.TimeoutError
	if errors.As(err, &te) {
		if te.Last != nil {
			_ = out.w3(stdout, te.Last.W3)
		}
		return timeoutError{te.Msg}
	}
	if err != nil {
		return err
	}
	if err := out.w3(stdout, rv.W3); err != nil {
		return err
	}
	if outcome != requester.Sealed || rv.W3.Verdict != events.StateSealedDeploy {
		return errNotPass
	}
	return nil
}
