package ledger

import (
	"bytes"
	"crypto/ed25519"
	"crypto/rand"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/keys"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
)

type classifyFixture struct {
	cls     *Classifier
	trust   *keys.Trust
	signers map[events.Role]*events.Signer
	history []ledgertest.Sample // request, attempt, w1, w2, judge of request "r1"
}

func newClassifyFixture(t testing.TB) *classifyFixture {
	t.Helper()
	d := ledgertest.NewDeployment(t)
	trust, err := d.LoadTrust()
	if err != nil {
		t.Fatal(err)
	}
	signers := ledgertest.Signers(t, d)
	cls, err := NewClassifier(trust, signers[events.RoleLedger])
	if err != nil {
		t.Fatal(err)
	}
	return &classifyFixture{cls: cls, trust: trust, signers: signers, history: ledgertest.History(t, signers, "r1", "h")}
}

// message renders an event as a consumed message at stream sequence seq.
func message(e events.Event, seq uint64) *Message {
	return &Message{Subject: e.Subject, Header: ledgertest.Msg(e).Header, Body: e.Body, Seq: seq, Time: 1_767_225_600_000_000_000 + int64(seq)}
}

// checkOutcome checks what every outcome must satisfy: the record has the
// message's stream position, encodes as a leaf, is signed by a key the
// trust file lists for its subject's role, and its body decodes; a
// wrapper is the ledger's, under its derived id, and preserves the
// original byte for byte.
func checkOutcome(t *testing.T, f *classifyFixture, m *Message, o Outcome) {
	t.Helper()
	r := o.Record
	if r.Seq != m.Seq || r.Time != m.Time {
		t.Errorf("record at seq %d time %d, message at %d %d", r.Seq, r.Time, m.Seq, m.Time)
	}
	if _, err := chainformat.EncodeLeaf(0, [32]byte{}, &r); err != nil {
		t.Errorf("record does not encode: %v", err)
	}
	if err := r.Event.CheckHeaders(); err != nil {
		t.Errorf("record headers: %v", err)
	}
	role, err := f.trust.VerifyEvent(&r.Event)
	if err != nil {
		t.Fatalf("record signature: %v", err)
	}
	sub, err := events.ParseSubject(r.Event.Subject)
	if err != nil || sub.Role != role {
		t.Fatalf("record subject %s signed by role %s: %v", r.Event.Subject, role, err)
	}
	body, err := events.DecodeFor(sub, r.Event.Body)
	if err != nil {
		t.Fatalf("record body: %v", err)
	}
	if o.Kind == Accepted {
		if !bytes.Equal(r.Event.Body, m.Body) || r.Event.Subject != m.Subject {
			t.Error("accepted record is not the message as received")
		}
		return
	}
	kind := map[Kind]string{Rejected: events.KindRejected, Violation: events.KindViolation}[o.Kind]
	if role != events.RoleLedger || sub.Kind != kind || r.Event.ID != DerivedID(kind, m.Seq, 0) {
		t.Errorf("wrapper %s id %q signed by %s", r.Event.Subject, r.Event.ID, role)
	}
	var orig *events.Original
	switch b := body.(type) {
	case *events.Rejected:
		orig = &b.Original
		if b.Reason != o.Reason {
			t.Errorf("rejected.v1 reason %q, outcome %q", b.Reason, o.Reason)
		}
	case *events.GovernanceViolation:
		orig = b.Original
		if b.Reason != o.Reason || b.EventID != o.Event.ID || b.Subject != m.Subject {
			t.Errorf("violation %+v", b)
		}
	default:
		t.Fatalf("wrapper body %T", body)
	}
	if orig == nil {
		t.Fatal("wrapper without the original")
	}
	got, err := orig.BodyBytes()
	if err != nil || !bytes.Equal(got, m.Body) {
		t.Errorf("original body not preserved: %q (%v)", got, err)
	}
	// Header text survives JSON when it is valid UTF-8 (events.Original).
	for _, p := range [][2]string{{orig.Subject, m.Subject}, {orig.MsgID, o.Event.ID}, {orig.KeyID, o.Event.KeyID}, {orig.Sig, o.Event.Sig}} {
		if utf8.ValidString(p[1]) && p[0] != p[1] {
			t.Errorf("original header %q, received %q", p[0], p[1])
		}
	}
}

