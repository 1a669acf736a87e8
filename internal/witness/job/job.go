package job

import (
	"errors"
	"fmt"
	"path/filepath"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// NArgs is the number of positional arguments of `witness-w? run`.
const NArgs = 10

// ArgNames are the positional arguments in order (docs/CONTRACTS.md §7.1).
var ArgNames = [NArgs]string{
	"SKELETON_PATH", "SKELETON_HASH", "REQUEST_ID", "ATTEMPT_ID",
	"PRIOR_STATE_VERSION", "BUILT_PRODUCT_URL", "PRODUCT_HASH",
	"INVENTORY_HASH", "RUNNER_VERSION", "RUBRIC_VERSION",
}

// ErrJob wraps every error of building a job.
var ErrJob = errors.New("job")

// Job is one attempt to observe.
type Job struct {
	// Tuple is echoed verbatim in the witness report.
	Tuple events.Tuple
	// Skeleton is loaded and checked against Tuple.SkeletonHash.
	Skeleton *skeleton.Skeleton
	// ProductURL is the product root (file://, http://, https://); ""
	// when the product is DOMPayload.
	ProductURL string
	// DOMPayload is inline HTML served for every screen path when there is
	// no URL (see Serve).
	DOMPayload string
	// Constraints are the effective constraints: the request's (already
	// merged over the skeleton's defaults by the requester, re-merged
	// here, which is idempotent) or the skeleton's defaults in run mode.
	Constraints skeleton.Constraints
	// Surfaces are the required render surfaces; never empty.
	Surfaces []string
	// MaxDeviationScore is the request's max_allowed_deviation_score.
	MaxDeviationScore float64
	// MCPApp, when set, is the MCP App resource to check in the test host
	// (internal/mcpapp/mcphost) instead of pages (docs/CONTRACTS.md §9).
	MCPApp *events.MCPApp
	// BaselineScope is the request's baseline scope (events.RequestOpened.
	// EffectiveBaselineScope): W1 diffs against that scope's baselines
	// only. "" in run mode, which has no baseline.
	BaselineScope string
	// DriftArm: the request's flow has the drift arm (it was opened with a
	// baseline_scope), so W2 follows a micro-drift-only reject with its
	// drift-verdict.v1.
	DriftArm bool
}

// FromArgs builds a job from the ten positional arguments of a witness's
// run command. SKELETON_PATH is the skeleton directory or its index.yaml.
// Constraints are the skeleton's defaults; the surface is web.
func FromArgs(args []string) (*Job, error) {
	if len(args) != NArgs {
		return nil, fmt.Errorf("%w: want %d arguments, got %d", ErrJob, NArgs, len(args))
	}
	t := events.Tuple{
		SkeletonHash:      args[1],
		RequestID:         args[2],
		AttemptID:         args[3],
		PriorStateVersion: args[4],
		ProductHash:       args[6],
		InventoryHash:     args[7],
		RunnerVersion:     args[8],
		RubricVersion:     args[9],
	}
	dir := args[0]
	if filepath.Base(dir) == skeleton.IndexFile {
		dir = filepath.Dir(dir)
	}
	sk, err := skeleton.LoadDir(dir, skeleton.Options{ExpectHash: t.SkeletonHash})
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrJob, err)
	}
	if _, err := skeleton.JoinURL(args[5], "/"); err != nil {
		return nil, fmt.Errorf("%w: BUILT_PRODUCT_URL: %w", ErrJob, err)
	}
	return &Job{
		Tuple:       t,
		Skeleton:    sk,
		ProductURL:  args[5],
		Constraints: sk.Constraints,
		Surfaces:    []string{events.SurfaceWeb},
	}, nil
}

// FromEvents builds the job for attempt a of request r. The attempt's
// product_url, when set, overrides the request's.
func FromEvents(r *events.RequestOpened, a *events.AttemptSubmitted) (*Job, error) {
	if r.ReqID != a.ReqID {
		return nil, fmt.Errorf("%w: attempt %q is for request %q, not %q", ErrJob, a.AttID, a.ReqID, r.ReqID)
	}
	sk, err := skeleton.LoadFiles(r.Skeleton.Files, skeleton.Options{ExpectHash: r.SkeletonHash})
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrJob, err)
	}
	var req skeleton.Constraints
	if r.Constraints != nil {
		req = skeleton.Constraints(*r.Constraints)
	}
	eff, err := skeleton.MergeConstraints(sk.Constraints, req)
	if err != nil {
		return nil, fmt.Errorf("%w: constraints: %w", ErrJob, err)
	}
	url := r.ProductURL
	if a.ProductURL != "" {
		url = a.ProductURL
	}
	if url != "" {
		if _, err := skeleton.JoinURL(url, "/"); err != nil {
			return nil, fmt.Errorf("%w: product_url: %w", ErrJob, err)
		}
	}
	return &Job{
		Tuple:             events.TupleFor(r, a),
		Skeleton:          sk,
		ProductURL:        url,
		DOMPayload:        r.DOMPayload,
		Constraints:       eff,
		Surfaces:          r.EffectiveSurfaces(),
		MaxDeviationScore: r.EffectiveMaxDeviationScore(),
		MCPApp:            r.MCPApp,
		BaselineScope:     r.EffectiveBaselineScope(),
		DriftArm:          r.Scoped(),
	}, nil
}
