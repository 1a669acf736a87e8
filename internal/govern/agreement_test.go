package govern

import (
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

func w1Fig(el string, ratio, low, high float64, uncertain bool) events.ContrastMeasure {
	return events.ContrastMeasure{Screen: "home", Element: el, Breakpoint: "mobile", Criterion: "1.4.3",
		Ratio: ratio, Low: low, High: high, Required: 4.5, FG: "#0d6efd", BG: "#ffffff", Uncertain: uncertain}
}

func w2Fig(el string, ratio float64) events.ElementVerdict {
	ev := passing("home", el, "mobile")
	if ratio == 0 {
		ev.TextContrast = &events.TextContrast{Criterion: "1.4.3", Required: 4.5, Reason: "background-image on div.hero"}
		return ev
	}
	ev.TextContrast = &events.TextContrast{Criterion: "1.4.3", Decided: true, Ratio: &ratio, Required: 4.5, FG: "#0d6efd", BG: "#ffffff"}
	return ev
}

func uncertainDev(el string) events.Deviation {
	d := dev("contrast", "home/"+el+"@mobile", 0.3)
	d.Uncertain = true
	return d
}

// TestAgreementFold: the fold pairs both witnesses' contrast figures and
// applies the verdict rule of docs/CONTRACTS.md §5, "Agreement": any
// certain deviation holds; an uncertain W1 contrast flag holds unless W2's
// decided ratio passes, and then it is set aside for the judge
// (WaiverW2ContrastDecided). W2 undecided or absent never releases.
func TestAgreementFold(t *testing.T) {
	cases := []struct {
		name    string
		w1      events.ContrastMeasure
		w1devs  []events.Deviation
		w2      *events.ElementVerdict // nil: W2 has no figure
		status  string
		release bool
		state   string
		err     string
	}{
		{"uncertain, W2 passes inside the band: released", w1Fig("cta", 4.5, 4.26, 4.5, true), []events.Deviation{uncertainDev("cta")},
			ptr(w2Fig("cta", 4.5)), AgreementAgreed, true, events.StatePassCandidate, ""},
		{"uncertain, W2 passes outside the band: released, disagreed", w1Fig("cta", 4.4, 4.26, 4.5, true), []events.Deviation{uncertainDev("cta")},
			ptr(w2Fig("cta", 4.9)), AgreementDisagreed, true, events.StatePassCandidate, ""},
		{"uncertain, W2 fails too: holds", w1Fig("cta", 4.4, 4.26, 4.5, true), []events.Deviation{uncertainDev("cta")},
			ptr(w2Fig("cta", 4.26)), AgreementAgreed, false, events.StateHold, ErrWitnessReject},
		{"uncertain, W2 undecided: holds", w1Fig("cta", 4.4, 4.26, 4.5, true), []events.Deviation{uncertainDev("cta")},
			ptr(w2Fig("cta", 0)), AgreementSingle, false, events.StateHold, ErrWitnessReject},
		{"uncertain, W2 has no figure: holds", w1Fig("cta", 4.4, 4.26, 4.5, true), []events.Deviation{uncertainDev("cta")},
			nil, AgreementSingle, false, events.StateHold, ErrWitnessReject},
		{"certain, W2 passes: holds", w1Fig("cta", 3.1, 3.1, 3.1, false), []events.Deviation{dev("contrast", "home/cta@mobile", 0.6)},
			ptr(w2Fig("cta", 4.9)), AgreementDisagreed, false, events.StateHold, ErrWitnessReject},
		{"uncertain released, another W1 deviation still holds", w1Fig("cta", 4.4, 4.26, 4.5, true),
			[]events.Deviation{uncertainDev("cta"), dev("region_ink", "home/logo@mobile", 0.6)},
			ptr(w2Fig("cta", 4.6)), AgreementDisagreed, true, events.StateHold, ErrWitnessReject},
		{"pass, both agree", w1Fig("cta", 7.1, 7.1, 7.1, false), nil,
			ptr(w2Fig("cta", 7.1)), AgreementAgreed, false, events.StatePassCandidate, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t)
			w.open("r")
			w.attempt("r", "a1", "1", "")
			verdict := events.VerdictPass
			if len(c.w1devs) > 0 {
				verdict = events.VerdictReject
			}
			w.w1("r", "a1", verdict, c.w1devs, func(b *events.ObservationW1) {
				b.ContrastMeasures = []events.ContrastMeasure{c.w1}
			})
			w.w2("r", "a1", events.VerdictPass, func(b *events.VisualVerdict) {
				if c.w2 != nil {
					b.ElementVerdicts = []events.ElementVerdict{*c.w2}
				}
			})
			r := w.state("r", c.state, c.err)
			a := r.Current()
			if len(a.Agreement) != 1 {
				t.Fatalf("agreement %+v, want one row", a.Agreement)
			}
			g := a.Agreement[0]
			if g.Status != c.status || g.Released != c.release || g.Hint() != "home/cta@mobile" {
				t.Errorf("row %+v: want %s, released %v", g, c.status, c.release)
			}
			waived := 0
			for _, d := range a.Waived {
				if d.Waiver == WaiverW2ContrastDecided {
					waived++
				}
			}
			if (waived == 1) != c.release {
				t.Errorf("waived %+v, want released %v", a.Waived, c.release)
			}
			out := r.W3()
			if len(out.Agreement) != 1 || out.Agreement[0] != g {
				t.Errorf("W³ output agreement %+v", out.Agreement)
			}
			// A pure function of the chain: ledgerd verify's re-fold of
			// the same entries derives the same transitions (the replayer
			// checks each) and finds the same rows.
			p := NewReplayer(true)
			for _, e := range w.entries {
				if err := p.Feed(e); err != nil {
					t.Fatal(err)
				}
			}
			if got := p.State.Request("r").Current().Agreement; len(got) != 1 || got[0].Status != g.Status || got[0].Released != g.Released {
				t.Errorf("refold: %+v, want %+v", got, g)
			}
		})
	}
}

