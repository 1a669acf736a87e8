package main

import (
	"crypto/ed25519"
	"crypto/sha256"
	"encoding/base64"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"time"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/hashchain"
	"github.com/tribunal-dev/tribunal/internal/keys"
)

// cmdSigfloor is the floor of `ledgerd verify --trust` on one core: the
// SHA-256 of the chain file and one ed25519.Verify per entry, of the
// exact message each event's signature covers. Everything is read and
// decoded first; only the hashing and the verifications are timed, with
// GOMAXPROCS 1. It prints the time in ms.
func cmdSigfloor(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("sigfloor", flag.ContinueOnError)
	db := fs.String("db", "", "chain database")
	trustPath := fs.String("trust", "", "trust file")
	if err := fs.Parse(args); err != nil {
		return err
	}
	trust, err := keys.LoadTrust(*trustPath)
	if err != nil {
		return err
	}
	file, err := os.ReadFile(*db)
	if err != nil {
		return err
	}
	c, err := hashchain.OpenReadOnly(*db)
	if err != nil {
		return err
	}
	type sig struct {
		pub      ed25519.PublicKey
		msg, sig []byte
	}
	var sigs []sig
	err = c.Scan(0, func(e chainformat.Entry) error {
		_, pub, ok := trust.Lookup(e.Event.KeyID)
		if !ok {
			return fmt.Errorf("entry %d: unknown key %s", e.Index, e.Event.KeyID)
		}
		s, err := base64.StdEncoding.DecodeString(e.Event.Sig)
		if err != nil {
			return err
		}
		sigs = append(sigs, sig{pub, events.SigningMessage(e.Event.Subject, e.Event.Body), s})
		return nil
	})
	if cerr := c.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	runtime.GOMAXPROCS(1)
	start := time.Now()
	sum := sha256.Sum256(file)
	for i, s := range sigs {
		if !ed25519.Verify(s.pub, s.msg, s.sig) {
			return fmt.Errorf("entry %d: bad signature", i)
		}
	}
	elapsed := time.Since(start)
	fmt.Fprintf(os.Stderr, "sha256 %x…, %d signatures\n", sum[:4], len(sigs))
	_, err = fmt.Fprintln(stdout, elapsed.Milliseconds())
	return err
}
