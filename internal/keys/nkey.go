package keys

import (
	"bytes"
	"fmt"

	"github.com/nats-io/nkeys"
)

// CreateNkey makes a new NATS user nkey, writes its seed and a newline to
// path (mode 0600, never replacing a file) and returns the public key
// (U...), which goes into the NATS server's authorization block.
func CreateNkey(path string) (pub string, err error) {
	kp, err := nkeys.CreateUser()
	if err != nil {
		return "", fmt.Errorf("keys: generating nkey: %w", err)
	}
	defer kp.Wipe()
	seed, err := kp.Seed()
	if err != nil {
		return "", fmt.Errorf("keys: generating nkey: %w", err)
	}
	data := append(seed, '\n')
	defer clear(data)
	if pub, err = kp.PublicKey(); err != nil {
		return "", fmt.Errorf("keys: generating nkey: %w", err)
	}
	if err := writeNewFile(path, data, SecretFileMode); err != nil {
		return "", fmt.Errorf("keys: writing nkey seed: %w", err)
	}
	return pub, nil
}

// LoadNkeySeed reads an nkey seed file the way nats.NkeyOptionFromSeed does
// and checks that it holds a user seed.
func LoadNkeySeed(path string) (nkeys.KeyPair, error) {
	data, err := readSmallFile(path, maxKeyFileSize, ErrBadKeyFile)
	if err != nil {
		return nil, err
	}
	defer clear(data)
	return ParseNkeySeed(data, path)
}

// ParseNkeySeed parses the contents of an nkey seed file.
func ParseNkeySeed(data []byte, name string) (nkeys.KeyPair, error) {
	kp, err := nkeys.ParseDecoratedUserNKey(bytes.Clone(data))
	if err != nil {
		return nil, fmt.Errorf("%s: %w: not a NATS user nkey seed", name, ErrBadKeyFile)
	}
	return kp, nil
}
