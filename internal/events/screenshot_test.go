package events

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

// TestScreenshotOrigin: a screenshot's origin survives a round trip, is
// absent from the bytes when zero (so every report recorded before it
// existed encodes, and hashes, as it did), and bytes without it decode
// to the zero origin.
func TestScreenshotOrigin(t *testing.T) {
	g := golden(t, SchemaObservationW1)
	for _, tc := range []struct {
		name string
		body []byte
		want Origin
		// in and out: what the encoding holds and does not.
		in, out []string
		err     string // a refusal's path; "" when the body decodes
	}{
		{"old bytes", g, Origin{}, nil, []string{`origin`}, ""},
		{"zero, written out", mutate(t, g, "screenshots[0].origin_x", json.Number("0")), Origin{}, nil, []string{`origin`}, ""},
		{"x", mutate(t, g, "screenshots[0].origin_x", json.Number("-47")), Origin{X: -47}, []string{`"height":812,"origin_x":-47}`}, []string{`origin_y`}, ""},
		{"x and y", mutate(t, mutate(t, g, "screenshots[0].origin_x", json.Number("-46.5")), "screenshots[0].origin_y", json.Number("-3")),
			Origin{X: -46.5, Y: -3}, []string{`"origin_x":-46.5,"origin_y":-3}`}, nil, ""},
		{"not a number", mutate(t, g, "screenshots[0].origin_x", "-47"), Origin{}, nil, nil, "screenshots[0].origin_x"},
		{"null", mutate(t, g, "screenshots[0].origin_y", nil), Origin{}, nil, nil, "screenshots[0].origin_y"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := Decode(SchemaObservationW1, tc.body)
			if tc.err != "" {
				var be *BodyError
				if !errors.As(err, &be) || !errors.Is(err, ErrBadBody) || be.Path != tc.err {
					t.Fatalf("Decode: %v, want a bad body at %s", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatalf("Decode: %v", err)
			}
			shot := b.(*ObservationW1).Screenshots[0]
			if got := shot.Origin(); got != tc.want {
				t.Errorf("origin %+v, want %+v", got, tc.want)
			}
			enc, err := Encode(b)
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range tc.in {
				if !bytes.Contains(enc, []byte(s)) {
					t.Errorf("encoding lacks %s:\n%s", s, enc)
				}
			}
			for _, s := range tc.out {
				if bytes.Contains(enc, []byte(s)) {
					t.Errorf("encoding holds %s:\n%s", s, enc)
				}
			}
			again, err := Decode(SchemaObservationW1, enc)
			if err != nil || again.(*ObservationW1).Screenshots[0] != shot {
				t.Errorf("round trip: %v, %+v, want %+v", err, again, shot)
			}
		})
	}
	// The bytes of a report without an origin are the bytes they were:
	// the golden body, compacted, re-encodes to itself.
	var c bytes.Buffer
	if err := json.Compact(&c, g); err != nil {
		t.Fatal(err)
	}
	b, err := Decode(SchemaObservationW1, g)
	if err != nil {
		t.Fatal(err)
	}
	if enc, err := Encode(b); err != nil || strings.TrimSpace(string(enc)) != c.String() {
		t.Errorf("Encode of the golden body: %v\n%s\nwant\n%s", err, enc, c.Bytes())
	}
}

// TestOriginPlace: a box of the viewport lies in the frame moved by the
// frame's origin, its size kept.
func TestOriginPlace(t *testing.T) {
	r := Rect{X: 10, Y: 20, W: 30, H: 40}
	for _, tc := range []struct {
		o    Origin
		want Rect
	}{
		{Origin{}, r},
		{Origin{X: -47}, Rect{X: 57, Y: 20, W: 30, H: 40}},
		{Origin{X: -46.5, Y: 5}, Rect{X: 56.5, Y: 15, W: 30, H: 40}},
	} {
		if got := tc.o.Place(r); got != tc.want {
			t.Errorf("%+v.Place(%+v) = %+v, want %+v", tc.o, r, got, tc.want)
		}
	}
}
