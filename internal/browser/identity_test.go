package browser

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"
)

var hex64 = regexp.MustCompile(`^[0-9a-f]{64}$`)

// TestIdentity starts each browser a witness may run on, twice with the
// same command line and once with one harmless switch more: the same
// binary and flags give the same identity, the extra switch changes the
// flags digest and nothing else, and each part is what the binary is.
func TestIdentity(t *testing.T) {
	needChromium(t)
	tests := []struct {
		name, binary, mode, product string
	}{
		{"chromium", DefaultBinary, ModeChromium, "Chrome"},
		{"headless shell", HeadlessShell, ModeShell, "HeadlessChrome"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := os.Stat(tt.binary); err != nil {
				t.Fatalf("%v: install it (make deps)", err)
			}
			id := func(extra ...string) Identity {
				t.Helper()
				b, err := New(Options{Binary: tt.binary, Logger: testLogger(), ExtraFlags: extra})
				if err != nil {
					t.Fatal(err)
				}
				defer b.Close()
				ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
				defer cancel()
				got, err := b.Identity(ctx)
				if err != nil {
					t.Fatal(err)
				}
				return got
			}
			a, again, other := id(), id(), id("--disable-notifications")
			if a.Mode != tt.mode || a.Product != tt.product {
				t.Errorf("mode %q product %q, want %q %q", a.Mode, a.Product, tt.mode, tt.product)
			}
			if !regexp.MustCompile(`^\d+\.\d+\.\d+\.\d+$`).MatchString(a.Version) {
				t.Errorf("version %q is not a Chromium version", a.Version)
			}
			if !hex64.MatchString(a.FontsSHA256) || !hex64.MatchString(a.FlagsSHA256) || a.Fonts < 1 {
				t.Errorf("digests %q %q over %d fonts", a.FontsSHA256, a.FlagsSHA256, a.Fonts)
			}
			if a.DeviceScaleFactor != 1 {
				t.Errorf("device scale factor %v, want 1", a.DeviceScaleFactor)
			}
			if again != a {
				t.Errorf("a second start of the same browser has another identity:\n%+v\n%+v", a, again)
			}
			if other.FlagsSHA256 == a.FlagsSHA256 {
				t.Errorf("an extra switch left the flags digest %s", a.FlagsSHA256)
			}
			other.FlagsSHA256 = a.FlagsSHA256
			if other != a {
				t.Errorf("an extra switch changed more than the flags digest:\n%+v\n%+v", a, other)
			}
		})
	}
}

// TestIdentityDiffersBetweenBinaries: chromium and the headless shell of
// the same Debian version are two renderers.
func TestIdentityDiffersBetweenBinaries(t *testing.T) {
	needChromium(t)
	ids := map[string]Identity{}
	for _, bin := range []string{DefaultBinary, HeadlessShell} {
		b, err := New(Options{Binary: bin, Logger: testLogger()})
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
		ids[bin], err = b.Identity(ctx)
		cancel()
		b.Close()
		if err != nil {
			t.Fatal(err)
		}
	}
	if ids[DefaultBinary] == ids[HeadlessShell] {
		t.Errorf("chromium and the headless shell have one identity: %+v", ids[DefaultBinary])
	}
}

func TestFlagsDigest(t *testing.T) {
	base := FlagsDigest([]string{"/usr/lib/chromium/chromium", "--headless", "--lang=en-US", "--user-data-dir=/tmp/a", "--remote-debugging-port=0"})
	tests := []struct {
		name string
		argv []string
		same bool
	}{
		{"another profile, port and binary path", []string{"/opt/chromium", "--headless", "--lang=en-US", "--user-data-dir=/tmp/b", "--remote-debugging-port=9222"}, true},
		{"another order", []string{"/usr/lib/chromium/chromium", "--lang=en-US", "--headless"}, true},
		// Whether a first tab opens renders nothing: a browser of an
		// earlier Tribunal, started with one, is the same renderer.
		{"with --no-startup-window", []string{"/usr/lib/chromium/chromium", "--headless", "--lang=en-US", "--no-startup-window"}, true},
		{"another value", []string{"/usr/lib/chromium/chromium", "--headless", "--lang=de-DE"}, false},
		{"one switch more", []string{"/usr/lib/chromium/chromium", "--headless", "--lang=en-US", "--disable-notifications"}, false},
		{"one switch less", []string{"/usr/lib/chromium/chromium", "--headless"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := FlagsDigest(tt.argv)
			if !hex64.MatchString(got) || (got == base) != tt.same {
				t.Errorf("digest %s, base %s, want same=%v", got, base, tt.same)
			}
		})
	}
}

