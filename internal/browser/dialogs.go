package browser

import (
	"context"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// dismissDialogs answers every JavaScript dialog that a page of the tab
// opens (alert, confirm, prompt, beforeunload) with Cancel, for as long as
// tctx, the tab's own context, lives. A dialog blocks its page's main
// thread until it is answered: the page runs no script, paints no frame
// and finishes no load, so a witness that left it open would wait for the
// page until the job deadline. Cancel is what a reader who closes the
// dialog gives: alert returns, confirm returns false, prompt null, and a
// beforeunload keeps the page.
//
// Every tab NewTab hands out dismisses its dialogs, pixel tabs included:
// the answer is Page.handleJavaScriptDialog, a command of the page's
// window, not of its document. The event also carries the dialog's
// message, which nothing here reads.
//
// The answer is sent from the goroutine that ranges over the events, never
// from an event callback (chromedp.Listen): a callback runs on the
// goroutine that reads the browser's messages, so a command sent from it
// would wait for a reply that nobody reads.
func dismissDialogs(tctx context.Context) {
	dialogs := chromedp.Events(tctx, page.JavascriptDialogOpening)
	go func() {
		for _, err := range dialogs {
			if err != nil {
				return // the tab closed
			}
			// An error means the dialog is gone already (the page
			// navigated, the tab closed): nothing to answer.
			_, _ = chromedp.Call(tctx, page.HandleJavaScriptDialog, page.HandleJavaScriptDialogParams{Accept: false})
		}
	}()
}
