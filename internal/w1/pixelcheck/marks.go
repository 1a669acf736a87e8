package pixelcheck

import (
	"cmp"
	"image"
	"slices"
)

// Marks beside text (docs/W1.md §2, "Marks beside text"). Pages put a
// small image or an icon at the start of a link or a navigation entry —
// an arrow, an external-link sign, a house —, drawn as a background image
// or an icon font, often in thin strokes that no shape rule takes for
// solid. Its pieces are glyph-like, and two of them (two links) make a
// family: judged as text, such a mark fails or passes the text beside it
// (a green arrow read as 3.16:1 text beside 6:1 links; 20 px arrows read
// as the tall letters of 14 px links, which then count as large text).
// What tells a mark from a letter is where it stands and how it is
// shaped, not what page it is on:
//
//   - a mark of its own colour: a compact cluster of a family's glyphs
//     (at most MarkAspect times as wide as tall, no word in one piece;
//     a run, with the pieces touching it or inside it: an icon drawn in
//     pieces) that has no glyph of its family on its line, and stands
//     first on its line, at most MarkGap heights before a run of text of
//     another colour. Letters of one colour come in runs; a coloured
//     letter inside text is not first on its line, a coloured letter
//     after a label (a required field's asterisk) does not lead it, and
//     a short link first on its line ("io" before its description) or
//     larger text first on its line (a step's large number) is wider
//     than the text beside it is tall (leads);
//   - a mark of the text's colour: the first or last glyph of a run of
//     its own family, compact, more than MarkTall times as tall as the
//     run's tallest other glyph. Capitals, ascenders, brackets and
//     descenders stay within about 1.6 times a run's x-height; an icon
//     beside 14 px text is twice its capitals.
//
// A mark is not text: it neither sets a family's colour nor its size. It
// stays among the region's glyphs for the non-text check (an icon that
// identifies a control).
const (
	MarkAspect = 1.5
	MarkTall   = 1.8
	// MarkGap: a mark stands at most this many heights before the text
	// it leads (its own or the text's, the taller): an icon font's glyph
	// is set in a box about an em wide and kept apart from its label by
	// a margin of up to about half an em, so the drawn mark may end an
	// em or more before the label's first letter.
	MarkGap = 2
)

// withoutMarks is gs without its marks beside text, in their order.
func withoutMarks(gs []glyph) []glyph {
	marks := textMarks(gs)
	if !slices.Contains(marks, true) {
		return gs
	}
	out := make([]glyph, 0, len(gs))
	for i, g := range gs {
		if !marks[i] {
			out = append(out, g)
		}
	}
	return out
}

// textMarks tells, for each glyph of gs, whether it is a mark beside
// text.
func textMarks(gs []glyph) []bool {
	out := make([]bool, len(gs))
	if len(gs) < 2 {
		return out
	}
	_, fam := groupFamilies(gs)
	// The runs of each family: glyphs of one family next to each other
	// on one line (sameRun), by union-find.
	run := joinedGroups(len(gs), func(i, j int) bool { return fam[i] == fam[j] && sameRun(gs[i], gs[j]) })
	members := map[int][]int{}
	for i := range gs {
		members[run[i]] = append(members[run[i]], i)
	}
	// The text a glyph j is part of, and how tall that text is (its
	// run's tallest glyph): 0 when j is no text (alone, no word).
	textHeight := func(j int) int {
		mates := members[run[j]]
		if len(mates) < 2 && !gs[j].word {
			return 0
		}
		h := 0
		for _, i := range mates {
			h = max(h, gs[i].h)
		}
		return h
	}
	// The clusters of each family: its runs, and pieces that touch one
	// another (at most a pixel apart) or lie one inside another: an icon
	// drawn in several pieces (the bars and digits of a list icon
	// stacked on each other, a picture's parts inside its frame).
	cluster := joinedGroups(len(gs), func(i, j int) bool {
		return fam[i] == fam[j] && (run[i] == run[j] || touching(gs[i].box(), gs[j].box()))
	})
	clusters := map[int][]int{}
	for i := range gs {
		clusters[cluster[i]] = append(clusters[cluster[i]], i)
	}
	for _, m := range clusters {
		box, short := gs[m[0]].box(), false
		for _, i := range m {
			box = box.Union(gs[i].box())
			short = short || gs[i].short
		}
		if !slices.ContainsFunc(m, func(i int) bool { return gs[i].word }) &&
			float64(box.Dx()) <= MarkAspect*float64(box.Dy()) && leads(gs, fam, m, box, short, textHeight) {
			for _, i := range m {
				out[i] = true
			}
		}
	}
	for _, m := range members {
		if len(m) < MinRunGlyphs {
			continue
		}
		ends := slices.Clone(m)
		slices.SortFunc(ends, func(a, b int) int { return cmp.Compare(gs[a].at.X, gs[b].at.X) })
		for _, e := range []int{ends[0], ends[len(ends)-1]} {
			g, tallest := gs[e], 0
			for _, i := range m {
				if i != e {
					tallest = max(tallest, gs[i].h)
				}
			}
			if !g.word && float64(g.w) <= MarkAspect*float64(g.h) && float64(g.h) > MarkTall*float64(tallest) {
				out[e] = true
			}
		}
	}
	return out
}

