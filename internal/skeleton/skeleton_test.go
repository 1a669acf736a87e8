package skeleton

import (
	"bytes"
	"crypto/ed25519"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/testenv"
)

// -update rewrites the golden file from the committed, signed fixture;
// -resign re-signs the fixture and nothing else. Never both in one run:
// a golden regenerated from a signature made in the same step would pin
// whatever the signing code did, right or wrong.
var (
	update = flag.Bool("update", false, "rewrite testdata/good.golden.json (the signature stays as committed)")
	resign = flag.Bool("resign", false, "re-sign testdata/good/index.yaml (testdata/good/index.yaml.sig) and rewrite nothing else")
)

const (
	goodDir    = "testdata/good"
	goodGolden = "testdata/good.golden.json"
	acmeDir    = "../../examples/acme/skeleton"
)

// designerKey is the test designer's key: fixed, so index.yaml.sig in
// testdata is reproducible.
func designerKey() ed25519.PrivateKey {
	seed := sha256.Sum256([]byte("tribunal/skeleton test designer"))
	return ed25519.NewKeyFromSeed(seed[:])
}

func otherKey() ed25519.PrivateKey {
	seed := sha256.Sum256([]byte("tribunal/skeleton someone else"))
	return ed25519.NewKeyFromSeed(seed[:])
}

func pub(k ed25519.PrivateKey) ed25519.PublicKey { return k.Public().(ed25519.PublicKey) }

