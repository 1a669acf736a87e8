package agentmcp

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/tribunal-dev/tribunal"
	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// Command is "tribunal mcp": the server over stdio (in and stdout: the
// MCP client's pipes), or over streamable HTTP with --http ADDR; --skill
// prints SKILL.md instead. Logs go to stderr, never to stdout, which
// belongs to the protocol.
func Command(in io.ReadCloser) cli.Command {
	return func(ctx context.Context, args []string, stdout, stderr io.Writer) error {
		fs := cli.NewFlagSet("tribunal", "mcp", "[--http ADDR [--token-file FILE]] [--skill] [conn flags]", stdout)
		cli.Describe(fs, "Serves the W³ loop to coding agents over MCP (docs/AGENTS.md): the tools verify, attempt, status, evidence, scar, skeleton_record and skeleton_lint, and each request's report and skeleton as resources. Stdio unless --http. It acts as the requester only: it loads no judge key and nothing it offers approves, rejects, rebaselines or seals.")
		var conn endpoint.Flags
		conn.Register(fs)
		var logf cli.LogFlags
		logf.Register(fs)
		addr := fs.String("http", "", "serve streamable HTTP at `addr`ess /mcp instead of stdio (e.g. :8765, which is 127.0.0.1:8765); off loopback it needs --token-file")
		tokenFile := fs.String("token-file", "", "with --http: a `file` holding the bearer token every request must carry (at least 32 characters)")
		skill := fs.Bool("skill", false, "print SKILL.md, the Agent Skill for this server, and exit")
		pos, err := cli.Parse(fs, args)
		if err != nil {
			return err
		}
		if err := cli.WantArgs(fs, pos); err != nil {
			return err
		}
		if *skill {
			_, err := io.WriteString(stdout, tribunal.Skill)
			return err
		}
		if *tokenFile != "" && *addr == "" {
			return cli.UsageFor(fs, "mcp: --token-file needs --http")
		}
		// The requester's files are read now, not at the first tool call:
		// a server that cannot act should not start.
		if _, err := conn.Resolve(events.RoleRequester, true); err != nil {
			if conn.Dir == "" {
				return cli.UsageFor(fs, "mcp: "+err.Error())
			}
			return cli.InputError{Err: err}
		}
		log, err := logf.Logger(fs, stderr)
		if err != nil {
			return err
		}
		if *addr != "" {
			if _, err := readToken(HTTPOptions{Addr: ListenAddr(*addr), TokenFile: *tokenFile}); errors.Is(err, ErrToken) {
				return cli.InputError{Err: err}
			} else if err != nil {
				return cli.UsageFor(fs, "mcp: "+err.Error())
			}
		}
		s := New(Config{Conn: conn, Logger: log, Version: cli.Version("tribunal")})
		defer s.Close()
		if *addr == "" {
			return s.Serve(ctx, in, nopCloser{stdout})
		}
		return s.ServeHTTP(ctx, HTTPOptions{Addr: *addr, TokenFile: *tokenFile, Ready: func(a string) {
			fmt.Fprintf(stdout, "http://%s/mcp\n", a)
		}})
	}
}

// nopCloser lets the transport "close" stdout without closing the
// process's.
type nopCloser struct{ io.Writer }

func (nopCloser) Close() error { return nil }
