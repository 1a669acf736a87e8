package skeleton

import "testing"

// BenchmarkLoad measures loading the full testdata skeleton from its inline
// files, as a witness does for every request.
func BenchmarkLoad(b *testing.B) {
	s, err := LoadDir(goodDir, Options{})
	if err != nil {
		b.Fatal(err)
	}
	files := s.Files()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := LoadFiles(files, Options{ExpectHash: s.Hash}); err != nil {
			b.Fatal(err)
		}
	}
}
