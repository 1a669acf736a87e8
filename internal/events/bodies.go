package events

// Event bodies, one Go type per schema (docs/CONTRACTS.md §3).
//
// The types are the wire contract: field names, JSON keys and `tribunal`
// tags (see strictjson.Rules) together say what a valid body is, and DecodeStrict
// enforces exactly that. Rules that span fields (ids that must equal the
// tuple's, chunk < chunks, the seal's composite hash) live in each type's
// check method.
//
// What is deliberately NOT checked here: anything that needs state outside
// the one body — whether the request exists, whether the tuple matches the
// opened request, whether constraints are complete (CONSTRAINTS_INCOMPLETE)
// or a DOM payload is present (DOM_PAYLOAD_MISSING), whether a skeleton's
// files match its hash. Those are ledger or witness outcomes with their own
// recorded results; a decode error instead turns the message into
// rejected.v1{reason: rejected_bad_body}.
//
// Required keys are required even when their value is empty ("error": "",
// "deviations": []): a fixed shape is what lets an auditor in another
// language read every body the same way. Optional keys are omitted when
// empty, and an explicit empty value for an optional key that has a format
// rule is refused, so every body has one encoding per meaning.
//
// The schema, request id and attempt id fields are named SchemaName, ReqID
// and AttID because the Body interface's Schema, RequestID and AttemptID
// methods take the natural names.

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"path"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Body is a decoded event body. Only this package's body types implement it.
type Body interface {
	// Schema is the body's "schema" value.
	Schema() string
	// RequestID is the body's "request_id".
	RequestID() string
	// AttemptID is the body's "attempt_id"; "" for request-scoped kinds
	// and where the optional id is absent.
	AttemptID() string

	check() error
}

// Enumerations fixed by the spec.
const (
	// Witness verdicts (visual-verdict.v1 and observation.w1.v1).
	VerdictPass             = "pass"
	VerdictWarn             = "warn"
	VerdictReject           = "reject"
	VerdictAuditUnavailable = "AUDIT_UNAVAILABLE"

	// Element verdict statuses (visual-verdict.v1).
	ElementPass   = "pass"
	ElementFail   = "fail"
	ElementHidden = "hidden"

	// Concern and lint finding severities (visual-verdict.v1).
	SeverityWarning = "warning"
	SeverityBlocker = "blocker"

	// Judge decisions.
	DecisionApprove = "approve"
	DecisionReject  = "reject"

	// Request states (state.transition.v1).
	StateOpen          = "OPEN"
	StateObserving     = "OBSERVING"
	StatePassCandidate = "PASS_CANDIDATE"
	StateSealedDeploy  = "SEALED_DEPLOY"
	StateHold          = "HOLD"
	StateFail          = "FAIL"

	// Render surfaces.
	SurfaceWeb     = "web"
	SurfaceAndroid = "android"
	SurfaceIOS     = "ios"

	// Operational observation kinds named by the spec; the set is open.
	OpsExternalToolFail = "external_tool_fail"
	OpsExternalToolSlow = "external_tool_slow"
)

// Rejection reasons (rejected.v1). The set is open, but every reason
// starts with "rejected_".
const (
	RejectedTupleMismatch  = "rejected_tuple_mismatch"
	RejectedBadSignature   = "rejected_bad_signature"
	RejectedUnknownKey     = "rejected_unknown_key"
	RejectedUnknownRequest = "rejected_unknown_request"
	RejectedStaleState     = "rejected_stale_state"
	RejectedBadBody        = "rejected_bad_body"
	RejectedBadSubject     = "rejected_bad_subject"
	RejectedMissingHeader  = "rejected_missing_header"
	// RejectedWrongRole: validly signed, but by a key registered for a
	// role other than the subject's.
	RejectedWrongRole = "rejected_wrong_role"
	// RejectedDuplicateID: the event id is already on the chain for a
	// different message (subject, headers or body differ).
	RejectedDuplicateID = "rejected_duplicate_id"
	// RejectedReservedID: an event id in the ledger's reserved namespace
	// (LedgerIDPrefix) not signed by the ledger.
	RejectedReservedID = "rejected_reserved_id"
)

// Governance violation reasons (governance.violation.v1). The set is open.
const (
	// ViolationW3NotJudge: a message carrying W3 fields (a judge decision,
	// a w3 verdict, a composite hash) signed by a key that is not a judge
	// key (docs/CONTRACTS.md §2).
	ViolationW3NotJudge = "w3_not_signed_by_judge"
)

// LedgerIDPrefix starts the event ids of the events the ledger derives
// itself ("ledger:<kind>:<stream seq>"). Ids in this namespace are
// reserved: an event published by any other signer with such an id is
// rejected, so no one can squat the id of a future ledger event.
const LedgerIDPrefix = "ledger:"

// UnknownRequestID is the request id of a rejected.v1 whose original
// message named no usable request (unparseable subject or body). It is a
// valid request id and therefore reserved: request.opened.v1 refuses it.
const UnknownRequestID = "_unknown"

// MaxAttemptIDLen bounds attempt ids.
const MaxAttemptIDLen = 128

// CheckAttemptID accepts 1–128 bytes of valid UTF-8 without control
// characters. Attempt ids never enter a subject, so they are freer than
// request ids, but they are compared, logged and printed on one line.
func CheckAttemptID(id string) error {
	if id == "" || len(id) > MaxAttemptIDLen {
		return fmt.Errorf("attempt id must be 1-%d bytes, got %d", MaxAttemptIDLen, len(id))
	}
	if !utf8.ValidString(id) {
		return fmt.Errorf("attempt id is not valid UTF-8")
	}
	for _, r := range id {
		if r < 0x20 || r == 0x7f || r >= 0x80 && r < 0xa0 || r == 0x2028 || r == 0x2029 {
			return fmt.Errorf("attempt id %q holds a control character", clip(id))
		}
	}
	return nil
}

// Tuple is the request tuple every witness echoes (docs/CONTRACTS.md §5, §7.2). Values
// are kept as the exact strings received: the ledger compares them string
// for string with the opened request and attempt.
type Tuple struct {
	SkeletonHash      string `json:"skeleton_hash" tribunal:"required"`
	RequestID         string `json:"request_id" tribunal:"required"`
	AttemptID         string `json:"attempt_id" tribunal:"required"`
	PriorStateVersion string `json:"prior_state_version" tribunal:"required"`
	ProductHash       string `json:"product_hash" tribunal:"required"`
	InventoryHash     string `json:"inventory_hash" tribunal:"required"`
	RunnerVersion     string `json:"runner_version" tribunal:"required"`
	RubricVersion     string `json:"rubric_version" tribunal:"required"`
}

// TupleFor is the tuple witnesses must echo for attempt a of request r.
func TupleFor(r *RequestOpened, a *AttemptSubmitted) Tuple {
	return Tuple{
		SkeletonHash:      r.SkeletonHash,
		RequestID:         r.ReqID,
		AttemptID:         a.AttID,
		PriorStateVersion: a.PriorStateVersion,
		ProductHash:       a.ProductHash,
		InventoryHash:     a.InventoryHash,
		RunnerVersion:     r.RunnerVersion,
		RubricVersion:     r.RubricVersion,
	}
}

// checkTupleIDs: a witness report names its request and attempt twice, at
// the top level (like every body) and in the echoed tuple; they must agree
// or the report would be filed under one attempt while claiming another.
func checkTupleIDs(reqID, attID string, t *Tuple) error {
	if t.RequestID != reqID {
		return bad("tuple.request_id", "%q does not match request_id %q", clip(t.RequestID), reqID)
	}
	if t.AttemptID != attID {
		return bad("tuple.attempt_id", "%q does not match attempt_id %q", clip(t.AttemptID), clip(attID))
	}
	return nil
}

// ---------------------------------------------------------------------------
// request.opened.v1

