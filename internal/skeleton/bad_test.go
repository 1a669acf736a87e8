package skeleton

import (
	"errors"
	"regexp"
	"strings"
	"testing"
)

// baseIndex and baseScreen are a small valid skeleton that each bad case
// edits. PIN(file) is replaced by the hash of that file as the case leaves
// it, so a case only breaks what it means to break.
const baseIndex = `schema: design-skeleton.v1
name: acme-web
breakpoints:
  mobile:  {width: 375,  height: 812}
  desktop: {width: 1440, height: 900}
spacing: {unit_px: 8}
tokens:
  color.accent.sun: {value: "#f5a623", css_var: "--accent-sun"}
  color.text.primary: {value: "#1a1a1a"}
  space.gutter: {value: 16px}
constraints:
  max_nav_links: 5
  min_contrast_ratio: 4.5
  required_elements: ["#hero .cta"]
  forbidden_elements: ["marquee"]
screens:
  - {id: home, file: screens/home.yaml, sha256: "PIN(screens/home.yaml)"}
`

const baseScreen = `schema: design-skeleton.v1/screen
id: home
path: /index.html
elements:
  - id: hero-cta
    selector: "#hero .cta"
    bbox:
      mobile:  {x: 16, y: 420, w: 343, h: 48}
      desktop: null
    must_satisfy:
      tolerance_px: 4
      required_breakpoints: [mobile, desktop]
    tokens_used:
      background-color: color.accent.sun
    interactions:
      - {event: click, binds_to: "route:/signup.html"}
      - {event: mouseenter, visual_only: true}
`

var pinRE = regexp.MustCompile(`PIN\(([^)]*)\)`)

// skel builds the inline files of a skeleton, resolving PIN(...) in the
// index.
func skel(index string, screens map[string]string) map[string]string {
	files := map[string]string{}
	for name, text := range screens {
		files[name] = text
	}
	files[IndexFile] = pinRE.ReplaceAllStringFunc(index, func(m string) string {
		return hashOf([]byte(files[pinRE.FindStringSubmatch(m)[1]]))
	})
	return files
}

// edit replaces the first occurrence of each old with new; it panics when
// old is absent so that a case can never silently test the base.
func edit(s string, pairs ...string) string {
	for i := 0; i+1 < len(pairs); i += 2 {
		if !strings.Contains(s, pairs[i]) {
			panic("edit: " + pairs[i] + " not found")
		}
		s = strings.Replace(s, pairs[i], pairs[i+1], 1)
	}
	return s
}

func TestBaseIsGood(t *testing.T) {
	s, err := LoadFiles(skel(baseIndex, map[string]string{"screens/home.yaml": baseScreen}), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Screens) != 1 || len(s.Screens[0].Elements) != 1 {
		t.Fatalf("%+v", s)
	}
}

type badCase struct {
	name   string
	index  string // "" = baseIndex
	screen string // "" = baseScreen
	want   string
	is     error // nil = ErrSchema
}

