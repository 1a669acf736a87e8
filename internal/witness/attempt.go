package witness

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"log/slog"
	"runtime/debug"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// attempt observes one attempt and publishes its results. A nil return
// means the report is published (or was already); the caller acks.
// delivery is the work consumer's delivery count of the attempt: past
// ObserveDeliveries it is reported without rendering (deadline.go).
// again says the ledger published the attempt again because the stream
// lost it, and its chain lacks this role's report: a report this witness
// remembers publishing was lost with the stream, so it works it again.
func (w *worker) attempt(ctx context.Context, a *events.AttemptSubmitted, delivery uint64, again bool, log *slog.Logger) error {
	done, err := w.store.Done(a.ReqID, a.AttID)
	if err != nil {
		return err
	}
	switch {
	case done && again:
		log.Warn("attempt reported before, but the ledger published it again: the report was lost with the stream; working it again")
	case done:
		log.Info("attempt already reported (redelivery)")
		return nil
	}
	r, ok, err := w.store.Request(a.ReqID)
	if err != nil {
		return err
	}
	if !ok {
		// Handed to another process of this role's pool (or opened
		// before this store was lost): read it from the stream.
		if r, ok, err = w.fetchRequest(ctx, a.ReqID, log); err != nil {
			return err
		}
	}
	if !ok {
		// The ledger records the attempt as rejected_unknown_request;
		// there is nothing this witness could echo a tuple for.
		log.Warn("attempt for a request this witness never saw; skipped")
		return nil
	}
	tuple := events.TupleFor(r, a)
	start := time.Now()
	var out Output
	if delivery > ObserveDeliveries {
		reason := exhaustedReason(delivery)
		log.Warn("reporting AUDIT_UNAVAILABLE without rendering", "reason", reason)
		out = Output{Report: Unavailable(w.cfg.Role, tuple, reason)}
	} else {
		log.Info("observing attempt")
		if w.cfg.Prepare != nil {
			w.cfg.Prepare(ctx)
		}
		out = w.observeWithin(ctx, r, a, tuple, log)
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if w.cfg.Stamp != nil {
		if stamped := w.cfg.Stamp(ctx, tuple, out.Report); stamped != out.Report {
			log.Error("the renderer cannot be named; reporting AUDIT_UNAVAILABLE")
			out = Output{Report: stamped}
		}
	}
	report, err := events.Encode(out.Report)
	if err != nil {
		log.Error("the observer's report does not encode; reporting AUDIT_UNAVAILABLE", "err", err)
		out.Blobs, out.FollowUps = nil, nil
		if report, err = events.Encode(Unavailable(w.cfg.Role, tuple, "witness produced an invalid report: "+err.Error())); err != nil {
			return err
		}
	}
	// A follow-up that names the report by its hash (W2's drift verdict)
	// names the bytes published: the renderer record is stamped after
	// the observer made it.
	sum := sha256.Sum256(report)
	for _, f := range out.FollowUps {
		if d, ok := f.Body.(*events.DriftVerdict); ok {
			d.VisualVerdictSHA256 = hex.EncodeToString(sum[:])
		}
	}
	for _, b := range out.Blobs {
		for _, chunk := range events.SplitBlob(a.ReqID, a.AttID, b.MediaType, b.Data, w.chunk) {
			if err := w.publish(ctx, events.KindBlob, a.ReqID, chunk); err != nil {
				return err
			}
		}
	}
	if err := w.publishBytes(ctx, reportKind(w.cfg.Role), a.ReqID, report); err != nil {
		return err
	}
	for _, f := range out.FollowUps {
		if err := w.publish(ctx, f.Kind, a.ReqID, f.Body); err != nil {
			return err
		}
	}
	if err := w.store.MarkDone(a.ReqID, a.AttID); err != nil {
		return err
	}
	for _, o := range out.Ops {
		if o.ReqID == "" {
			o.ReqID = a.ReqID
		}
		if o.AttID == "" {
			o.AttID = a.AttID
		}
		if o.SchemaName == "" {
			o.SchemaName = events.SchemaOpsObservation
		}
		// Fail-open: an ops note that cannot be published is logged, it
		// never holds back the report's ack.
		if err := w.publish(ctx, events.KindOps, a.ReqID, o); err != nil {
			log.Warn("ops observation not published", "err", err)
		}
	}
	schema, _ := events.PeekSchema(report)
	log.Info("attempt reported", "report", schema, "blobs", len(out.Blobs), "ops", len(out.Ops),
		"duration", time.Since(start).Round(time.Millisecond))
	return nil
}

// observe builds the job and runs the observer, turning every failure into
// an AUDIT_UNAVAILABLE report. (The caller's heartbeat keeps the work's
// ack deadline ahead meanwhile.)
func (w *worker) observe(ctx context.Context, r *events.RequestOpened, a *events.AttemptSubmitted, tuple events.Tuple, log *slog.Logger) (out Output) {
	unavailable := func(reason string) Output {
		log.Warn("reporting AUDIT_UNAVAILABLE", "reason", reason)
		return Output{Report: Unavailable(w.cfg.Role, tuple, reason)}
	}
	if reason := CheckInput(r); reason != "" {
		return unavailable(reason)
	}
	// The operator's product roots, before anything else is looked at:
	// nothing of a refused product is loaded (the ledger FAILs the
	// request, PRODUCT_ROOT_NOT_ALLOWED).
	if reason := w.cfg.Roots.Check(productURL(r, a)); reason != "" {
		return unavailable(reason)
	}
	if reason := w.cfg.Roots.CheckMCPServer(r.MCPApp, productURL(r, a)); reason != "" {
		return unavailable(reason) // running a program needs more (mcpserver.go)
	}
	// The deployment's designer keys: an unsigned skeleton is not
	// observed (the ledger FAILs the request, SKELETON_SIGNATURE_INVALID).
	if reason := checkDesigners(w.cfg.Trust, r); reason != "" {
		return unavailable(reason)
	}
	j, err := job.FromEvents(r, a)
	if err != nil {
		return unavailable(err.Error())
	}
	if !j.Constraints.Complete() {
		return unavailable(ErrConstraintsIncomplete + ": the effective constraints lack max_nav_links or min_contrast_ratio")
	}
	defer func() {
		if p := recover(); p != nil {
			log.Error("observer panicked", "panic", p, "stack", string(debug.Stack()))
			out = unavailable(fmt.Sprintf("witness internal error: %v", p))
		}
	}()
	out = w.obs(ctx, w.nc, j)
	if out.Report == nil {
		return unavailable("witness produced no report")
	}
	return out
}

// productURL is the product root the attempt is rendered from, as
// job.FromEvents takes it: the attempt's product_url, else the request's.
func productURL(r *events.RequestOpened, a *events.AttemptSubmitted) string {
	if a.ProductURL != "" {
		return a.ProductURL
	}
	return r.ProductURL
}

// publish encodes and publishes one body on the witness's subject of kind.
func (w *worker) publish(ctx context.Context, kind, reqID string, b events.Body) error {
	_, err := w.pub.Publish(ctx, kind, reqID, b)
	return err
}

func (w *worker) publishBytes(ctx context.Context, kind, reqID string, body []byte) error {
	_, err := w.pub.PublishBytes(ctx, kind, reqID, body)
	return err
}
