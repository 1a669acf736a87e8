package agentmcp

import (
	"bytes"
	"context"
	"fmt"
	"mime"
	"path"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/report"
)

// Resource addresses. A request's report is the one "tribunal report"
// writes (internal/report); its skeleton is the one the request carries
// inline, pinned by its hash — what the witnesses checked against, not
// whatever the directory holds now.
const (
	scheme         = "tribunal://requests/"
	reportHTMLTmpl = scheme + "{request_id}/report.html"
	reportJSONTmpl = scheme + "{request_id}/report.json"
	skeletonTmpl   = scheme + "{request_id}/skeleton/{+file}"
)

// pollEvery is how often the server asks the ledger about requests a
// client subscribed to.
const pollEvery = time.Second

func (s *Server) addResources() {
	s.mcp.AddResourceTemplate(&mcp.ResourceTemplate{
		Name: "report.html", Title: "A request's report, as one self-contained HTML page",
		Description: "Every frame's screenshot, baseline, diff and W2's boxes, the deviations and the verdict, as `tribunal report ID --format html` writes it. Subscribe to be told when the request's state changes.",
		URITemplate: reportHTMLTmpl, MIMEType: "text/html",
	}, s.readReport)
	s.mcp.AddResourceTemplate(&mcp.ResourceTemplate{
		Name: "report.json", Title: "A request's report as JSON (tribunal-report.v1)",
		Description: "The W³ output plus every frame (hashes, diff pixels, deviations with their boxes), as `tribunal report ID --format json` writes it. Subscribe to be told when the request's state changes.",
		URITemplate: reportJSONTmpl, MIMEType: "application/json",
	}, s.readReport)
	s.mcp.AddResourceTemplate(&mcp.ResourceTemplate{
		Name: "skeleton", Title: "A file of the skeleton a request is checked against",
		Description: "index.yaml, a screen file or index.yaml.sig, exactly as the request carries them (pinned by the skeleton hash).",
		URITemplate: skeletonTmpl,
	}, s.readSkeleton)
}

// parseURI splits tribunal://requests/ID/REST.
func parseURI(uri string) (id, rest string, ok bool) {
	tail, ok := strings.CutPrefix(uri, scheme)
	if !ok {
		return "", "", false
	}
	id, rest, ok = strings.Cut(tail, "/")
	if !ok || events.CheckRequestID(id) != nil {
		return "", "", false
	}
	return id, rest, true
}

func (s *Server) readReport(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	uri := req.Params.URI
	id, rest, ok := parseURI(uri)
	format := strings.TrimPrefix(rest, "report.")
	if !ok || (format != "html" && format != "json") {
		return nil, mcp.ResourceNotFoundError(uri)
	}
	c, err := s.client(ctx)
	if err != nil {
		return nil, toolError(err)
	}
	rep, err := report.Build(ctx, c, id, nil)
	if err != nil {
		return nil, toolError(err)
	}
	var buf bytes.Buffer
	if err := report.Write(&buf, format, rep); err != nil {
		return nil, toolError(err)
	}
	mt := "text/html"
	if format == "json" {
		mt = "application/json"
	}
	return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: uri, MIMEType: mt, Text: buf.String()}}}, nil
}

func (s *Server) readSkeleton(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	uri := req.Params.URI
	id, rest, ok := parseURI(uri)
	file, isSkel := strings.CutPrefix(rest, "skeleton/")
	if !ok || !isSkel {
		return nil, mcp.ResourceNotFoundError(uri)
	}
	c, err := s.client(ctx)
	if err != nil {
		return nil, toolError(err)
	}
	rv, err := c.Review(ctx, id)
	if err != nil {
		return nil, toolError(err)
	}
	b, err := events.Decode(events.SchemaRequestOpened, rv.Request)
	if err != nil {
		return nil, toolError(fmt.Errorf("ledger review of %s: %w", id, err))
	}
	text, ok := b.(*events.RequestOpened).Skeleton.Files[file]
	if !ok {
		return nil, mcp.ResourceNotFoundError(uri)
	}
	mt := mime.TypeByExtension(path.Ext(file))
	if strings.HasSuffix(file, ".yaml") {
		mt = "application/yaml"
	}
	if mt == "" {
		mt = "text/plain"
	}
	return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: uri, MIMEType: mt, Text: text}}}, nil
}

// watch tells subscribers when a request's state changes: while any
// client is subscribed to one of its reports, the server asks the
// ledger every pollEvery and sends notifications/resources/updated for
// each subscribed address when the state version moves.
type watch struct {
	mu   sync.Mutex
	uris map[string]int    // subscribed address → subscriptions
	seen map[string]string // request id → last state version
}

func (s *Server) subscribe(_ context.Context, req *mcp.SubscribeRequest) error {
	if _, _, ok := parseURI(req.Params.URI); !ok {
		return mcp.ResourceNotFoundError(req.Params.URI)
	}
	id, _, _ := parseURI(req.Params.URI)
	s.watch.mu.Lock()
	defer s.watch.mu.Unlock()
	s.watch.uris[req.Params.URI]++
	if _, ok := s.watch.seen[id]; !ok {
		// Not seen yet: the first state the ledger reports is news (the
		// request may not exist yet when the client subscribes).
		s.watch.seen[id] = unseen
	}
	return nil
}

// unseen is the state version of a request the watch has not read yet.
const unseen = "-"

func (s *Server) unsubscribe(_ context.Context, req *mcp.UnsubscribeRequest) error {
	s.watch.mu.Lock()
	defer s.watch.mu.Unlock()
	if s.watch.uris[req.Params.URI]--; s.watch.uris[req.Params.URI] <= 0 {
		delete(s.watch.uris, req.Params.URI)
	}
	id, _, _ := parseURI(req.Params.URI)
	for uri := range s.watch.uris {
		if other, _, _ := parseURI(uri); other == id {
			return nil
		}
	}
	delete(s.watch.seen, id)
	return nil
}

// Watch polls the subscribed requests until ctx ends (Serve and
// ServeHTTP run it).
func (s *Server) Watch(ctx context.Context) {
	t := time.NewTicker(pollEvery)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		s.watch.mu.Lock()
		byID := map[string][]string{}
		for uri := range s.watch.uris {
			if id, _, ok := parseURI(uri); ok {
				byID[id] = append(byID[id], uri)
			}
		}
		s.watch.mu.Unlock()
		if len(byID) == 0 {
			continue
		}
		c, err := s.client(ctx)
		if err != nil {
			continue
		}
		for id, uris := range byID {
			st, err := c.Status(ctx, id)
			if err != nil {
				continue
			}
			v := fmt.Sprint(st.Version)
			s.watch.mu.Lock()
			changed := s.watch.seen[id] != v
			s.watch.seen[id] = v
			s.watch.mu.Unlock()
			if !changed {
				continue
			}
			for _, uri := range uris {
				_ = s.mcp.ResourceUpdated(ctx, &mcp.ResourceUpdatedNotificationParams{URI: uri})
			}
		}
	}
}
