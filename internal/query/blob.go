package query

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
)

// ErrBlob is wrapped when a fetched blob does not match its hash or size.
var ErrBlob = errors.New("query: blob does not match its address")

// maxBlobSize bounds what Blob will reassemble.
const maxBlobSize = 256 << 20

// Blob fetches every chunk of the blob with SHA-256 sum, reassembles it and
// checks the bytes against the hash and the stated size, so a caller never
// sees bytes the address does not name.
func (c *Client) Blob(ctx context.Context, sum string) (data []byte, mediaType string, err error) {
	var first BlobReply
	if err := c.Do(ctx, Blob, BlobRequest{SHA256: sum}, &first); err != nil {
		return nil, "", err
	}
	if first.Chunks < 1 || first.Size < 0 || first.Size > maxBlobSize {
		return nil, "", fmt.Errorf("%w: %d chunks, %d bytes", ErrBlob, first.Chunks, first.Size)
	}
	out := make([]byte, 0, first.Size)
	for i := 0; i < first.Chunks; i++ {
		r := first
		if i > 0 {
			if err := c.Do(ctx, Blob, BlobRequest{SHA256: sum, Chunk: i}, &r); err != nil {
				return nil, "", err
			}
		}
		if r.Chunk != i || r.Chunks != first.Chunks || r.SHA256 != sum {
			return nil, "", fmt.Errorf("%w: chunk %d answered as %d/%d of %s", ErrBlob, i, r.Chunk, r.Chunks, r.SHA256)
		}
		b, err := base64.StdEncoding.DecodeString(r.Data)
		if err != nil {
			return nil, "", fmt.Errorf("%w: chunk %d: %v", ErrBlob, i, err)
		}
		if int64(len(out)+len(b)) > first.Size {
			return nil, "", fmt.Errorf("%w: more than the stated %d bytes", ErrBlob, first.Size)
		}
		out = append(out, b...)
	}
	h := sha256.Sum256(out)
	if int64(len(out)) != first.Size || hex.EncodeToString(h[:]) != sum {
		return nil, "", fmt.Errorf("%w: got %d bytes hashing to %x", ErrBlob, len(out), h)
	}
	return out, first.MediaType, nil
}
