package skeleton

// A strict reader over yaml.v3 nodes.
//
// The files are decoded into a yaml.Node tree and walked by hand rather
// than unmarshalled into structs: yaml.v3's KnownFields catches unknown keys
// but not duplicate keys in a Node, cannot tell a missing key from a zero
// value, and reports positions without the key path. Walking the nodes
// gives every error FILE:LINE:COL and a path, and keeps the YAML order.

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"gopkg.in/yaml.v3"
)

// walker reads the nodes of one file and builds its errors.
type walker struct {
	file  string
	lines int    // lines in the file (at least 1), set by parseYAML
	data  []byte // the file, for hints that quote what was written
}

func (w *walker) errAt(n *yaml.Node, path, format string, args ...any) *Error {
	e := &Error{File: w.file, Path: path, Msg: fmt.Sprintf(format, args...), Err: ErrSchema}
	if n != nil {
		e.Line, e.Col = n.Line, n.Column
	}
	// yaml.v3 places an empty node at the end of the stream on a line
	// past the file's last ("---" alone); point at the last line instead.
	if w.lines > 0 && e.Line > w.lines {
		e.Line, e.Col = w.lines, 0
	}
	return e
}

// parseYAML decodes data, which must hold exactly one YAML document, and
// returns the document's root node.
func (w *walker) parseYAML(data []byte) (root *yaml.Node, err error) {
	// A final newline ends the last line; it does not start another.
	w.lines = max(1, bytes.Count(bytes.TrimSuffix(data, []byte("\n")), []byte("\n"))+1)
	// yaml.v3 reports encoding problems without a position; finding them
	// first gives them one. Valid UTF-8 is also what lets the file travel
	// inline in a JSON event byte for byte.
	if line, col, msg := checkEncoding(data); msg != "" {
		return nil, &Error{File: w.file, Line: line, Col: col, Msg: msg, Err: ErrSchema}
	}
	// yaml.v3 signals internal failures by panicking and recovering them
	// itself; should one ever escape, a witness must still answer with a
	// schema error, not crash.
	defer func() {
		if r := recover(); r != nil {
			root, err = nil, &Error{File: w.file, Line: 1, Msg: oneLine(fmt.Sprintf("YAML parser failed: %v", r)), Err: ErrSchema}
		}
	}()
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			return nil, &Error{File: w.file, Line: 1, Msg: "empty document", Err: ErrSchema}
		}
		return nil, w.syntaxError(err, data)
	}
	var next yaml.Node
	switch err := dec.Decode(&next); {
	case errors.Is(err, io.EOF):
	case err != nil:
		return nil, w.syntaxError(err, data)
	default:
		line := next.Line
		if len(next.Content) > 0 {
			line = next.Content[0].Line
		}
		return nil, &Error{File: w.file, Line: min(line, w.lines), Msg: "more than one YAML document", Err: ErrSchema}
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) != 1 {
		return nil, &Error{File: w.file, Line: 1, Msg: "empty document", Err: ErrSchema}
	}
	w.data = data
	if err := w.expand(&doc); err != nil {
		return nil, err
	}
	return doc.Content[0], nil
}

var yamlLine = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)

// syntaxError turns a yaml.v3 parse error into an *Error with a line.
//
// yaml.v3 prints 1-based lines for scanner errors but the 0-based line for
// parser errors (its fail() only adds 1 for the scanner), and leaves the
// line out when the 0-based line is 0. The parser's messages are a fixed
// set, so they can be recognised and corrected.
func (w *walker) syntaxError(err error, data []byte) *Error {
	msg := oneLine(err.Error())
	line := 1
	// The one composer error without a position: an alias whose anchor is
	// not defined (or defined only after it); find it in the text.
	if m := unknownAnchor.FindStringSubmatch(msg); m != nil {
		e := &Error{File: w.file, Line: 1, Msg: "alias *" + clipPlain(m[1]) + " names no anchor defined before it", Err: ErrSchema}
		e.Line, e.Col = findAlias(data, m[1])
		return e
	}
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		n, convErr := strconv.Atoi(m[1])
		if convErr == nil {
			line, msg = n, m[2]
			if isParserProblem(msg) {
				line++
			}
		}
	} else {
		msg = strings.TrimPrefix(msg, "yaml: ")
	}
	// At the end of the stream yaml.v3 moves its mark to a new line, one
	// past the file's last; report the last line instead.
	line = min(line, w.lines)
	if at, c := unquotedColour(data, line); c != "" {
		msg += fmt.Sprintf("; quote colour values: %q (line %d; unquoted, YAML reads # as a comment)", c, at)
	}
	return &Error{File: w.file, Line: line, Msg: "YAML syntax: " + msg, Err: ErrSchema}
}

