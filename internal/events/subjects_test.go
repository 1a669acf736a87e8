package events

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestParseSubjectGood(t *testing.T) {
	n := 0
	for _, role := range Roles {
		for _, kind := range PublishKinds(role) {
			for _, id := range []string{"r", "req-2026_0001", UnknownRequestID, strings.Repeat("Z", MaxRequestIDLen)} {
				subj := SubjectPrefix + "." + string(role) + "." + kind + "." + id
				s, err := ParseSubject(subj)
				if err != nil {
					t.Errorf("ParseSubject(%q): %v", subj, err)
					continue
				}
				if s.Role != role || s.Kind != kind || s.RequestID != id || s.String() != subj {
					t.Errorf("ParseSubject(%q) = %+v", subj, s)
				}
				if s.Schema() == "" || registry[s.Schema()] == nil {
					t.Errorf("%s carries schema %q", subj, s.Schema())
				}
				built, err := SubjectFor(role, kind, id)
				if err != nil || built != subj {
					t.Errorf("SubjectFor(%s, %s, %s) = %q, %v", role, kind, id, built, err)
				}
				n++
			}
		}
	}
	if n == 0 {
		t.Fatal("no routes")
	}
}

func TestParseSubjectBad(t *testing.T) {
	for _, subj := range []string{
		"",
		"tribunal",
		"tribunal.w1.observation",
		"tribunal.w1.observation.r1.extra",
		"Tribunal.w1.observation.r1",
		"tribunal.w9.observation.r1",
		"tribunal.W1.observation.r1",
		"tribunal.auditor.observation.r1", // the auditor publishes nothing
		"tribunal.w1.verdict.r1",          // W2's kind
		"tribunal.w2.observation.r1",      // W1's kind
		"tribunal.w1.decision.r1",         // W3 fields from a witness
		"tribunal.requester.seal.r1",      // only the ledger seals
		"tribunal.judge.transition.r1",
		"tribunal.w1.observation.",
		"tribunal.w1.observation.*",
		"tribunal.w1.observation.>",
		"tribunal.w1.>",
		"tribunal.w1.observation.r 1",
		"tribunal.w1.observation.r\x00",
		"tribunal.w1.observation.ré",
		"tribunal.w1.observation." + strings.Repeat("r", MaxRequestIDLen+1),
		"tribunal..observation.r1",
		".tribunal.w1.observation",
	} {
		if s, err := ParseSubject(subj); !errors.Is(err, ErrBadSubject) {
			t.Errorf("ParseSubject(%q) = %+v, %v; want ErrBadSubject", subj, s, err)
		} else if strings.ContainsAny(err.Error(), "\n\r") {
			t.Errorf("ParseSubject(%q): message spans lines: %q", subj, err)
		}
	}
	if _, err := SubjectFor(RoleW1, KindVerdict, "r1"); !errors.Is(err, ErrBadSubject) {
		t.Errorf("SubjectFor of a kind the role may not publish: %v", err)
	}
	if _, err := SubjectFor(RoleW1, KindObservation, "a.b"); !errors.Is(err, ErrBadSubject) {
		t.Errorf("SubjectFor with a dotted request id: %v", err)
	}
}

func TestCheckRequestID(t *testing.T) {
	for _, ok := range []string{"a", "A-z_0-9", UnknownRequestID, strings.Repeat("x", MaxRequestIDLen)} {
		if err := CheckRequestID(ok); err != nil {
			t.Errorf("CheckRequestID(%q): %v", ok, err)
		}
	}
	for _, bad := range []string{"", strings.Repeat("x", MaxRequestIDLen+1), "a.b", "a*", ">", "a b", "a\n", "é", "a/b", "$JS"} {
		if err := CheckRequestID(bad); err == nil {
			t.Errorf("CheckRequestID(%q) accepted", bad)
		}
	}
}

func TestRolesAndKinds(t *testing.T) {
	for _, r := range Roles {
		if !r.Valid() {
			t.Errorf("%s not valid", r)
		}
	}
	if Role("root").Valid() || Role("").Valid() {
		t.Error("unknown role is valid")
	}
	if got := PublishKinds(RoleW1); !slices.Equal(got, []string{KindBlob, KindObservation, KindOps}) {
		t.Errorf("PublishKinds(w1) = %v", got)
	}
	// W2's blob route carries an MCP App's JSON-RPC log and tool
	// invocation record (docs/CONTRACTS.md §9).
	if got := PublishKinds(RoleW2); !slices.Equal(got, []string{KindBlob, KindDrift, KindOps, KindVerdict}) {
		t.Errorf("PublishKinds(w2) = %v", got)
	}
	if got := PublishKinds(RoleJudge); !slices.Equal(got, []string{KindBaseline, KindDecision, KindRenderer}) {
		t.Errorf("PublishKinds(judge) = %v", got)
	}
	if got := PublishKinds(RoleAuditor); len(got) != 0 {
		t.Errorf("the auditor may publish %v", got)
	}
	// Only the judge route carries judge decisions (W3).
	for _, role := range Roles {
		for kind, schema := range routes[role] {
			if (schema == SchemaJudgeDecision || schema == SchemaBaselineAccepted || schema == SchemaRendererAccepted) && role != RoleJudge {
				t.Errorf("%s may publish %s on %s", role, schema, kind)
			}
		}
	}
}
