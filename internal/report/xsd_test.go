package report

// An XSD checker for the constructs testdata/junit.xsd uses: global and
// local elements with minOccurs/maxOccurs, named and inline complex and
// simple types, sequence and choice, attributes with use, complexContent
// and simpleContent extensions, restrictions with minLength and pattern,
// and the built-in types xs:string, xs:token, xs:int, xs:decimal and
// xs:dateTime. It knows nothing of the report's structs: every rule it
// applies is read from the schema file, and anything it does not
// understand there is an error, never a pass. It is its own oracle for
// what "valid JUnit" means, independent of the writer it checks.

import (
	"encoding/xml"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
)

type xnode struct {
	Name  string
	Attrs map[string]string
	Kids  []*xnode
	Text  strings.Builder
}

func parseXML(r io.Reader) (*xnode, error) {
	dec := xml.NewDecoder(r)
	var stack []*xnode
	var root *xnode
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			n := &xnode{Name: t.Name.Local, Attrs: map[string]string{}}
			for _, a := range t.Attr {
				if a.Name.Space == "xmlns" || a.Name.Local == "xmlns" {
					continue
				}
				n.Attrs[a.Name.Local] = a.Value
			}
			if len(stack) > 0 {
				p := stack[len(stack)-1]
				p.Kids = append(p.Kids, n)
			} else {
				root = n
			}
			stack = append(stack, n)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) > 0 {
				stack[len(stack)-1].Text.Write(t)
			}
		}
	}
	if root == nil {
		return nil, fmt.Errorf("no root element")
	}
	return root, nil
}

type schema struct {
	elements, complex, simple map[string]*xnode
}

func loadSchema(r io.Reader) (*schema, error) {
	root, err := parseXML(r)
	if err != nil {
		return nil, err
	}
	if root.Name != "schema" {
		return nil, fmt.Errorf("root is <%s>, not <xs:schema>", root.Name)
	}
	s := &schema{map[string]*xnode{}, map[string]*xnode{}, map[string]*xnode{}}
	for _, k := range root.Kids {
		switch k.Name {
		case "element":
			s.elements[k.Attrs["name"]] = k
		case "complexType":
			s.complex[k.Attrs["name"]] = k
		case "simpleType":
			s.simple[k.Attrs["name"]] = k
		case "annotation":
		default:
			return nil, fmt.Errorf("unsupported top-level <%s>", k.Name)
		}
	}
	return s, nil
}

// validate checks doc against the schema's global element of its name.
func (s *schema) validate(doc *xnode) error {
	decl := s.elements[doc.Name]
	if decl == nil {
		return fmt.Errorf("<%s> is not a global element of the schema", doc.Name)
	}
	return s.element(doc, decl, "/"+doc.Name)
}

func kids(n *xnode) []*xnode {
	var out []*xnode
	for _, k := range n.Kids {
		if k.Name != "annotation" {
			out = append(out, k)
		}
	}
	return out
}

func (s *schema) element(doc, decl *xnode, path string) error {
	if t := decl.Attrs["type"]; t != "" {
		if ct := s.complex[t]; ct != nil {
			return s.complexType(doc, ct, path)
		}
		return s.simpleElement(doc, t, nil, path)
	}
	for _, k := range kids(decl) {
		switch k.Name {
		case "complexType":
			return s.complexType(doc, k, path)
		case "simpleType":
			return s.simpleElement(doc, "", k, path)
		default:
			return fmt.Errorf("schema: unsupported <%s> in element %s", k.Name, decl.Attrs["name"])
		}
	}
	return nil // no type: anything goes
}

func (s *schema) simpleElement(doc *xnode, typ string, inline *xnode, path string) error {
	if len(doc.Kids) > 0 {
		return fmt.Errorf("%s: simple content may not hold <%s>", path, doc.Kids[0].Name)
	}
	if len(doc.Attrs) > 0 {
		return fmt.Errorf("%s: simple content takes no attributes, has %v", path, doc.Attrs)
	}
	return s.simpleValue(doc.Text.String(), typ, inline, path)
}

// complexType checks doc's attributes and content against ct.
func (s *schema) complexType(doc, ct *xnode, path string) error {
	attrs := map[string]*xnode{}
	var model *xnode
	simpleBase := ""
	var collect func(*xnode) error
	collect = func(n *xnode) error {
		for _, k := range kids(n) {
			switch k.Name {
			case "attribute":
				attrs[k.Attrs["name"]] = k
			case "sequence", "choice":
				if model != nil {
					return fmt.Errorf("schema: two content models")
				}
				model = k
			case "complexContent", "simpleContent":
				ext := kids(k)
				if len(ext) != 1 || ext[0].Name != "extension" {
					return fmt.Errorf("schema: unsupported <%s> content", k.Name)
				}
				base := ext[0].Attrs["base"]
				if k.Name == "complexContent" {
					b := s.complex[base]
					if b == nil {
						return fmt.Errorf("schema: unknown complex base %q", base)
					}
					if err := collect(b); err != nil {
						return err
					}
				} else {
					simpleBase = base
				}
				if err := collect(ext[0]); err != nil {
					return err
				}
			default:
				return fmt.Errorf("schema: unsupported <%s> in a complex type", k.Name)
			}
		}
		return nil
	}
	if err := collect(ct); err != nil {
		return err
	}
	for name, a := range attrs {
		v, ok := doc.Attrs[name]
		if !ok {
			if a.Attrs["use"] == "required" {
				return fmt.Errorf("%s: attribute %q is required", path, name)
			}
			continue
		}
		var inline *xnode
		if ks := kids(a); len(ks) == 1 && ks[0].Name == "simpleType" {
			inline = ks[0]
		}
		if err := s.simpleValue(v, a.Attrs["type"], inline, path+"/@"+name); err != nil {
			return err
		}
	}
	for name := range doc.Attrs {
		if attrs[name] == nil {
			return fmt.Errorf("%s: attribute %q is not declared", path, name)
		}
	}
	if simpleBase != "" {
		if len(doc.Kids) > 0 {
			return fmt.Errorf("%s: simple content may not hold <%s>", path, doc.Kids[0].Name)
		}
		return s.simpleValue(doc.Text.String(), simpleBase, nil, path)
	}
	if strings.TrimSpace(doc.Text.String()) != "" {
		return fmt.Errorf("%s: element-only content has text %q", path, strings.TrimSpace(doc.Text.String()))
	}
	rest := doc.Kids
	if model != nil {
		var err error
		if rest, err = s.particle(model, rest, path); err != nil {
			return err
		}
	}
	if len(rest) > 0 {
		return fmt.Errorf("%s: unexpected <%s>", path, rest[0].Name)
	}
	return nil
}

