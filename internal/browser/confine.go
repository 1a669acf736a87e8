package browser

import (
	"context"
	"time"

	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// filePattern is the Fetch request pattern of every file:// request.
const filePattern = "file:*"

// confine switches on request interception for the whole browser, before
// any tab exists, when the Browser has FileRoots: every file:// request of
// every target — a page's own navigation, a frame, a popup, a worker, a
// subresource, a fetch or XHR — is paused and continued only when its path
// is inside the roots; any other is failed (net::ERR_ACCESS_DENIED).
// Requests of other schemes are not paused at all.
//
// It is the browser-level Fetch domain (no session): one listener for the
// process, nothing sent on any tab's session, so a pixel tab's protocol
// stays what the W1 isolation test allows. A browser whose interception
// cannot be switched on is not used.
func (b *Browser) confine(in *instance) error {
	if b.files == nil {
		return nil
	}
	root := in.root
	if err := chromedp.ListenBrowser(root, func(ev any) {
		if e, ok := ev.(*fetch.EventRequestPaused); ok {
			// The listener runs on the connection's reader: answer
			// from another goroutine.
			go b.decide(root, e)
		}
	}); err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(root, 10*time.Second)
	defer cancel()
	_, err := chromedp.CallBrowser(ctx, fetch.Enable, fetch.EnableParams{
		Patterns: []*fetch.RequestPattern{{URLPattern: filePattern}},
	})
	return err
}

// decide answers one paused file:// request.
func (b *Browser) decide(root context.Context, e *fetch.EventRequestPaused) {
	ctx, cancel := context.WithTimeout(root, 10*time.Second)
	defer cancel()
	url := e.Request.URL
	err := b.files.AllowsURL(url)
	if err == nil {
		if _, err := chromedp.CallBrowser(ctx, fetch.ContinueRequest, fetch.ContinueRequestParams{RequestID: e.RequestID}); err != nil && root.Err() == nil {
			b.log.Debug("continuing a file request", "url", url, "err", err)
		}
		return
	}
	b.log.Warn("blocked a file request outside the product roots", "url", url, "resource", string(e.ResourceType), "why", err.Error())
	if _, err := chromedp.CallBrowser(ctx, fetch.FailRequest, fetch.FailRequestParams{
		RequestID: e.RequestID, ErrorReason: network.ErrorReasonAccessDenied,
	}); err != nil && root.Err() == nil {
		b.log.Debug("failing a file request", "url", url, "err", err)
	}
	if b.blocked != nil {
		b.blocked(url)
	}
}
