//go:build blind6corpus

package realpages_test

import (
	"testing"

	"github.com/tribunal-dev/tribunal/internal/realpages"
)

// TestBlind6CorpusWitnesses judges the sixth blind corpus
// (testdata/realpages-blind6) as TestBlindCorpusWitnesses judges the
// first. It has its own tag (blind6corpus, make corpus) so that a run of
// an older blind corpus, which is a tuning corpus now, does not build it:
// REALPAGES_BLIND6, REALPAGES_BLIND6_LOG and REALPAGES_BLIND6_UPDATE.
func TestBlind6CorpusWitnesses(t *testing.T) {
	blindCorpusWitnesses(t, realpages.Blind6Root, "REALPAGES_BLIND6")
}
