package main

import (
	"io"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/rolecli"
)

// status and blob get are the judge's show and blob get, as the requester.
var (
	cmdStatus = rolecli.ReviewCommand("tribunal", "status", events.RoleRequester, func(out io.Writer, rv *govern.Review, asJSON bool) error {
		return rolecli.PrintW3(out, rv.W3, asJSON)
	})
	cmdBlob = rolecli.BlobCommand("tribunal", events.RoleRequester)
)
