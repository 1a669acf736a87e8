package report

import (
	"io"

	"github.com/tribunal-dev/tribunal/internal/render"
)

// SchemaJSON names the JSON report's form (docs/REVIEW.md).
const SchemaJSON = "tribunal-report.v1"

type jsonReport struct {
	Schema string `json:"schema"`
	*Report
}

// WriteJSON writes r as one JSON object: "schema", the W³ output under
// "w3" exactly as "tribunal status --json" prints it, and every frame
// with its hashes, diff count, deviations and W2's boxes (the PNGs are
// fetched by hash, not inlined).
func WriteJSON(w io.Writer, r *Report) error {
	return render.WriteJSON(w, jsonReport{Schema: SchemaJSON, Report: r})
}
