package ledger

import (
	"errors"
	"fmt"
	"log/slog"
	"net"
	"os"
	"strconv"
	"time"

	"github.com/nats-io/nats-server/v2/server"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// EmbeddedServer describes the NATS server the ledger embeds.
type EmbeddedServer struct {
	Listen       string                 // loopback host:port
	JetStreamDir string                 // JetStream store_dir
	Users        map[events.Role]string // role -> nkey public key (U...)
}

// readyTimeout bounds how long the embedded server may take to start.
const readyTimeout = 30 * time.Second

// ServerOptions returns the nats-server options of the embedded server:
// the listen address, JetStream in JetStreamDir synced on every write, one nkey user per role
// with the permissions of broker.Permissions and no other authentication.
// They match the nats-server.conf "ledgerd init" renders for an external
// server (broker.RenderConfig), which is built from the same table.
func (e EmbeddedServer) ServerOptions() (*server.Options, error) {
	host, portStr, err := net.SplitHostPort(e.Listen)
	if err != nil {
		return nil, fmt.Errorf("ledger: listen address %q: %w", e.Listen, err)
	}
	port, err := strconv.Atoi(portStr)
	if err != nil || port < 0 || port > 65535 {
		return nil, fmt.Errorf("ledger: listen address %q: bad port", e.Listen)
	}
	if e.JetStreamDir == "" {
		return nil, fmt.Errorf("ledger: no JetStream store directory")
	}
	users, err := broker.NkeyUsers(e.Users)
	if err != nil {
		return nil, err
	}
	if len(users) == 0 {
		return nil, fmt.Errorf("ledger: the embedded server has no users")
	}
	return &server.Options{
		ServerName: "tribunal-ledger",
		Host:       host,
		Port:       port,
		JetStream:  true,
		StoreDir:   e.JetStreamDir,
		// Durable before acknowledged: fsync every write before the
		// publish is acknowledged (broker.SyncInterval).
		SyncAlways:             true,
		Nkeys:                  users,
		NoSigs:                 true, // the daemon handles SIGINT/SIGTERM itself
		DisableJetStreamBanner: true,
	}, nil
}

// StartEmbedded starts the embedded server and waits until it accepts
// clients. Its log goes to log.
func StartEmbedded(e EmbeddedServer, log *slog.Logger) (*server.Server, error) {
	opts, err := e.ServerOptions()
	if err != nil {
		return nil, err
	}
	return startServer(opts, log)
}

func startServer(opts *server.Options, log *slog.Logger) (*server.Server, error) {
	srv, err := server.NewServer(opts)
	if err != nil {
		return nil, fmt.Errorf("ledger: embedded NATS server: %w", err)
	}
	if log != nil {
		srv.SetLoggerV2(&natsLogger{log: log.With("component", "nats")}, false, false, false)
	}
	go srv.Start()
	if !srv.ReadyForConnections(readyTimeout) {
		srv.Shutdown()
		srv.WaitForShutdown()
		return nil, fmt.Errorf("ledger: embedded NATS server on %s did not become ready within %s", opts.Host+":"+strconv.Itoa(opts.Port), readyTimeout)
	}
	return srv, nil
}

// natsLogger sends nats-server's log lines to slog.
type natsLogger struct{ log *slog.Logger }

// Notices (the start-up banner, "Server is ready") go to debug: the
// ledger logs its own summary when it is ready.
func (l *natsLogger) Noticef(format string, v ...any) { l.log.Debug(fmt.Sprintf(format, v...)) }
func (l *natsLogger) Warnf(format string, v ...any)   { l.log.Warn(fmt.Sprintf(format, v...)) }
func (l *natsLogger) Fatalf(format string, v ...any)  { l.log.Error(fmt.Sprintf(format, v...)) }
func (l *natsLogger) Errorf(format string, v ...any)  { l.log.Error(fmt.Sprintf(format, v...)) }
func (l *natsLogger) Debugf(format string, v ...any)  { l.log.Debug(fmt.Sprintf(format, v...)) }
func (l *natsLogger) Tracef(format string, v ...any)  { l.log.Debug(fmt.Sprintf(format, v...)) }

// checkStoreDir makes the embedded server's JetStream store directory if
// needed and proves it writable with a probe file: nats-server only logs
// that it cannot start JetStream and never becomes ready.
func checkStoreDir(dir string) error {
	if dir == "" {
		return fmt.Errorf("%w: no JetStream store directory", ErrConfig)
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("%w: the JetStream store directory %s cannot be created: %v", ErrConfig, dir, unwrapPath(err))
	}
	f, err := os.CreateTemp(dir, ".write-probe-*")
	if err != nil {
		return fmt.Errorf("%w: the JetStream store directory %s is not writable: %v", ErrConfig, dir, unwrapPath(err))
	}
	name := f.Name()
	f.Close()
	return os.Remove(name)
}

// unwrapPath drops the *PathError's repetition of the path.
func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
