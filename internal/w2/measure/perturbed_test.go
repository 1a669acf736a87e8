package measure

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/browser"
)

// perturbRecord is perturbJS's answer on one framework's page, recorded
// in testdata/frameworks/perturbed/<framework>.json with what it
// depends on: the browser's build and the page and style sheets it ran
// on. Chromium's answer is the test's truth, and it takes one restyle of
// the whole page per trial: Bulma's 862 custom properties cost about
// 45 CPU s. A recording of the same build on the same inputs is that
// answer.
type perturbRecord struct {
	BrowserVersion  string    `json:"browser_version"`
	BrowserRevision string    `json:"browser_revision"`
	InputsSHA256    string    `json:"inputs_sha256"`
	Pins            []string  `json:"pins"`
	Result          perturbed `json:"result"`
}

// envPerturb: "live" measures every framework in the browser whatever is
// recorded (make corpus); "record" measures and writes the recordings.
// Unset, a recording is used when its browser build, inputs and pins are
// the running ones, else the page is measured live.
const envPerturb = "FRAMEWORKS_PERTURB"

// perturbation is perturbJS's answer on framework fw's page open in tctx.
func perturbation(t *testing.T, tctx context.Context, b *browser.Browser, fw string, pins []string) (perturbed, error) {
	t.Helper()
	id, err := b.Identity(tctx)
	if err != nil {
		return perturbed{}, err
	}
	inputs, err := frameworkInputs(fw)
	if err != nil {
		return perturbed{}, err
	}
	file := filepath.Join(frameworksDir, "perturbed", fw+".json")
	mode := os.Getenv(envPerturb)
	if mode != "" && mode != "live" && mode != "record" {
		t.Fatalf("%s=%q: want live, record or nothing", envPerturb, mode)
	}
	if mode == "" {
		var rec perturbRecord
		raw, err := os.ReadFile(file)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			t.Logf("%s: no recording of the browser's answer: measured live (%s=record records it)", fw, envPerturb)
		case err != nil:
			return perturbed{}, err
		case json.Unmarshal(raw, &rec) != nil:
			t.Errorf("%s: %s does not decode", fw, file)
		case rec.BrowserVersion == id.Version && rec.BrowserRevision == id.Revision && rec.InputsSHA256 == inputs && slices.Equal(rec.Pins, pins):
			t.Logf("%s: the browser's answer as recorded for %s (%s=live measures it)", fw, id.Version, envPerturb)
			return rec.Result, nil
		default:
			t.Logf("%s: recorded for browser %s and inputs %.12s, running %s and %.12s: measured live (%s=record records it)",
				fw, rec.BrowserVersion, rec.InputsSHA256, id.Version, inputs, envPerturb)
		}
	}
	var pr perturbed
	if err := callJS(tctx, perturbJS, map[string]any{"pins": pins, "props": frameworkProps}, &pr); err != nil {
		return perturbed{}, err
	}
	if mode == "record" {
		raw, err := json.MarshalIndent(perturbRecord{id.Version, id.Revision, inputs, pins, pr}, "", " ")
		if err == nil {
			err = os.MkdirAll(filepath.Dir(file), 0o755)
		}
		if err == nil {
			err = os.WriteFile(file, append(raw, '\n'), 0o644)
		}
		if err != nil {
			return perturbed{}, err
		}
	}
	return pr, nil
}

// frameworkInputs is the SHA-256 of what the browser's answer on fw's
// page depends on besides the browser: the page, and SHA256SUMS, which
// pins every vendored style sheet.
func frameworkInputs(fw string) (string, error) {
	h := sha256.New()
	h.Write([]byte("tribunal.test.frameworks.inputs.v1\n"))
	for _, f := range []string{filepath.Join("pages", fw+".html"), "SHA256SUMS"} {
		raw, err := os.ReadFile(filepath.Join(frameworksDir, f))
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "%s %d\n", f, len(raw))
		h.Write(raw)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
