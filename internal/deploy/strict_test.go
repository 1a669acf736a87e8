package deploy

import (
	"errors"
	"strings"
	"testing"
)

// TestParseStrict: tribunal.json is read as strictly as event bodies, so
// no two tools can read two different deployments out of one file.
func TestParseStrict(t *testing.T) {
	d, err := Create(t.TempDir()+"/d", Options{})
	if err != nil {
		t.Fatal(err)
	}
	good := `{"schema":"tribunal-deployment.v1","nats_url":"` + d.NATSURL + `","origin":"` + d.Origin +
		`","db":"data/ledger.db","jetstream_dir":"data/jetstream","trust":"trust.json","nats_config":"nats-server.conf","nkeys":{`
	var nk []string
	for r, k := range d.Nkeys {
		nk = append(nk, `"`+string(r)+`":"`+k+`"`)
	}
	good += strings.Join(nk, ",") + "}}"
	if _, err := parse([]byte(good), d.Dir, "tribunal.json"); err != nil {
		t.Fatalf("good config: %v", err)
	}
	for name, data := range map[string]string{
		"duplicate key":   strings.Replace(good, `"db":"data/ledger.db"`, `"db":"data/ledger.db","db":"/tmp/other.db"`, 1),
		"case-folded key": strings.Replace(good, `"db":`, `"DB":`, 1),
		"unknown key":     strings.Replace(good, `"db":`, `"extra":1,"db":`, 1),
		"trailing data":   good + "{}",
	} {
		_, err := parse([]byte(data), d.Dir, "tribunal.json")
		if !errors.Is(err, ErrBadDeployment) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: got %v, want a one-line ErrBadDeployment", name, err)
		}
	}
}
