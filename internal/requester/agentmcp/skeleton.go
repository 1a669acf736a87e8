package agentmcp

import (
	"context"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/tribunal-dev/tribunal/internal/requester/authoring"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// RecordIn are skeleton_record's arguments: "tribunal skeleton record"'s
// flags, with each --screen and the --select after it as one screen.
type RecordIn struct {
	URL         string         `json:"url" jsonschema:"the reference build's product root URL (file://, or http:// on loopback)"`
	Out         string         `json:"out" jsonschema:"the skeleton directory to write; an existing skeleton there is re-recorded, keeping its hand edits"`
	Screens     []RecordScreen `json:"screens" jsonschema:"the pages to record, each with the elements to select on it"`
	Select      []string       `json:"select,omitempty" jsonschema:"elements of every screen (a shared nav): a CSS selector each, optionally id=selector"`
	Breakpoints string         `json:"breakpoints,omitempty" jsonschema:"viewports as name=WxH,... in CSS px (default: an existing skeleton's, else mobile=375x812,tablet=768x1024,desktop=1440x900)"`
	Unit        int            `json:"unit,omitempty" jsonschema:"spacing.unit_px, the grid unit tolerances derive from (default 8)"`
	Name        string         `json:"name,omitempty" jsonschema:"the skeleton's name (default: an existing skeleton's, else from the root)"`
	NoCheck     bool           `json:"no_check,omitempty" jsonschema:"skip W2's check of the recorded skeleton against the reference build"`
}

// RecordScreen is one --screen ID=PATH and the --select after it.
type RecordScreen struct {
	Screen string   `json:"screen" jsonschema:"the page, as id=path under the root, e.g. home=/index.html"`
	Select []string `json:"select,omitempty" jsonschema:"the elements of this screen: a CSS selector each, optionally id=selector"`
}

// RecordOut is what skeleton_record reports: the lines "tribunal
// skeleton record" prints, by section.
type RecordOut struct {
	Dir          string   `json:"dir"`
	Hash         string   `json:"skeleton_hash"`
	Screens      int      `json:"screens"`
	Elements     int      `json:"elements"`
	Tokens       int      `json:"tokens"`
	Interactions int      `json:"interactions"`
	Moved        []string `json:"moved"`
	Notes        []string `json:"notes"`
	Corrections  []string `json:"corrections"`
	Failures     []string `json:"failures" jsonschema:"what W2 still fails on the reference build itself"`
	PageFindings []string `json:"page_findings" jsonschema:"blocking lint findings of the page itself, which no skeleton records away"`
	Next         string   `json:"next"`
}

// LintIn are skeleton_lint's arguments.
type LintIn struct {
	Dir string `json:"dir" jsonschema:"the skeleton directory"`
}

// LintOut are the designer warnings, FILE:LINE:COL each.
type LintOut struct {
	Warnings []string `json:"warnings"`
}

func (s *Server) addSkeletonTools() {
	mcp.AddTool(s.mcp, &mcp.Tool{
		Name:        "skeleton_record",
		Title:       "Record a skeleton from a reference build",
		Description: "Render a reference build in Chromium at each breakpoint and write its design skeleton (boxes, colour tokens through the CSS var() chain, interactions), then check it with W2 against the same build — as `tribunal skeleton record`. A deployment that trusts designers accepts the skeleton only once a designer signed it (`tribunal skeleton sign`, a human's key): recording is authoring, not approval.",
		InputSchema: schemaFor[RecordIn](),
	}, s.record)
	mcp.AddTool(s.mcp, &mcp.Tool{
		Name:        "skeleton_lint",
		Title:       "Lint a skeleton",
		Description: "Parse a skeleton directory and list what a designer likely did not mean, FILE:LINE:COL each — as `tribunal skeleton lint`. An empty list is clean. Read-only.",
		InputSchema: schemaFor[LintIn](),
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true},
	}, s.lint)
}

func (s *Server) record(ctx context.Context, _ *mcp.CallToolRequest, in RecordIn) (*mcp.CallToolResult, *RecordOut, error) {
	// The flags, in command-line order, through the CLI's own parsers.
	var sel authoring.Selection
	for _, v := range in.Select {
		if err := sel.SelectFlag().Set(v); err != nil {
			return nil, nil, toolError(err)
		}
	}
	for _, sc := range in.Screens {
		if err := sel.ScreenFlag().Set(sc.Screen); err != nil {
			return nil, nil, toolError(err)
		}
		for _, v := range sc.Select {
			if err := sel.SelectFlag().Set(v); err != nil {
				return nil, nil, toolError(err)
			}
		}
	}
	o := authoring.Options{Root: in.URL, Name: in.Name, UnitPX: in.Unit, Check: !in.NoCheck, Rubric: authoring.DefaultRubric, Screens: sel.Plan(), Logger: s.cfg.Logger}
	if len(o.Screens) == 0 {
		o.Screens = nil
	}
	if in.Breakpoints != "" {
		b, err := authoring.ParseBreakpoints(in.Breakpoints)
		if err != nil {
			return nil, nil, toolError(fmt.Errorf("skeleton record: %w", err))
		}
		o.Breakpoints = b
	}
	if _, err := skeleton.JoinURL(in.URL, "/"); err != nil {
		return nil, nil, toolError(fmt.Errorf("skeleton record: --url: %w", err))
	}
	prev, err := authoring.LoadPrevious(in.Out)
	if err != nil {
		return nil, nil, toolError(err)
	}
	o.Previous = prev
	b, err := authoring.Browser(in.URL, s.cfg.Logger)
	if err != nil {
		return nil, nil, toolError(err)
	}
	defer b.Close()
	res, err := authoring.Record(ctx, b, o)
	if err != nil {
		return nil, nil, toolError(err)
	}
	removed, err := authoring.WriteSkeleton(in.Out, res.Files, prev)
	if err != nil {
		return nil, nil, toolError(err)
	}
	out := &RecordOut{
		Dir: in.Out, Hash: res.Hash, Screens: res.Screens, Elements: res.Elements, Tokens: res.Tokens, Interactions: res.Interactions,
		Moved: nonNil(res.Moved), Notes: nonNil(append(res.Notes, removed...)), Corrections: nonNil(res.Corrections),
		Failures: nonNil(res.Failures), PageFindings: nonNil(res.PageFindings),
		Next: "review the skeleton (skeleton_lint), then a designer signs it (tribunal skeleton sign DIR --key FILE) before verify can use it on a deployment that trusts designers",
	}
	text := fmt.Sprintf("recorded %d screen(s): %d elements, %d tokens, %d interactions → %s; skeleton hash %s; %d W2 failure(s) on the reference build, %d page finding(s)\nnext: %s\n",
		out.Screens, out.Elements, out.Tokens, out.Interactions, out.Dir, out.Hash, len(out.Failures), len(out.PageFindings), out.Next)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, out, nil
}

func (s *Server) lint(_ context.Context, _ *mcp.CallToolRequest, in LintIn) (*mcp.CallToolResult, *LintOut, error) {
	ws, err := authoring.LintDir(in.Dir)
	if err != nil {
		return nil, nil, toolError(err)
	}
	out := &LintOut{Warnings: []string{}}
	for _, w := range ws {
		out.Warnings = append(out.Warnings, w.String())
	}
	text := "no warnings\n"
	if len(ws) > 0 {
		text = strings.Join(out.Warnings, "\n") + "\n"
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, out, nil
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
