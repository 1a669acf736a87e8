//go:build blindcorpus || blind2corpus || blind3corpus || blind4corpus || blind5corpus || blind6corpus || blind7corpus

package realpages_test

import (
	"os"
	"testing"
)

// blindCorpusWitnesses judges a blind corpus (root) with corpusWitnesses:
// every page unless env names some, since a blind corpus has no suite
// pages for make test. Each blind corpus's test is built only with its
// own tag, so that nobody runs a witness change against it by accident.
func blindCorpusWitnesses(t *testing.T, root, env string) {
	if os.Getenv(env) == "" {
		t.Setenv(env, "all")
	}
	corpusWitnesses(t, root, env, nil)
}