// RequestOpened opens a verification request. It carries everything a
// witness on another machine needs: the skeleton files inline, the product
// location and the effective constraints.
type RequestOpened struct {
	SchemaName    string   `json:"schema" tribunal:"required"`
	ReqID         string   `json:"request_id" tribunal:"required,reqid"`
	SkeletonHash  string   `json:"skeleton_hash" tribunal:"required,hex64"`
	RunnerVersion string   `json:"runner_version" tribunal:"required,nonempty"`
	RubricVersion string   `json:"rubric_version" tribunal:"required,nonempty"`
	Skeleton      Skeleton `json:"skeleton" tribunal:"required"`
	// ProductURL is the product root (file://, http://, https://).
	ProductURL string `json:"product_url,omitempty" tribunal:"url"`
	// DOMPayload is inline HTML used when there is no URL.
	DOMPayload string `json:"dom_payload,omitempty"`
	// Constraints are the effective constraints, already merged over the
	// skeleton's defaults. Absent or incomplete is a ledger outcome
	// (CONSTRAINTS_INCOMPLETE), not a decode error.
	Constraints *Constraints `json:"constraints,omitempty"`
	// Surfaces lists the required render surfaces; absent means ["web"].
	Surfaces []string `json:"surfaces,omitempty" tribunal:"minitems=1,enum=web|android|ios"`
	// MaxAllowedDeviationScore is in 0..1; absent means 0.
	MaxAllowedDeviationScore *float64 `json:"max_allowed_deviation_score,omitempty" tribunal:"min=0,max=1"`
	// MCPApp, when set, is an MCP App resource to check in Tribunal's test
	// host instead of a page (docs/CONTRACTS.md §9); see mcpapp.go.
	MCPApp *MCPApp `json:"mcp_app,omitempty"`
	// BaselineScope names the project (or branch) whose baselines and
	// scars the request shares, e.g. "acme/main"; tribunal writes the
	// skeleton's name when not told otherwise. Absent only on requests
	// opened before scopes existed (see EffectiveBaselineScope, scope.go).
	BaselineScope string `json:"baseline_scope,omitempty" tribunal:"nonempty"`
}

// Skeleton holds a design skeleton's files inline: path relative to the
// skeleton directory -> file text. "index.yaml" must be present; its
// SHA-256 is the skeleton hash.
type Skeleton struct {
	Files map[string]string `json:"files" tribunal:"required,minitems=1"`
}

// Constraints are a request's effective constraints (docs/CONTRACTS.md §5, §7.5).
// Pointers tell absent from zero.
type Constraints struct {
	MaxNavLinks       *int     `json:"max_nav_links,omitempty" tribunal:"min=0"`
	MinContrastRatio  *float64 `json:"min_contrast_ratio,omitempty" tribunal:"min=1,max=21"`
	RequiredElements  []string `json:"required_elements,omitempty" tribunal:"nonempty"`
	ForbiddenElements []string `json:"forbidden_elements,omitempty" tribunal:"nonempty"`
	SingleFileBundle  bool     `json:"single_file_bundle,omitempty"`
}

// Complete reports whether the constraints hold the two the spec requires
// (docs/CONTRACTS.md §5: otherwise FAIL, CONSTRAINTS_INCOMPLETE).
func (c *Constraints) Complete() bool {
	return c != nil && c.MaxNavLinks != nil && c.MinContrastRatio != nil
}

// SkeletonIndex is the file name whose hash is the skeleton hash.
const SkeletonIndex = "index.yaml"

func (b *RequestOpened) Schema() string    { return b.SchemaName }
func (b *RequestOpened) RequestID() string { return b.ReqID }
func (b *RequestOpened) AttemptID() string { return "" }

// EffectiveSurfaces returns the required surfaces, applying the default.
func (b *RequestOpened) EffectiveSurfaces() []string {
	if len(b.Surfaces) == 0 {
		if b.MCPApp != nil { // an MCP App is checked on every host surface
			return []string{SurfaceWeb, SurfaceAndroid, SurfaceIOS}
		}
		return []string{SurfaceWeb}
	}
	return slices.Clone(b.Surfaces)
}

// EffectiveMaxDeviationScore returns max_allowed_deviation_score, applying
// the default 0.
func (b *RequestOpened) EffectiveMaxDeviationScore() float64 {
	if b.MaxAllowedDeviationScore == nil {
		return 0
	}
	return *b.MaxAllowedDeviationScore
}

// CheckSkeletonHash reports whether the inline index.yaml hashes to
// skeleton_hash. Not part of decoding: a mismatch is the witnesses'
// schema-violation outcome (docs/CONTRACTS.md §6), recorded as such.
func (b *RequestOpened) CheckSkeletonHash() error {
	idx, ok := b.Skeleton.Files[SkeletonIndex]
	if !ok {
		return fmt.Errorf("skeleton has no %s", SkeletonIndex)
	}
	h := sha256.Sum256([]byte(idx))
	if got := hex.EncodeToString(h[:]); got != b.SkeletonHash {
		return fmt.Errorf("skeleton %s hashes to %s, request names %s", SkeletonIndex, got, b.SkeletonHash)
	}
	return nil
}

func (b *RequestOpened) check() error {
	if b.ReqID == UnknownRequestID {
		return bad("request_id", "%q is reserved", UnknownRequestID)
	}
	if _, ok := b.Skeleton.Files[SkeletonIndex]; !ok {
		return bad("skeleton.files", "missing %q", SkeletonIndex)
	}
	for name := range b.Skeleton.Files {
		if err := checkSkeletonPath(name); err != nil {
			return bad("skeleton.files["+strconv.Quote(clip(name))+"]", "%v", err)
		}
	}
	for i, s := range b.Surfaces {
		if slices.Index(b.Surfaces, s) != i {
			return bad(fmt.Sprintf("surfaces[%d]", i), "duplicate surface %q", s)
		}
	}
	if b.BaselineScope != "" {
		if err := CheckBaselineScope(b.BaselineScope); err != nil {
			return bad("baseline_scope", "%v", err)
		}
	}
	if b.MCPApp != nil {
		if err := b.MCPApp.check("mcp_app"); err != nil {
			return err
		}
		return checkMCPServerProduct(b.MCPApp, b.ProductURL)
	}
	return nil
}

// checkSkeletonPath keeps inline skeleton file names inside the skeleton
// directory when a witness writes them out: clean, relative, slash-separated.
func checkSkeletonPath(name string) error {
	switch {
	case name == "" || len(name) > 255:
		return fmt.Errorf("file name must be 1-255 bytes")
	case strings.ContainsAny(name, "\\\x00:"):
		return fmt.Errorf("file name may not contain '\\', ':' or NUL")
	case strings.HasPrefix(name, "/"):
		return fmt.Errorf("file name must be relative")
	case path.Clean(name) != name || name == ".." || strings.HasPrefix(name, "../") || name == ".":
		return fmt.Errorf("file name must be a clean path inside the skeleton")
	}
	for _, r := range name {
		if r < 0x20 || r == 0x7f {
			return fmt.Errorf("file name holds a control character")
		}
	}
	return nil
}

// ---------------------------------------------------------------------------
// attempt.submitted.v1

// AttemptSubmitted starts an attempt on an open request: the product as
// built this time and the state version the requester saw.
type AttemptSubmitted struct {
	SchemaName string `json:"schema" tribunal:"required"`
	ReqID      string `json:"request_id" tribunal:"required,reqid"`
	AttID      string `json:"attempt_id" tribunal:"required,attid"`
	// PriorStateVersion is the request's state version the requester saw,
	// as a canonical decimal string (see ParseStateVersion).
	PriorStateVersion string `json:"prior_state_version" tribunal:"required,decimal"`
	ProductHash       string `json:"product_hash" tribunal:"required,nonempty"`
	InventoryHash     string `json:"inventory_hash" tribunal:"required,nonempty"`
	// ProductURL overrides the request's product root for this attempt.
	ProductURL string `json:"product_url,omitempty" tribunal:"url"`
	// CodeDiff is the change since the previous attempt, shown to the judge.
	CodeDiff string `json:"code_diff,omitempty"`
}

