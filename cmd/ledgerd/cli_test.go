package main

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/transparency-dev/merkle/compact"
	"github.com/transparency-dev/merkle/rfc6962"
	bolt "go.etcd.io/bbolt"
	"golang.org/x/mod/sumdb/note"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/cli/clitest"
	"github.com/tribunal-dev/tribunal/internal/hashchain"
	"github.com/tribunal-dev/tribunal/internal/keys"
)

// skeletonDir is the example skeleton, relative to this package.
const skeletonDir = "../../examples/acme/skeleton"

// ledgerd runs one command in-process and returns what a shell would see.
func ledgerd(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	return clitest.Run(t, run, exitCode, args...)
}

// mustRun runs a command that must succeed.
func mustRun(t *testing.T, args ...string) string {
	t.Helper()
	stdout, stderr, code := ledgerd(t, args...)
	if code != 0 {
		t.Fatalf("ledgerd %s: exit %d\n%s", strings.Join(args, " "), code, stderr)
	}
	return stdout
}

// fixture is a deployment with one demo history on its chain.
type fixture struct {
	dir         string
	db          string // the live database
	trust       string
	verifierKey string // checkpoint_verifier_key from init --json
	demoEvents  int    // events the demo run reported
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "deploy")
	var out struct {
		DB                    string `json:"db"`
		TrustFile             string `json:"trust_file"`
		CheckpointVerifierKey string `json:"checkpoint_verifier_key"`
	}
	if err := json.Unmarshal([]byte(mustRun(t, "init", "--dir", dir, "--json")), &out); err != nil {
		t.Fatal(err)
	}
	if out.DB != filepath.Join(dir, "data", "ledger.db") || out.TrustFile != filepath.Join(dir, "trust.json") {
		t.Fatalf("init output %+v", out)
	}
	f := &fixture{dir: dir, db: out.DB, trust: out.TrustFile, verifierKey: out.CheckpointVerifierKey}
	f.demoEvents = f.demo(t)
	return f
}

var demoLine = regexp.MustCompile(`(?m)^chain: (\d+) entries, head [0-9a-f]{64}$`)

// demo plays one sample history through a serve started for it, stops
// serve, and returns the chain size the demo saw.
func (f *fixture) demo(t *testing.T) int {
	t.Helper()
	d := startServe(t, "--dir", f.dir, "--log-format", "json")
	d.ready(t)
	stdout := mustRun(t, "demo", "--dir", f.dir, "--skeleton", skeletonDir, "--url", "file:///tmp/x")
	d.stop(t)
	m := demoLine.FindStringSubmatch(stdout)
	if m == nil || !strings.Contains(stdout, "inclusion proof verifies") {
		t.Fatalf("demo output:\n%s", stdout)
	}
	n, _ := strconv.Atoi(m[1])
	if n == 0 {
		t.Fatalf("demo appended nothing:\n%s", stdout)
	}
	return n
}

// snapshot copies the live database to a fresh file, as an auditor would.
func (f *fixture) snapshot(t *testing.T) string {
	t.Helper()
	return copyFile(t, f.db)
}

func copyFile(t *testing.T, src string) string {
	t.Helper()
	b, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	dst := filepath.Join(t.TempDir(), "copy.db")
	if err := os.WriteFile(dst, b, 0o600); err != nil {
		t.Fatal(err)
	}
	return dst
}

func writeTemp(t *testing.T, name string, data []byte) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

// oneErrorLine checks that stderr is exactly one "ledgerd: ..." line and
// returns it.
func oneErrorLine(t *testing.T, stderr string) string {
	t.Helper()
	if !strings.HasSuffix(stderr, "\n") || strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "ledgerd: ") {
		t.Fatalf("stderr is not one %q line:\n%q", "ledgerd: <error>", stderr)
	}
	return strings.TrimSuffix(stderr, "\n")
}

// lastErrorLine checks a usage error: the usage text the flag package
// prints may come first, but exactly one line is the error, and it is last.
func lastErrorLine(t *testing.T, stderr string) string {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
	n := 0
	for _, l := range lines {
		if strings.HasPrefix(l, "ledgerd: ") {
			n++
		}
	}
	last := lines[len(lines)-1]
	if n != 1 || !strings.HasPrefix(last, "ledgerd: ") || !strings.HasSuffix(stderr, "\n") {
		t.Fatalf("stderr does not end in exactly one error line:\n%s", stderr)
	}
	return last
}

