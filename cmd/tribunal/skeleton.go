package main

// tribunal skeleton …: writing and maintaining a design skeleton
// (internal/requester/authoring, docs/SKELETON.md §10).
//
//	tribunal skeleton record --url ROOT --screen ID=PATH --select [ID=]SELECTOR … [--breakpoints NAME=WxH,…]
//	                         [--unit PX] [--name N] [--no-check] [--rubric-version V] --out DIR
//	tribunal skeleton pin    DIR
//	tribunal skeleton lint   DIR
//	tribunal skeleton sign   DIR --key FILE
//	tribunal skeleton verify DIR (--trust FILE | --dir D)
//
// Exit codes: 0 done (lint: no warnings; verify: signed by a trusted
// designer; record: W2 passes the recorded skeleton on the build it was
// recorded from); 1 lint printed warnings, verify found no trusted
// signature, record wrote the skeleton but W2 still fails part of it on
// the reference build (listed); 2 bad input (a skeleton, page, key or
// trust file that cannot be used; one line, FILE:LINE:COL for YAML); 64
// usage; 70 internal error (no browser, a browser that failed).

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/keys"
	"github.com/tribunal-dev/tribunal/internal/requester/authoring"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

const skeletonUsage = `usage: tribunal skeleton <command> [flags]

commands:
  record   render a reference build and write its skeleton (or re-record one)
  pin      recompute every screen's sha256 in index.yaml
  lint     parse a skeleton and warn about what a designer likely did not mean
  sign     sign index.yaml with a designer key (index.yaml.sig)
  verify   check index.yaml.sig against a trust file's designers

Run "tribunal skeleton <command> --help".
`

// errFindings: lint printed warnings, verify found no trusted signature,
// or record left failures; all already printed. It is errNotPass, so the
// exit code is 1 and nothing more is printed.
var errFindings = fmt.Errorf("skeleton: findings reported: %w", errNotPass)

func cmdSkeleton(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	return cli.Dispatch(ctx, args, stdout, stderr, "tribunal skeleton", skeletonUsage, map[string]cli.Command{
		"record": cmdSkeletonRecord,
		"pin":    cmdSkeletonPin,
		"lint":   cmdSkeletonLint,
		"sign":   cmdSkeletonSign,
		"verify": cmdSkeletonVerify,
	})
}

// skeletonErr maps authoring's errors to the exit codes: the parser's
// one-line errors and ErrInput are bad input.
func skeletonErr(err error) error {
	var se *skeleton.Error
	switch {
	case err == nil:
		return nil
	case errors.As(err, &se), errors.Is(err, authoring.ErrInput), errors.Is(err, keys.ErrBadKeyFile), errors.Is(err, keys.ErrBadTrust):
		return cli.InputError{Err: err}
	}
	return err
}

