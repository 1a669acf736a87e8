// Command mcp-server is Tribunal's test MCP server (docs/MCP-APPS.md §8),
// built on the official Go SDK as any server might be: the forecast app of
// testdata/mcp-app behind a real MCP server, in one good and several
// broken variants. Tests build it with `go build ./testdata/mcp-server`
// into a product root next to a dist/ directory holding the app's bundles
// (internal/mcpapp/mcpserver/mcpservertest does both).
//
//	forecast-server [--variant NAME] [--dist DIR] [--http ADDR]
//
// It speaks MCP over stdin/stdout, or with --http over streamable HTTP at
// http://ADDR/mcp (the first line on stdout is that URL). Its tools:
//
//	get_forecast       the model's tool; _meta.ui.resourceUri ui://forecast/card
//	refresh_forecast   for the app only (_meta.ui.visibility ["app"]), no UI
//	get_time           a tool without a UI resource
//	sandbox_report     the process as it sees itself (working directory,
//	                   environment, limits, process group): for the sandbox tests
//	spawn_child        starts a child process and answers its pid
//
// The variants are listed in variants (variants.go).
package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// processID names this process among every other: random, since a
// jailed server's pid is the same in every jail.
var processID = func() string {
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}()

const (
	resourceURI = "ui://forecast/card"
	appMIME     = "text/html;profile=mcp-app"
)

func main() {
	variantName := flag.String("variant", "good", "the variant to be (see variants.go)")
	dist := flag.String("dist", "dist", "`directory` of the app's bundles, relative to the working directory")
	httpAddr := flag.String("http", "", "serve streamable HTTP on `addr` (host:port; port 0 picks one) instead of stdio")
	sleep := flag.Bool("sleep", false, "sleep for ten minutes (the child spawn_child starts)")
	startDelay := flag.Duration("start-delay", 0, "wait this long before serving (a slow start-up, as a cold node server's)")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("forecast-server: ")
	if *sleep {
		time.Sleep(10 * time.Minute)
		return
	}
	time.Sleep(*startDelay)
	v, ok := variants[*variantName]
	if !ok {
		log.Fatalf("unknown variant %q", *variantName)
	}
	switch *variantName {
	case "crash":
		log.Print("simulated crash before initialize")
		os.Exit(3)
	case "hang":
		// Reads its requests and never answers.
		_, _ = ioCopyDiscard()
		return
	case "garbage":
		fmt.Println("this is not JSON-RPC")
		_, _ = ioCopyDiscard()
		return
	}
	html, err := os.ReadFile(filepath.Join(*dist, v.bundle+".html"))
	if err != nil {
		log.Fatal(err)
	}
	s := newServer(v, string(html))
	if *httpAddr == "" {
		if err := s.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
			log.Fatal(err)
		}
		return
	}
	ln, err := net.Listen("tcp", *httpAddr)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("http://%s/mcp\n", ln.Addr())
	mux := http.NewServeMux()
	mux.Handle("/mcp", mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil))
	log.Fatal(http.Serve(ln, mux))
}

func ioCopyDiscard() (int64, error) {
	buf := make([]byte, 4096)
	var n int64
	for {
		k, err := os.Stdin.Read(buf)
		n += int64(k)
		if err != nil {
			return n, err
		}
	}
}

type forecast struct {
	City        string `json:"city"`
	Temperature int    `json:"temperature"`
	Summary     string `json:"summary"`
}

