package skeleton

// Anchors, aliases and merge keys.
//
// People who write YAML by hand share a box or a must_satisfy block with an
// anchor (&ms) and aliases (*ms), and extend a mapping with a merge key
// (<<: *base). Each is only another spelling of a tree, so the loader
// expands them before the strict walk: after expand, the walker sees plain
// mappings, sequences and scalars, and every rule applies to the expanded
// values exactly as if they had been written out.
//
// Expansion is bounded. A few lines of aliases of aliases can name
// billions of nodes (the "billion laughs" bomb), so the nodes that aliases
// add to a file — each alias counts the whole tree it names, nested
// aliases included — may total at most MaxAliasNodes; beyond that, and for
// an alias that names a node containing itself, the file is refused at the
// alias. Sizes are memoised, so the check itself is linear in the file.

import (
	"gopkg.in/yaml.v3"
)

// MaxAliasNodes bounds the YAML nodes that aliases may add to one file.
const MaxAliasNodes = 1 << 16

// expander expands one file's aliases and merge keys.
type expander struct {
	w *walker
	// size is the expanded node count of each node visited, capped at
	// MaxAliasNodes+1 so that a bomb cannot overflow it.
	size map[*yaml.Node]int
	// busy marks nodes whose size is being computed: an alias to one of
	// them is recursive.
	busy map[*yaml.Node]bool
	done map[*yaml.Node]bool
}

// expand replaces every alias under root by the node it names and every
// merge key by the entries it merges, after checking the expansion bound.
func (w *walker) expand(root *yaml.Node) error {
	x := &expander{w: w, size: map[*yaml.Node]int{}, busy: map[*yaml.Node]bool{}, done: map[*yaml.Node]bool{}}
	if _, err := x.measure(root); err != nil {
		return err
	}
	added := 0
	if err := x.count(root, &added); err != nil {
		return err
	}
	return x.rewrite(root)
}

func capAdd(a, b int) int { return min(a+b, MaxAliasNodes+1) }

// measure returns n's expanded size.
func (x *expander) measure(n *yaml.Node) (int, error) {
	if n.Kind == yaml.AliasNode {
		if n.Alias == nil {
			return 0, x.w.errAt(n, "", "alias *%s names no anchor", clipPlain(n.Value))
		}
		if x.busy[n.Alias] {
			return 0, x.w.errAt(n, "", "alias *%s names a node that contains it", clipPlain(n.Value))
		}
		return x.measure(n.Alias)
	}
	if s, ok := x.size[n]; ok {
		return s, nil
	}
	x.busy[n] = true
	s := 1
	for _, c := range n.Content {
		cs, err := x.measure(c)
		if err != nil {
			return 0, err
		}
		s = capAdd(s, cs)
	}
	delete(x.busy, n)
	x.size[n] = s
	return s, nil
}

// count walks the tree as written (not through aliases) and adds up what
// each alias expands to, refusing the alias that passes the bound.
func (x *expander) count(n *yaml.Node, added *int) error {
	for _, c := range n.Content {
		if c.Kind == yaml.AliasNode {
			*added = capAdd(*added, x.size[c.Alias])
			if *added > MaxAliasNodes {
				return x.w.errAt(c, "", "aliases expand to more than %d YAML nodes in this file", MaxAliasNodes)
			}
			continue
		}
		if err := x.count(c, added); err != nil {
			return err
		}
	}
	return nil
}

// rewrite resolves aliases in place and expands merge keys, children
// first, so that a merged mapping has had its own merges expanded. Each
// node is rewritten once: a node that aliases share is the same tree
// wherever it appears.
func (x *expander) rewrite(n *yaml.Node) error {
	if x.done[n] {
		return nil
	}
	x.done[n] = true
	for i, c := range n.Content {
		if c.Kind == yaml.AliasNode {
			n.Content[i] = c.Alias
		}
		if err := x.rewrite(n.Content[i]); err != nil {
			return err
		}
	}
	if n.Kind == yaml.MappingNode {
		return x.merge(n)
	}
	return nil
}

// merge expands the merge keys (<<) of mapping n as YAML defines them: the
// entries of the merged mapping (or of each mapping of a merged list,
// earlier ones first) that n does not set itself. They take the place of
// the << key, so that key order — which the skeleton keeps — reads as
// written.
func (x *expander) merge(n *yaml.Node) error {
	has := false
	own := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k := n.Content[i]
		switch {
		case isMergeKey(k):
			has = true
		case k.Kind == yaml.ScalarNode:
			own[k.Value] = true
		}
	}
	if !has {
		return nil
	}
	taken := map[string]bool{}
	out := make([]*yaml.Node, 0, len(n.Content))
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if !isMergeKey(k) {
			out = append(out, k, v)
			continue
		}
		var sources []*yaml.Node
		switch v.Kind {
		case yaml.MappingNode:
			sources = []*yaml.Node{v}
		case yaml.SequenceNode:
			sources = v.Content
		}
		if len(sources) == 0 {
			return x.w.errAt(v, "", "a merge key (<<) takes a mapping or a list of mappings, got %s", describe(v))
		}
		for _, src := range sources {
			if src.Kind != yaml.MappingNode {
				return x.w.errAt(src, "", "a merge key (<<) takes a mapping or a list of mappings, got %s", describe(src))
			}
			for j := 0; j+1 < len(src.Content); j += 2 {
				sk := src.Content[j]
				if sk.Kind == yaml.ScalarNode && (own[sk.Value] || taken[sk.Value]) {
					continue
				}
				if sk.Kind == yaml.ScalarNode {
					taken[sk.Value] = true
				}
				out = append(out, sk, src.Content[j+1])
			}
		}
	}
	n.Content = out
	return nil
}

func isMergeKey(k *yaml.Node) bool {
	return k.Kind == yaml.ScalarNode && k.Tag == "!!merge"
}
