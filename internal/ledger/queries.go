package ledger

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/nats-io/nats.go"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/query"
)

// QueryHandler answers one query: role is the asking role (from the
// subject, which the broker lets only that role publish on), req the
// request payload ("{}" when empty). The result is sent as JSON; an error
// is sent as {"error": err.Error()}.
type QueryHandler func(role events.Role, req []byte) (any, error)

type queryRoute struct {
	roles []events.Role
	fn    QueryHandler
}

// Readers are the roles that may read the chain through queries: never
// the witnesses, who must not read each other's observations (docs/CONTRACTS.md §2).
var Readers = []events.Role{events.RoleRequester, events.RoleJudge, events.RoleAuditor}

// registerQueries installs the query table. Queries that belong to later
// work plug in here with HandleQuery:
//
//	name          roles                 owner
//	head          requester judge auditor   this package
//	checkpoint    requester judge auditor   this package
//	entry         requester judge auditor   this package
//	consistency   requester judge auditor   this package
//	blob          requester judge           blob.go (Config.Govern)
//	status        requester judge auditor   govqueries.go (Config.Govern)
//	pending       judge auditor             govqueries.go
//	review        requester judge auditor   govqueries.go
//	scar          requester judge auditor   govqueries.go
//	baseline      w1 ONLY                   govqueries.go (the one witness query)
//
// Anything not in the table is answered {"error": "unknown query"}.
func (s *Server) registerQueries() {
	s.HandleQuery(query.Head, Readers, s.qHead)
	s.HandleQuery(query.Checkpoint, Readers, s.qCheckpoint)
	s.HandleQuery(query.Entry, Readers, s.qEntry)
	s.HandleQuery(query.Consistency, Readers, s.qConsistency)
}

// BlobReaders may fetch evidence blobs (docs/CONTRACTS.md §2, §5): the requester and the
// judge, never a witness.
var BlobReaders = []events.Role{events.RoleRequester, events.RoleJudge}

// HandleQuery adds (or replaces) the query name, answerable for roles.
// Witness roles are refused: the broker gives them no query subjects, and
// the ledger does not answer them either.
func (s *Server) HandleQuery(name string, roles []events.Role, fn QueryHandler) {
	roles = slices.DeleteFunc(slices.Clone(roles), broker.HasWorkConsumer)
	s.qmu.Lock()
	defer s.qmu.Unlock()
	s.queries[name] = queryRoute{roles: roles, fn: fn}
}

// maxQueryPayload bounds a query request.
const maxQueryPayload = 64 << 10

func (s *Server) onQuery(m *nats.Msg) {
	if m.Reply == "" {
		return
	}
	term, ok := s.lease.answering()
	if !ok {
		return // a standby: the lease holder answers (lease.go)
	}
	// Queries are answered side by side: a governance query waits for
	// the commit that makes its answer durable (readDurable), and on the
	// subscription's one goroutine every query would wait behind every
	// fsync. At most maxQueriesInFlight at once; beyond that the
	// subscription waits here and the broker holds the rest.
	if !s.inflight.start() {
		return // shutting down: the asker retries on the next ledger
	}
	go func() {
		defer s.inflight.done()
		s.respond(m, term)
	}()
}

// respond answers one query under lease term term (0: no lease).
func (s *Server) respond(m *nats.Msg, term uint64) {
	paging := m.Header.Get(query.HeaderPaging) == "1"
	if paging {
		// A later page of a reply being read in pages: cut from the
		// bytes kept for it, when they are still there.
		if sum := m.Header.Get(query.HeaderReplySHA256); sum != "" {
			if data := s.pages.get(m.Subject, sum); data != nil {
				s.sendPage(m, data, sum, term)
				return
			}
		}
	}
	res, err := s.answer(m.Subject, m.Data)
	var out []byte
	if err == nil {
		out, err = json.Marshal(res)
	}
	if err != nil {
		out, _ = json.Marshal(query.ErrorReply{Error: err.Error()})
	}
	// A reply the broker would refuse is sent in pages to an asker that
	// reads them (query/paging.go), and otherwise still answered, or the
	// asker waits for its timeout with no reason given.
	if max := s.nc.MaxPayload(); int64(len(out)) > max {
		if paging && len(out) <= query.MaxReply {
			sum := query.ReplySum(out)
			s.pages.put(m.Subject, sum, out)
			s.sendPage(m, out, sum, term)
			return
		}
		out, _ = json.Marshal(query.ErrorReply{Error: fmt.Sprintf("%v (%d bytes; the broker allows %d)", errReplyTooLarge, len(out), max)})
	}
	s.send(m, &nats.Msg{Data: out}, term, "")
}

// send sends reply to m under lease term term, unless the term ended
// while the answer was made (a holder paused mid-answer, lease.go): the
// asker sends again and the new holder answers.
func (s *Server) send(m, reply *nats.Msg, term uint64, page string) {
	if s.cfg.beforeAnswer != nil {
		s.cfg.beforeAnswer()
	}
	if s.lease != nil {
		if now, ok := s.lease.answering(); !ok || now != term {
			s.log.Info("answer dropped: the lease term it was made under has ended", "subject", m.Subject, "term", term)
			return
		}
		if reply.Header == nil {
			reply.Header = nats.Header{}
		}
		reply.Header.Set(query.HeaderLeaseTerm, strconv.FormatUint(term, 10))
	}
	if err := m.RespondMsg(reply); err != nil {
		s.log.Warn("answering a query", "subject", m.Subject, "page", page, "err", err)
	}
}

