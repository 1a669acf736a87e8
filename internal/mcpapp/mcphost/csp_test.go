package mcphost

import (
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

func TestCSP(t *testing.T) {
	tests := []struct {
		name string
		csp  *events.MCPAppCSP
		want string
	}{
		{"absent: restrictive default", nil,
			"default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; connect-src 'none'; img-src 'self' data:; font-src 'self'; media-src 'self' data:; frame-src 'none'; object-src 'none'; base-uri 'self'"},
		{"present but empty", &events.MCPAppCSP{},
			"default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; font-src 'self'; media-src 'self' data:; frame-src 'none'; object-src 'none'; base-uri 'self'"},
		{"connect only", &events.MCPAppCSP{ConnectDomains: []string{"https://api.example.com", "wss://live.example.com"}},
			"default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; connect-src 'self' https://api.example.com wss://live.example.com; img-src 'self' data:; font-src 'self'; media-src 'self' data:; frame-src 'none'; object-src 'none'; base-uri 'self'"},
		{"resources go to five directives", &events.MCPAppCSP{ResourceDomains: []string{"https://cdn.example.com"}},
			"default-src 'none'; script-src 'self' 'unsafe-inline' https://cdn.example.com; style-src 'self' 'unsafe-inline' https://cdn.example.com; connect-src 'self'; img-src 'self' data: https://cdn.example.com; font-src 'self' https://cdn.example.com; media-src 'self' data: https://cdn.example.com; frame-src 'none'; object-src 'none'; base-uri 'self'"},
		{"frames and base", &events.MCPAppCSP{FrameDomains: []string{"https://*.youtube.com"}, BaseURIDomains: []string{"https://base.example.com"}},
			"default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; font-src 'self'; media-src 'self' data:; frame-src https://*.youtube.com; object-src 'none'; base-uri https://base.example.com"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := CSP(tt.csp)
			if err != nil {
				t.Fatal(err)
			}
			if got != tt.want {
				t.Errorf("CSP =\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
	for _, bad := range []string{"https://a.example; script-src *", "*", "'unsafe-eval'", "https://a.example/path"} {
		if _, err := CSP(&events.MCPAppCSP{ConnectDomains: []string{bad}}); err == nil {
			t.Errorf("CSP accepted the source %q", bad)
		}
	}
}
