package skeleton

import (
	"bytes"
	"errors"
	"runtime/debug"
	"testing"

	"gopkg.in/yaml.v3"
)

// TestYAMLv3Pins pins the yaml.v3 behaviour the skeleton's error
// positions rest on (yamlwalk.go): the "yaml: line N: " wording that
// yamlLine parses, scanner errors counting lines from 1 and parser errors
// from 0 (and dropping the line at 0), the parser messages
// isParserProblem recognises, the unknown-anchor wording, and the mark
// past the last line at the end of the stream. Each row gives yaml.v3's
// exact message and the position the skeleton reports after its
// corrections, so an upgrade that changes either fails here, naming the
// row, before a witness reports a wrong line.
func TestYAMLv3Pins(t *testing.T) {
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, d := range bi.Deps {
			if d.Path == "gopkg.in/yaml.v3" {
				t.Logf("yaml.v3 %s", d.Version)
			}
		}
	}
	for _, tc := range []struct {
		name, in string
		raw      string // yaml.v3's error, exactly
		want     string // the skeleton's error
	}{
		{"scanner error, 1-based", "a: 1\nb: c: d\n",
			"yaml: line 2: mapping values are not allowed in this context",
			"x.yaml:2: YAML syntax: mapping values are not allowed in this context"},
		{"scanner error at the end of the stream, past the last line", "a: 'x\n",
			"yaml: line 2: found unexpected end of stream",
			"x.yaml:1: YAML syntax: found unexpected end of stream"},
		{"parser error, 0-based", "a:\n  - b\n c: 1\n",
			"yaml: line 2: did not find expected key",
			"x.yaml:3: YAML syntax: did not find expected key"},
		{"parser error names where the flow began", "a: 1\nb: [1, 2\nc: 3\n",
			"yaml: line 1: did not find expected ',' or ']'",
			"x.yaml:2: YAML syntax: did not find expected ',' or ']'"},
		{"parser error, another 'did not find expected'", "- a\nb: 1\n",
			"yaml: line 1: did not find expected '-' indicator",
			"x.yaml:2: YAML syntax: did not find expected '-' indicator"},
		{"parser error at the end of the stream", "a: 1\nb: {c: #fff}\n",
			"yaml: line 2: did not find expected node content",
			`x.yaml:2: YAML syntax: did not find expected node content; quote colour values: "#fff" (line 2; unquoted, YAML reads # as a comment)`},
		{"found duplicate %", "%YAML 1.1\n%YAML 1.1\n---\na: 1\n",
			"yaml: line 1: found duplicate %YAML directive",
			"x.yaml:2: YAML syntax: found duplicate %YAML directive"},
		{"parser error on 0-based line 0 has no line", "%YAML 2.0\n---\na: 1\n",
			"yaml: found incompatible YAML document",
			"x.yaml:1: YAML syntax: found incompatible YAML document"},
		{"found undefined tag handle", "a: !x!foo b\n",
			"yaml: found undefined tag handle",
			"x.yaml:1: YAML syntax: found undefined tag handle"},
		{"unknown anchor, no position", "a: 1\nb: *x\n",
			"yaml: unknown anchor 'x' referenced",
			"x.yaml:2:4: alias *x names no anchor defined before it"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var n yaml.Node
			err := yaml.NewDecoder(bytes.NewReader([]byte(tc.in))).Decode(&n)
			if err == nil || err.Error() != tc.raw {
				t.Errorf("yaml.v3 says %v\nthe pin is      %s", err, tc.raw)
			}
			w := &walker{file: "x.yaml"}
			_, err = w.parseYAML([]byte(tc.in))
			var e *Error
			if !errors.As(err, &e) || e.Error() != tc.want || !errors.Is(err, ErrSchema) {
				t.Errorf("skeleton says %v\nwant           %s", err, tc.want)
			}
		})
	}

	// Node positions are 1-based lines and columns, in bytes+1 of the
	// line; the walker reports them as they are.
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte("a: 1\nbb:\n  - x\n"), &doc); err != nil {
		t.Fatal(err)
	}
	m := doc.Content[0]
	for _, p := range []struct {
		n         *yaml.Node
		line, col int
	}{
		{m.Content[0], 1, 1}, {m.Content[1], 1, 4}, {m.Content[2], 2, 1}, {m.Content[3].Content[0], 3, 5},
	} {
		if p.n.Line != p.line || p.n.Column != p.col {
			t.Errorf("node %q at %d:%d, pinned at %d:%d", p.n.Value, p.n.Line, p.n.Column, p.line, p.col)
		}
	}
	// A lone "---" after a document: a second, empty document whose node
	// yaml.v3 places on the line past the file's last.
	dec := yaml.NewDecoder(bytes.NewReader([]byte("a: 1\n---\n")))
	var first, second yaml.Node
	if err := dec.Decode(&first); err != nil {
		t.Fatal(err)
	}
	if err := dec.Decode(&second); err != nil {
		t.Fatal(err)
	}
	if _, err := (&walker{file: "x.yaml"}).parseYAML([]byte("a: 1\n---\n")); err == nil || err.Error() != "x.yaml:2: more than one YAML document" {
		t.Errorf("a trailing ---: %v (yaml.v3 put the second document at line %d)", err, second.Line)
	}
}
