package events

import (
	"fmt"
	"unicode/utf8"

	"gopkg.in/yaml.v3"
)

// Baseline scopes.
//
// A request's baseline scope is the project (or branch of one) whose
// baselines and scars it shares: W1 diffs a frame only against the
// baseline of the same (scope, screen, breakpoint, surface), and a scar
// holds only requests of its own scope. Two projects that both call a
// screen "home" therefore never see each other's frames.

// MaxBaselineScopeLen bounds a baseline scope.
const MaxBaselineScopeLen = 128

// CheckBaselineScope accepts 1–128 bytes of valid UTF-8 without control
// characters ("acme/main", "e2e-home"): a scope never enters a subject,
// but it is compared, printed and logged on one line.
func CheckBaselineScope(s string) error {
	if s == "" || len(s) > MaxBaselineScopeLen {
		return fmt.Errorf("baseline scope must be 1-%d bytes, got %d", MaxBaselineScopeLen, len(s))
	}
	if !utf8.ValidString(s) {
		return fmt.Errorf("baseline scope is not valid UTF-8")
	}
	for _, r := range s {
		if r < 0x20 || r == 0x7f || r >= 0x80 && r < 0xa0 || r == 0x2028 || r == 0x2029 {
			return fmt.Errorf("baseline scope %q holds a control character", clip(s))
		}
	}
	return nil
}

// Scoped reports whether the request was opened with a baseline_scope,
// i.e. by a requester that knows scopes (every tribunal since they
// exist). A request without one was opened before; the fold keeps the
// rules it was recorded under (docs/FORMAT.md §10, "Scopes").
func (b *RequestOpened) Scoped() bool { return b.BaselineScope != "" }

// EffectiveBaselineScope is the request's baseline scope: baseline_scope,
// or for a request opened without one, the skeleton's name — the
// top-level "name" of the inline index.yaml, read leniently (a value
// that is not a scalar, or a file that is not YAML, gives "").
func (b *RequestOpened) EffectiveBaselineScope() string {
	if b.BaselineScope != "" {
		return b.BaselineScope
	}
	return SkeletonName(b.Skeleton.Files[SkeletonIndex])
}

// SkeletonName returns the top-level "name" scalar of an index.yaml, or
// "" when there is none. It reads nothing else: it names the scope of an
// old request, and must not depend on how strictly the skeleton parser
// of the day reads the rest of the file.
func SkeletonName(indexYAML string) string {
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte(indexYAML), &doc); err != nil || len(doc.Content) == 0 {
		return ""
	}
	m := doc.Content[0]
	if m.Kind != yaml.MappingNode {
		return ""
	}
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value != "name" {
			continue
		}
		v := m.Content[i+1]
		if v.Kind == yaml.AliasNode && v.Alias != nil {
			v = v.Alias
		}
		if v.Kind != yaml.ScalarNode {
			return ""
		}
		return v.Value
	}
	return ""
}
