package main

import (
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/rolecli"
)

// status and blob get are the judge's show and blob get, as the requester.
var (
	cmdStatus = rolecli.ReviewCommand("tribunal", "status", events.RoleRequester, rolecli.StatusViews)
	cmdBlob   = rolecli.BlobCommand("tribunal", events.RoleRequester)
)