func TestClassify(t *testing.T) {
	f := newClassifyFixture(t)
	s := f.signers
	req, w1obs, w2v, jd := f.history[0].Event, f.history[2].Event, f.history[3].Event, f.history[4].Event
	_, stranger, _ := ed25519.GenerateKey(rand.Reader)
	w3Body := func(key string) []byte {
		return bytes.Replace(w2v.Body, []byte(`{"schema"`), []byte(`{"`+key+`":{"verdict":"PASS"},"schema"`), 1)
	}
	tampered := req
	tampered.Body = bytes.Replace(req.Body, []byte("test/1"), []byte("test/2"), 1)

	cases := []struct {
		name   string
		msg    func() *Message
		kind   Kind
		reason string
		reqID  string
	}{
		{"valid request", func() *Message { return message(req, 1) }, Accepted, "", "r1"},
		{"valid w1 observation", func() *Message { return message(w1obs, 2) }, Accepted, "", "r1"},
		{"valid judge decision", func() *Message { return message(jd, 3) }, Accepted, "", "r1"},
		{"subject with five tokens", func() *Message {
			m := message(req, 4)
			m.Subject = "tribunal.requester.request.r1.x"
			return m
		}, Rejected, events.RejectedBadSubject, events.UnknownRequestID},
		{"subject with a bad request id", func() *Message {
			m := message(req, 5)
			m.Subject = "tribunal.requester.request.r%1"
			return m
		}, Rejected, events.RejectedBadSubject, events.UnknownRequestID},
		{"no Nats-Msg-Id", func() *Message {
			m := message(req, 6)
			delete(m.Header, events.HeaderMsgID)
			return m
		}, Rejected, events.RejectedMissingHeader, "r1"},
		{"no headers at all", func() *Message {
			m := message(req, 7)
			m.Header = nil
			return m
		}, Rejected, events.RejectedMissingHeader, "r1"},
		{"two signatures", func() *Message {
			m := message(req, 8)
			m.Header[events.HeaderSig] = append(m.Header[events.HeaderSig], req.Sig)
			return m
		}, Rejected, events.RejectedMissingHeader, "r1"},
		{"unknown key", func() *Message {
			return message(ledgertest.SignBytes(t, events.NewSigner(events.RoleRequester, stranger), events.RoleRequester, events.KindRequest, "r1", "x-1", req.Body), 9)
		}, Rejected, events.RejectedUnknownKey, "r1"},
		{"body changed after signing", func() *Message { return message(tampered, 10) }, Rejected, events.RejectedBadSignature, "r1"},
		{"w2 key on a w1 subject", func() *Message {
			return message(s[events.RoleW2].Sign(w1obs.Subject, "w1-by-w2", w1obs.Body), 11)
		}, Rejected, events.RejectedWrongRole, "r1"},
		{"judge decision body on a w1 subject, signed by w1", func() *Message {
			return message(ledgertest.SignBytes(t, s[events.RoleW1], events.RoleW1, events.KindObservation, "r1", "w1-forged", jd.Body), 12)
		}, Violation, events.ViolationW3NotJudge, "r1"},
		{"w2 verdict with a W3 key, signed by w2", func() *Message {
			return message(ledgertest.SignBytes(t, s[events.RoleW2], events.RoleW2, events.KindVerdict, "r1", "w2-w3", w3Body("W3")), 13)
		}, Violation, events.ViolationW3NotJudge, "r1"},
		{"composite hash from the requester", func() *Message {
			body := []byte(`{"schema":"request.opened.v1","request_id":"r1","composite_hash":"00"}`)
			return message(ledgertest.SignBytes(t, s[events.RoleRequester], events.RoleRequester, events.KindRequest, "r1", "rq-w3", body), 14)
		}, Violation, events.ViolationW3NotJudge, "r1"},
		{"W3 fields signed by w2 on a w1 subject", func() *Message {
			return message(ledgertest.SignBytes(t, s[events.RoleW2], events.RoleW1, events.KindObservation, "r1", "w1-w3-by-w2", w3Body("tri_witness_ledger")), 15)
		}, Violation, events.ViolationW3NotJudge, "r1"},
		{"judge subject signed by the requester", func() *Message {
			return message(ledgertest.SignBytes(t, s[events.RoleRequester], events.RoleJudge, events.KindDecision, "r1", "jd-by-rq", jd.Body), 16)
		}, Violation, events.ViolationW3NotJudge, "r1"},
		{"reserved event id", func() *Message {
			return message(s[events.RoleRequester].Sign(req.Subject, "ledger:rejected:99", req.Body), 17)
		}, Rejected, events.RejectedReservedID, "r1"},
		{"body of another schema", func() *Message {
			return message(ledgertest.SignBytes(t, s[events.RoleW1], events.RoleW1, events.KindObservation, "r1", "w1-bad", w2v.Body), 18)
		}, Rejected, events.RejectedBadBody, "r1"},
		{"body naming another request", func() *Message {
			return message(ledgertest.SignBytes(t, s[events.RoleRequester], events.RoleRequester, events.KindRequest, "r2", "rq-r2", req.Body), 19)
		}, Rejected, events.RejectedBadBody, "r2"},
		{"empty body", func() *Message {
			return message(ledgertest.SignBytes(t, s[events.RoleW1], events.RoleW1, events.KindObservation, "r1", "w1-empty", nil), 20)
		}, Rejected, events.RejectedBadBody, "r1"},
		{"valid baseline acceptance", func() *Message {
			return message(ledgertest.Sign(t, s[events.RoleJudge], events.RoleJudge, events.KindBaseline, "r1", "jb-1", acceptance()), 22)
		}, Accepted, "", "r1"},
		{"baseline acceptance on a w1 subject, signed by w1", func() *Message {
			return message(ledgertest.Sign(t, s[events.RoleW1], events.RoleW1, events.KindObservation, "r1", "w1-jb", acceptance()), 23)
		}, Violation, events.ViolationW3NotJudge, "r1"},
		{"baseline acceptance signed by the requester", func() *Message {
			return message(ledgertest.Sign(t, s[events.RoleRequester], events.RoleJudge, events.KindBaseline, "r1", "jb-by-rq", acceptance()), 24)
		}, Violation, events.ViolationW3NotJudge, "r1"},
		{"valid drift verdict", func() *Message {
			return message(ledgertest.Sign(t, s[events.RoleW2], events.RoleW2, events.KindDrift, "r1", "w2-drift", driftOf(t, w2v)), 25)
		}, Accepted, "", "r1"},
		{"drift verdict signed by w1", func() *Message {
			return message(ledgertest.Sign(t, s[events.RoleW1], events.RoleW2, events.KindDrift, "r1", "w2-drift-by-w1", driftOf(t, w2v)), 26)
		}, Rejected, events.RejectedWrongRole, "r1"},
		{"body that is not JSON", func() *Message {
			return message(ledgertest.SignBytes(t, s[events.RoleW1], events.RoleW1, events.KindObservation, "r1", "w1-junk", []byte("\xff\x00w3")), 21)
		}, Rejected, events.RejectedBadBody, "r1"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := c.msg()
			o, err := f.cls.Classify(m)
			if err != nil {
				t.Fatal(err)
			}
			if o.Kind != c.kind || o.Reason != c.reason {
				t.Fatalf("got %v %q (%s), want %v %q", o.Kind, o.Reason, o.Detail, c.kind, c.reason)
			}
			if got := o.Body.RequestID(); got != c.reqID {
				t.Errorf("request id %q, want %q", got, c.reqID)
			}
			checkOutcome(t, f, m, o)
			// Deterministic: the same message gives the same bytes.
			o2, err := f.cls.Classify(m)
			if err != nil || fingerprint(&o2.Record.Event) != fingerprint(&o.Record.Event) || o2.Record.Event.ID != o.Record.Event.ID {
				t.Error("classifying twice gave different records")
			}
		})
	}
}