type verifyJSON struct {
	OK       bool    `json:"ok"`
	Entries  uint64  `json:"entries"`
	Root     string  `json:"root"`
	Head     string  `json:"head"`
	Older    *uint64 `json:"older_checkpoint_size"`
	Pinned   bool    `json:"checkpoint_key_pinned"`
	SigsOK   bool    `json:"event_signatures_checked"`
	Index    *int64  `json:"index"`
	Check    string  `json:"check"`
	Expected string  `json:"expected"`
	Actual   string  `json:"actual"`
}

func decodeOne(t *testing.T, s string, v any) {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(s))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		t.Fatalf("stdout is not the expected JSON: %v\n%s", err, s)
	}
	if _, err := dec.Token(); err != io.EOF {
		t.Fatalf("more than one JSON value on stdout:\n%s", s)
	}
}

// The verify report has more fields than verifyJSON names; decode loosely.
func decodeReport(t *testing.T, s string) verifyJSON {
	t.Helper()
	var v verifyJSON
	if err := json.Unmarshal([]byte(s), &v); err != nil || strings.Count(s, "\n") != 1 {
		t.Fatalf("stdout is not one line of JSON: %v\n%s", err, s)
	}
	return v
}

func TestEndToEnd(t *testing.T) {
	f := newFixture(t)
	if f.demoEvents != 10 {
		t.Errorf("demo reached %d entries, want the 5 events of one request and the ledger's 5 derived ones", f.demoEvents)
	}
	cp := f.snapshot(t)

	stdout, stderr, code := ledgerd(t, "verify", "--db", cp, "--trust", f.trust)
	if code != 0 || !strings.HasPrefix(stdout, "OK ") || stderr != "" {
		t.Fatalf("verify: exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	if !strings.Contains(stdout, fmt.Sprintf(": %d entries", f.demoEvents)) || !strings.Contains(stdout, "pinned by the trust file") {
		t.Errorf("verify output:\n%s", stdout)
	}

	rep := decodeReport(t, mustRun(t, "verify", "--db", cp, "--trust", f.trust, "--json"))
	if !rep.OK || rep.Entries != uint64(f.demoEvents) || !rep.Pinned || !rep.SigsOK || rep.Index != nil {
		t.Errorf("verify --json: %+v", rep)
	}

	// Without the trust file the chain is still consistent, but nothing
	// is pinned.
	rep = decodeReport(t, mustRun(t, "verify", "--db", cp, "--json"))
	if !rep.OK || rep.Pinned || rep.SigsOK {
		t.Errorf("verify --json without --trust: %+v", rep)
	}

	// verify opened the copy read-only.
	a, _ := os.ReadFile(f.db)
	b, _ := os.ReadFile(cp)
	if !bytes.Equal(a, b) {
		t.Error("verify changed the database copy")
	}
}

// exported is one export line with every field present.
type exported struct {
	Index   uint64 `json:"index"`
	Leaf    string `json:"leaf"`
	Link    string `json:"link"`
	Prev    string `json:"prev"`
	Seq     uint64 `json:"seq"`
	Time    string `json:"time"`
	Subject string `json:"subject"`
	MsgID   string `json:"msg_id"`
	KeyID   string `json:"key_id"`
	Sig     string `json:"sig"`
	Body    string `json:"body"`
}

var exportKeys = []string{"index", "leaf", "link", "prev", "seq", "time", "subject", "msg_id", "key_id", "sig", "body"}

// checkExport parses an export and checks every line against its own
// leaf, and the chain of links, from nothing but the bytes. It returns the
// leaves and the recomputed links.
func checkExport(t *testing.T, data []byte) (leaves [][]byte, links [][32]byte) {
	t.Helper()
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 128<<20)
	var prev [32]byte
	for n := uint64(0); sc.Scan(); n++ {
		line := sc.Bytes()
		var raw map[string]json.RawMessage
		if err := json.Unmarshal(line, &raw); err != nil {
			t.Fatalf("line %d: %v", n, err)
		}
		if len(raw) != len(exportKeys) {
			t.Errorf("line %d has keys %v, want %v", n, keysOf(raw), exportKeys)
		}
		for _, k := range exportKeys {
			if _, ok := raw[k]; !ok {
				t.Errorf("line %d lacks %q", n, k)
			}
		}
		var l exported
		dec := json.NewDecoder(bytes.NewReader(line))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&l); err != nil {
			t.Fatalf("line %d: %v", n, err)
		}
		if l.Index != n {
			t.Fatalf("line %d has index %d", n, l.Index)
		}
		leaf, err := base64.StdEncoding.DecodeString(l.Leaf)
		if err != nil {
			t.Fatalf("line %d: leaf: %v", n, err)
		}
		body, err := base64.StdEncoding.DecodeString(l.Body)
		if err != nil {
			t.Fatalf("line %d: body: %v", n, err)
		}
		e, err := chainformat.DecodeLeaf(leaf)
		if err != nil {
			t.Fatalf("line %d: %v", n, err)
		}
		ts, err := time.Parse(time.RFC3339Nano, l.Time)
		if err != nil || !strings.HasSuffix(l.Time, "Z") {
			t.Errorf("line %d: time %q is not RFC 3339 UTC: %v", n, l.Time, err)
		}
		switch {
		case e.Index != n:
			t.Errorf("line %d: leaf index %d", n, e.Index)
		case e.Event.Subject != l.Subject || e.Event.ID != l.MsgID || e.Event.KeyID != l.KeyID || e.Event.Sig != l.Sig:
			t.Errorf("line %d: headers differ from the leaf's", n)
		case !bytes.Equal(e.Event.Body, body):
			t.Errorf("line %d: body differs from the leaf's", n)
		case e.Seq != l.Seq || ts.UnixNano() != e.Time:
			t.Errorf("line %d: seq/time %d %s, leaf has %d %d", n, l.Seq, l.Time, e.Seq, e.Time)
		case e.Prev != prev || l.Prev != hex.EncodeToString(prev[:]):
			t.Errorf("line %d: prev %s, want link(%d) %x", n, l.Prev, int64(n)-1, prev)
		}
		// link(n) = SHA-256("tribunal/chain/v1\n" || prev || leaf(n)).
		h := sha256.New()
		h.Write([]byte("tribunal/chain/v1\n"))
		h.Write(prev[:])
		h.Write(leaf)
		h.Sum(prev[:0])
		if l.Link != hex.EncodeToString(prev[:]) {
			t.Errorf("line %d: link %s, recomputed %x", n, l.Link, prev)
		}
		leaves = append(leaves, leaf)
		links = append(links, prev)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(data) > 0 && data[len(data)-1] != '\n' {
		t.Error("export does not end in a newline")
	}
	return leaves, links
}

