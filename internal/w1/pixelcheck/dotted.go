package pixelcheck

import (
	"cmp"
	"slices"
)

// Rules drawn in pieces (docs/W1.md §2, "line"). A dotted or dashed
// border — a table's row dividers, a separator — is not one component but
// a row of small ones: dots a pixel square, or dashes, all of one
// thickness on the same pixel rows (or columns), a gap of about their
// thickness apart. Each piece alone is too short to be a line, and a row
// of 1 px dots beside a table's letters is many more glyphs than the
// letters are: it would set the family's colour (a #cccccc rule read as
// 1.49:1 text among black letters). What tells such a row from text is
// the mark itself: a rule is one long run of uniform thickness, even
// when it is drawn in pieces; letters are taller than a rule is thick,
// and no two of them share their rows exactly and that thin.
const (
	// DotGap: pieces of one rule lie at most DotGap × their thickness
	// (+1 px) apart. Chromium draws a dotted border of width w as dots w
	// apart and a dashed one as dashes about 3w long and apart.
	DotGap = 3
	// MinDots: a rule in pieces has at least this many.
	MinDots = 3
)

// dottedRules marks the candidates that are pieces of a rule: at least
// MinDots pieces at most thin thick, on exactly the same rows (a
// horizontal rule) or columns (a vertical one), each within DotGap of the
// next, together at least LineLength × typical long and 5 times their
// thickness — what the line rule asks of a rule in one piece.
func dottedRules(cands []glyph, thin, typical float64) []bool {
	out := make([]bool, len(cands))
	if typical <= 0 {
		return out
	}
	type key struct {
		vertical   bool
		pos, thick int
	}
	rows := map[key][]int{}
	for i, g := range cands {
		if float64(g.h) <= thin {
			k := key{false, g.at.Y, g.h}
			rows[k] = append(rows[k], i)
		}
		if float64(g.w) <= thin {
			k := key{true, g.at.X, g.w}
			rows[k] = append(rows[k], i)
		}
	}
	for k, idx := range rows {
		if len(idx) < MinDots {
			continue
		}
		// along: a piece's start and end along the rule.
		along := func(i int) (int, int) {
			g := cands[i]
			if k.vertical {
				return g.at.Y, g.at.Y + g.h
			}
			return g.at.X, g.at.X + g.w
		}
		slices.SortFunc(idx, func(a, b int) int {
			sa, _ := along(a)
			sb, _ := along(b)
			return cmp.Compare(sa, sb)
		})
		mark := func(chain []int, start, end int) {
			n := end - start
			if len(chain) >= MinDots && float64(n) >= LineLength*typical && n >= 5*k.thick {
				for _, i := range chain {
					out[i] = true
				}
			}
		}
		var chain []int
		start, end := 0, 0
		for _, i := range idx {
			s, e := along(i)
			if len(chain) > 0 && s-end > DotGap*k.thick+1 {
				mark(chain, start, end)
				chain = chain[:0]
			}
			if len(chain) == 0 {
				start, end = s, e
			}
			chain = append(chain, i)
			end = max(end, e)
		}
		mark(chain, start, end)
	}
	return out
}
