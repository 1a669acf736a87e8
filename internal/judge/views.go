package judge

import (
	"io"

	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/render"
	"github.com/tribunal-dev/tribunal/internal/rolecli"
	"github.com/tribunal-dev/tribunal/internal/w3view"
)

// The judge's views, one renderer per form (internal/render). The
// cockpit adds its html forms here.

// PendingPage is the pending list to print, with how the commands it
// prints are spelled.
type PendingPage struct {
	List     []govern.Pending
	Commands w3view.Commands
}

// PendingViews renders "judge pending": the table and the holds a
// rebaseline lifts as text; the list as JSON.
var PendingViews = render.Set[PendingPage]{
	render.Text: func(w io.Writer, p PendingPage) error { return WritePending(w, p.List, p.Commands) },
	render.JSON: func(w io.Writer, p PendingPage) error { return render.WriteJSON(w, p.List) },
}

// ReviewViews renders "judge show": everything the judge must see before
// deciding as text; exactly the W³ object as JSON (docs/CONTRACTS.md §5).
var ReviewViews = render.Set[rolecli.ReviewPage]{
	render.Text: func(w io.Writer, p rolecli.ReviewPage) error { return WriteReview(w, p.Review, p.Commands) },
	render.JSON: func(w io.Writer, p rolecli.ReviewPage) error { return render.WriteJSON(w, p.Review.W3) },
}
