package deploy

import "testing"

// TestFreePortOutsideEphemeralRange: the ports a deployment is given stay
// clear of the range the kernel hands to outgoing connections, bind, and
// are never handed out twice by one process.
func TestFreePortOutsideEphemeralRange(t *testing.T) {
	lo, hi := ephemeralRange()
	seen := map[int]bool{}
	for i := range 300 {
		p, err := freePort()
		if err != nil {
			t.Fatal(err)
		}
		if p >= lo && p <= hi && lo-1-pickLow >= 1000 {
			t.Fatalf("port %d (pick %d) is in the ephemeral range %d-%d", p, i, lo, hi)
		}
		if seen[p] {
			t.Fatalf("port %d handed out twice (pick %d)", p, i)
		}
		seen[p] = true
	}
}
