package skeleton

import (
	"encoding/json"
	"strings"
	"testing"
)

// FuzzParseSigFile: reading index.yaml.sig never panics, refuses with one
// line, and what it accepts is canonical: the fields written back as JSON
// read the same.
func FuzzParseSigFile(f *testing.F) {
	for _, s := range []string{
		`{"schema":"design-skeleton.v1/signature","key_id":"0123456789abcdef","sig":"AAAA"}`,
		`{"schema":"design-skeleton.v1/signature","key_id":"x","sig":"y","key_id":"z"}`,
		`{"Schema":1}`, `{}`, `[]`, ``, `{"schema":null}{}`, `{"schema":"\ud800"}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		sf, msg := parseSigFile(data)
		if msg != "" {
			if strings.ContainsAny(msg, "\r\n") {
				t.Fatalf("message spans lines: %q", msg)
			}
			return
		}
		again, err := json.Marshal(sf)
		if err != nil {
			t.Fatal(err)
		}
		if sf2, msg := parseSigFile(again); msg != "" || sf2 != sf {
			t.Fatalf("%s read as %+v; written back %s reads as %+v (%s)", data, sf, again, sf2, msg)
		}
	})
}