var unknownAnchor = regexp.MustCompile(`^yaml: unknown anchor '(.*)' referenced$`)

// findAlias returns the position of the first "*name" that YAML would read
// as an alias (after a space, a flow indicator or at a line start), or
// line 1 when there is none.
func findAlias(data []byte, name string) (line, col int) {
	re, err := regexp.Compile(`(?m)(^|[\s\[\]{},])\*` + regexp.QuoteMeta(name) + `($|[\s\]},])`)
	if err != nil {
		return 1, 0
	}
	loc := re.FindIndex(data)
	if loc == nil {
		return 1, 0
	}
	star := loc[0] + bytes.IndexByte(data[loc[0]:], '*')
	line = 1 + bytes.Count(data[:star], []byte("\n"))
	col = 1 + utf8.RuneCount(data[bytes.LastIndexByte(data[:star], '\n')+1:star])
	return line, col
}

func isParserProblem(msg string) bool {
	return strings.HasPrefix(msg, "did not find expected ") ||
		strings.HasPrefix(msg, "found duplicate %") ||
		msg == "found incompatible YAML document" ||
		msg == "found undefined tag handle"
}

// checkEncoding finds the first byte sequence that is not valid UTF-8 or a
// character YAML does not allow (C0 controls other than tab, LF and CR;
// C1 controls other than NEL; surrogates, U+FFFE, U+FFFF).
func checkEncoding(data []byte) (line, col int, msg string) {
	line, col = 1, 0
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		col++
		switch {
		case r == utf8.RuneError && size == 1:
			return line, col, fmt.Sprintf("invalid UTF-8 byte 0x%02x", data[i])
		case r == '\n':
			line, col = line+1, 0
		case r == '\t' || r == '\r' || r == 0x85:
		case r < 0x20 || r == 0x7f || r >= 0x80 && r <= 0x9f || r == 0xfffe || r == 0xffff:
			return line, col, fmt.Sprintf("control character %U is not allowed", r)
		}
		i += size
	}
	return 0, 0, ""
}

// node rejects the YAML feature this format leaves out: explicit tags
// (`!!str 5` is not a string here; quote it). Aliases and merge keys are
// expanded before the walk (aliases.go), so none reach it.
func (w *walker) node(n *yaml.Node, path string) error {
	switch {
	case n.Kind == yaml.AliasNode: // cannot happen after expand
		return w.errAt(n, path, "unexpanded alias")
	case n.Style&yaml.TaggedStyle != 0:
		return w.errAt(n, path, "explicit tags are not allowed")
	}
	return nil
}

// describe names a node's type (and a scalar's value) in a type error.
func describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a sequence"
	case yaml.AliasNode:
		return "an alias"
	case yaml.ScalarNode:
		switch n.Tag {
		case "!!str":
			return "string " + quote(n.Value)
		case "!!int":
			return "integer " + literal(n.Value)
		case "!!float":
			return "number " + literal(n.Value)
		case "!!bool":
			return "boolean " + literal(n.Value)
		case "!!null":
			return "null"
		case "!!timestamp":
			return "timestamp " + literal(n.Value)
		}
		return "scalar " + quote(n.Value)
	}
	return "nothing"
}

// literal renders a scalar that YAML resolved to a number, boolean or
// timestamp: as written when it is short and plain, quoted otherwise.
func literal(s string) string {
	if len(s) > 0 && len(s) <= 64 {
		plain := true
		for i := 0; i < len(s); i++ {
			if s[i] <= ' ' || s[i] >= 0x7f || s[i] == '"' || s[i] == '\\' {
				plain = false
				break
			}
		}
		if plain {
			return s
		}
	}
	return quote(s)
}

func (w *walker) typeErr(n *yaml.Node, path, want string) error {
	return w.errAt(n, path, "expected %s, got %s%s", want, describe(n), w.hint(n, want))
}

// pxNumber is a number written with a unit or in quotes: "375px", 375px,
// "375".
var pxNumber = regexp.MustCompile(`^\s*([+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+))\s*(px)?\s*$`)

// hexComment is what YAML takes for a comment when a colour is not quoted:
// "value: #fff" is value: null.
var hexComment = regexp.MustCompile(`^\s*(#[0-9A-Fa-f]{3,8})(?:[^0-9A-Za-z_]|$)`)

