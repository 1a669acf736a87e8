package ledger

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/go-json-experiment/json"
	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go/jetstream"
)

// MinServerVersion is the oldest nats-server the ledger runs against. The
// witnesses' work consumers filter on several subjects (WorkSubjects),
// which came in nats-server 2.10.0, and so did JetStream's sync_interval,
// without which a server cannot be told to sync before it acknowledges
// (Debian's nats-server 2.9.10 refuses both). 2.10.20-2.10.22 could forget
// a whole stream after a few process crashes, with sync_interval always
// too (Jepsen, nats-server issue 6888), fixed in 2.10.23: the first
// release the ledger trusts.
const MinServerVersion = "2.10.23"

// ErrServerTooOld reports a nats-server older than MinServerVersion.
var ErrServerTooOld = errors.New("ledger: nats-server too old")

// ErrNoSync reports a NATS server that acknowledges a publish before
// it has synced it to disk (JetStream sync_interval other than "always"),
// or one whose setting the ledger cannot learn: an event it acknowledged
// could vanish in a power cut, before the ledger appended it.
var ErrNoSync = errors.New("ledger: the NATS servers do not sync before they acknowledge")

// varz is what the ledger reads of a server's /varz.
type varz struct {
	ID      string `json:"server_id"`
	Name    string `json:"server_name"`
	Version string `json:"version"`
	Cluster struct {
		Name string `json:"name"`
	} `json:"cluster"`
	JetStream struct {
		Config *struct {
			SyncInterval time.Duration `json:"sync_interval,format:nano"`
			SyncAlways   bool          `json:"sync_always"`
		} `json:"config"`
	} `json:"jetstream"`
}

// monitorTimeout bounds one read of a server's /varz.
const monitorTimeout = 3 * time.Second

// checkVersion refuses a server older than MinServerVersion, in one line
// naming the minimum.
func checkVersion(version, where string) error {
	ok, err := VersionAtLeast(version, MinServerVersion)
	if err != nil {
		return fmt.Errorf("%w: %w: %s reports version %q", ErrConfig, ErrServerTooOld, where, version)
	}
	if !ok {
		return fmt.Errorf("%w: %w: %s is nats-server %s; Tribunal needs nats-server %s or newer (docs/OPERATIONS.md, \"NATS server version\")",
			ErrConfig, ErrServerTooOld, where, version, MinServerVersion)
	}
	return nil
}

// VersionAtLeast compares dotted versions ("2.10.0", "v2.9.10",
// "2.12.0-beta.1"); a pre-release counts as its release.
func VersionAtLeast(v, min string) (bool, error) {
	a, err := parseVersion(v)
	if err != nil {
		return false, err
	}
	b, err := parseVersion(min)
	if err != nil {
		return false, err
	}
	return slices.Compare(a, b) >= 0, nil
}

func parseVersion(v string) ([]int, error) {
	v = strings.TrimPrefix(v, "v")
	v, _, _ = strings.Cut(v, "-")
	v, _, _ = strings.Cut(v, "+")
	parts := strings.Split(v, ".")
	if len(parts) != 3 {
		return nil, fmt.Errorf("version %q: want MAJOR.MINOR.PATCH", v)
	}
	out := make([]int, 3)
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 {
			return nil, fmt.Errorf("version %q: %q is not a number", v, p)
		}
		out[i] = n
	}
	return out, nil
}

// checkEmbedded checks the embedded server's own JetStream settings: the
// options are ours (ServerOptions), and this keeps them honest.
func checkEmbedded(ns *server.Server) error {
	c := ns.JetStreamConfig()
	if c == nil || !c.SyncAlways {
		return fmt.Errorf("%w: the embedded server does not sync JetStream writes always", ErrNoSync)
	}
	return nil
}

// serverCheck is what checkServers learned: the names of the servers
// whose /varz answered and said they sync always, and the monitoring URLs
// that did not answer.
type serverCheck struct {
	synced  []string
	missing []string
}