func (b *AttemptSubmitted) Schema() string    { return b.SchemaName }
func (b *AttemptSubmitted) RequestID() string { return b.ReqID }
func (b *AttemptSubmitted) AttemptID() string { return b.AttID }
func (b *AttemptSubmitted) check() error      { return nil }

// ---------------------------------------------------------------------------
// observation.w1.v1

// ObservationW1 is W1's pixel report (docs/CONTRACTS.md §8).
type ObservationW1 struct {
	SchemaName  string       `json:"schema" tribunal:"required"`
	ReqID       string       `json:"request_id" tribunal:"required,reqid"`
	AttID       string       `json:"attempt_id" tribunal:"required,attid"`
	Tuple       Tuple        `json:"tuple" tribunal:"required"`
	Verdict     string       `json:"verdict" tribunal:"required,enum=pass|warn|reject|AUDIT_UNAVAILABLE"`
	Score       float64      `json:"score" tribunal:"required,min=0,max=1"`
	Deviations  []Deviation  `json:"deviations" tribunal:"required"`
	Screenshots []Screenshot `json:"screenshots" tribunal:"required"`
	Error       string       `json:"error" tribunal:"required"`
	// MCPServer, for an MCP App checked against its real server, is what
	// W1's own host got from the server, per surface (mcpserver.go).
	MCPServer []MCPServerTranscript `json:"mcp_server,omitempty"` // BlockedURLs are the URLs the witness's browser refused to load for
	// the product's pages: outside the request's own origins (the tab's
	// network guard, internal/browser/netguard). Evidence of what a page
	// tried to reach; it changes no verdict. Sorted, distinct, at most
	// MaxBlockedURLs of at most MaxBlockedURLBytes each; absent when none.
	BlockedURLs []string `json:"blocked_urls,omitempty"`
	// Renderer is which renderer made the report (renderer.go); absent
	// only in reports recorded before renderer records existed and in an
	// AUDIT_UNAVAILABLE report whose browser never started.
	Renderer *Renderer `json:"renderer,omitempty" tribunal:"notnull"`
	// ContrastMeasures are W1's text contrast figures (WCAG 1.4.3), one
	// per web region whose text W1 judged, in report order, each with its
	// error band; absent when none (docs/W1.md §2, "The error band").
	ContrastMeasures []ContrastMeasure `json:"contrast_measures,omitempty"`
	// Undecided lists what W1 could not decide from the pixels, one entry
	// per web region and criterion, in report order: the text contrast of
	// a region whose background is no one colour (an image, a gradient),
	// and a pinned text colour that no text in the region is painted in.
	// Neither a pass nor a fail: it is no deviation and holds no verdict
	// (docs/W1.md §2, "Undecided"); the fold shows it beside W2's figure.
	// Absent when none.
	Undecided []W1Undecided `json:"undecided,omitempty"`
}

// W1 undecided criteria (W1Undecided.Criterion).
const (
	// CriterionContrast is WCAG 1.4.3, text contrast.
	CriterionContrast = "1.4.3"
	// CriterionTokenColour is a tokens_used colour of the element (the
	// token_colour check), named with its property.
	CriterionTokenColour = "token_colour"
)

// W1Undecided is one thing the pixel witness could not decide for one
// element in one frame, and why.
type W1Undecided struct {
	Screen     string `json:"screen" tribunal:"required,nonempty"`
	Element    string `json:"element" tribunal:"required,nonempty"`
	Breakpoint string `json:"breakpoint" tribunal:"required,nonempty"`
	Criterion  string `json:"criterion" tribunal:"required,enum=1.4.3|token_colour"`
	// Property and Token name the pinned colour (criterion token_colour
	// only; absent for 1.4.3).
	Property string `json:"property,omitempty"`
	Token    string `json:"token,omitempty"`
	Reason   string `json:"reason" tribunal:"required,nonempty"`
}

// ContrastMeasure is a pixel witness's text contrast figure for one
// element in one frame: the lowest ratio of its text against its
// minimum, with the band the true ratio lies in (anti-aliasing, thin
// strokes, the spread of the ink colour estimate, an ambiguous
// background). Ratios are rounded to 2 decimals, the band outward.
type ContrastMeasure struct {
	Screen     string  `json:"screen" tribunal:"required,nonempty"`
	Element    string  `json:"element" tribunal:"required,nonempty"`
	Breakpoint string  `json:"breakpoint" tribunal:"required,nonempty"`
	Criterion  string  `json:"criterion" tribunal:"required,enum=1.4.3"`
	Ratio      float64 `json:"ratio" tribunal:"required,min=1,max=21"`
	Low        float64 `json:"low" tribunal:"required,min=1,max=21"`
	High       float64 `json:"high" tribunal:"required,min=1,max=21"`
	Required   float64 `json:"required" tribunal:"required,min=1,max=21"`
	FG         string  `json:"fg" tribunal:"required,nonempty"`
	BG         string  `json:"bg" tribunal:"required,nonempty"`
	// PX and Bold are W1's estimate of the text's size (CSS px) and
	// weight, which set Required; absent in reports made before W1 gave
	// them. WeightUnknown: W1 did not read the weight (ideographic text,
	// docs/W1.md §2), so Bold says nothing.
	PX            float64 `json:"px,omitempty" tribunal:"min=0"`
	Bold          bool    `json:"bold,omitempty"`
	WeightUnknown bool    `json:"weight_unknown,omitempty"`
	// Uncertain: the band reaches both sides of Required, so the pixels
	// cannot decide the criterion.
	Uncertain bool `json:"uncertain,omitempty"`
	// Texts are every text W1 judged in the element, one per text colour
	// on its background (a family or a run of one, docs/W1.md §2), the
	// figure above among them, in W1's order; the fold pairs each with
	// W2's figure for the same text (docs/CONTRACTS.md §5, "Agreement").
	// Absent in reports made before W1 listed them.
	Texts []ContrastText `json:"texts,omitempty"`
}

// ContrastText is W1's figure for one text of an element: its colour
// on its background, the ratio with its error band, the minimum for its
// estimated size (PX, CSS px, and Bold, or WeightUnknown when W1 did not
// read the weight), and whether the band straddles the minimum.
type ContrastText struct {
	Ratio         float64 `json:"ratio" tribunal:"required,min=1,max=21"`
	Low           float64 `json:"low" tribunal:"required,min=1,max=21"`
	High          float64 `json:"high" tribunal:"required,min=1,max=21"`
	Required      float64 `json:"required" tribunal:"required,min=1,max=21"`
	FG            string  `json:"fg" tribunal:"required,nonempty"`
	BG            string  `json:"bg" tribunal:"required,nonempty"`
	PX            float64 `json:"px" tribunal:"required,min=0"`
	Bold          bool    `json:"bold,omitempty"`
	WeightUnknown bool    `json:"weight_unknown,omitempty"`
	Uncertain     bool    `json:"uncertain,omitempty"`
}

// Deviation is one finding (docs/CONTRACTS.md §5 step 1, §8). W1's ids are blank_frame,
// region_ink, contrast, non_text_contrast, token_colour, baseline_diff; an
// optional vision command may add others.
type Deviation struct {
	ID           string  `json:"id" tribunal:"required,nonempty"`
	Description  string  `json:"description" tribunal:"required"`
	Severity     float64 `json:"severity" tribunal:"required,min=0,max=1"`
	LocationHint string  `json:"location_hint" tribunal:"required"`
	// Uncertain marks a W1 contrast flag whose error band straddles the
	// minimum: the measurement cannot decide it (docs/W1.md §2). It still
	// holds unless the other witness's decided figure contradicts it
	// (docs/CONTRACTS.md §5, "Agreement").
	Uncertain bool `json:"uncertain,omitempty"`
}