func occurs(n *xnode) (lo, hi int, err error) {
	lo, hi = 1, 1
	if v, ok := n.Attrs["minOccurs"]; ok {
		if lo, err = strconv.Atoi(v); err != nil {
			return
		}
	}
	if v, ok := n.Attrs["maxOccurs"]; ok {
		if v == "unbounded" {
			hi = int(^uint(0) >> 1)
		} else if hi, err = strconv.Atoi(v); err != nil {
			return
		}
	}
	return
}

// particle matches a sequence, choice or element against the front of
// children, returning what is left.
func (s *schema) particle(p *xnode, children []*xnode, path string) ([]*xnode, error) {
	lo, hi, err := occurs(p)
	if err != nil {
		return nil, fmt.Errorf("schema: %v", err)
	}
	if p.Name == "sequence" && hi != 1 {
		return nil, fmt.Errorf("schema: unsupported repeated sequence")
	}
	n := 0
	for n < hi {
		rest, matched, err := s.once(p, children, path)
		if err != nil {
			return nil, err
		}
		if !matched {
			break
		}
		children = rest
		n++
	}
	if n < lo {
		what := p.Attrs["name"]
		if what == "" {
			what = p.Name
		}
		return nil, fmt.Errorf("%s: <%s> must occur at least %d time(s), found %d", path, what, lo, n)
	}
	return children, nil
}

func (s *schema) once(p *xnode, children []*xnode, path string) ([]*xnode, bool, error) {
	switch p.Name {
	case "element":
		if len(children) == 0 || children[0].Name != p.Attrs["name"] {
			return children, false, nil
		}
		return children[1:], true, s.element(children[0], p, path+"/"+children[0].Name)
	case "sequence":
		// A sequence occurs once in this schema: each of its particles
		// must match in order.
		for _, k := range kids(p) {
			var err error
			if children, err = s.particle(k, children, path); err != nil {
				return nil, false, err
			}
		}
		return children, true, nil
	case "choice":
		for _, k := range kids(p) {
			if k.Name != "element" {
				return nil, false, fmt.Errorf("schema: unsupported <%s> in a choice", k.Name)
			}
			if len(children) > 0 && children[0].Name == k.Attrs["name"] {
				rest, err := s.particle(k, children, path)
				return rest, true, err
			}
		}
		return children, false, nil
	}
	return nil, false, fmt.Errorf("schema: unsupported particle <%s>", p.Name)
}

var (
	reDecimal  = regexp.MustCompile(`^[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)$`)
	reDateTime = regexp.MustCompile(`^-?[0-9]{4,}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})?$`)
)

// simpleValue checks v against the simple type named typ (or inline).
func (s *schema) simpleValue(v, typ string, inline *xnode, path string) error {
	if inline == nil && typ != "" && !strings.HasPrefix(typ, "xs:") {
		if inline = s.simple[typ]; inline == nil {
			return fmt.Errorf("schema: unknown type %q", typ)
		}
	}
	if inline == nil {
		return builtin(v, typ, path)
	}
	rs := kids(inline)
	if len(rs) != 1 || rs[0].Name != "restriction" {
		return fmt.Errorf("schema: unsupported simple type at %s", path)
	}
	r := rs[0]
	if err := s.simpleValue(v, r.Attrs["base"], nil, path); err != nil {
		return err
	}
	for _, f := range kids(r) {
		val := f.Attrs["value"]
		switch f.Name {
		case "minLength":
			n, _ := strconv.Atoi(val)
			if len([]rune(v)) < n {
				return fmt.Errorf("%s: %q is shorter than %d", path, v, n)
			}
		case "pattern":
			if !regexp.MustCompile("^(?:" + val + ")$").MatchString(v) {
				return fmt.Errorf("%s: %q does not match the pattern %s", path, v, val)
			}
		case "whiteSpace":
		default:
			return fmt.Errorf("schema: unsupported facet %s", f.Name)
		}
	}
	return nil
}

func builtin(v, typ, path string) error {
	bad := func(what string) error { return fmt.Errorf("%s: %q is not %s", path, v, what) }
	switch typ {
	case "", "xs:string":
		return nil
	case "xs:token":
		if strings.ContainsAny(v, "\t\n\r") || strings.TrimSpace(v) != v || strings.Contains(v, "  ") {
			return bad("an xs:token")
		}
	case "xs:int":
		if _, err := strconv.ParseInt(v, 10, 32); err != nil {
			return bad("an xs:int")
		}
	case "xs:decimal":
		if !reDecimal.MatchString(v) {
			return bad("an xs:decimal")
		}
	case "xs:dateTime":
		if !reDateTime.MatchString(v) {
			return bad("an xs:dateTime")
		}
	default:
		return fmt.Errorf("schema: unsupported built-in type %s", typ)
	}
	return nil
}
