package ledger

import (
	"sync"
	"time"
)

// pageCache keeps the replies the ledger is sending in pages, so that
// each later page is cut from the bytes of the first instead of the
// whole answer being computed and encoded again per page (a 64 MiB reply
// would otherwise cost 64 encodings of 64 MiB). An entry is keyed by the
// query's subject — the asking role and the query — and the reply's
// SHA-256, which the asker names for every page after the first, so that
// a role is only ever handed a reply to its own query. Entries live a
// minute, and the cache holds at most pageCacheBytes; a page whose reply
// is gone is answered by computing the reply again, as without the cache.
type pageCache struct {
	mu      sync.Mutex
	entries map[string]*pageEntry
	bytes   int
}

type pageEntry struct {
	data []byte
	at   time.Time
}

const (
	pageCacheBytes = 128 << 20
	pageCacheTTL   = time.Minute
)

func (c *pageCache) get(subject, sum string) []byte {
	c.mu.Lock()
	defer c.mu.Unlock()
	e := c.entries[subject+" "+sum]
	if e == nil || time.Since(e.at) > pageCacheTTL {
		return nil
	}
	return e.data
}

func (c *pageCache) put(subject, sum string, data []byte) {
	if len(data) > pageCacheBytes {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.entries == nil {
		c.entries = map[string]*pageEntry{}
	}
	key := subject + " " + sum
	if e := c.entries[key]; e != nil {
		e.at = time.Now()
		return
	}
	// Expired entries go first, then the oldest, until the new one fits.
	for c.bytes+len(data) > pageCacheBytes {
		var oldest string
		for k, e := range c.entries {
			if oldest == "" || e.at.Before(c.entries[oldest].at) {
				oldest = k
			}
		}
		c.bytes -= len(c.entries[oldest].data)
		delete(c.entries, oldest)
	}
	for k, e := range c.entries {
		if time.Since(e.at) > pageCacheTTL {
			c.bytes -= len(e.data)
			delete(c.entries, k)
		}
	}
	c.entries[key] = &pageEntry{data: data, at: time.Now()}
	c.bytes += len(data)
}
