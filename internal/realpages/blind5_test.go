//go:build blind5corpus

package realpages_test

import (
	"testing"

	"github.com/tribunal-dev/tribunal/internal/realpages"
)

// TestBlind5CorpusWitnesses judges the fifth blind corpus
// (testdata/realpages-blind5) as TestBlindCorpusWitnesses judges the
// first. It has its own tag (blind5corpus, make corpus) so that a run of
// an older blind corpus, which is a tuning corpus now, does not build it:
// REALPAGES_BLIND5, REALPAGES_BLIND5_LOG and REALPAGES_BLIND5_UPDATE.
func TestBlind5CorpusWitnesses(t *testing.T) {
	blindCorpusWitnesses(t, realpages.Blind5Root, "REALPAGES_BLIND5")
}
