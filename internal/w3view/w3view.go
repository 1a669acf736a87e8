// Package w3view renders a W³ output object (govern.W3Output, docs/CONTRACTS.md §5)
// as readable text for a person at a terminal: the requester's
// "tribunal status" and "tribunal check", and the first part of
// "judge show". The JSON form is the object itself; this is only a view.
package w3view

import (
	"fmt"
	"io"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/govern"
)

// Commands is how the view spells the commands it prints, so that they
// run as printed: Prog is the program that runs them ("tribunal" when
// empty), Conn ends each one — the connection flags the printing command
// was given (endpoint.Flags.Given), "" when they come from TRIBUNAL_DIR.
type Commands struct{ Prog, Conn string }

// Line is the command "Prog args... Conn".
func (c Commands) Line(args ...string) string {
	prog := c.Prog
	if prog == "" {
		prog = "tribunal"
	}
	line := prog + " " + strings.Join(args, " ")
	if c.Conn != "" {
		line += " " + c.Conn
	}
	return line
}

// WriteWith renders w as text, spelling the commands it prints as c says.
func WriteWith(out io.Writer, w *govern.W3Output, c Commands) error {
	p := &printer{w: out}
	verdict := w.Verdict
	if w.Error != "" {
		verdict += "  (" + w.Error + ")"
	}
	p.f("request      %s\n", w.RequestID)
	if w.AttemptID != "" {
		p.f("attempt      %s (iteration %d, entropy delta %+d)\n", w.AttemptID, w.Iterations, w.EntropyDelta)
	}
	p.f("verdict      %s\n", verdict)
	if w.Requires888Hold {
		p.f("             a human must act (requires_888_hold)\n")
	}
	t := w.TriWitnessLedger
	p.f("w1 (%s)     %-18s score %.3f  hash %s\n", t.W1.Label, orDash(t.W1.Verdict), t.W1.Score, orDash(t.W1.Hash))
	if t.W1.Evidence != "" {
		p.f("             %s\n", t.W1.Evidence)
	}
	p.f("w2 (%s)     %-18s score %.3f  hash %s\n", t.W2.Label, orDash(t.W2.Verdict), t.W2.Score, orDash(t.W2.Hash))
	if t.W2.Evidence != "" {
		p.f("             %s\n", t.W2.Evidence)
	}
	writeRenderers(p, t.W1.Renderer, t.W2.Renderer)
	p.f("w3 (%s)   %-18s hash %s\n", t.W3.Label, t.W3.Verdict, t.W3.Hash)
	if t.W3.ActorID != "" {
		p.f("             by %s at %s\n", t.W3.ActorID, t.W3.Timestamp)
	}
	if t.W3.Evidence != "" {
		p.f("             %s\n", t.W3.Evidence)
	}
	p.f("composite    %s\n", t.CompositeHash)
	if w.ScreenshotHash != "" {
		p.f("screenshot   %s\n             fetch: %s\n", w.ScreenshotHash, c.Line("blob", "get", w.ScreenshotHash, "--out", "screenshot.png"))
	}
	p.f("vision score %.3f\n", w.VisionValidationScore)
	if len(w.Deviations) == 0 {
		p.f("deviations   none\n")
	} else {
		p.f("deviations   %d\n", len(w.Deviations))
		for _, d := range w.Deviations {
			p.f("  - %-14s sev %.2f  %s\n    %s\n", d.ID, d.Severity, d.LocationHint, oneLine(d.Description))
		}
	}
	for _, n := range w.NotApplicable {
		p.f("not applicable %s (declared by the request: %s)\n", n.Criterion, oneLine(n.Reason))
	}
	writeAgreement(p, w.Agreement)
	if w.CodeDiff != "" {
		p.f("code diff    %d bytes\n", len(w.CodeDiff))
	}
	r := w.IntegrationReceipts
	p.f("receipts     chain_seq %d", r.ChainSeq)
	if r.SealCandidate != "" {
		p.f("  seal_candidate %s", r.SealCandidate)
	}
	if r.JudgeTicketID != "" {
		p.f("  judge_ticket %s", r.JudgeTicketID)
	}
	p.f("\n")
	if r.Checkpoint != "" {
		p.f("checkpoint covering the seal:\n%s", indent(r.Checkpoint))
	}
	return p.err
}

type printer struct {
	w   io.Writer
	err error
}

func (p *printer) f(format string, args ...any) {
	if p.err == nil {
		_, p.err = fmt.Fprintf(p.w, format, args...)
	}
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// oneLine keeps a witness's free text on one line of bounded length.
func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 200 {
		s = s[:200] + "…"
	}
	return s
}

func indent(s string) string {
	var b strings.Builder
	for _, l := range strings.SplitAfter(s, "\n") {
		if l != "" {
			b.WriteString("  " + l)
		}
	}
	if !strings.HasSuffix(b.String(), "\n") {
		b.WriteString("\n")
	}
	return b.String()
}

// writeAgreement lists the witnesses' figures side by side
// (govern.Agreement): W1's ratio with its error band or why it did not
// decide, W2's ratio (or computed colour) or why it did not decide, and
// whether they agree.
func writeAgreement(p *printer, rows []govern.Agreement) {
	if len(rows) == 0 {
		return
	}
	n := map[string]int{}
	for _, g := range rows {
		n[g.Status]++
	}
	p.f("agreement    %d figure(s): %d agreed, %d disagreed, %d single-witness, %d undecided\n", len(rows),
		n[govern.AgreementAgreed], n[govern.AgreementDisagreed], n[govern.AgreementSingle], n[govern.AgreementUndecided])
	for _, g := range rows {
		p.f("  - %-32s %s  w1 %-26s w2 %-18s %s", g.Hint(), g.CriterionText(), g.W1Text(), g.W2Text(), g.Status)
		if g.Released {
			p.f("  (W1's uncertain flag set aside: W2 decided it passes)")
		}
		p.f("\n")
	}
}
