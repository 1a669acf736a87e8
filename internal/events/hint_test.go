package events

import "testing"

// FuzzSplitLocationHint: a location hint splits into parts that put it
// back together, keeping every character but the separators, and any
// string splits without a panic.
func FuzzSplitLocationHint(f *testing.F) {
	for _, s := range []string{"home/cta@desktop", "home@mobile", "home/hero@mobile", "page@lint", "", "@", "a/b/c@d@e"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, h string) {
		screen, element, bp := SplitLocationHint(h)
		if n := len(screen) + len(element) + len(bp); n > len(h) || n < len(h)-2 {
			t.Fatalf("%q → %q %q %q", h, screen, element, bp)
		}
		back := screen
		if element != "" {
			back += "/" + element
		}
		if bp != "" || len(h) > 0 && h[len(h)-1] == '@' {
			back += "@" + bp
		}
		if back != h && !(element == "" && screen+"/"+"@"+bp == h) {
			t.Errorf("%q splits into %q %q %q", h, screen, element, bp)
		}
	})
}
