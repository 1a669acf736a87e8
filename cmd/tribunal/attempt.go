package main

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/render"
	"github.com/tribunal-dev/tribunal/internal/requester"
	"github.com/tribunal-dev/tribunal/internal/rolecli"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

func cmdAttempt(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("attempt", "ID --skeleton DIR [--url ROOT] [--code-diff FILE] [flags]", stdout)
	var (
		conn endpoint.Flags
		sp   requester.AttemptSpec
	)
	conn.Register(fs)
	skelDir := fs.String("skeleton", "", "the request's design skeleton `directory` (for the inventory hash and http product hash)")
	fs.StringVar(&sp.URL, "url", "", "product root `URL` of this attempt (default: the request's; needed for file:// hashing)")
	fs.StringVar(&sp.CodeDiff, "code-diff", "", "`file` with the change since the previous attempt, shown to the judge")
	fs.StringVar(&sp.ProductHash, "product-hash", "", "product `hash` (default: computed, see docs/ARCHITECTURE.md)")
	fs.StringVar(&sp.InventoryHash, "inventory-hash", "", "inventory `hash` (default: computed from the skeleton)")
	fs.StringVar(&sp.AttemptID, "attempt-id", "", "attempt `id` (default: random)")
	mcpApp := fs.String("mcp-app", "", "for an MCP App request: the mcp_app JSON `file` (for the product hash)")
	mcpAppHTML := fs.String("mcp-app-html", "", "with --mcp-app: the app's single-file bundle `file`")
	wait := fs.Bool("wait", false, "wait for the verdict and print it (exit as check does)")
	timeout := fs.Duration("timeout", 3*time.Minute, "with --wait: how long to wait")
	out := output{render.For(fs, rolecli.W3, "with --wait: print the W³ object as JSON"), &conn}
	pos, err := cli.Parse(fs, args)
	if err != nil {
		return err
	}
	if err := cli.WantArgs(fs, pos, "ID"); err != nil {
		return err
	}
	if *skelDir == "" && sp.InventoryHash == "" {
		return cli.UsageFor(fs, "attempt: give --skeleton DIR or --inventory-hash")
	}
	c, err := requester.Dial(ctx, &conn, true)
	if err != nil {
		return err
	}
	defer c.Close()
	st, err := c.Status(ctx, pos[0])
	if err != nil {
		return err
	}
	r := &events.RequestOpened{ReqID: pos[0]}
	var sk *skeleton.Skeleton
	if *skelDir != "" {
		if sk, err = skeleton.LoadDir(*skelDir, skeleton.Options{}); err != nil {
			return cli.InputError{Err: err}
		}
	}
	if *mcpApp != "" {
		// The app is the request's (its mcp_app cannot change); the file
		// is read only to hash what the witnesses will mount.
		if r.MCPApp, err = requester.LoadMCPApp(*mcpApp, *mcpAppHTML); err != nil {
			return err
		}
	}
	if sp.ProductHash == "" && sp.URL == "" && r.MCPApp == nil {
		return cli.UsageFor(fs, "attempt: give --url ROOT, --mcp-app FILE or --product-hash")
	}
	if sk == nil {
		sk = &skeleton.Skeleton{}
	}
	a, err := requester.BuildAttempt(ctx, r, sk, sp, st.Version)
	if err != nil {
		return usageOf(fs, err)
	}
	if err := c.Submit(ctx, a); err != nil {
		return err
	}
	if !*wait {
		fmt.Fprintln(stdout, a.AttID)
		return nil
	}
	fmt.Fprintf(stderr, "tribunal: attempt %s submitted; waiting for the witnesses\n", a.AttID)
	return waitAndPrint(ctx, c, r.ReqID, a.AttID, *timeout, out, stdout, stderr)
}
