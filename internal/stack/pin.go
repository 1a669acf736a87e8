//go:build tools

// Package stack pins the fixed stack of DEVELOPERS.md in go.mod and go.sum
// before every module is imported by product code, so that each issue
// builds on the same reviewed versions. The build tag keeps it out of every
// binary.
package stack

import (
	_ "github.com/cespare/xxhash/v2"
	_ "github.com/chromedp/chromedp"
	_ "github.com/nats-io/nats-server/v2/server"
	_ "github.com/nats-io/nats.go"
	_ "github.com/transparency-dev/merkle"
	_ "go.etcd.io/bbolt"
	_ "golang.org/x/mod/sumdb/note"
	_ "gopkg.in/yaml.v3"
)