// Screenshot names one captured frame; its bytes travel as blob.v1.
type Screenshot struct {
	Screen     string `json:"screen" tribunal:"required,nonempty"`
	Breakpoint string `json:"breakpoint" tribunal:"required,nonempty"`
	Surface    string `json:"surface" tribunal:"required,enum=web|android|ios"`
	SHA256     string `json:"sha256" tribunal:"required,hex64"`
	Width      int    `json:"width" tribunal:"required,min=1"`
	Height     int    `json:"height" tribunal:"required,min=1"`
	// OriginX and OriginY are where the frame's first pixel lies in the
	// page's viewport as loaded, in CSS pixels (W1's capture.Frame.Origin;
	// Origin): zero, and then absent, but for a page that overflows its
	// viewport to the left captured to its full width (Tabler's RTL demo
	// at 375 px: origin_x −46).
	OriginX float64 `json:"origin_x,omitempty"`
	OriginY float64 `json:"origin_y,omitempty"`
}

// Origin is the screenshot's origin (OriginX, OriginY).
func (s Screenshot) Origin() Origin { return Origin{X: s.OriginX, Y: s.OriginY} }

// Origin is where a frame's first pixel lies in the page's viewport as
// loaded, in CSS pixels. Boxes are declared by a skeleton and measured by
// W2 in the viewport; a box at (x, y) there lies at (x − X, y − Y) in the
// frame (Place).
type Origin struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
}

// Place is r, a box in the page's viewport, placed in the frame whose
// origin o is: moved by −o, its size kept. Everything that draws a
// declared or measured box over a frame places it so.
func (o Origin) Place(r Rect) Rect {
	return Rect{X: r.X - o.X, Y: r.Y - o.Y, W: r.W, H: r.H}
}

func (b *ObservationW1) Schema() string    { return b.SchemaName }
func (b *ObservationW1) RequestID() string { return b.ReqID }
func (b *ObservationW1) AttemptID() string { return b.AttID }

func (b *ObservationW1) check() error {
	if err := checkReport(b.ReqID, b.AttID, &b.Tuple, b.Verdict, b.Error); err != nil {
		return err
	}
	if err := checkBlocked(b.BlockedURLs); err != nil {
		return err
	}
	if err := checkRenderer(b.Renderer); err != nil {
		return err
	}
	return checkTranscripts(b.MCPServer)
}

// MaxBlockedURLs and MaxBlockedURLBytes bound a report's blocked_urls
// (internal/browser/netguard keeps to them).
const (
	MaxBlockedURLs     = 64
	MaxBlockedURLBytes = 512
)

// MergeBlockedURLs is the union of blocked-URL lists as a report carries
// it: sorted, distinct, the MaxBlockedURLs smallest, nil when empty. Each
// entry is taken as it is (the browser's guard already cut it to
// MaxBlockedURLBytes).
func MergeBlockedURLs(lists ...[]string) []string {
	var all []string
	for _, l := range lists {
		for _, u := range l {
			if u != "" && len(u) <= MaxBlockedURLBytes {
				all = append(all, u)
			}
		}
	}
	if len(all) == 0 {
		return nil
	}
	slices.Sort(all)
	all = slices.Compact(all)
	if len(all) > MaxBlockedURLs {
		all = all[:MaxBlockedURLs]
	}
	return all
}

// checkBlocked: blocked_urls is sorted, distinct and bounded.
func checkBlocked(urls []string) error {
	if len(urls) > MaxBlockedURLs {
		return bad("blocked_urls", "has %d entries; at most %d", len(urls), MaxBlockedURLs)
	}
	for i, u := range urls {
		field := fmt.Sprintf("blocked_urls[%d]", i)
		if u == "" || len(u) > MaxBlockedURLBytes {
			return bad(field, "must be 1 to %d bytes", MaxBlockedURLBytes)
		}
		if i > 0 && urls[i-1] >= u {
			return bad(field, "is not after %q: the list is sorted and distinct", urls[i-1])
		}
	}
	return nil
}

// checkReport holds the rules both witness reports share: the echoed tuple
// names the same request and attempt as the body, and an unavailable audit
// says why.
func checkReport(reqID, attID string, t *Tuple, verdict, errText string) error {
	if err := checkTupleIDs(reqID, attID, t); err != nil {
		return err
	}
	if verdict == VerdictAuditUnavailable && errText == "" {
		return bad("error", "must say why when verdict is %s", VerdictAuditUnavailable)
	}
	return nil
}

// ---------------------------------------------------------------------------
// visual-verdict.v1

// VisualVerdict is W2's DOM/spec report (docs/CONTRACTS.md §7.2), with the top-level
// request_id and attempt_id every body carries.
type VisualVerdict struct {
	SchemaName      string           `json:"schema" tribunal:"required"`
	ReqID           string           `json:"request_id" tribunal:"required,reqid"`
	AttID           string           `json:"attempt_id" tribunal:"required,attid"`
	Tuple           Tuple            `json:"tuple" tribunal:"required"`
	Verdict         string           `json:"verdict" tribunal:"required,enum=pass|warn|reject|AUDIT_UNAVAILABLE"`
	ElementVerdicts []ElementVerdict `json:"element_verdicts" tribunal:"required"`
	Lint            Lint             `json:"lint" tribunal:"required"`
	Concerns        []Concern        `json:"concerns" tribunal:"required"`
	FontsReadyMS    int64            `json:"fonts_ready_ms" tribunal:"required,min=0"`
	MicroDriftOnly  bool             `json:"micro_drift_only" tribunal:"required"`
	Error           string           `json:"error" tribunal:"required"`
	// MCPServer, for an MCP App checked against its real server, is what
	// W2's own host got from the server, per surface (mcpserver.go).
	MCPServer []MCPServerTranscript `json:"mcp_server,omitempty"` // BlockedURLs are the URLs the witness's browser refused to load for
	// the product's pages: outside the request's own origins (the tab's
	// network guard, internal/browser/netguard). Evidence of what a page
	// tried to reach; it changes no verdict. Sorted, distinct, at most
	// MaxBlockedURLs of at most MaxBlockedURLBytes each; absent when none.
	BlockedURLs []string `json:"blocked_urls,omitempty"`
	// Renderer is which renderer made the report (renderer.go); absent
	// only in reports recorded before renderer records existed and in an
	// AUDIT_UNAVAILABLE report whose browser never started.
	Renderer *Renderer `json:"renderer,omitempty" tribunal:"notnull"`
}

// ElementVerdict is the result for one element at one breakpoint.
// BBoxMeasured and BBoxDriftPX are null when nothing was measured (element
// missing or correctly hidden).
type ElementVerdict struct {
	Screen         string          `json:"screen" tribunal:"required,nonempty"`
	Element        string          `json:"element" tribunal:"required,nonempty"`
	Breakpoint     string          `json:"breakpoint" tribunal:"required,nonempty"`
	Selector       string          `json:"selector" tribunal:"required"`
	Status         string          `json:"status" tribunal:"required,enum=pass|fail|hidden"`
	MissingFromDOM bool            `json:"missing_from_dom" tribunal:"required"`
	BBoxMeasured   *Rect           `json:"bbox_measured" tribunal:"required"`
	BBoxDriftPX    *Rect           `json:"bbox_drift_px" tribunal:"required"`
	TolerancePX    float64         `json:"tolerance_px" tribunal:"required,min=0"`
	TokenMismatch  []TokenMismatch `json:"token_mismatch" tribunal:"required"`
	DeadHandler    []DeadHandler   `json:"dead_handler" tribunal:"required"`
	InteractionsOK []InteractionOK `json:"interactions_ok" tribunal:"required"`
	MicroDrift     bool            `json:"micro_drift" tribunal:"required"`
	// Rubric 1.2.0 only: absent under 1.0.0 and 1.1.0, and absent when
	// empty (docs/RUBRIC.md).
	//
	// ClippedText lists the element's text runs that the user cannot
	// fully see; non-empty fails the element.
	ClippedText []ClippedText `json:"clipped_text,omitempty"`
	// TokenChains says, for each tokens_used entry, which declarations
	// the check followed through var() to the value.
	TokenChains []TokenChain `json:"token_chains,omitempty"`
	// StateMismatch: the skeleton declares the element disabled and the
	// page does not make it inactive; fails the element.
	StateMismatch *StateMismatch `json:"state_mismatch,omitempty"`
	// TextContrast is W2's figure for the element's text contrast, from
	// computed styles (rubric 1.4.0; absent under earlier rubrics and when
	// W2 did not judge the element's text).
	TextContrast *TextContrast `json:"text_contrast,omitempty"`
}

