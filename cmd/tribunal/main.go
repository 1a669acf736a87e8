// Command tribunal is the requester's CLI (docs/CONTRACTS.md §10): it opens verification
// requests and attempts, reads their W³ status, and fetches evidence.
//
// Usage:
//
//	tribunal open    --skeleton DIR (--url ROOT | --dom-payload FILE |
//	                 --mcp-app FILE [--mcp-app-html FILE]) [--request-id ID]
//	                 [--surfaces web,android,ios] [--max-deviation-score S]
//	                 [--max-nav-links N] [--min-contrast-ratio R]
//	                 [--require SEL]... [--forbid SEL]... [--single-file-bundle]
//	                 [--rubric-version V] [--baseline-scope S] [--attempt] [conn flags]
//	tribunal attempt ID [--url ROOT | --mcp-app FILE [--mcp-app-html FILE]] [--code-diff FILE] [--product-hash H]
//	                 [--inventory-hash H] [--attempt-id A] [--wait] [--timeout DUR] [--json] [conn flags]
//	tribunal status  ID [--json] [conn flags]
//	tribunal check   --skeleton DIR (--url ROOT | --dom-payload FILE | --mcp-app FILE [--mcp-app-html FILE])
//	                 [--request-id ID] [--timeout DUR] [--json] [--wait-seal [--seal-timeout DUR]]
//	                 [--report-dir DIR] [--quiet] [open flags] [conn flags]
//	tribunal blob get HASH [--out FILE] [conn flags]
//	tribunal scar    FINGERPRINT [--scope S] [--json] [conn flags]
//	tribunal report  ID [--format html|junit|json] [--out PATH] [conn flags]
//	tribunal skeleton record|pin|lint|sign|verify ... (skeleton.go)
//	tribunal mcp     [--http ADDR [--token-file FILE]] [--skill] [conn flags]
//
// Connection flags (every command): --dir DIR takes the NATS URL and the
// requester's nkey and signing key from a deployment directory made by
// "ledgerd init"; --nats URL, --nkey FILE and --signing-key FILE override
// them, so the requester can run on its own machine with only its files.
//
// open publishes a signed request.opened.v1: the skeleton's files inline
// (pinned by its hash), the product root or an inline DOM payload, the
// effective constraints (the skeleton's defaults, tightened by the flags),
// the required surfaces, max_allowed_deviation_score and the baseline
// scope. It prints the request id. With --attempt it also submits the
// first attempt.
//
// --baseline-scope S names the project (or branch) whose baselines and
// scars the request shares; the default is the skeleton's name. W1 diffs
// each frame only against the newest sealed or judge-accepted frame of the
// same scope, screen, breakpoint and surface, and a scar holds only
// requests of its own scope: two projects that both call a screen "home"
// never see each other's frames, and "acme/main" and "acme/redesign" keep
// separate baselines of one skeleton. When a request is held because its
// page changed on purpose (a baseline_diff), the judge accepts the change
// with "judge rebaseline ID --reason …"; the next attempt or request of the
// scope is then compared with the accepted frame.
//
// --mcp-app FILE submits an MCP App instead of a page (docs/CONTRACTS.md §9,
// docs/MCP-APPS.md): FILE holds the request's mcp_app object, and
// --mcp-app-html BUNDLE, when given, is inlined as its html. Such a request
// requires the web, android and ios surfaces unless --surfaces narrows
// them; its product hash is the manifest of the one resource (the URI and
// its HTML). The skeleton is still part of the tuple.
//
// --mcp-server 'CMD ARGS…' [--mcp-server-dir DIR] or --mcp-server-url URL,
// with --mcp-app FILE, checks the app against its real MCP server instead
// (internal/requester, docs/MCP-APPS.md §8): tribunal runs the stdio
// server in DIR (the request's product_url; in the witnesses' jail) or
// reaches the streamable-HTTP one at URL once, records its answers into a
// cassette the request carries, and both witnesses replay it. With
// --mcp-live the witnesses start or reach the server themselves, read the
// resource and call the tool in their own sessions.
//
// attempt submits attempt.submitted.v1 on an existing request, with the
// request's current state version as prior_state_version (from status),
// the product hash and inventory hash computed as docs/ARCHITECTURE.md
// defines (or given), and an optional code diff shown to the judge.
//
// check is open + attempt + wait: it waits until both witnesses have
// reported and the ledger has assessed the attempt, then prints the W³
// output. With --wait-seal it goes on waiting until a judge sealed the
// request (exit 0) or nothing a judge does can (a rejection, a HOLD no
// rebaseline lifts: exit 1) — the CI gate for "a human approved"; a HOLD
// a judge may rebaseline is waited on. --report-dir DIR writes
// report.html, report.junit.xml and report.json there when the wait ends
// (also on a timeout). Progress (each witness's report, per frame) goes
// to stderr, nothing with --quiet; stdout holds only the W³ output.
//
// report writes the evidence of a request's current attempt: --format
// html (one self-contained page: every frame's screenshot, baseline,
// diff, side-by-side and slider, W2's boxes drawn over W1's screenshot,
// the deviations), junit (a testsuite per request, a testcase per
// screen@breakpoint/surface plus "verdict") or json (the W³ output plus
// every frame), to --out or stdout (docs/REVIEW.md).
//
// status prints a request's W³ output: readable text, or with --json
// exactly the W³ object of docs/CONTRACTS.md §5.
//
// blob get fetches a content-addressed evidence blob (a screenshot or diff
// PNG; for an MCP App also W2's JSON-RPC log and tool invocation record)
// from the ledger, checks it against its SHA-256, and writes it to
// --out or stdout. scar prints the scar record of a deviation fingerprint
// in a baseline scope (--scope; without it, the only one there is).
//
// mcp serves the same requester actions to coding agents over the Model
// Context Protocol (internal/requester/agentmcp, docs/AGENTS.md): stdio, or
// streamable HTTP with --http; --skill prints SKILL.md.
//
// Exit codes: 0 success (check: PASS_CANDIDATE or SEALED_DEPLOY); 1 check
// ended in HOLD or FAIL; 2 bad input (a skeleton, file or key that cannot
// be read, or a request the ledger does not know); 3 check or attempt
// --wait timed out (the last status is printed); 64 usage; 70 internal
// error (the ledger cannot be reached, ...).
package main

