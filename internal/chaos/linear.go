package chaos

import (
	"fmt"
	"sort"
	"time"

	"github.com/anishathalye/porcupine"
)

// The request-state register: each request's state and state version,
// which only the ledger writes (by folding the stream) and clients read
// through whichever ledger holds the lease. The writes are not seen by
// the clients, so the model lets the register move to any later version
// at any time; what it forbids is a read older than one that completed
// before it began (a stale answer, from a deposed holder or a ledger not
// caught up), or one version read with two different states.

// regState is the register's value: a state version and its state.
type regState struct {
	Version int64
	State   string
}

var registerModel = porcupine.Model{
	Partition: func(h []porcupine.Operation) [][]porcupine.Operation {
		by := map[string][]porcupine.Operation{}
		var keys []string
		for _, op := range h {
			id := op.Input.(string)
			if by[id] == nil {
				keys = append(keys, id)
			}
			by[id] = append(by[id], op)
		}
		sort.Strings(keys)
		out := make([][]porcupine.Operation, len(keys))
		for i, k := range keys {
			out[i] = by[k]
		}
		return out
	},
	Init: func() any { return regState{Version: -1} },
	Step: func(state, _, output any) (bool, any) {
		cur, got := state.(regState), output.(regState)
		switch {
		case got.Version < cur.Version:
			return false, state
		case got.Version == cur.Version && got.State != cur.State:
			return false, state
		}
		return true, got
	},
	DescribeOperation: func(input, output any) string {
		o := output.(regState)
		return fmt.Sprintf("read(%s) -> v%d %s", input, o.Version, o.State)
	},
}

// linearizeTimeout bounds porcupine's search; an unknown answer is
// reported, not passed.
const linearizeTimeout = time.Minute

// checkLinearizable runs porcupine over the reads.
func checkLinearizable(h *History, r *Result) {
	if len(h.Reads) == 0 {
		return
	}
	base := h.Reads[0].Call
	for _, rd := range h.Reads {
		if rd.Call.Before(base) {
			base = rd.Call
		}
	}
	ops := make([]porcupine.Operation, len(h.Reads))
	for i, rd := range h.Reads {
		ops[i] = porcupine.Operation{ClientId: rd.Client, Input: rd.ReqID,
			Call: int64(rd.Call.Sub(base)), Return: int64(rd.Ret.Sub(base)),
			Output: regState{Version: rd.Version, State: rd.State}}
	}
	switch res, info := porcupine.CheckOperationsVerbose(registerModel, ops, linearizeTimeout); res {
	case porcupine.Ok:
	case porcupine.Unknown:
		r.add(NotLinearized, "porcupine could not decide within %s (%d reads)", linearizeTimeout, len(ops))
	default:
		r.add(NotLinearized, "the request-state reads are not linearizable: %s", staleRead(h.Reads, info))
	}
}

// staleRead names a read that returned an older version than a read of
// the same request that had completed before it began: the evidence
// behind porcupine's "illegal" (info is kept for a visualization).
func staleRead(reads []Read, _ porcupine.LinearizationInfo) string {
	for _, b := range reads {
		for _, a := range reads {
			if a.ReqID != b.ReqID || !a.Ret.Before(b.Call) {
				continue
			}
			if b.Version < a.Version || b.Version == a.Version && b.State != a.State {
				return fmt.Sprintf("request %s: a read answered v%d %s after an earlier read (finished %s before it began) had answered v%d %s",
					b.ReqID, b.Version, b.State, b.Call.Sub(a.Ret).Round(time.Millisecond), a.Version, a.State)
			}
		}
	}
	return "no single stale read explains it (concurrent reads conflict)"
}