func keysOf(m map[string]json.RawMessage) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	return ks
}

// rfc6962Root computes the RFC 6962 tree head over leaves independently of
// package hashchain.
func rfc6962Root(t *testing.T, leaves [][]byte) []byte {
	t.Helper()
	rf := &compact.RangeFactory{Hash: rfc6962.DefaultHasher.HashChildren}
	r := rf.NewEmptyRange(0)
	for _, l := range leaves {
		if err := r.Append(rfc6962.DefaultHasher.HashLeaf(l), nil); err != nil {
			t.Fatal(err)
		}
	}
	if len(leaves) == 0 {
		return rfc6962.DefaultHasher.EmptyRoot()
	}
	root, err := r.GetRootHash(nil)
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// openCheckpoint verifies a checkpoint note under the verifier key and
// returns its size, root and head (docs/FORMAT.md §5).
func openCheckpoint(t *testing.T, msg []byte, vkey string) (size uint64, root []byte, head string) {
	t.Helper()
	v, err := note.NewVerifier(vkey)
	if err != nil {
		t.Fatal(err)
	}
	n, err := note.Open(msg, note.VerifierList(v))
	if err != nil {
		t.Fatalf("checkpoint does not open under the init verifier key: %v\n%s", err, msg)
	}
	lines := strings.Split(strings.TrimSuffix(n.Text, "\n"), "\n")
	if len(lines) < 4 || lines[0] != v.Name() {
		t.Fatalf("checkpoint text:\n%s", n.Text)
	}
	if size, err = strconv.ParseUint(lines[1], 10, 64); err != nil {
		t.Fatal(err)
	}
	if root, err = base64.StdEncoding.DecodeString(lines[2]); err != nil || len(root) != 32 {
		t.Fatalf("root line %q: %v", lines[2], err)
	}
	for _, l := range lines[3:] {
		if h, ok := strings.CutPrefix(l, "tribunal-head "); ok {
			head = h
		}
	}
	if head == "" {
		t.Fatalf("checkpoint has no tribunal-head line:\n%s", n.Text)
	}
	return size, root, head
}

func TestExportAndCheckpoint(t *testing.T) {
	f := newFixture(t)
	cp := f.snapshot(t)
	out := filepath.Join(t.TempDir(), "chain.jsonl")
	stdout, stderr, code := ledgerd(t, "export", "--db", cp, "--out", out)
	if code != 0 || stdout != "" || stderr != "" {
		t.Fatalf("export: exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	leaves, links := checkExport(t, data)
	if len(leaves) != f.demoEvents {
		t.Fatalf("export has %d lines, demo appended %d", len(leaves), f.demoEvents)
	}
	if ents, _ := os.ReadDir(filepath.Dir(out)); len(ents) != 1 {
		t.Errorf("export left files beside its output: %v", ents)
	}

	// The latest checkpoint is the one the ledger signed at the head when
	// the demo asked for an entry with its inclusion proof.
	msg := mustRun(t, "checkpoint", "--db", cp)
	size, root, ckHead := openCheckpoint(t, []byte(msg), f.verifierKey)
	if size == 0 || size > uint64(len(leaves)) {
		t.Fatalf("checkpoint size %d, export has %d entries", size, len(leaves))
	}
	if size != uint64(len(leaves)) {
		t.Errorf("latest checkpoint at size %d, want the head %d", size, len(leaves))
	}
	if want := rfc6962Root(t, leaves[:size]); !bytes.Equal(root, want) {
		t.Errorf("checkpoint root %x, recomputed from the export %x", root, want)
	}
	if ckHead != hex.EncodeToString(links[size-1][:]) {
		t.Errorf("checkpoint head %s, exported link(%d) %x", ckHead, size-1, links[size-1])
	}

	// verify agrees with the export on the root and head of the whole chain.
	rep := decodeReport(t, mustRun(t, "verify", "--db", cp, "--trust", f.trust, "--json"))
	last := links[len(links)-1]
	if want := rfc6962Root(t, leaves); rep.Root != hex.EncodeToString(want) || rep.Head != hex.EncodeToString(last[:]) {
		t.Errorf("verify root %s head %s; recomputed root %x head %x", rep.Root, rep.Head, want, last)
	}
}

func TestExportToStdout(t *testing.T) {
	f := newFixture(t)
	cp := f.snapshot(t)
	stdout, stderr, code := ledgerd(t, "export", "--db", cp)
	if code != 0 || stderr != "" {
		t.Fatalf("export: exit %d\n%s", code, stderr)
	}
	leaves, _ := checkExport(t, []byte(stdout))
	if len(leaves) != f.demoEvents {
		t.Errorf("export has %d lines, want %d", len(leaves), f.demoEvents)
	}
	// Same bytes as --out.
	out := filepath.Join(t.TempDir(), "x.jsonl")
	mustRun(t, "export", "--db", cp, "--out", out)
	if b, _ := os.ReadFile(out); string(b) != stdout {
		t.Error("export --out differs from export to stdout")
	}
}

func TestExportLeavesNoPartialFile(t *testing.T) {
	f := newFixture(t)
	cp := f.snapshot(t)

	// Into a directory that does not exist: bad input, nothing created.
	parent := t.TempDir()
	out := filepath.Join(parent, "missing", "chain.jsonl")
	stdout, stderr, code := ledgerd(t, "export", "--db", cp, "--out", out)
	if code != exitInput || stdout != "" {
		t.Fatalf("export into a missing directory: exit %d, want %d\n%s", code, exitInput, stderr)
	}
	oneErrorLine(t, stderr)
	if ents, _ := os.ReadDir(parent); len(ents) != 0 {
		t.Errorf("export left %v", ents)
	}

	// A leaf that does not decode half way through: the export fails
	// and neither the output nor its temporary file is left behind.
	mutate(t, cp, func(tx *bolt.Tx) error {
		return tx.Bucket([]byte("entries")).Put(u64key(5), []byte{0xff})
	})
	dir := t.TempDir()
	out = filepath.Join(dir, "chain.jsonl")
	stdout, stderr, code = ledgerd(t, "export", "--db", cp, "--out", out)
	if code != exitInput || stdout != "" {
		t.Fatalf("export of a malformed leaf: exit %d, want %d\n%s", code, exitInput, stderr)
	}
	if line := oneErrorLine(t, stderr); !strings.Contains(line, "entry 5") {
		t.Errorf("error does not name the entry: %s", line)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 0 {
		t.Errorf("failed export left %v", ents)
	}
	// An existing output is not replaced by a failed export.
	if err := os.WriteFile(out, []byte("old\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, _, code = ledgerd(t, "export", "--db", cp, "--out", out); code == 0 {
		t.Fatal("export succeeded")
	}
	if b, _ := os.ReadFile(out); string(b) != "old\n" {
		t.Errorf("failed export replaced the existing output: %q", b)
	}
}

func u64key(i uint64) []byte { return binary.BigEndian.AppendUint64(nil, i) }

// mutate edits a database file directly, as an attacker with the file would.
func mutate(t *testing.T, path string, fn func(tx *bolt.Tx) error) {
	t.Helper()
	db, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Update(fn); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
}

func TestTamperedBody(t *testing.T) {
	f := newFixture(t)
	const victim = 4
	cp := f.snapshot(t)
	mutate(t, cp, func(tx *bolt.Tx) error {
		b := tx.Bucket([]byte("entries"))
		leaf := bytes.Clone(b.Get(u64key(victim)))
		e, err := chainformat.DecodeLeaf(leaf)
		if err != nil || len(e.Event.Body) == 0 {
			t.Fatalf("entry %d: %v", victim, err)
		}
		// The body is the last field of the leaf: flip a byte in it.
		leaf[len(leaf)-len(e.Event.Body)/2-1] ^= 0x01
		return b.Put(u64key(victim), leaf)
	})

	for _, trust := range [][]string{nil, {"--trust", f.trust}} {
		args := append([]string{"verify", "--db", cp}, trust...)
		stdout, stderr, code := ledgerd(t, args...)
		if code != exitVerify || stdout != "" {
			t.Fatalf("%v: exit %d, want %d\nstdout:\n%s\nstderr:\n%s", args, code, exitVerify, stdout, stderr)
		}
		line := oneErrorLine(t, stderr)
		if !strings.Contains(line, fmt.Sprintf("entry %d:", victim)) || !strings.Contains(line, "expected ") || !strings.Contains(line, "actual ") {
			t.Errorf("error does not name the entry and the expected value: %s", line)
		}

		stdout, stderr, code = ledgerd(t, append(args, "--json")...)
		if code != exitVerify {
			t.Fatalf("--json: exit %d", code)
		}
		oneErrorLine(t, stderr)
		var rep verifyJSON
		decodeOne(t, stdout, &struct {
			*verifyJSON
			Detail string `json:"detail"`
		}{verifyJSON: &rep})
		if rep.OK || rep.Index == nil || *rep.Index != victim || rep.Check != "link" || rep.Expected == "" || rep.Actual == "" || rep.Expected == rep.Actual {
			t.Errorf("--json report %s", stdout)
		}
	}
}

// A damaged meta bucket is a verification fault (docs/FORMAT.md §7 steps 2
// and 6), not an unreadable file.
func TestDamagedMetaIsAFault(t *testing.T) {
	f := newFixture(t)
	for _, tc := range []struct {
		check string
		edit  func(m *bolt.Bucket) error
	}{
		{"meta.size", func(m *bolt.Bucket) error {
			return m.Put([]byte("size"), u64key(uint64(f.demoEvents-1)))
		}},
		{"meta.format", func(m *bolt.Bucket) error { return m.Put([]byte("format"), []byte("tribunal-chain/v0")) }},
		{"meta.range", func(m *bolt.Bucket) error { return m.Put([]byte("range"), []byte("short")) }},
	} {
		t.Run(tc.check, func(t *testing.T) {
			cp := f.snapshot(t)
			mutate(t, cp, func(tx *bolt.Tx) error { return tc.edit(tx.Bucket([]byte("meta"))) })
			stdout, stderr, code := ledgerd(t, "verify", "--db", cp, "--trust", f.trust, "--json")
			if code != exitVerify {
				t.Fatalf("exit %d, want %d\n%s", code, exitVerify, stderr)
			}
			oneErrorLine(t, stderr)
			if rep := decodeReport(t, stdout); rep.OK || rep.Check != tc.check || rep.Index == nil || *rep.Index != -1 {
				t.Errorf("report %s", stdout)
			}
		})
	}
}

func TestOlderCheckpoint(t *testing.T) {
	f := newFixture(t)
	older := f.snapshot(t)
	oldNote := writeTemp(t, "old.checkpoint", []byte(mustRun(t, "checkpoint", "--db", older)))
	oldSize, _, _ := openCheckpoint(t, mustRead(t, oldNote), f.verifierKey)
	oldEntries := uint64(f.demoEvents)

	total := uint64(f.demo(t))
	more := total - oldEntries
	newer := f.snapshot(t)
	newNote := writeTemp(t, "new.checkpoint", []byte(mustRun(t, "checkpoint", "--db", newer)))
	newSize, _, _ := openCheckpoint(t, mustRead(t, newNote), f.verifierKey)
	// The demo's entry query makes the ledger checkpoint the head.
	if oldSize != oldEntries || newSize != total {
		t.Fatalf("checkpoint sizes %d then %d after demos reaching %d and %d entries", oldSize, newSize, oldEntries, total)
	}
	if newSize <= oldEntries {
		t.Fatalf("the newer checkpoint (size %d) does not go beyond the older file (%d entries)", newSize, oldEntries)
	}

	// The grown chain extends the auditor's older checkpoint.
	stdout := mustRun(t, "verify", "--db", newer, "--trust", f.trust, "--checkpoint", oldNote)
	if !strings.HasPrefix(stdout, "OK ") || !strings.Contains(stdout, fmt.Sprintf("extends the older checkpoint at size %d", oldSize)) {
		t.Errorf("verify output:\n%s", stdout)
	}
	rep := decodeReport(t, mustRun(t, "verify", "--db", newer, "--checkpoint", oldNote, "--json"))
	if !rep.OK || rep.Older == nil || *rep.Older != oldSize || rep.Entries != oldEntries+more {
		t.Errorf("verify --json: %+v", rep)
	}
	// A checkpoint of the same size is fine too.
	mustRun(t, "verify", "--db", newer, "--trust", f.trust, "--checkpoint", newNote)

	// The older, shorter file against the newer checkpoint: truncation,
	// reported at index = the file's size.
	for _, trust := range [][]string{nil, {"--trust", f.trust}} {
		args := append([]string{"verify", "--db", older, "--checkpoint", newNote}, trust...)
		stdout, stderr, code := ledgerd(t, args...)
		if code != exitVerify || stdout != "" {
			t.Fatalf("%v: exit %d, want %d\n%s", args, code, exitVerify, stderr)
		}
		if line := oneErrorLine(t, stderr); !strings.Contains(line, "older-checkpoint.truncated") ||
			!strings.Contains(line, fmt.Sprintf("entry %d:", oldEntries)) {
			t.Errorf("error: %s", line)
		}
		stdout, _, _ = ledgerd(t, append(args, "--json")...)
		rep := decodeReport(t, stdout)
		if rep.OK || rep.Check != "older-checkpoint.truncated" || rep.Index == nil || *rep.Index != int64(oldEntries) {
			t.Errorf("--json report %s", stdout)
		}
	}
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// emptyChain makes a chain file with no entries and so no checkpoint.
func emptyChain(t *testing.T, f *fixture) string {
	t.Helper()
	ck, err := keys.LoadCheckpointKey(filepath.Join(f.dir, "roles", "ledger", "checkpoint.key"))
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), "empty.db")
	c, err := hashchain.Open(p, hashchain.Options{Key: ck})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestBadInput(t *testing.T) {
	f := newFixture(t)
	cp := f.snapshot(t)
	tmp := t.TempDir()
	missing := filepath.Join(tmp, "missing.db")

	rnd := make([]byte, 64<<10)
	r := rand.New(rand.NewPCG(1, 2))
	for i := range rnd {
		rnd[i] = byte(r.Uint32())
	}
	junk := writeTemp(t, "junk.db", rnd)
	emptyFile := writeTemp(t, "empty-file.db", nil)
	badTrust := writeTemp(t, "trust.json", []byte(`{"schema": "tribunal-trust.v1", "roles": [`))
	wrongTrust := writeTemp(t, "other-trust.json", []byte(`{"schema":"something-else"}`))
	badCheckpoint := writeTemp(t, "bad.checkpoint", []byte("not a checkpoint\n\n— nobody AAAA\n"))
	garbageCheckpoint := writeTemp(t, "garbage.checkpoint", rnd[:300])
	// A checkpoint of this very chain, but signed by another deployment's
	// ledger: it does not verify under the pinned key.
	other := newFixture(t)
	foreignCheckpoint := writeTemp(t, "foreign.checkpoint", []byte(mustRun(t, "checkpoint", "--db", other.snapshot(t))))
	noCheckpoint := emptyChain(t, f)

	for _, tc := range []struct {
		name string
		args []string
		code int
		want string // in the error line
	}{
		{"no command", nil, exitUsage, "missing command"},
		{"unknown command", []string{"frobnicate"}, exitUsage, `unknown command "frobnicate"`},
		{"verify without --db", []string{"verify"}, exitUsage, "--db is required"},
		{"export without --db", []string{"export", "--out", filepath.Join(tmp, "x")}, exitUsage, "--db is required"},
		{"checkpoint without --db", []string{"checkpoint"}, exitUsage, "--db is required"},
		{"demo without --dir", []string{"demo"}, exitUsage, "--dir is required"},
		{"verify unknown flag", []string{"verify", "--db", cp, "--frob"}, exitUsage, "flag provided but not defined: --frob"},
		{"export unknown flag", []string{"export", "-x"}, exitUsage, "not defined"},
		{"checkpoint unknown flag", []string{"checkpoint", "--db", cp, "--json"}, exitUsage, "not defined"},
		{"verify extra argument", []string{"verify", "--db", cp, "extra"}, exitUsage, `unexpected argument "extra"`},
		{"export extra argument", []string{"export", "--db", cp, "extra"}, exitUsage, `unexpected argument "extra"`},
		{"checkpoint extra argument", []string{"checkpoint", "--db", cp, "x", "y"}, exitUsage, `unexpected argument "x"`},
		{"flag value missing", []string{"verify", "--db"}, exitUsage, "flag needs an argument"},

		{"verify missing db", []string{"verify", "--db", missing}, exitInput, "missing.db"},
		{"export missing db", []string{"export", "--db", missing}, exitInput, "missing.db"},
		{"checkpoint missing db", []string{"checkpoint", "--db", missing}, exitInput, "missing.db"},
		{"verify junk db", []string{"verify", "--db", junk}, exitInput, "junk.db"},
		{"export junk db", []string{"export", "--db", junk}, exitInput, "junk.db"},
		{"checkpoint junk db", []string{"checkpoint", "--db", junk}, exitInput, "junk.db"},
		{"verify empty file", []string{"verify", "--db", emptyFile}, exitInput, "empty-file.db"},
		{"verify a directory", []string{"verify", "--db", tmp}, exitInput, ""},
		{"malformed trust file", []string{"verify", "--db", cp, "--trust", badTrust}, exitInput, "trust.json"},
		{"wrong trust schema", []string{"verify", "--db", cp, "--trust", wrongTrust}, exitInput, "other-trust.json"},
		{"missing trust file", []string{"verify", "--db", cp, "--trust", missing}, exitInput, "missing.db"},
		{"missing checkpoint file", []string{"verify", "--db", cp, "--checkpoint", missing}, exitInput, "missing.db"},
		{"checkpoint with none written", []string{"checkpoint", "--db", noCheckpoint}, exitInput, "no checkpoint has been written yet"},
		{"demo without a deployment", []string{"demo", "--dir", tmp}, exitInput, "not a deployment directory"},
		{"demo missing skeleton", []string{"demo", "--dir", f.dir, "--skeleton", filepath.Join(tmp, "nope")}, exitInput, "skeleton"},

		// An --checkpoint that does not verify under the key is a
		// verification fault (docs/FORMAT.md §7 step 3), exit 1.
		{"malformed checkpoint", []string{"verify", "--db", cp, "--trust", f.trust, "--checkpoint", badCheckpoint}, exitVerify, "older-checkpoint.signature"},
		{"garbage checkpoint", []string{"verify", "--db", cp, "--checkpoint", garbageCheckpoint}, exitVerify, "older-checkpoint.signature"},
		{"foreign checkpoint", []string{"verify", "--db", cp, "--trust", f.trust, "--checkpoint", foreignCheckpoint}, exitVerify, "older-checkpoint.signature"},
		// Another deployment's chain against this trust file: its first
		// event is signed by a key the trust file does not list.
		{"foreign chain", []string{"verify", "--db", other.snapshot(t), "--trust", f.trust}, exitVerify, "entry 0: signature"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			stdout, stderr, code := ledgerd(t, tc.args...)
			if code != tc.code {
				t.Fatalf("exit %d, want %d\n%s", code, tc.code, stderr)
			}
			if stdout != "" {
				t.Errorf("stdout: %q", stdout)
			}
			var line string
			if tc.code == exitUsage {
				line = lastErrorLine(t, stderr)
				if !strings.Contains(stderr, "usage: ledgerd") {
					t.Errorf("no usage on stderr:\n%s", stderr)
				}
			} else {
				line = oneErrorLine(t, stderr)
			}
			if !strings.Contains(line, tc.want) {
				t.Errorf("error %q does not mention %q", line, tc.want)
			}
		})
	}
}

func TestHelp(t *testing.T) {
	for _, cmd := range []string{"init", "serve", "verify", "export", "checkpoint", "demo"} {
		for _, h := range []string{"--help", "-h", "-help"} {
			// --help is an answer: on stdout, exit 0, nothing on stderr.
			stdout, stderr, code := ledgerd(t, cmd, h)
			if code != 0 || stderr != "" {
				t.Errorf("%s %s: exit %d, stderr %q", cmd, h, code, stderr)
			}
			if !strings.HasPrefix(stdout, "usage: ledgerd "+cmd+" ") || strings.Contains(stdout, "ledgerd: ") {
				t.Errorf("%s %s: stdout:\n%s", cmd, h, stdout)
			}
		}
	}
	// The command list goes to stdout when asked for.
	for _, h := range []string{"--help", "-h", "help"} {
		stdout, stderr, code := ledgerd(t, h)
		if code != 0 || !strings.HasPrefix(stdout, "usage: ledgerd <command>") || stderr != "" {
			t.Errorf("%s: exit %d\nstdout:\n%s\nstderr:\n%s", h, code, stdout, stderr)
		}
	}
}

// demo reports the events it appended, not the events it built: a second
// TestDemoThroughServe: every demo run goes through the broker and the
// ledger and adds its five events and the five the ledger derives, no
// more, no fewer.
func TestDemoThroughServe(t *testing.T) {
	f := newFixture(t)
	// Each request: request, attempt, two reports, the decision, and
	// what the ledger derives: OPEN, OBSERVING, PASS_CANDIDATE,
	// SEALED_DEPLOY and the seal.
	if f.demoEvents != 10 {
		t.Fatalf("first demo reached %d entries, want 10", f.demoEvents)
	}
	if got := f.demo(t); got != 20 {
		t.Fatalf("second demo reached %d entries, want 20", got)
	}
	rep := decodeReport(t, mustRun(t, "verify", "--db", f.snapshot(t), "--trust", f.trust, "--json"))
	if !rep.OK || rep.Entries != 20 {
		t.Errorf("verify: %+v", rep)
	}
}