// TextContrast is the DOM witness's text contrast figure for one element
// (WCAG 1.4.3): its lowest text ratio from computed styles, or why the
// CSS cannot decide it (images, gradients, filters under the text).
type TextContrast struct {
	Criterion string `json:"criterion" tribunal:"required,enum=1.4.3"`
	Decided   bool   `json:"decided" tribunal:"required"`
	// Ratio, FG and BG are present iff Decided; Reason iff not.
	Ratio    *float64 `json:"ratio,omitempty" tribunal:"min=1,max=21"`
	Required float64  `json:"required" tribunal:"required,min=1,max=21"`
	FG       string   `json:"fg,omitempty"`
	BG       string   `json:"bg,omitempty"`
	Reason   string   `json:"reason,omitempty"`
	// Texts are the element's texts one by one, one per text colour,
	// background and minimum (the lowest run of each), the figure above
	// among them, in the order the element's runs come; the fold pairs
	// each with W1's figure for the same text (docs/CONTRACTS.md §5,
	// "Agreement"). Absent in reports made before W2 listed them.
	Texts []TextFigure `json:"texts,omitempty"`
}

// TextFigure is W2's figure for one text of an element: its computed
// colour (FG, composited over its background when decided; as computed
// when not, "" when it is no sRGB colour), its size (PX, CSS px) and
// weight, a sample of its words, and its ratio against the minimum for
// that size, or why the CSS cannot decide it.
type TextFigure struct {
	Decided  bool     `json:"decided" tribunal:"required"`
	Ratio    *float64 `json:"ratio,omitempty" tribunal:"min=1,max=21"`
	Required float64  `json:"required" tribunal:"required,min=1,max=21"`
	FG       string   `json:"fg,omitempty"`
	BG       string   `json:"bg,omitempty"`
	PX       float64  `json:"px" tribunal:"required,min=0"`
	Weight   float64  `json:"weight" tribunal:"required,min=0"`
	Sample   string   `json:"sample" tribunal:"required"`
	Reason   string   `json:"reason,omitempty"`
}

// ClippedText is one text run cut off by an overflow clip or the
// viewport: its first 80 characters, how many CSS px of it are visible
// and how many it takes, and a short selector of what cuts it.
type ClippedText struct {
	Text      string  `json:"text" tribunal:"required"`
	VisiblePX float64 `json:"visible_px" tribunal:"required,min=0"`
	FullPX    float64 `json:"full_px" tribunal:"required,min=0"`
	ClippedBy string  `json:"clipped_by" tribunal:"required,nonempty"`
}

// TokenChain is the resolution of one tokens_used entry: the winning
// declaration and each custom property it led to, in order, and whether
// the resolved value comes from the token's custom property.
type TokenChain struct {
	Field     string   `json:"field" tribunal:"required,nonempty"`
	Token     string   `json:"token" tribunal:"required,nonempty"`
	Chain     []string `json:"chain" tribunal:"required"`
	UsesToken bool     `json:"uses_token" tribunal:"required"`
}

// StateMismatch: the state the skeleton declares and what the page shows.
type StateMismatch struct {
	Declared string `json:"declared" tribunal:"required,nonempty"`
	Observed string `json:"observed" tribunal:"required,nonempty"`
}

// Rect is a box in CSS px (page coordinates), or a signed drift per
// dimension.
type Rect struct {
	X float64 `json:"x" tribunal:"required"`
	Y float64 `json:"y" tribunal:"required"`
	W float64 `json:"w" tribunal:"required"`
	H float64 `json:"h" tribunal:"required"`
}

// TokenMismatch: a CSS property that does not come from its design token.
type TokenMismatch struct {
	Field    string `json:"field" tribunal:"required"`
	Computed string `json:"computed" tribunal:"required"`
	Expected string `json:"expected" tribunal:"required"`
}

// DeadHandler: a declared interaction that is not wired. BindsTo is "" when
// the skeleton declared none.
type DeadHandler struct {
	Event   string `json:"event" tribunal:"required"`
	BindsTo string `json:"binds_to" tribunal:"required"`
	Reason  string `json:"reason" tribunal:"required"`
}

// InteractionOK: a declared interaction that is wired (or visual only).
type InteractionOK struct {
	Event   string `json:"event" tribunal:"required"`
	BindsTo string `json:"binds_to" tribunal:"required"`
	Status  string `json:"status" tribunal:"required,enum=ok"`
}

// Lint is the DOM lint of docs/CONTRACTS.md §7.5.
type Lint struct {
	NavLinks  int            `json:"nav_links" tribunal:"required,min=0"`
	Required  []LintSelector `json:"required" tribunal:"required"`
	Forbidden []LintSelector `json:"forbidden" tribunal:"required"`
	Findings  []LintFinding  `json:"findings" tribunal:"required"`
}

// LintSelector is the result for one required or forbidden selector:
// how many elements it matched and whether that satisfies the constraint.
type LintSelector struct {
	Selector string `json:"selector" tribunal:"required,nonempty"`
	Matches  int    `json:"matches" tribunal:"required,min=0"`
	OK       bool   `json:"ok" tribunal:"required"`
}

// LintFinding is one lint problem; a blocker makes the verdict reject.
type LintFinding struct {
	Code     string `json:"code" tribunal:"required,code"`
	Severity string `json:"severity" tribunal:"required,enum=warning|blocker"`
	Detail   string `json:"detail" tribunal:"required"`
}

// Concern is a report-level remark; a warning caps the verdict at warn.
type Concern struct {
	Severity string `json:"severity" tribunal:"required,enum=warning|blocker"`
	Code     string `json:"code" tribunal:"required,code"`
	Detail   string `json:"detail" tribunal:"required"`
}

func (b *VisualVerdict) Schema() string    { return b.SchemaName }
func (b *VisualVerdict) RequestID() string { return b.ReqID }
func (b *VisualVerdict) AttemptID() string { return b.AttID }

func (b *VisualVerdict) check() error {
	if err := checkReport(b.ReqID, b.AttID, &b.Tuple, b.Verdict, b.Error); err != nil {
		return err
	}
	if err := checkBlocked(b.BlockedURLs); err != nil {
		return err
	}
	if err := checkRenderer(b.Renderer); err != nil {
		return err
	}
	return checkTranscripts(b.MCPServer)
}

// ---------------------------------------------------------------------------
// judge.decision.v1