// leads reports whether the cluster m (of one family, in box) stands
// first on its line, just before text of another family: nothing to its
// left on its line at most a height away, and a glyph of another family
// to its right, at most MarkGap heights away, that is part of text
// (textHeight above 0). The cluster must also be no wider than the
// text is tall — a short link first on its line ("io" before its
// description) is wider than its description's letters are tall, a
// letter or an icon at text size is not — unless it is no letter of
// that line: a single piece that is no short word (short) and no
// taller than the text (an icon font's check mark, wider than the
// text is tall), or a cluster of several pieces taller than the text
// whose pieces are stacked or nested (an icon drawn in pieces). A
// single piece taller and wider than the text (a step's large number)
// and letters side by side taller than the text (a price before its
// unit) are larger text, and stay text.
func leads(gs []glyph, fam []int, m []int, box image.Rectangle, short bool, textHeight func(int) int) bool {
	wordLike := short || len(m) > 1
	drawn := stacked(gs, m)
	text := false
	for j, g := range gs {
		if slices.Contains(m, j) || !rowsOverlap(box, g) {
			continue
		}
		reach := max(box.Dy(), g.h)
		switch b := g.box(); {
		case b.Max.X <= box.Min.X && box.Min.X-b.Max.X <= reach:
			return false // something before it
		case fam[j] != fam[m[0]] && b.Min.X >= box.Max.X && b.Min.X-box.Max.X <= MarkGap*reach:
			th := textHeight(j)
			taller := box.Dy() > th
			if th > 0 && (th >= box.Dx() || !wordLike && !taller || wordLike && taller && drawn) {
				text = true
			}
		}
	}
	return text
}

// stacked reports whether some two pieces of the cluster m share
// columns: one above the other or one inside the other, as an icon's
// pieces are drawn (a list icon's rows, a picture inside its frame).
// A word's letters stand side by side.
func stacked(gs []glyph, m []int) bool {
	for a, i := range m {
		for _, j := range m[a+1:] {
			bi, bj := gs[i].box(), gs[j].box()
			if min(bi.Max.X, bj.Max.X) > max(bi.Min.X, bj.Min.X) {
				return true
			}
		}
	}
	return false
}

// touching reports whether two boxes overlap or lie at most a pixel
// apart (also diagonally): pieces of one drawing, such as the digits and
// bars of a list icon stacked a pixel apart.
func touching(a, b image.Rectangle) bool {
	return a.Inset(-2).Overlaps(b)
}

// rowsOverlap: a glyph and a box on one line — their rows overlap by
// half the shorter (sameRun's measure).
func rowsOverlap(b image.Rectangle, g glyph) bool {
	ov := min(b.Max.Y, g.at.Y+g.h) - max(b.Min.Y, g.at.Y)
	return ov > 0 && 2*ov >= min(b.Dy(), g.h)
}
