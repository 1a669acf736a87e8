package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/hashchain"
	"github.com/tribunal-dev/tribunal/internal/keys"
	"github.com/tribunal-dev/tribunal/internal/render"
)

func cmdVerify(_ context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("verify", "--db FILE [--trust FILE] [--checkpoint FILE] [--format FORM | --json]", stdout)
	db := fs.String("db", "", "chain database `file` (a copy; opened read-only)")
	trustPath := fs.String("trust", "", "auditor's trust `file`: pins the checkpoint key and checks every event signature")
	ckPath := fs.String("checkpoint", "", "an older signed checkpoint `file` the auditor kept; proves the chain extends it")
	format := render.Register(fs, []render.Format{render.Text, render.JSON}, "print the report as JSON")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := requireFlag(fs, "db", *db); err != nil {
		return err
	}
	// A ledger's chain follows its stream: sequences in order.
	opts := hashchain.VerifyOptions{StreamOrder: true}
	if *trustPath != "" {
		trust, err := keys.LoadTrust(*trustPath)
		if err != nil {
			return inputError{Err: err}
		}
		v, err := trust.CheckpointVerifier()
		if err != nil {
			return inputError{Err: fmt.Errorf("%s: %w", *trustPath, err)}
		}
		opts.Events, opts.CheckpointVerifier = trust, v
	}
	if *ckPath != "" {
		b, err := os.ReadFile(*ckPath)
		if err != nil {
			return inputError{Err: err}
		}
		opts.Older = b
	}
	// The governance state is re-folded from scratch in the same pass,
	// each entry once the chain has vouched for it, and every derived
	// event and seal compared.
	// Bodies are decoded on every core ahead of the ordered fold. The
	// fold keeps the entries' bodies as the read transaction maps them
	// (Borrow) instead of copying them: nothing of its state is read
	// after hashchain.Verify returns but Finish's counts.
	fold := govern.NewReplayer(true)
	fold.Borrow = true
	opts.Prepare, opts.Entry = fold.Prepare, fold.Feed
	defer delayFirstGC(verifyFirstGC)()
	// The pages are checked (hashchain.CheckPages) in the same open and
	// walk as the verification: a truncated or damaged file is one line
	// and exit 2, as for the other offline commands (checkDB).
	rep, err := hashchain.VerifyFile(*db, opts)
	if pe := (*hashchain.PagesError)(nil); errors.As(err, &pe) {
		return inputError{Err: pe.Err}
	}
	var gov *govern.ReplaySummary
	if err == nil {
		gov, err = fold.Finish(rep.Entries)
	}
	var ve *chainformat.VerifyError
	if errors.As(err, &ve) {
		if format.Format() == render.JSON {
			render.WriteJSONLine(stdout, map[string]any{"ok": false, "index": ve.Index, "check": ve.Check,
				"expected": ve.Expected, "actual": ve.Actual, "detail": ve.Detail})
		}
		return verifyError{fmt.Errorf("%s: %w", *db, err)}
	}
	if errors.Is(err, hashchain.ErrInUse) {
		return inputError{Err: err} // it names the file
	}
	if err != nil {
		return inputError{Err: fmt.Errorf("%s: %w", *db, err)}
	}
	if format.Format() == render.JSON {
		return render.WriteJSONLine(stdout, struct {
			OK bool `json:"ok"`
			*hashchain.Report
			Governance *govern.ReplaySummary `json:"governance"`
		}{true, rep, gov})
	}
	pinned := "checkpoint key taken from the file itself (pass --trust to pin it)"
	if rep.KeyPinned {
		pinned = "checkpoint key pinned by the trust file; every event signature checked"
	}
	fmt.Fprintf(stdout, "OK %s: %d entries (%d leaf bytes), %d checkpoints (latest at size %d)\n",
		*db, rep.Entries, rep.LeafBytes, rep.Checkpoints, rep.LatestCheckpoint)
	fmt.Fprintf(stdout, "head %s\nroot %s\norigin %s\n%s\n", rep.Head, rep.Root, rep.Origin, pinned)
	fmt.Fprintf(stdout, "governance re-folded from scratch: %d requests, %d transitions, %d seals (composite hashes recomputed), %d fold rejections, %d scars; every derived event matches\n",
		gov.Requests, gov.Transitions, gov.Seals, gov.Rejections, gov.Scars)
	if rep.Older != nil {
		fmt.Fprintf(stdout, "extends the older checkpoint at size %d (consistency proof verified)\n", *rep.Older)
	}
	return nil
}

// checkDB reads every page of a chain file before a command reads it
// for real (hashchain.CheckPages), so that a truncated or damaged file is
// one line and exit 2 rather than a fault in the middle of bbolt. A file
// that is missing or empty is left to the open, which says so.
func checkDB(path string) error {
	if st, err := os.Stat(path); err != nil || st.Size() == 0 {
		return nil
	}
	if err := hashchain.CheckPages(path); err != nil {
		return inputError{Err: err}
	}
	return nil
}