func cmdSkeletonRecord(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("skeleton record", "--url ROOT --screen ID=PATH --select [ID=]SELECTOR... [--breakpoints NAME=WxH,...] --out DIR", stderr)
	root := fs.String("url", "", "the reference build's product root `URL` (file://, or http:// on loopback)")
	var sel authoring.Selection
	fs.Var(sel.ScreenFlag(), "screen", "a page to record, `ID=PATH` under the root (e.g. home=/index.html; repeatable)")
	fs.Var(sel.SelectFlag(), "select", "an element, `[ID=]SELECTOR`, of the --screen before it (before any --screen: of every screen; repeatable)")
	bps := fs.String("breakpoints", "", "`NAME=WxH,...` viewports in CSS px (default: an existing skeleton's, else mobile=375x812,tablet=768x1024,desktop=1440x900)")
	unit := fs.Int("unit", 0, "spacing.unit_px, the grid `unit` tolerances derive from (default: an existing skeleton's, else 8)")
	name := fs.String("name", "", "the skeleton's `name` (default: an existing skeleton's, else from the root)")
	out := fs.String("out", "", "the skeleton `directory` to write; an existing skeleton there is re-recorded, keeping its hand edits")
	noCheck := fs.Bool("no-check", false, "skip W2's check of the recorded skeleton against the reference build")
	rubric := fs.String("rubric-version", authoring.DefaultRubric, "the W2 rubric `version` of the check")
	level := fs.String("log-level", "warn", "log `level` on stderr (info shows each page)")
	if err := parseNoArgs(fs, args); err != nil {
		if errors.Is(err, authoring.ErrArg) {
			return cli.UsageError{Msg: "skeleton record: " + err.Error()}
		}
		return err
	}
	if err := cli.Require(fs, "url", *root); err != nil {
		return err
	}
	if err := cli.Require(fs, "out", *out); err != nil {
		return err
	}
	o := authoring.Options{Root: *root, Name: *name, UnitPX: *unit, Check: !*noCheck, Rubric: *rubric, Screens: sel.Plan()}
	if len(o.Screens) == 0 {
		o.Screens = nil
		if len(sel.Shared) > 0 {
			return cli.UsageFor(fs, "skeleton record: --select needs a --screen to record it on")
		}
	}
	if *bps != "" {
		b, err := authoring.ParseBreakpoints(*bps)
		if err != nil {
			return cli.UsageError{Msg: "skeleton record: " + err.Error()}
		}
		o.Breakpoints = b
	}
	log, err := cli.NewLogger(stderr, "text", *level)
	if err != nil {
		return cli.UsageError{Msg: "skeleton record: " + err.Error()}
	}
	o.Logger = log
	if _, err := skeleton.JoinURL(*root, "/"); err != nil {
		return cli.UsageError{Msg: "skeleton record: --url: " + err.Error()}
	}
	prev, err := authoring.LoadPrevious(*out)
	if err != nil {
		return skeletonErr(err)
	}
	o.Previous = prev
	b, err := authoring.Browser(*root, log)
	if errors.Is(err, authoring.ErrArg) {
		return cli.UsageError{Msg: "skeleton record: " + err.Error()}
	}
	if err != nil {
		return skeletonErr(err)
	}
	defer b.Close()
	res, err := authoring.Record(ctx, b, o)
	if err != nil {
		return skeletonErr(err)
	}
	removed, err := authoring.WriteSkeleton(*out, res.Files, prev)
	if err != nil {
		return err
	}
	verb := "recorded"
	if prev != nil {
		verb = "re-recorded"
	}
	fmt.Fprintf(stdout, "%s %d screen(s) at %d breakpoint(s): %d elements, %d tokens, %d interactions → %s\n",
		verb, res.Screens, len(breakpointsOf(o, prev)), res.Elements, res.Tokens, res.Interactions, *out)
	section := func(title string, lines []string) {
		if len(lines) == 0 {
			return
		}
		fmt.Fprintln(stdout, title)
		for _, l := range lines {
			fmt.Fprintln(stdout, "  "+l)
		}
	}
	if prev != nil && len(res.Moved) == 0 {
		fmt.Fprintln(stdout, "moved: nothing")
	}
	section("moved:", res.Moved)
	section("notes:", append(res.Notes, removed...))
	section(fmt.Sprintf("W2 check corrected %d value(s) the reference build does not confirm:", len(res.Corrections)), res.Corrections)
	switch {
	case !o.Check:
		fmt.Fprintln(stdout, "W2 check: skipped (--no-check)")
	case len(res.Failures) == 0:
		fmt.Fprintf(stdout, "W2 check (rubric %s): the reference build passes every recorded element\n", o.Rubric)
	default:
		section(fmt.Sprintf("W2 check (rubric %s): %d failure(s) on the reference build itself:", o.Rubric, len(res.Failures)), res.Failures)
	}
	section(fmt.Sprintf("the page itself: %d lint finding(s) W2 rejects any build for until the page is fixed (no skeleton records them away):", len(res.PageFindings)), res.PageFindings)
	fmt.Fprintf(stdout, "skeleton hash %s\n", res.Hash)
	if o.Check && len(res.Failures) > 0 {
		return errFindings
	}
	return nil
}

