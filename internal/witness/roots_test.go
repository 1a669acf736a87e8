package witness

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/nats-io/nats.go"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// passwdSkeleton is a valid skeleton whose one screen is at path: with
// product root file:///etc and path /passwd, W1 would render the witness
// host's /etc/passwd.
func passwdSkeleton(path string) (files map[string]string, hash string) {
	screen := "schema: design-skeleton.v1/screen\nid: leak\npath: " + path + "\nelements:\n" +
		"  - id: body\n    selector: body\n    bbox:\n      mobile: {x: 0, y: 0, w: 375, h: 640}\n" +
		"    must_satisfy: {tolerance_px: 4, required_breakpoints: [mobile]}\n"
	sum := sha256.Sum256([]byte(screen))
	index := "schema: design-skeleton.v1\nname: leak\nbreakpoints:\n  mobile: {width: 375, height: 640}\n" +
		"spacing: {unit_px: 8}\ntokens: {}\nconstraints:\n  max_nav_links: 5\n  min_contrast_ratio: 4.5\n" +
		"screens:\n  - {id: leak, file: screens/leak.yaml, sha256: \"" + hex.EncodeToString(sum[:]) + "\"}\n"
	isum := sha256.Sum256([]byte(index))
	return map[string]string{"index.yaml": index, "screens/leak.yaml": screen}, hex.EncodeToString(isum[:])
}

// TestServeRefusesProductRoots is the request-level red team: with real
// credentials on a real ledger, a requester asks the witnesses to render
// products outside what their operator allows. Each is reported
// AUDIT_UNAVAILABLE with PRODUCT_ROOT_NOT_ALLOWED by both witnesses
// without the observer ever running (nothing is rendered), and the
// ledger's fold FAILs the request with that code. A product inside the
// allowed root is observed.
func TestServeRefusesProductRoots(t *testing.T) {
	e := newEnv(t)
	outside := t.TempDir()
	if err := os.WriteFile(filepath.Join(outside, "secret.html"), []byte("<p>secret</p>"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(e.site, "escape")); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(e.site, "inside"), 0o755); err != nil {
		t.Fatal(err)
	}
	var calls atomic.Int32
	obs := func(role events.Role) Observer {
		return func(ctx context.Context, _ *nats.Conn, j *job.Job) Output {
			calls.Add(1)
			return Output{Report: Unavailable(role, j.Tuple, "observed")}
		}
	}
	e.witness(events.RoleW1, t.TempDir(), obs(events.RoleW1))
	e.witness(events.RoleW2, t.TempDir(), obs(events.RoleW2))
	cases := []struct {
		id, url, path string
		attemptURL    string
	}{
		{id: "etc-passwd", url: "file:///etc", path: "/passwd"},
		{id: "root-slash", url: "file:///", path: "/etc/passwd"},
		{id: "dotdot", url: e.siteURL + "/../" + filepath.Base(outside), path: "/secret.html"},
		{id: "symlink", url: e.siteURL + "/escape", path: "/secret.html"},
		{id: "localhost-file", url: "file://localhost/etc", path: "/passwd"},
		{id: "host", url: "http://example.com", path: "/"},
		{id: "loopback-not-listed", url: "http://127.0.0.2:8080", path: "/"},
		{id: "attempt-override", url: e.siteURL, path: "/passwd", attemptURL: "file:///etc"},
	}
	for _, c := range cases {
		files, hash := passwdSkeleton(c.path)
		r := &events.RequestOpened{SchemaName: events.SchemaRequestOpened, ReqID: c.id, SkeletonHash: hash,
			RunnerVersion: "test/1", RubricVersion: "1.1.0", Skeleton: events.Skeleton{Files: files}, ProductURL: c.url,
			Constraints: constraints()}
		e.publish(events.KindRequest, c.id, c.id+"-open", r)
		a := attempt(c.id, "a1", "1")
		a.ProductURL = c.attemptURL
		e.publish(events.KindAttempt, c.id, c.id+"-a1", a)
	}
	for _, c := range cases {
		for _, subj := range []string{"tribunal.w1.observation.", "tribunal.w2.verdict."} {
			ev := e.waitFor(subj+c.id, 1)[0]
			b, err := events.DecodeFor(mustSubject(t, ev.Subject), ev.Body)
			if err != nil {
				t.Fatal(err)
			}
			var verdict, why string
			switch r := b.(type) {
			case *events.ObservationW1:
				verdict, why = r.Verdict, r.Error
			case *events.VisualVerdict:
				verdict, why = r.Verdict, r.Error
			}
			if !events.RefusesProductRoot(verdict, why) {
				t.Errorf("%s %s: verdict %s error %q, want a PRODUCT_ROOT_NOT_ALLOWED refusal", c.id, subj, verdict, why)
			}
		}
		w3, err := e.qc.WaitSettled(context.Background(), c.id, 0)
		if err != nil {
			t.Fatal(err)
		}
		if w3.Verdict != events.StateFail || w3.Error != govern.ErrProductRootNotAllowed {
			t.Errorf("%s: W³ %s %s, want FAIL %s", c.id, w3.Verdict, w3.Error, govern.ErrProductRootNotAllowed)
		}
	}
	if n := calls.Load(); n != 0 {
		t.Fatalf("the observer ran %d times for products outside the roots", n)
	}
	// The positive control: inside the root, the observer runs.
	files, hash := passwdSkeleton("/index.html")
	ok := &events.RequestOpened{SchemaName: events.SchemaRequestOpened, ReqID: "inside", SkeletonHash: hash,
		RunnerVersion: "test/1", RubricVersion: "1.1.0", Skeleton: events.Skeleton{Files: files},
		ProductURL: e.siteURL + "/inside", Constraints: constraints()}
	e.publish(events.KindRequest, "inside", "inside-open", ok)
	e.publish(events.KindAttempt, "inside", "inside-a1", attempt("inside", "a1", "1"))
	ev := e.waitFor("tribunal.w1.observation.inside", 1)[0]
	if !strings.Contains(string(ev.Body), `"error":"observed"`) || calls.Load() == 0 {
		t.Errorf("a product inside the root was not observed: %s", ev.Body)
	}
}

