package mcpverify

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost"
	"github.com/tribunal-dev/tribunal/internal/w2/mcpprotocol"
)

// documentJS reads what the app's document shows: its rendered text
// (innerText, which leaves out what is hidden), the values of its form
// controls and the text of its SVG text elements (what innerText may
// leave out), and the markup of its body, which W2 hashes to see whether
// the document changed. It runs in an isolated world of the app's frame,
// so the app's own scripts can neither see nor answer it.
const documentJS = `(() => {
  const d = document, b = d.body;
  const values = [];
  for (const e of d.querySelectorAll("input, textarea, select")) { if (e.value) values.push(String(e.value)); }
  for (const e of d.querySelectorAll("svg text")) { if (e.textContent.trim()) values.push(e.textContent); }
  return JSON.stringify({text: b ? b.innerText : "", values, html: b ? b.outerHTML : ""});
})()`

// readDocument reads the app's document in the session's app frame (the
// sandbox origin's /s/<id>/app, inside the proxy frame) of the tab.
func readDocument(tctx context.Context, s *mcphost.Session) (*mcpprotocol.Document, error) {
	ft, err := chromedp.Call(tctx, page.GetFrameTree, cdp.Empty{})
	if err != nil {
		return nil, fmt.Errorf("frame tree: %w", err)
	}
	id, ok := appFrame(ft.FrameTree, "/s/"+s.ID+"/app")
	if !ok {
		return nil, fmt.Errorf("no frame holds the app document")
	}
	w, err := chromedp.Call(tctx, page.CreateIsolatedWorld, page.CreateIsolatedWorldParams{FrameID: id, WorldName: "tribunal-w2-document"})
	if err != nil {
		return nil, fmt.Errorf("isolated world: %w", err)
	}
	r, err := chromedp.Call(tctx, runtime.Evaluate, runtime.EvaluateParams{Expression: documentJS, ContextID: w.ExecutionContextID, ReturnByValue: new(true)})
	if err != nil {
		return nil, fmt.Errorf("evaluate: %w", err)
	}
	if r.ExceptionDetails != nil {
		return nil, fmt.Errorf("evaluate: %s", r.ExceptionDetails.Text)
	}
	if r.Result == nil {
		return nil, fmt.Errorf("evaluate returned nothing")
	}
	var raw string
	if err := json.Unmarshal(r.Result.Value, &raw); err != nil {
		return nil, fmt.Errorf("evaluate: %w", err)
	}
	var got struct {
		Text   string   `json:"text"`
		Values []string `json:"values"`
		HTML   string   `json:"html"`
	}
	if err := json.Unmarshal([]byte(raw), &got); err != nil {
		return nil, fmt.Errorf("evaluate: %w", err)
	}
	sum := sha256.Sum256([]byte(got.HTML))
	text := got.Text
	if len(got.Values) > 0 {
		text += "\n" + strings.Join(got.Values, "\n")
	}
	return mcpprotocol.NewDocument(text, hex.EncodeToString(sum[:])), nil
}

// appFrame finds the frame whose URL path ends with path.
func appFrame(t *page.FrameTree, path string) (cdp.FrameID, bool) {
	if t == nil || t.Frame == nil {
		return "", false
	}
	u := t.Frame.URL
	if i := strings.IndexAny(u, "?#"); i >= 0 {
		u = u[:i]
	}
	if strings.HasSuffix(u, path) {
		return t.Frame.ID, true
	}
	for _, c := range t.ChildFrames {
		if id, ok := appFrame(c, path); ok {
			return id, true
		}
	}
	return "", false
}
