package authoring

import (
	"strconv"
	"strings"
)

// maxID is the format's limit on an id (docs/SKELETON.md §3).
const maxID = 64

// DeriveID makes an element id from a selector: its names (tags, ids,
// classes, attribute names and values) joined by '-', lower case, at most
// 64 bytes at a word boundary. "#hero .cta" is hero-cta, "header nav" is
// header-nav, "main > a.btn-primary" is main-a-btn-primary. Structural
// pseudo-class names (nth-child, first-of-type, …) are left out; their
// numbers stay. A selector with no names ("*") gives "element".
func DeriveID(selector string) string {
	if id := identify(selector); id != "" {
		return id
	}
	return "element"
}

// noise are selector words that say nothing about the element.
var noise = map[string]bool{
	"nth-child": true, "nth-of-type": true, "nth-last-child": true, "nth-last-of-type": true,
	"first-child": true, "last-child": true, "first-of-type": true, "last-of-type": true,
	"only-child": true, "only-of-type": true, "not": true, "is": true, "where": true, "has": true,
	"scope": true, "root": true,
}

// identify joins the [A-Za-z0-9_-] words of s into an id, or "".
func identify(s string) string {
	words := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_' || r == '-')
	})
	var b strings.Builder
	for _, w := range words {
		w = strings.Trim(w, "-_")
		if w == "" || noise[w] {
			continue
		}
		extra := len(w)
		if b.Len() > 0 {
			extra++
		}
		if b.Len()+extra > maxID {
			if b.Len() == 0 {
				b.WriteString(strings.TrimRight(w[:maxID], "-_"))
			}
			break
		}
		if b.Len() > 0 {
			b.WriteByte('-')
		}
		b.WriteString(w)
	}
	return b.String()
}

// unique returns id, or id-2, id-3, … (kept within 64 bytes), whichever
// taken does not hold yet, and marks it taken.
func unique(id string, taken map[string]bool) string {
	out := id
	for n := 2; taken[out]; n++ {
		suffix := "-" + strconv.Itoa(n)
		base := id
		if len(base)+len(suffix) > maxID {
			base = strings.TrimRight(base[:maxID-len(suffix)], "-_")
		}
		out = base + suffix
	}
	taken[out] = true
	return out
}
