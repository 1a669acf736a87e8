package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

type attemptFlags struct {
	url           string
	codeDiff      string
	productHash   string
	inventoryHash string
	attemptID     string
}

// newAttempt builds attempt.submitted.v1 for request r at state version
// prior. Hashes not given are computed from the product and skeleton.
func newAttempt(ctx context.Context, r *events.RequestOpened, sk *skeleton.Skeleton, f attemptFlags, prior int64) (*events.AttemptSubmitted, error) {
	a := &events.AttemptSubmitted{
		SchemaName: events.SchemaAttemptSubmitted, ReqID: r.ReqID, AttID: f.attemptID,
		PriorStateVersion: fmt.Sprint(prior), ProductHash: f.productHash, InventoryHash: f.inventoryHash,
		ProductURL: f.url,
	}
	if a.AttID == "" {
		var b [4]byte
		if _, err := rand.Read(b[:]); err != nil {
			return nil, err
		}
		a.AttID = "a-" + hex.EncodeToString(b[:])
	}
	url := r.ProductURL
	if f.url != "" {
		url = f.url
	}
	if a.ProductHash == "" {
		switch {
		case url != "" && r.MCPApp != nil && r.MCPApp.Server != nil && r.MCPApp.Server.Transport == events.MCPTransportHTTP:
			h, err := mcpServerProductHash(ctx, url, r.MCPApp)
			if err != nil {
				return nil, err
			}
			a.ProductHash = h
		case url != "":
			h, err := productHash(ctx, url, sk)
			if err != nil {
				return nil, inputError{Err: err}
			}
			a.ProductHash = h
		case r.DOMPayload != "":
			a.ProductHash = payloadProductHash(r.DOMPayload)
		case r.MCPApp != nil:
			a.ProductHash = mcpAppProductHash(r.MCPApp)
		default:
			// Nothing to hash: the ledger FAILs such a request
			// (DOM_PAYLOAD_MISSING); the tuple still needs a value.
			a.ProductHash = payloadProductHash("")
		}
	}
	if a.InventoryHash == "" {
		a.InventoryHash = inventoryHash(sk)
	}
	if f.codeDiff != "" {
		data, err := os.ReadFile(f.codeDiff)
		if err != nil {
			return nil, inputError{Err: err}
		}
		a.CodeDiff = string(data)
	}
	if _, err := events.Encode(a); err != nil {
		return nil, usageError{Msg: "attempt: " + err.Error()}
	}
	return a, nil
}

func cmdAttempt(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("attempt", "ID --skeleton DIR [--url ROOT] [--code-diff FILE] [flags]", stderr)
	var (
		conn endpoint.Flags
		f    attemptFlags
	)
	conn.Register(fs)
	skelDir := fs.String("skeleton", "", "the request's design skeleton `directory` (for the inventory hash and http product hash)")
	fs.StringVar(&f.url, "url", "", "product root `URL` of this attempt (default: the request's; needed for file:// hashing)")
	fs.StringVar(&f.codeDiff, "code-diff", "", "`file` with the change since the previous attempt, shown to the judge")
	fs.StringVar(&f.productHash, "product-hash", "", "product `hash` (default: computed, see docs/ARCHITECTURE.md)")
	fs.StringVar(&f.inventoryHash, "inventory-hash", "", "inventory `hash` (default: computed from the skeleton)")
	fs.StringVar(&f.attemptID, "attempt-id", "", "attempt `id` (default: random)")
	mcpApp := fs.String("mcp-app", "", "for an MCP App request: the mcp_app JSON `file` (for the product hash)")
	mcpAppHTML := fs.String("mcp-app-html", "", "with --mcp-app: the app's single-file bundle `file`")
	wait := fs.Bool("wait", false, "wait for the verdict and print it (exit as check does)")
	timeout := fs.Duration("timeout", 3*time.Minute, "with --wait: how long to wait")
	asJSON := fs.Bool("json", false, "with --wait: print the W³ object as JSON")
	pos, err := cli.Parse(fs, args)
	if err != nil {
		return err
	}
	if err := cli.WantArgs(fs, pos, "ID"); err != nil {
		return err
	}
	if *skelDir == "" && f.inventoryHash == "" {
		return cli.UsageFor(fs, "attempt: give --skeleton DIR or --inventory-hash")
	}
	s, err := dial(ctx, &conn, true)
	if err != nil {
		return err
	}
	defer s.Close()
	st, err := fetchStatus(ctx, s, pos[0])
	if err != nil {
		return err
	}
	r := &events.RequestOpened{ReqID: pos[0]}
	var sk *skeleton.Skeleton
	if *skelDir != "" {
		if sk, err = skeleton.LoadDir(*skelDir, skeleton.Options{}); err != nil {
			return inputError{Err: err}
		}
	}
	if *mcpApp != "" {
		// The app is the request's (its mcp_app cannot change); the file
		// is read only to hash what the witnesses will mount.
		if r.MCPApp, err = loadMCPApp(*mcpApp, *mcpAppHTML); err != nil {
			return err
		}
	}
	if f.productHash == "" && f.url == "" && r.MCPApp == nil {
		return cli.UsageFor(fs, "attempt: give --url ROOT, --mcp-app FILE or --product-hash")
	}
	if sk == nil {
		sk = &skeleton.Skeleton{}
	}
	a, err := newAttempt(ctx, r, sk, f, st.version)
	if err != nil {
		return err
	}
	if err := fits(s, events.KindAttempt, a); err != nil {
		return err
	}
	if _, err := s.Publish(ctx, events.KindAttempt, r.ReqID, a); err != nil {
		return err
	}
	if !*wait {
		fmt.Fprintln(stdout, a.AttID)
		return nil
	}
	fmt.Fprintf(stderr, "tribunal: attempt %s submitted; waiting for the witnesses\n", a.AttID)
	return waitAndPrint(ctx, s, r.ReqID, a.AttID, *timeout, *asJSON, stdout, stderr)
}
