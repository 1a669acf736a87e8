package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/hashchain"
	"github.com/tribunal-dev/tribunal/internal/keys"
)

// TestVerifyRefoldsGovernance: an insider with the ledger's own signing
// and checkpoint keys rebuilds the demo's chain with one derived event
// forged. Every link, Merkle node, checkpoint and signature checks out, so
// only "ledgerd verify"'s re-fold from scratch can catch it; it names the
// entry, the check and both hashes.
func TestVerifyRefoldsGovernance(t *testing.T) {
	f := newFixture(t)
	d, err := deploy.Load(f.dir)
	if err != nil {
		t.Fatal(err)
	}
	signer, err := keys.LoadSigningKey(d.SigningKeyFile(events.RoleLedger))
	if err != nil {
		t.Fatal(err)
	}
	ck, err := keys.LoadCheckpointKey(d.CheckpointKeyFile())
	if err != nil {
		t.Fatal(err)
	}
	src, err := hashchain.OpenReadOnly(f.snapshot(t))
	if err != nil {
		t.Fatal(err)
	}
	var orig []chainformat.Record
	err = src.Scan(0, func(e chainformat.Entry) error {
		r := e.Record
		r.Event.Body = append([]byte(nil), r.Event.Body...)
		orig = append(orig, r)
		return nil
	})
	src.Close()
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name    string
		subject string // the forged entry's subject prefix
		forge   func(body string) string
	}{
		{"transition to SEALED_DEPLOY claims another version", "tribunal.ledger.transition.", func(b string) string {
			if !strings.Contains(b, `"to":"SEALED_DEPLOY"`) {
				return b
			}
			return strings.Replace(b, `"version":4`, `"version":9`, 1)
		}},
		{"seal with the decision event id of another", "tribunal.ledger.seal.", func(b string) string {
			return strings.Replace(b, `"decision_event_id":"`, `"decision_event_id":"x`, 1)
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			recs := make([]chainformat.Record, len(orig))
			copy(recs, orig)
			at := -1
			for i, r := range recs {
				if !strings.HasPrefix(r.Event.Subject, c.subject) {
					continue
				}
				if forged := c.forge(string(r.Event.Body)); forged != string(r.Event.Body) {
					recs[i].Event = signer.Sign(r.Event.Subject, r.Event.ID, []byte(forged))
					at = i
					break
				}
			}
			if at < 0 {
				t.Fatal("nothing to forge")
			}
			path := filepath.Join(t.TempDir(), "forged.db")
			c2, err := hashchain.Open(path, hashchain.Options{Key: ck})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := c2.Append(recs); err != nil {
				t.Fatal(err)
			}
			c2.Close()
			stdout, stderr, code := ledgerd(t, "verify", "--db", path, "--trust", f.trust, "--json")
			if code != exitVerify {
				t.Fatalf("exit %d, want %d\nstdout %s\nstderr %s", code, exitVerify, stdout, stderr)
			}
			oneErrorLine(t, stderr)
			rep := decodeReport(t, stdout)
			if rep.OK || rep.Check != "fold.body" || rep.Index == nil || *rep.Index != int64(at) || rep.Expected == rep.Actual {
				t.Errorf("report %s, want fold.body at entry %d", stdout, at)
			}
		})
	}
	// The untouched chain re-folds, and the text report says so.
	stdout := mustRun(t, "verify", "--db", f.snapshot(t), "--trust", f.trust)
	if !strings.Contains(stdout, "governance re-folded from scratch: 1 requests, 4 transitions, 1 seals") {
		t.Errorf("verify output:\n%s", stdout)
	}
}
