package rolecli

import (
	"io"

	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/render"
	"github.com/tribunal-dev/tribunal/internal/w3view"
)

// W3Page is a W³ output to print, with how the commands it prints are
// spelled (the program and the connection flags the command was given).
type W3Page struct {
	W3       *govern.W3Output
	Commands w3view.Commands
}

// W3 renders a W³ output: w3view's readable text, or exactly the W³
// object of docs/CONTRACTS.md §5 (render.WriteJSON).
var W3 = render.Set[W3Page]{
	render.Text: func(w io.Writer, p W3Page) error { return w3view.WriteWith(w, p.W3, p.Commands) },
	render.JSON: func(w io.Writer, p W3Page) error { return render.WriteJSON(w, p.W3) },
}

// ReviewPage is a request's review to print, with how the commands it
// prints are spelled.
type ReviewPage struct {
	Review   *govern.Review
	Commands w3view.Commands
}

// StatusViews renders a review as the requester's status: its W³ output,
// as W3 does.
var StatusViews = render.Set[ReviewPage]{
	render.Text: func(w io.Writer, p ReviewPage) error {
		return W3.Write(w, render.Text, W3Page{p.Review.W3, p.Commands})
	},
	render.JSON: func(w io.Writer, p ReviewPage) error {
		return W3.Write(w, render.JSON, W3Page{p.Review.W3, p.Commands})
	},
}
