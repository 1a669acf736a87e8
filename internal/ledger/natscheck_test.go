package ledger

import (
	"strings"
	"testing"
)

func TestVersionAtLeast(t *testing.T) {
	for _, tc := range []struct {
		v    string
		want bool
		bad  bool
	}{
		{"2.9.10", false, false}, // Debian's: multiple filter subjects came in 2.10.0
		{"v2.9.25", false, false},
		{"2.10.0", false, false},  // multiple filter subjects, sync_interval
		{"2.10.22", false, false}, // loses streams to process crashes (Jepsen)
		{"2.10.23", true, false},
		{"2.10.23-beta.3", true, false}, // a pre-release counts as its release
		{"2.15.2", true, false},
		{"3.0.0", true, false},
		{"2.10", false, true},
		{"2.x.0", false, true},
		{"", false, true},
	} {
		got, err := VersionAtLeast(tc.v, MinServerVersion)
		if got != tc.want || (err != nil) != tc.bad {
			t.Errorf("VersionAtLeast(%q) = %v, %v; want %v, error %v", tc.v, got, err, tc.want, tc.bad)
		}
	}
}

func TestCheckVersionLine(t *testing.T) {
	err := checkVersion("2.9.10", "the NATS server at nats://127.0.0.1:4222")
	if err == nil || strings.Contains(err.Error(), "\n") ||
		!strings.Contains(err.Error(), "is nats-server 2.9.10; Tribunal needs nats-server 2.10.23 or newer") {
		t.Fatalf("checkVersion: %v", err)
	}
}

// FuzzParseVersion: any string the server reports as its version parses
// to three numbers or fails; it never panics, and what parses compares
// with itself as equal.
func FuzzParseVersion(f *testing.F) {
	for _, s := range []string{"2.9.10", "v2.15.2", "2.10.0-RC.1+build", "1..2", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := parseVersion(s)
		if err != nil {
			return
		}
		if len(v) != 3 {
			t.Fatalf("%q parsed to %v", s, v)
		}
		if ok, err := VersionAtLeast(s, s); !ok || err != nil {
			t.Fatalf("%q is not at least itself: %v", s, err)
		}
	})
}
