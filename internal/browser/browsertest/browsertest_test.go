package browsertest

import (
	"context"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

var fx = New(Record(), Quiet())

func TestMain(m *testing.M) { Main(m, fx) }

// TestFixture: one browser for every caller, and the trace records what
// a tab was sent.
func TestFixture(t *testing.T) {
	b := fx.Browser(t)
	if fx.Browser(t) != b {
		t.Fatal("a second browser")
	}
	mark := fx.Mark()
	ctx, cancel := context.WithTimeout(context.Background(), StartTimeout)
	defer cancel()
	tab, err := b.NewTab(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer tab.Close()
	tctx, tcancel := tab.Context(ctx)
	defer tcancel()
	if err := chromedp.Do(tctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatal(err)
	}
	if len(fx.Commands("", mark)) == 0 {
		t.Error("no commands recorded")
	}
	navigated := false
	for _, c := range fx.Commands(SessionID(tab), mark) {
		navigated = navigated || c.Method == "Page.navigate"
	}
	if !navigated {
		t.Errorf("no Page.navigate among the commands of the tab's session %q", SessionID(tab))
	}
	exe, err := os.Readlink("/proc/" + strconv.Itoa(PID(tab)) + "/exe")
	if err != nil || !strings.Contains(exe, "chrom") {
		t.Errorf("PID %d is %q (%v), not the browser", PID(tab), exe, err)
	}
}
