package edverify

import (
	"crypto/ed25519"
	"encoding/base64"
	"fmt"
	"math/rand/v2"
	"slices"
	"syscall"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/testenv"
)

// trustWorkload is the signature checks of one `ledgerd verify --trust` of
// bench/verify-trust.sh's chain: 20,190 entries of 1,599 requests and
// 1,419 checkpoints, each entry's signature made by the key of the role
// that published it (role counts as on that chain) over
// events.SigningMessage, each checkpoint's by the checkpoint key over the
// checkpoint text.
type trustWorkload struct {
	pubs      []ed25519.PublicKey // five role keys, then the checkpoint key
	evKey     []int               // entry i: signed by pubs[evKey[i]]
	evMsg     [][]byte
	evSig     [][]byte
	ckMsg     [][]byte // signed by pubs[len(pubs)-1]
	ckSig     [][]byte
	signature int // signatures in all
}

func newTrustWorkload(tb testing.TB) *trustWorkload {
	tb.Helper()
	rnd := rand.NewChaCha8([32]byte{'e', 'd'})
	var privs []ed25519.PrivateKey
	w := &trustWorkload{}
	for range 6 {
		var seed [ed25519.SeedSize]byte
		rnd.Read(seed[:])
		priv := ed25519.NewKeyFromSeed(seed[:])
		privs = append(privs, priv)
		w.pubs = append(w.pubs, priv.Public().(ed25519.PublicKey))
	}
	const requester, w1, w2, judge, ledger, checkpoint = 0, 1, 2, 3, 4, 5
	sign := func(key int, subject string) {
		body := make([]byte, 64)
		rnd.Read(body)
		msg := events.SigningMessage(subject, body)
		w.evKey = append(w.evKey, key)
		w.evMsg = append(w.evMsg, msg)
		w.evSig = append(w.evSig, ed25519.Sign(privs[key], msg))
	}
	// One request as the chain holds it: opened, attempt, 3 screenshot
	// chunks, W1's observation, W2's verdict, 3 transitions, and for 1,400
	// of 1,599 the judge's decision, a fourth transition and the seal.
	for r := 1; len(w.evMsg) < 20190; r++ {
		id := fmt.Sprintf("bench-%06d", r)
		sign(requester, "tribunal.requester.request."+id)
		sign(requester, "tribunal.requester.attempt."+id)
		for range 3 {
			sign(w1, "tribunal.w1.blob."+id)
		}
		sign(w1, "tribunal.w1.observation."+id)
		sign(w2, "tribunal.w2.verdict."+id)
		for range 3 {
			sign(ledger, "tribunal.ledger.transition."+id)
		}
		if r%8 != 0 {
			sign(judge, "tribunal.judge.decision."+id)
			sign(ledger, "tribunal.ledger.transition."+id)
			sign(ledger, "tribunal.ledger.seal."+id)
		}
	}
	for i := range 1419 {
		var root [32]byte
		rnd.Read(root[:])
		msg := fmt.Appendf(nil, "tribunal.local/ledger/cdcd235ea5dc6c1d\n%d\n%s\n",
			(i+1)*20190/1419, base64.StdEncoding.EncodeToString(root[:]))
		w.ckMsg = append(w.ckMsg, msg)
		w.ckSig = append(w.ckSig, ed25519.Sign(privs[checkpoint], msg))
	}
	w.signature = len(w.evMsg) + len(w.ckMsg)
	return w
}

// chunk is how many entries one pool job of hashchain.Verify checks at
// once (its prepareChunk), in one keys.Trust.VerifyEvents.
const chunk = 32

// stdSide checks w as `ledgerd verify --trust` would with
// crypto/ed25519.Verify for every signature.
func (w *trustWorkload) stdSide(b *testing.B) {
	for i, msg := range w.evMsg {
		if !ed25519.Verify(w.pubs[w.evKey[i]], msg, w.evSig[i]) {
			b.Fatal("refused")
		}
	}
	ck := w.pubs[len(w.pubs)-1]
	for i, msg := range w.ckMsg {
		if !ed25519.Verify(ck, msg, w.ckSig[i]) {
			b.Fatal("refused")
		}
	}
}

