package requester

import (
	"fmt"
	"io"

	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/render"
)

// ScarViews renders "tribunal scar": the record and its history as text,
// the record as JSON.
var ScarViews = render.Set[*govern.Scar]{
	render.Text: writeScar,
	render.JSON: func(w io.Writer, sc *govern.Scar) error { return render.WriteJSON(w, sc) },
}

func writeScar(w io.Writer, sc *govern.Scar) error {
	if _, err := fmt.Fprintf(w, "scar         %s\nscope        %s\ndeviation    %s at %s\noutcome      %s\nhistory:\n",
		sc.Fingerprint, scopeText(sc.Scope), sc.ID, sc.LocationHint, sc.Outcome); err != nil {
		return err
	}
	for _, h := range sc.History {
		if _, err := fmt.Fprintf(w, "  - %-10s request %s attempt %s (stream seq %d)\n", h.Outcome, h.RequestID, h.AttemptID, h.Seq); err != nil {
			return err
		}
	}
	return nil
}

// scopeText names a scar's scope; "" is the pool of the requests opened
// before scopes existed.
func scopeText(s string) string {
	if s == "" {
		return "(requests without a baseline scope)"
	}
	return s
}
