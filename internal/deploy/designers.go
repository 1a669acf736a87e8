package deploy

import (
	"os"
	"path/filepath"

	"github.com/tribunal-dev/tribunal/internal/atomicfile"
	"github.com/tribunal-dev/tribunal/internal/keys"
)

// createDesigners writes one designer key per name under tmp/designers and
// returns trust with their public keys as its designers. The keys are the
// designers' to take away: a deployment keeps them only until they are
// handed over (docs/OPERATIONS.md), since the deployment's own roles must
// not be able to sign a skeleton.
func createDesigners(tmp string, trust *keys.Trust, names []string) (*keys.Trust, error) {
	dir := filepath.Join(tmp, DesignersDir)
	if err := os.Mkdir(dir, 0o700); err != nil {
		return nil, err
	}
	var ds []keys.Designer
	for _, name := range names {
		k, err := keys.GenerateDesignerKey(name)
		if err != nil {
			return nil, err
		}
		if err := keys.WriteDesignerKey(filepath.Join(dir, name+".key"), k); err != nil {
			return nil, err
		}
		ds = append(ds, k.Public())
	}
	if err := atomicfile.SyncDir(dir); err != nil {
		return nil, err
	}
	return trust.WithDesigners(ds)
}
