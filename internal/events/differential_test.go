package events

// Differential fuzz targets: the strictjson-based decoder against the old
// hand-written walker (legacy_strict_test.go), on the same inputs. They
// must agree on accept or reject and, when both accept, on the decoded
// value. The signatures are those of FuzzDecode and FuzzDecodeStrict, so
// their corpora can seed those targets.

import (
	"errors"
	"reflect"
	"testing"
)

func FuzzDifferentialDecode(f *testing.F) {
	addGoldenSeeds(f, func(i uint8, b []byte) { f.Add(i, b) })
	schemas := Schemas()
	f.Fuzz(func(t *testing.T, which uint8, body []byte) {
		schema := schemas[int(which)%len(schemas)]
		oldS, oldErr := legacyPeekSchema(body)
		newS, newErr := PeekSchema(body)
		if (oldErr == nil) != (newErr == nil) || oldS != newS {
			t.Fatalf("PeekSchema: old %q, %v; new %q, %v", oldS, oldErr, newS, newErr)
		}
		oldB, newB := New(schema), New(schema)
		oldErr = legacyDecodeStrict(body, oldB)
		newErr = DecodeStrict(body, newB)
		if (oldErr == nil) != (newErr == nil) {
			t.Fatalf("%s: old %v; new %v", schema, oldErr, newErr)
		}
		if oldErr != nil {
			var be *BodyError
			if !errors.As(newErr, &be) {
				t.Fatalf("new error %v is not a *BodyError", newErr)
			}
			return
		}
		if !reflect.DeepEqual(oldB, newB) {
			t.Fatalf("%s: decoded differently:\nold %#v\nnew %#v", schema, oldB, newB)
		}
	})
}

func FuzzDifferentialDecodeStrict(f *testing.F) {
	f.Add([]byte(tValid))
	f.Add([]byte(`{"e":"","name":"n","in":{"a":""}}`))
	f.Add([]byte(`{"e":"","name":"n","in":{"a":"\ud83d\ude00"},"m":{"\ud800":{"a":""}}}`))
	f.Add([]byte(`{"e":"","name":"n","in":{"a":""},"in":{"a":""}}`))
	f.Add([]byte(`{"e":"","name":"n","in":{"a":""},"n":1e2,"u":-0,"f":1e39}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var oldV, newV tOuter
		oldErr := legacyDecodeStrict(data, &oldV)
		newErr := DecodeStrict(data, &newV)
		if (oldErr == nil) != (newErr == nil) {
			t.Fatalf("old %v; new %v", oldErr, newErr)
		}
		if oldErr == nil && !reflect.DeepEqual(oldV, newV) {
			t.Fatalf("decoded differently:\nold %#v\nnew %#v", oldV, newV)
		}
	})
}
