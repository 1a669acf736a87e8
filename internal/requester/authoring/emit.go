package authoring

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// emit renders a draft as the files of a skeleton: every screen file, then
// index.yaml with each screen's pin. The layout is fixed (block mappings
// for structure, flow mappings for boxes and pins, every string that YAML
// could read as something else quoted), so recording the same page twice
// writes the same bytes and so the same skeleton hash.
func emit(d *draft) map[string]string {
	files := map[string]string{}
	pins := make([]string, len(d.screens))
	for i, s := range d.screens {
		text := emitScreen(s)
		files[s.file] = text
		sum := sha256.Sum256([]byte(text))
		pins[i] = hex.EncodeToString(sum[:])
	}
	files[skeleton.IndexFile] = emitIndex(d, pins)
	return files
}

func emitIndex(d *draft, pins []string) string {
	var b bytes.Buffer
	b.WriteString("# Written by `tribunal skeleton record` from the reference build; record again\n")
	b.WriteString("# to update it. Hand edits to element ids, tolerances, interactions and the\n")
	b.WriteString("# constraints are kept; `tribunal skeleton pin` re-pins after other edits.\n")
	b.WriteString("schema: " + skeleton.IndexSchema + "\n")
	b.WriteString("name: " + scalar(d.name) + "\n")
	b.WriteString("breakpoints:\n")
	for _, bp := range d.breakpoints {
		fmt.Fprintf(&b, "  %s: {width: %d, height: %d}\n", scalar(bp.Name), bp.Width, bp.Height)
	}
	fmt.Fprintf(&b, "spacing: {unit_px: %d}\n", d.unit)
	if len(d.tokens) > 0 {
		b.WriteString("tokens:\n")
		for _, t := range d.tokens {
			if t.note != "" {
				b.WriteString("  # " + comment(t.note) + "\n")
			}
			fmt.Fprintf(&b, "  %s: {value: %s", scalar(t.name), quoted(t.value))
			if t.cssVar != skeleton.DefaultCSSVar(t.name) {
				fmt.Fprintf(&b, ", css_var: %s", quoted(t.cssVar))
			}
			b.WriteString("}\n")
		}
	}
	if p := d.drift; p != nil {
		fmt.Fprintf(&b, "drift_profile: {tolerance_px: %d, token_families: %t}\n", p.TolerancePX, p.TokenFamilies)
	}
	c := d.constraints
	if c.MaxNavLinks != nil || c.MinContrastRatio != nil || len(c.RequiredElements) > 0 || len(c.ForbiddenElements) > 0 || c.SingleFileBundle {
		b.WriteString("constraints:\n")
		line := func(key, val string) {
			b.WriteString("  " + key + ": " + val)
			if n := d.constraintNotes[key]; n != "" {
				b.WriteString("   # " + comment(n))
			}
			b.WriteString("\n")
		}
		if c.MaxNavLinks != nil {
			line("max_nav_links", strconv.Itoa(*c.MaxNavLinks))
		}
		if c.MinContrastRatio != nil {
			line("min_contrast_ratio", num(*c.MinContrastRatio))
		}
		if len(c.RequiredElements) > 0 {
			line("required_elements", list(c.RequiredElements))
		}
		if len(c.ForbiddenElements) > 0 {
			line("forbidden_elements", list(c.ForbiddenElements))
		}
		if c.SingleFileBundle {
			line("single_file_bundle", "true")
		}
	}
	b.WriteString("screens:\n")
	for i, s := range d.screens {
		fmt.Fprintf(&b, "  - {id: %s, file: %s, sha256: %q}\n", scalar(s.id), quoted(s.file), pins[i])
	}
	return b.String()
}

