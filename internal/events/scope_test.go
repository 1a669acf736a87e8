package events

import (
	"strings"
	"testing"
)

func TestSkeletonName(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"schema: design-skeleton.v1\nname: acme-web\n", "acme-web"},
		{"name: 'quoted name'\nscreens: []\n", "quoted name"},
		{"base: &n shop\nname: *n\n", "shop"},
		{"name: 42\n", "42"},
		{"name: [a, b]\n", ""},
		{"name: {a: b}\n", ""},
		{"schema: x\n", ""},
		{"- name: list\n", ""},
		{"", ""},
		{"name: a\nname: b\n", "a"}, // the first one
		{"{{{", ""},
		{"  nested:\n    name: inner\n", ""},
	} {
		if got := SkeletonName(c.in); got != c.want {
			t.Errorf("SkeletonName(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestEffectiveBaselineScope(t *testing.T) {
	r := mustDecode[*RequestOpened](t, SchemaRequestOpened, golden(t, SchemaRequestOpened))
	if r.Scoped() || r.EffectiveBaselineScope() != "acme-web" {
		t.Errorf("old request: scoped %v, scope %q, want the skeleton's name", r.Scoped(), r.EffectiveBaselineScope())
	}
	r.BaselineScope = "acme/main"
	if !r.Scoped() || r.EffectiveBaselineScope() != "acme/main" {
		t.Errorf("scoped request: %v %q", r.Scoped(), r.EffectiveBaselineScope())
	}
	// An old request keeps its bytes: the optional key is omitted.
	r.BaselineScope = ""
	enc, err := Encode(r)
	if err != nil || strings.Contains(string(enc), "baseline_scope") {
		t.Errorf("encoding without a scope: %v %s", err, enc)
	}
}

func TestCheckBaselineScope(t *testing.T) {
	for _, ok := range []string{"acme-web", "acme/main", "é", strings.Repeat("x", 128)} {
		if err := CheckBaselineScope(ok); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
	for _, bad := range []string{"", strings.Repeat("x", 129), "a\tb", "a\u2028b", "\xff"} {
		if err := CheckBaselineScope(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// FuzzSkeletonName: any index.yaml text gives a name without a panic, and
// the same text always the same name.
func FuzzSkeletonName(f *testing.F) {
	for _, s := range []string{"name: acme\n", "a: &x [1]\nname: *x\n", "name: |\n  multi\n", "\x00", "name: a\nname: b\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if a, b := SkeletonName(s), SkeletonName(s); a != b {
			t.Fatal("not deterministic")
		}
	})
}
