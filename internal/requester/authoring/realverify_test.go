package authoring

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/realpages"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
	"github.com/tribunal-dev/tribunal/internal/w2/measure"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// w2Skeleton runs W2 (the default rubric) on root against sk.
func w2Skeleton(t *testing.T, b *browser.Browser, sk *skeleton.Skeleton, root string) *events.VisualVerdict {
	t.Helper()
	j := &job.Job{
		Tuple:    events.Tuple{SkeletonHash: sk.Hash, RequestID: "r", AttemptID: "a", PriorStateVersion: "1", ProductHash: "p", InventoryHash: "i", RunnerVersion: "t", RubricVersion: DefaultRubric},
		Skeleton: sk, ProductURL: root, Constraints: sk.Constraints, Surfaces: []string{events.SurfaceWeb},
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	v := measure.Options{}.Verify(ctx, b, j).Verdict
	if v.Verdict == events.VerdictAuditUnavailable {
		t.Fatalf("W2: AUDIT_UNAVAILABLE: %s", v.Error)
	}
	return v
}

// blockers are a verdict's blocking concerns and lint findings, each
// "code where" (where: screen/element@breakpoint or screen@breakpoint).
func blockers(v *events.VisualVerdict) []string {
	var out []string
	for _, c := range v.Concerns {
		if c.Severity == events.SeverityBlocker {
			where, _, _ := strings.Cut(c.Detail, ": ")
			out = append(out, c.Code+" "+where)
		}
	}
	for _, f := range v.Lint.Findings {
		where, _, _ := strings.Cut(f.Detail, ": ")
		out = append(out, "lint:"+f.Code+" "+where)
	}
	return out
}

// judgeRecorded puts the skeletons TestRecordRealPages recorded to use,
// as a requester would:
//
//   - false flags: W2 judges every page again, in a fresh load, against
//     the skeleton recorded from it (raw: recorded without the
//     self-check). The page is the design, so every
//     blocking concern or lint finding is a false flag, and fails the
//     test — except a sideways scroll the oracle confirms, the page's
//     own defect that no skeleton can absolve (a true flag).
//   - misses: every injected defect of the corpus that W2 must catch
//     (variants.yaml: moved 10 px, a near-miss colour, hidden, a removed
//     handler, clipped text) is judged against the recorded skeleton of
//     its page, at the breakpoints where the recording shows the element.
//     A defect not caught fails the test; the line says what the
//     recording holds for the element (a colour the recorder gave no
//     token, or a click it recorded as visual_only, cannot be caught by
//     a skeleton that says so).
func judgeRecorded(t *testing.T, b *browser.Browser, c *realpages.Corpus, recorded map[string]map[string]string) {
	t.Helper()
	codes := map[string]string{"bbox_drift": "bbox_drift", "token_mismatch": "token_mismatch", "not_visible": "not_visible",
		"dead_handler": "dead_handler", "clipped_text": "clipped_text"}
	var pages, passed, falseFlags, trueFlags int
	for _, p := range c.Pages {
		files := recorded[p.ID]
		if files == nil {
			continue
		}
		sk, err := skeleton.LoadFiles(files, skeleton.Options{})
		if err != nil {
			t.Fatal(err)
		}
		pages++
		v := w2Skeleton(t, b, sk, realpages.FileURL(p.Dir))
		var fl []string
		for _, f := range blockers(v) {
			// A page that really scrolls sideways (the oracle's
			// document is wider than its viewport) is the page's own
			// defect, which W2 reports whatever the skeleton says:
			// a true flag, and record lists it (PageFindings).
			if bp, ok := strings.CutPrefix(f, "lint:horizontal_overflow "+p.ID+"@"); ok {
				if ob := p.Oracle.Breakpoint(bp); ob != nil && ob.Sideways() {
					trueFlags++
					continue
				}
			}
			// Text whose contrast is too low is the page's own defect
			// too: a text_contrast flag is true when axe-core, in the
			// oracle, fails the same text and background colours on the
			// page at that breakpoint (W2's figures against axe's, element
			// by element: measure's TestRealPagesContrastAgainstAxe).
			if axeFailsPair(p.Oracle, v, f) {
				trueFlags++
				continue
			}
			fl = append(fl, f)
		}
		falseFlags += len(fl)
		if len(fl) == 0 {
			passed++
		} else {
			t.Errorf("%s: W2 on the page its skeleton was recorded from: %s, false flags %q", p.ID, v.Verdict, fl)
		}
	}

	type row struct{ id, kind, result string }
	var rows []row
	var judged, caught int
	for _, vr := range c.Variants {
		var wants []string
		for _, e := range append([]realpages.Expectation{vr.Expect}, vr.Also...) {
			if e.Witness == "w2" {
				wants = append(wants, e.Deviation)
			}
		}
		files := recorded[vr.Page]
		if len(wants) == 0 || files == nil {
			continue
		}
		sk, err := skeleton.LoadFiles(files, skeleton.Options{})
		if err != nil {
			t.Fatal(err)
		}
		el := findElement(sk.Screen(vr.Page), vr.Element)
		if el == nil {
			t.Fatalf("%s: the recording has no element %s", vr.ID, vr.Element)
		}
		var bps []string
		for _, bp := range vr.Breakpoints {
			if el.BBox[bp] != nil {
				bps = append(bps, bp)
			}
		}
		if len(bps) == 0 {
			t.Logf("%s: %s is hidden at every breakpoint of the defect in the recording; not judged", vr.ID, vr.Element)
			continue
		}
		// Only the defect's element is judged: a variant changes one
		// element (the unmodified page's run above judged them all).
		focus := *sk
		focus.Screens = slices.Clone(sk.Screens)
		for i := range focus.Screens {
			focus.Screens[i].Elements = slices.DeleteFunc(slices.Clone(focus.Screens[i].Elements),
				func(e skeleton.Element) bool { return e.ID != vr.Element })
		}
		root := c.Page(vr.Page).Materialise(t, vr)
		got := map[string]bool{}
		for _, f := range blockers(w2Skeleton(t, b, &focus, realpages.FileURL(root))) {
			got[f] = true
		}
		var missing []string
		for _, want := range wants {
			code, ok := codes[want]
			if !ok {
				t.Fatalf("%s: no W2 code for deviation %q", vr.ID, want)
			}
			for _, bp := range bps {
				if !got[code+" "+vr.Page+"/"+vr.Element+"@"+bp] {
					missing = append(missing, code+"@"+bp)
				}
			}
		}
		judged++
		r := row{id: vr.ID, kind: vr.Kind, result: "caught"}
		if len(missing) == 0 {
			caught++
		} else {
			r.result = fmt.Sprintf("MISSED %s (recorded: tokens %v, interactions %s)", strings.Join(missing, ","), el.TokensUsed, interactionsText(el))
			t.Errorf("%s: the recorded skeleton misses %s", vr.ID, r.result)
		}
		rows = append(rows, r)
	}
	sort.Slice(rows, func(i, j int) bool {
		return rows[i].kind < rows[j].kind || rows[i].kind == rows[j].kind && rows[i].id < rows[j].id
	})
	var sb strings.Builder
	sb.WriteString("\nW2 (rubric " + DefaultRubric + ") against the recorded skeletons:\n")
	for _, r := range rows {
		fmt.Fprintf(&sb, "  %-26s %-18s %s\n", r.id, r.kind, r.result)
	}
	fmt.Fprintf(&sb, "unmodified pages: %d/%d without a false flag (%d false flags; %d true flags: the page scrolls sideways, or axe-core fails the same text and background, as the oracle confirms); injected defects: %d/%d caught, %d missed", passed, pages, falseFlags, trueFlags, caught, judged, judged-caught)
	t.Log(sb.String())
}

// contrastPair reads the colours of a text_contrast concern's detail
// ("… contrast 3.83:1 between text #ffffff and background #007fff …").
var contrastPair = regexp.MustCompile(`between text (#[0-9a-f]{6}) and background (#[0-9a-f]{6})`)

// axeFailsPair reports whether flag f (a blockers string) is a
// text_contrast concern of v whose text and background colours axe-core
// fails somewhere on the page at the flag's breakpoint.
func axeFailsPair(o *realpages.Oracle, v *events.VisualVerdict, f string) bool {
	where, ok := strings.CutPrefix(f, "text_contrast ")
	if !ok || o == nil {
		return false
	}
	_, bp, ok := strings.Cut(where, "@")
	if !ok {
		return false
	}
	ob := o.Breakpoint(bp)
	if ob == nil {
		return false
	}
	for _, c := range v.Concerns {
		if c.Code != "text_contrast" || !strings.HasPrefix(c.Detail, where+": ") {
			continue
		}
		m := contrastPair.FindStringSubmatch(c.Detail)
		if m == nil {
			continue
		}
		for _, e := range ob.Elements {
			for _, n := range e.Contrast.Nodes {
				if n.Result == "violation" && n.FgColor != nil && n.BgColor != nil &&
					strings.EqualFold(*n.FgColor, m[1]) && strings.EqualFold(*n.BgColor, m[2]) {
					return true
				}
			}
		}
	}
	return false
}

func interactionsText(e *skeleton.Element) string {
	var parts []string
	for _, in := range e.Interactions {
		switch {
		case in.VisualOnly:
			parts = append(parts, in.Event+" visual_only")
		case in.BindsTo == nil:
			parts = append(parts, in.Event+" binds_to null")
		default:
			parts = append(parts, in.Event+" "+*in.BindsTo)
		}
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}
