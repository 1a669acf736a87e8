package main

import (
	"slices"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
)

func TestPickFrames(t *testing.T) {
	f := func(screen, bp, surface string, def bool) govern.RebaselineFrame {
		return govern.RebaselineFrame{AcceptedFrame: events.AcceptedFrame{Screen: screen, Breakpoint: bp, Surface: surface, SHA256: strings.Repeat("a", 64)}, Default: def}
	}
	rb := &govern.Rebaseline{Possible: true, AttemptID: "a1", Frames: []govern.RebaselineFrame{
		f("home", "mobile", "web", false), f("home", "mobile", "android", true), f("about", "desktop", "web", true)}}
	sel := func(s ...string) onlyFlag {
		var o onlyFlag
		for _, x := range s {
			if err := o.Set(x); err != nil {
				t.Fatal(err)
			}
		}
		return o
	}
	places := func(fs []events.AcceptedFrame) []string {
		var out []string
		for _, x := range fs {
			out = append(out, x.Place())
		}
		return out
	}
	for _, c := range []struct {
		only onlyFlag
		want []string
		err  string
	}{
		{nil, []string{"home@mobile/android", "about@desktop/web"}, ""},
		{sel("home@mobile"), []string{"home@mobile/web", "home@mobile/android"}, ""},
		{sel("home@mobile/web", "home@mobile"), []string{"home@mobile/web", "home@mobile/android"}, ""},
		{sel("about@desktop/web"), []string{"about@desktop/web"}, ""},
		{sel("home@desktop"), nil, "--only home@desktop names no frame of attempt a1 that shows a baseline_diff (these do: home@mobile/web"},
		{sel("about@desktop/ios"), nil, "names no frame"},
	} {
		got, err := pick(rb, c.only)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("--only %s: %v, want %q", c.only.String(), err, c.err)
			}
			continue
		}
		if err != nil || !slices.Equal(places(got), c.want) {
			t.Errorf("--only %s: %v %v, want %v", c.only.String(), places(got), err, c.want)
		}
	}
}

func TestWritePending(t *testing.T) {
	var b strings.Builder
	err := writePending(&b, []govern.Pending{
		{RequestID: "cand", AttemptID: "a1", StateVersion: "3", Action: govern.ActionDecide, State: events.StatePassCandidate},
		{RequestID: "held", AttemptID: "a2", StateVersion: "5", Action: govern.ActionRebaseline, State: events.StateHold, Scope: "acme/main",
			Reason: "ENTROPY_NON_DECREASING: baseline_diff at home@mobile", Frames: []events.AcceptedFrame{{Screen: "home", Breakpoint: "mobile", Surface: "web"}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"cand", "judge approve|reject", "held attempt a2 (scope \"acme/main\", version 5)",
		"ENTROPY_NON_DECREASING: baseline_diff at home@mobile", "would accept: home@mobile/web", "judge rebaseline ID --reason"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("pending lacks %q:\n%s", want, b.String())
		}
	}
}

// FuzzParseFrameSel: a selector --only accepts prints back as given, and
// names a screen and a breakpoint.
func FuzzParseFrameSel(f *testing.F) {
	for _, s := range []string{"home@mobile", "home@mobile/web", "a@b/ios", "@x", "x@", "x@y/tv", "x@y/", "a@b@c/web"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sel, err := parseFrameSel(s)
		if err != nil {
			return
		}
		if sel.String() != s || sel.screen == "" || sel.breakpoint == "" {
			t.Fatalf("%q parsed as %+v (%s)", s, sel, sel)
		}
	})
}