import (
	"context"
	"errors"
	"io"
	"os"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/report"
	"github.com/tribunal-dev/tribunal/internal/requester/agentmcp"
)

func main() { cli.Main(run, exitCode) }

var usage = `usage: tribunal <command> [flags]

commands:
  open      open a verification request (prints its id)
  attempt   submit a new attempt on a request
  status    print a request's W³ output
  check     open a request and an attempt, wait for the verdict, print it
  blob      blob get HASH: fetch an evidence blob (screenshot, diff)
  scar      print the scar record of a deviation fingerprint
  report    write a request's evidence as html, junit or json
  skeleton  write and maintain a skeleton: record, pin, lint, sign, verify
  mcp       serve these commands to coding agents over MCP (--skill: the agent skill)

Baselines and scars are per baseline scope: --baseline-scope S on open and
check (default: the skeleton's name). A request held by an intended visual
change (baseline_diff) is released by the judge: judge rebaseline ID.

Every command takes --dir DIR (a deployment made by "ledgerd init";
default $TRIBUNAL_DIR), or --nats URL --nkey FILE --signing-key FILE, and
prints text or, with --format json (or --json), JSON. Run
"tribunal <command> --help" for the flags of one command; "tribunal
version" (or --version) prints the module version and VCS revision.

` + cli.ExitCodesHelp(
	"1   check (and attempt --wait): the verdict is HOLD or FAIL (printed); with --wait-seal: anything but SEALED_DEPLOY",
	"3   check (and attempt --wait): no settled verdict within --timeout (with --wait-seal: no seal within --timeout + --seal-timeout; the last status is printed)")

// Exit codes.
const (
	exitOK      = 0
	exitNotPass = 1
	exitTimeout = 3
)

// errNotPass: check's verdict is neither PASS_CANDIDATE nor SEALED_DEPLOY
// (already printed).
var errNotPass = errors.New("verdict is not PASS_CANDIDATE or SEALED_DEPLOY")

// timeoutError: waiting for the verdict took longer than --timeout.
type timeoutError struct{ msg string }

func (e timeoutError) Error() string { return e.msg }

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	return cli.Dispatch(ctx, args, stdout, stderr, "tribunal", usage, map[string]cli.Command{
		"open":     cmdOpen,
		"attempt":  cmdAttempt,
		"status":   cmdStatus,
		"check":    cmdCheck,
		"blob":     cmdBlob,
		"scar":     cmdScar,
		"skeleton": cmdSkeleton,
		"report":   report.Command("tribunal", events.RoleRequester),
		"mcp":      agentmcp.Command(os.Stdin),
	})
}

func exitCode(err error, stderr io.Writer) int {
	if errors.Is(err, errNotPass) {
		return exitNotPass
	}
	return cli.Report("tribunal", err, stderr, func(err error) int {
		if errors.As(err, new(timeoutError)) {
			return exitTimeout
		}
		return 0
	})
}
