package ledger

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
	"github.com/tribunal-dev/tribunal/internal/query"
)

// bigRequest is ledgertest.History's request with dom_payload and the
// skeleton grown by extra bytes past their limits (0: exactly at them).
func bigRequest(t *testing.T, h []ledgertest.Sample, extraDOM, extraSkeleton int) *events.RequestOpened {
	t.Helper()
	b, err := events.Decode(events.SchemaRequestOpened, h[0].Event.Body)
	if err != nil {
		t.Fatal(err)
	}
	r := b.(*events.RequestOpened)
	r.DOMPayload = "<!doctype html>" + strings.Repeat("x", query.MaxDOMPayload-len("<!doctype html>")+extraDOM)
	const pad = "pad.txt"
	r.Skeleton.Files[pad] = ""
	r.Skeleton.Files[pad] = strings.Repeat("p", query.MaxSkeleton-query.SkeletonSize(r.Skeleton)+extraSkeleton)
	return r
}

func bigAttempt(t *testing.T, h []ledgertest.Sample, extra int) *events.AttemptSubmitted {
	t.Helper()
	b, err := events.Decode(events.SchemaAttemptSubmitted, h[1].Event.Body)
	if err != nil {
		t.Fatal(err)
	}
	a := b.(*events.AttemptSubmitted)
	a.CodeDiff = strings.Repeat("d", query.MaxCodeDiff+extra)
	return a
}

