package deploy_test

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/testenv"
	"github.com/tribunal-dev/tribunal/internal/testfs"
)

// The uids the test gives the roles: unused on a test machine, no
// passwd entry needed.
var testOwners = map[events.Role]deploy.Owner{
	events.RoleLedger:    {UID: 64000, GID: 64000},
	events.RoleW1:        {UID: 64001, GID: 64001},
	events.RoleW2:        {UID: 64002, GID: 64002},
	events.RoleJudge:     {UID: 64003, GID: 64003},
	events.RoleRequester: {UID: 64004, GID: 64004},
}

// helperEnv makes this test binary, run again, be the process of the role
// it names (TestKeysAtRestHelper).
const helperEnv = "TRIBUNAL_KEYS_AT_REST_ROLE"

// helperReport is what the helper process finds: what it could load
// through the code every role's serve and CLI use (endpoint.Resolve, the
// signer, the trust file, the nkey seed), and the errno of opening every
// other role's secrets.
type helperReport struct {
	UID        int               `json:"uid"`
	OwnLoaded  string            `json:"own_loaded"` // "" or the error
	Others     map[string]string `json:"others"`     // path -> "ok" or the errno text
	OthersEACC map[string]bool   `json:"others_eacces"`
}

// TestKeysAtRestHelper is the role's process when the parent test runs
// this binary as the role's uid; otherwise it has nothing to do.
func TestKeysAtRestHelper(t *testing.T) {
	role := events.Role(os.Getenv(helperEnv))
	if role == "" {
		return // not a child: TestKeysAtRest runs this as one
	}
	dir := os.Getenv("TRIBUNAL_KEYS_AT_REST_DIR")
	rep := helperReport{UID: os.Getuid(), Others: map[string]string{}, OthersEACC: map[string]bool{}}
	f := endpoint.Flags{Dir: dir}
	load := func() error {
		e, err := f.Resolve(role, true)
		if err != nil {
			return err
		}
		if _, err := e.Signer(); err != nil {
			return err
		}
		if _, err := e.Trust(); err != nil {
			return err
		}
		_, err = os.ReadFile(e.NkeyFile)
		return err
	}
	if err := load(); err != nil {
		rep.OwnLoaded = err.Error()
	}
	d, err := deploy.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	var others []string
	for _, r := range events.Roles {
		if r == role {
			continue
		}
		others = append(others, d.NkeySeedFile(r))
		if p := d.SigningKeyFile(r); p != "" {
			others = append(others, p)
		}
	}
	others = append(others, d.CheckpointKeyFile(), d.DesignerKeyFile("alice"), d.DB, filepath.Dir(d.DB))
	for _, p := range others {
		f, err := os.Open(p)
		if err == nil {
			f.Close()
			rep.Others[p] = "ok"
			continue
		}
		rep.Others[p] = err.Error()
		rep.OthersEACC[p] = errors.Is(err, syscall.EACCES)
	}
	json.NewEncoder(os.Stdout).Encode(rep)
}

