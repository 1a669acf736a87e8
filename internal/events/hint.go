package events

import "strings"

// SplitLocationHint splits a deviation's location hint,
// "screen/element@breakpoint" or "screen@breakpoint" (docs/CONTRACTS.md
// §8), into its parts; a hint without "@" is all screen. Hints come from
// witness reports, so any string is split without failing.
func SplitLocationHint(h string) (screen, element, bp string) {
	at := strings.LastIndexByte(h, '@')
	if at < 0 {
		return h, "", ""
	}
	screen, bp = h[:at], h[at+1:]
	if s, e, ok := strings.Cut(screen, "/"); ok {
		screen, element = s, e
	}
	return screen, element, bp
}