// TestFontSet: the digest covers the files' bytes, not their paths, and
// a font the browser cannot see (outside fontconfig's list) changes
// nothing; a font added to the list changes it.
func TestFontSet(t *testing.T) {
	testenv := func() []string { return append(os.Environ(), HomeEnv(t.TempDir())...) }
	d1, n1, err := FontSet(testenv())
	if err != nil {
		t.Fatal(err)
	}
	d2, n2, err := FontSet(testenv())
	if err != nil || d1 != d2 || n1 != n2 || !hex64.MatchString(d1) {
		t.Fatalf("two reads differ: %s/%d %s/%d %v", d1, n1, d2, n2, err)
	}
	// A user font directory, as fontconfig reads it ($XDG_DATA_HOME/fonts).
	dir := t.TempDir()
	env := append(os.Environ(), HomeEnv(dir)...)
	src := firstFont(t)
	fontDir := dir + "/home/.local/share/fonts"
	if err := os.MkdirAll(fontDir, 0o755); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	// Another copy of a font already there: bytes and family equal, path
	// not, so nothing changes but the count of files.
	if err := os.WriteFile(fontDir+"/copy"+src[strings.LastIndex(src, "."):], data, 0o644); err != nil {
		t.Fatal(err)
	}
	d3, n3, err := FontSet(env)
	if err != nil {
		t.Fatal(err)
	}
	if d3 != d1 || n3 != n1+1 {
		t.Errorf("a copy of a listed font: digest %s (was %s), %d files (was %d)", d3, d1, n3, n1)
	}
}

// firstFont is the first .ttf or .otf file fontconfig lists: a file under
// /usr/share/fonts that a local configuration rejects (selectfont) is not
// in the font set, and a copy of it would be a font the set lacks.
func firstFont(t *testing.T) string {
	t.Helper()
	out, err := exec.Command("fc-list", "--format", "%{file}\n").Output()
	if err != nil {
		t.Fatalf("fc-list: %v", err)
	}
	var files []string
	for _, p := range strings.Split(string(out), "\n") {
		if strings.HasSuffix(p, ".ttf") || strings.HasSuffix(p, ".otf") {
			files = append(files, p)
		}
	}
	if len(files) == 0 {
		t.Fatal(errors.New("fc-list lists no .ttf or .otf file"))
	}
	sort.Strings(files)
	return files[0]
}

func TestResolveMeasuring(t *testing.T) {
	tests := []struct {
		name   string
		env    string
		exists []string
		want   string
	}{
		{"shell installed", "", []string{HeadlessShell, DefaultBinary}, HeadlessShell},
		{"shell missing: chromium", "", []string{DefaultBinary}, DefaultBinary},
		{"$TRIBUNAL_BROWSER wins over the shell", "/opt/chrome", []string{"/opt/chrome", HeadlessShell}, "/opt/chrome"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			getenv := func(k string) string {
				if k == EnvBrowser {
					return tt.env
				}
				return ""
			}
			lookPath := func(name string) (string, error) {
				for _, e := range tt.exists {
					if e == name {
						return name, nil
					}
				}
				return "", fs.ErrNotExist
			}
			got, err := resolveMeasuring(getenv, lookPath)
			if err != nil || got != tt.want {
				t.Errorf("got %q, %v; want %q", got, err, tt.want)
			}
			if Mode(got) != map[bool]string{true: ModeShell, false: ModeChromium}[got == HeadlessShell] {
				t.Errorf("Mode(%q) = %q", got, Mode(got))
			}
		})
	}
}
