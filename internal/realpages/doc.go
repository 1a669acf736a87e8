// Package realpages is test support for judging the witnesses on real
// third-party pages: the corpus under testdata/realpages (Debian-packaged
// documentation and framework example pages that nobody on the team wrote),
// with an independent oracle's account of each page (playwright-core for
// boxes, visibility and computed styles; axe-core for text contrast, both
// in Debian's Chromium), a design skeleton generated from that account, and
// a list of injected defects each witness must catch.
//
// A witness test loads the corpus once,
//
//	c := realpages.Load(t, "")
//	for _, p := range c.Pages {
//		url := realpages.FileURL(p.Dir)          // product root
//		sk := p.Skeleton(t)                      // internal/skeleton, pins checked
//		bp := p.Oracle.Breakpoint("mobile")      // the oracle at 375×812
//		el := bp.Element("hero-title")           // box, styles, axe summary
//		...
//	}
//
// and for a defect, materialises a private copy of the page's site with the
// defect injected:
//
//	for _, v := range c.Variants {
//		root := c.Page(v.Page).Materialise(t, v)
//		...                                      // the witness must report v.Expect
//	}
//
// Nothing here starts a browser; the conformance test (oracle_test.go)
// re-runs the node oracle to prove the committed oracle data is what
// playwright and axe say today. The data formats are described in
// testdata/realpages/README.md.
package realpages
