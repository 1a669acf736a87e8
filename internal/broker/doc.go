package broker

import (
	"fmt"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// Markers around the generated permission table in docs/SECURITY.md.
const (
	TableBegin = "<!-- BEGIN permission table: generated from broker.Permissions; `go test ./internal/broker -run TestSecurityDoc -update` rewrites it -->"
	TableEnd   = "<!-- END permission table -->"
)

// PermissionTableMarkdown renders Permissions for every role as the
// Markdown table of docs/SECURITY.md, so the document is checked against
// the code (TestSecurityDoc).
func PermissionTableMarkdown() string {
	var b strings.Builder
	b.WriteString("| role | may publish | may subscribe | may answer requests |\n|---|---|---|---|\n")
	code := func(list []string) string {
		q := make([]string, len(list))
		for i, s := range list {
			q[i] = "`" + s + "`"
		}
		return strings.Join(q, "<br>")
	}
	for _, role := range events.Roles {
		p := Permissions(role)
		resp := "no"
		if r := p.Responses; r != nil {
			n := "any number of"
			if r.MaxMsgs >= 0 {
				n = fmt.Sprintf("%d", r.MaxMsgs)
			}
			resp = fmt.Sprintf("yes: %s replies per request, within %s", n, r.Expires)
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s |\n", role, code(p.Publish), code(p.Subscribe), resp)
	}
	return b.String()
}