// JudgeDecision is the human's signed receipt. Its exact stored bytes are
// the W3 signed_receipt: w3.hash = hex(H(body)).
type JudgeDecision struct {
	SchemaName string `json:"schema" tribunal:"required"`
	ReqID      string `json:"request_id" tribunal:"required,reqid"`
	AttID      string `json:"attempt_id" tribunal:"required,attid"`
	Decision   string `json:"decision" tribunal:"required,enum=approve|reject"`
	// Reason is required; it must not be empty for a reject, since it is
	// what the requester gets back.
	Reason  string `json:"reason" tribunal:"required"`
	ActorID string `json:"actor_id" tribunal:"required,nonempty"`
	// Timestamp is the judge's RFC 3339 UTC time ("Z"). It is a claim
	// inside the signed receipt, not the chain's clock.
	Timestamp string `json:"timestamp" tribunal:"required,rfc3339utc"`
	// StateVersion is the state version the judge reviewed; a decision on
	// an older version is stale.
	StateVersion string `json:"state_version" tribunal:"required,decimal"`
	Evidence     string `json:"evidence,omitempty"`
	TicketID     string `json:"ticket_id,omitempty"`
}

func (b *JudgeDecision) Schema() string    { return b.SchemaName }
func (b *JudgeDecision) RequestID() string { return b.ReqID }
func (b *JudgeDecision) AttemptID() string { return b.AttID }

func (b *JudgeDecision) check() error {
	if b.Decision == DecisionReject && strings.TrimSpace(b.Reason) == "" {
		return bad("reason", "must not be empty for a reject")
	}
	return nil
}

// ---------------------------------------------------------------------------
// blob.v1

// Blob is one chunk of a content-addressed blob (a screenshot or diff PNG).
// Chunks keep each message under the broker's payload limit; the ledger
// reassembles them and checks the whole against SHA256 and Size.
type Blob struct {
	SchemaName string `json:"schema" tribunal:"required"`
	ReqID      string `json:"request_id" tribunal:"required,reqid"`
	AttID      string `json:"attempt_id" tribunal:"required,attid"`
	SHA256     string `json:"sha256" tribunal:"required,hex64"` // of the whole blob
	MediaType  string `json:"media_type" tribunal:"required,mediatype"`
	Size       int64  `json:"size" tribunal:"required,min=0"` // of the whole blob
	Chunk      int    `json:"chunk" tribunal:"required,min=0"`
	Chunks     int    `json:"chunks" tribunal:"required,min=1"`
	Data       string `json:"data" tribunal:"required,base64"` // this chunk's bytes
}

func (b *Blob) Schema() string    { return b.SchemaName }
func (b *Blob) RequestID() string { return b.ReqID }
func (b *Blob) AttemptID() string { return b.AttID }

// Bytes returns this chunk's bytes.
func (b *Blob) Bytes() ([]byte, error) { return decodeBase64(b.Data) }

func (b *Blob) check() error {
	if b.Chunk >= b.Chunks {
		return bad("chunk", "%d is not below chunks %d", b.Chunk, b.Chunks)
	}
	// The walk's base64 rule has checked that Data is canonical (for a
	// one-chunk blob decodeBlobSpliced leaves that to the hash below), so
	// the length follows from the text's length and padding; only a
	// one-chunk blob, whose hash is checked here, needs its bytes decoded.
	n := base64DecodedLen(b.Data)
	if int64(n) > b.Size {
		return bad("data", "chunk holds %d bytes, more than the blob's size %d", n, b.Size)
	}
	if b.Chunks > 1 && n == 0 {
		return bad("data", "empty chunk in a blob of %d chunks", b.Chunks)
	}
	if int64(b.Chunks) > b.Size && b.Chunks > 1 {
		return bad("chunks", "%d chunks for %d bytes", b.Chunks, b.Size)
	}
	if b.Chunks == 1 {
		// A one-chunk blob is the whole blob: check it here.
		if int64(n) != b.Size {
			return bad("size", "is %d, the only chunk holds %d bytes", b.Size, n)
		}
		h, ok := base64SHA256(b.Data)
		if !ok {
			return bad("data", "is not canonical base64")
		}
		if hex.EncodeToString(h[:]) != b.SHA256 {
			return bad("sha256", "does not match the blob's bytes")
		}
	}
	return nil
}

// SplitBlob cuts data into blob.v1 chunks of at most chunkSize bytes.
func SplitBlob(requestID, attemptID, mediaType string, data []byte, chunkSize int) []*Blob {
	if chunkSize <= 0 {
		chunkSize = len(data)
	}
	h := sha256.Sum256(data)
	n := 1
	if len(data) > 0 && chunkSize > 0 {
		n = (len(data) + chunkSize - 1) / chunkSize
	}
	out := make([]*Blob, n)
	for i := range out {
		lo, hi := i*chunkSize, min((i+1)*chunkSize, len(data))
		out[i] = &Blob{
			SchemaName: SchemaBlob, ReqID: requestID, AttID: attemptID,
			SHA256: hex.EncodeToString(h[:]), MediaType: mediaType, Size: int64(len(data)),
			Chunk: i, Chunks: n, Data: base64.StdEncoding.EncodeToString(data[lo:hi]),
		}
	}
	return out
}

// ---------------------------------------------------------------------------
// ops.observation.v1

// OpsObservation is an operational note from a witness (a tool failed or
// was slow). Fail-open: it is recorded, it never blocks a verdict.
type OpsObservation struct {
	SchemaName string `json:"schema" tribunal:"required"`
	ReqID      string `json:"request_id" tribunal:"required,reqid"`
	AttID      string `json:"attempt_id,omitempty" tribunal:"attid"`
	// Kind is external_tool_fail, external_tool_slow or another code.
	Kind       string `json:"kind" tribunal:"required,code"`
	Tool       string `json:"tool" tribunal:"required,nonempty"`
	Detail     string `json:"detail" tribunal:"required"`
	DurationMS *int64 `json:"duration_ms,omitempty" tribunal:"min=0"`
}

func (b *OpsObservation) Schema() string    { return b.SchemaName }
func (b *OpsObservation) RequestID() string { return b.ReqID }
func (b *OpsObservation) AttemptID() string { return b.AttID }
func (b *OpsObservation) check() error      { return nil }

// ---------------------------------------------------------------------------
// state.transition.v1

// StateTransition records a request's move from one state to the next.
// The ledger derives it; an auditor re-derives and compares.
type StateTransition struct {
	SchemaName string `json:"schema" tribunal:"required"`
	ReqID      string `json:"request_id" tribunal:"required,reqid"`
	AttID      string `json:"attempt_id,omitempty" tribunal:"attid"`
	// From is "" for the request's first transition.
	From string `json:"from" tribunal:"required,enum=|OPEN|OBSERVING|PASS_CANDIDATE|SEALED_DEPLOY|HOLD|FAIL"`
	To   string `json:"to" tribunal:"required,enum=OPEN|OBSERVING|PASS_CANDIDATE|SEALED_DEPLOY|HOLD|FAIL"`
	// Version is the request's state version after this transition.
	Version int64 `json:"version" tribunal:"required,min=0"`
	// Error is the spec's error code (DOM_PAYLOAD_MISSING, …) when the
	// transition has one.
	Error string `json:"error,omitempty" tribunal:"code"`
	// CauseEventID is the Nats-Msg-Id of the event that caused it.
	CauseEventID string `json:"cause_event_id" tribunal:"required,eventid"`
}

func (b *StateTransition) Schema() string    { return b.SchemaName }
func (b *StateTransition) RequestID() string { return b.ReqID }
func (b *StateTransition) AttemptID() string { return b.AttID }
func (b *StateTransition) check() error      { return nil }

// ---------------------------------------------------------------------------
// seal.v1

// Seal is appended when a judge approves a PASS_CANDIDATE.
type Seal struct {
	SchemaName      string `json:"schema" tribunal:"required"`
	ReqID           string `json:"request_id" tribunal:"required,reqid"`
	AttID           string `json:"attempt_id" tribunal:"required,attid"`
	W1Hash          string `json:"w1_hash" tribunal:"required,hex64"`
	W2Hash          string `json:"w2_hash" tribunal:"required,hex64"`
	W3Hash          string `json:"w3_hash" tribunal:"required,hex64"`
	CompositeHash   string `json:"composite_hash" tribunal:"required,hex64"`
	DecisionEventID string `json:"decision_event_id" tribunal:"required,eventid"`
	StateVersion    string `json:"state_version" tribunal:"required,decimal"`
}

