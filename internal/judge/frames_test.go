package judge

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
	sel := func(s ...string) []FrameSel {
		var o []FrameSel
		for _, x := range s {
			f, err := ParseFrameSel(x)
			if err != nil {
				t.Fatal(err)
			}
			o = append(o, f)
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
		only []FrameSel
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
		got, err := Pick(rb, c.only)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("--only %v: %v, want %q", c.only, err, c.err)
			}
			continue
		}
		if err != nil || !slices.Equal(places(got), c.want) {
			t.Errorf("--only %v: %v %v, want %v", c.only, places(got), err, c.want)
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
		sel, err := ParseFrameSel(s)
		if err != nil {
			return
		}
		if sel.String() != s || sel.Screen == "" || sel.Breakpoint == "" {
			t.Fatalf("%q parsed as %+v (%s)", s, sel, sel)
		}
	})
}
