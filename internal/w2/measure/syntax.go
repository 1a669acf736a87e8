package measure

import (
	"errors"
	"regexp"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// The syntax of a registered custom property (CSS Properties and Values
// API 1 §5, the `syntax` descriptor of @property) and whether a value
// matches it, for rubric 1.5.0: a registered property whose value does not
// match is invalid at computed-value time, so it takes its initial value
// (or, when it inherits, its parent's).
//
// The data types W2 tells apart are the ones a design token holds: <color>,
// <length>, <percentage>, <length-percentage>, <number>, <integer>,
// <angle>, <time>, <resolution>, <custom-ident>, <string>, <url>, <image>,
// <transform-function> and <transform-list>, and literal identifiers,
// with the + and # multipliers and | alternatives. Any other data type
// (<ratio>, <flex>, …) matches every value: W2 cannot tell, and then
// follows the value rather than the initial one. A math function (calc(),
// min(), …) matches every numeric type: its type is not worked out.
// Colour functions are recognised by name (rgb(), oklch(), color-mix(), …)
// without checking their arguments.

// syntaxComp is one component of a syntax: a data type name with its
// angle brackets ("<color>") or an identifier, and its multiplier.
type syntaxComp struct {
	name string
	mult byte // 0, '+' (space-separated list) or '#' (comma-separated list)
}

// propSyntax is a parsed syntax descriptor; universal is "*".
type propSyntax struct {
	universal bool
	alts      []syntaxComp
}

var errSyntax = errors.New("not a property syntax")

var syntaxIdent = regexp.MustCompile(`^-?[A-Za-z_][A-Za-z0-9_-]*$`)

// parseSyntax parses a syntax descriptor's string (without its quotes).
func parseSyntax(s string) (propSyntax, error) {
	s = strings.TrimSpace(s)
	if s == "*" {
		return propSyntax{universal: true}, nil
	}
	if s == "" {
		return propSyntax{}, errSyntax
	}
	var out propSyntax
	for alt := range strings.SplitSeq(s, "|") {
		alt = strings.TrimSpace(alt)
		c := syntaxComp{}
		if n := len(alt); n > 0 && (alt[n-1] == '+' || alt[n-1] == '#') {
			c.mult, alt = alt[n-1], alt[:n-1]
		}
		switch {
		case strings.HasPrefix(alt, "<") && strings.HasSuffix(alt, ">") && syntaxIdent.MatchString(alt[1:len(alt)-1]):
			c.name = strings.ToLower(alt)
			if c.name == "<transform-list>" && c.mult != 0 {
				return propSyntax{}, errSyntax // pre-multiplied
			}
		case syntaxIdent.MatchString(alt) && !cssWide[strings.ToLower(alt)]:
			c.name = alt
		default:
			return propSyntax{}, errSyntax
		}
		out.alts = append(out.alts, c)
	}
	return out, nil
}

// cssWide are the CSS-wide keywords, which no syntax names and no
// <custom-ident> may be.
var cssWide = map[string]bool{"initial": true, "inherit": true, "unset": true, "revert": true, "revert-layer": true, "default": true}

// matches reports whether value v (a computed custom property's text)
// matches the syntax.
func (sx propSyntax) matches(v string) bool {
	if sx.universal {
		return true
	}
	v = strings.TrimSpace(v)
	if v == "" {
		return false
	}
	for _, c := range sx.alts {
		var parts []string
		switch c.mult {
		case '+':
			parts = splitTop(v, ' ')
		case '#':
			parts = splitTop(v, ',')
		default:
			parts = []string{v}
		}
		if c.name == "<transform-list>" {
			parts = splitTop(v, ' ')
		}
		ok := len(parts) > 0
		for _, p := range parts {
			if !matchesType(c.name, strings.TrimSpace(p)) {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

var (
	numberRe    = regexp.MustCompile(`^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?`)
	identRe     = regexp.MustCompile(`^-?([A-Za-z_]|[^\x00-\x7f]|\\.)([A-Za-z0-9_-]|[^\x00-\x7f]|\\.)*$`)
	lengthUnits = set("px em rem ex rex ch rch ic ric cap rcap lh rlh vw vh vi vb vmin vmax svw svh svi svb svmin svmax lvw lvh lvi lvb lvmin lvmax dvw dvh dvi dvb dvmin dvmax cqw cqh cqi cqb cqmin cqmax cm mm q in pt pc")
	mathFns     = set("calc min max clamp round mod rem abs sign sin cos tan asin acos atan atan2 pow sqrt hypot log exp calc-size")
	colourFns   = set("rgb rgba hsl hsla hwb lab lch oklab oklch color color-mix light-dark contrast-color device-cmyk")
	imageFns    = set("url linear-gradient radial-gradient conic-gradient repeating-linear-gradient repeating-radial-gradient repeating-conic-gradient image-set -webkit-image-set cross-fade element image paint -webkit-linear-gradient -webkit-radial-gradient")
	systemCols  = set("canvas canvastext linktext visitedtext activetext buttonface buttontext buttonborder field fieldtext highlight highlighttext selecteditem selecteditemtext mark marktext graytext accentcolor accentcolortext currentcolor transparent activeborder activecaption appworkspace background buttonhighlight buttonshadow captiontext inactiveborder inactivecaption inactivecaptiontext infobackground infotext menu menutext scrollbar threeddarkshadow threedface threedhighlight threedlightshadow threedshadow window windowframe windowtext")
	numericType = set("<length> <percentage> <length-percentage> <number> <integer> <angle> <time> <resolution>")
)

func set(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

// fnName returns the name of a function value `name(…)`, lowercased, or "".
func fnName(v string) string {
	i := strings.IndexByte(v, '(')
	if i <= 0 || !strings.HasSuffix(v, ")") || !identRe.MatchString(v[:i]) {
		return ""
	}
	return strings.ToLower(v[:i])
}

// dimension splits a number with its unit ("1.5rem" → 1.5's text, "rem").
func dimension(v string) (num, unit string, ok bool) {
	m := numberRe.FindString(v)
	if m == "" {
		return "", "", false
	}
	return m, strings.ToLower(v[len(m):]), true
}

// matchesType reports whether one component value v is of data type t
// (or is the identifier t).
func matchesType(t, v string) bool {
	if v == "" {
		return false
	}
	if !strings.HasPrefix(t, "<") {
		return v == t
	}
	fn := fnName(v)
	if numericType[t] && mathFns[fn] {
		return true
	}
	num, unit, isNum := dimension(v)
	switch t {
	case "<color>":
		return isColour(v)
	case "<length>":
		return isNum && (lengthUnits[unit] || unit == "" && isZero(num))
	case "<percentage>":
		return isNum && unit == "%"
	case "<length-percentage>":
		return isNum && (lengthUnits[unit] || unit == "%" || unit == "" && isZero(num))
	case "<number>":
		return isNum && unit == ""
	case "<integer>":
		return isNum && unit == "" && !strings.ContainsAny(num, ".eE")
	case "<angle>":
		return isNum && (unit == "deg" || unit == "rad" || unit == "grad" || unit == "turn")
	case "<time>":
		return isNum && (unit == "s" || unit == "ms")
	case "<resolution>":
		return isNum && (unit == "dpi" || unit == "dpcm" || unit == "dppx" || unit == "x")
	case "<custom-ident>":
		return identRe.MatchString(v) && !cssWide[strings.ToLower(v)]
	case "<string>":
		return len(v) >= 2 && (v[0] == '"' || v[0] == '\'') && v[len(v)-1] == v[0]
	case "<url>":
		return fn == "url" || fn == "src"
	case "<image>":
		return imageFns[fn]
	case "<transform-function>", "<transform-list>":
		return fn != ""
	}
	return true // a data type W2 does not tell apart
}

func isZero(num string) bool {
	return strings.Trim(strings.TrimLeft(num, "+-"), "0.") == ""
}

// isColour reports whether v is a <color>: a hex colour, a named, system
// or special colour keyword, or a colour function.
func isColour(v string) bool {
	l := strings.ToLower(v)
	if systemCols[l] || colourFns[fnName(l)] {
		return true
	}
	if strings.HasPrefix(l, "#") {
		n := len(l) - 1
		_, err := skeleton.ParseColor(l)
		return err == nil && (n == 3 || n == 4 || n == 6 || n == 8)
	}
	_, err := skeleton.ParseColor(l)
	return err == nil
}

// splitTop splits v at sep outside functions, brackets and strings; with
// sep ' ' at any run of white space, dropping empty parts.
func splitTop(v string, sep byte) []string {
	spans := splitSpans(v, sep)
	out := make([]string, len(spans))
	for i, sp := range spans {
		out[i] = v[sp[0]:sp[1]]
	}
	return out
}

// splitSpans is splitTop's parts as byte offsets [start, end) into v.
func splitSpans(v string, sep byte) [][2]int {
	var out [][2]int
	depth, q, start := 0, byte(0), 0
	isSep := func(c byte) bool {
		if sep == ' ' {
			return isSpace(c)
		}
		return c == sep
	}
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case q != 0:
			if c == '\\' {
				i++
			} else if c == q {
				q = 0
			}
		case c == '"' || c == '\'':
			q = c
		case c == '(' || c == '[' || c == '{':
			depth++
		case (c == ')' || c == ']' || c == '}') && depth > 0:
			depth--
		case depth == 0 && isSep(c):
			out = append(out, [2]int{start, i})
			start = i + 1
		}
	}
	out = append(out, [2]int{start, len(v)})
	if sep == ' ' {
		kept := out[:0]
		for _, sp := range out {
			if sp[1] > sp[0] {
				kept = append(kept, sp)
			}
		}
		out = kept
	}
	return out
}
