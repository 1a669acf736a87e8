package skeleton

import (
	"fmt"
	"slices"
	"strconv"
)

// Complete reports whether c holds the two constraints every request needs
// (docs/CONTRACTS.md §5: otherwise FAIL, CONSTRAINTS_INCOMPLETE).
func (c Constraints) Complete() bool {
	return c.MaxNavLinks != nil && c.MinContrastRatio != nil
}

// MergeConstraints lays a request's constraints over a skeleton's defaults
// (docs/CONTRACTS.md §5). A request may only tighten them:
//
//   - max_nav_links: the request's value when set, and it may not exceed
//     the default;
//   - min_contrast_ratio: the request's value when set, and it may not be
//     below the default;
//   - required_elements, forbidden_elements: the defaults followed by the
//     request's additions (duplicates dropped) — a request cannot remove a
//     default, so leaving one out is not loosening;
//   - single_file_bundle: true when either says so (false means "not
//     requested": the wire form cannot tell false from absent).
//
// A selector that ends up both required and forbidden is an error too.
// Merging is idempotent: merging an effective set over the same defaults
// again gives it back, so a witness can re-check a request's effective
// constraints with it. Errors wrap ErrLoosened or ErrConstraints; the
// result never aliases the inputs.
func MergeConstraints(defaults, request Constraints) (Constraints, error) {
	var out Constraints
	switch {
	case request.MaxNavLinks == nil:
		out.MaxNavLinks = cloneInt(defaults.MaxNavLinks)
	case *request.MaxNavLinks < 0:
		return Constraints{}, fmt.Errorf("%w: max_nav_links %d is negative", ErrConstraints, *request.MaxNavLinks)
	case defaults.MaxNavLinks != nil && *request.MaxNavLinks > *defaults.MaxNavLinks:
		return Constraints{}, fmt.Errorf("%w: max_nav_links %d is above the skeleton's %d", ErrLoosened, *request.MaxNavLinks, *defaults.MaxNavLinks)
	default:
		out.MaxNavLinks = cloneInt(request.MaxNavLinks)
	}
	switch r := request.MinContrastRatio; {
	case r == nil:
		out.MinContrastRatio = cloneFloat(defaults.MinContrastRatio)
	case !(*r >= 1 && *r <= 21):
		return Constraints{}, fmt.Errorf("%w: min_contrast_ratio %s is not in [1, 21]", ErrConstraints, fmtFloat(*r))
	case defaults.MinContrastRatio != nil && *r < *defaults.MinContrastRatio:
		return Constraints{}, fmt.Errorf("%w: min_contrast_ratio %s is below the skeleton's %s", ErrLoosened, fmtFloat(*r), fmtFloat(*defaults.MinContrastRatio))
	default:
		out.MinContrastRatio = cloneFloat(r)
	}
	var err error
	if out.RequiredElements, err = unionSelectors("required_elements", defaults.RequiredElements, request.RequiredElements); err != nil {
		return Constraints{}, err
	}
	if out.ForbiddenElements, err = unionSelectors("forbidden_elements", defaults.ForbiddenElements, request.ForbiddenElements); err != nil {
		return Constraints{}, err
	}
	for _, sel := range out.ForbiddenElements {
		if slices.Contains(out.RequiredElements, sel) {
			return Constraints{}, fmt.Errorf("%w: selector %s is both required and forbidden", ErrConstraints, quote(sel))
		}
	}
	out.SingleFileBundle = defaults.SingleFileBundle || request.SingleFileBundle
	return out, nil
}

// unionSelectors returns a followed by the elements of b not in a; nil
// when both are empty, so that an empty list and an absent one encode the
// same way.
func unionSelectors(key string, a, b []string) ([]string, error) {
	var out []string
	for _, list := range [][]string{a, b} {
		for i, sel := range list {
			if msg := checkSelector(sel); msg != "" {
				return nil, fmt.Errorf("%w: %s[%d]: %s", ErrConstraints, key, i, msg)
			}
			if !slices.Contains(out, sel) {
				out = append(out, sel)
			}
		}
	}
	return out, nil
}

func cloneInt(p *int) *int {
	if p == nil {
		return nil
	}
	v := *p
	return &v
}

func cloneFloat(p *float64) *float64 {
	if p == nil {
		return nil
	}
	v := *p
	return &v
}

func fmtFloat(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
