package browser

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	cdpbrowser "github.com/chromedp/cdproto/browser"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
)

// ErrUnavailable is wrapped by every error that means the browser cannot
// do the work now: it is missing, would not start, crashed, was killed, or
// the caller's time ran out. The witnesses answer AUDIT_UNAVAILABLE, exit 4.
var ErrUnavailable = errors.New("browser: unavailable")

// ErrNoBrowser means that no browser binary was found (see [Resolve]). It
// wraps ErrUnavailable.
var ErrNoBrowser error = &sentinel{"browser: no browser binary found", ErrUnavailable}

// sweepOnce runs SweepLeftovers at the first New of the process.
var sweepOnce sync.Once

// ErrClosed is returned by a Browser after Close. It wraps ErrUnavailable.
var ErrClosed error = &sentinel{"browser: closed", ErrUnavailable}

type sentinel struct {
	msg    string
	parent error
}

func (e *sentinel) Error() string { return e.msg }
func (e *sentinel) Unwrap() error { return e.parent }

// Unavailable wraps err, which stopped op, so that it matches ErrUnavailable
// as well as err itself (a context.DeadlineExceeded stays visible).
func Unavailable(op string, err error) error {
	if errors.Is(err, ErrUnavailable) {
		return fmt.Errorf("%s: %w", op, err)
	}
	return fmt.Errorf("%s: %w: %w", op, ErrUnavailable, err)
}

// Options configure a Browser. The zero value is ready to use.
type Options struct {
	// Binary is the browser to run. Empty means [Resolve].
	Binary string
	// Logger receives the lifecycle (start, restart, stop) at Info, and the
	// browser's own output and chromedp's complaints at Debug and Warn.
	// Nil discards.
	Logger *slog.Logger
	// Trace, when set, receives every protocol command that this process
	// sends to the browser, in order. It runs on the connection's writer, so
	// it must be quick. Tests use it to prove which calls a package makes.
	Trace func(Command)
	// Files, when set, confines file:// to these directories: every
	// file:// request of the browser outside them fails (see confine).
	// Nil leaves file:// alone (witness-w? run: the orchestrator's own
	// files on its own machine).
	Files *FileRoots
	// Blocked, when set, is called with the URL of every file:// request
	// that Files refused, after the browser was told.
	Blocked func(url string)
	// SparePixelTabs, when positive, keeps that many [PixelOnly] tabs
	// opened ahead: NewTab(ctx, PixelOnly()) hands out a ready one at once
	// and opens its replacement in the background once tabs have stopped
	// closing for a moment (see spares and refillDelay). A daemon
	// that captures pixels sets it; zero opens every tab on demand.
	SparePixelTabs int
	// SpareTabs, when positive, keeps that many plain tabs (NewTab
	// without options) opened ahead in the same way. A daemon that
	// measures pages (W2) sets it.
	SpareTabs int
	// ExtraFlags are switches ("--name" or "--name=value") added to the
	// command line after [Flags]. Each one changes the renderer identity's
	// flags digest; tests use a harmless one to start a browser of another
	// identity.
	ExtraFlags []string
}

// Browser is one Chromium process, started on first use and restarted when it
// dies. It is safe for concurrent use; each tab belongs to one goroutine.
type Browser struct {
	binary  string
	log     *slog.Logger
	trace   func(Command)
	files   *FileRoots
	blocked func(url string)
	extra   []string

	// lock is a one-slot semaphore rather than a mutex so that a caller
	// waiting for a start in progress can give up with its context.
	lock   chan struct{}
	inst   *instance
	closed bool

	spare      *spares // PixelOnly tabs; nil without Options.SparePixelTabs
	sparePlain *spares // plain tabs; nil without Options.SpareTabs

	// bg tracks the tabs closing in the background (Tab.CloseLater);
	// bgClosed, under bgMu, makes later ones close at once.
	bgMu     sync.Mutex
	bg       sync.WaitGroup
	bgClosed bool

	// fontsEarly is the font set being read in the background from the
	// first start on (launch), waited for by Close; Add only under lock.
	fontsEarly sync.WaitGroup

	closeOnce sync.Once
	closeErr  error
}

