package lazyfs

import "sort"

// span is the bytes [off, end) of a file.
type span struct{ off, end int64 }

// ranges is a set of byte spans, sorted, none touching another.
type ranges []span

// add puts [off, end) in the set, merging what it touches.
func (rs ranges) add(off, end int64) ranges {
	if end <= off {
		return rs
	}
	i := sort.Search(len(rs), func(i int) bool { return rs[i].end >= off })
	j := i
	for j < len(rs) && rs[j].off <= end {
		off = min(off, rs[j].off)
		end = max(end, rs[j].end)
		j++
	}
	out := append(rs[:i:i], span{off, end})
	return append(out, rs[j:]...)
}

// clip is the set's spans cut at size.
func (rs ranges) clip(size int64) ranges {
	var out ranges
	for _, r := range rs {
		if r.off >= size {
			break
		}
		out = append(out, span{r.off, min(r.end, size)})
	}
	return out
}