func constraints() *events.Constraints {
	n, c := 5, 4.5
	return &events.Constraints{MaxNavLinks: &n, MinContrastRatio: &c}
}

func mustSubject(t *testing.T, s string) events.Subject {
	t.Helper()
	sub, err := events.ParseSubject(s)
	if err != nil {
		t.Fatal(err)
	}
	return sub
}

// FuzzProductRootsCheck: any product URL is either refused with the code
// or, when allowed, is a file URL inside the root or an http(s) URL on an
// allowed host; never a panic.
func FuzzProductRootsCheck(f *testing.F) {
	root := f.TempDir()
	p, err := NewProductRoots([]string{root}, []string{"localhost", "::1"})
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range []string{"file://" + root, "file://" + root + "/../etc", "file:///etc", "http://localhost:8/", "http://[::1]/",
		"https://LOCALHOST/", "http://127.0.0.1/", "ftp://x/", "file://localhost" + root, "file:" + root, "", "%zz", "file://" + root + "/%2e%2e/x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, u string) {
		why := p.Check(u)
		if why != "" {
			if !strings.HasPrefix(why, events.ProductRootNotAllowed+": ") || strings.ContainsAny(why, "\n") && !strings.Contains(u, "\n") {
				t.Fatalf("Check(%q) = %q", u, why)
			}
			return
		}
		if u == "" {
			return
		}
		if strings.HasPrefix(u, "file:") {
			path, err := browser.FilePath(u)
			if err != nil || !p.Files.Contains(path) {
				t.Fatalf("Check allowed %q (path %q, %v)", u, path, err)
			}
		}
	})
}
