package main

// variant is one way to be: the good server, or one broken copy of it.
// Each broken one breaks exactly one criterion of docs/MCP-APPS.md §4, or
// (hang, crash, garbage, crash-on-refresh) the server itself, which a
// witness reports AUDIT_UNAVAILABLE.
type variant struct {
	// bundle is the app served as ui://forecast/card (dist/<bundle>.html).
	bundle         string
	wrongMIME      bool // declares text/html, not the MCP App type: bundle
	noStructured   bool // get_forecast without structuredContent: hydration
	noText         bool // get_forecast without text content: text
	refreshHidden  bool // refresh_forecast for the model only: tools_call
	crashOnRefresh bool // exits when the app calls refresh_forecast
	// nondeterministic: get_forecast's answer names the process (a random
	// id of it), so two servers (W1's and W2's) answer differently: the
	// fold's deviation.
	nondeterministic bool
	// renamedKey: get_forecast's structuredContent names the temperature
	// "temp": a result of another shape, which the fold flags in live
	// mode when the other witness's session got "temperature".
	renamedKey bool
}

var variants = map[string]variant{
	"good":                  {bundle: "good"},
	"never-initializes":     {bundle: "never-initializes"},         // mount
	"no-structured-content": {bundle: "good", noStructured: true},  // hydration
	"refresh-hidden":        {bundle: "good", refreshHidden: true}, // tools_call
	"forgets-state":         {bundle: "forgets-state"},             // resize_state
	"undeclared-fetch":      {bundle: "undeclared-fetch"},          // csp
	"no-text-content":       {bundle: "good", noText: true},        // text
	"wrong-mime":            {bundle: "good", wrongMIME: true},     // bundle
	"relative-script":       {bundle: "relative-script"},           // bundle
	// The server itself fails: AUDIT_UNAVAILABLE.
	"hang":             {bundle: "good"},
	"crash":            {bundle: "good"},
	"garbage":          {bundle: "good"},
	"crash-on-refresh": {bundle: "good", crashOnRefresh: true},
	// Every witness passes; the two disagree.
	"nondeterministic": {bundle: "good", nondeterministic: true},
	// The good one with a result of another shape (live mode's check).
	"renamed-key": {bundle: "good", renamedKey: true},
}

func (v variant) mime() string {
	if v.wrongMIME {
		return "text/html"
	}
	return appMIME
}

func (v variant) refreshVisibility() []string {
	if v.refreshHidden {
		return []string{"model"}
	}
	return []string{"app"}
}
