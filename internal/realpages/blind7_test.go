//go:build blind7corpus

package realpages_test

import (
	"testing"

	"github.com/tribunal-dev/tribunal/internal/realpages"
)

// TestBlind7CorpusWitnesses judges the seventh blind corpus
// (testdata/realpages-blind7) as TestBlindCorpusWitnesses judges the
// first. It has its own tag (blind7corpus, make corpus) so that a run of
// an older blind corpus, which is a tuning corpus now, does not build it:
// REALPAGES_BLIND7, REALPAGES_BLIND7_LOG and REALPAGES_BLIND7_UPDATE.
func TestBlind7CorpusWitnesses(t *testing.T) {
	blindCorpusWitnesses(t, realpages.Blind7Root, "REALPAGES_BLIND7")
}
