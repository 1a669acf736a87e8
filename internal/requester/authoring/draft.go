package authoring

import "github.com/tribunal-dev/tribunal/internal/skeleton"

// A draft is a skeleton being written: everything the files will say,
// with the comments that say where each value came from. It is rendered
// to YAML by emit.go and checked by the parser before anything is written.

type draft struct {
	name        string
	breakpoints []skeleton.Breakpoint
	unit        int
	tokens      []draftToken
	drift       *skeleton.DriftProfile
	constraints skeleton.Constraints
	// constraintNotes are comments on the constraints, by key.
	constraintNotes map[string]string
	screens         []*draftScreen
}

type draftToken struct {
	name   string
	cssVar string // always set; written only when it is not the default
	value  string
	note   string
}

type draftScreen struct {
	id, path, file string
	elements       []*draftElement
}

type draftElement struct {
	id, selector string
	state        string
	// boxes are per breakpoint, in the skeleton's order; a nil rect is
	// hidden there.
	boxes           []draftBox
	tolerance       int
	required        []string
	allowTruncation bool
	tokens          []skeleton.TokenUse
	interactions    []draftInteraction
	// alt is the click this recording suggests where a kept (hand-made)
	// click differs; the self-check falls back to it when W2 finds the
	// kept one dead.
	alt *draftInteraction
	// notes are the comment lines above the element.
	notes []string
}

type draftBox struct {
	bp   string
	rect *skeleton.Rect
}

type draftInteraction struct {
	event      string
	bindsTo    *string
	visualOnly bool
	// recorded: established by this recording (rather than kept from a
	// hand edit), so a self-check failure demotes it to visual_only
	// instead of dropping it.
	recorded bool
}

func (d *draft) screen(id string) *draftScreen {
	for _, s := range d.screens {
		if s.id == id {
			return s
		}
	}
	return nil
}

func (s *draftScreen) element(id string) *draftElement {
	for _, e := range s.elements {
		if e.id == id {
			return e
		}
	}
	return nil
}

func (d *draft) token(name string) *draftToken {
	for i := range d.tokens {
		if d.tokens[i].name == name {
			return &d.tokens[i]
		}
	}
	return nil
}
