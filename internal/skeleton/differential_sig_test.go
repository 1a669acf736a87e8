package skeleton

// Differential fuzz target: index.yaml.sig read with strictjson against
// the old hand-written reader (legacy_sig_test.go): the same accept or
// reject, the same fields when both accept.

import "testing"

func FuzzDifferentialSigFile(f *testing.F) {
	for _, s := range []string{
		`{"schema":"design-skeleton.v1/signature","key_id":"0123456789abcdef","sig":"AAAA"}`,
		`{"schema":"design-skeleton.v1/signature","key_id":"x","sig":"y","key_id":"z"}`,
		`{"Schema":1}`, `{}`, `[]`, ``, `{"schema":null}{}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		oldF, oldMsg := legacyParseSigFile(data)
		newF, newMsg := parseSigFile(data)
		if (oldMsg == "") != (newMsg == "") {
			t.Fatalf("old %q; new %q", oldMsg, newMsg)
		}
		if oldMsg == "" && oldF != newF {
			t.Fatalf("read differently: old %+v, new %+v", oldF, newF)
		}
	})
}
