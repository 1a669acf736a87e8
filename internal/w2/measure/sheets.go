package measure

import (
	"context"
	"sync"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/css"
	"github.com/chromedp/chromedp"
)

// sheetWatch keeps the style sheets the CSS domain reports for a tab
// (CSS.styleSheetAdded, CSS.styleSheetRemoved), so that share.js can be
// given the text of a sheet the page may not read itself: over file://
// every linked sheet is of another origin to the page's scripts, though
// not to the CSS domain.
type sheetWatch struct {
	mu  sync.Mutex
	url map[cdp.StyleSheetID]string
}

func newSheetWatch() *sheetWatch { return &sheetWatch{url: map[cdp.StyleSheetID]string{}} }

// event is a chromedp listener; it runs on the tab's reader goroutine.
func (s *sheetWatch) event(ev any) {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch ev := ev.(type) {
	case *css.EventStyleSheetAdded:
		if ev.Header != nil && ev.Header.SourceURL != "" {
			s.url[ev.Header.StyleSheetID] = ev.Header.SourceURL
		}
	case *css.EventStyleSheetRemoved:
		delete(s.url, ev.StyleSheetID)
	}
}

// texts returns the text of the sheets at each of urls, or nil when one
// of them was not reported, cannot be read, or was loaded twice with
// different texts (share.js then asks every element alone).
func (s *sheetWatch) texts(tctx context.Context, urls []string) map[string]string {
	s.mu.Lock()
	ids := map[string][]cdp.StyleSheetID{}
	for id, u := range s.url {
		ids[u] = append(ids[u], id)
	}
	s.mu.Unlock()
	out := make(map[string]string, len(urls))
	for _, u := range urls {
		if len(ids[u]) == 0 {
			return nil
		}
		for k, id := range ids[u] {
			r, err := chromedp.Call(tctx, css.GetStyleSheetText, css.GetStyleSheetTextParams{StyleSheetID: id})
			if err != nil || k > 0 && r.Text != out[u] {
				return nil
			}
			out[u] = r.Text
		}
	}
	return out
}