func hashOf(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

func mustJSON(t testing.TB, v any) []byte {
	t.Helper()
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return append(b, '\n')
}

// TestGood loads the full example and compares it with the golden JSON;
// -update rewrites the golden file, -resign (alone, in a run of its own)
// re-signs the index.
func TestGood(t *testing.T) {
	if *resign {
		if *update {
			t.Fatal("-resign and -update in one run: re-sign first, review the signature, then -update")
		}
		index, err := os.ReadFile(filepath.Join(goodDir, IndexFile))
		if err != nil {
			t.Fatal(err)
		}
		sig, err := Sign(index, designerKey())
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(goodDir, SigFile), sig, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	s, err := LoadDir(goodDir, Options{Designers: []ed25519.PublicKey{pub(otherKey()), pub(designerKey())}})
	if err != nil {
		t.Fatalf("%v (an edited %s needs go test -run TestGood -resign first)", err, IndexFile)
	}
	got := mustJSON(t, s)
	if *update {
		if err := os.WriteFile(goodGolden, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(goodGolden)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("parsed skeleton differs from %s (run with -update and review the diff):\n%s", goodGolden, got)
	}
	if !s.Signature.Verified || s.Signature.KeyID != events.KeyID(pub(designerKey())) {
		t.Errorf("signature = %+v", s.Signature)
	}
}

// The inline files of a request go through the same code path and give
// the same skeleton, byte for byte; Files is exactly what was validated.
// TestStateAndTruncation: the optional element state and the
// clipped-text opt-out are read, and absent means active / not allowed.
func TestStateAndTruncation(t *testing.T) {
	screen := edit(baseScreen,
		"    selector: \"#hero .cta\"\n", "    selector: \"#hero .cta\"\n    state: disabled\n",
		"tolerance_px: 4\n", "tolerance_px: 4\n      allow_truncation: true\n")
	s, err := LoadFiles(skel(baseIndex, map[string]string{"screens/home.yaml": screen}), Options{})
	if err != nil {
		t.Fatal(err)
	}
	el := s.Screens[0].Elements[0]
	if el.State != StateDisabled || !el.MustSatisfy.AllowTruncation {
		t.Fatalf("state %q allow_truncation %v, want disabled true", el.State, el.MustSatisfy.AllowTruncation)
	}
	base, err := LoadFiles(skel(baseIndex, map[string]string{"screens/home.yaml": baseScreen}), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if el := base.Screens[0].Elements[0]; el.State != "" || el.MustSatisfy.AllowTruncation {
		t.Fatalf("defaults: state %q allow_truncation %v", el.State, el.MustSatisfy.AllowTruncation)
	}
}

func TestInlineEqualsDir(t *testing.T) {
	for _, dir := range []string{goodDir, acmeDir} {
		fromDir, err := LoadDir(dir, Options{})
		if err != nil {
			t.Fatal(err)
		}
		files := fromDir.Files()
		inline, err := LoadFiles(files, Options{ExpectHash: fromDir.Hash})
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(fromDir, inline) {
			t.Errorf("%s: inline load differs:\n%s\nvs\n%s", dir, mustJSON(t, fromDir), mustJSON(t, inline))
		}
		// Files holds the index, the screens and the signature, nothing
		// else, each byte for byte as on disk.
		wantNames := []string{IndexFile}
		for _, sc := range fromDir.Screens {
			wantNames = append(wantNames, sc.File)
		}
		if fromDir.Signature != nil {
			wantNames = append(wantNames, SigFile)
		}
		if len(files) != len(wantNames) {
			t.Errorf("%s: Files has %d files, want %v", dir, len(files), wantNames)
		}
		for _, name := range wantNames {
			disk, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil || string(disk) != files[name] {
				t.Errorf("%s: Files()[%q] differs from disk (%v)", dir, name, err)
			}
		}
		// An extra, unpinned file changes nothing and is not picked up.
		files["notes.txt"] = "not part of the skeleton"
		again, err := LoadFiles(files, Options{})
		if err != nil || len(again.Files()) != len(wantNames) {
			t.Errorf("%s: extra file: err=%v files=%d", dir, err, len(again.Files()))
		}
	}
}

// examples/acme/skeleton must stay valid: its pins hold and its hash is
// what request events built from it name.
func TestExampleAcme(t *testing.T) {
	s, err := LoadDir(acmeDir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	index, err := os.ReadFile(filepath.Join(acmeDir, IndexFile))
	if err != nil {
		t.Fatal(err)
	}
	if s.Hash != hashOf(index) {
		t.Errorf("hash %s, want H(index.yaml) %s", s.Hash, hashOf(index))
	}
	for _, sc := range s.Screens {
		b, err := os.ReadFile(filepath.Join(acmeDir, sc.File))
		if err != nil || hashOf(b) != sc.SHA256 {
			t.Errorf("screen %s: pin %s, file hashes to %s (%v)", sc.ID, sc.SHA256, hashOf(b), err)
		}
	}
	if !s.Constraints.Complete() {
		t.Error("acme's default constraints are incomplete")
	}
	// The request a requester builds from it passes the event checks.
	req := events.RequestOpened{SkeletonHash: s.Hash, Skeleton: events.Skeleton{Files: s.Files()}}
	if err := req.CheckSkeletonHash(); err != nil {
		t.Error(err)
	}
}

func TestIndexFileName(t *testing.T) {
	if IndexFile != events.SkeletonIndex {
		t.Fatalf("IndexFile %q != events.SkeletonIndex %q", IndexFile, events.SkeletonIndex)
	}
	// Constraints convert to the event type with a plain conversion.
	n := 3
	ec := events.Constraints(Constraints{MaxNavLinks: &n})
	if *ec.MaxNavLinks != 3 {
		t.Fatal("conversion lost a field")
	}
}

func TestTolerancePX(t *testing.T) {
	s, err := LoadDir(goodDir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		screen, element string
		want            int
	}{
		{"home", "hero-cta", 4},  // min(4, 8/2)
		{"home", "nav-menu", 2},  // min(2, 4)
		{"home", "docs-link", 4}, // min(8, 4): the grid caps it
		{"settings", "back", 0},
	} {
		sc := s.Screen(c.screen)
		var el *Element
		for i := range sc.Elements {
			if sc.Elements[i].ID == c.element {
				el = &sc.Elements[i]
			}
		}
		if got := s.TolerancePX(el); got != c.want {
			t.Errorf("%s/%s: TolerancePX = %d, want %d", c.screen, c.element, got, c.want)
		}
	}
	s.UnitPX = 5 // floor(5/2) = 2
	if got := s.TolerancePX(&s.Screens[0].Elements[0]); got != 2 {
		t.Errorf("unit 5: TolerancePX = %d, want 2", got)
	}
}

func TestLookups(t *testing.T) {
	s, err := LoadDir(goodDir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if b, ok := s.Breakpoint("tablet"); !ok || b.Width != 768 || b.Height != 1024 {
		t.Errorf("Breakpoint(tablet) = %+v, %v", b, ok)
	}
	if _, ok := s.Breakpoint("watch"); ok {
		t.Error("Breakpoint(watch) found")
	}
	if tok, ok := s.Token("color.text.primary"); !ok || tok.CSSVar != "--color-text-primary" {
		t.Errorf("Token default css_var = %+v", tok)
	}
	if tok, _ := s.Token("color.accent.sun"); tok.CSSVar != "--accent-sun" {
		t.Errorf("explicit css_var = %q", tok.CSSVar)
	}
	if s.Screen("nope") != nil {
		t.Error("Screen(nope) found")
	}
	home := s.Screen("home")
	if r, ok := home.Elements[1].BBox["desktop"]; !ok || r != nil {
		t.Error("nav-menu desktop should be declared hidden (nil)")
	}
	if _, ok := home.Elements[1].BBox["tablet"]; ok {
		t.Error("nav-menu tablet should be undeclared")
	}
}

func TestHashMismatch(t *testing.T) {
	s, err := LoadDir(goodDir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := LoadDir(goodDir, Options{ExpectHash: s.Hash}); err != nil {
		t.Fatalf("right hash refused: %v", err)
	}
	files := s.Files()
	files[IndexFile] += "# an edit\n"
	_, err = LoadFiles(files, Options{ExpectHash: s.Hash})
	if !errors.Is(err, ErrHashMismatch) || !errors.Is(err, ErrSchema) {
		t.Fatalf("edited index: %v", err)
	}
	want := "index.yaml: skeleton hash is " + hashOf([]byte(files[IndexFile])) + ", expected \"" + s.Hash + "\""
	if err.Error() != want {
		t.Errorf("error\n got %s\nwant %s", err, want)
	}
	// Refused before parsing: a broken index with the wrong hash reports
	// the hash, not the syntax.
	_, err = LoadFiles(map[string]string{IndexFile: "{{{"}, Options{ExpectHash: s.Hash})
	if !errors.Is(err, ErrHashMismatch) {
		t.Errorf("broken index, wrong hash: %v", err)
	}
}

func TestSignature(t *testing.T) {
	good, err := LoadDir(goodDir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if good.Signature == nil || good.Signature.Verified {
		t.Fatalf("without keys the signature is parsed, not verified: %+v", good.Signature)
	}
	designers := []ed25519.PublicKey{pub(designerKey())}
	index := good.Files()[IndexFile]
	otherSig, err := Sign([]byte(index), otherKey())
	if err != nil {
		t.Fatal(err)
	}
	sigOfOtherIndex, err := Sign([]byte(index+"# other\n"), designerKey())
	if err != nil {
		t.Fatal(err)
	}
	goodSig := good.Files()[SigFile]
	with := func(sig *string) map[string]string {
		f := good.Files()
		if sig == nil {
			delete(f, SigFile)
		} else {
			f[SigFile] = *sig
		}
		return f
	}
	str := func(s string) *string { return &s }
	var parsed sigFile
	if err := json.Unmarshal([]byte(goodSig), &parsed); err != nil {
		t.Fatal(err)
	}
	keyID := parsed.KeyID
	for _, c := range []struct {
		name      string
		sig       *string
		designers []ed25519.PublicKey
		want      string // "" = loads
	}{
		{"verified", str(goodSig), designers, ""},
		{"no keys, no sig", nil, nil, ""},
		{"keys, no sig", nil, designers, "index.yaml.sig: missing: designer keys were given, so the skeleton must be signed"},
		{"empty key list still requires", nil, []ed25519.PublicKey{}, "index.yaml.sig: missing: designer keys were given, so the skeleton must be signed"},
		{"unknown signer", str(string(otherSig)), designers, "index.yaml.sig: signed by key " + events.KeyID(pub(otherKey())) + ", which is not a designer key"},
		{"signature of another index", str(string(sigOfOtherIndex)), designers, "index.yaml.sig: signature by key " + keyID + " does not verify for skeleton hash " + good.Hash},
		{"bad key size", str(goodSig), []ed25519.PublicKey{make([]byte, 31)}, "index.yaml.sig: designer key 0 has 31 bytes, want 32"},
		{"malformed even without keys", str("{}"), nil, `index.yaml.sig: missing required key "schema"`},
		{"not json", str("key sig\n"), nil, "index.yaml.sig: not a JSON object"},
		{"unknown key", str(strings.Replace(goodSig, `{"schema"`, `{"by":"x","schema"`, 1)), nil, `index.yaml.sig: unknown key "by" (known: key_id, schema, sig)`},
		{"duplicate key", str(strings.Replace(goodSig, `{"schema"`, `{"key_id":"x","schema"`, 1)), nil, `index.yaml.sig: duplicate key "key_id"`},
		{"number", str(strings.Replace(goodSig, `"key_id":"`+keyID+`"`, `"key_id":1`, 1)), nil, "index.yaml.sig: key_id must be a string"},
		{"trailing data", str(goodSig + "{}"), nil, "index.yaml.sig: data after the JSON object"},
		{"wrong schema", str(strings.Replace(goodSig, SignatureSchema, "v2", 1)), nil, `index.yaml.sig: schema is "v2", want "design-skeleton.v1/signature"`},
		{"bad key id", str(strings.Replace(goodSig, keyID, strings.ToUpper(keyID), 1)), nil, `index.yaml.sig: key_id "` + strings.ToUpper(keyID) + `" is not 16 lowercase hex digits`},
		{"short sig", str(strings.Replace(goodSig, parsed.Sig, "AAAA", 1)), nil, "index.yaml.sig: sig is not the canonical base64 of a 64-byte signature"},
		{"too large", str(strings.Repeat(" ", maxSigFileSize+1)), nil, "index.yaml.sig: file is larger than 4096 bytes"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, err := LoadFiles(with(c.sig), Options{Designers: c.designers})
			// CheckSignatureFiles is the same step on its own: the same
			// answer, word for word.
			sig, hash, cerr := CheckSignatureFiles(with(c.sig), c.designers)
			if fmt.Sprint(cerr) != fmt.Sprint(err) || hash != good.Hash {
				t.Errorf("CheckSignatureFiles: %v (hash %s); Load: %v", cerr, hash, err)
			}
			if err == nil && (sig == nil) != (s.Signature == nil) || sig != nil && s.Signature != nil && *sig != *s.Signature {
				t.Errorf("CheckSignatureFiles signature %+v, Load's %+v", sig, s.Signature)
			}
			if c.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				if c.designers != nil && !s.Signature.Verified {
					t.Error("not marked verified")
				}
				return
			}
			if err == nil {
				t.Fatalf("loaded; want %s", c.want)
			}
			if !errors.Is(err, ErrBadSignature) || !errors.Is(err, ErrSchema) {
				t.Errorf("error %v does not wrap ErrBadSignature and ErrSchema", err)
			}
			if err.Error() != c.want {
				t.Errorf("error\n got %s\nwant %s", err, c.want)
			}
		})
	}
}

func TestSignDeterministic(t *testing.T) {
	a, _ := Sign([]byte("x"), designerKey())
	b, _ := Sign([]byte("x"), designerKey())
	if !bytes.Equal(a, b) || !bytes.HasSuffix(a, []byte("}\n")) {
		t.Errorf("Sign not deterministic or not newline-terminated: %q", a)
	}
	if _, err := Sign([]byte("x"), make([]byte, 10)); err == nil {
		t.Error("short key accepted")
	}
	// The message is domain-separated from event signatures.
	if !bytes.HasPrefix(SignatureMessage("ab"), []byte("tribunal/skeleton/v1\n")) {
		t.Error("no domain prefix")
	}
}

func TestLoadDirErrors(t *testing.T) {
	_, err := LoadDir(filepath.Join(t.TempDir(), "nope"), Options{})
	if !errors.Is(err, ErrSchema) || !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing dir: %v", err)
	}
	// A symlink out of the skeleton directory is not followed.
	dir := t.TempDir()
	outside := filepath.Join(t.TempDir(), "home.yaml")
	screen, _ := os.ReadFile(filepath.Join(acmeDir, "screens/home.yaml"))
	index, _ := os.ReadFile(filepath.Join(acmeDir, IndexFile))
	if err := os.WriteFile(outside, screen, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, IndexFile), index, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "screens"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(dir, "screens/home.yaml")); err != nil {
		testenv.Skip(t, "no symlinks: ", err)
	}
	_, err = LoadDir(dir, Options{})
	if !errors.Is(err, ErrSchema) || !strings.HasPrefix(err.Error(), "index.yaml:16:22: screens[0].file: \"screens/home.yaml\": cannot read") {
		t.Errorf("symlink out of the skeleton: %v", err)
	}
	// A directory where a screen file should be.
	dir2 := t.TempDir()
	os.WriteFile(filepath.Join(dir2, IndexFile), index, 0o644)
	os.MkdirAll(filepath.Join(dir2, "screens/home.yaml"), 0o755)
	_, err = LoadDir(dir2, Options{})
	if err == nil || err.Error() != `index.yaml:16:22: screens[0].file: "screens/home.yaml": not a regular file` {
		t.Errorf("directory as screen: %v", err)
	}
}
