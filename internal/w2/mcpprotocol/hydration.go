package mcpprotocol

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpcheck"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost"
)

// Document is what the app's document showed at one phase, as W2 read it
// in its own tab: the rendered text (with form values and SVG text) and
// the SHA-256 of the body's markup.
type Document struct {
	Text       string `json:"text"`
	HTMLSHA256 string `json:"html_sha256"`
	// Error says why the document could not be read ("" when it was).
	Error string `json:"error,omitempty"`
}

// maxDocumentText bounds the text kept of one document (the evidence
// record holds it).
const maxDocumentText = 64 << 10

// NewDocument keeps at most maxDocumentText bytes of text (cut on a rune
// boundary).
func NewDocument(text, htmlSHA256 string) *Document {
	if len(text) > maxDocumentText {
		cut := maxDocumentText
		for cut > 0 && !utf8RuneStart(text[cut]) {
			cut--
		}
		text = text[:cut]
	}
	return &Document{Text: text, HTMLSHA256: htmlSHA256}
}

func utf8RuneStart(b byte) bool { return b&0xC0 != 0x80 }

// Documents are the app's document at the phases hydration compares.
type Documents struct {
	Mounted  *Document `json:"mounted,omitempty"`
	Hydrated *Document `json:"hydrated,omitempty"`
}

// maxValues bounds how many of a result's values are looked for.
const maxValues = 2000

// hydration judges what the app did with the tool result: the host sent
// one tool-input at most and then the tool-result, and the app's
// document changed after it and shows at least one of the result's
// values — a text content block, or a string or number of its
// structuredContent (structuredContent is optional) — that it did not
// show before. An app that ignores the result (and, say, loads its data
// by its own calls later) fails, whatever the host sent.
func hydration(fs []frame, docs Documents, check checkFunc) mcpcheck.Check {
	inputs, result := 0, -1
	for _, f := range fs {
		if f.e.Dir != mcphost.DirHostToApp {
			continue
		}
		switch f.m.Method {
		case "ui/notifications/tool-input":
			inputs++
			if result >= 0 {
				return check(mcpcheck.Hydration, mcpcheck.Fail, "tool-input after tool-result")
			}
		case "ui/notifications/tool-result":
			if result < 0 {
				result = f.i
			}
		}
	}
	switch {
	case result < 0:
		return check(mcpcheck.Hydration, mcpcheck.Fail, "no tool-result was sent")
	case inputs > 1:
		return check(mcpcheck.Hydration, mcpcheck.Fail, fmt.Sprintf("%d tool-input notifications (at most one)", inputs))
	}
	for _, d := range []struct {
		phase string
		doc   *Document
	}{{mcpcheck.PhaseMounted, docs.Mounted}, {mcpcheck.PhaseHydrated, docs.Hydrated}} {
		switch {
		case d.doc == nil:
			return check(mcpcheck.Hydration, mcpcheck.NotReached, "the app's document was not read at the "+d.phase+" phase")
		case d.doc.Error != "":
			return check(mcpcheck.Hydration, mcpcheck.NotReached, "the app's document could not be read at the "+d.phase+" phase: "+d.doc.Error)
		}
	}
	if docs.Mounted.HTMLSHA256 == docs.Hydrated.HTMLSHA256 && docs.Mounted.Text == docs.Hydrated.Text {
		return check(mcpcheck.Hydration, mcpcheck.Fail, fmt.Sprintf("the app's document did not change after the tool-result (frame %d): it ignored the result", result))
	}
	values := ResultValues(fs[result].m.Params)
	if len(values) == 0 {
		return check(mcpcheck.Hydration, mcpcheck.Fail, fmt.Sprintf("the tool-result (frame %d) carries no value to show: no text content and no string or number in structuredContent", result))
	}
	var shown []string
	for _, v := range values {
		for _, form := range v.forms {
			if strings.Contains(docs.Hydrated.Text, form) && !strings.Contains(docs.Mounted.Text, form) {
				shown = append(shown, form)
				break
			}
		}
	}
	if len(shown) == 0 {
		return check(mcpcheck.Hydration, mcpcheck.Fail, fmt.Sprintf("the app's document changed after the tool-result (frame %d) but shows none of its %d values (e.g. %q): it did not render the result", result, len(values), clip(values[0].forms[0])))
	}
	return check(mcpcheck.Hydration, mcpcheck.Pass, fmt.Sprintf("after the tool-result (frame %d) the app's document changed and shows %d of its %d values, e.g. %q", result, len(shown), len(values), clip(shown[0])))
}

