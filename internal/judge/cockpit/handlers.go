package cockpit

import (
	"bytes"
	"errors"
	"fmt"
	"html/template"
	"net/http"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/judge"
	"github.com/tribunal-dev/tribunal/internal/render"
	"github.com/tribunal-dev/tribunal/internal/report"
)

// queued is a pending item with its age: how long this cockpit has seen
// it waiting (the ledger's fold keeps no wall-clock time per state).
type queued struct {
	govern.Pending
	Age string `json:"age"`
}

func (s *Server) queue(r *http.Request) ([]queued, error) {
	list, err := s.cfg.Judge.Pending(r.Context())
	if err != nil {
		return nil, err
	}
	now := s.cfg.Now()
	out := make([]queued, 0, len(list))
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, p := range list {
		k := p.RequestID + "@" + p.StateVersion
		first, ok := s.firstSeen[k]
		if !ok {
			first = now
			s.firstSeen[k] = now
		}
		out = append(out, queued{Pending: p, Age: now.Sub(first).Truncate(time.Second).String()})
	}
	return out, nil
}

func (s *Server) queuePage(w http.ResponseWriter, r *http.Request) {
	list, err := s.queue(r)
	if err != nil {
		clientError(w, http.StatusBadGateway, err.Error())
		return
	}
	s.render(w, "queue", map[string]any{"Pending": list})
}

func (s *Server) pendingJSON(w http.ResponseWriter, r *http.Request) {
	list, err := s.queue(r)
	if err != nil {
		clientError(w, http.StatusBadGateway, err.Error())
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = render.WriteJSON(w, list)
}

// requestView is what the request page shows.
type requestView struct {
	R      *report.Report
	View   template.HTML
	Action string // what the judge can do: decide, rebaseline, accept-renderer or ""
	Frames []govern.RebaselineFrame
	// Renderer is what accepting the renderer would do (Action
	// accept-renderer).
	Renderer *govern.RendererChange
	Seal     *SealProof
	SealErr  string
	Message  string
	Problem  string
	Decision string
}

func (s *Server) requestPage(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	rep, err := s.reportOf(r.Context(), id)
	if err != nil {
		status := http.StatusBadGateway
		if errors.As(err, new(cli.InputError)) {
			status = http.StatusNotFound
		}
		clientError(w, status, err.Error())
		return
	}
	v := requestView{R: rep, Message: r.URL.Query().Get("done"), Problem: r.URL.Query().Get("problem")}
	version := rep.Review.StateVersion
	var buf bytes.Buffer
	err = report.RequestView(&buf, rep, func(i int, kind string) template.URL {
		if rep.Frames[i].Image(kind) == nil {
			return ""
		}
		return template.URL(fmt.Sprintf("/img/%s/%s/%d/%s", id, version, i, kind))
	})
	if err != nil {
		clientError(w, http.StatusInternalServerError, err.Error())
		return
	}
	v.View = template.HTML(buf.String())
	switch {
	case rep.State == events.StatePassCandidate:
		v.Action = govern.ActionDecide
	case rep.Review.RendererChange != nil && rep.Review.RendererChange.Possible:
		// As judge pending: a renderer change is settled before any
		// baseline change, since W1's diffs mean nothing until then.
		v.Action = govern.ActionAcceptRenderer
		v.Renderer = rep.Review.RendererChange
	case rep.Review.Rebaseline != nil && rep.Review.Rebaseline.Possible:
		v.Action = govern.ActionRebaseline
		v.Frames = rep.Review.Rebaseline.Frames
	}
	if rep.State == events.StateSealedDeploy {
		p, err := s.sealProof(r.Context(), rep)
		if err != nil {
			v.SealErr = err.Error()
		}
		v.Seal = p
	}
	s.render(w, "request", v)
}

func (s *Server) image(w http.ResponseWriter, r *http.Request) {
	rep := s.cached(r.PathValue("id"), r.PathValue("version"))
	i, err := strconv.Atoi(r.PathValue("frame"))
	if rep == nil || err != nil || i < 0 || i >= len(rep.Frames) {
		http.NotFound(w, r)
		return
	}
	b := rep.Frames[i].Image(r.PathValue("kind"))
	if b == nil {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "image/png")
	w.Header().Set("Cache-Control", "private, max-age=3600") // addressed by state version
	_, _ = w.Write(b)
}

// act signs and publishes the judge's act on the server, with the
// judge's key, and waits for the ledger to apply it; the page then
// shows the request again with what happened.
func (s *Server) act(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	if err := r.ParseForm(); err != nil {
		clientError(w, http.StatusBadRequest, err.Error())
		return
	}
	action, reason := r.PostForm.Get("action"), strings.TrimSpace(r.PostForm.Get("reason"))
	back := func(key, msg string) {
		http.Redirect(w, r, "/request/"+id+"?"+key+"="+urlQuery(msg), http.StatusSeeOther)
	}
	if reason == "" {
		back("problem", "a reason is required")
		return
	}
	ctx := r.Context()
	var err error
	switch action {
	case events.DecisionApprove, events.DecisionReject:
		d := judge.Decision{Reason: reason, Actor: s.cfg.Actor, Timeout: judge.DefaultTimeout}
		if action == events.DecisionApprove {
			_, err = s.cfg.Judge.Approve(ctx, id, d)
		} else {
			_, err = s.cfg.Judge.Reject(ctx, id, d)
		}
	case "rebaseline":
		var only []judge.FrameSel
		for _, f := range r.PostForm["frame"] {
			sel, perr := judge.ParseFrameSel(f)
			if perr != nil {
				back("problem", perr.Error())
				return
			}
			only = append(only, sel)
		}
		_, err = s.cfg.Judge.Rebaseline(ctx, id, judge.Rebaseline{Reason: reason, Actor: s.cfg.Actor, Only: only})
	case govern.ActionAcceptRenderer:
		// The same act as "judge accept-renderer": judge.Client checks
		// the request, signs one renderer.accepted.v1 for its scope and
		// waits until the ledger applied it.
		_, err = s.cfg.Judge.AcceptRenderer(ctx, id, judge.AcceptRenderer{Reason: reason, Actor: s.cfg.Actor})
	default:
		clientError(w, http.StatusBadRequest, fmt.Sprintf("unknown action %q", action))
		return
	}
	if err != nil {
		s.cfg.Log.Warn("judge act not applied", "request", id, "action", action, "err", err)
		back("problem", err.Error())
		return
	}
	s.cfg.Log.Info("judge act applied", "request", id, "action", action)
	back("done", action+" applied")
}

func (s *Server) static(w http.ResponseWriter, r *http.Request) {
	name := path.Base(r.PathValue("file"))
	var (
		b   []byte
		err error
	)
	switch name {
	case "report.css", "slider.js":
		b, err = report.Assets.ReadFile("assets/" + name)
	default:
		b, err = assets.ReadFile("assets/" + name)
	}
	if err != nil {
		http.NotFound(w, r)
		return
	}
	ct := "text/css; charset=utf-8"
	if strings.HasSuffix(name, ".js") {
		ct = "text/javascript; charset=utf-8"
	}
	w.Header().Set("Content-Type", ct)
	http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(b))
}

func (s *Server) render(w http.ResponseWriter, name string, data any) {
	var buf bytes.Buffer
	if err := pages.ExecuteTemplate(&buf, name, data); err != nil {
		clientError(w, http.StatusInternalServerError, err.Error())
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_, _ = w.Write(buf.Bytes())
}
