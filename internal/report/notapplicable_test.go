package report

import (
	"bytes"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
)

// The HTML report (and so the cockpit, which embeds its view) shows a
// criterion the request declares not applicable as such, with the
// declared reason, escaped; a report without one shows no such row.
func TestHTMLNotApplicable(t *testing.T) {
	for _, tt := range []struct {
		name string
		na   []events.MCPNotApplicable
		want int
	}{
		{"declared", []events.MCPNotApplicable{{Criterion: "tools_call", Reason: "computes <everything> in the page"}}, 1},
		{"none", nil, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := &Report{RequestID: "r1", State: events.StatePassCandidate, Generated: "2026-03-01T12:00:00Z", W3: &govern.W3Output{NotApplicable: tt.na}}
			var buf bytes.Buffer
			if err := WriteHTML(&buf, r); err != nil {
				t.Fatal(err)
			}
			html := buf.String()
			if got := strings.Count(html, `data-role="not-applicable" data-criterion="tools_call"`); got != tt.want {
				t.Errorf("%d not-applicable rows, want %d", got, tt.want)
			}
			if tt.want > 0 && !strings.Contains(html, "declared by the request: computes &lt;everything&gt; in the page") {
				t.Errorf("the reason is not shown escaped")
			}
		})
	}
}