// New returns a Browser for opts.Binary, or for the binary that Resolve
// finds. It starts nothing: the first NewTab or Start does. The error wraps
// ErrNoBrowser when there is no browser to run.
func New(opts Options) (*Browser, error) {
	bin := opts.Binary
	if bin == "" {
		var err error
		if bin, err = Resolve(); err != nil {
			return nil, err
		}
	}
	if _, err := os.Stat(bin); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrNoBrowser, err)
	}
	log := opts.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	sweepOnce.Do(func() {
		for _, d := range sweepRoots() {
			SweepLeftovers(d, log.With("component", "browser"))
		}
	})
	b := &Browser{
		binary:  bin,
		log:     log.With("component", "browser"),
		trace:   opts.Trace,
		files:   opts.Files,
		blocked: opts.Blocked,
		extra:   opts.ExtraFlags,
		lock:    make(chan struct{}, 1),
	}
	if opts.SparePixelTabs > 0 {
		b.spare = newSpares(opts.SparePixelTabs, tabConfig{pixelOnly: true})
	}
	if opts.SpareTabs > 0 {
		b.sparePlain = newSpares(opts.SpareTabs, tabConfig{})
	}
	return b, nil
}

// Binary is the browser binary that this Browser runs.
func (b *Browser) Binary() string { return b.binary }

// Start starts the browser unless a live one is running, and returns when it
// accepts commands. NewTab calls it; call it yourself to pay the start-up cost
// early.
func (b *Browser) Start(ctx context.Context) error {
	_, err := b.ensure(ctx)
	return err
}

func (b *Browser) current() *instance {
	b.lock <- struct{}{}
	defer func() { <-b.lock }()
	return b.inst
}

// ensure returns a live instance, starting one when there is none or the
// current one has died.
func (b *Browser) ensure(ctx context.Context) (*instance, error) {
	select {
	case b.lock <- struct{}{}:
	case <-ctx.Done():
		return nil, Unavailable("browser: start", context.Cause(ctx))
	}
	defer func() { <-b.lock }()
	if b.closed {
		return nil, ErrClosed
	}
	if b.inst != nil && b.inst.alive() {
		return b.inst, nil
	}
	if old := b.inst; old != nil {
		b.inst = nil
		b.log.Warn("browser died; restarting", "pid", old.pid)
		if err := old.stop(); err != nil {
			b.log.Warn("cleaning up the dead browser", "err", err)
		}
	}
	in, err := b.launch(ctx)
	if err != nil {
		return nil, err
	}
	b.inst = in
	return in, nil
}

// instance is one running browser process.
type instance struct {
	dir         string
	pid         int
	root        context.Context // the first chromedp context; owns the process
	rootCancel  context.CancelFunc
	allocCancel context.CancelFunc // waits for the process to exit
	lost        <-chan struct{}    // closed when the pipe to the browser breaks

	// The renderer identity, measured at the first Identity (identity.go);
	// nil until then.
	idMu sync.Mutex
	id   *Identity
}

