package query

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// Body limits (docs/CONTRACTS.md §5, "Size limits"). Every body a
// requester sends that later replies carry back — to the judge's show,
// status, the next attempt — is bounded here: tribunal open and attempt
// refuse a larger one before publishing, and the ledger rejects an event
// that carries one (rejected_bad_body), so that a requester who bypasses
// the CLI cannot store one either. Replies larger than one broker message
// are paged (paging.go); the limits keep them to a few pages and keep a
// request event within the broker's default 1 MiB max_payload.
const (
	// MaxDOMPayload bounds dom_payload, in bytes of UTF-8: a page's
	// HTML inline, without its images.
	MaxDOMPayload = 256 << 10
	// MaxSkeleton bounds the inline skeleton: the sum, over its files,
	// of the path's and the text's bytes. The real-page corpus's
	// largest is 15 KB; a loaded file may be 1 MiB (skeleton.MaxFileSize),
	// the request carries 128 KiB in all.
	MaxSkeleton = 128 << 10
	// MaxMCPApp bounds mcp_app as the event carries it (its JSON
	// encoding): the resource HTML, bundled into one file (the test
	// app's is 652 KiB, 689 KiB encoded), and the scripted tool results.
	MaxMCPApp = 768 << 10
	// MaxCodeDiff bounds an attempt's code_diff, in bytes.
	MaxCodeDiff = 256 << 10
)

// ErrOverLimit is wrapped by every *LimitError.
var ErrOverLimit = errors.New("over its size limit")

// LimitError names the body that is too large, its size and its limit.
type LimitError struct {
	Field string // dom_payload, skeleton, mcp_app, code_diff
	Size  int
	Limit int
}

func (e *LimitError) Error() string {
	return fmt.Sprintf("%s is %d bytes, over the %s limit of %d bytes (%s; docs/CONTRACTS.md §5)", e.Field, e.Size, e.Field, e.Limit, kib(e.Limit))
}

func (e *LimitError) Unwrap() error { return ErrOverLimit }

func kib(n int) string { return fmt.Sprintf("%d KiB", n>>10) }

// SkeletonSize is what MaxSkeleton bounds.
func SkeletonSize(s events.Skeleton) int {
	n := 0
	for path, text := range s.Files {
		n += len(path) + len(text)
	}
	return n
}

// CheckRequestLimits checks a request's bodies against their limits.
func CheckRequestLimits(b *events.RequestOpened) error {
	if n := len(b.DOMPayload); n > MaxDOMPayload {
		return &LimitError{Field: "dom_payload", Size: n, Limit: MaxDOMPayload}
	}
	if n := SkeletonSize(b.Skeleton); n > MaxSkeleton {
		return &LimitError{Field: "skeleton", Size: n, Limit: MaxSkeleton}
	}
	if b.MCPApp != nil {
		// As events.Encode writes it: HTML not escaped.
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(b.MCPApp); err != nil {
			return fmt.Errorf("mcp_app: %w", err)
		}
		if n := buf.Len() - 1; n > MaxMCPApp { // less Encode's newline
			return &LimitError{Field: "mcp_app", Size: n, Limit: MaxMCPApp}
		}
	}
	return nil
}

// CheckAttemptLimits checks an attempt's code_diff against its limit.
func CheckAttemptLimits(b *events.AttemptSubmitted) error {
	if n := len(b.CodeDiff); n > MaxCodeDiff {
		return &LimitError{Field: "code_diff", Size: n, Limit: MaxCodeDiff}
	}
	return nil
}

// CheckLimits checks any body: requests and attempts against their
// limits, every other body passes.
func CheckLimits(b events.Body) error {
	switch b := b.(type) {
	case *events.RequestOpened:
		return CheckRequestLimits(b)
	case *events.AttemptSubmitted:
		return CheckAttemptLimits(b)
	}
	return nil
}
