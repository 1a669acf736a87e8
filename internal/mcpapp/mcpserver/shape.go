package mcpserver

import (
	"bytes"
	"encoding/json"
	"sort"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// In live mode each witness's host asks the server itself, and a server
// that answers the time or random data never gives the two the same
// bytes. What must agree is the shape of the answers: the same tools, and
// results with the same members of the same types. A shape keeps member
// names and value types and drops the values.

// shapeDomain separates the shape hashes from every other SHA-256 in
// Tribunal.
const shapeDomain = "tribunal/mcp-server/shape/v1\n"

// Shape is the shape of a JSON value: an object is "{" + its members,
// sorted by name, each "name:" + its value's shape, joined by "," + "}";
// an array is "[" + the distinct shapes of its elements, sorted, joined by
// "|" + "]" (so its length does not count); otherwise "string", "number",
// "boolean" or "null". Bytes that are not JSON are "invalid".
func Shape(raw []byte) string {
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	var v any
	if d.Decode(&v) != nil {
		return "invalid"
	}
	var b strings.Builder
	shapeOf(&b, v)
	return b.String()
}

func shapeOf(b *strings.Builder, v any) {
	switch v := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		b.WriteString("{")
		for i, k := range keys {
			if i > 0 {
				b.WriteString(",")
			}
			name, _ := json.Marshal(k)
			b.Write(name)
			b.WriteString(":")
			shapeOf(b, v[k])
		}
		b.WriteString("}")
	case []any:
		seen := map[string]bool{}
		var shapes []string
		for _, e := range v {
			var eb strings.Builder
			shapeOf(&eb, e)
			if !seen[eb.String()] {
				seen[eb.String()] = true
				shapes = append(shapes, eb.String())
			}
		}
		sort.Strings(shapes)
		b.WriteString("[" + strings.Join(shapes, "|") + "]")
	case string:
		b.WriteString("string")
	case json.Number:
		b.WriteString("number")
	case bool:
		b.WriteString("boolean")
	default:
		b.WriteString("null")
	}
}

// ShapeHash is the shape hash of one answer of the server:
// hex(SHA-256("tribunal/mcp-server/shape/v1\n" + method + "\n" + member +
// "\n" + Shape(bytes))), over the same bytes as AnswerHash.
func ShapeHash(method string, a answer) string {
	return hashHex(shapeDomain + method + "\n" + a.member + "\n" + Shape(a.raw))
}

// ToolsShapeHash hashes the names of the server's tools, sorted, one per
// line: hex(SHA-256("tribunal/mcp-server/shape/v1\ntools/list\nnames\n" +
// names)).
func ToolsShapeHash(tools []*mcp.Tool) string {
	names := make([]string, 0, len(tools))
	for _, t := range tools {
		names = append(names, t.Name)
	}
	sort.Strings(names)
	return hashHex(shapeDomain + "tools/list\nnames\n" + strings.Join(names, "\n"))
}
