package events

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/strictjson"
	"github.com/tribunal-dev/tribunal/internal/strictjson/schematest"
)

// scopeRule is what CheckBaselineScope adds to the tags.
var scopeRule = fmt.Sprintf("baseline_scope is at most %d bytes of UTF-8 and holds no control character.", MaxBaselineScopeLen)

// crossFieldRules says, per body schema, what the type's check method
// enforces beyond the tags (rules across fields, checks JSON Schema
// cannot make), which the generated JSON Schema states in words. Every
// schema has an entry, nil when there is nothing to add, so that a new
// kind is a reminder (TestEveryKindStatesItsRules).
var crossFieldRules = map[string][]string{
	SchemaRequestOpened: {
		`request_id is not "` + UnknownRequestID + `" (reserved for rejections of messages that name no request).`,
		`skeleton.files holds "` + SkeletonIndex + `"; every file name is 1-255 bytes, relative, slash-separated and clean (no "." or ".." segments, no "\", ":", NUL or control characters).`,
		"surfaces lists no surface twice.",
		scopeRule,
		"mcp_app: every csp origin is scheme://host[:port] (http, https, ws, wss; the host may start with \"*.\"), at most 253 bytes; tool.arguments_json is the text of one JSON object; every structured_content_json is \"\" or the text of one JSON object; tools lists no name twice.",

		"mcp_app without server (scripted): uri, mime_type, html and tool.result are present.",
		"mcp_app with server: uri, mime_type, html, csp, tool.result and tools are absent; product_url is present, file:// for transport stdio and http(s):// for streamable-http; command is present (at most 64 words of at most 4096 bytes, no NUL; command[0] a clean relative path inside the product root) for stdio and absent for streamable-http.",
		"mcp_app.server in mode cassette has cassette_gzip (one gzip member, at most 4 MiB decompressed) and cassette_sha256, the latter hex(SHA-256(\"tribunal/mcp-cassette/v1\\n\" + the decompressed cassette)); in mode live (or without mode) neither; every app_calls[].arguments_json is the text of one JSON object; app_calls has at most 32 entries.",
	},
	SchemaObservationW1: {
		"tuple.request_id and tuple.attempt_id equal request_id and attempt_id.",
		`A verdict of "AUDIT_UNAVAILABLE" has a non-empty error.`,
		"blocked_urls holds at most 64 entries of 1-512 bytes each, sorted in byte order, none twice.",

		"mcp_server names no surface twice.",
	},
	SchemaVisualVerdict: {
		"tuple.request_id and tuple.attempt_id equal request_id and attempt_id.",
		`A verdict of "AUDIT_UNAVAILABLE" has a non-empty error.`,
		"blocked_urls holds at most 64 entries of 1-512 bytes each, sorted in byte order, none twice.",

		"mcp_server names no surface twice.",
	},
	SchemaJudgeDecision: {
		`A decision of "reject" has a reason that is not blank.`,
	},
	SchemaBlob: {
		"chunk is below chunks; data (decoded) is at most size bytes; a blob of several chunks has no empty chunk and no more chunks than bytes.",
		"A blob of one chunk is whole: size is the length of data (decoded) and sha256 is hex(SHA-256(data)).",
	},
	SchemaSeal: {
		`composite_hash is hex(SHA-256(w1_hash + w2_hash + w3_hash + "PASS_CANDIDATE")), over the three hex strings.`,
	},
	SchemaBaselineAccepted: {
		scopeRule,
		"reason is not blank.",
		"frames names no screen@breakpoint/surface twice.",
	},
	SchemaRendererAccepted: {
		scopeRule,
		"reason is not blank.",
	},
	SchemaDriftVerdict: {
		"tuple.request_id and tuple.attempt_id equal request_id and attempt_id.",
		`A drift_decision of "AUDIT_UNAVAILABLE" has a non-empty error.`,
	},
	SchemaAttemptSubmitted:    nil,
	SchemaOpsObservation:      nil,
	SchemaStateTransition:     nil,
	SchemaGovernanceViolation: nil,
	SchemaRejected:            nil,
}

// JSONSchema returns the JSON Schema (draft 2020-12) of a body schema,
// generated from its Go type and tags (docs/schemas holds them, for
// verifiers in other languages). Its description lists the rules across
// fields that JSON Schema cannot state, and every body's request_id must
// also be the one in the event's subject.
func JSONSchema(schema string) ([]byte, error) {
	f, ok := registry[schema]
	if !ok {
		return nil, fmt.Errorf("events: unknown body schema %q", schema)
	}
	desc := []string{fmt.Sprintf("The body of a Tribunal %s event (docs/FORMAT.md). request_id is the request id in the event's subject.", schema)}
	desc = append(desc, crossFieldRules[schema]...)
	return schematest.Generate(strict, reflect.TypeOf(f()).Elem(), schematest.Options{
		ID:          "urn:tribunal:schema:" + schema,
		Title:       schema,
		Description: strings.Join(desc, " "),
		Const:       map[string]any{"schema": schema},
	})
}

// Schemas lists every body schema, sorted.
func Schemas() []string {
	out := make([]string, 0, len(registry))
	for s := range registry {
		out = append(out, s)
	}
	slices.Sort(out)
	return out
}

// New returns an empty body of the given schema with its schema field set,
// or nil for an unknown schema.
func New(schema string) Body {
	f, ok := registry[schema]
	if !ok {
		return nil
	}
	b := f()
	reflect.ValueOf(b).Elem().FieldByName("SchemaName").SetString(schema)
	return b
}

// decodeReference decodes as strict does, in strictjson's Reference mode:
// the walk the differential tests compare with.
func decodeReference(data []byte, v any) error {
	return strict.DecodeMode(data, v, strictjson.Reference)
}