// hint says how to write a value that was refused for its type when the
// refusal is likely a typo of a natural spelling ("" otherwise).
func (w *walker) hint(n *yaml.Node, want string) string {
	if n.Kind != yaml.ScalarNode {
		return ""
	}
	switch {
	case n.Tag == "!!null":
		if c := w.commentAfter(n); c != "" {
			return fmt.Sprintf("; quote colour values: %q (unquoted, YAML reads # as a comment)", c)
		}
	case n.Tag == "!!str" && (want == "an integer" || want == "a number"):
		if m := pxNumber.FindStringSubmatch(n.Value); m != nil {
			if m[2] != "" {
				return fmt.Sprintf("; write %s (CSS px)", m[1])
			}
			return fmt.Sprintf("; write %s without quotes", m[1])
		}
	}
	return ""
}

// commentAfter returns the "#rgb…" that YAML read as a comment where the
// value of node n (a null) should have been, or "".
func (w *walker) commentAfter(n *yaml.Node) string {
	if n.Line < 1 || w.data == nil {
		return ""
	}
	line := lineOf(w.data, n.Line)
	r := []rune(line)
	if n.Column < 1 || n.Column-1 > len(r) {
		return ""
	}
	if m := hexComment.FindStringSubmatch(string(r[n.Column-1:])); m != nil {
		return m[1]
	}
	return ""
}

// valueComment is a "#rgb…" comment where a value should be: after a
// key's colon, a flow indicator or a list dash.
var valueComment = regexp.MustCompile(`(?:^|[:,\[{]|^\s*-)\s+(#[0-9A-Fa-f]{3,8})(?:[^0-9A-Za-z_]|$)`)

// unquotedColour finds, on line upto or the lines before it, the last
// unquoted "#rgb…" that YAML read as a comment where a value was meant:
// the likely cause of a syntax error in a flow mapping ({value: #fff}).
func unquotedColour(data []byte, upto int) (line int, colour string) {
	for i, l := range strings.Split(string(data), "\n") {
		if i+1 > upto {
			break
		}
		if m := valueComment.FindStringSubmatch(l); m != nil && !quotedBefore(l, strings.Index(l, m[1])) {
			line, colour = i+1, m[1]
		}
	}
	return line, colour
}

// quotedBefore reports whether position at of line is inside a quoted
// string (an odd number of quotes of one kind before it).
func quotedBefore(l string, at int) bool {
	return strings.Count(l[:at], `"`)%2 == 1 || strings.Count(l[:at], "'")%2 == 1
}

// lineOf returns the 1-based line of data, without its newline.
func lineOf(data []byte, line int) string {
	for i := 1; i < line; i++ {
		j := bytes.IndexByte(data, '\n')
		if j < 0 {
			return ""
		}
		data = data[j+1:]
	}
	if j := bytes.IndexByte(data, '\n'); j >= 0 {
		data = data[:j]
	}
	return strings.TrimSuffix(string(data), "\r")
}

func (w *walker) scalar(n *yaml.Node, path, tag, want string) error {
	if err := w.node(n, path); err != nil {
		return err
	}
	if n.Kind != yaml.ScalarNode || n.Tag != tag {
		return w.typeErr(n, path, want)
	}
	return nil
}

// str reads a string scalar. Plain scalars that YAML resolves to another
// type (123, true, null, 2001-01-01) are not strings; quote them.
func (w *walker) str(n *yaml.Node, path string) (string, error) {
	if err := w.scalar(n, path, "!!str", "a string"); err != nil {
		return "", err
	}
	return n.Value, nil
}

// strOrNull reads a string, or null as nil.
func (w *walker) strOrNull(n *yaml.Node, path string) (*string, error) {
	if err := w.node(n, path); err != nil {
		return nil, err
	}
	if n.Kind == yaml.ScalarNode && n.Tag == "!!null" {
		return nil, nil
	}
	if n.Kind != yaml.ScalarNode || n.Tag != "!!str" {
		return nil, w.typeErr(n, path, "a string or null")
	}
	s := n.Value
	return &s, nil
}

func (w *walker) boolean(n *yaml.Node, path string) (bool, error) {
	if err := w.scalar(n, path, "!!bool", "a boolean"); err != nil {
		return false, err
	}
	var b bool
	if err := n.Decode(&b); err != nil {
		return false, w.typeErr(n, path, "a boolean")
	}
	return b, nil
}