// sendPage answers m with the page it asks for of reply (query/paging.go).
func (s *Server) sendPage(m *nats.Msg, reply []byte, sum string, term uint64) {
	page, err := query.ParsePage(m.Header.Get(query.HeaderPage))
	var pm *nats.Msg
	if err == nil {
		pm, err = query.Page(reply, sum, page, int(s.nc.MaxPayload())-query.PageHeadroom)
	}
	if err != nil {
		out, _ := json.Marshal(query.ErrorReply{Error: err.Error()})
		pm = &nats.Msg{Data: out}
	}
	s.send(m, pm, term, strconv.Itoa(page))
}

var errUnknownQuery = errors.New(query.ErrTextUnknownQuery)

// errReplyTooLarge: the answer does not fit one broker message and the
// asker does not read paged replies, or it is larger than query.MaxReply.
var errReplyTooLarge = errors.New("reply too large for one broker message")

func (s *Server) answer(subject string, data []byte) (any, error) {
	// tribunal.query.<role>.<name>
	rest, ok := strings.CutPrefix(subject, broker.QueryPrefix+".")
	if !ok {
		return nil, errUnknownQuery
	}
	parts := strings.Split(rest, ".")
	if len(parts) != 2 {
		return nil, errUnknownQuery
	}
	role, name := events.Role(parts[0]), parts[1]
	s.qmu.RLock()
	route, ok := s.queries[name]
	s.qmu.RUnlock()
	if !ok || !slices.Contains(route.roles, role) {
		return nil, errUnknownQuery
	}
	if len(data) > maxQueryPayload {
		return nil, fmt.Errorf("query %s: request of %d bytes is too large", name, len(data))
	}
	if len(bytes.TrimSpace(data)) == 0 {
		data = []byte("{}")
	}
	return route.fn(role, data)
}

// decodeRequest decodes a query request strictly: one JSON object, no
// unknown fields, nothing after it.
func decodeRequest(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("bad request: %v", err)
	}
	if dec.More() {
		return errors.New("bad request: data after the JSON object")
	}
	return nil
}

func (s *Server) qHead(_ events.Role, data []byte) (any, error) {
	if err := decodeRequest(data, &query.HeadRequest{}); err != nil {
		return nil, err
	}
	size, head := s.chain.Head()
	root, err := s.chain.RootAt(size)
	if err != nil {
		return nil, err
	}
	return query.HeadReply{Size: size, Head: hex.EncodeToString(head[:]), Root: hex.EncodeToString(root[:])}, nil
}

func (s *Server) qCheckpoint(_ events.Role, data []byte) (any, error) {
	var req query.CheckpointRequest
	if err := decodeRequest(data, &req); err != nil {
		return nil, err
	}
	if req.Size != nil {
		msg, err := s.chain.CheckpointAt(*req.Size)
		if err != nil {
			return nil, err
		}
		return query.CheckpointReply{Size: *req.Size, Note: string(msg)}, nil
	}
	size, msg, err := s.currentCheckpoint()
	if err != nil {
		return nil, err
	}
	return query.CheckpointReply{Size: size, Note: string(msg)}, nil
}

// currentCheckpoint returns a checkpoint of the current head: the latest
// stored one when it covers the head, else one signed and stored now.
// On-demand checkpoints are allowed beside the required ones
// (docs/FORMAT.md §5); at most one is stored per tree size.
func (s *Server) currentCheckpoint() (uint64, []byte, error) {
	msg, err := s.chain.LatestCheckpoint()
	if err != nil {
		return 0, nil, err
	}
	if msg != nil {
		ck, err := chainformat.OpenCheckpoint(msg, s.verifier)
		if err != nil {
			return 0, nil, err
		}
		if ck.Size >= s.chain.Size() {
			return ck.Size, msg, nil
		}
	}
	if msg, err = s.chain.Checkpoint(); err != nil {
		return 0, nil, err
	}
	ck, err := chainformat.OpenCheckpoint(msg, s.verifier)
	if err != nil {
		return 0, nil, err
	}
	return ck.Size, msg, nil
}

// treeSize resolves the tree size a proof query is about: the given one
// (which must exist) or that of a checkpoint of the current head. It
// returns the stored checkpoint of that size, if any.
func (s *Server) treeSize(size *uint64) (uint64, []byte, error) {
	if size == nil {
		return s.currentCheckpoint()
	}
	if n := s.chain.Size(); *size > n {
		return 0, nil, fmt.Errorf("tree size %d exceeds the chain size %d", *size, n)
	}
	msg, _ := s.chain.CheckpointAt(*size) // absent is fine
	return *size, msg, nil
}

func (s *Server) qEntry(_ events.Role, data []byte) (any, error) {
	var req query.EntryRequest
	if err := decodeRequest(data, &req); err != nil {
		return nil, err
	}
	size, note, err := s.treeSize(req.Size)
	if err != nil {
		return nil, err
	}
	if req.Index >= size {
		return nil, fmt.Errorf("no entry %d in the tree of size %d", req.Index, size)
	}
	e, err := s.chain.Entry(req.Index)
	if err != nil {
		return nil, err
	}
	p, err := s.chain.InclusionProof(req.Index, size)
	if err != nil {
		return nil, err
	}
	return query.EntryReply{Entry: e.Export(), Size: size, Proof: p, Checkpoint: string(note)}, nil
}

func (s *Server) qConsistency(_ events.Role, data []byte) (any, error) {
	var req query.ConsistencyRequest
	if err := decodeRequest(data, &req); err != nil {
		return nil, err
	}
	to, note, err := s.treeSize(req.To)
	if err != nil {
		return nil, err
	}
	if req.From > to {
		return nil, fmt.Errorf("from %d is beyond to %d", req.From, to)
	}
	p, err := s.chain.ConsistencyProof(req.From, to)
	if err != nil {
		return nil, err
	}
	return query.ConsistencyReply{From: req.From, To: to, Proof: p, Checkpoint: string(note)}, nil
}
