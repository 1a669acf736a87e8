package main

import (
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/rolecli"
)

// cmdBlob: judge blob get HASH [--out FILE].
var cmdBlob = rolecli.BlobCommand("judge", events.RoleJudge)