func breakpointsOf(o authoring.Options, prev *skeleton.Skeleton) []skeleton.Breakpoint {
	switch {
	case o.Breakpoints != nil:
		return o.Breakpoints
	case prev != nil:
		return prev.Breakpoints
	}
	return authoring.DefaultBreakpoints
}

func cmdSkeletonPin(_ context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("skeleton pin", "DIR", stderr)
	dir, err := oneDir(fs, args)
	if err != nil {
		return err
	}
	res, err := authoring.Pin(dir)
	if err != nil {
		return skeletonErr(err)
	}
	for _, c := range res.Changes {
		fmt.Fprintf(stdout, "%s: pinned %s\n", c.File, c.New)
	}
	if len(res.Changes) == 0 {
		fmt.Fprintln(stdout, "every pin holds")
	}
	if res.StaleSignature {
		fmt.Fprintf(stderr, "tribunal: %s signed the previous index.yaml and no longer verifies; sign again (tribunal skeleton sign)\n", skeleton.SigFile)
	}
	fmt.Fprintf(stdout, "skeleton hash %s\n", res.Hash)
	return nil
}

func cmdSkeletonLint(_ context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("skeleton lint", "DIR", stderr)
	dir, err := oneDir(fs, args)
	if err != nil {
		return err
	}
	ws, err := authoring.LintDir(dir)
	if err != nil {
		return skeletonErr(err)
	}
	for _, w := range ws {
		fmt.Fprintln(stdout, w.String())
	}
	if len(ws) > 0 {
		return errFindings
	}
	return nil
}

func cmdSkeletonSign(_ context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("skeleton sign", "DIR --key FILE", stderr)
	keyFile := fs.String("key", "", "the designer key `file` (tribunal-designer-key.v1; ledgerd init --designer NAME makes one)")
	dir, err := oneDir(fs, args)
	if err != nil {
		return err
	}
	if err := cli.Require(fs, "key", *keyFile); err != nil {
		return err
	}
	k, err := keys.LoadDesignerKey(*keyFile)
	if err != nil {
		return cli.InputError{Err: err}
	}
	s, err := authoring.Sign(dir, k)
	if err != nil {
		return skeletonErr(err)
	}
	fmt.Fprintf(stdout, "signed skeleton hash %s as designer %s (key id %s) → %s\n", s.Hash, s.Designer.Name, s.Designer.KeyID(), skeleton.SigFile)
	return nil
}

func cmdSkeletonVerify(_ context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("skeleton verify", "DIR (--trust FILE | --dir D)", stderr)
	trustFile := fs.String("trust", "", "trust `file` whose designers may sign")
	depDir := fs.String("dir", "", "deployment `directory` (ledgerd init): its trust file")
	dir, err := oneDir(fs, args)
	if err != nil {
		return err
	}
	if (*trustFile == "") == (*depDir == "") {
		return cli.UsageFor(fs, "skeleton verify: give exactly one of --trust FILE and --dir D")
	}
	var trust *keys.Trust
	if *trustFile != "" {
		trust, err = keys.LoadTrust(*trustFile)
	} else {
		var d *deploy.Deployment
		if d, err = deploy.Load(*depDir); err == nil {
			trust, err = d.LoadTrust()
		}
	}
	if err != nil {
		return cli.InputError{Err: err}
	}
	s, err := authoring.Verify(dir, trust)
	if errors.Is(err, authoring.ErrNotSigned) {
		fmt.Fprintln(stdout, strings.TrimPrefix(err.Error(), authoring.ErrNotSigned.Error()+": "))
		return errFindings
	}
	if err != nil {
		return skeletonErr(err)
	}
	fmt.Fprintf(stdout, "%s: skeleton hash %s is signed by designer %s (key id %s)\n", skeleton.SigFile, s.Hash, s.Designer.Name, s.Designer.KeyID())
	return nil
}

// oneDir parses flags and the one DIR argument.
func oneDir(fs *flag.FlagSet, args []string) (string, error) {
	pos, err := cli.Parse(fs, args)
	if err != nil {
		return "", err
	}
	if err := cli.WantArgs(fs, pos, "DIR"); err != nil {
		return "", err
	}
	return pos[0], nil
}