func (b *Browser) launch(ctx context.Context) (*instance, error) {
	dir, err := os.MkdirTemp(profileRoot(), profilePattern())
	if err != nil {
		return nil, Unavailable("browser: profile dir", err)
	}
	out := &lineLogger{log: b.log, msg: "chromium"}
	opts := append(Flags(b.binary, dir), chromedp.CombinedOutput(out))
	for _, f := range b.extra {
		name, value, hasValue := strings.Cut(strings.TrimPrefix(f, "--"), "=")
		if hasValue {
			opts = append(opts, chromedp.Flag(name, value))
		} else {
			opts = append(opts, chromedp.Flag(name, true))
		}
	}
	// The browser outlives the caller's context: it serves later tabs and
	// later requests. The caller's ctx only bounds the wait below.
	allocCtx, allocCancel := chromedp.NewExecAllocator(context.Background(), opts...)
	bopts := []chromedp.BrowserOption{
		chromedp.WithBrowserLogf(func(f string, a ...any) { b.log.Debug(fmt.Sprintf(f, a...)) }),
		chromedp.WithBrowserErrorf(func(f string, a ...any) { b.log.Warn(fmt.Sprintf(f, a...)) }),
	}
	if b.trace != nil {
		bopts = append(bopts, chromedp.WithBrowserDebugf(tracer(b.trace)))
	}
	root, rootCancel := chromedp.NewContext(allocCtx, chromedp.WithBrowserOption(bopts...))
	in := &instance{dir: dir, root: root, rootCancel: rootCancel, allocCancel: allocCancel}

	// The browser starts without a window (--no-startup-window, Flags), and
	// the root context only connects to it: a browser-level command, no tab.
	// Every tab a witness uses is one it opens itself (NewTab), so a first
	// tab would be a renderer started, attached and set up for nothing on
	// every start — about half a second of a cold "witness-w1 run".
	done := make(chan error, 1)
	go func() {
		_, err := chromedp.CallBrowser(root, cdpbrowser.GetVersion, struct{}{})
		done <- err
	}()
	received := false
	select {
	case err = <-done:
		received = true
	case <-ctx.Done():
		err = context.Cause(ctx)
	}
	if err != nil {
		if serr := in.stop(); serr != nil {
			b.log.Warn("cleaning up a failed start", "err", serr)
		}
		if !received {
			<-done
		}
		return nil, Unavailable("browser: start "+b.binary, err)
	}
	c := chromedp.FromContext(root)
	in.lost = c.Browser.LostConnection
	if p := c.Browser.Process(); p != nil {
		in.pid = p.Pid
	}
	if err := b.confine(in); err != nil {
		if serr := in.stop(); serr != nil {
			b.log.Warn("cleaning up a browser that could not be confined", "err", serr)
		}
		return nil, Unavailable("browser: confining file:// to the product roots", err)
	}
	b.log.Info("browser started", "binary", b.binary, "pid", in.pid, "profile", dir)
	// The renderer record needs the font set (fc-list and a hash of every
	// font file, tens of milliseconds); reading it now, while the first
	// pages load, keeps it off the end of a cold run. fontSet caches it for
	// the process, and Identity's call waits for this one.
	b.fontsEarly.Go(func() { _, _, _ = b.fontSet(dir) })
	return in, nil
}

func (in *instance) alive() bool {
	select {
	case <-in.lost:
		return false
	case <-in.root.Done():
		return false
	default:
		return true
	}
}

// stop kills the browser, waits for the process to exit and removes the
// profile directory and the directory of the browser's singleton socket.
// There is no orderly Browser.close first: the profile is a temporary
// directory removed right after, so what Chromium does when it closes in
// order (closing windows, flushing the profile) keeps nothing, and its
// time would be paid by every "witness-w? run". The one thing an orderly
// close removes that a kill leaves is that socket's directory in TMPDIR,
// which removeSingleton removes.
//
// chromedp waits for the browser's output pipe to close, and helper
// processes that outlive a killed browser (the zygote, a renderer) hold it
// open; chromedp kills such leftovers only for profiles it made itself. So
// while waiting, stop kills the processes that carry this profile on their
// command line, until the wait is over.
func (in *instance) stop() error {
	waited := make(chan struct{})
	go func() {
		in.rootCancel() // kills the process, then waits for chromedp's cleanup
		in.allocCancel()
		close(waited)
	}()
	deadline := time.After(30 * time.Second)
	for done := false; !done; {
		killLeftovers(in.dir)
		select {
		case <-waited:
			done = true
		case <-time.After(50 * time.Millisecond):
		case <-deadline:
			return fmt.Errorf("browser: the browser in %s did not exit", in.dir)
		}
	}
	killLeftovers(in.dir)
	removeSingleton(in.dir)
	return removeAll(in.dir)
}

// removeSingleton removes the directory Chromium made in TMPDIR for its
// singleton socket (org.chromium.Chromium.XXXXXX), which the profile's
// SingletonSocket symlink points into: Chromium removes it only when it
// closes in order. Only a directory of that name is removed.
func removeSingleton(profile string) {
	target, err := os.Readlink(filepath.Join(profile, "SingletonSocket"))
	if err != nil {
		return
	}
	if d := filepath.Dir(target); strings.HasPrefix(filepath.Base(d), "org.chromium.Chromium.") {
		_ = os.RemoveAll(d)
	}
}

