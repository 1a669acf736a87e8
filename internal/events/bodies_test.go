package events

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/strictjson"
)

func goldenPath(schema string) string {
	return filepath.Join("testdata", "bodies", schema+".json")
}

func golden(t testing.TB, schema string) []byte {
	t.Helper()
	b, err := os.ReadFile(goldenPath(schema))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// subjectForSchema finds a subject whose role publishes schema.
func subjectForSchema(t testing.TB, schema, requestID string) Subject {
	t.Helper()
	for _, role := range Roles {
		for kind, s := range routes[role] {
			if s == schema {
				return Subject{Role: role, Kind: kind, RequestID: requestID}
			}
		}
	}
	t.Fatalf("no route carries %s", schema)
	return Subject{}
}

func TestEverySchemaHasATypeAndAGoldenFile(t *testing.T) {
	consts := []string{
		SchemaRequestOpened, SchemaAttemptSubmitted, SchemaObservationW1, SchemaVisualVerdict,
		SchemaJudgeDecision, SchemaBlob, SchemaOpsObservation, SchemaStateTransition, SchemaSeal,
		SchemaGovernanceViolation, SchemaRejected, SchemaBaselineAccepted, SchemaDriftVerdict, SchemaRendererAccepted,
	}
	if got := Schemas(); len(got) != len(consts) {
		t.Fatalf("Schemas() = %v, want the %d schema constants", got, len(consts))
	}
	for _, s := range consts {
		b := New(s)
		if b == nil || b.Schema() != s {
			t.Errorf("New(%q) = %#v", s, b)
		}
		if _, err := os.Stat(goldenPath(s)); err != nil {
			t.Errorf("golden body for %s: %v", s, err)
		}
	}
	// Every route's schema decodes.
	for _, role := range Roles {
		for kind, s := range routes[role] {
			if _, ok := registry[s]; !ok {
				t.Errorf("route %s/%s carries %s, which has no body type", role, kind, s)
			}
		}
	}
	if New("nope.v1") != nil {
		t.Error("New of an unknown schema is not nil")
	}
}

// TestBodyTypesAreStrictlyDecodable: every body type (and every type
// nested in it) is one the strict decoder supports, each tag parses, and
// every body requires "schema" and "request_id".
func TestBodyTypesAreStrictlyDecodable(t *testing.T) {
	for ty, schema := range bodySchemas {
		plan, err := strict.Plan(ty)
		if err != nil {
			t.Errorf("%s: %v", schema, err)
			continue
		}
		for _, name := range []string{"schema", "request_id"} {
			i := slices.IndexFunc(plan.Members, func(m *strictjson.Member) bool { return m.Name == name })
			if i < 0 || !plan.Members[i].Rules.Required {
				t.Errorf("%s: %q is not a required field", schema, name)
			}
		}
	}
}

func TestGoldenBodiesDecode(t *testing.T) {
	for _, schema := range Schemas() {
		t.Run(schema, func(t *testing.T) {
			data := golden(t, schema)
			b, err := Decode(schema, data)
			if err != nil {
				t.Fatal(err)
			}
			if b.Schema() != schema {
				t.Errorf("Schema() = %q", b.Schema())
			}
			if b.RequestID() == "" {
				t.Error("RequestID() is empty")
			}
			got, err := PeekSchema(data)
			if err != nil || got != schema {
				t.Errorf("PeekSchema = %q, %v", got, err)
			}
			subj := subjectForSchema(t, schema, b.RequestID())
			if _, err := DecodeFor(subj, data); err != nil {
				t.Errorf("DecodeFor(%s): %v", subj, err)
			}
			// Encode gives a body that decodes to the same value, and is a
			// fixed point.
			enc, err := Encode(b)
			if err != nil {
				t.Fatal(err)
			}
			b2, err := Decode(schema, enc)
			if err != nil {
				t.Fatalf("re-decoding %s: %v", enc, err)
			}
			if !reflect.DeepEqual(b, b2) {
				t.Errorf("re-decoded body differs:\n%#v\n%#v", b, b2)
			}
			enc2, err := Encode(b2)
			if err != nil || !bytes.Equal(enc, enc2) {
				t.Errorf("Encode is not a fixed point: %v\n%s\n%s", err, enc, enc2)
			}
			// Compact and re-indented spellings decode alike.
			var compact bytes.Buffer
			if err := json.Compact(&compact, data); err != nil {
				t.Fatal(err)
			}
			b3, err := Decode(schema, compact.Bytes())
			if err != nil || !reflect.DeepEqual(b, b3) {
				t.Errorf("compact form: %v", err)
			}
		})
	}
}

func TestGoldenDetails(t *testing.T) {
	req := mustDecode[*RequestOpened](t, SchemaRequestOpened, golden(t, SchemaRequestOpened))
	if err := req.CheckSkeletonHash(); err != nil {
		t.Error(err)
	}
	if !req.Constraints.Complete() {
		t.Error("golden constraints are not complete")
	}
	att := mustDecode[*AttemptSubmitted](t, SchemaAttemptSubmitted, golden(t, SchemaAttemptSubmitted))
	vv := mustDecode[*VisualVerdict](t, SchemaVisualVerdict, golden(t, SchemaVisualVerdict))
	if TupleFor(req, att) != vv.Tuple {
		t.Errorf("golden tuple %+v != TupleFor %+v", vv.Tuple, TupleFor(req, att))
	}
	w1 := mustDecode[*ObservationW1](t, SchemaObservationW1, golden(t, SchemaObservationW1))
	if w1.Tuple != vv.Tuple {
		t.Error("golden W1 and W2 tuples differ")
	}
	if vv.ElementVerdicts[1].BBoxMeasured != nil || vv.ElementVerdicts[0].BBoxMeasured.Y != 426.5 {
		t.Errorf("bbox_measured decoded wrong: %+v", vv.ElementVerdicts)
	}
	blob := mustDecode[*Blob](t, SchemaBlob, golden(t, SchemaBlob))
	if w1.Screenshots[0].SHA256 != blob.SHA256 {
		t.Error("golden screenshot hash is not the golden blob's")
	}
	rej := mustDecode[*Rejected](t, SchemaRejected, golden(t, SchemaRejected))
	if rej.RequestID() != UnknownRequestID {
		t.Errorf("rejected request id %q", rej.RequestID())
	}
	if orig, err := rej.Original.BodyBytes(); err != nil || !bytes.HasPrefix(orig, []byte(`{"schema"`)) {
		t.Errorf("original body %q, %v", orig, err)
	}

	gv := mustDecode[*GovernanceViolation](t, SchemaGovernanceViolation, golden(t, SchemaGovernanceViolation))
	if gv.Original == nil || gv.Original.Subject != gv.Subject || gv.Original.MsgID != gv.EventID {
		t.Errorf("violation original %+v does not name the offending event", gv.Original)
	} else if orig, err := gv.Original.BodyBytes(); err != nil || !bytes.Contains(orig, []byte(`"w3"`)) {
		t.Errorf("violation original body %q, %v", orig, err)
	}

	// Defaults.
	if s := (&RequestOpened{}).EffectiveSurfaces(); !reflect.DeepEqual(s, []string{"web"}) {
		t.Errorf("default surfaces %v", s)
	}
	if (&RequestOpened{}).EffectiveMaxDeviationScore() != 0 || req.EffectiveMaxDeviationScore() != 0.1 {
		t.Error("EffectiveMaxDeviationScore")
	}
	var nilC *Constraints
	if nilC.Complete() {
		t.Error("nil constraints are complete")
	}
	req.Skeleton.Files[SkeletonIndex] += "# edited\n"
	if err := req.CheckSkeletonHash(); err == nil {
		t.Error("CheckSkeletonHash accepted an edited index")
	}
}

func mustDecode[T Body](t *testing.T, schema string, data []byte) T {
	t.Helper()
	b, err := Decode(schema, data)
	if err != nil {
		t.Fatal(err)
	}
	return b.(T)
}

// ---------------------------------------------------------------------------
// Mutations of golden bodies.

type deleteKey struct{}

var del = deleteKey{}

var pathPart = regexp.MustCompile(`^([^.\[]+)|^\.([^.\[]+)|^\[(\d+)\]|^\["([^"]*)"\]`)

// mutate decodes a golden body generically, sets (or, with del, removes)
// the value at path, and re-encodes it.
func mutate(t *testing.T, data []byte, path string, val any) []byte {
	t.Helper()
	var doc any
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&doc); err != nil {
		t.Fatal(err)
	}
	var parts []any
	for rest := path; rest != ""; {
		m := pathPart.FindStringSubmatch(rest)
		if m == nil {
			t.Fatalf("bad test path %q", path)
		}
		switch {
		case m[1] != "":
			parts = append(parts, m[1])
		case m[2] != "":
			parts = append(parts, m[2])
		case m[3] != "":
			n, _ := strconv.Atoi(m[3])
			parts = append(parts, n)
		default:
			parts = append(parts, m[4])
		}
		rest = rest[len(m[0]):]
	}
	cur := doc
	for i, p := range parts {
		last := i == len(parts)-1
		switch p := p.(type) {
		case string:
			obj := cur.(map[string]any)
			if last {
				if val == del {
					delete(obj, p)
				} else {
					obj[p] = val
				}
			}
			cur = obj[p]
		case int:
			arr := cur.([]any)
			if last {
				arr[p] = val
			}
			cur = arr[p]
		}
	}
	out, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

type badCase struct {
	name   string
	schema string
	body   func(t *testing.T, g []byte) []byte
	path   string // JSON path the message must name ("" for the whole body)
	reason string // substring of the reason
}

func set(path string, val any) func(*testing.T, []byte) []byte {
	return func(t *testing.T, g []byte) []byte { return mutate(t, g, path, val) }
}

func raw(f func(string) string) func(*testing.T, []byte) []byte {
	return func(t *testing.T, g []byte) []byte {
		var c bytes.Buffer
		if err := json.Compact(&c, g); err != nil {
			t.Fatal(err)
		}
		return []byte(f(c.String()))
	}
}

func genericBadCases(schema string) []badCase {
	return []badCase{
		{"unknown field", schema, set("bogus", 1), "bogus", "unknown field"},
		{"case-folded key", schema, set("Request_ID", "x"), "Request_ID", "unknown field"},
		{"missing schema", schema, set("schema", del), "schema", "missing required field"},
		{"missing request_id", schema, set("request_id", del), "request_id", "missing required field"},
		{"request_id wrong type", schema, set("request_id", 7), "request_id", "wrong type: want string, got number"},
		{"request_id null", schema, set("request_id", nil), "request_id", "wrong type: want string, got null"},
		{"request_id not a subject token", schema, set("request_id", "a.b"), "request_id", "not in [A-Za-z0-9_-]"},
		{"schema of another kind", schema, set("schema", "blob.v0"), "schema", `is "blob.v0"`},
		{"schema wrong type", schema, set("schema", true), "schema", "wrong type"},
		{"duplicate top-level key", schema, raw(func(s string) string {
			return `{"request_id":"dup",` + s[1:]
		}), "request_id", "duplicate key"},
		{"duplicate schema key", schema, raw(func(s string) string {
			return `{"schema":"` + schema + `",` + s[1:]
		}), "schema", "duplicate key"},
		{"trailing object", schema, raw(func(s string) string { return s + "{}" }), "", "trailing data"},
		{"trailing garbage", schema, raw(func(s string) string { return s + " x" }), "", "trailing data"},
		{"not an object", schema, raw(func(s string) string { return "[" + s + "]" }), "", "must be a JSON object"},
		{"truncated", schema, raw(func(s string) string { return s[:len(s)-1] }), "", "malformed JSON"},
		{"empty", schema, raw(func(string) string { return "" }), "", "empty body"},
		{"invalid UTF-8", schema, raw(func(s string) string { return strings.Replace(s, `"schema"`, "\"schema\",\"x\xff\":1", 1) }), "", "not valid UTF-8"},
	}
}

func TestBadBodies(t *testing.T) {
	var cases []badCase
	for _, s := range Schemas() {
		cases = append(cases, genericBadCases(s)...)
	}
	const (
		rq = SchemaRequestOpened
		at = SchemaAttemptSubmitted
		w1 = SchemaObservationW1
		vv = SchemaVisualVerdict
		jd = SchemaJudgeDecision
		bl = SchemaBlob
		op = SchemaOpsObservation
		st = SchemaStateTransition
		se = SchemaSeal
		gv = SchemaGovernanceViolation
		rj = SchemaRejected
		ba = SchemaBaselineAccepted
		dv = SchemaDriftVerdict
		ra = SchemaRendererAccepted
	)
	for _, s := range []string{at, w1, vv, jd, bl, se, ba, dv, ra} {
		cases = append(cases,
			badCase{"missing attempt_id", s, set("attempt_id", del), "attempt_id", "missing required field"},
			badCase{"empty attempt_id", s, set("attempt_id", ""), "attempt_id", "must be 1-128 bytes"},
			badCase{"control char in attempt_id", s, set("attempt_id", "a\nb"), "attempt_id", "control character"},
		)
	}
	for _, s := range []string{w1, vv} {
		cases = append(cases,
			badCase{"tuple attempt mismatch", s, set("tuple.attempt_id", "att-2"), "tuple.attempt_id", `does not match attempt_id "att-1"`},
			badCase{"top-level attempt mismatch", s, set("attempt_id", "att-2"), "tuple.attempt_id", "does not match"},
			badCase{"tuple request mismatch", s, set("tuple.request_id", "other"), "tuple.request_id", "does not match request_id"},
			badCase{"tuple field missing", s, set("tuple.rubric_version", del), "tuple.rubric_version", "missing required field"},
			badCase{"tuple field wrong type", s, set("tuple.prior_state_version", 1), "tuple.prior_state_version", "wrong type: want string, got number"},
			badCase{"tuple unknown field", s, set("tuple.extra", ""), "tuple.extra", "unknown field"},
			badCase{"bad verdict", s, set("verdict", "PASS"), "verdict", `"PASS" is not one of "pass", "warn", "reject", "AUDIT_UNAVAILABLE"`},
			badCase{"unavailable without error", s, func(t *testing.T, g []byte) []byte {
				return mutate(t, mutate(t, g, "verdict", "AUDIT_UNAVAILABLE"), "error", "")
			}, "error", "must say why"},
			badCase{"missing error", s, set("error", del), "error", "missing required field"},
		)
	}
	cases = append(cases, []badCase{
		// request.opened.v1
		{"short skeleton hash", rq, set("skeleton_hash", "abc"), "skeleton_hash", "not 64 lowercase hex"},
		{"uppercase skeleton hash", rq, set("skeleton_hash", strings.Repeat("A", 64)), "skeleton_hash", "not 64 lowercase hex"},
		{"empty rubric", rq, set("rubric_version", ""), "rubric_version", "must not be empty"},
		{"reserved request id", rq, set("request_id", UnknownRequestID), "request_id", "reserved"},
		{"no skeleton", rq, set("skeleton", del), "skeleton", "missing required field"},
		{"no files", rq, set("skeleton.files", map[string]any{}), "skeleton.files", "at least 1"},
		{"files null", rq, set("skeleton.files", nil), "skeleton.files", "at least 1"},
		{"no index", rq, set(`skeleton.files["index.yaml"]`, del), "skeleton.files", `missing "index.yaml"`},
		{"file escapes", rq, set(`skeleton.files["../etc/passwd"]`, "x"), `skeleton.files["../etc/passwd"]`, "clean path"},
		{"absolute file", rq, set(`skeleton.files["/etc/passwd"]`, "x"), `skeleton.files["/etc/passwd"]`, "relative"},
		{"file content not a string", rq, set(`skeleton.files["screens/home.yaml"]`, 1), `skeleton.files["screens/home.yaml"]`, "wrong type"},
		{"duplicate file", rq, raw(func(s string) string {
			return strings.Replace(s, `"files":{`, `"files":{"index.yaml":"x",`, 1)
		}), `skeleton.files["index.yaml"]`, "duplicate key"},
		{"ftp url", rq, set("product_url", "ftp://x/y"), "product_url", "scheme must be file, http or https"},
		{"hostless http url", rq, set("product_url", "http:///x"), "product_url", "needs a host"},
		{"explicit empty url", rq, set("product_url", ""), "product_url", "scheme must be"},
		{"unknown surface", rq, set("surfaces", []any{"web", "tv"}), "surfaces[1]", `"tv" is not one of`},
		{"duplicate surface", rq, set("surfaces", []any{"ios", "ios"}), "surfaces[1]", "duplicate surface"},
		{"empty surfaces", rq, set("surfaces", []any{}), "surfaces", "at least 1 items"},
		{"surfaces not a list", rq, set("surfaces", "web"), "surfaces", "wrong type: want array, got string"},
		{"contrast below 1", rq, set("constraints.min_contrast_ratio", 0.5), "constraints.min_contrast_ratio", "outside 1..21"},
		{"nav links as string", rq, set("constraints.max_nav_links", "5"), "constraints.max_nav_links", "wrong type: want integer, got string"},
		{"nav links fractional", rq, set("constraints.max_nav_links", json.Number("5.5")), "constraints.max_nav_links", "want an integer"},
		{"nav links exponent", rq, set("constraints.max_nav_links", json.Number("5e0")), "constraints.max_nav_links", "want an integer"},
		{"nav links negative", rq, set("constraints.max_nav_links", -1), "constraints.max_nav_links", "below 0"},
		{"empty selector", rq, set("constraints.required_elements", []any{"a", ""}), "constraints.required_elements[1]", "must not be empty"},
		{"unknown constraint", rq, set("constraints.max_links", 3), "constraints.max_links", "unknown field"},
		{"deviation score above 1", rq, set("max_allowed_deviation_score", 2), "max_allowed_deviation_score", "outside 0..1"},
		{"explicit empty baseline scope", rq, set("baseline_scope", ""), "baseline_scope", "must not be empty"},
		{"control char in baseline scope", rq, set("baseline_scope", "acme\nmain"), "baseline_scope", "control character"},
		{"long baseline scope", rq, set("baseline_scope", strings.Repeat("s", 129)), "baseline_scope", "1-128 bytes"},
		// baseline.accepted.v1
		{"no frames", ba, set("frames", []any{}), "frames", "at least 1"},
		{"frames null", ba, set("frames", nil), "frames", "at least 1"},
		{"frame twice", ba, func(t *testing.T, g []byte) []byte {
			var m map[string]any
			if err := json.Unmarshal(g, &m); err != nil {
				t.Fatal(err)
			}
			f := m["frames"].([]any)
			m["frames"] = append(f, f[0])
			out, _ := json.Marshal(m)
			return out
		}, "frames[1]", "named twice"},
		{"frame surface", ba, set("frames[0].surface", "tv"), "frames[0].surface", `"tv" is not one of`},
		{"frame hash", ba, set("frames[0].sha256", "abc"), "frames[0].sha256", "not 64 lowercase hex"},
		{"blank acceptance reason", ba, set("reason", "  "), "reason", "must not be blank"},
		{"no acceptance scope", ba, set("baseline_scope", del), "baseline_scope", "missing required field"},
		{"empty acceptance scope", ba, set("baseline_scope", ""), "baseline_scope", "must not be empty"},
		{"acceptance version", ba, set("state_version", "06"), "state_version", "canonical decimal"},
		// renderer.accepted.v1
		{"no renderer", ra, set("renderer", del), "renderer", "missing required field"},
		{"renderer null", ra, set("renderer", nil), "renderer", ""},
		{"renderer headless", ra, set("renderer.headless", "old"), "renderer.headless", `"old" is not one of`},
		{"renderer product slash", ra, set("renderer.product", "Chrome/131"), "renderer.product", "slash"},
		{"renderer fonts digest", ra, set("renderer.fonts_sha256", "abc"), "renderer.fonts_sha256", "not 64 lowercase hex"},
		{"blank renderer reason", ra, set("reason", " "), "reason", "must not be blank"},
		{"no renderer scope", ra, set("baseline_scope", del), "baseline_scope", "missing required field"},
		{"renderer version", ra, set("state_version", "06"), "state_version", "canonical decimal"},
		{"acceptance timestamp", ba, set("timestamp", "2026-05-01T12:30:00+02:00"), "timestamp", "ending in Z"},
		// drift-verdict.v1
		{"drift tuple attempt mismatch", dv, set("tuple.attempt_id", "att-2"), "tuple.attempt_id", "does not match"},
		{"drift tuple missing", dv, set("tuple", del), "tuple", "missing required field"},
		{"drift decision", dv, set("drift_decision", "pass"), "drift_decision", `"pass" is not one of "approve", "reject", "AUDIT_UNAVAILABLE"`},
		{"drift unavailable without error", dv, set("drift_decision", "AUDIT_UNAVAILABLE"), "error", "must say why"},
		{"drift verdict hash", dv, set("visual_verdict_sha256", "x"), "visual_verdict_sha256", "not 64 lowercase hex"},
		// attempt.submitted.v1
		{"leading-zero version", at, set("prior_state_version", "01"), "prior_state_version", "canonical decimal"},
		{"word version", at, set("prior_state_version", "one"), "prior_state_version", "canonical decimal"},
		{"huge version", at, set("prior_state_version", "9007199254740992"), "prior_state_version", "exceeds"},
		{"numeric version", at, set("prior_state_version", 1), "prior_state_version", "wrong type"},
		{"empty product hash", at, set("product_hash", ""), "product_hash", "must not be empty"},
		{"missing inventory hash", at, set("inventory_hash", del), "inventory_hash", "missing required field"},
		// observation.w1.v1
		{"score above 1", w1, set("score", 1.5), "score", "outside 0..1"},
		{"score as string", w1, set("score", "1"), "score", "wrong type: want number, got string"},
		{"negative severity", w1, set("deviations[0].severity", -0.1), "deviations[0].severity", "outside 0..1"},
		{"deviation missing hint", w1, set("deviations[0].location_hint", del), "deviations[0].location_hint", "missing required field"},
		{"deviation empty id", w1, set("deviations[0].id", ""), "deviations[0].id", "must not be empty"},
		{"deviation not an object", w1, set("deviations[0]", "x"), "deviations[0]", "wrong type: want object, got string"},
		{"deviations null item", w1, set("deviations[0]", nil), "deviations[0]", "want object, got null"},
		{"screenshot hash uppercase", w1, set("screenshots[0].sha256", strings.Repeat("F", 64)), "screenshots[0].sha256", "hex"},
		{"screenshot surface", w1, set("screenshots[0].surface", "tv"), "screenshots[0].surface", "not one of"},
		{"screenshot width 0", w1, set("screenshots[0].width", 0), "screenshots[0].width", "below 1"},
		{"screenshot width huge", w1, set("screenshots[0].width", json.Number("9007199254740992")), "screenshots[0].width", "within ±9007199254740991"},
		{"missing screenshots", w1, set("screenshots", del), "screenshots", "missing required field"},
		// visual-verdict.v1
		{"element status missing", vv, set("element_verdicts[1].status", del), "element_verdicts[1].status", "missing required field"},
		{"element status bad", vv, set("element_verdicts[0].status", "ok"), "element_verdicts[0].status", `"ok" is not one of "pass", "fail", "hidden"`},
		{"element unknown field", vv, set("element_verdicts[0].extra", 1), "element_verdicts[0].extra", "unknown field"},
		{"bbox coordinate string", vv, set("element_verdicts[0].bbox_measured.x", "16"), "element_verdicts[0].bbox_measured.x", "wrong type"},
		{"bbox missing h", vv, set("element_verdicts[0].bbox_drift_px.h", del), "element_verdicts[0].bbox_drift_px.h", "missing required field"},
		{"bbox key missing", vv, set("element_verdicts[1].bbox_measured", del), "element_verdicts[1].bbox_measured", "missing required field"},
		{"token mismatch item incomplete", vv, set("element_verdicts[0].token_mismatch[0].expected", del), "element_verdicts[0].token_mismatch[0].expected", "missing required field"},
		{"interaction status", vv, set("element_verdicts[0].interactions_ok[0].status", "fine"), "element_verdicts[0].interactions_ok[0].status", "not one of"},
		{"micro_drift as number", vv, set("element_verdicts[0].micro_drift", 0), "element_verdicts[0].micro_drift", "want boolean, got number"},
		{"micro_drift null", vv, set("element_verdicts[0].micro_drift", nil), "element_verdicts[0].micro_drift", "want boolean, got null"},
		{"negative tolerance", vv, set("element_verdicts[0].tolerance_px", -4), "element_verdicts[0].tolerance_px", "below 0"},
		{"clipped text without clipped_by", vv, func(t *testing.T, g []byte) []byte {
			return mutate(t, rubric120Fields(t, g), "element_verdicts[0].clipped_text[0].clipped_by", del)
		}, "element_verdicts[0].clipped_text[0].clipped_by", "missing required field"},
		{"clipped text negative px", vv, func(t *testing.T, g []byte) []byte {
			return mutate(t, rubric120Fields(t, g), "element_verdicts[0].clipped_text[0].visible_px", -1)
		}, "element_verdicts[0].clipped_text[0].visible_px", "below 0"},
		{"clipped text unknown field", vv, func(t *testing.T, g []byte) []byte {
			return mutate(t, rubric120Fields(t, g), "element_verdicts[0].clipped_text[0].extra", 1)
		}, "element_verdicts[0].clipped_text[0].extra", "unknown field"},
		{"token chain uses_token missing", vv, func(t *testing.T, g []byte) []byte {
			return mutate(t, rubric120Fields(t, g), "element_verdicts[0].token_chains[0].uses_token", del)
		}, "element_verdicts[0].token_chains[0].uses_token", "missing required field"},
		{"state mismatch empty declared", vv, func(t *testing.T, g []byte) []byte {
			return mutate(t, rubric120Fields(t, g), "element_verdicts[0].state_mismatch.declared", "")
		}, "element_verdicts[0].state_mismatch.declared", "empty"},
		{"nested duplicate key", vv, raw(func(s string) string {
			return strings.Replace(s, `"lint":{`, `"lint":{"nav_links":9,`, 1)
		}), "lint.nav_links", "duplicate key"},
		{"deep duplicate key", vv, raw(func(s string) string {
			return strings.Replace(s, `"bbox_drift_px":{`, `"bbox_drift_px":{"y":1,`, 1)
		}), "element_verdicts[0].bbox_drift_px.y", "duplicate key"},
		{"lint missing findings", vv, set("lint.findings", del), "lint.findings", "missing required field"},
		{"lint selector count", vv, set("lint.required[0].matches", -1), "lint.required[0].matches", "below 0"},
		{"lint finding severity", vv, set("lint.findings", []any{map[string]any{"code": "nav", "severity": "error", "detail": ""}}), "lint.findings[0].severity", "not one of"},
		{"concern severity", vv, set("concerns[0].severity", "info"), "concerns[0].severity", `"info" is not one of "warning", "blocker"`},
		{"concern code with space", vv, set("concerns[0].code", "fonts slow"), "concerns[0].code", "not a code"},
		{"fonts ms negative", vv, set("fonts_ready_ms", -1), "fonts_ready_ms", "below 0"},
		{"fonts ms fractional", vv, set("fonts_ready_ms", 1.5), "fonts_ready_ms", "want an integer"},
		{"missing lint", vv, set("lint", del), "lint", "missing required field"},
		{"lint null", vv, set("lint", nil), "lint", "want object, got null"},
		{"micro_drift_only missing", vv, set("micro_drift_only", del), "micro_drift_only", "missing required field"},
		// judge.decision.v1
		{"bad decision", jd, set("decision", "APPROVE"), "decision", "not one of"},
		{"reject without reason", jd, func(t *testing.T, g []byte) []byte {
			return mutate(t, mutate(t, g, "decision", "reject"), "reason", "  ")
		}, "reason", "must not be empty for a reject"},
		{"missing reason", jd, set("reason", del), "reason", "missing required field"},
		{"offset timestamp", jd, set("timestamp", "2026-05-01T14:00:00+02:00"), "timestamp", "ending in Z"},
		{"garbage timestamp", jd, set("timestamp", "yesterdayZ"), "timestamp", "RFC 3339"},
		{"date-only timestamp", jd, set("timestamp", "2026-05-01Z"), "timestamp", "RFC 3339"},
		{"empty actor", jd, set("actor_id", ""), "actor_id", "must not be empty"},
		{"state version not decimal", jd, set("state_version", "v3"), "state_version", "canonical decimal"},
		{"ticket wrong type", jd, set("ticket_id", 42), "ticket_id", "wrong type"},
		// blob.v1
		{"data not base64", bl, set("data", "!!!"), "data", "not canonical standard base64"},
		{"data unpadded", bl, set("data", "QQ"), "data", "not canonical"},
		{"data with newline", bl, set("data", "QUFB\nQUFB"), "data", "not canonical"},
		{"data url alphabet", bl, set("data", "-_-_"), "data", "not canonical"},
		{"data non-canonical bits", bl, set("data", "QR=="), "data", "not canonical"},
		{"chunk out of range", bl, set("chunk", 1), "chunk", "is not below chunks 1"},
		{"zero chunks", bl, set("chunks", 0), "chunks", "below 1"},
		{"size mismatch", bl, set("size", 1), "data", "more than the blob's size"},
		{"size larger", bl, set("size", 100000), "size", "the only chunk holds"},
		{"hash mismatch", bl, set("sha256", strings.Repeat("0", 64)), "sha256", "does not match"},
		{"media type case", bl, set("media_type", "Image/PNG"), "media_type", "not a lowercase media type"},
		{"media type params", bl, set("media_type", "text/plain; charset=utf-8"), "media_type", "not a lowercase media type"},
		{"negative size", bl, set("size", -1), "size", "below 0"},
		// ops.observation.v1
		{"empty kind", op, set("kind", ""), "kind", "not a code"},
		{"kind with space", op, set("kind", "tool failed"), "kind", "not a code"},
		{"empty tool", op, set("tool", ""), "tool", "must not be empty"},
		{"negative duration", op, set("duration_ms", -5), "duration_ms", "below 0"},
		{"duration null is absent", op, set("duration_ms", "5"), "duration_ms", "wrong type"},
		{"explicit empty attempt", op, set("attempt_id", ""), "attempt_id", "must be 1-128"},
		{"missing detail", op, set("detail", del), "detail", "missing required field"},
		// state.transition.v1
		{"unknown state", st, set("to", "DONE"), "to", "not one of"},
		{"to empty", st, set("to", ""), "to", "not one of"},
		{"lowercase state", st, set("from", "open"), "from", "not one of"},
		{"missing from", st, set("from", del), "from", "missing required field"},
		{"version too big", st, set("version", json.Number("9007199254740992")), "version", "want an integer"},
		{"version negative", st, set("version", -1), "version", "below 0"},
		{"version float", st, set("version", json.Number("3.0")), "version", "want an integer"},
		{"empty cause", st, set("cause_event_id", ""), "cause_event_id", "event id must be"},
		{"long cause", st, set("cause_event_id", strings.Repeat("x", MaxIDLen+1)), "cause_event_id", "event id must be"},
		{"error code with space", st, set("error", "NOT A CODE"), "error", "not a code"},
		// seal.v1
		{"composite wrong", se, set("composite_hash", strings.Repeat("a", 64)), "composite_hash", "is not H(w1_hash"},
		{"w1 hash bad", se, set("w1_hash", "zz"), "w1_hash", "hex"},
		{"w3 hash missing", se, set("w3_hash", del), "w3_hash", "missing required field"},
		{"w2 hash changed", se, set("w2_hash", strings.Repeat("b", 64)), "composite_hash", "is not H("},
		{"decision id empty", se, set("decision_event_id", ""), "decision_event_id", "event id"},
		// governance.violation.v1
		{"empty reason", gv, set("reason", ""), "reason", "not a code"},
		{"missing key id", gv, set("key_id", del), "key_id", "missing required field"},
		{"empty subject", gv, set("subject", ""), "subject", "must not be empty"},
		{"empty event id", gv, set("event_id", ""), "event_id", "event id must be"},
		{"violation original body not base64", gv, set("original.body", "{}"), "original.body", "not canonical"},
		{"violation original sig missing", gv, set("original.sig", del), "original.sig", "missing required field"},
		{"violation original extra", gv, set("original.headers", map[string]any{}), "original.headers", "unknown field"},
		{"violation original not an object", gv, set("original", "x"), "original", "wrong type"},
		// rejected.v1
		{"reason without prefix", rj, set("reason", "bad_body"), "reason", `does not start with "rejected_"`},
		{"original body not base64", rj, set("original.body", "{}"), "original.body", "not canonical"},
		{"original sig missing", rj, set("original.sig", del), "original.sig", "missing required field"},
		{"original missing", rj, set("original", del), "original", "missing required field"},
		{"original extra", rj, set("original.headers", map[string]any{}), "original.headers", "unknown field"},
		{"attempt id on rejected", rj, set("attempt_id", "a"), "attempt_id", "unknown field"},
	}...)

	names := map[string]bool{}
	for _, c := range cases {
		name := c.schema + "/" + c.name
		if names[name] {
			t.Fatalf("duplicate case %s", name)
		}
		names[name] = true
		t.Run(name, func(t *testing.T) {
			body := c.body(t, golden(t, c.schema))
			_, err := Decode(c.schema, body)
			assertBodyError(t, err, c.schema, c.path, c.reason)
		})
	}
}

func assertBodyError(t *testing.T, err error, schema, path, reason string) {
	t.Helper()
	if err == nil {
		t.Fatalf("accepted; want %s: %s: …%s…", schema, path, reason)
	}
	if !errors.Is(err, ErrBadBody) {
		t.Fatalf("%v does not wrap ErrBadBody", err)
	}
	var be *BodyError
	if !errors.As(err, &be) {
		t.Fatalf("%v is not a *BodyError", err)
	}
	msg := err.Error()
	if strings.ContainsAny(msg, "\n\r") {
		t.Errorf("message is not one line: %q", msg)
	}
	if be.Schema != schema || be.Path != path || !strings.Contains(be.Reason, reason) {
		t.Errorf("got  %q\nwant %s: %s: …%s…", msg, schema, path, reason)
	}
	want := schema + ": "
	if path != "" {
		want += path + ": "
	}
	if !strings.HasPrefix(msg, want) {
		t.Errorf("message %q does not start with %q", msg, want)
	}
}

func TestGoodVariants(t *testing.T) {
	cases := []struct {
		name   string
		schema string
		body   func(t *testing.T, g []byte) []byte
	}{
		{"request without optional fields", SchemaRequestOpened, func(t *testing.T, g []byte) []byte {
			for _, k := range []string{"product_url", "constraints", "surfaces", "max_allowed_deviation_score"} {
				g = mutate(t, g, k, del)
			}
			return mutate(t, g, "dom_payload", "<!doctype html><html><body><nav></nav></body></html>")
		}},
		{"request with empty constraints", SchemaRequestOpened, set("constraints", map[string]any{})},
		{"request with null constraints", SchemaRequestOpened, set("constraints", nil)},
		{"request on mobile", SchemaRequestOpened, set("surfaces", []any{"web", "android", "ios"})},
		{"request https", SchemaRequestOpened, set("product_url", "https://example.test/site/")},
		{"request deviation score 1", SchemaRequestOpened, set("max_allowed_deviation_score", 1)},
		{"attempt without optionals", SchemaAttemptSubmitted, set("code_diff", del)},
		{"attempt version 0", SchemaAttemptSubmitted, set("prior_state_version", "0")},
		{"attempt id with spaces and unicode", SchemaAttemptSubmitted, set("attempt_id", "attempt 1 — retry")},
		{"w2 unavailable with nulls", SchemaVisualVerdict, func(t *testing.T, g []byte) []byte {
			g = mutate(t, g, "verdict", "AUDIT_UNAVAILABLE")
			g = mutate(t, g, "error", "browser crashed")
			g = mutate(t, g, "element_verdicts", nil)
			return mutate(t, g, "concerns", nil)
		}},
		{"w2 score-free integer bbox", SchemaVisualVerdict, set("element_verdicts[0].bbox_measured.x", 16)},
		{"w2 rubric 1.2.0 fields", SchemaVisualVerdict, rubric120Fields},
		{"w1 no deviations", SchemaObservationW1, set("deviations", []any{})},
		{"w1 score 0", SchemaObservationW1, set("score", 0)},
		{"w1 score negative zero", SchemaObservationW1, set("score", json.Number("-0"))},
		{"w1 unicode escapes", SchemaObservationW1, set("deviations[0].description", "caf\u00e9 \U0001F600 \ufffd")},
		{"judge reject", SchemaJudgeDecision, func(t *testing.T, g []byte) []byte {
			return mutate(t, mutate(t, g, "decision", "reject"), "reason", "CTA colour off")
		}},
		{"judge approve empty reason", SchemaJudgeDecision, set("reason", "")},
		{"judge fractional seconds", SchemaJudgeDecision, set("timestamp", "2026-05-01T12:00:00.123456Z")},
		{"judge without optionals", SchemaJudgeDecision, func(t *testing.T, g []byte) []byte {
			return mutate(t, mutate(t, g, "evidence", del), "ticket_id", del)
		}},
		{"ops without attempt", SchemaOpsObservation, set("attempt_id", del)},
		{"ops other kind", SchemaOpsObservation, set("kind", "vision_command_fail")},
		{"first transition", SchemaStateTransition, func(t *testing.T, g []byte) []byte {
			g = mutate(t, g, "from", "")
			g = mutate(t, g, "to", "OPEN")
			g = mutate(t, g, "attempt_id", del)
			return mutate(t, g, "version", 1)
		}},
		{"failing transition", SchemaStateTransition, func(t *testing.T, g []byte) []byte {
			return mutate(t, mutate(t, g, "to", "FAIL"), "error", "DOM_PAYLOAD_MISSING")
		}},
		{"rejected with a real request", SchemaRejected, set("request_id", "req-9")},
		{"rejected other reason", SchemaRejected, set("reason", "rejected_duplicate_id")},
		{"violation without attempt", SchemaGovernanceViolation, set("attempt_id", del)},
		{"violation without original", SchemaGovernanceViolation, set("original", del)},
	}
	for _, c := range cases {
		t.Run(c.schema+"/"+c.name, func(t *testing.T) {
			body := c.body(t, golden(t, c.schema))
			b, err := Decode(c.schema, body)
			if err != nil {
				t.Fatalf("%v\n%s", err, body)
			}
			enc, err := Encode(b)
			if err != nil {
				t.Fatal(err)
			}
			b2, err := Decode(c.schema, enc)
			if err != nil {
				t.Fatal(err)
			}
			enc2, _ := Encode(b2)
			if !bytes.Equal(enc, enc2) {
				t.Errorf("Encode not a fixed point:\n%s\n%s", enc, enc2)
			}
		})
	}
}

func TestDecodeDispatch(t *testing.T) {
	w1 := golden(t, SchemaObservationW1)

	_, err := Decode("nope\n.v1", w1)
	if got, want := fmt.Sprint(err), `event body: schema: unknown body schema "nope\n.v1"`; got != want || !errors.Is(err, ErrBadBody) {
		t.Errorf("Decode of an unknown schema: %q, want %q", got, want)
	}

	_, err = Decode(SchemaVisualVerdict, w1)
	assertBodyError(t, err, SchemaVisualVerdict, "schema", `is "observation.w1.v1", want "visual-verdict.v1"`)

	// DecodeFor: the subject picks the schema and pins the request.
	good := Subject{Role: RoleW1, Kind: KindObservation, RequestID: "req-2026-0001"}
	if b, err := DecodeFor(good, w1); err != nil || b.AttemptID() != "att-1" {
		t.Fatalf("DecodeFor: %v, %v", b, err)
	}
	_, err = DecodeFor(Subject{Role: RoleW1, Kind: KindObservation, RequestID: "req-other"}, w1)
	assertBodyError(t, err, SchemaObservationW1, "request_id", `does not match the subject's request id "req-other"`)

	_, err = DecodeFor(Subject{Role: RoleW2, Kind: KindVerdict, RequestID: "req-2026-0001"}, w1)
	assertBodyError(t, err, SchemaVisualVerdict, "schema", "want")

	_, err = DecodeFor(Subject{Role: RoleAuditor, Kind: "x", RequestID: "r"}, w1)
	if !errors.Is(err, ErrBadSubject) {
		t.Errorf("DecodeFor on a schema-less subject: %v", err)
	}
	_, err = DecodeFor(good, []byte(`{"schema":"observation.w1.v1"`))
	assertBodyError(t, err, SchemaObservationW1, "", "malformed JSON")
}

func TestPeekSchema(t *testing.T) {
	for _, c := range []struct {
		in, want, path, reason string
	}{
		{`{"a":{"schema":"x"},"schema":"blob.v1","b":[1,{"c":2}]}`, "blob.v1", "", ""},
		{` {"schema":"x"} `, "x", "", ""},
		{`{"a":1}`, "", "schema", "missing required field"},
		{`{"schema":1}`, "", "schema", "wrong type"},
		{`{"schema":"a","schema":"b"}`, "", "schema", "duplicate key"},
		{`{"x":1,"x":2,"schema":"a"}`, "", "x", "duplicate key"},
		{`{"schema":"a"}{}`, "", "", "trailing data"},
		{`["schema"]`, "", "", "must be a JSON object"},
		{``, "", "", "empty body"},
		{`{"schema":"a",}`, "", "", "malformed JSON"},
		{`{"schema":"a","x":[}`, "", "x", "malformed JSON"},
		{"{\"schema\":\"\xff\"}", "", "", "not valid UTF-8"},
	} {
		got, err := PeekSchema([]byte(c.in))
		if c.reason == "" {
			if err != nil || got != c.want {
				t.Errorf("PeekSchema(%s) = %q, %v; want %q", c.in, got, err, c.want)
			}
			continue
		}
		var be *BodyError
		if !errors.As(err, &be) || be.Path != c.path || !strings.Contains(be.Reason, c.reason) || !errors.Is(err, ErrBadBody) {
			t.Errorf("PeekSchema(%s) = %q, %v; want %s: …%s…", c.in, got, err, c.path, c.reason)
		}
	}
}

func TestEncode(t *testing.T) {
	b := New(SchemaOpsObservation).(*OpsObservation)
	b.ReqID, b.Kind, b.Tool, b.Detail = "req-1", OpsExternalToolFail, "chromium", "exit 1 <crash> & more"
	out, err := Encode(b)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"schema":"ops.observation.v1","request_id":"req-1","kind":"external_tool_fail","tool":"chromium","detail":"exit 1 <crash> & more"}`
	if string(out) != want {
		t.Errorf("Encode = %s\nwant     %s", out, want)
	}

	// Encode refuses what Decode would refuse.
	b.Kind = ""
	_, err = Encode(b)
	assertBodyError(t, err, SchemaOpsObservation, "kind", "not a code")
	_, err = Encode(&OpsObservation{ReqID: "r", Kind: "k", Tool: "t"})
	assertBodyError(t, err, SchemaOpsObservation, "schema", `is "", want`)
	if _, err := Encode(nil); err == nil {
		t.Error("Encode(nil) succeeded")
	}
	if _, err := Encode((*Seal)(nil)); err == nil {
		t.Error("Encode of a nil *Seal succeeded")
	}
}

func TestSplitBlob(t *testing.T) {
	data := bytes.Repeat([]byte("0123456789"), 25) // 250 bytes
	for _, size := range []int{1, 7, 100, 250, 1000, 0} {
		chunks := SplitBlob("req-1", "att-1", "image/png", data, size)
		var joined []byte
		for i, c := range chunks {
			enc, err := Encode(c)
			if err != nil {
				t.Fatalf("chunk size %d, chunk %d: %v", size, i, err)
			}
			b, err := Decode(SchemaBlob, enc)
			if err != nil {
				t.Fatal(err)
			}
			part, err := b.(*Blob).Bytes()
			if err != nil {
				t.Fatal(err)
			}
			joined = append(joined, part...)
		}
		if !bytes.Equal(joined, data) {
			t.Errorf("chunk size %d: reassembly differs", size)
		}
	}
	empty := SplitBlob("req-1", "att-1", "text/plain", nil, 10)
	if len(empty) != 1 {
		t.Fatalf("empty blob in %d chunks", len(empty))
	}
	if _, err := Encode(empty[0]); err != nil {
		t.Errorf("empty blob: %v", err)
	}
}

func TestCompositeHash(t *testing.T) {
	z := strings.Repeat("0", 64)
	// H(64 zeros ×3 + "PASS_CANDIDATE"), computed independently with sha256sum.
	const want = "f3fc129b85eab2e32d0d5ceb697720098d6f06a8878b06d0b95ba74e9ce74487"
	if got := CompositeHash(z, z, z); got != want {
		t.Errorf("CompositeHash(zeros) = %s, want %s", got, want)
	}
}

func TestCheckAttemptID(t *testing.T) {
	for _, ok := range []string{"a", "att-1", "attempt 2", "é", strings.Repeat("x", MaxAttemptIDLen)} {
		if err := CheckAttemptID(ok); err != nil {
			t.Errorf("CheckAttemptID(%q): %v", ok, err)
		}
	}
	for _, bad := range []string{"", strings.Repeat("x", MaxAttemptIDLen+1), "a\tb", "a\x00", "a\u0085", "a\u2028", "\xff"} {
		if err := CheckAttemptID(bad); err == nil {
			t.Errorf("CheckAttemptID(%q) accepted", bad)
		}
	}
}

func TestParseStateVersion(t *testing.T) {
	for in, want := range map[string]uint64{"0": 0, "1": 1, "42": 42, "9007199254740991": MaxSafeInteger} {
		if got, err := ParseStateVersion(in); err != nil || got != want {
			t.Errorf("ParseStateVersion(%q) = %d, %v", in, got, err)
		}
	}
	for _, bad := range []string{"", "-1", "+1", "01", "1.0", "1e3", " 1", "9007199254740992", "99999999999999999999"} {
		if _, err := ParseStateVersion(bad); err == nil {
			t.Errorf("ParseStateVersion(%q) accepted", bad)
		}
	}
}

// TestEnumConstantsMatchTags: the enum tags repeat the exported constants
// (tags cannot name constants); every constant must pass its tag.
func TestEnumConstantsMatchTags(t *testing.T) {
	check := func(schema, path string, vals ...any) {
		t.Helper()
		for _, v := range vals {
			g := mutate(t, golden(t, schema), path, v)
			if v == VerdictAuditUnavailable {
				g = mutate(t, g, "error", "browser crashed")
			}
			if schema == SchemaJudgeDecision && v == DecisionReject {
				g = mutate(t, g, "reason", "no")
			}
			if _, err := Decode(schema, g); err != nil {
				t.Errorf("%s %s=%v: %v", schema, path, v, err)
			}
		}
	}
	verdicts := []any{VerdictPass, VerdictWarn, VerdictReject, VerdictAuditUnavailable}
	states := []any{StateOpen, StateObserving, StatePassCandidate, StateSealedDeploy, StateHold, StateFail}
	check(SchemaVisualVerdict, "verdict", verdicts...)
	check(SchemaObservationW1, "verdict", verdicts...)
	check(SchemaVisualVerdict, "element_verdicts[0].status", ElementPass, ElementFail, ElementHidden)
	check(SchemaVisualVerdict, "concerns[0].severity", SeverityWarning, SeverityBlocker)
	check(SchemaJudgeDecision, "decision", DecisionApprove, DecisionReject)
	check(SchemaBaselineAccepted, "frames[0].surface", SurfaceWeb, SurfaceAndroid, SurfaceIOS)
	check(SchemaDriftVerdict, "drift_decision", DecisionApprove, DecisionReject, VerdictAuditUnavailable)
	check(SchemaStateTransition, "from", states...)
	check(SchemaStateTransition, "to", states...)
	check(SchemaObservationW1, "screenshots[0].surface", SurfaceWeb, SurfaceAndroid, SurfaceIOS)
	check(SchemaRequestOpened, "surfaces", []any{SurfaceWeb, SurfaceAndroid, SurfaceIOS})
	check(SchemaOpsObservation, "kind", OpsExternalToolFail, OpsExternalToolSlow)
	check(SchemaRejected, "reason", RejectedTupleMismatch, RejectedBadSignature, RejectedUnknownKey,
		RejectedUnknownRequest, RejectedStaleState, RejectedBadBody, RejectedBadSubject, RejectedMissingHeader)
}

// rubric120Fields adds the optional element-verdict fields of rubric
// 1.2.0 to a visual verdict.
func rubric120Fields(t *testing.T, g []byte) []byte {
	g = mutate(t, g, "element_verdicts[0].clipped_text", []any{map[string]any{
		"text": "Ship UIs you can prove", "visible_px": 301.5, "full_px": 324, "clipped_by": "h1"}})
	g = mutate(t, g, "element_verdicts[0].token_chains", []any{map[string]any{
		"field": "color", "token": "color.text.primary", "uses_token": true,
		"chain": []any{".card { color: var(--card-color) }", ".card { --card-color: }"}}})
	return mutate(t, g, "element_verdicts[0].state_mismatch", map[string]any{"declared": "disabled", "observed": "enabled"})
}