// CompositeHash is hex(H(w1 + w2 + w3 + "PASS_CANDIDATE")) over the three
// 64-character hex strings (docs/CONTRACTS.md §5).
func CompositeHash(w1, w2, w3 string) string {
	h := sha256.Sum256([]byte(w1 + w2 + w3 + StatePassCandidate))
	return hex.EncodeToString(h[:])
}

func (b *Seal) Schema() string    { return b.SchemaName }
func (b *Seal) RequestID() string { return b.ReqID }
func (b *Seal) AttemptID() string { return b.AttID }

func (b *Seal) check() error {
	if want := CompositeHash(b.W1Hash, b.W2Hash, b.W3Hash); b.CompositeHash != want {
		return bad("composite_hash", "is not H(w1_hash + w2_hash + w3_hash + %q)", StatePassCandidate)
	}
	return nil
}

// ---------------------------------------------------------------------------
// governance.violation.v1

// GovernanceViolation records an event that was validly signed but broke
// the role rules (e.g. W3 fields not signed by a judge key). The request
// goes to HOLD.
type GovernanceViolation struct {
	SchemaName string `json:"schema" tribunal:"required"`
	ReqID      string `json:"request_id" tribunal:"required,reqid"`
	AttID      string `json:"attempt_id,omitempty" tribunal:"attid"`
	Reason     string `json:"reason" tribunal:"required,code"`
	// EventID, Subject and KeyID identify the offending event, verbatim.
	EventID string `json:"event_id" tribunal:"required,eventid"`
	Subject string `json:"subject" tribunal:"required,nonempty"`
	KeyID   string `json:"key_id" tribunal:"required"`
	Detail  string `json:"detail" tribunal:"required"`
	// Original is the offending message as received, byte for byte, so
	// that the violation can be proved from the chain alone. Optional for
	// compatibility; the ledger always writes it.
	Original *Original `json:"original,omitempty"`
}

func (b *GovernanceViolation) Schema() string    { return b.SchemaName }
func (b *GovernanceViolation) RequestID() string { return b.ReqID }
func (b *GovernanceViolation) AttemptID() string { return b.AttID }
func (b *GovernanceViolation) check() error      { return nil }

// ---------------------------------------------------------------------------
// rejected.v1

// Rejected records a consumed message the ledger refused, with the message
// itself, so nothing is silently dropped. RequestID is UnknownRequestID
// when the original named no usable request.
type Rejected struct {
	SchemaName string   `json:"schema" tribunal:"required"`
	ReqID      string   `json:"request_id" tribunal:"required,reqid"`
	Reason     string   `json:"reason" tribunal:"required,code,prefix=rejected_"`
	Detail     string   `json:"detail" tribunal:"required"`
	Original   Original `json:"original" tribunal:"required"`
}

// Original is a refused message as received: subject and headers as text
// ("" when absent), body as canonical base64 of its exact bytes. Header
// text must be valid UTF-8 to survive JSON; the body always survives.
type Original struct {
	Subject string `json:"subject" tribunal:"required"`
	MsgID   string `json:"msg_id" tribunal:"required"`
	KeyID   string `json:"key_id" tribunal:"required"`
	Sig     string `json:"sig" tribunal:"required"`
	Body    string `json:"body" tribunal:"required,base64"`
}

// OriginalOf captures an event for a rejected.v1.
func OriginalOf(e *Event) Original {
	return Original{
		Subject: e.Subject, MsgID: e.ID, KeyID: e.KeyID, Sig: e.Sig,
		Body: base64.StdEncoding.EncodeToString(e.Body),
	}
}

// BodyBytes returns the original body bytes.
func (o *Original) BodyBytes() ([]byte, error) { return decodeBase64(o.Body) }

func (b *Rejected) Schema() string    { return b.SchemaName }
func (b *Rejected) RequestID() string { return b.ReqID }
func (b *Rejected) AttemptID() string { return "" }
func (b *Rejected) check() error      { return nil }

// ---------------------------------------------------------------------------
// baseline.accepted.v1

// BaselineAccepted is the judge's signed acceptance of an intended visual
// change: the frames it names, by their exact SHA-256, become the
// baselines of the request's scope, and the attempt is re-assessed
// without their baseline_diff deviations (docs/FORMAT.md §10). It never
// seals: that still takes a judge.decision.v1.
type BaselineAccepted struct {
	SchemaName string `json:"schema" tribunal:"required"`
	ReqID      string `json:"request_id" tribunal:"required,reqid"`
	AttID      string `json:"attempt_id" tribunal:"required,attid"`
	// StateVersion is the state version the judge reviewed (the HOLD).
	StateVersion string `json:"state_version" tribunal:"required,decimal"`
	// BaselineScope is the scope whose baselines change; it must be the
	// request's, so the receipt says on its own what it changes.
	BaselineScope string          `json:"baseline_scope" tribunal:"required,nonempty"`
	Frames        []AcceptedFrame `json:"frames" tribunal:"required,minitems=1"`
	// Reason is why the change is intended; required and not blank.
	Reason    string `json:"reason" tribunal:"required"`
	ActorID   string `json:"actor_id" tribunal:"required,nonempty"`
	Timestamp string `json:"timestamp" tribunal:"required,rfc3339utc"`
	TicketID  string `json:"ticket_id,omitempty"`
}

// AcceptedFrame names one W1 screenshot of the attempt that becomes a
// baseline.
type AcceptedFrame struct {
	Screen     string `json:"screen" tribunal:"required,nonempty"`
	Breakpoint string `json:"breakpoint" tribunal:"required,nonempty"`
	Surface    string `json:"surface" tribunal:"required,enum=web|android|ios"`
	SHA256     string `json:"sha256" tribunal:"required,hex64"`
}

// Place is the frame's screen@breakpoint/surface, as `judge rebaseline
// --only` spells it.
func (f AcceptedFrame) Place() string { return f.Screen + "@" + f.Breakpoint + "/" + f.Surface }

func (b *BaselineAccepted) Schema() string    { return b.SchemaName }
func (b *BaselineAccepted) RequestID() string { return b.ReqID }
func (b *BaselineAccepted) AttemptID() string { return b.AttID }

func (b *BaselineAccepted) check() error {
	if err := CheckBaselineScope(b.BaselineScope); err != nil {
		return bad("baseline_scope", "%v", err)
	}
	if strings.TrimSpace(b.Reason) == "" {
		return bad("reason", "must not be blank: say why the change is intended")
	}
	for i, f := range b.Frames {
		for _, g := range b.Frames[:i] {
			if g.Screen == f.Screen && g.Breakpoint == f.Breakpoint && g.Surface == f.Surface {
				return bad(fmt.Sprintf("frames[%d]", i), "%s is named twice", clip(f.Place()))
			}
		}
	}
	return nil
}

// ---------------------------------------------------------------------------
// renderer.accepted.v1

