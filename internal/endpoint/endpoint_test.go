package endpoint

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/events"
)

func TestResolve(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "d")
	d, err := deploy.Create(dir, deploy.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// --dir alone: everything from the deployment.
	e, err := (&Flags{Dir: dir}).Resolve(events.RoleJudge, true)
	if err != nil {
		t.Fatal(err)
	}
	if e.NATSURL != d.NATSURL || e.NkeyFile != d.NkeySeedFile(events.RoleJudge) || e.SigningKeyFile != d.SigningKeyFile(events.RoleJudge) || e.TrustFile != d.TrustFile {
		t.Errorf("from --dir: %+v", e)
	}
	s, err := e.Signer()
	if err != nil || s.Role != events.RoleJudge {
		t.Fatalf("signer: %v", err)
	}
	if tr, err := e.Trust(); err != nil || tr == nil {
		t.Fatalf("trust: %v", err)
	}
	// Explicit flags win over the deployment.
	e, err = (&Flags{Dir: dir, NATS: "nats://10.0.0.1:4222", Nkey: "/k"}).Resolve(events.RoleJudge, true)
	if err != nil || e.NATSURL != "nats://10.0.0.1:4222" || e.NkeyFile != "/k" {
		t.Errorf("overrides: %+v %v", e, err)
	}
	// Another role's key is refused.
	e, _ = (&Flags{Dir: dir, SigningKey: d.SigningKeyFile(events.RoleW1)}).Resolve(events.RoleJudge, true)
	if _, err := e.Signer(); !errors.Is(err, ErrEndpoint) || !strings.Contains(err.Error(), "w1 key") {
		t.Errorf("w1 key as judge: %v", err)
	}
	// Without --dir each piece is required.
	for _, c := range []struct {
		f    Flags
		want string
	}{
		{Flags{}, "--nats"},
		{Flags{NATS: "nats://x:1"}, "--nkey"},
		{Flags{NATS: "nats://x:1", Nkey: "k"}, "--signing-key"},
	} {
		if _, err := c.f.Resolve(events.RoleRequester, true); !errors.Is(err, ErrEndpoint) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want %s", c.f, err, c.want)
		}
	}
	if _, err := (&Flags{NATS: "nats://x:1", Nkey: "k"}).Resolve(events.RoleRequester, false); err != nil {
		t.Errorf("read-only without a signing key: %v", err)
	}
	if _, err := (&Flags{Dir: t.TempDir()}).Resolve(events.RoleRequester, false); !errors.Is(err, ErrEndpoint) {
		t.Errorf("not a deployment: %v", err)
	}
}

func TestNewEventID(t *testing.T) {
	a, _ := NewEventID("w1")
	b, _ := NewEventID("w1")
	if a == b || !strings.HasPrefix(a, "w1-") || len(a) != 35 {
		t.Errorf("ids %q %q", a, b)
	}
}