// integer reads an integer in [lo, hi]. A number with an integral value
// is one (4.0 and 4e0 are 4); 4.5 is not.
func (w *walker) integer(n *yaml.Node, path string, lo, hi int64) (int, error) {
	if err := w.node(n, path); err != nil {
		return 0, err
	}
	if n.Kind != yaml.ScalarNode || (n.Tag != "!!int" && n.Tag != "!!float") {
		return 0, w.typeErr(n, path, "an integer")
	}
	if n.Tag == "!!float" {
		var f float64
		if err := n.Decode(&f); err != nil || math.IsNaN(f) || math.IsInf(f, 0) || f != math.Trunc(f) {
			return 0, w.typeErr(n, path, "an integer")
		}
		if f < float64(lo) || f > float64(hi) {
			return 0, w.errAt(n, path, "%s is out of range [%d, %d]", literal(n.Value), lo, hi)
		}
		return int(f), nil
	}
	var v int64
	if err := n.Decode(&v); err != nil || v < lo || v > hi {
		return 0, w.errAt(n, path, "%s is out of range [%d, %d]", literal(n.Value), lo, hi)
	}
	return int(v), nil
}

// number reads a finite number (integer or float) in [lo, hi].
func (w *walker) number(n *yaml.Node, path string, lo, hi float64) (float64, error) {
	if err := w.node(n, path); err != nil {
		return 0, err
	}
	if n.Kind != yaml.ScalarNode || (n.Tag != "!!int" && n.Tag != "!!float") {
		return 0, w.typeErr(n, path, "a number")
	}
	var v float64
	if err := n.Decode(&v); err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, w.errAt(n, path, "%s is not a finite number", literal(n.Value))
	}
	if v < lo || v > hi {
		return 0, w.errAt(n, path, "%s is out of range [%s, %s]", literal(n.Value), fmtFloat(lo), fmtFloat(hi))
	}
	// -0 and 0 are one value; keep one encoding.
	return v + 0, nil
}

func (w *walker) seq(n *yaml.Node, path string) ([]*yaml.Node, error) {
	if err := w.node(n, path); err != nil {
		return nil, err
	}
	if n.Kind != yaml.SequenceNode {
		return nil, w.typeErr(n, path, "a sequence")
	}
	return n.Content, nil
}

// entry is one key/value pair of a mapping.
type entry struct {
	key     string
	keyNode *yaml.Node
	val     *yaml.Node
	path    string // the value's path
}

// entries reads a mapping whose keys are strings, refusing duplicates; the
// entries keep their YAML order.
func (w *walker) entries(n *yaml.Node, path string) ([]entry, error) {
	if err := w.node(n, path); err != nil {
		return nil, err
	}
	if n.Kind != yaml.MappingNode {
		return nil, w.typeErr(n, path, "a mapping")
	}
	out := make([]entry, 0, len(n.Content)/2)
	seen := make(map[string]int, len(n.Content)/2)
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if err := w.node(k, path); err != nil {
			return nil, err
		}
		if k.Kind != yaml.ScalarNode || k.Tag != "!!str" {
			return nil, w.errAt(k, path, "keys must be strings, got %s", describe(k))
		}
		kp := keyPath(path, k.Value)
		if first, dup := seen[k.Value]; dup {
			return nil, w.errAt(k, kp, "duplicate key %s (first at line %d)", quote(k.Value), first)
		}
		seen[k.Value] = k.Line
		out = append(out, entry{key: k.Value, keyNode: k, val: v, path: kp})
	}
	return out, nil
}

// object reads a mapping with a fixed set of keys: every key must be one of
// known, and every key in required must be present.
func (w *walker) object(n *yaml.Node, path string, known, required []string) (map[string]entry, error) {
	return w.objectHinted(n, path, known, required, nil)
}

// objectHinted is object, with a hint for unknown keys that are likely
// mix-ups (hints: unknown key -> what to write instead).
func (w *walker) objectHinted(n *yaml.Node, path string, known, required []string, hints map[string]string) (map[string]entry, error) {
	es, err := w.entries(n, path)
	if err != nil {
		return nil, err
	}
	out := make(map[string]entry, len(es))
	for _, e := range es {
		if !slices.Contains(known, e.key) {
			if h, ok := hints[e.key]; ok {
				return nil, w.errAt(e.keyNode, e.path, "unknown key %s %s; %s", quote(e.key), knownList(known), h)
			}
			return nil, w.errAt(e.keyNode, e.path, "unknown key %s %s", quote(e.key), knownList(known))
		}
		out[e.key] = e
	}
	for _, k := range required {
		if _, ok := out[k]; !ok {
			return nil, w.errAt(n, path, "missing required key %q", k)
		}
	}
	return out, nil
}

// keyPath appends a mapping key to a path: `a.b` for plain keys and
// `a["x.y"]` for keys that would be ambiguous (dots, spaces, quotes).
func keyPath(path, key string) string {
	if key != "" && isPlainKey(key) {
		if path == "" {
			return key
		}
		return path + "." + key
	}
	return path + "[" + quote(key) + "]"
}

func isPlainKey(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}

func idxPath(path string, i int) string {
	return path + "[" + strconv.Itoa(i) + "]"
}