func newServer(v variant, html string) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "tribunal-forecast-server", Version: "1.0.0"}, nil)
	object := map[string]any{"type": "object", "properties": map[string]any{"city": map[string]any{"type": "string"}}}
	empty := map[string]any{"type": "object"}
	city := func(req *mcp.CallToolRequest) string {
		var in struct {
			City string `json:"city"`
		}
		_ = json.Unmarshal(req.Params.Arguments, &in)
		if in.City == "" {
			return "Oslo"
		}
		return in.City
	}
	answer := func(f forecast, structured bool, text bool) *mcp.CallToolResult {
		r := &mcp.CallToolResult{Content: []mcp.Content{}}
		if text {
			r.Content = append(r.Content, &mcp.TextContent{Text: fmt.Sprintf("%s: %d°C, %s", f.City, f.Temperature, f.Summary)})
		}
		if structured {
			r.StructuredContent = f
		}
		return r
	}

	s.AddTool(&mcp.Tool{
		Name: "get_forecast", Description: "The weather forecast for a city, as a card.", InputSchema: object,
		Meta: mcp.Meta{"ui": map[string]any{"resourceUri": resourceURI}},
	}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		summary := "light rain"
		if v.nondeterministic {
			summary = fmt.Sprintf("light rain (server process %s)", processID)
		}
		r := answer(forecast{city(req), 4, summary}, !v.noStructured, !v.noText)
		if v.renamedKey {
			r.StructuredContent = map[string]any{"city": city(req), "temp": 4, "summary": summary}
		}
		return r, nil
	})
	s.AddTool(&mcp.Tool{
		Name: "refresh_forecast", Description: "Refreshes the card's forecast.", InputSchema: object,
		Meta: mcp.Meta{"ui": map[string]any{"visibility": v.refreshVisibility()}},
	}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if v.crashOnRefresh {
			log.Print("simulated crash on refresh_forecast")
			os.Exit(4)
		}
		return answer(forecast{city(req), 6, "clearing"}, true, true), nil
	})
	s.AddTool(&mcp.Tool{Name: "get_time", Description: "The time; no UI.", InputSchema: empty},
		func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "2026-01-26T12:00:00Z"}}}, nil
		})
	s.AddTool(&mcp.Tool{Name: "sandbox_report", Description: "How the process sees itself.", InputSchema: empty,
		Meta: mcp.Meta{"ui": map[string]any{"visibility": []string{"model"}}}},
		func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: sandboxReport()}}}, nil
		})
	s.AddTool(&mcp.Tool{Name: "spawn_child", Description: "Starts a child that sleeps; answers its pid.", InputSchema: empty,
		Meta: mcp.Meta{"ui": map[string]any{"visibility": []string{"model"}}}},
		func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			self, err := os.Executable()
			if err != nil {
				return nil, err
			}
			c := exec.Command(self, "--sleep")
			if err := c.Start(); err != nil {
				return nil, err
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(c.Process.Pid)}}}, nil
		})

	s.AddResource(&mcp.Resource{URI: resourceURI, Name: "forecast card", MIMEType: v.mime()},
		func(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
			return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{
				URI: resourceURI, MIMEType: v.mime(), Text: html,
				Meta: mcp.Meta{"ui": map[string]any{"csp": map[string]any{"connectDomains": []string{"https://api.forecast.example"}}}},
			}}}, nil
		})
	return s
}

// sandboxReport is what the sandbox tests assert on: the working
// directory, the environment, the resource limits, whether the process
// leads its own process group, and what it sees of the file system: the
// entries of /, /dev and /etc, the processes in /proc, whether /sys is
// there.
func sandboxReport() string {
	names := func(dir string) []string {
		ents, err := os.ReadDir(dir)
		if err != nil {
			return nil
		}
		out := []string{}
		for _, e := range ents {
			out = append(out, e.Name())
		}
		return out
	}
	var procs []string
	for _, n := range names("/proc") {
		if strings.Trim(n, "0123456789") == "" {
			procs = append(procs, n)
		}
	}
	_, sysErr := os.Stat("/sys")
	wd, _ := os.Getwd()
	limits, _ := os.ReadFile("/proc/self/limits")
	pgid, _ := syscall.Getpgid(0)
	home := os.Getenv("HOME")
	homeMode := ""
	if st, err := os.Stat(home); err == nil {
		homeMode = st.Mode().Perm().String()
	}
	b, _ := json.Marshal(map[string]any{
		"cwd": wd, "env": os.Environ(), "limits": strings.Split(strings.TrimSpace(string(limits)), "\n"),
		"pid": os.Getpid(), "pgid": pgid, "home_mode": homeMode,
		"root_entries": names("/"), "dev_entries": names("/dev"), "etc_entries": names("/etc"),
		"procs": procs, "sys": sysErr == nil,
	})
	return string(b)
}
