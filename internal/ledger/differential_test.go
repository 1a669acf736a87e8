package ledger

// Differential fuzz target: the top-level scanner on strictjson.Members
// against the old hand-written one (legacy_test.go). The W3 rule and the
// violation's attempt id depend on what it reports, so two ledger versions
// build the same chain only if they agree exactly: on every key, in order,
// and on the schema and attempt_id values.

import (
	"slices"
	"strings"
	"testing"
)

func FuzzDifferentialScanTop(f *testing.F) {
	for _, s := range []string{
		`{"schema":"judge.decision.v1","attempt_id":"a"}`,
		`{"w3":{},"Decision":1,"composite_hash":"x","tri_witness_ledger":[]}`,
		`{"attempt_id":1,"attempt_id":"b","schema":null,"schema":"s"}`,
		`{"a":[1,{"b":2}],"w3"`, `{"w3" 1}`, `{"x":"\ud800","schema":"\xff"}`, `[]`, ``, `{"a":1}{"b":2}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		var oldKeys, newKeys []string
		oldS, oldA := legacyScanTop(body, func(k string) { oldKeys = append(oldKeys, k) })
		newS, newA := scanTop(body, func(k string) { newKeys = append(newKeys, k) })
		if oldS != newS || oldA != newA || !slices.Equal(oldKeys, newKeys) {
			t.Fatalf("old %q %q %q; new %q %q %q", oldS, oldA, oldKeys, newS, newA, newKeys)
		}
	})
}

// TestScanTopNestingLimit pins the one difference found: the old scanner
// read encoding/json's token stream, which has no nesting limit, so it saw
// a W3 key after a value nested 10000 levels deep; strictjson.Members
// stops at jsontext's limit (10000 levels, the body object included) as
// at any other malformed point. Below the limit they agree.
func TestScanTopNestingLimit(t *testing.T) {
	for _, c := range []struct {
		depth int
		same  bool
	}{{9998, true}, {9999, true}, {10000, false}, {20000, false}} {
		body := []byte(`{"a":` + strings.Repeat("[", c.depth) + strings.Repeat("]", c.depth) + `,"w3":1}`)
		var oldKeys, newKeys []string
		legacyScanTop(body, func(k string) { oldKeys = append(oldKeys, k) })
		scanTop(body, func(k string) { newKeys = append(newKeys, k) })
		if len(oldKeys) != 2 || slices.Equal(oldKeys, newKeys) != c.same {
			t.Errorf("depth %d: old %q, new %q", c.depth, oldKeys, newKeys)
		}
	}
}