func TestDuplicateOf(t *testing.T) {
	f := newClassifyFixture(t)
	m := message(f.history[0].Event, 7)
	o, err := f.cls.Classify(m)
	if err != nil || o.Kind != Accepted {
		t.Fatal(o, err)
	}
	d, err := f.cls.DuplicateOf(m, o, "entry 3")
	if err != nil {
		t.Fatal(err)
	}
	if d.Kind != Rejected || d.Reason != events.RejectedDuplicateID || !strings.Contains(d.Detail, "entry 3") {
		t.Fatalf("%+v", d)
	}
	checkOutcome(t, f, m, d)
}

func TestDerivedID(t *testing.T) {
	for _, c := range []struct {
		kind string
		seq  uint64
		n    int
		want string
	}{
		{"rejected", 1, 0, "ledger:rejected:1"},
		{"violation", 18446744073709551615, 0, "ledger:violation:18446744073709551615"},
		{"transition", 42, 2, "ledger:transition:42.2"},
	} {
		if got := DerivedID(c.kind, c.seq, c.n); got != c.want {
			t.Errorf("DerivedID(%q, %d, %d) = %q, want %q", c.kind, c.seq, c.n, got, c.want)
		}
	}
}

// acceptance is a judge's baseline.accepted.v1 for r1.
func acceptance() *events.BaselineAccepted {
	return &events.BaselineAccepted{SchemaName: events.SchemaBaselineAccepted, ReqID: "r1", AttID: "a1", StateVersion: "3",
		BaselineScope: "acme", Reason: "intended", ActorID: "judge-1", Timestamp: "2026-01-01T00:00:00Z",
		Frames: []events.AcceptedFrame{{Screen: "home", Breakpoint: "mobile", Surface: "web", SHA256: hexOf([]byte("frame"))}}}
}