// RendererAccepted is the judge's signed acceptance of a renderer change
// for a whole baseline scope (docs/FORMAT.md §10, "Accepting a renderer
// change"): Renderer, the W1 renderer of the held attempt, becomes the
// scope's accepted renderer. The attempt's frames whose baselines another
// renderer made become the scope's baselines, pinned to it; its
// renderer_changed findings, and those of every later attempt in the
// scope that W1 observed with the same renderer, are set aside. It never
// seals: that still takes a judge.decision.v1.
type RendererAccepted struct {
	SchemaName string `json:"schema" tribunal:"required"`
	ReqID      string `json:"request_id" tribunal:"required,reqid"`
	AttID      string `json:"attempt_id" tribunal:"required,attid"`
	// StateVersion is the state version the judge reviewed (the HOLD).
	StateVersion string `json:"state_version" tribunal:"required,decimal"`
	// BaselineScope is the scope whose renderer changes; it must be the
	// request's, so the receipt says on its own what it changes.
	BaselineScope string `json:"baseline_scope" tribunal:"required,nonempty"`
	// Renderer is the renderer accepted: the held attempt's W1 record,
	// member for member (Renderer.Same).
	Renderer Renderer `json:"renderer" tribunal:"required"`
	// Reason is why the change is accepted; required and not blank.
	Reason    string `json:"reason" tribunal:"required"`
	ActorID   string `json:"actor_id" tribunal:"required,nonempty"`
	Timestamp string `json:"timestamp" tribunal:"required,rfc3339utc"`
	TicketID  string `json:"ticket_id,omitempty"`
}

func (b *RendererAccepted) Schema() string    { return b.SchemaName }
func (b *RendererAccepted) RequestID() string { return b.ReqID }
func (b *RendererAccepted) AttemptID() string { return b.AttID }

func (b *RendererAccepted) check() error {
	if err := CheckBaselineScope(b.BaselineScope); err != nil {
		return bad("baseline_scope", "%v", err)
	}
	if strings.TrimSpace(b.Reason) == "" {
		return bad("reason", "must not be blank: say why the renderer change is accepted")
	}
	return b.Renderer.check()
}

// ---------------------------------------------------------------------------
// drift-verdict.v1

// DriftVerdict is W2's drift arm (docs/CONTRACTS.md §7.6) over its own micro-drift-only
// reject, published in the same job right after the visual-verdict.v1 it
// judges, which it names by the SHA-256 of its stored body. approve lets
// the micro-drift failures pass; reject holds the request.
type DriftVerdict struct {
	SchemaName string `json:"schema" tribunal:"required"`
	ReqID      string `json:"request_id" tribunal:"required,reqid"`
	AttID      string `json:"attempt_id" tribunal:"required,attid"`
	Tuple      Tuple  `json:"tuple" tribunal:"required"`
	// DriftDecision is approve, reject or AUDIT_UNAVAILABLE.
	DriftDecision string `json:"drift_decision" tribunal:"required,enum=approve|reject|AUDIT_UNAVAILABLE"`
	Reason        string `json:"reason" tribunal:"required"`
	// VisualVerdictSHA256 is hex(H(body)) of the visual-verdict.v1 judged.
	VisualVerdictSHA256 string `json:"visual_verdict_sha256" tribunal:"required,hex64"`
	Error               string `json:"error" tribunal:"required"`
}

func (b *DriftVerdict) Schema() string    { return b.SchemaName }
func (b *DriftVerdict) RequestID() string { return b.ReqID }
func (b *DriftVerdict) AttemptID() string { return b.AttID }

func (b *DriftVerdict) check() error {
	return checkReport(b.ReqID, b.AttID, &b.Tuple, b.DriftDecision, b.Error)
}

// ---------------------------------------------------------------------------
// Dispatch.

// registry maps each schema to a constructor of its body type.
var registry = map[string]func() Body{
	SchemaRequestOpened:       func() Body { return new(RequestOpened) },
	SchemaAttemptSubmitted:    func() Body { return new(AttemptSubmitted) },
	SchemaObservationW1:       func() Body { return new(ObservationW1) },
	SchemaVisualVerdict:       func() Body { return new(VisualVerdict) },
	SchemaJudgeDecision:       func() Body { return new(JudgeDecision) },
	SchemaBlob:                func() Body { return new(Blob) },
	SchemaOpsObservation:      func() Body { return new(OpsObservation) },
	SchemaStateTransition:     func() Body { return new(StateTransition) },
	SchemaSeal:                func() Body { return new(Seal) },
	SchemaGovernanceViolation: func() Body { return new(GovernanceViolation) },
	SchemaRejected:            func() Body { return new(Rejected) },
	SchemaBaselineAccepted:    func() Body { return new(BaselineAccepted) },
	SchemaRendererAccepted:    func() Body { return new(RendererAccepted) },
	SchemaDriftVerdict:        func() Body { return new(DriftVerdict) },
}

// bodySchemas maps each body struct type to its schema.
var bodySchemas = func() map[reflect.Type]string {
	m := make(map[reflect.Type]string, len(registry))
	for s, f := range registry {
		m[reflect.TypeOf(f()).Elem()] = s
	}
	return m
}()

// Decode strictly decodes body as the given schema. The body's own
// "schema" must be that schema.
func Decode(schema string, body []byte) (Body, error) { return decodeWith(strict.Decode, schema, body) }

// decodeWith is Decode with the strictjson walk given (see
// decodeStrictWith).
func decodeWith(walk func([]byte, any) error, schema string, body []byte) (Body, error) {
	f, ok := registry[schema]
	if !ok {
		return nil, &BodyError{Path: "schema", Reason: fmt.Sprintf("unknown body schema %q", clip(schema))}
	}
	b := f()
	derr := decodeStrictWith(walk, body, b)
	if derr == nil {
		// A body that decodes strictly into schema's type has one string
		// "schema" equal to schema (decodeStrict checks it), so the peek
		// below could only agree: the body is read once.
		return b, nil
	}
	// The schema is named first when it is the fault, as if the body had
	// been peeked at before choosing the decoder.
	got, err := PeekSchema(body)
	if err != nil {
		err.(*BodyError).Schema = schema
		return nil, err
	}
	if got != schema {
		return nil, &BodyError{Schema: schema, Path: "schema", Reason: fmt.Sprintf("is %q, want %q", clip(got), schema)}
	}
	return nil, derr
}

// DecodeFor decodes the body of an event on subject: the schema is the one
// the subject's role and kind carry, and the body's request_id must be the
// subject's, since the signature binds the subject and the ledger files the
// event under the body's request.
func DecodeFor(subject Subject, body []byte) (Body, error) {
	return decodeFor(strict.Decode, subject, body)
}

// DecodeForOwned is DecodeFor for a body that nobody modifies after the
// call, for as long as the decoded body is used: its strings share the
// body's memory (strictjson's DecodeOwned) instead of a copy of it.
func DecodeForOwned(subject Subject, body []byte) (Body, error) {
	if subject.Schema() == SchemaBlob {
		if b, ok := decodeBlobSpliced(subject, body); ok {
			return b, nil
		}
	}
	return decodeFor(strict.DecodeOwned, subject, body)
}

func decodeFor(walk func([]byte, any) error, subject Subject, body []byte) (Body, error) {
	schema := subject.Schema()
	if schema == "" {
		return nil, fmt.Errorf("%w: %s carries no body schema", ErrBadSubject, subject)
	}
	b, err := decodeWith(walk, schema, body)
	if err != nil {
		return nil, err
	}
	if b.RequestID() != subject.RequestID {
		return nil, &BodyError{Schema: schema, Path: "request_id",
			Reason: fmt.Sprintf("%q does not match the subject's request id %q", b.RequestID(), subject.RequestID)}
	}
	return b, nil
}

// Encode renders b as JSON and checks the result with Decode, so a producer
// never publishes a body the ledger would refuse. The output is compact,
// fields in declaration order, map keys sorted, HTML characters not
// escaped. Publish these exact bytes; never re-encode a received body.
func Encode(b Body) ([]byte, error) {
	if b == nil || reflect.ValueOf(b).IsNil() {
		return nil, fmt.Errorf("events: Encode of a nil body")
	}
	schema := bodySchemas[reflect.TypeOf(b).Elem()]
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(b); err != nil {
		return nil, fmt.Errorf("events: encoding %s: %w", schema, err)
	}
	out := bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
	if _, err := Decode(schema, out); err != nil {
		return nil, err
	}
	return out, nil
}
