//go:build blind2corpus

package realpages_test

import (
	"testing"

	"github.com/tribunal-dev/tribunal/internal/realpages"
)

// TestBlind2CorpusWitnesses judges the second blind corpus
// (testdata/realpages-blind2) as TestBlindCorpusWitnesses judges the
// first. It has its own tag (blind2corpus, make corpus) so that a run of
// the first blind corpus, which is a tuning corpus now, does not build it:
// REALPAGES_BLIND2, REALPAGES_BLIND2_LOG and REALPAGES_BLIND2_UPDATE.
func TestBlind2CorpusWitnesses(t *testing.T) {
	blindCorpusWitnesses(t, realpages.Blind2Root, "REALPAGES_BLIND2")
}
