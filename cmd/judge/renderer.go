package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/judge"
	"github.com/tribunal-dev/tribunal/internal/render"
	"github.com/tribunal-dev/tribunal/internal/rolecli"
)

const acceptRendererHelp = `
Accept a renderer change for the request's whole baseline scope. The held
request's current attempt shows renderer_changed: W1 rendered it with
another browser build, headless mode, font set, scale or flags than the
one that made its baselines (a Chromium upgrade, a font change on the W1
host), so its frames were not judged against the product. The renderer W1
used becomes the scope's accepted renderer: the attempt's frames whose
baselines another renderer made become the scope's baselines, pinned to
it; its renderer_changed findings are set aside (kept for the record);
every later attempt of the scope that W1 renders with the same renderer
has its renderer_changed set aside too, and so has every other request of
the scope already held RENDERER_CHANGED with W1 on that renderer, which
the ledger decides again at once (its frames are not pinned). The ledger
decides the attempt again: PASS_CANDIDATE if nothing else holds it — "judge approve ID" still
seals it — else HOLD with what still does. Look first: "judge show ID"
names both renderers, and each diff PNG is fetchable. Refused, with the
reason and nothing published, when the request is not held, its attempt
shows no renderer_changed, or it is held by a governance violation, a
judge reject or an unavailable W1. docs/OPERATIONS.md, the upgrade path.
`

// cmdAcceptRenderer is "judge accept-renderer ID --reason TEXT":
// judge.AcceptRenderer, then the W³ output the ledger decided again.
func cmdAcceptRenderer(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := cli.NewFlagSet("judge", "accept-renderer", "ID --reason TEXT [--actor NAME] [--ticket ID] [conn flags]", stdout)
	cli.Describe(fs, acceptRendererHelp)
	var conn endpoint.Flags
	conn.Register(fs)
	var a judge.AcceptRenderer
	acceptanceFlags(fs, "why the renderer change is accepted (required)", &a.Reason, &a.Actor, &a.Ticket, &a.Timeout)
	format := render.For(fs, rolecli.W3, "print the resulting W³ object as JSON")
	pos, err := cli.Parse(fs, args)
	if err != nil {
		return err
	}
	if err := cli.WantArgs(fs, pos, "ID"); err != nil {
		return err
	}
	id := pos[0]
	if err := a.Check(id); err != nil {
		return cli.UsageFor(fs, "accept-renderer: "+err.Error())
	}
	a.Published = func(p judge.Published) {
		fmt.Fprintf(stderr, "judge: accepting the renderer of %s attempt %s for scope %q, published as %s; waiting for the ledger\n",
			p.RequestID, p.AttemptID, p.Scope, p.EventID)
	}
	c, err := judge.Dial(ctx, &conn, true)
	if err != nil {
		return err
	}
	defer c.Close()
	res, err := c.AcceptRenderer(ctx, id, a)
	if err != nil {
		return err
	}
	fmt.Fprintf(stderr, "judge: scope %q now accepts %s; %d frame(s) re-pinned\n", res.Scope, res.Change.To, res.Change.Frames)
	if o := res.Change.Others; len(o) > 0 {
		fmt.Fprintf(stderr, "judge: the scope's other requests held for this renderer were decided again too: %s (\"judge pending\" lists what they need now)\n", strings.Join(o, ", "))
	}
	return decidedAgain(stdout, stderr, format.Format(), &conn, id, res.Review, "")
}
