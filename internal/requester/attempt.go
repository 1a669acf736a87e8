package requester

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/query"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// AttemptSpec is what shapes an attempt: the flags of "tribunal
// attempt". Hashes left empty are computed.
type AttemptSpec struct {
	URL           string // --url: this attempt's product root; "" means the request's
	CodeDiff      string // --code-diff: a file with the change since the previous attempt
	ProductHash   string // --product-hash; "" means ProductHash of the product
	InventoryHash string // --inventory-hash; "" means InventoryHash of the skeleton
	AttemptID     string // --attempt-id; "" means a random "a-…"
}

// BuildAttempt builds attempt.submitted.v1 for request r (on skeleton sk)
// at state version prior, the version the requester saw. The product hash
// is computed from the attempt's URL, else the request's, else its DOM
// payload or MCP App (for an app against a streamable-HTTP MCP server,
// MCPServerProductHash of the server's URL); a product that cannot be
// hashed is a cli.InputError. Nothing is published.
func BuildAttempt(ctx context.Context, r *events.RequestOpened, sk *skeleton.Skeleton, sp AttemptSpec, prior int64) (*events.AttemptSubmitted, error) {
	a := &events.AttemptSubmitted{
		SchemaName: events.SchemaAttemptSubmitted, ReqID: r.ReqID, AttID: sp.AttemptID,
		PriorStateVersion: fmt.Sprint(prior), ProductHash: sp.ProductHash, InventoryHash: sp.InventoryHash,
		ProductURL: sp.URL,
	}
	if a.AttID == "" {
		var b [4]byte
		if _, err := rand.Read(b[:]); err != nil {
			return nil, err
		}
		a.AttID = "a-" + hex.EncodeToString(b[:])
	}
	// The cheap check first: a diff over its limit is refused before the
	// product is hashed.
	if sp.CodeDiff != "" {
		data, err := os.ReadFile(sp.CodeDiff)
		if err != nil {
			return nil, cli.InputError{Err: err}
		}
		a.CodeDiff = string(data)
	}
	if err := query.CheckAttemptLimits(a); err != nil {
		return nil, cli.InputError{Err: fmt.Errorf("--code-diff: %w; nothing was published", err)}
	}
	url := r.ProductURL
	if sp.URL != "" {
		url = sp.URL
	}
	if a.ProductHash == "" {
		switch {
		case url != "" && httpServer(r):
			h, err := MCPServerProductHash(ctx, url, r.MCPApp)
			if err != nil {
				return nil, err
			}
			a.ProductHash = h
		case url != "":
			h, err := ProductHash(ctx, url, sk)
			if err != nil {
				return nil, cli.InputError{Err: err}
			}
			a.ProductHash = h
		case r.DOMPayload != "":
			a.ProductHash = PayloadProductHash(r.DOMPayload)
		case r.MCPApp != nil:
			a.ProductHash = MCPAppProductHash(r.MCPApp)
		default:
			// Nothing to hash: the ledger FAILs such a request
			// (DOM_PAYLOAD_MISSING); the tuple still needs a value.
			a.ProductHash = PayloadProductHash("")
		}
	}
	if a.InventoryHash == "" {
		a.InventoryHash = InventoryHash(sk)
	}
	if _, err := events.Encode(a); err != nil {
		return nil, invalid(err.Error())
	}
	return a, nil
}
