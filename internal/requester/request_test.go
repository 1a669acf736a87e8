package requester

import (
	"context"
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/events"
)

const (
	appTemplate = "../../testdata/mcp-app/app.json"
	appBundle   = "../../testdata/mcp-app/dist/good.html"
	mcpSkeleton = "../../testdata/mcp-app/skeleton"
)

// TestBaselineScope: the request names its scope: BaselineScope, or the
// skeleton's name.
func TestBaselineScope(t *testing.T) {
	for _, c := range []struct{ scope, want string }{{"", "acme-web"}, {"acme/redesign", "acme/redesign"}} {
		r, _, err := BuildRequest(Spec{Skeleton: acme, URL: "file:///x", BaselineScope: c.scope})
		if err != nil || r.BaselineScope != c.want {
			t.Errorf("scope %q: %+v %v, want %q", c.scope, r, err, c.want)
		}
	}
}

// TestBuildRequest: the spec's choices land in the request, the
// constraints are the skeleton's tightened, and what cannot be used is an
// InvalidError (named by its flag) or an input error, before anything is
// published.
func TestBuildRequest(t *testing.T) {
	nav, contrast := 3, 7.0
	r, sk, err := BuildRequest(Spec{Skeleton: acme, URL: "file:///x", RequestID: "r-1", MaxNavLinks: &nav, MinContrastRatio: &contrast,
		Require: []string{"main"}, Surfaces: []string{"web", "ios"}, MaxDeviationScore: 0.25})
	if err != nil {
		t.Fatal(err)
	}
	if r.ReqID != "r-1" || r.RunnerVersion != RunnerVersion || r.RubricVersion != DefaultRubric || r.SkeletonHash != sk.Hash ||
		*r.Constraints.MaxNavLinks != 3 || *r.Constraints.MinContrastRatio != 7 || !slices.Contains(r.Constraints.RequiredElements, "main") ||
		!slices.Equal(r.Surfaces, []string{"web", "ios"}) || *r.MaxAllowedDeviationScore != 0.25 {
		t.Errorf("request %+v constraints %+v", r, r.Constraints)
	}
	if r, _, err := BuildRequest(Spec{Skeleton: acme, URL: "file:///x"}); err != nil || !strings.HasPrefix(r.ReqID, "req-") {
		t.Errorf("a random id: %+v %v", r, err)
	}
	loose := 99
	for _, c := range []struct {
		sp    Spec
		want  string
		input bool
	}{
		{Spec{URL: "file:///x"}, "--skeleton is required", false},
		{Spec{Skeleton: acme}, "give exactly one of --url, --dom-payload and --mcp-app", false},
		{Spec{Skeleton: acme, URL: "file:///x", MCPAppHTML: "x.html"}, "--mcp-app-html needs --mcp-app", false},
		{Spec{Skeleton: "/nonexistent", URL: "file:///x", RequestID: "req 1"}, `--request-id: request id "req 1": character ' ' not in [A-Za-z0-9_-]`, false},
		{Spec{Skeleton: acme, URL: "ftp://x/"}, "--url", false},
		{Spec{Skeleton: acme, URL: "file:///x", MaxNavLinks: &loose}, "constraints", false},
		{Spec{Skeleton: acme, URL: "file:///x", BaselineScope: "a\tb"}, "--baseline-scope: baseline scope", false},
		{Spec{Skeleton: "/nonexistent", URL: "file:///x"}, "cannot open the skeleton directory", true},
		{Spec{Skeleton: acme, DOMPayload: "/nonexistent.html"}, "nonexistent.html", true},
	} {
		_, _, err := BuildRequest(c.sp)
		var (
			inv *InvalidError
			in  cli.InputError
		)
		if err == nil || !strings.Contains(err.Error(), c.want) || errors.As(err, &inv) == c.input || errors.As(err, &in) != c.input {
			t.Errorf("%+v: %v (%T), want %q (input error: %v)", c.sp, err, err, c.want, c.input)
		}
	}
}

// TestMCPAppRequest: an MCP App spec puts the app, its bundle inline, into
// the request; without surfaces the request requires every surface. The
// request is what the strict decoder reads.
func TestMCPAppRequest(t *testing.T) {
	html, err := os.ReadFile(appBundle)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name     string
		surfaces []string
		want     []string
	}{
		{"default: all three", nil, []string{"web", "android", "ios"}},
		{"narrowed", []string{"web"}, []string{"web"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			r, sk, err := BuildRequest(Spec{Skeleton: mcpSkeleton, MCPApp: appTemplate, MCPAppHTML: appBundle, RequestID: "mcp-1", Surfaces: c.surfaces})
			if err != nil {
				t.Fatal(err)
			}
			if r.MCPApp == nil || r.MCPApp.HTML != string(html) || r.MCPApp.URI != "ui://forecast/card" || r.ProductURL != "" || r.DOMPayload != "" {
				t.Fatalf("request: url %q, payload %d bytes, app %+v", r.ProductURL, len(r.DOMPayload), r.MCPApp)
			}
			if got := r.EffectiveSurfaces(); !slices.Equal(got, c.want) {
				t.Errorf("surfaces %v, want %v", got, c.want)
			}
			body, err := events.Encode(r)
			if err != nil {
				t.Fatal(err)
			}
			back, err := events.Decode(events.SchemaRequestOpened, body)
			if err != nil || back.(*events.RequestOpened).MCPApp.HTML != string(html) {
				t.Errorf("round trip: %v", err)
			}
			a, err := BuildAttempt(context.Background(), r, sk, AttemptSpec{AttemptID: "a1"}, 1)
			if err != nil || a.ProductHash != MCPAppProductHash(r.MCPApp) || a.InventoryHash != InventoryHash(sk) || a.PriorStateVersion != "1" {
				t.Errorf("attempt %+v %v", a, err)
			}
		})
	}
}
