// ready.js: one layout snapshot for the readiness wait (ready.go). It runs
// in an isolated world: it waits for an idle period of the page's main
// thread (no task pending; at most 1 s), then for the fonts, and returns
// what the measurement depends on as one string: the document's state, its
// scroll size and style sheets, and each selector's first element's box
// (to 1/64 px, layout's unit) and visibility. Identical strings mean an
// unchanged layout. It only reads.
(async function (sels) {
  await new Promise((r) => requestIdleCallback(r, { timeout: 1000 }));
  await document.fonts.ready;
  const d = document.documentElement;
  const parts = [document.readyState, document.styleSheets.length, d ? d.scrollWidth : 0, d ? d.scrollHeight : 0];
  const q = (v) => Math.round(v * 64);
  for (const sel of sels) {
    let el = null;
    try { el = document.querySelector(sel); } catch (e) { parts.push("!"); continue; }
    if (!el) { parts.push("-"); continue; }
    const r = el.getBoundingClientRect();
    const cs = getComputedStyle(el);
    const seen = el.checkVisibility ? el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) : true;
    parts.push([q(r.x + scrollX), q(r.y + scrollY), q(r.width), q(r.height), cs.display, cs.visibility, cs.opacity, seen].join(","));
  }
  return parts.join("|");
})
