package skeleton

import (
	"encoding/json"
	"errors"
	"testing"
)

func ip(v int) *int              { return &v }
func fp(v float64) *float64      { return &v }
func cjson(c Constraints) string { b, _ := json.Marshal(c); return string(b) }

func TestMergeConstraints(t *testing.T) {
	defaults := Constraints{
		MaxNavLinks: ip(5), MinContrastRatio: fp(4.5),
		RequiredElements: []string{"#hero .cta"}, ForbiddenElements: []string{"marquee"},
	}
	for _, c := range []struct {
		name     string
		defaults Constraints
		request  Constraints
		want     string // JSON of the result
		err      error
	}{
		{name: "empty request keeps the defaults", defaults: defaults,
			want: `{"max_nav_links":5,"min_contrast_ratio":4.5,"required_elements":["#hero .cta"],"forbidden_elements":["marquee"]}`},
		{name: "tighten", defaults: defaults,
			request: Constraints{MaxNavLinks: ip(3), MinContrastRatio: fp(7), RequiredElements: []string{"nav", "#hero .cta"}, ForbiddenElements: []string{"blink"}, SingleFileBundle: true},
			want:    `{"max_nav_links":3,"min_contrast_ratio":7,"required_elements":["#hero .cta","nav"],"forbidden_elements":["marquee","blink"],"single_file_bundle":true}`},
		{name: "equal is not loosening", defaults: defaults,
			request: Constraints{MaxNavLinks: ip(5), MinContrastRatio: fp(4.5)},
			want:    `{"max_nav_links":5,"min_contrast_ratio":4.5,"required_elements":["#hero .cta"],"forbidden_elements":["marquee"]}`},
		{name: "more nav links", defaults: defaults, request: Constraints{MaxNavLinks: ip(6)}, err: ErrLoosened},
		{name: "lower contrast", defaults: defaults, request: Constraints{MinContrastRatio: fp(3)}, err: ErrLoosened},
		{name: "defaults without values: request sets them", defaults: Constraints{},
			request: Constraints{MaxNavLinks: ip(9), MinContrastRatio: fp(3)},
			want:    `{"max_nav_links":9,"min_contrast_ratio":3}`},
		{name: "skeleton requires a single file bundle", defaults: Constraints{SingleFileBundle: true},
			want: `{"single_file_bundle":true}`},
		{name: "request forbids what the skeleton requires", defaults: defaults,
			request: Constraints{ForbiddenElements: []string{"#hero .cta"}}, err: ErrConstraints},
		{name: "bad request selector", defaults: defaults, request: Constraints{RequiredElements: []string{" "}}, err: ErrConstraints},
		{name: "negative nav links", defaults: Constraints{}, request: Constraints{MaxNavLinks: ip(-1)}, err: ErrConstraints},
		{name: "contrast out of range", defaults: Constraints{}, request: Constraints{MinContrastRatio: fp(22)}, err: ErrConstraints},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := MergeConstraints(c.defaults, c.request)
			if c.err != nil {
				if !errors.Is(err, c.err) {
					t.Fatalf("err = %v, want %v", err, c.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if cjson(got) != c.want {
				t.Errorf("got  %s\nwant %s", cjson(got), c.want)
			}
			// Idempotent: an effective set re-merged over the same defaults
			// is unchanged, which is how a witness re-checks a request.
			again, err := MergeConstraints(c.defaults, got)
			if err != nil || cjson(again) != cjson(got) {
				t.Errorf("not idempotent: %s, %v", cjson(again), err)
			}
		})
	}
	// The result does not alias the inputs.
	got, _ := MergeConstraints(defaults, Constraints{})
	*got.MaxNavLinks = 1
	got.RequiredElements[0] = "changed"
	if *defaults.MaxNavLinks != 5 || defaults.RequiredElements[0] != "#hero .cta" {
		t.Error("MergeConstraints aliases its input")
	}
	msg := func(req Constraints) string { _, err := MergeConstraints(defaults, req); return err.Error() }
	if m := msg(Constraints{MaxNavLinks: ip(6)}); m != "invalid constraints: a request may only tighten the skeleton's constraints: max_nav_links 6 is above the skeleton's 5" {
		t.Errorf("message: %s", m)
	}
	if m := msg(Constraints{MinContrastRatio: fp(3)}); m != "invalid constraints: a request may only tighten the skeleton's constraints: min_contrast_ratio 3 is below the skeleton's 4.5" {
		t.Errorf("message: %s", m)
	}
}

func TestComplete(t *testing.T) {
	for _, c := range []struct {
		c    Constraints
		want bool
	}{
		{Constraints{}, false},
		{Constraints{MaxNavLinks: ip(0)}, false},
		{Constraints{MinContrastRatio: fp(1)}, false},
		{Constraints{MaxNavLinks: ip(0), MinContrastRatio: fp(1)}, true},
	} {
		if got := c.c.Complete(); got != c.want {
			t.Errorf("%s.Complete() = %v", cjson(c.c), got)
		}
	}
}