// driftOf is W2's drift verdict over the W2 report ev.
func driftOf(t *testing.T, ev events.Event) *events.DriftVerdict {
	b, err := events.Decode(events.SchemaVisualVerdict, ev.Body)
	if err != nil {
		t.Fatal(err)
	}
	v := b.(*events.VisualVerdict)
	return &events.DriftVerdict{SchemaName: events.SchemaDriftVerdict, ReqID: v.ReqID, AttID: v.AttID, Tuple: v.Tuple,
		DriftDecision: events.DecisionApprove, Reason: "micro-drift", VisualVerdictSHA256: hexOf(ev.Body)}
}

func TestW3Fields(t *testing.T) {
	w1 := events.Subject{Role: events.RoleW1, Kind: events.KindObservation, RequestID: "r"}
	for _, c := range []struct {
		sub  events.Subject
		body string
		w3   bool
	}{
		{w1, `{"schema":"observation.w1.v1","verdict":"pass"}`, false},
		{w1, `{"schema":"observation.w1.v1","nested":{"w3":1}}`, false},
		{w1, `{"schema":"observation.w1.v1","Decision":"approve"}`, true},
		{w1, `{"schema":"judge.decision.v1"}`, true},
		{w1, `{"schema":"seal.v1"}`, true},
		{w1, `{"schema":"baseline.accepted.v1"}`, true},
		{w1, `{"schema":"drift-verdict.v1","drift_decision":"approve"}`, false},
		{w1, `{"tri_witness_ledger":{},"schema":"observation.w1.v1"}`, true},
		{w1, `[{"w3":1}]`, false},
		{w1, `{"a":[1,{"b":2}],"composite_hash":"x"}`, true},
		{w1, `{"w3"`, true},
		{w1, `not json`, false},
		{events.Subject{Role: events.RoleJudge, Kind: events.KindDecision, RequestID: "r"}, `{}`, true},
	} {
		if got := w3Fields(c.sub, []byte(c.body)) != ""; got != c.w3 {
			t.Errorf("w3Fields(%s, %s) = %v, want %v", c.sub, c.body, got, c.w3)
		}
	}
}

// FuzzClassify: whatever arrives, the ledger can append something for it —
// a record that encodes, is validly signed for its subject and decodes —
// and classifying is deterministic. A failure here would be a message the
// ledger could neither append nor reject.
func FuzzClassify(f *testing.F) {
	fx := newClassifyFixture(f)
	for i, s := range fx.history {
		e := s.Event
		f.Add(e.Subject, e.ID, e.KeyID, e.Sig, e.Body, uint64(i+1))
	}
	f.Add("tribunal.w1.observation.r1", "ledger:x", "", "", []byte(`{"w3":1}`), uint64(9))
	f.Add("x", "", "\xff", "\xff", []byte{0xff}, uint64(0))
	f.Fuzz(func(t *testing.T, subject, id, keyID, sig string, body []byte, seq uint64) {
		h := map[string][]string{}
		for k, v := range map[string]string{events.HeaderMsgID: id, events.HeaderKey: keyID, events.HeaderSig: sig} {
			if v != "" {
				h[k] = []string{v}
			}
		}
		m := &Message{Subject: subject, Header: h, Body: body, Seq: seq, Time: int64(seq)}
		o, err := fx.cls.Classify(m)
		if err != nil {
			t.Fatalf("no outcome: %v", err)
		}
		checkOutcome(t, fx, m, o)
		o2, err := fx.cls.Classify(m)
		if err != nil || fingerprint(&o2.Record.Event) != fingerprint(&o.Record.Event) {
			t.Fatal("not deterministic")
		}
	})
}
