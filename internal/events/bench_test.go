package events

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// typicalBodies are a request.opened.v1 carrying the example skeleton
// (examples/acme: index.yaml and one screen, the files inline) and a W2
// verdict on it: 8 elements at 2 breakpoints, 16 element verdicts, made
// from the golden bodies.
func typicalBodies(tb testing.TB) []struct {
	name, schema string
	body         []byte
} {
	tb.Helper()
	skel := filepath.Join("..", "..", "examples", "acme", "skeleton")
	files := map[string]any{}
	for _, name := range []string{"index.yaml", "screens/home.yaml"} {
		b, err := os.ReadFile(filepath.Join(skel, filepath.FromSlash(name)))
		if err != nil {
			tb.Fatal(err)
		}
		files[name] = string(b)
	}
	var ro map[string]any
	if err := json.Unmarshal(golden(tb, SchemaRequestOpened), &ro); err != nil {
		tb.Fatal(err)
	}
	ro["skeleton"] = map[string]any{"files": files}
	rq, err := json.Marshal(ro)
	if err != nil {
		tb.Fatal(err)
	}

	var vv map[string]any
	if err := json.Unmarshal(golden(tb, SchemaVisualVerdict), &vv); err != nil {
		tb.Fatal(err)
	}
	evs := vv["element_verdicts"].([]any)
	var many []any
	for i := range 16 {
		ev := map[string]any{}
		for k, v := range evs[i%len(evs)].(map[string]any) {
			ev[k] = v
		}
		ev["element"] = fmt.Sprintf("element-%d", i/2)
		many = append(many, ev)
	}
	vv["element_verdicts"] = many
	w2, err := json.Marshal(vv)
	if err != nil {
		tb.Fatal(err)
	}
	out := []struct {
		name, schema string
		body         []byte
	}{
		{"request.opened.v1", SchemaRequestOpened, rq},
		{"visual-verdict.v1", SchemaVisualVerdict, w2},
	}
	for _, c := range out {
		if _, err := Decode(c.schema, c.body); err != nil {
			tb.Fatalf("%s: %v", c.name, err)
		}
	}
	return out
}

// BenchmarkDecodeStrict is Decode (the ledger's path: PeekSchema, the
// strict decoder and the cross-field checks) on the typical bodies, beside
// encoding/json's plain Unmarshal into the same struct, which checks none
// of it. The last sub-benchmark of each body interleaves the two in one
// loop and reports Decode's time as a multiple of encoding/json's (the
// median of many short alternations), measured in the same run. (The hand-written walker this replaced took
// 5-7 times encoding/json's time; see the commit that removed it.)
func BenchmarkDecodeStrict(b *testing.B) {
	for _, c := range typicalBodies(b) {
		b.Run(c.name+"/encoding-json", func(b *testing.B) {
			b.SetBytes(int64(len(c.body)))
			for b.Loop() {
				if err := json.Unmarshal(c.body, New(c.schema)); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(c.name+"/strict", func(b *testing.B) {
			b.SetBytes(int64(len(c.body)))
			for b.Loop() {
				if _, err := Decode(c.schema, c.body); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(c.name+"/strict-reference", func(b *testing.B) {
			// strictjson's token-only walk, the one before strings and
			// numbers were read raw: the same result, the old cost.
			b.SetBytes(int64(len(c.body)))
			for b.Loop() {
				if _, err := decodeWith(decodeReference, c.schema, c.body); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(c.name+"/ratio", func(b *testing.B) {
			// Many short alternations, and the median of their ratios, so
			// that both sides see the same machine (it is shared) and a
			// stall on either side is an outlier, not a bias.
			const batch = 4
			var ratios []float64
			for b.Loop() {
				t0 := time.Now()
				for range batch {
					_ = json.Unmarshal(c.body, New(c.schema))
				}
				t1 := time.Now()
				for range batch {
					_, _ = Decode(c.schema, c.body)
				}
				ratios = append(ratios, float64(time.Since(t1))/float64(t1.Sub(t0)))
			}
			slices.Sort(ratios)
			b.ReportMetric(ratios[len(ratios)/2], "strict/encoding-json")
		})
	}
}