// removeAll removes a browser's profile, trying again for a short,
// bounded while: a helper process of a dying browser, killed a moment ago,
// can still write into it until the kernel has reaped it, so that RemoveAll
// meets a file created after it listed the directory ("directory not
// empty"). A plain loop, not internal/pause: the pixel path links no other
// Tribunal package (internal/w1/capture's isolation test).
func removeAll(dir string) error {
	var err error
	for range 100 {
		if err = os.RemoveAll(dir); err == nil {
			return nil
		}
		time.Sleep(50 * time.Millisecond)
	}
	return fmt.Errorf("browser: removing profile %s: %w", dir, err)
}

// Close stops the browser and removes its profile. Open tabs stop working.
// It first ends the opening of spare tabs, then kills the browser, then
// waits for the tabs that were closing in the background: their targets
// and browser contexts go with the process, so closing each in order
// first would only delay the end of every "witness-w? run" (their Close
// returns at once on a browser that is gone, and releases what is this
// process's own, the tab's network guard). Later calls return the first
// result.
func (b *Browser) Close() error {
	b.closeOnce.Do(func() {
		b.spare.stop()
		b.sparePlain.stop()
		b.bgMu.Lock()
		b.bgClosed = true
		b.bgMu.Unlock()
		b.lock <- struct{}{}
		b.closed = true
		if b.inst != nil {
			b.closeErr = b.inst.stop()
			b.log.Info("browser stopped", "pid", b.inst.pid)
			b.inst = nil
		}
		<-b.lock
		b.bg.Wait()
		b.fontsEarly.Wait() // no fc-list outlives Close
	})
	return b.closeErr
}

// Restart kills the running browser whatever its pages are doing, waits
// for its processes to exit and removes its profile; the next NewTab or
// Start starts a fresh one. Tabs of the killed browser fail with
// ErrUnavailable. It needs nothing from any page: it is the last resort of
// a witness's job watchdog, for a page that will not let go of its tab
// (internal/witness). Without a running browser it does nothing.
func (b *Browser) Restart() error {
	b.lock <- struct{}{}
	defer func() { <-b.lock }()
	if b.closed {
		return ErrClosed
	}
	in := b.inst
	if in == nil {
		return nil
	}
	b.inst = nil
	b.log.Warn("restarting the browser", "pid", in.pid)
	// Spares of the killed browser are dropped when next taken (take
	// compares the instance).
	return in.stop()
}

// Check asks the running browser one browser-level question (the list of
// its targets, on the browser's own session, never a page's) and returns
// an error wrapping ErrUnavailable when it does not answer before ctx
// ends. A browser whose page loops, or has a dialog open, still answers:
// the question does not need that page's main thread. Without a running
// browser there is nothing to check (nil): the next NewTab starts one.
func (b *Browser) Check(ctx context.Context) error {
	in := b.current()
	if in == nil || !in.alive() {
		return nil
	}
	cctx, cancel := bound(in.root, ctx)
	defer cancel()
	if _, err := chromedp.CallBrowser(cctx, target.GetTargets, target.GetTargetsParams{}); err != nil {
		return Unavailable("browser: check", err)
	}
	return nil
}

// lineLogger logs the browser's output one line at a time at Debug.
type lineLogger struct {
	log *slog.Logger
	msg string
	mu  sync.Mutex
	buf []byte
}

func (l *lineLogger) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.buf = append(l.buf, p...)
	for {
		i := bytes.IndexByte(l.buf, '\n')
		if i < 0 {
			break
		}
		if line := string(l.buf[:i]); line != "" {
			l.log.Debug(l.msg, "line", line)
		}
		l.buf = l.buf[i+1:]
	}
	if len(l.buf) > 64<<10 { // a runaway line without a newline
		l.log.Debug(l.msg, "line", string(l.buf))
		l.buf = l.buf[:0]
	}
	return len(p), nil
}