var badCases = []badCase{
	// --- index.yaml: structure and types
	{name: "unknown top-level key", index: baseIndex + "colour: red\n",
		want: `index.yaml:18:1: colour: unknown key "colour" (known: breakpoints, constraints, drift_profile, name, schema, screens, spacing, tokens)`},
	{name: "duplicate key", index: edit(baseIndex, "name: acme-web\n", "name: acme-web\nname: other\n"),
		want: `index.yaml:3:1: name: duplicate key "name" (first at line 2)`},
	{name: "duplicate key in flow mapping", index: edit(baseIndex, "{width: 375,", "{width: 375, width: 376,"),
		want: `index.yaml:4:25: breakpoints.mobile.width: duplicate key "width" (first at line 4)`},
	{name: "name wrong type", index: edit(baseIndex, "name: acme-web", "name: 123"),
		want: `index.yaml:2:7: name: expected a string, got integer 123`},
	{name: "name empty", index: edit(baseIndex, "name: acme-web", `name: ""`),
		want: `index.yaml:2:7: name: "" must be 1-128 bytes`},
	{name: "wrong schema", index: edit(baseIndex, "schema: design-skeleton.v1", "schema: design-skeleton.v2"),
		want: `index.yaml:1:9: schema: is "design-skeleton.v2", want "design-skeleton.v1"`},
	{name: "screen schema in index", index: edit(baseIndex, "schema: design-skeleton.v1", "schema: design-skeleton.v1/screen"),
		want: `index.yaml:1:9: schema: is "design-skeleton.v1/screen", want "design-skeleton.v1"`},
	{name: "missing spacing", index: edit(baseIndex, "spacing: {unit_px: 8}\n", ""),
		want: `index.yaml:1:1: missing required key "spacing"`},
	{name: "top level is a sequence", index: "- schema: design-skeleton.v1\n",
		want: `index.yaml:1:1: expected a mapping, got a sequence`},
	{name: "key is not a string", index: baseIndex + "1: x\n",
		want: `index.yaml:18:1: keys must be strings, got integer 1`},
	{name: "complex key", index: baseIndex + "? [a]\n: x\n",
		want: `index.yaml:18:3: keys must be strings, got a sequence`},
	{name: "null value", index: edit(baseIndex, "spacing: {unit_px: 8}", "spacing:"),
		want: `index.yaml:6:9: spacing: expected a mapping, got null`},

	// --- YAML features left out, syntax, encoding
	{name: "alias without anchor", index: edit(baseIndex, "name: acme-web", "name: *x"),
		want: `index.yaml:2:7: alias *x names no anchor defined before it`},
	{name: "alias before its anchor", index: edit(baseIndex, "name: acme-web", "name: *sp", "spacing: {unit_px: 8}", "spacing: &sp {unit_px: 8}"),
		want: `index.yaml:2:7: alias *sp names no anchor defined before it`},
	{name: "recursive alias", index: baseIndex + "x: &loop [*loop]\n",
		want: `index.yaml:18:11: alias *loop names a node that contains it`},
	{name: "recursive alias in a mapping", index: edit(baseIndex, "spacing: {unit_px: 8}", "spacing: &sp {unit_px: *sp}"),
		want: `index.yaml:6:24: alias *sp names a node that contains it`},
	{name: "alias bomb", index: baseIndex + aliasBomb,
		want: `index.yaml:23:26: aliases expand to more than 65536 YAML nodes in this file`},
	{name: "aliased value still checked", index: edit(baseIndex, "width: 1440", "width: &big 1440", "unit_px: 8", "unit_px: *big"),
		want: `index.yaml:5:20: spacing.unit_px: 1440 is out of range [1, 1024]`},
	{name: "merged value still checked", index: edit(baseIndex, "  mobile:  {width: 375,  height: 812}\n  desktop: {width: 1440, height: 900}", "  mobile: &bp {width: 375,  height: 812}\n  desktop: {<<: *bp, height: 0}"),
		want: `index.yaml:5:30: breakpoints.desktop.height: 0 is out of range [1, 16384]`},
	{name: "merge of a scalar", index: edit(baseIndex, "spacing: {unit_px: 8}", "spacing: {<<: 8}"),
		want: `index.yaml:6:15: a merge key (<<) takes a mapping or a list of mappings, got integer 8`},
	{name: "merge of a list of scalars", index: edit(baseIndex, "spacing: {unit_px: 8}", "spacing: {<<: [8]}"),
		want: `index.yaml:6:16: a merge key (<<) takes a mapping or a list of mappings, got integer 8`},
	{name: "merged key unknown", index: edit(baseIndex, "spacing: {unit_px: 8}", "spacing: {<<: {unit_px: 8, unit: 4}}"),
		want: `index.yaml:6:28: spacing.unit: unknown key "unit" (known: unit_px)`},
	{name: "explicit tag", index: edit(baseIndex, "name: acme-web", "name: !!str acme-web"),
		want: `index.yaml:2:7: name: explicit tags are not allowed`},
	{name: "syntax error", index: edit(baseIndex, "name: acme-web", "name: acme: web"),
		want: `index.yaml:2: YAML syntax: mapping values are not allowed in this context`},
	{name: "syntax error, parser", index: edit(baseIndex, `required_elements: ["#hero .cta"]`, `required_elements: ["#hero .cta"`),
		want: `index.yaml:14: YAML syntax: did not find expected ',' or ']'`},
	{name: "syntax error on line 1", index: "a: b: c\n",
		want: `index.yaml:1: YAML syntax: mapping values are not allowed in this context`},
	{name: "bad indentation", index: edit(baseIndex, "  desktop: {width: 1440, height: 900}", " desktop: {width: 1440, height: 900}"),
		want: `index.yaml:5: YAML syntax: did not find expected key`},
	{name: "two documents", index: baseIndex + "---\nname: x\n",
		want: `index.yaml:19: more than one YAML document`},
	{name: "empty second document", index: baseIndex + "---\n",
		want: `index.yaml:18: more than one YAML document`},
	{name: "document marker alone", index: "---",
		want: `index.yaml:1: expected a mapping, got null`},
	{name: "empty", index: "",
		want: `index.yaml:1: empty document`},
	{name: "only comments", index: "# nothing\n",
		want: `index.yaml:1: empty document`},
	{name: "not UTF-8", index: edit(baseIndex, "acme-web", "acme-w\xffb"),
		want: `index.yaml:2:13: invalid UTF-8 byte 0xff`},
	{name: "control character", index: edit(baseIndex, "acme-web", "acme\x01web"),
		want: `index.yaml:2:11: control character U+0001 is not allowed`},
	{name: "escaped control character", index: edit(baseIndex, "name: acme-web", `name: "acme\u0001web"`),
		want: `index.yaml:2:7: name: "acme\x01web" holds a control character`},

	// --- breakpoints and spacing
	{name: "negative width", index: edit(baseIndex, "width: 375", "width: -375"),
		want: `index.yaml:4:20: breakpoints.mobile.width: -375 is out of range [1, 16384]`},
	{name: "zero height", index: edit(baseIndex, "height: 900", "height: 0"),
		want: `index.yaml:5:34: breakpoints.desktop.height: 0 is out of range [1, 16384]`},
	{name: "float width", index: edit(baseIndex, "width: 375", "width: 375.5"),
		want: `index.yaml:4:20: breakpoints.mobile.width: expected an integer, got number 375.5`},
	{name: "width as string", index: edit(baseIndex, "width: 375", `width: "375"`),
		want: `index.yaml:4:20: breakpoints.mobile.width: expected an integer, got string "375"; write 375 without quotes`},
	{name: "width with px", index: edit(baseIndex, "width: 375", `width: "375px"`),
		want: `index.yaml:4:20: breakpoints.mobile.width: expected an integer, got string "375px"; write 375 (CSS px)`},
	{name: "width with unquoted px", index: edit(baseIndex, "width: 375", `width: 375px`),
		want: `index.yaml:4:20: breakpoints.mobile.width: expected an integer, got string "375px"; write 375 (CSS px)`},
	{name: "width with rem", index: edit(baseIndex, "width: 375", `width: 23rem`),
		want: `index.yaml:4:20: breakpoints.mobile.width: expected an integer, got string "23rem"`},
	{name: "breakpoint written as a box", index: edit(baseIndex, "{width: 375,  height: 812}", "{w: 375, h: 812}"),
		want: `index.yaml:4:13: breakpoints.mobile.w: unknown key "w" (known: height, width); a breakpoint uses width and height (write width)`},
	{name: "integral float out of range", index: edit(baseIndex, "width: 375", "width: 0.0"),
		want: `index.yaml:4:20: breakpoints.mobile.width: 0.0 is out of range [1, 16384]`},
	{name: "float infinity for an integer", index: edit(baseIndex, "width: 375", "width: .inf"),
		want: `index.yaml:4:20: breakpoints.mobile.width: expected an integer, got number .inf`},
	{name: "missing height", index: edit(baseIndex, "{width: 375,  height: 812}", "{width: 375}"),
		want: `index.yaml:4:12: breakpoints.mobile: missing required key "height"`},
	{name: "unknown breakpoint key", index: edit(baseIndex, "{width: 375,", "{width: 375, dpr: 2,"),
		want: `index.yaml:4:25: breakpoints.mobile.dpr: unknown key "dpr" (known: height, width)`},
	{name: "bad breakpoint name", index: edit(baseIndex, "  mobile:  {", "  mo@bile:  {"),
		want: `index.yaml:4:3: breakpoints["mo@bile"]: breakpoint name "mo@bile" may hold only letters, digits, '_' and '-'`},
	{name: "no breakpoints", index: edit(baseIndex, "breakpoints:\n  mobile:  {width: 375,  height: 812}\n  desktop: {width: 1440, height: 900}\n", "breakpoints: {}\n"),
		want: `index.yaml:3:14: breakpoints: at least one breakpoint is required`},
	{name: "huge width", index: edit(baseIndex, "width: 1440", "width: 99999999999999999999999"),
		want: `index.yaml:5:20: breakpoints.desktop.width: 99999999999999999999999 is out of range [1, 16384]`},
	{name: "unit_px string", index: edit(baseIndex, "unit_px: 8", "unit_px: 8px"),
		want: `index.yaml:6:20: spacing.unit_px: expected an integer, got string "8px"; write 8 (CSS px)`},
	{name: "unit_px zero", index: edit(baseIndex, "unit_px: 8", "unit_px: 0"),
		want: `index.yaml:6:20: spacing.unit_px: 0 is out of range [1, 1024]`},

	// --- tokens
	{name: "bad hex colour", index: edit(baseIndex, `"#f5a623"`, `"#f5a62"`),
		want: `index.yaml:8:29: tokens["color.accent.sun"].value: bad colour "#f5a62": #f5a62 is not a hex colour (3, 4, 6 or 8 digits)`},
	{name: "bad hex digit", index: edit(baseIndex, `"#f5a623"`, `"#f5a6zz"`),
		want: `index.yaml:8:29: tokens["color.accent.sun"].value: bad colour "#f5a6zz": #f5a6zz is not a hex colour`},
	{name: "rgb out of range", index: edit(baseIndex, `"#f5a623"`, `"rgb(300, 0, 0)"`),
		want: `index.yaml:8:29: tokens["color.accent.sun"].value: bad colour "rgb(300, 0, 0)": rgb(): component "300" is not in [0, 255] or [0%, 100%]`},
	{name: "rgb too few", index: edit(baseIndex, `"#f5a623"`, `"rgb(1 2)"`),
		want: `index.yaml:8:29: tokens["color.accent.sun"].value: bad colour "rgb(1 2)": rgb() takes 3 components and an optional alpha`},
	{name: "hsl bad", index: edit(baseIndex, `"#f5a623"`, `"hsl(10 20 x)"`),
		want: `index.yaml:8:29: tokens["color.accent.sun"].value: bad colour "hsl(10 20 x)": hsl(): "x" is not a percentage in [0%, 100%]`},
	{name: "alpha out of range", index: edit(baseIndex, `"#f5a623"`, `"rgba(0,0,0,2)"`),
		want: `index.yaml:8:29: tokens["color.accent.sun"].value: bad colour "rgba(0,0,0,2)": rgba(): alpha "2" is not in [0, 1] or [0%, 100%]`},
	{name: "token value missing", index: edit(baseIndex, `{value: "#1a1a1a"}`, `{css_var: --text}`),
		want: `index.yaml:9:23: tokens["color.text.primary"]: missing required key "value"`},
	{name: "token value number", index: edit(baseIndex, `{value: 16px}`, `{value: 16}`),
		want: `index.yaml:10:25: tokens["space.gutter"].value: expected a string, got integer 16`},
	{name: "css_var without dashes", index: edit(baseIndex, `css_var: "--accent-sun"`, `css_var: "accent-sun"`),
		want: `index.yaml:8:49: tokens["color.accent.sun"].css_var: "accent-sun" must be "--" and 1-126 more characters`},
	{name: "css_var duplicate", index: edit(baseIndex, `{value: "#1a1a1a"}`, `{value: "#1a1a1a", css_var: --accent-sun}`),
		want: `index.yaml:9:51: tokens["color.text.primary"]: css_var "--accent-sun" is already used by token "color.accent.sun"`},
	{name: "default css_var collides", index: edit(baseIndex, `css_var: "--accent-sun"`, `css_var: "--space-gutter"`),
		want: `index.yaml:10:17: tokens["space.gutter"]: css_var "--space-gutter" is already used by token "color.accent.sun"`},
	{name: "token name empty segment", index: edit(baseIndex, "  space.gutter:", "  space..gutter:"),
		want: `index.yaml:10:3: tokens["space..gutter"]: token name "space..gutter" has an empty segment between dots`},
	{name: "token unknown key", index: edit(baseIndex, `{value: 16px}`, `{value: 16px, unit: px}`),
		want: `index.yaml:10:31: tokens["space.gutter"].unit: unknown key "unit" (known: css_var, value)`},

	// --- drift_profile and constraints
	{name: "drift_profile without tolerance", index: edit(baseIndex, "constraints:\n", "drift_profile: {token_families: true}\nconstraints:\n"),
		want: `index.yaml:11:16: drift_profile: missing required key "tolerance_px"`},
	{name: "drift_profile string bool", index: edit(baseIndex, "constraints:\n", "drift_profile: {tolerance_px: 12, token_families: yes}\nconstraints:\n"),
		want: `index.yaml:11:51: drift_profile.token_families: expected a boolean, got string "yes"`},
	{name: "contrast below 1", index: edit(baseIndex, "min_contrast_ratio: 4.5", "min_contrast_ratio: 0.5"),
		want: `index.yaml:13:23: constraints.min_contrast_ratio: 0.5 is out of range [1, 21]`},
	{name: "contrast nan", index: edit(baseIndex, "min_contrast_ratio: 4.5", "min_contrast_ratio: .nan"),
		want: `index.yaml:13:23: constraints.min_contrast_ratio: .nan is not a finite number`},
	{name: "negative nav links", index: edit(baseIndex, "max_nav_links: 5", "max_nav_links: -1"),
		want: `index.yaml:12:18: constraints.max_nav_links: -1 is out of range [0, 1048576]`},
	{name: "empty selector", index: edit(baseIndex, `["#hero .cta"]`, `["#hero .cta", ""]`),
		want: `index.yaml:14:37: constraints.required_elements[1]: selector is empty`},
	{name: "blank selector", index: edit(baseIndex, `["marquee"]`, `["  "]`),
		want: `index.yaml:15:24: constraints.forbidden_elements[0]: selector is empty`},
	{name: "selector not a string", index: edit(baseIndex, `["marquee"]`, `[{a: b}]`),
		want: `index.yaml:15:24: constraints.forbidden_elements[0]: expected a string, got a mapping`},
	{name: "duplicate selector", index: edit(baseIndex, `["marquee"]`, `["marquee", "marquee"]`),
		want: `index.yaml:15:35: constraints.forbidden_elements[1]: duplicate selector "marquee"`},
	{name: "required and forbidden", index: edit(baseIndex, `["marquee"]`, `["#hero .cta"]`),
		want: `index.yaml:15:24: constraints.forbidden_elements[0]: selector "#hero .cta" is both required and forbidden`},
	{name: "selector list null", index: edit(baseIndex, `["marquee"]`, `~`),
		want: `index.yaml:15:23: constraints.forbidden_elements: expected a sequence, got null`},
	{name: "unquoted hex colour", index: edit(baseIndex, `{value: "#1a1a1a"}`, "\n    value: #1a1a1a"),
		want: `index.yaml:10:11: tokens["color.text.primary"].value: expected a string, got null; quote colour values: "#1a1a1a" (unquoted, YAML reads # as a comment)`},
	{name: "unquoted hex colour in a flow mapping", index: edit(baseIndex, `{value: "#1a1a1a"}`, "{value: #1a1a1a}"),
		want: `index.yaml:9: YAML syntax: did not find expected ',' or '}'; quote colour values: "#1a1a1a" (line 9; unquoted, YAML reads # as a comment)`},
	{name: "not a colour name", index: edit(baseIndex, "space.gutter: {value: 16px}", "space.gutter: {value: reddish}"),
		screen: edit(baseScreen, "background-color: color.accent.sun", "background-color: space.gutter"),
		want:   `screens/home.yaml:14:25: elements[0].tokens_used.background-color: token "space.gutter" (value "reddish") is not a colour, but background-color takes one`},
	{name: "constraints unknown key", index: edit(baseIndex, "max_nav_links: 5", "max_links: 5"),
		want: `index.yaml:12:3: constraints.max_links: unknown key "max_links" (known: forbidden_elements, max_nav_links, min_contrast_ratio, required_elements, single_file_bundle)`},

	// --- screens list, pins, files
	{name: "no screens", index: edit(baseIndex, "screens:\n  - {id: home, file: screens/home.yaml, sha256: \"PIN(screens/home.yaml)\"}\n", "screens: []\n"),
		want: `index.yaml:16:10: screens: at least one screen is required`},
	{name: "screen file escapes", index: edit(baseIndex, "file: screens/home.yaml", "file: ../home.yaml"),
		want: `index.yaml:17:22: screens[0].file: "../home.yaml" must be a clean path inside the skeleton (no '.', '..' or empty segments)`},
	{name: "screen file absolute", index: edit(baseIndex, "file: screens/home.yaml", "file: /etc/home.yaml"),
		want: `index.yaml:17:22: screens[0].file: "/etc/home.yaml" must be a relative path`},
	{name: "screen file unclean", index: edit(baseIndex, "file: screens/home.yaml", "file: screens/./home.yaml"),
		want: `index.yaml:17:22: screens[0].file: "screens/./home.yaml" must be a clean path inside the skeleton (no '.', '..' or empty segments)`},
	{name: "screen file backslash", index: edit(baseIndex, "file: screens/home.yaml", `file: 'screens\home.yaml'`),
		want: `index.yaml:17:22: screens[0].file: "screens\\home.yaml" may not contain '\' or ':'`},
	{name: "screen file is the index", index: edit(baseIndex, "file: screens/home.yaml", "file: index.yaml"),
		want: `index.yaml:17:22: screens[0].file: "index.yaml" may not name the index or its signature`},
	{name: "uppercase pin", index: edit(baseIndex, `sha256: "PIN(screens/home.yaml)"`, `sha256: "`+strings.Repeat("A", 64)+`"`),
		want: `index.yaml:17:49: screens[0].sha256: "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" is not 64 lowercase hex digits`},
	{name: "pin mismatch", index: edit(baseIndex, `sha256: "PIN(screens/home.yaml)"`, `sha256: "`+strings.Repeat("0", 64)+`"`),
		is:   ErrPinMismatch,
		want: `index.yaml:17:49: screens[0].sha256: screens/home.yaml hashes to ` + hashOf([]byte(baseScreen)) + `, the index pins ` + strings.Repeat("0", 64)},
	{name: "screen file missing", index: edit(baseIndex, "file: screens/home.yaml", "file: screens/nope.yaml"),
		want: `index.yaml:17:22: screens[0].file: "screens/nope.yaml": file not found`},
	{name: "duplicate screen id", index: baseIndex + "  - {id: home, file: screens/other.yaml, sha256: \"" + strings.Repeat("0", 64) + "\"}\n",
		want: `index.yaml:18:10: screens[1].id: duplicate screen id "home" (also screens[0])`},
	{name: "duplicate screen file", index: baseIndex + "  - {id: other, file: screens/home.yaml, sha256: \"" + strings.Repeat("0", 64) + "\"}\n",
		want: `index.yaml:18:23: screens[1].file: screen file "screens/home.yaml" is also used by screens[0]`},
	{name: "bad screen id", index: edit(baseIndex, "{id: home,", "{id: home/x,"),
		want: `index.yaml:17:10: screens[0].id: screen id "home/x" may hold only letters, digits, '_' and '-'`},
	{name: "screen missing sha256", index: edit(baseIndex, `, sha256: "PIN(screens/home.yaml)"`, ""),
		want: `index.yaml:17:5: screens[0]: missing required key "sha256"`},

	// --- screen files
	{name: "unknown breakpoint in bbox", screen: edit(baseScreen, "      desktop: null\n", "      desktop: null\n      tablet: null\n"),
		want: `screens/home.yaml:10:7: elements[0].bbox.tablet: unknown breakpoint "tablet" (known: desktop, mobile)`},
	{name: "unknown required breakpoint", screen: edit(baseScreen, "[mobile, desktop]", "[mobile, watch]"),
		want: `screens/home.yaml:12:38: elements[0].must_satisfy.required_breakpoints[1]: unknown breakpoint "watch" (known: desktop, mobile)`},
	{name: "duplicate required breakpoint", screen: edit(baseScreen, "[mobile, desktop]", "[mobile, mobile]"),
		want: `screens/home.yaml:12:38: elements[0].must_satisfy.required_breakpoints[1]: duplicate breakpoint "mobile"`},
	{name: "no required breakpoints", screen: edit(baseScreen, "[mobile, desktop]", "[]"),
		want: `screens/home.yaml:12:29: elements[0].must_satisfy.required_breakpoints: at least one breakpoint is required`},
	{name: "required breakpoint without bbox", screen: edit(baseScreen, "      desktop: null\n", ""),
		want: `screens/home.yaml:8:7: elements[0].bbox: required breakpoint "desktop" (must_satisfy.required_breakpoints[1]) has no bbox; give a box or null (hidden)`},
	{name: "no bbox at all", screen: edit(baseScreen, "    bbox:\n      mobile:  {x: 16, y: 420, w: 343, h: 48}\n      desktop: null\n", ""),
		want: `screens/home.yaml:5:5: elements[0].bbox: required breakpoint "mobile" (must_satisfy.required_breakpoints[0]) has no bbox; give a box or null (hidden)`},
	{name: "negative width", screen: edit(baseScreen, "w: 343", "w: -343"),
		want: `screens/home.yaml:8:35: elements[0].bbox.mobile.w: -343 is out of range [0, 16777216]`},
	{name: "zero height", screen: edit(baseScreen, "h: 48", "h: 0"),
		want: `screens/home.yaml:8:43: elements[0].bbox.mobile.h: size must be positive (use null for an element that must be hidden)`},
	{name: "missing h", screen: edit(baseScreen, ", h: 48}", "}"),
		want: `screens/home.yaml:8:16: elements[0].bbox.mobile: missing required key "h"`},
	{name: "x as string", screen: edit(baseScreen, "x: 16", "x: 16px"),
		want: `screens/home.yaml:8:20: elements[0].bbox.mobile.x: expected a number, got string "16px"; write 16 (CSS px)`},
	{name: "bbox with width", screen: edit(baseScreen, "w: 343, h: 48", "width: 343, height: 48"),
		want: `screens/home.yaml:8:32: elements[0].bbox.mobile.width: unknown key "width" (known: h, w, x, y); a bbox uses x, y, w, h (write w)`},
	{name: "bbox with left", screen: edit(baseScreen, "{x: 16, y: 420,", "{left: 16, top: 420,"),
		want: `screens/home.yaml:8:17: elements[0].bbox.mobile.left: unknown key "left" (known: h, w, x, y); a bbox uses x, y, w, h (write x)`},
	{name: "fractional tolerance", screen: edit(baseScreen, "tolerance_px: 4", "tolerance_px: 4.5"),
		want: `screens/home.yaml:11:21: elements[0].must_satisfy.tolerance_px: expected an integer, got number 4.5`},
	{name: "required breakpoint as a string", screen: edit(baseScreen, "[mobile, desktop]", "mobile"),
		want: `screens/home.yaml:12:29: elements[0].must_satisfy.required_breakpoints: expected a sequence, got string "mobile"; write [mobile] (or all)`},
	{name: "required breakpoints some other word", screen: edit(baseScreen, "[mobile, desktop]", "every"),
		want: `screens/home.yaml:12:29: elements[0].must_satisfy.required_breakpoints: expected a sequence of breakpoints or "all", got string "every"`},
	{name: "all without a box everywhere", screen: edit(baseScreen, "[mobile, desktop]", "all", "      desktop: null\n", ""),
		want: `screens/home.yaml:8:7: elements[0].bbox: required breakpoint "desktop" (must_satisfy.required_breakpoints[1]) has no bbox; give a box or null (hidden)`},
	{name: "all in a list", screen: edit(baseScreen, "[mobile, desktop]", "[all]"),
		want: `screens/home.yaml:12:30: elements[0].must_satisfy.required_breakpoints[0]: unknown breakpoint "all" (known: desktop, mobile)`},
	{name: "infinite y", screen: edit(baseScreen, "y: 420", "y: .inf"),
		want: `screens/home.yaml:8:27: elements[0].bbox.mobile.y: .inf is not a finite number`},
	{name: "bbox null", screen: edit(baseScreen, "    bbox:\n      mobile:  {x: 16, y: 420, w: 343, h: 48}\n      desktop: null\n", "    bbox: null\n"),
		want: `screens/home.yaml:7:11: elements[0].bbox: expected a mapping, got null`},
	{name: "bbox sequence", screen: edit(baseScreen, "desktop: null", "desktop: [1, 2, 3, 4]"),
		want: `screens/home.yaml:9:16: elements[0].bbox.desktop: expected a mapping, got a sequence`},
	{name: "unknown token", screen: edit(baseScreen, "background-color: color.accent.sun", "background-color: color.accent.moon"),
		want: `screens/home.yaml:14:25: elements[0].tokens_used.background-color: unknown token "color.accent.moon" (known: color.accent.sun, color.text.primary, space.gutter)`},
	{name: "non-colour token on colour property", screen: edit(baseScreen, "background-color: color.accent.sun", "color: space.gutter"),
		want: `screens/home.yaml:14:14: elements[0].tokens_used.color: token "space.gutter" (value "16px") is not a colour, but color takes one`},
	{name: "bad CSS property", screen: edit(baseScreen, "background-color:", "Background-Color:"),
		want: `screens/home.yaml:14:7: elements[0].tokens_used.Background-Color: CSS property "Background-Color" must be a lowercase CSS property name`},
	{name: "duplicate CSS property", screen: edit(baseScreen, "      background-color: color.accent.sun\n", "      background-color: color.accent.sun\n      background-color: color.text.primary\n"),
		want: `screens/home.yaml:15:7: elements[0].tokens_used.background-color: duplicate key "background-color" (first at line 14)`},
	{name: "empty selector", screen: edit(baseScreen, `selector: "#hero .cta"`, `selector: ""`),
		want: `screens/home.yaml:6:15: elements[0].selector: selector is empty`},
	{name: "missing selector", screen: edit(baseScreen, "    selector: \"#hero .cta\"\n", ""),
		want: `screens/home.yaml:5:5: elements[0]: missing required key "selector"`},
	{name: "selector with newline", screen: edit(baseScreen, `selector: "#hero .cta"`, `selector: "#hero\n.cta"`),
		want: `screens/home.yaml:6:15: elements[0].selector: selector holds a control character`},
	{name: "duplicate element id", screen: baseScreen + "  - {id: hero-cta, selector: x, bbox: {mobile: null}, must_satisfy: {tolerance_px: 1, required_breakpoints: [mobile]}}\n",
		want: `screens/home.yaml:18:5: elements[1].id: duplicate element id "hero-cta" (also elements[0])`},
	{name: "element id with slash", screen: edit(baseScreen, "id: hero-cta", "id: hero/cta"),
		want: `screens/home.yaml:5:9: elements[0].id: element id "hero/cta" may hold only letters, digits, '_' and '-'`},
	{name: "missing must_satisfy", screen: edit(baseScreen, "    must_satisfy:\n      tolerance_px: 4\n      required_breakpoints: [mobile, desktop]\n", ""),
		want: `screens/home.yaml:5:5: elements[0]: missing required key "must_satisfy"`},
	{name: "unknown element state", screen: edit(baseScreen, "    selector: \"#hero .cta\"\n", "    selector: \"#hero .cta\"\n    state: greyed\n"),
		want: `screens/home.yaml:7:12: elements[0].state: unknown state "greyed" (known: disabled)`},
	{name: "allow_truncation not a boolean", screen: edit(baseScreen, "tolerance_px: 4\n", "tolerance_px: 4\n      allow_truncation: sometimes\n"),
		want: `screens/home.yaml:12:25: elements[0].must_satisfy.allow_truncation: expected a boolean, got string "sometimes"`},
	{name: "negative tolerance", screen: edit(baseScreen, "tolerance_px: 4", "tolerance_px: -1"),
		want: `screens/home.yaml:11:21: elements[0].must_satisfy.tolerance_px: -1 is out of range [0, 4096]`},
	{name: "elements not a list", screen: baseScreen[:strings.Index(baseScreen, "elements:")] + "elements: {}\n",
		want: `screens/home.yaml:4:11: elements: expected a sequence, got a mapping`},
	{name: "interaction unknown key", screen: edit(baseScreen, "{event: click,", "{event: click, on: x,"),
		want: `screens/home.yaml:16:24: elements[0].interactions[0].on: unknown key "on" (known: binds_to, event, visual_only)`},
	{name: "interaction missing event", screen: edit(baseScreen, "{event: mouseenter, visual_only: true}", "{visual_only: true}"),
		want: `screens/home.yaml:17:9: elements[0].interactions[1]: missing required key "event"`},
	{name: "javascript binds_to", screen: edit(baseScreen, `"route:/signup.html"`, `"javascript:alert(1)"`),
		want: `screens/home.yaml:16:34: elements[0].interactions[0].binds_to: binds_to scheme "javascript" is not supported (use route:, handler:, #id or an http(s) URL)`},
	{name: "route without slash", screen: edit(baseScreen, `"route:/signup.html"`, `"route:signup.html"`),
		want: `screens/home.yaml:16:34: elements[0].interactions[0].binds_to: route target "signup.html" must start with '/'`},
	{name: "route escaping", screen: edit(baseScreen, `"route:/signup.html"`, `"route:/a/../../etc/passwd"`),
		want: `screens/home.yaml:16:34: elements[0].interactions[0].binds_to: page "/a/../../etc/passwd" climbs above the product root`},
	{name: "relative escaping", screen: edit(baseScreen, `"route:/signup.html"`, `"../secret.html"`),
		want: `screens/home.yaml:16:34: elements[0].interactions[0].binds_to: page "/../secret.html" climbs above the product root`},
	{name: "encoded escape", screen: edit(baseScreen, `"route:/signup.html"`, `"route:/%2e%2e/x"`),
		want: `screens/home.yaml:16:34: elements[0].interactions[0].binds_to: page "/%2e%2e/x" climbs above the product root`},
	{name: "bad handler", screen: edit(baseScreen, `"route:/signup.html"`, `"handler:window.open"`),
		want: `screens/home.yaml:16:34: elements[0].interactions[0].binds_to: handler "window.open" is not a JavaScript identifier`},
	{name: "empty element id", screen: edit(baseScreen, `"route:/signup.html"`, `"#"`),
		want: `screens/home.yaml:16:34: elements[0].interactions[0].binds_to: binds_to "#" names no element id`},
	{name: "binds_to with space", screen: edit(baseScreen, `"route:/signup.html"`, `"route:/sign up.html"`),
		want: `screens/home.yaml:16:34: elements[0].interactions[0].binds_to: binds_to "route:/sign up.html" holds a space or control character`},
	{name: "binds_to number", screen: edit(baseScreen, `"route:/signup.html"`, `5`),
		want: `screens/home.yaml:16:34: elements[0].interactions[0].binds_to: expected a string or null, got integer 5`},
	{name: "visual_only and binds_to", screen: edit(baseScreen, "{event: mouseenter, visual_only: true}", `{event: mouseenter, visual_only: true, binds_to: "#x"}`),
		want: `screens/home.yaml:17:58: elements[0].interactions[1].binds_to: a visual_only interaction binds to nothing; drop binds_to or visual_only`},
	{name: "duplicate event", screen: edit(baseScreen, "{event: mouseenter,", "{event: click,"),
		want: `screens/home.yaml:17:17: elements[0].interactions[1].event: duplicate event "click" (also elements[0].interactions[0])`},
	{name: "bad event", screen: edit(baseScreen, "{event: mouseenter,", "{event: on-click!,"),
		want: `screens/home.yaml:17:17: elements[0].interactions[1].event: event "on-click!" may hold only letters, digits, '_', '-', ':' and '.'`},
	{name: "screen id mismatch", screen: edit(baseScreen, "id: home", "id: homepage"),
		want: `screens/home.yaml:2:5: id: "homepage" does not match the index's screen id "home"`},
	{name: "index schema in screen", screen: edit(baseScreen, "schema: design-skeleton.v1/screen", "schema: design-skeleton.v1"),
		want: `screens/home.yaml:1:9: schema: is "design-skeleton.v1", want "design-skeleton.v1/screen"`},
	{name: "path without slash", screen: edit(baseScreen, "path: /index.html", "path: index.html"),
		want: `screens/home.yaml:3:7: path: page "index.html" must start with '/'`},
	{name: "path escaping", screen: edit(baseScreen, "path: /index.html", "path: /../index.html"),
		want: `screens/home.yaml:3:7: path: page "/../index.html" climbs above the product root`},
	{name: "path names a host", screen: edit(baseScreen, "path: /index.html", "path: //evil.example/x"),
		want: `screens/home.yaml:3:7: path: page "//evil.example/x" may not start with "//" (that would name a host)`},
	{name: "path encoded slash", screen: edit(baseScreen, "path: /index.html", "path: /a%2Fb.html"),
		want: `screens/home.yaml:3:7: path: page "/a%2Fb.html" may not contain an encoded '/' or '\'`},
	{name: "screen syntax error", screen: edit(baseScreen, "id: home", "id: [home"),
		want: `screens/home.yaml:2: YAML syntax: did not find expected ',' or ']'`},
}

