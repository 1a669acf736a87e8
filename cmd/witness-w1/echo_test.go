package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// TestRunTupleEcho: `run` echoes any string it is given in the tuple —
// spaces, '/', '#', non-ASCII, emoji, characters a NATS subject cannot
// hold — and answers with the verdict and the exit code it gives plain
// ids (only serve mode limits ids; tribunal open refuses bad ones).
func TestRunTupleEcho(t *testing.T) {
	needBrowser(t)
	for _, id := range []string{
		"req 1/a#b ünïcødé 🚀",                // space, '/', '#', non-ASCII, emoji
		"dots.and*stars>",                    // NATS subject syntax
		`<b>&amp;</b> say "hi"\ ` + "\u2028", // HTML, JSON escapes, a trailing space
	} {
		t.Run(id, func(t *testing.T) {
			args := runArgs(t, "skeleton-pass", passHash)
			args[2], args[3] = id, id+" / attempt #1"
			stdout, stderr, code := witness(t, append([]string{"run"}, args...)...)
			if code != exitOK {
				t.Fatalf("exit %d, want %d (the verdict of plain ids)\nstdout %s\nstderr %s", code, exitOK, stdout, stderr)
			}
			var rep events.ObservationW1
			if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
				t.Fatalf("stdout is not one JSON object: %v\n%s", err, stdout)
			}
			want := tupleOf(args)
			if rep.Tuple != want || rep.ReqID != id || rep.AttID != args[3] || rep.Verdict != events.VerdictPass {
				t.Errorf("report %+v; want tuple %+v, verdict pass", rep, want)
			}
			var tuple bytes.Buffer
			enc := json.NewEncoder(&tuple)
			enc.SetEscapeHTML(false)
			if err := enc.Encode(want); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(stdout, `"tuple":`+strings.TrimSuffix(tuple.String(), "\n")) {
				t.Errorf("the tuple is not echoed byte for byte:\n%s", stdout)
			}
		})
	}
}
