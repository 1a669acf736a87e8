package hashchain

import (
	"context"
	"crypto/ed25519"
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"golang.org/x/mod/sumdb/note"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
)

var benchSigner = events.NewSigner(events.RoleW1, ed25519.NewKeyFromSeed(make([]byte, ed25519.SeedSize)))

// benchBodyLen is the body size of benchmark records.
const benchBodyLen = 300

// benchRecord returns signed record n with a body of benchBodyLen bytes.
func benchRecord(tb testing.TB, n int) chainformat.Record {
	req := fmt.Sprintf("bench-%d", n/8)
	subj, err := events.SubjectFor(events.RoleW1, events.KindObservation, req)
	if err != nil {
		tb.Fatal(err)
	}
	body := fmt.Sprintf(`{"schema":"observation.w1.v1","request_id":%q,"attempt_id":"a-%d","n":%d,"pad":""}`, req, n, n)
	body = strings.Replace(body, `"pad":""`, `"pad":"`+strings.Repeat("p", benchBodyLen-len(body))+`"`, 1)
	return chainformat.Record{Seq: uint64(n + 1), Time: int64(1_700_000_000_000_000_000 + n), Event: benchSigner.Sign(subj, fmt.Sprintf("bench-evt-%d", n), []byte(body))}
}

// benchRecords returns n records with distinct ids. Signing is costly
// and not what is measured: a few signed bodies are shared (a signature
// covers subject and body, not the id), each record gets its own id.
func benchRecords(tb testing.TB, n int) []chainformat.Record {
	const distinct = 256
	signed := make([]chainformat.Record, min(n, distinct))
	for i := range signed {
		signed[i] = benchRecord(tb, i)
	}
	out := make([]chainformat.Record, n)
	for i := range out {
		out[i] = signed[i%len(signed)]
		out[i].Seq = uint64(i + 1)
		out[i].Event.ID = fmt.Sprintf("bench-evt-%d", i)
	}
	return out
}

var benchKey = sync.OnceValue(func() *chainformat.CheckpointKey {
	skey, _, err := note.GenerateKey(nil, "tribunal.bench/ledger")
	if err != nil {
		panic(err)
	}
	k, err := chainformat.ParseCheckpointKey(skey)
	if err != nil {
		panic(err)
	}
	return k
})

// BenchmarkAppend measures durable appends (fsync on every commit) with
// batch records per Append call, i.e. per commit (ns/op is per commit),
// and through a Committer fed by many concurrent submitters that each wait
// for their commit (ns/op is per record).
func BenchmarkAppend(b *testing.B) {
	for _, batch := range []int{1, 100, 1000} {
		b.Run(fmt.Sprintf("batch=%d", batch), func(b *testing.B) {
			c, err := Open(filepath.Join(b.TempDir(), "ledger.db"), Options{Key: benchKey()})
			if err != nil {
				b.Fatal(err)
			}
			defer c.Close()
			recs := benchRecords(b, b.N*batch)
			b.ResetTimer()
			for i := range b.N {
				if _, err := c.Append(recs[i*batch : (i+1)*batch]); err != nil {
					b.Fatal(err)
				}
			}
			b.StopTimer()
			b.ReportMetric(float64(b.N*batch)/b.Elapsed().Seconds(), "appends/s")
		})
	}
	for _, submitters := range []int{64, 512} {
		b.Run(fmt.Sprintf("committer/submitters=%d", submitters), func(b *testing.B) {
			c, err := Open(filepath.Join(b.TempDir(), "ledger.db"), Options{Key: benchKey()})
			if err != nil {
				b.Fatal(err)
			}
			defer c.Close()
			g := c.NewCommitter(0)
			defer g.Close()
			recs := benchRecords(b, b.N)
			var next atomic.Int64
			var wg sync.WaitGroup
			b.ResetTimer()
			for range submitters {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for i := next.Add(1) - 1; i < int64(len(recs)); i = next.Add(1) - 1 {
						if _, err := g.Submit(recs[i]).Wait(context.Background()); err != nil {
							b.Error(err)
							return
						}
					}
				}()
			}
			wg.Wait()
			b.StopTimer()
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "appends/s")
		})
	}
}

// benchFixture is one chain of benchVerifyN entries shared by
// BenchmarkVerify and BenchmarkSHA256, built once per run with NoSync.
type benchFixtureT struct {
	dir    string
	chain  *Chain
	leaves []byte // every leaf, concatenated
	ckv    note.Verifier
}

const benchVerifyN = 20_000

var (
	benchFixtureOnce sync.Once
	benchFixtureVal  *benchFixtureT
	benchFixtureErr  error
)

func benchFixture(b *testing.B) *benchFixtureT {
	b.Helper()
	benchFixtureOnce.Do(func() {
		f := &benchFixtureT{}
		benchFixtureVal = f
		if f.dir, benchFixtureErr = os.MkdirTemp("", "hashchain-bench-"); benchFixtureErr != nil {
			return
		}
		path := filepath.Join(f.dir, "ledger.db")
		c, err := Open(path, Options{Key: benchKey(), NoSync: true})
		if err != nil {
			benchFixtureErr = err
			return
		}
		recs := make([]chainformat.Record, benchVerifyN) // each one signed: Verify checks them
		for i := range recs {
			recs[i] = benchRecord(b, i)
		}
		for i := 0; i < len(recs) && err == nil; i += 1000 {
			_, err = c.Append(recs[i:min(i+1000, len(recs))])
		}
		if err = errors.Join(err, c.Close()); err != nil {
			benchFixtureErr = err
			return
		}
		if f.chain, benchFixtureErr = OpenReadOnly(path); benchFixtureErr != nil {
			return
		}
		benchFixtureErr = f.chain.Scan(0, func(e chainformat.Entry) error {
			f.leaves = append(f.leaves, e.Leaf...)
			return nil
		})
		if benchFixtureErr == nil {
			f.ckv, benchFixtureErr = note.NewVerifier(benchKey().VerifierKey)
		}
	})
	if benchFixtureErr != nil {
		b.Fatal(benchFixtureErr)
	}
	return benchFixtureVal
}

func cleanupBenchFixture() {
	if f := benchFixtureVal; f != nil {
		if f.chain != nil {
			f.chain.Close()
		}
		if f.dir != "" {
			os.RemoveAll(f.dir)
		}
	}
}

// BenchmarkVerify replays the whole fixture chain. MB/s is over the leaf
// bytes, the same bytes BenchmarkSHA256 hashes once.
func BenchmarkVerify(b *testing.B) {
	f := benchFixture(b)
	for _, bc := range []struct {
		name string
		opts VerifyOptions
	}{
		{"pinned", VerifyOptions{CheckpointVerifier: f.ckv}},
		{"pinned+signatures", VerifyOptions{CheckpointVerifier: f.ckv, Events: newTestTrust(benchSigner)}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.SetBytes(int64(len(f.leaves)))
			for b.Loop() {
				rep, err := f.chain.Verify(bc.opts)
				if err != nil {
					b.Fatal(err)
				}
				if rep.Entries != benchVerifyN || rep.LeafBytes != uint64(len(f.leaves)) {
					b.Fatalf("report %+v", rep)
				}
			}
		})
	}
}

// BenchmarkSHA256 hashes the fixture's concatenated leaf bytes once per
// iteration: the floor any verification of those bytes pays.
func BenchmarkSHA256(b *testing.B) {
	f := benchFixture(b)
	b.SetBytes(int64(len(f.leaves)))
	for b.Loop() {
		sha256.Sum256(f.leaves)
	}
}
