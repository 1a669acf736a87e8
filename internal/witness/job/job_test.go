package job

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

const exampleSkeleton = "../../../examples/acme/skeleton"

func skeletonHash(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(exampleSkeleton, skeleton.IndexFile))
	if err != nil {
		t.Fatal(err)
	}
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

func args(hash, url string) []string {
	return []string{exampleSkeleton, hash, "req-1", "att-1", "0", url, "prodhash ✓", "inv", "runner ü", "1.1.0"}
}

func TestFromArgs(t *testing.T) {
	h := skeletonHash(t)
	j, err := FromArgs(args(h, "file:///srv/site"))
	if err != nil {
		t.Fatal(err)
	}
	want := events.Tuple{SkeletonHash: h, RequestID: "req-1", AttemptID: "att-1", PriorStateVersion: "0",
		ProductHash: "prodhash ✓", InventoryHash: "inv", RunnerVersion: "runner ü", RubricVersion: "1.1.0"}
	if j.Tuple != want {
		t.Errorf("tuple = %+v, want %+v", j.Tuple, want)
	}
	if !j.Constraints.Complete() || len(j.Surfaces) != 1 || !slices.Contains(j.Surfaces, events.SurfaceWeb) {
		t.Errorf("constraints %+v surfaces %v", j.Constraints, j.Surfaces)
	}
	// The index file itself names the same skeleton.
	if _, err := FromArgs(args(h, "file:///srv/site")[:9]); !errors.Is(err, ErrJob) {
		t.Errorf("nine arguments: err = %v", err)
	}
	a := args(h, "file:///srv/site")
	a[0] = filepath.Join(exampleSkeleton, skeleton.IndexFile)
	if _, err := FromArgs(a); err != nil {
		t.Errorf("index.yaml path: %v", err)
	}
}

func TestFromArgsErrors(t *testing.T) {
	h := skeletonHash(t)
	cases := map[string]struct {
		args []string
		want error
	}{
		"hash mismatch": {args(strings.Repeat("0", 64), "file:///srv"), skeleton.ErrHashMismatch},
		"bad url":       {args(h, "ftp://x/"), skeleton.ErrBadURL},
		"no skeleton":   {append([]string{t.TempDir()}, args(h, "file:///srv")[1:]...), skeleton.ErrSchema},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			_, err := FromArgs(tc.args)
			if !errors.Is(err, ErrJob) || !errors.Is(err, tc.want) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
		})
	}
}

func TestFromEvents(t *testing.T) {
	sk, err := skeleton.LoadDir(exampleSkeleton, skeleton.Options{})
	if err != nil {
		t.Fatal(err)
	}
	tighter := 3
	r := &events.RequestOpened{SchemaName: events.SchemaRequestOpened, ReqID: "req-1", SkeletonHash: sk.Hash,
		RunnerVersion: "r", RubricVersion: "1.0.0", Skeleton: events.Skeleton{Files: sk.Files()},
		ProductURL: "file:///srv/a", Constraints: &events.Constraints{MaxNavLinks: &tighter},
		Surfaces: []string{"web", "ios"}}
	a := &events.AttemptSubmitted{SchemaName: events.SchemaAttemptSubmitted, ReqID: "req-1", AttID: "a2",
		PriorStateVersion: "4", ProductHash: "p", InventoryHash: "i", ProductURL: "http://127.0.0.1:8080/"}
	j, err := FromEvents(r, a)
	if err != nil {
		t.Fatal(err)
	}
	if j.ProductURL != a.ProductURL || j.Tuple != events.TupleFor(r, a) || !slices.Contains(j.Surfaces, "ios") {
		t.Errorf("job = %+v", j)
	}
	if *j.Constraints.MaxNavLinks != 3 || j.Constraints.MinContrastRatio == nil {
		t.Errorf("constraints not merged: %+v", j.Constraints)
	}
	loose := 99
	r.Constraints.MaxNavLinks = &loose
	if _, err := FromEvents(r, a); !errors.Is(err, skeleton.ErrLoosened) {
		t.Errorf("loosened constraints: err = %v", err)
	}
	r.Constraints = nil
	r.SkeletonHash = strings.Repeat("a", 64)
	if _, err := FromEvents(r, a); !errors.Is(err, skeleton.ErrHashMismatch) {
		t.Errorf("hash mismatch: err = %v", err)
	}
}

// TestRootServesPayload: an inline DOM payload is served at the screen's
// page only; every other path is 404, so that a route binding to a page
// the request does not carry cannot resolve.
func TestRootServesPayload(t *testing.T) {
	const page = "<!doctype html><title>x</title><p>inline payload ✓</p>"
	sk, err := skeleton.LoadDir(exampleSkeleton, skeleton.Options{})
	if err != nil {
		t.Fatal(err)
	}
	j := &Job{DOMPayload: page, Skeleton: sk}
	root, stop, err := j.Root(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	get := func(method, ref string) (int, string, string) {
		t.Helper()
		u, err := skeleton.JoinURL(root, ref)
		if err != nil {
			t.Fatal(err)
		}
		req, err := http.NewRequest(method, u, nil)
		if err != nil {
			t.Fatal(err)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(body), resp.Header.Get("Content-Type")
	}
	for _, tc := range []struct {
		method, ref string
		code        int
	}{
		{"GET", sk.Screens[0].Path, 200},                // /index.html
		{"GET", sk.Screens[0].Path + "?utm=1#top", 200}, // query and fragment are not the path
		{"HEAD", sk.Screens[0].Path, 200},
		{"GET", "/signup.html", 404}, // a page of the site, but not of the request
		{"GET", "/", 404},
		{"GET", "/any/page.html", 404},
		{"GET", "/index.html/", 404},
		{"POST", sk.Screens[0].Path, 405},
	} {
		code, body, ctype := get(tc.method, tc.ref)
		if code != tc.code {
			t.Errorf("%s %s: HTTP %d, want %d", tc.method, tc.ref, code, tc.code)
			continue
		}
		if code == 200 && tc.method == "GET" && (body != page || !strings.HasPrefix(ctype, "text/html")) {
			t.Errorf("%s %s: got %q (%s)", tc.method, tc.ref, body, ctype)
		}
	}
	if _, _, err := (&Job{}).Root(context.Background()); !errors.Is(err, ErrJob) {
		t.Errorf("empty job: err = %v", err)
	}
	if _, _, err := (&Job{DOMPayload: page}).Root(context.Background()); !errors.Is(err, ErrJob) {
		t.Errorf("payload without a skeleton: err = %v", err)
	}
}
