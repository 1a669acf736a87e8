package browser

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"strings"
	"sync"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
)

// Identity says which renderer made a piece of evidence: the browser's
// build, its headless mode, the fonts its pages could use, its device
// scale factor and its command line. Two browsers with equal identities
// draw the same pixels for the same page; a change in any part is a
// renderer change (docs/FORMAT.md, the renderer record).
type Identity struct {
	// Product and Version split Browser.getVersion's product
	// ("HeadlessChrome/131.0.6778.85") at its slash.
	Product, Version string
	// Revision is Browser.getVersion's revision (the source revision).
	Revision string
	// Mode is ModeShell or ModeChromium ([Mode] of the binary).
	Mode string
	// FontsSHA256 is the digest of the font set the browser can see
	// ([FontSet]); Fonts is how many font files it holds.
	FontsSHA256 string
	Fonts       int
	// DeviceScaleFactor is the browser's --force-device-scale-factor (a
	// surface may still emulate another scale per tab).
	DeviceScaleFactor float64
	// FlagsSHA256 is the digest of the browser's command line
	// ([FlagsDigest]).
	FlagsSHA256 string
}

// DeviceScaleFactor is the value of --force-device-scale-factor.
const DeviceScaleFactor = 1

// Domain separators of the identity's digests.
const (
	fontsDomain = "tribunal.renderer.fonts.v1\n"
	flagsDomain = "tribunal.renderer.flags.v1\n"
)

// Identity returns the identity of the running browser, starting it when
// none runs. It is measured once per browser start (a restart may run
// another binary after an upgrade) and the font set once per process.
func (b *Browser) Identity(ctx context.Context) (Identity, error) {
	in, err := b.ensure(ctx)
	if err != nil {
		return Identity{}, err
	}
	in.idMu.Lock()
	defer in.idMu.Unlock()
	if in.id == nil {
		id, err := b.measure(ctx, in)
		if err != nil {
			return Identity{}, err
		}
		in.id = &id
	}
	return *in.id, nil
}

// KnownIdentity is the identity of the running browser when it has been
// measured already; it starts nothing and asks the browser nothing.
func (b *Browser) KnownIdentity() (Identity, bool) {
	in := b.current()
	if in == nil {
		return Identity{}, false
	}
	in.idMu.Lock()
	defer in.idMu.Unlock()
	if in.id == nil {
		return Identity{}, false
	}
	return *in.id, true
}

func (b *Browser) measure(ctx context.Context, in *instance) (Identity, error) {
	cctx, cancel := bound(in.root, ctx)
	defer cancel()
	v, err := chromedp.CallBrowser(cctx, cdpbrowser.GetVersion, struct{}{})
	if err != nil {
		return Identity{}, Unavailable("browser: Browser.getVersion", err)
	}
	cl, err := chromedp.CallBrowser(cctx, cdpbrowser.GetBrowserCommandLine, struct{}{})
	if err != nil {
		return Identity{}, Unavailable("browser: Browser.getBrowserCommandLine", err)
	}
	fonts, n, err := b.fontSet(in.dir)
	if err != nil {
		return Identity{}, Unavailable("browser: the font set", err)
	}
	product, version, _ := strings.Cut(v.Product, "/")
	return Identity{
		Product: product, Version: version, Revision: v.Revision,
		Mode:        Mode(b.binary),
		FontsSHA256: fonts, Fonts: n,
		DeviceScaleFactor: DeviceScaleFactor,
		FlagsSHA256:       FlagsDigest(cl.Arguments),
	}, nil
}

// FlagsDigest is hex(SHA-256(domain, the switches sorted, one a line)) of
// a browser's command line: argv[0] (the binary, which Product, Version and
// Mode name), the switches whose value differs at every start
// (--user-data-dir, --remote-debugging-*) and --no-startup-window (whether
// the browser opens a first tab, which no page is ever loaded in) are left
// out, so that the digest changes with what changes rendering and nothing
// else.
func FlagsDigest(argv []string) string {
	var keep []string
	for i, a := range argv {
		if i == 0 && !strings.HasPrefix(a, "-") {
			continue
		}
		name, _, _ := strings.Cut(a, "=")
		switch name {
		case "--user-data-dir", "--remote-debugging-port", "--remote-debugging-pipe", "--no-startup-window":
			continue
		}
		keep = append(keep, a)
	}
	slices.Sort(keep)
	h := sha256.New()
	io.WriteString(h, flagsDomain)
	for _, a := range keep {
		io.WriteString(h, a)
		io.WriteString(h, "\n")
	}
	return hex.EncodeToString(h.Sum(nil))
}

// fonts caches the process's font set: fonts do not change under a
// running witness, and hashing them costs more than a browser start on a
// host with many.
var fonts struct {
	sync.Mutex
	digest string
	n      int
}

func (b *Browser) fontSet(profile string) (string, int, error) {
	fonts.Lock()
	defer fonts.Unlock()
	if fonts.digest != "" {
		return fonts.digest, fonts.n, nil
	}
	d, n, err := FontSet(append(os.Environ(), HomeEnv(profile)...))
	if err != nil {
		return "", 0, err
	}
	fonts.digest, fonts.n = d, n
	return d, n, nil
}

// FontSet is the digest of the fonts that a browser started with env can
// use: fontconfig's list of them (fc-list, run with the browser's
// environment, so it sees what the browser sees), each as its family and
// style and the SHA-256 of its file, sorted, one a line, hashed with a
// domain separator. Paths are left out: the same fonts installed
// elsewhere are the same font set. It returns the digest and the number of
// font files.
func FontSet(env []string) (string, int, error) {
	cmd := exec.Command("fc-list", "--format", "%{file}\t%{family}\t%{style}\n")
	cmd.Env = env
	out, err := cmd.Output()
	if err != nil {
		return "", 0, fmt.Errorf("fc-list (Debian package fontconfig): %w", err)
	}
	hashes := map[string]string{}
	var lines []string
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		file, rest, ok := strings.Cut(sc.Text(), "\t")
		if !ok || file == "" {
			continue
		}
		sum, ok := hashes[file]
		if !ok {
			if sum, err = fileSHA256(file); err != nil {
				return "", 0, err
			}
			hashes[file] = sum
		}
		lines = append(lines, sum+"\t"+rest)
	}
	slices.Sort(lines)
	lines = slices.Compact(lines)
	h := sha256.New()
	io.WriteString(h, fontsDomain)
	for _, l := range lines {
		io.WriteString(h, l)
		io.WriteString(h, "\n")
	}
	return hex.EncodeToString(h.Sum(nil)), len(hashes), nil
}

func fileSHA256(name string) (string, error) {
	f, err := os.Open(name)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", fmt.Errorf("reading %s: %w", name, err)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