// edSide checks w as the command does with edverify: a table built for
// each of the six keys, the entries chunk by chunk through VerifyEach, the
// checkpoints through Verify.
func (w *trustWorkload) edSide(b *testing.B) {
	keys := make([]*Verifier, len(w.pubs))
	for i, pub := range w.pubs {
		v, err := New(pub)
		if err != nil {
			b.Fatal(err)
		}
		keys[i] = v
	}
	vs := make([]*Verifier, 0, chunk)
	ok := make([]bool, chunk)
	for lo := 0; lo < len(w.evMsg); lo += chunk {
		hi := min(lo+chunk, len(w.evMsg))
		vs = vs[:0]
		for _, k := range w.evKey[lo:hi] {
			vs = append(vs, keys[k])
		}
		VerifyEach(vs, w.evMsg[lo:hi], w.evSig[lo:hi], ok[:hi-lo])
		if slices.Contains(ok[:hi-lo], false) {
			b.Fatal("refused")
		}
	}
	ck := keys[len(keys)-1]
	for i, msg := range w.ckMsg {
		if !ck.Verify(msg, w.ckSig[i]) {
			b.Fatal("refused")
		}
	}
}

// BenchmarkVerifyTrust is the reason edverify exists: the signature checks
// of one `ledgerd verify --trust` (trustWorkload), done with
// crypto/ed25519.Verify and with edverify as the command uses it. Every
// iteration runs both sides, one after the other (A B A B …, as the
// bench/*.sh rows do), on one goroutine, and measures the process's CPU
// time and the wall time of each; it reports each side's CPU time per
// signature and the median of the iterations' ratios crypto/ed25519 over
// edverify (CPU and wall). The command spreads the same checks over every
// core. Run it with enough iterations for a median:
//
//	go test -run '^$' -bench VerifyTrust -benchtime 7x ./internal/edverify/
func BenchmarkVerifyTrust(b *testing.B) {
	w := newTrustWorkload(b)
	baseTable() // once per process, as in the command
	sides := [2]func(*testing.B){w.stdSide, w.edSide}
	var cpu, wall [2]time.Duration
	var cpuRatio, wallRatio []float64
	for b.Loop() {
		var c, t [2]time.Duration
		for s, side := range sides {
			c0, t0 := cpuTime(), time.Now()
			side(b)
			c[s], t[s] = cpuTime()-c0, time.Since(t0)
			cpu[s] += c[s]
			wall[s] += t[s]
		}
		cpuRatio = append(cpuRatio, float64(c[0])/float64(c[1]))
		wallRatio = append(wallRatio, float64(t[0])/float64(t[1]))
	}
	n := float64(b.N * w.signature)
	b.ReportMetric(float64(cpu[0].Nanoseconds())/n, "std-cpu-ns/sig")
	b.ReportMetric(float64(cpu[1].Nanoseconds())/n, "edverify-cpu-ns/sig")
	b.ReportMetric(median(cpuRatio), "std/edverify-cpu")
	b.ReportMetric(median(wallRatio), "std/edverify-wall")
	b.ReportMetric(0, "ns/op") // both sides together: not a figure
}

func median(v []float64) float64 {
	slices.Sort(v)
	if len(v)%2 == 1 {
		return v[len(v)/2]
	}
	return (v[len(v)/2-1] + v[len(v)/2]) / 2
}

// cpuTime is the process's user + system CPU time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// TestTrustWorkload: the benchmark's workload has the chain's shape.
func TestTrustWorkload(t *testing.T) {
	testenv.Short(t, "signs 21,609 messages")
	w := newTrustWorkload(t)
	count := make([]int, len(w.pubs))
	for _, k := range w.evKey {
		count[k]++
	}
	// requester, w1, w2, judge, ledger: the chain's key ids 5b1b…,
	// 9a30…, d152…, 9da9…, 4ae8….
	if want := []int{3198, 6396, 1599, 1400, 7597, 0}; fmt.Sprint(count) != fmt.Sprint(want) || len(w.ckMsg) != 1419 {
		t.Fatalf("entries by key %v, want %v; %d checkpoints", count, want, len(w.ckMsg))
	}
}