// TestAgreementOf: the pairing alone, table-driven.
func TestAgreementOf(t *testing.T) {
	w1 := &events.ObservationW1{ContrastMeasures: []events.ContrastMeasure{
		w1Fig("a", 4.4, 4.26, 4.5, true), w1Fig("b", 7, 7, 7, false), w1Fig("c", 3, 3, 3, false),
	}}
	w2 := &events.VisualVerdict{ElementVerdicts: []events.ElementVerdict{
		w2Fig("c", 0), w2Fig("a", 4.51), w2Fig("b", 6.2), w2Fig("d", 5), passing("home", "e", "mobile"),
	}}
	got := AgreementOf(w1, w2)
	want := []struct {
		el, status string
		w1, w2     bool
	}{
		{"a", AgreementAgreed, true, true},    // 4.51 within 4.26–4.50 + 0.01
		{"b", AgreementDisagreed, true, true}, // 6.2 outside 7–7
		{"c", AgreementSingle, true, true},    // W2 undecided
		{"d", AgreementSingle, false, true},   // W2 only
	}
	if len(got) != len(want) {
		t.Fatalf("%d rows %+v, want %d", len(got), got, len(want))
	}
	for i, w := range want {
		g := got[i]
		if g.Element != w.el || g.Status != w.status || (g.W1 != nil) != w.w1 || (g.W2 != nil) != w.w2 {
			t.Errorf("row %d %+v, want %+v", i, g, w)
		}
	}
	if AgreementOf(nil, nil) != nil {
		t.Error("no reports: rows")
	}
	if s := got[0].W1Text(); s != "4.40 (4.26–4.50) uncertain /4.5 #0d6efd on #ffffff" {
		t.Errorf("W1Text %q", s)
	}
	if s := got[2].W2Text(); s != "undecided: background-image on div.hero" {
		t.Errorf("W2Text %q", s)
	}
	// The size W1 read, and its weight, or that the weight is unknown
	// (ideographic text): never "regular" for a weight not read.
	for _, c := range []struct {
		bold, unknown bool
		want          string
	}{
		{false, false, "3.00 /4.5 #0d6efd on #ffffff, 18 px"},
		{true, false, "3.00 /4.5 #0d6efd on #ffffff, 18 px bold"},
		{false, true, "3.00 /4.5 #0d6efd on #ffffff, 18 px weight unknown"},
	} {
		m := w1Fig("c", 3, 3, 3, false)
		m.PX, m.Bold, m.WeightUnknown = 18, c.bold, c.unknown
		if s := (Agreement{W1: &m}).W1Text(); s != c.want {
			t.Errorf("W1Text %q, want %q", s, c.want)
		}
	}
}

