package ledger

import (
	"slices"
	"strings"
	"testing"
)

// TestScanTopNestingLimit: the W3 scan stops where the body stops being
// well-formed JSON, and nesting deeper than 10000 levels (the body object
// included) is not (jsontext's limit). (The hand-written scanner before
// strictjson.Members followed encoding/json's token stream, which has no
// limit, and saw the W3 key after such a value; differential fuzzing
// against it found no other difference.)
func TestScanTopNestingLimit(t *testing.T) {
	for _, c := range []struct {
		depth int
		want  []string
	}{{9999, []string{"a", "w3"}}, {10000, []string{"a"}}, {20000, []string{"a"}}} {
		body := []byte(`{"a":` + strings.Repeat("[", c.depth) + strings.Repeat("]", c.depth) + `,"w3":1}`)
		var keys []string
		scanTop(body, func(k string) { keys = append(keys, k) })
		if !slices.Equal(keys, c.want) {
			t.Errorf("depth %d: keys %q, want %q", c.depth, keys, c.want)
		}
	}
}