// checkServers reads /varz at every monitoring URL and refuses any server
// that is older than MinServerVersion or does not sync always. A URL that
// does not answer is a node that is down (a cluster keeps working with a
// majority), logged; but the server the ledger is connected to
// (connectedID, from its INFO) must be among those that answered, or the
// ledger knows nothing of the server it publishes acks through.
//
// A server of a cluster that reports JetStream off is taken as a node
// whose JetStream is off for now, not as one configured without it:
// nats-server turns JetStream off on a full disk and keeps it off until
// it is restarted, and its /varz then reads as if it had never had any.
// It is logged and skipped like a node that does not answer (the ledger
// waits for JetStream, untilAvailable). A lone server with JetStream off
// is refused: without a cluster there is nothing to wait for but an
// operator.
func checkServers(ctx context.Context, monitors []string, connectedID, connectedURL string, log *slog.Logger) (serverCheck, error) {
	var out serverCheck
	if len(monitors) == 0 {
		return out, fmt.Errorf("%w: no monitoring URL is known for %s, so whether it syncs before it acknowledges cannot be checked; give its HTTP monitoring URL (ledgerd serve --nats-monitor, or nats_monitor in tribunal.json; docs/OPERATIONS.md)", ErrNoSync, connectedURL)
	}
	client := &http.Client{Timeout: monitorTimeout}
	sawConnected := false
	for _, m := range monitors {
		v, err := readVarz(ctx, client, m)
		if err != nil {
			log.Warn("a NATS server's monitoring does not answer; it is checked when the ledger next starts", "monitor", m, "err", err)
			out.missing = append(out.missing, m)
			continue
		}
		where := fmt.Sprintf("server %s (%s)", v.Name, m)
		if err := checkVersion(v.Version, where); err != nil {
			return out, err
		}
		if v.ID == connectedID {
			sawConnected = true
		}
		c := v.JetStream.Config
		switch {
		case c == nil && v.Cluster.Name != "":
			log.Warn("a NATS server of the cluster has JetStream off (a full disk turns it off until the node restarts); it is checked when the ledger next starts",
				"server", v.Name, "monitor", m, "cluster", v.Cluster.Name)
			out.missing = append(out.missing, m)
			continue
		case c == nil:
			return out, fmt.Errorf("%w: %s has JetStream off (not configured, or turned off by a full disk until it is restarted)", ErrNoSync, where)
		case !c.SyncAlways:
			return out, fmt.Errorf("%w: %s has JetStream sync_interval %s, not \"always\": it acknowledges before its disk holds the message; set sync_interval: always in its jetstream block (docs/OPERATIONS.md, \"Durable before acknowledged\")",
				ErrNoSync, where, c.SyncInterval)
		}
		out.synced = append(out.synced, v.Name)
	}
	if !sawConnected {
		return out, fmt.Errorf("%w: the server at %s (id %s) is not among those whose monitoring answered (%s); give its HTTP monitoring URL (ledgerd serve --nats-monitor, or nats_monitor in tribunal.json)",
			ErrNoSync, connectedURL, connectedID, strings.Join(monitors, ", "))
	}
	return out, nil
}

// checkStreamPeers refuses a stream with a replica on a server that was
// not checked: the servers that answered are known to sync; one whose
// monitoring did not answer may be the replica's (logged).
func checkStreamPeers(info *jetstream.StreamInfo, chk serverCheck, log *slog.Logger) error {
	if info == nil || info.Cluster == nil {
		return nil
	}
	peers := []string{info.Cluster.Leader}
	for _, r := range info.Cluster.Replicas {
		peers = append(peers, r.Name)
	}
	for _, p := range peers {
		if p == "" || slices.Contains(chk.synced, p) {
			continue
		}
		if len(chk.missing) > 0 {
			log.Warn("a replica of the stream is on a server that was not checked (its monitoring did not answer)", "server", p)
			continue
		}
		return fmt.Errorf("%w: a replica of the stream is on server %s, whose monitoring URL is not known (checked: %s)", ErrNoSync, p, strings.Join(chk.synced, ", "))
	}
	return nil
}

func readVarz(ctx context.Context, client *http.Client, base string) (*varz, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, strings.TrimSuffix(base, "/")+"/varz", nil)
	if err != nil {
		return nil, err
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("GET /varz: %s", resp.Status)
	}
	data, err := io.ReadAll(io.LimitReader(resp.Body, 4<<20))
	if err != nil {
		return nil, err
	}
	var v varz
	if err := json.Unmarshal(data, &v); err != nil {
		return nil, fmt.Errorf("/varz: %w", err)
	}
	return &v, nil
}