func ptr[T any](v T) *T { return &v }

func w1Undecided(el, crit, prop string) events.W1Undecided {
	u := events.W1Undecided{Screen: "home", Element: el, Breakpoint: "mobile", Criterion: crit, Reason: "why " + el}
	if prop != "" {
		u.Property, u.Token = prop, "color.text"
	}
	return u
}

// TestAgreementUndecided: W1's undecided results are set beside W2's
// figures. A row is single-witness when exactly one witness decided and
// undecided when neither did; W1's side reads "undecided: REASON", and a
// pinned colour's row shows W2's computed value of the property.
func TestAgreementUndecided(t *testing.T) {
	mismatch := passing("home", "tok-bad", "mobile")
	mismatch.Status = events.ElementFail
	mismatch.TokenMismatch = []events.TokenMismatch{{Field: "color", Computed: "rgb(255, 0, 0)", Expected: "#1a1a1a"}}
	hidden := passing("home", "tok-hidden", "mobile")
	hidden.Status = events.ElementHidden
	w1 := &events.ObservationW1{
		ContrastMeasures: []events.ContrastMeasure{w1Fig("a", 7, 7, 7, false)},
		Undecided: []events.W1Undecided{
			w1Undecided("hero", events.CriterionContrast, ""), w1Undecided("banner", events.CriterionContrast, ""),
			w1Undecided("lonely", events.CriterionContrast, ""),
			w1Undecided("tok-ok", events.CriterionTokenColour, "color"), w1Undecided("tok-bad", events.CriterionTokenColour, "color"),
			w1Undecided("tok-hidden", events.CriterionTokenColour, "color"), w1Undecided("tok-none", events.CriterionTokenColour, "color"),
		},
	}
	w2 := &events.VisualVerdict{ElementVerdicts: []events.ElementVerdict{
		w2Fig("hero", 5.2), w2Fig("banner", 0), w2Fig("only-w2-open", 0), w2Fig("a", 7),
		passing("home", "tok-ok", "mobile"), mismatch, hidden,
	}}
	got := AgreementOf(w1, w2)
	want := []struct{ el, crit, status, w1, w2 string }{
		{"a", "WCAG 1.4.3", AgreementAgreed, "7.00 /4.5 #0d6efd on #ffffff", "7.00 /4.5 #0d6efd on #ffffff"},
		{"hero", "WCAG 1.4.3", AgreementSingle, "undecided: why hero", "5.20 /4.5 #0d6efd on #ffffff"},
		{"banner", "WCAG 1.4.3", AgreementUndecided, "undecided: why banner", "undecided: background-image on div.hero"},
		{"lonely", "WCAG 1.4.3", AgreementUndecided, "undecided: why lonely", "-"},
		{"tok-ok", "token colour (color)", AgreementSingle, "undecided: why tok-ok", "matches"},
		{"tok-bad", "token colour (color)", AgreementSingle, "undecided: why tok-bad", "computed rgb(255, 0, 0), token #1a1a1a"},
		{"tok-hidden", "token colour (color)", AgreementUndecided, "undecided: why tok-hidden", "-"},
		{"tok-none", "token colour (color)", AgreementUndecided, "undecided: why tok-none", "-"},
		{"only-w2-open", "WCAG 1.4.3", AgreementUndecided, "-", "undecided: background-image on div.hero"},
	}
	if len(got) != len(want) {
		t.Fatalf("%d rows %+v, want %d", len(got), got, len(want))
	}
	for i, w := range want {
		g := got[i]
		if g.Element != w.el || g.CriterionText() != w.crit || g.Status != w.status || g.W1Text() != w.w1 || g.W2Text() != w.w2 {
			t.Errorf("row %d: %s %s %s | %s | %s, want %+v", i, g.Element, g.CriterionText(), g.Status, g.W1Text(), g.W2Text(), w)
		}
		if g.releases() {
			t.Errorf("row %d releases a flag", i)
		}
	}
}

