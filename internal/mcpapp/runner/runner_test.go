package runner_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpcheck"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost/testapp"
)

// The good app, built with the ext-apps SDK, passes every check on every
// surface.
func TestGoodAppAllSurfaces(t *testing.T) {
	b, h := env(t)
	app, err := testapp.Load(appDir, "good")
	if err != nil {
		t.Fatal(err)
	}
	for _, sf := range []string{"web", "android", "ios"} {
		t.Run(sf, func(t *testing.T) {
			t.Parallel() // mostly waiting on the page: quiet windows, phases
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
			defer cancel()
			r, err := check(ctx, b, h, app, nil, sf)
			if err != nil {
				t.Fatal(err)
			}
			logReport(t, r)
			if len(r.Results) != len(mcpcheck.Criteria) {
				t.Errorf("%d results, want one per criterion (%d)", len(r.Results), len(mcpcheck.Criteria))
			}
			for _, res := range r.Results {
				if res.Status != mcpcheck.Pass {
					t.Errorf("%s: %s", res.Criterion, res.Status)
				}
			}
			kinds := map[string]int{}
			for _, bl := range r.Blobs {
				kinds[bl.Kind]++
			}
			if kinds["screenshot"] != 4 || kinds["jsonrpc-log"] != 1 || kinds["tool-invocation"] != 1 {
				t.Errorf("evidence blobs %v, want 4 screenshots, a log and an invocation record", kinds)
			}
			if len(r.Invocation.AppCalls) != 1 || r.Invocation.AppCalls[0].Answer != "result" || r.Invocation.StructuredContentSHA256 == "" {
				t.Errorf("invocation record %+v", r.Invocation)
			}
		})
	}
}

// Each broken variant fails exactly the criterion it breaks.
func TestBrokenVariants(t *testing.T) {
	b, h := env(t)
	for _, v := range testapp.Variants[1:] {
		t.Run(v.Name, func(t *testing.T) {
			t.Parallel() // mostly waiting: timeouts and quiet windows
			app, err := testapp.Load(appDir, v.Name)
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
			defer cancel()
			r, err := check(ctx, b, h, app, nil, "web")
			if err != nil {
				t.Fatal(err)
			}
			logReport(t, r)
			if got, want := r.Failed(), []string{v.Breaks}; !slices.Equal(got, want) {
				t.Errorf("failed %v, want exactly %v", got, want)
			}
		})
	}
}