// Value is one value of a tool result, with the forms in which an app may
// show it.
type Value struct{ forms []string }

// ResultValues lists the values of a tool-result's params (a
// CallToolResult): each non-blank text content block, trimmed, and each
// line of it of at least four characters with a letter or digit; each string of at least two
// characters and each number of at least two digits in structuredContent
// (a number in its JSON form, with thousands separators, and rounded to
// one or no decimal). At most maxValues.
func ResultValues(params json.RawMessage) []Value {
	var r struct {
		Content []struct {
			Type string `json:"type"`
			Text string `json:"text"`
		} `json:"content"`
		StructuredContent json.RawMessage `json:"structuredContent"`
	}
	_ = json.Unmarshal(params, &r)
	var out []Value
	seen := map[string]bool{}
	add := func(forms ...string) {
		var keep []string
		for _, f := range forms {
			if f != "" && !seen[f] {
				seen[f] = true
				keep = append(keep, f)
			}
		}
		if len(keep) > 0 && len(out) < maxValues {
			out = append(out, Value{keep})
		}
	}
	for _, c := range r.Content {
		t := strings.TrimSpace(c.Text)
		if c.Type != "text" || t == "" {
			continue
		}
		add(t)
		if strings.Contains(t, "\n") {
			for _, line := range strings.Split(t, "\n") {
				if line = strings.TrimSpace(line); len(line) >= 4 && strings.IndexFunc(line, isAlnum) >= 0 {
					add(line)
				}
			}
		}
	}
	if len(r.StructuredContent) > 0 {
		dec := json.NewDecoder(bytes.NewReader(r.StructuredContent))
		dec.UseNumber()
		var v any
		if dec.Decode(&v) == nil {
			walk(v, func(s string) { add(s) }, func(n json.Number) { add(numberForms(n)...) })
		}
	}
	return out
}

// walk calls str for each string of at least two characters and num for
// each number of v, in document order (object members by key), never for
// object keys: a key is the app's vocabulary, not the result's value.
func walk(v any, str func(string), num func(json.Number)) {
	switch v := v.(type) {
	case string:
		if s := strings.TrimSpace(v); len([]rune(s)) >= 2 {
			str(s)
		}
	case json.Number:
		num(v)
	case []any:
		for _, e := range v {
			walk(e, str, num)
		}
	case map[string]any:
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			walk(v[k], str, num)
		}
	}
}

func isAlnum(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// numberForms are the ways an app commonly shows n: as JSON writes it,
// with thousands separators, and rounded to one and to no decimal.
// Numbers of fewer than two digits match too much text to count.
func numberForms(n json.Number) []string {
	f, err := n.Float64()
	if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
		return nil
	}
	digits := 0
	for _, c := range n.String() {
		if c >= '0' && c <= '9' {
			digits++
		}
	}
	if digits < 2 {
		return nil
	}
	forms := []string{n.String()}
	for _, prec := range []int{1, 0} {
		s := strconv.FormatFloat(f, 'f', prec, 64)
		if strings.TrimLeft(strings.ReplaceAll(s, ".", ""), "-0") != "" && len(strings.Trim(s, "-.")) >= 2 {
			forms = append(forms, s)
		}
	}
	if math.Abs(f) >= 1000 {
		forms = append(forms, thousands(strconv.FormatFloat(math.Round(f), 'f', 0, 64)))
	}
	return forms
}

// thousands puts commas between groups of three digits of an integer.
func thousands(s string) string {
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}