// TestAgreementUndecidedFold: an undecided pinned text colour of W1 rests
// on W2's positive account (the colour matches and W2 decided what
// paints the text); without it the fold's text_colour_unconfirmed holds
// as W1's flag would. A certain W2 failure holds on its own, and every
// fold of the chain (the replayer of ledgerd verify) finds the same rows
// and state.
func TestAgreementUndecidedFold(t *testing.T) {
	for _, c := range []struct {
		name       string
		w2         string // W2 at hero-cta: "decided" (ratio 7), "undecided" (a filter), "none" (no figure), "mismatch"
		state, err string
		w2text     string
		unconfirm  bool // the fold derives text_colour_unconfirmed
	}{
		{"W1 undecided, W2 matches and decided the text: candidate", "decided", events.StatePassCandidate, "", "matches", false},
		{"W1 undecided, W2 fails the colour: W2's mismatch holds", "mismatch", events.StateHold, ErrWitnessReject, "computed rgb(255, 0, 0), token #1a1a1a", false},
		{"W1 undecided, W2 matches but cannot decide what paints the text: holds", "undecided", events.StateHold, ErrWitnessReject, "matches", true},
		{"W1 undecided, W2 matches with no contrast figure: holds", "none", events.StateHold, ErrWitnessReject, "matches", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t)
			w.open("r")
			w.attempt("r", "a1", "1", "")
			w.w1("r", "a1", events.VerdictPass, nil, func(b *events.ObservationW1) {
				b.Undecided = []events.W1Undecided{w1Undecided("hero-cta", events.CriterionTokenColour, "color")}
			})
			verdict := events.VerdictPass
			if c.w2 == "mismatch" {
				verdict = events.VerdictReject
			}
			w.w2("r", "a1", verdict, func(b *events.VisualVerdict) {
				switch c.w2 {
				case "decided":
					b.ElementVerdicts[0] = w2Fig("hero-cta", 7)
				case "undecided":
					b.ElementVerdicts[0] = w2Fig("hero-cta", 0)
				case "mismatch":
					ev := &b.ElementVerdicts[0]
					ev.Status = events.ElementFail
					ev.TokenMismatch = []events.TokenMismatch{{Field: "color", Computed: "rgb(255, 0, 0)", Expected: "#1a1a1a"}}
				}
			})
			r := w.state("r", c.state, c.err)
			a := r.Current()
			rows := a.Agreement
			if len(rows) == 0 || rows[0].Criterion != events.CriterionTokenColour || rows[0].W2Text() != c.w2text || rows[0].Status != AgreementSingle {
				t.Fatalf("rows %+v", rows)
			}
			var fold []Dev
			for _, d := range a.Deviations {
				if d.Witness == WitnessFold {
					fold = append(fold, d)
				}
			}
			if got := len(fold) == 1 && fold[0].ID == DevColourUnconfirmed && fold[0].LocationHint == "home/hero-cta@mobile"; got != c.unconfirm || len(fold) > 1 {
				t.Errorf("fold deviations %+v, want text_colour_unconfirmed: %v", fold, c.unconfirm)
			}
			if out := r.W3(); len(out.Agreement) != len(rows) || out.Agreement[0].W1Text() != "undecided: why hero-cta" {
				t.Errorf("W³ output agreement %+v", out.Agreement)
			}
			p := NewReplayer(true)
			for _, e := range w.entries {
				if err := p.Feed(e); err != nil {
					t.Fatal(err)
				}
			}
			re := p.State.Request("r")
			if re.State != c.state {
				t.Errorf("refold state %s, want %s", re.State, c.state)
			}
			got := re.Current().Agreement
			if len(got) != len(rows) {
				t.Fatalf("refold: %+v", got)
			}
			for i := range got {
				if got[i].Status != rows[i].Status || got[i].W1Text() != rows[i].W1Text() || got[i].W2Text() != rows[i].W2Text() {
					t.Errorf("refold row %d: %+v, want %+v", i, got[i], rows[i])
				}
			}
		})
	}
}
