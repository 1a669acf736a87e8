//go:build blind3corpus

package realpages_test

import (
	"testing"

	"github.com/tribunal-dev/tribunal/internal/realpages"
)

// TestBlind3CorpusWitnesses judges the third blind corpus
// (testdata/realpages-blind3) as TestBlindCorpusWitnesses judges the
// first. It has its own tag (blind3corpus, make corpus) so that a run of
// an older blind corpus, which is a tuning corpus now, does not build it:
// REALPAGES_BLIND3, REALPAGES_BLIND3_LOG and REALPAGES_BLIND3_UPDATE.
func TestBlind3CorpusWitnesses(t *testing.T) {
	blindCorpusWitnesses(t, realpages.Blind3Root, "REALPAGES_BLIND3")
}
