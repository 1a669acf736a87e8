//go:build blindcorpus

package realpages_test

import (
	"testing"

	"github.com/tribunal-dev/tribunal/internal/realpages"
)

// TestBlindCorpusWitnesses is the same judgement on the blind corpus
// (testdata/realpages-blind), chosen before the witness changes it is to
// check. It is built only with the blindcorpus tag (make corpus), so that
// make test does not hold it and a witness change is not tried against it
// by accident: whoever tunes to it makes it no longer held out. It judges
// every page unless REALPAGES_BLIND names some; REALPAGES_BLIND_LOG and
// REALPAGES_BLIND_UPDATE work as for the widened corpus.
func TestBlindCorpusWitnesses(t *testing.T) {
	blindCorpusWitnesses(t, realpages.BlindRoot, "REALPAGES_BLIND")
}