// TestKeysAtRest: "ledgerd init --users" gives each role its own
// directory and keys (0700, 0600, owned by the role's uid) and the ledger
// its data directory; the public files stay readable by all. Then this
// test binary runs again as w1's uid, w2's, the judge's and the
// requester's — a real process under a real non-root uid — and loads its
// own credentials through the same code their commands use, while opening
// the judge's or the ledger's signing key, the checkpoint key, another
// role's nkey seed, a designer's key or the chain fails with EACCES.
func TestKeysAtRest(t *testing.T) {
	if os.Getuid() != 0 {
		testenv.Skip(t, "needs root to give files to other uids and run a process as one")
	}
	// Every directory on the way to D must be searchable by the roles.
	base := t.TempDir()
	testfs.Searchable(t, base)
	dir := filepath.Join(base, "deploy")
	d, err := deploy.Create(dir, deploy.Options{Users: testOwners, Designers: []string{"alice"}})
	if err != nil {
		t.Fatal(err)
	}
	type want struct {
		mode fs.FileMode
		uid  int
	}
	expect := map[string]want{
		d.Dir:                                   {0o755 | fs.ModeDir, 0},
		filepath.Join(d.Dir, deploy.RolesDir):   {0o711 | fs.ModeDir, 0},
		filepath.Join(d.Dir, deploy.ConfigFile): {0o644, 0},
		d.TrustFile:                             {0o644, 0},
		d.NATSConfig:                            {0o644, 0},
		filepath.Dir(d.DB):                      {0o700 | fs.ModeDir, 64000},
		filepath.Join(d.Dir, deploy.DesignersDir): {0o700 | fs.ModeDir, 0},
		d.DesignerKeyFile("alice"):                {0o600, 0},
		d.CheckpointKeyFile():                     {0o600, 64000},
		d.RoleDir(events.RoleAuditor):             {0o700 | fs.ModeDir, 0}, // not named: init's user
	}
	for role, o := range testOwners {
		expect[d.RoleDir(role)] = want{0o700 | fs.ModeDir, o.UID}
		expect[d.NkeySeedFile(role)] = want{0o600, o.UID}
		expect[d.SigningKeyFile(role)] = want{0o600, o.UID}
	}
	for p, w := range expect {
		st, err := os.Lstat(p)
		if err != nil {
			t.Fatal(err)
		}
		uid := int(st.Sys().(*syscall.Stat_t).Uid)
		if st.Mode() != w.mode || uid != w.uid {
			t.Errorf("%s: mode %v uid %d, want %v uid %d", p, st.Mode(), uid, w.mode, w.uid)
		}
	}

	// The test binary itself, where the other uids can run it.
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(base, "deploy.test")
	testfs.CopyFile(t, self, bin, 0o755)
	for _, role := range []events.Role{events.RoleW1, events.RoleW2, events.RoleJudge, events.RoleRequester} {
		t.Run(string(role), func(t *testing.T) {
			o := testOwners[role]
			cmd := exec.Command(bin, "-test.run=^TestKeysAtRestHelper$", "-test.count=1")
			cmd.Env = append(os.Environ(), helperEnv+"="+string(role), "TRIBUNAL_KEYS_AT_REST_DIR="+d.Dir, "HOME="+base)
			cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: uint32(o.UID), Gid: uint32(o.GID)}}
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("the %s process: %v\n%s", role, err, out)
			}
			var rep helperReport
			line, _, _ := strings.Cut(string(out), "\n")
			if err := json.Unmarshal([]byte(line), &rep); err != nil {
				t.Fatalf("the %s process printed %q: %v", role, out, err)
			}
			if rep.UID != o.UID {
				t.Fatalf("the process ran as uid %d, want %d", rep.UID, o.UID)
			}
			if rep.OwnLoaded != "" {
				t.Errorf("uid %d cannot load its own %s credentials: %s", o.UID, role, rep.OwnLoaded)
			}
			if len(rep.Others) < 8 {
				t.Fatalf("only %d other secrets tried: %v", len(rep.Others), rep.Others)
			}
			for p, res := range rep.Others {
				if !rep.OthersEACC[p] {
					t.Errorf("uid %d (%s) opening %s: %s, want EACCES", o.UID, role, p, res)
				}
			}
			judgeKey := d.SigningKeyFile(events.RoleJudge)
			if role != events.RoleJudge && !rep.OthersEACC[judgeKey] {
				t.Errorf("the judge's key %s: %q", judgeKey, rep.Others[judgeKey])
			}
		})
	}
}

// TestParseUsers: the --users list.
func TestParseUsers(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want map[events.Role]deploy.Owner
		err  string
	}{
		{"w1=64001", map[events.Role]deploy.Owner{events.RoleW1: {UID: 64001, GID: 64001}}, ""},
		{"w1=64001:100,judge=root", map[events.Role]deploy.Owner{events.RoleW1: {UID: 64001, GID: 100}, events.RoleJudge: {UID: 0, GID: 0}}, ""},
		{"", nil, "empty list"},
		{"w1", nil, "is not ROLE=USER"},
		{"w1=", nil, "is not ROLE=USER"},
		{"w3=1", nil, "unknown role"},
		{"w1=1,w1=2", nil, "named twice"},
		{"w1=1:x", nil, "not a number"},
		{"w1=-5", nil, "out of range"},
		{"w1=root:0", nil, "takes no :GID"},
		{"w1=no-such-user-tribunal", nil, "no-such-user-tribunal"},
	} {
		got, err := deploy.ParseUsers(tc.in)
		if tc.err != "" {
			if !errors.Is(err, deploy.ErrBadUsers) || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: %v, want an ErrBadUsers saying %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil || len(got) != len(tc.want) {
			t.Errorf("%q: %v, %v", tc.in, got, err)
			continue
		}
		for r, o := range tc.want {
			if got[r] != o {
				t.Errorf("%q: %s is %v, want %v", tc.in, r, got[r], o)
			}
		}
	}
}

// FuzzParseUsers: any input is parsed or refused with ErrBadUsers, never
// a panic, and an accepted list names only valid roles, each once.
func FuzzParseUsers(f *testing.F) {
	for _, s := range []string{"w1=64001", "ledger=0:0,w1=1,w2=2", "judge=root", "x=y=z", ",,", "w1=1:"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := deploy.ParseUsers(s)
		if err != nil {
			if !errors.Is(err, deploy.ErrBadUsers) {
				t.Fatalf("%q: %v is not ErrBadUsers", s, err)
			}
			return
		}
		for r, o := range got {
			if !r.Valid() || o.UID < 0 || o.GID < 0 {
				t.Fatalf("%q: %s=%v", s, r, o)
			}
		}
	})
}
