package authoring

import "gopkg.in/yaml.v3"

// locator finds where a key path is written in one YAML file, for
// warnings about a skeleton the parser has accepted (so the file is one
// well-formed document). A path is a list of mapping keys (string) and
// list indices (int); at reports the position of the deepest step it
// finds — the key of a mapping entry, the item of a list — so that a
// warning always points somewhere sensible. Aliases are followed, and a
// key missing from a mapping is looked for in the mappings it merges
// (<<), as the parser reads them.
type locator struct {
	file string
	root *yaml.Node
}

func newLocator(file string, data []byte) *locator {
	l := &locator{file: file}
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) == nil && doc.Kind == yaml.DocumentNode && len(doc.Content) == 1 {
		l.root = doc.Content[0]
	}
	return l
}

// at returns the 1-based line and column of path ("" path: the file's
// first line).
func (l *locator) at(path ...any) (line, col int) {
	line, col = 1, 0
	n := l.root
	for depth := 0; n != nil && depth < len(path); depth++ {
		n = deref(n)
		var pos *yaml.Node
		switch step := path[depth].(type) {
		case string:
			pos, n = lookup(n, step, 0)
		case int:
			if n.Kind != yaml.SequenceNode || step < 0 || step >= len(n.Content) {
				return line, col
			}
			n = n.Content[step]
			pos = n
		}
		if pos == nil {
			return line, col
		}
		line, col = pos.Line, pos.Column
	}
	return line, col
}

// lookup finds key in mapping m, then in what m merges.
func lookup(m *yaml.Node, key string, depth int) (k, v *yaml.Node) {
	if m == nil || m.Kind != yaml.MappingNode || depth > 32 {
		return nil, nil
	}
	var merges []*yaml.Node
	for i := 0; i+1 < len(m.Content); i += 2 {
		kn := m.Content[i]
		if kn.Kind != yaml.ScalarNode {
			continue
		}
		if kn.Value == key && kn.Tag != "!!merge" {
			return kn, m.Content[i+1]
		}
		if kn.Tag == "!!merge" || kn.Value == "<<" {
			merges = append(merges, m.Content[i+1])
		}
	}
	for _, mv := range merges {
		mv = deref(mv)
		items := []*yaml.Node{mv}
		if mv.Kind == yaml.SequenceNode {
			items = mv.Content
		}
		for _, it := range items {
			if k, v := lookup(deref(it), key, depth+1); k != nil {
				return k, v
			}
		}
	}
	return nil, nil
}

func deref(n *yaml.Node) *yaml.Node {
	for i := 0; n != nil && n.Kind == yaml.AliasNode && i < 32; i++ {
		n = n.Alias
	}
	return n
}
