package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// suitePage is one screen of bench/suite.sh's page list, as its
// Playwright spec (bench/playwright-suite.spec.mjs) checks it: the page's
// URL, the skeleton's breakpoints and every element with its boxes.
type suitePage struct {
	ID          string           `json:"id"`
	URL         string           `json:"url"`
	Breakpoints []planBreakpoint `json:"breakpoints"`
	Elements    []suiteElement   `json:"elements"`
}

// suiteElement is a skeleton element: BBox holds a box (or null: hidden)
// for each breakpoint the element is required at; a breakpoint it is not
// required at is absent, and neither side checks its box there.
type suiteElement struct {
	ID          string                    `json:"id"`
	Selector    string                    `json:"selector"`
	TolerancePX int                       `json:"tolerance_px"`
	BBox        map[string]*skeleton.Rect `json:"bbox"`
}

// cmdSuitePlan reads bench/suite.sh's page list (lines "ID SKELETON SITE
// ...", blank and # lines skipped), loads each skeleton with the
// project's own loader, and prints the JSON list the Playwright side of
// the row generates its tests from: for each screen its file:// URL
// (SITE + the screen's path), the breakpoints and the pinned boxes.
func cmdSuitePlan(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("suiteplan", flag.ContinueOnError)
	list := fs.String("pages", "", "page list file")
	if err := fs.Parse(args); err != nil {
		return err
	}
	f, err := os.Open(*list)
	if err != nil {
		return err
	}
	defer f.Close()
	var out []suitePage
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		if len(fields) < 3 {
			return fmt.Errorf("%s:%d: want ID SKELETON SITE", *list, n)
		}
		sk, err := skeleton.LoadDir(fields[1], skeleton.Options{})
		if err != nil {
			return fmt.Errorf("%s:%d: %w", *list, n, err)
		}
		for _, s := range sk.Screens {
			p := suitePage{ID: fields[0], URL: "file://" + strings.TrimSuffix(fields[2], "/") + s.Path}
			if len(sk.Screens) > 1 {
				p.ID += "-" + s.ID
			}
			for _, bp := range sk.Breakpoints {
				p.Breakpoints = append(p.Breakpoints, planBreakpoint{bp.Name, bp.Width, bp.Height})
			}
			for _, el := range s.Elements {
				e := suiteElement{ID: el.ID, Selector: el.Selector, TolerancePX: el.MustSatisfy.TolerancePX, BBox: map[string]*skeleton.Rect{}}
				for _, bp := range el.MustSatisfy.RequiredBreakpoints {
					if r, ok := el.BBox[bp]; ok {
						e.BBox[bp] = r
					}
				}
				p.Elements = append(p.Elements, e)
			}
			out = append(out, p)
		}
	}
	if err := sc.Err(); err != nil {
		return err
	}
	b, err := json.MarshalIndent(out, "", " ")
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(stdout, "%s\n", b)
	return err
}
