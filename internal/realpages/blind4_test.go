//go:build blind4corpus

package realpages_test

import (
	"testing"

	"github.com/tribunal-dev/tribunal/internal/realpages"
)

// TestBlind4CorpusWitnesses judges the fourth blind corpus
// (testdata/realpages-blind4) as TestBlindCorpusWitnesses judges the
// first. It has its own tag (blind4corpus, make corpus) so that a run of
// an older blind corpus, which is a tuning corpus now, does not build it:
// REALPAGES_BLIND4, REALPAGES_BLIND4_LOG and REALPAGES_BLIND4_UPDATE.
func TestBlind4CorpusWitnesses(t *testing.T) {
	blindCorpusWitnesses(t, realpages.Blind4Root, "REALPAGES_BLIND4")
}
