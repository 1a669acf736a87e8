package ledger

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/mod/sumdb/note"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/hashchain"
	"github.com/tribunal-dev/tribunal/internal/keys"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
	"github.com/tribunal-dev/tribunal/internal/query"
)

// queryServer is a Server with a real chain of a few entries and the query
// table, but no NATS: enough to call answer directly.
func queryServer(t testing.TB) *Server {
	t.Helper()
	d := ledgertest.NewDeployment(t)
	ck, err := keys.LoadCheckpointKey(d.CheckpointKeyFile())
	if err != nil {
		t.Fatal(err)
	}
	c, err := hashchain.Open(filepath.Join(t.TempDir(), "q.db"), hashchain.Options{Key: ck, CheckpointEvery: 2})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	var recs []chainformat.Record
	for i, s := range ledgertest.History(t, ledgertest.Signers(t, d), "r1", "fz") {
		recs = append(recs, chainformat.Record{Seq: uint64(i + 1), Time: int64(i), Event: s.Event})
	}
	if _, err := c.Append(recs); err != nil {
		t.Fatal(err)
	}
	v, err := note.NewVerifier(ck.VerifierKey)
	if err != nil {
		t.Fatal(err)
	}
	s := &Server{chain: c, verifier: v, queries: map[string]queryRoute{}}
	s.registerQueries()
	return s
}

func TestAnswerRouting(t *testing.T) {
	s := queryServer(t)
	for _, c := range []struct {
		subject, data string
		ok            bool
	}{
		{broker.QuerySubject(events.RoleAuditor, query.Head), "", true},
		{broker.QuerySubject(events.RoleJudge, query.Head), " {} ", true},
		{broker.QuerySubject(events.RoleRequester, query.Entry), `{"index":4}`, true},
		{broker.QuerySubject(events.RoleW1, query.Head), "", false},     // witnesses are never answered
		{broker.QuerySubject(events.RoleLedger, query.Head), "", false}, // nor the ledger itself
		{"tribunal.query.auditor.head.extra", "", false},
		{"tribunal.query.auditor", "", false},
		{"tribunal.w1.observation.r1", "", false},
		{broker.QuerySubject(events.RoleAuditor, query.Head), `{"x":1}`, false},
		{broker.QuerySubject(events.RoleAuditor, query.Head), `{}{}`, false},
		{broker.QuerySubject(events.RoleAuditor, query.Entry), `{"index":-1}`, false},
		{broker.QuerySubject(events.RoleAuditor, query.Consistency), `{"from":6}`, false},
		{broker.QuerySubject(events.RoleAuditor, query.Checkpoint), `{"size":99}`, false},
		{broker.QuerySubject(events.RoleAuditor, query.Head), strings.Repeat(" ", maxQueryPayload+1), false},
	} {
		_, err := s.answer(c.subject, []byte(c.data))
		if (err == nil) != c.ok {
			t.Errorf("%s %q: %v", c.subject, c.data, err)
		}
	}
	s.HandleQuery("status", []events.Role{events.RoleRequester, events.RoleW2}, func(events.Role, []byte) (any, error) { return "ok", nil })
	if r, err := s.answer("tribunal.query.requester.status", nil); err != nil || r != "ok" {
		t.Errorf("a plugged-in query: %v %v", r, err)
	}
	if _, err := s.answer("tribunal.query.w2.status", nil); err == nil || err.Error() != query.ErrTextUnknownQuery {
		t.Errorf("a witness role given to HandleQuery is answered: %v", err)
	}
}

// FuzzAnswer: any query subject and payload gets a JSON answer or an
// error, never a panic.
func FuzzAnswer(f *testing.F) {
	s := queryServer(f)
	for _, q := range []string{query.Head, query.Checkpoint, query.Entry, query.Consistency, "nope"} {
		f.Add(broker.QuerySubject(events.RoleAuditor, q), []byte(`{}`))
	}
	f.Add(broker.QuerySubject(events.RoleJudge, query.Entry), []byte(`{"index":3,"size":4}`))
	f.Add(broker.QuerySubject(events.RoleJudge, query.Consistency), []byte(`{"from":2,"to":5}`))
	f.Add(broker.QuerySubject(events.RoleJudge, query.Checkpoint), []byte(`{"size":4}`))
	f.Fuzz(func(t *testing.T, subject string, data []byte) {
		r, err := s.answer(subject, data)
		if err != nil {
			return
		}
		if _, err := json.Marshal(r); err != nil {
			t.Fatalf("answer does not marshal: %v", err)
		}
	})
}