// TestBodiesAtTheirLimits: a request whose dom_payload and skeleton, and
// an attempt whose code_diff, are each exactly at their limits goes
// through the real broker and ledger from open to seal: the judge's
// review, larger than one broker message, is read in pages through the
// query client, and the approval naming its state version seals it. One
// byte over any limit, published by a requester that bypasses tribunal
// open and attempt, is rejected on the chain (rejected_bad_body) with a
// detail naming the body, its size and its limit, and never becomes a
// request.
func TestBodiesAtTheirLimits(t *testing.T) {
	e := newEnv(t, governed)
	rq, w1, w2, judge := e.conn(events.RoleRequester), e.conn(events.RoleW1), e.conn(events.RoleW2), e.conn(events.RoleJudge)
	jq := query.NewClient(judge.NC, events.RoleJudge)
	id := "big"
	h := ledgertest.History(t, e.signers, id, id)
	req, att := bigRequest(t, h, 0, 0), bigAttempt(t, h, 0)
	if err := query.CheckRequestLimits(req); err != nil {
		t.Fatal(err)
	}
	if err := query.CheckAttemptLimits(att); err != nil {
		t.Fatal(err)
	}
	sign := func(s events.Role, kind, eid string, b events.Body) events.Event {
		return ledgertest.Sign(t, e.signers[s], s, kind, b.RequestID(), eid, b)
	}
	e.publish(rq, sign(events.RoleRequester, events.KindRequest, "big-req", req))
	e.publish(rq, sign(events.RoleRequester, events.KindAttempt, "big-att", att))
	e.publish(w1, h[2].Event)
	e.waitConsumed(e.publish(w2, h[3].Event))
	w3 := waitStatus(t, jq, id, events.StatePassCandidate)
	if len(w3.CodeDiff) != query.MaxCodeDiff {
		t.Errorf("status carries a code_diff of %d bytes, want %d", len(w3.CodeDiff), query.MaxCodeDiff)
	}

	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	rv, err := jq.Review(ctx, id)
	if err != nil {
		t.Fatalf("the judge's review: %v", err)
	}
	var opened events.RequestOpened
	if err := json.Unmarshal(rv.Request, &opened); err != nil || len(opened.DOMPayload) != query.MaxDOMPayload || query.SkeletonSize(opened.Skeleton) != query.MaxSkeleton {
		t.Fatalf("review's request: dom_payload %d, skeleton %d bytes (%v)", len(opened.DOMPayload), query.SkeletonSize(opened.Skeleton), err)
	}
	if len(rv.Attempts) != 1 || len(rv.Attempts[0].CodeDiff) != query.MaxCodeDiff {
		t.Fatalf("review's attempts: %d", len(rv.Attempts))
	}
	whole, _ := json.Marshal(rv)
	max := judge.NC.MaxPayload()
	if int64(len(whole)) <= max {
		t.Fatalf("the review is %d bytes, within one message of %d: the test does not exercise paging", len(whole), max)
	}
	t.Logf("review reply %d bytes, %d pages of max_payload %d", len(whole), (int64(len(whole))+max-query.PageHeadroom-1)/(max-query.PageHeadroom), max)
	// Without paging the same question gets the error it always got.
	m, err := judge.NC.RequestWithContext(ctx, broker.QuerySubject(events.RoleJudge, query.Review), []byte(`{"request_id":"big"}`))
	if err != nil {
		t.Fatal(err)
	}
	if err := query.DecodeReply(query.Review, m.Data, nil); err == nil || !strings.Contains(err.Error(), errReplyTooLarge.Error()) {
		t.Errorf("an unpaged review: %v", err)
	}

	e.waitConsumed(e.publish(judge, e.decision(t, id, events.DecisionApprove, rv.StateVersion)))
	waitStatus(t, jq, id, events.StateSealedDeploy)

	// One byte over: rejected on the chain, never a request.
	mcp := func() events.Body {
		r := bigRequest(t, h, 0, 0)
		r.DOMPayload = ""
		r.MCPApp = &events.MCPApp{URI: "ui://t/app", MIMEType: events.MCPAppMIMEType, HTML: "h",
			HydratedRegion: events.MCPRegion{Width: 1, Height: 1},
			Tool:           events.MCPToolCall{Name: "t", ArgumentsJSON: "{}", Result: events.MCPToolResult{Content: []events.MCPContent{{Type: "text", Text: "x"}}}}}
		enc, err := json.Marshal(r.MCPApp) // no HTML to escape: as events.Encode writes it
		if err != nil {
			t.Fatal(err)
		}
		r.MCPApp.HTML = strings.Repeat("h", query.MaxMCPApp-(len(enc)-1)+1)
		return r
	}
	for _, tc := range []struct {
		name, field string
		kind        string
		body        events.Body
	}{
		{"dom_payload", "dom_payload", events.KindRequest, bigRequest(t, h, 1, 0)},
		{"skeleton", "skeleton", events.KindRequest, bigRequest(t, h, 0, 1)},
		{"code_diff", "code_diff", events.KindAttempt, bigAttempt(t, h, 1)},
		{"mcp_app", "mcp_app", events.KindRequest, mcp()},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := tc.body
			if r, ok := b.(*events.RequestOpened); ok {
				r.ReqID = "over-" + tc.name
			}
			lerr := query.CheckLimits(b)
			if lerr == nil || !strings.Contains(lerr.Error(), tc.field+" is ") {
				t.Fatalf("CheckLimits: %v", lerr)
			}
			e.waitConsumed(e.publish(rq, sign(events.RoleRequester, tc.kind, "over-"+tc.name, b)))
			size, _ := e.srv.Chain().Head()
			last, err := e.srv.Chain().Entry(size - 1)
			if err != nil {
				t.Fatal(err)
			}
			body, err := events.Decode(events.SchemaRejected, last.Event.Body)
			if err != nil {
				t.Fatalf("the last entry is %s, not a rejection: %v", last.Event.Subject, err)
			}
			rej := body.(*events.Rejected)
			want := fmt.Sprintf("over the %s limit of %d bytes", tc.field, map[string]int{"dom_payload": query.MaxDOMPayload, "skeleton": query.MaxSkeleton, "code_diff": query.MaxCodeDiff, "mcp_app": query.MaxMCPApp}[tc.field])
			if rej.Reason != events.RejectedBadBody || rej.Detail != lerr.Error() || !strings.Contains(rej.Detail, want) {
				t.Errorf("rejected %s: %q, want rejected_bad_body %q", rej.Reason, rej.Detail, lerr)
			}
			if r, ok := b.(*events.RequestOpened); ok {
				if _, err := jq.Status(ctx, r.ReqID); !query.IsNotFound(err) {
					t.Errorf("status of the refused request: %v", err)
				}
			}
		})
	}
}