// aliasBomb is the billion laughs in YAML: nine lines that name 10^9
// nodes.
const aliasBomb = `lol:
  a: &a [x, x, x, x, x, x, x, x, x, x]
  b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
  c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
  d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
  e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]
  f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]
  g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f, *f]
  h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g, *g]
  i: &i [*h, *h, *h, *h, *h, *h, *h, *h, *h, *h]
`

func TestBad(t *testing.T) {
	for _, c := range badCases {
		t.Run(c.name, func(t *testing.T) {
			index, screen := c.index, c.screen
			if index == "" && !strings.Contains(c.want, "empty document") {
				index = baseIndex
			}
			if screen == "" {
				screen = baseScreen
			}
			s, err := LoadFiles(skel(index, map[string]string{"screens/home.yaml": screen}), Options{})
			if err == nil {
				t.Fatalf("loaded %q; want error %s", s.Name, c.want)
			}
			is := c.is
			if is == nil {
				is = ErrSchema
			}
			var e *Error
			if !errors.As(err, &e) || !errors.Is(err, is) || !errors.Is(err, ErrSchema) {
				t.Errorf("error %v (%T) is not an *Error wrapping %v", err, err, is)
			}
			if err.Error() != c.want {
				t.Errorf("error\n got %s\nwant %s", err, c.want)
			}
			if strings.ContainsAny(err.Error(), "\r\n") {
				t.Errorf("error spans lines: %q", err)
			}
		})
	}
}
