package events

import (
	"fmt"
	"strings"
	"testing"
)

// TestBlockedURLs: both witness reports take a sorted, distinct, bounded
// blocked_urls, and refuse any other; a report without it decodes to nil
// and encodes without the member (the chain bytes of older reports stay
// what they were).
func TestBlockedURLs(t *testing.T) {
	many := func(n int) []any {
		out := make([]any, n)
		for i := range out {
			out[i] = fmt.Sprintf("http://127.0.0.1:1/%03d", i)
		}
		return out
	}
	tests := []struct {
		name string
		val  any
		ok   bool
	}{
		{"one", []any{"http://127.0.0.1:9/x"}, true},
		{"sorted", []any{"//127.0.0.1:9", "http://127.0.0.1:9/a", "http://127.0.0.1:9/b"}, true},
		{"the most", many(MaxBlockedURLs), true},
		{"longest", []any{"http://a/" + strings.Repeat("x", MaxBlockedURLBytes-len("http://a/"))}, true},
		{"unsorted", []any{"http://b/", "http://a/"}, false},
		{"twice", []any{"http://a/", "http://a/"}, false},
		{"too many", many(MaxBlockedURLs + 1), false},
		{"too long", []any{"http://a/" + strings.Repeat("x", MaxBlockedURLBytes)}, false},
		{"empty entry", []any{""}, false},
		{"not strings", []any{1}, false},
	}
	for _, schema := range []string{SchemaObservationW1, SchemaVisualVerdict} {
		plain, err := Decode(schema, golden(t, schema))
		if err != nil {
			t.Fatal(err)
		}
		enc, err := Encode(plain)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(enc), "blocked_urls") {
			t.Errorf("%s: a report with no blocks encodes blocked_urls: %s", schema, enc)
		}
		for _, tt := range tests {
			body := mutate(t, golden(t, schema), "blocked_urls", tt.val)
			_, err := Decode(schema, body)
			if (err == nil) != tt.ok {
				t.Errorf("%s %s: Decode error %v; want ok=%v", schema, tt.name, err, tt.ok)
			}
		}
	}
}
