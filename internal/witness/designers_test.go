package witness

import (
	"context"
	"crypto/ed25519"
	"crypto/sha256"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/hashchain"
	"github.com/tribunal-dev/tribunal/internal/keys"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

func testDesigner(name string) *keys.DesignerKey {
	seed := sha256.Sum256([]byte("tribunal/witness test designer " + name))
	return &keys.DesignerKey{Name: name, Key: ed25519.NewKeyFromSeed(seed[:])}
}

// TestServeRefusesUnsignedSkeletons: on a deployment whose trust file
// lists a designer, both witnesses refuse — before the observer runs — a
// request whose skeleton is unsigned, signed by someone else, signed for
// another index, or carries a malformed signature; the ledger's fold FAILs
// each with SKELETON_SIGNATURE_INVALID, the reason is in both reports on
// the chain, and a re-fold of the chain alone (what ledgerd verify does,
// with no trust file) derives the same. The designer's own signature is
// observed.
func TestServeRefusesUnsignedSkeletons(t *testing.T) {
	e := newEnv(t)
	alice, mallory := testDesigner("alice"), testDesigner("mallory")
	tr, err := e.d.LoadTrust()
	if err != nil {
		t.Fatal(err)
	}
	if tr, err = tr.WithDesigners([]keys.Designer{alice.Public()}); err != nil {
		t.Fatal(err)
	}
	if err := keys.WriteTrust(e.d.TrustFile, tr); err != nil {
		t.Fatal(err)
	}
	var calls atomic.Int32
	obs := func(role events.Role) Observer {
		return func(ctx context.Context, _ *nats.Conn, j *job.Job) Output {
			calls.Add(1)
			return Output{Report: Unavailable(role, j.Tuple, "observed")}
		}
	}
	stop1 := e.witness(events.RoleW1, t.TempDir(), obs(events.RoleW1))
	stop2 := e.witness(events.RoleW2, t.TempDir(), obs(events.RoleW2))

	files, hash := passwdSkeleton("/index.html")
	sign := func(k *keys.DesignerKey, index string) string {
		b, err := skeleton.Sign([]byte(index), k.Key)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	with := func(sig string) map[string]string {
		f := map[string]string{}
		for k, v := range files {
			f[k] = v
		}
		if sig != "" {
			f[skeleton.SigFile] = sig
		}
		return f
	}
	good := sign(alice, files[skeleton.IndexFile])
	cases := []struct {
		id, sig, why string
	}{
		{"unsigned", "", "missing"},
		{"other-designer", sign(mallory, files[skeleton.IndexFile]), "which is not a designer key"},
		{"other-index", sign(alice, files[skeleton.IndexFile]+"# edited\n"), "does not verify"},
		{"malformed", "{}\n", `missing required key "schema"`},
	}
	for _, c := range cases {
		r := &events.RequestOpened{SchemaName: events.SchemaRequestOpened, ReqID: c.id, SkeletonHash: hash,
			RunnerVersion: "test/1", RubricVersion: "1.2.0", Skeleton: events.Skeleton{Files: with(c.sig)},
			ProductURL: e.siteURL, Constraints: constraints()}
		e.publish(events.KindRequest, c.id, c.id+"-open", r)
		e.publish(events.KindAttempt, c.id, c.id+"-a1", attempt(c.id, "a1", "1"))
	}
	for _, c := range cases {
		for _, subj := range []string{"tribunal.w1.observation.", "tribunal.w2.verdict."} {
			ev := e.waitFor(subj+c.id, 1)[0]
			b, err := events.DecodeFor(mustSubject(t, ev.Subject), ev.Body)
			if err != nil {
				t.Fatal(err)
			}
			var verdict, why string
			switch r := b.(type) {
			case *events.ObservationW1:
				verdict, why = r.Verdict, r.Error
			case *events.VisualVerdict:
				verdict, why = r.Verdict, r.Error
			}
			if !events.RefusesSkeletonSignature(verdict, why) || !strings.Contains(why, c.why) {
				t.Errorf("%s %s: verdict %s error %q, want a SKELETON_SIGNATURE_INVALID refusal saying %q", c.id, subj, verdict, why, c.why)
			}
		}
		w3, err := e.qc.WaitSettled(context.Background(), c.id, 0)
		if err != nil {
			t.Fatal(err)
		}
		if w3.Verdict != events.StateFail || w3.Error != govern.ErrSkeletonSignatureInvalid {
			t.Errorf("%s: W³ %s %s, want FAIL %s", c.id, w3.Verdict, w3.Error, govern.ErrSkeletonSignatureInvalid)
		}
	}
	if n := calls.Load(); n != 0 {
		t.Fatalf("the observer ran %d times for skeletons no designer signed", n)
	}
	// The positive control: alice's signature is observed.
	ok := &events.RequestOpened{SchemaName: events.SchemaRequestOpened, ReqID: "signed", SkeletonHash: hash,
		RunnerVersion: "test/1", RubricVersion: "1.2.0", Skeleton: events.Skeleton{Files: with(good)},
		ProductURL: e.siteURL, Constraints: constraints()}
	e.publish(events.KindRequest, "signed", "signed-open", ok)
	e.publish(events.KindAttempt, "signed", "signed-a1", attempt("signed", "a1", "1"))
	for _, subj := range []string{"tribunal.w1.observation.signed", "tribunal.w2.verdict.signed"} {
		if ev := e.waitFor(subj, 1)[0]; !strings.Contains(string(ev.Body), `"error":"observed"`) {
			t.Errorf("a signed skeleton was not observed: %s", ev.Body)
		}
	}

	// The chain alone says so: stop everything, then re-fold the file
	// as ledgerd verify does, with no trust file at all.
	stop1()
	stop2()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := e.srv.Shutdown(ctx); err != nil {
		t.Fatal(err)
	}
	fold := govern.NewReplayer(true)
	rep, err := hashchain.Verify(e.d.DB, hashchain.VerifyOptions{StreamOrder: true, Entry: fold.Feed})
	if err != nil {
		t.Fatal(err)
	}
	sum, err := fold.Finish(rep.Entries)
	if err != nil {
		t.Fatalf("re-fold disagrees with the chain: %v", err)
	}
	if sum.Requests != len(cases)+1 {
		t.Errorf("re-fold saw %d requests, want %d", sum.Requests, len(cases)+1)
	}
}