func emitScreen(s *draftScreen) string {
	var b bytes.Buffer
	b.WriteString("schema: " + skeleton.ScreenSchema + "\n")
	b.WriteString("id: " + scalar(s.id) + "\n")
	b.WriteString("path: " + quoted(s.path) + "\n")
	if len(s.elements) == 0 {
		b.WriteString("elements: []\n")
		return b.String()
	}
	b.WriteString("elements:\n")
	for i, e := range s.elements {
		if i > 0 {
			b.WriteString("\n")
		}
		for _, n := range e.notes {
			b.WriteString("  # " + comment(n) + "\n")
		}
		b.WriteString("  - id: " + scalar(e.id) + "\n")
		b.WriteString("    selector: " + quoted(e.selector) + "\n")
		if e.state != "" {
			b.WriteString("    state: " + scalar(e.state) + "\n")
		}
		if len(e.boxes) > 0 {
			b.WriteString("    bbox:\n")
			for _, bx := range e.boxes {
				if bx.rect == nil {
					fmt.Fprintf(&b, "      %s: null\n", scalar(bx.bp))
					continue
				}
				r := bx.rect
				fmt.Fprintf(&b, "      %s: {x: %s, y: %s, w: %s, h: %s}\n", scalar(bx.bp), num(r.X), num(r.Y), num(r.W), num(r.H))
			}
		}
		req := make([]string, len(e.required))
		for k, r := range e.required {
			req[k] = scalar(r)
		}
		fmt.Fprintf(&b, "    must_satisfy: {tolerance_px: %d, required_breakpoints: [%s]", e.tolerance, strings.Join(req, ", "))
		if e.allowTruncation {
			b.WriteString(", allow_truncation: true")
		}
		b.WriteString("}\n")
		if len(e.tokens) > 0 {
			b.WriteString("    tokens_used:\n")
			for _, u := range e.tokens {
				fmt.Fprintf(&b, "      %s: %s\n", scalar(u.Property), scalar(u.Token))
			}
		}
		if len(e.interactions) > 0 {
			b.WriteString("    interactions:\n")
			for _, in := range e.interactions {
				fmt.Fprintf(&b, "      - {event: %s", scalar(in.event))
				switch {
				case in.visualOnly:
					b.WriteString(", visual_only: true")
				case in.bindsTo != nil:
					b.WriteString(", binds_to: " + quoted(*in.bindsTo))
				default:
					b.WriteString(", binds_to: null")
				}
				b.WriteString("}\n")
			}
		}
	}
	return b.String()
}

// plainSafe are scalars YAML reads as the string they spell.
var plainSafe = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_.-]*$`)

// yamlWords are the plain scalars YAML 1.1 or 1.2 read as booleans or
// null, in any case.
var yamlWords = map[string]bool{
	"y": true, "n": true, "yes": true, "no": true, "on": true, "off": true,
	"true": true, "false": true, "null": true,
}

// scalar writes a name (an id, a token, a property, an event) plain when
// YAML reads it back as that string, quoted otherwise ("123", "true").
func scalar(s string) string {
	if plainSafe.MatchString(s) && !yamlWords[strings.ToLower(s)] {
		return s
	}
	return quoted(s)
}

// quoted writes s as a double-quoted scalar: a JSON string is one, once
// the characters JSON leaves raw and YAML does not read as themselves are
// escaped (NEL is a line break to YAML; U+FFFE and U+FFFF are not allowed
// raw).
func quoted(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	return yamlEscapes.Replace(strings.TrimSuffix(b.String(), "\n"))
}

var yamlEscapes = strings.NewReplacer("\u0085", `\u0085`, "\ufffe", `\ufffe`, "\uffff", `\uffff`)

func list(items []string) string {
	q := make([]string, len(items))
	for i, s := range items {
		q[i] = quoted(s)
	}
	return "[" + strings.Join(q, ", ") + "]"
}

// num writes a CSS px value exactly: the shortest decimal that reads back
// as the same float64 (layout values are multiples of 1/64 px, so they
// are short), so that a recorded box is the measured one to the bit.
func num(f float64) string {
	if f == 0 {
		return "0"
	}
	return strconv.FormatFloat(f, 'f', -1, 64)
}

// comment keeps a comment on its line and loadable: control characters
// (and line breaks YAML knows: NEL, U+2028, U+2029) and the two
// non-characters YAML refuses become spaces; invalid UTF-8 becomes U+FFFD.
func comment(s string) string {
	s = strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f || r >= 0x80 && r <= 0x9f || r == 0x2028 || r == 0x2029 || r == 0xfffe || r == 0xffff {
			return ' '
		}
		return r
	}, s)
	return strings.TrimRight(s, " ")
}
