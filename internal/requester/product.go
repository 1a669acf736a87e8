package requester

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// The product and inventory hashes a requester puts in an attempt's tuple.
// Witnesses echo them; the ledger compares them string for string. They
// are defined here (and in docs/ARCHITECTURE.md) so that any requester
// can compute the same values:
//
//	manifest(entries) = "tribunal/product/v1\n" +
//	                    for each (path, bytes) sorted by path:
//	                    hex(H(bytes)) + "  " + path + "\n"
//	product_hash      = hex(H(manifest))
//
// For a file:// product the entries are every regular file below the
// root, with its slash-separated path relative to the root ("/index.html").
// For an http(s):// product they are the pages the skeleton names (each
// screen's path), fetched with GET; a status >= 400 is an error. For a
// DOM payload there is one entry, path "/", the payload's bytes; for an
// MCP App one entry, path = the resource URI, the HTML's bytes (MCPAppProductHash).
// An MCP App checked against its real server is the server's product: a
// stdio server's directory (file://), or for a streamable-HTTP server the
// one entry of the resource it declares (MCPServerProductHash).
//
//	inventory_hash    = hex(H("tribunal/inventory/v1\n" +
//	                    for each page path the skeleton references (screen
//	                    paths and route: targets), sorted, unique: path + "\n"))
//
// The inventory names what the skeleton expects to find in the product; the
// product hash pins what was there.

const (
	productDomain   = "tribunal/product/v1\n"
	inventoryDomain = "tribunal/inventory/v1\n"
)

type manifestEntry struct {
	path string
	sum  [32]byte
}

func manifestHash(entries []manifestEntry) string {
	slices.SortFunc(entries, func(a, b manifestEntry) int { return strings.Compare(a.path, b.path) })
	h := sha256.New()
	io.WriteString(h, productDomain)
	for _, e := range entries {
		fmt.Fprintf(h, "%x  %s\n", e.sum, e.path)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// ProductHash hashes the product at root (file://, http://, https://) for
// the skeleton sk.
func ProductHash(ctx context.Context, root string, sk *skeleton.Skeleton) (string, error) {
	u, err := url.Parse(root)
	if err != nil {
		return "", fmt.Errorf("product URL %q: %w", root, err)
	}
	switch u.Scheme {
	case "file":
		return fileProductHash(u.Path)
	case "http", "https":
		return httpProductHash(ctx, root, sk)
	}
	return "", fmt.Errorf("product URL %q: scheme must be file, http or https", root)
}

func fileProductHash(dir string) (string, error) {
	var entries []manifestEntry
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.Type().IsRegular() {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		entries = append(entries, manifestEntry{"/" + filepath.ToSlash(rel), sha256.Sum256(data)})
		return nil
	})
	if err != nil {
		return "", fmt.Errorf("hashing the product: %w", err)
	}
	if len(entries) == 0 {
		return "", fmt.Errorf("hashing the product: %s holds no files", dir)
	}
	return manifestHash(entries), nil
}

func httpProductHash(ctx context.Context, root string, sk *skeleton.Skeleton) (string, error) {
	client := &http.Client{Timeout: 30 * time.Second}
	var entries []manifestEntry
	seen := map[string]bool{}
	for _, s := range sk.Screens {
		if seen[s.Path] {
			continue
		}
		seen[s.Path] = true
		page, err := skeleton.JoinURL(root, s.Path)
		if err != nil {
			return "", err
		}
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, page, nil)
		if err != nil {
			return "", err
		}
		resp, err := client.Do(req)
		if err != nil {
			return "", fmt.Errorf("hashing the product: %w", err)
		}
		data, err := io.ReadAll(io.LimitReader(resp.Body, 64<<20))
		resp.Body.Close()
		if err != nil {
			return "", fmt.Errorf("hashing the product: %s: %w", page, err)
		}
		if resp.StatusCode >= 400 {
			return "", fmt.Errorf("hashing the product: GET %s: %s", page, resp.Status)
		}
		entries = append(entries, manifestEntry{s.Path, sha256.Sum256(data)})
	}
	return manifestHash(entries), nil
}

// PayloadProductHash is the product hash of an inline DOM payload: one
// entry, path "/", the payload's bytes.
func PayloadProductHash(payload string) string {
	return manifestHash([]manifestEntry{{"/", sha256.Sum256([]byte(payload))}})
}

// InventoryHash hashes the page paths the skeleton references.
func InventoryHash(sk *skeleton.Skeleton) string {
	var paths []string
	for _, s := range sk.Screens {
		paths = append(paths, s.Path)
		for _, el := range s.Elements {
			for _, in := range el.Interactions {
				if in.Binding == nil || in.Binding.Kind != skeleton.BindRoute {
					continue
				}
				if p, err := in.Binding.Page(s.Path); err == nil {
					paths = append(paths, p)
				}
			}
		}
	}
	slices.Sort(paths)
	paths = slices.Compact(paths)
	h := sha256.New()
	io.WriteString(h, inventoryDomain)
	for _, p := range paths {
		io.WriteString(h, p+"\n")
	}
	return hex.EncodeToString(h.Sum(nil))
}

// MCPAppProductHash is the product hash of an MCP App request: the
// manifest of one entry, the resource URI and its HTML — the bytes the
// host serves. The rest of mcp_app (the scripted tool table, the CSP) is
// the request's, pinned by the request event itself.
func MCPAppProductHash(app *events.MCPApp) string {
	return manifestHash([]manifestEntry{{app.URI, sha256.Sum256([]byte(app.HTML))}})
}
