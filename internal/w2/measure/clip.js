// clip.js finds the text of one element that the user cannot fully see
// (rubric 1.2.0, docs/RUBRIC.md "Clipped text"): a text run cut by an
// ancestor's overflow clip (overflow hidden or clip, which is also what
// makes text-overflow: ellipsis truncate) or by the viewport. probe.go
// splices it into probe.js; like probe.js it only reads the document.
//
// It is a function expression (el, maxRuns) -> {runs, total}: at most
// maxRuns runs {text, visible, full, by} in document order, and how many
// runs are clipped in all.
(function (el, maxRuns) {
  "use strict";
  // px a line may lose horizontally (rounding, sub-pixel layout) and still
  // count as whole; the share of its height it may lose vertically (a
  // line box is taller than its glyphs' ink).
  const TOL = 1;
  const VTOL = 0.25;
  const vw = document.documentElement.clientWidth;
  // How far right the user can scroll: the document's width when the page
  // scrolls sideways (probe.js reports that as horizontal_overflow), else
  // the viewport's.
  const se = document.scrollingElement || document.documentElement;
  let vx = getComputedStyle(document.documentElement).overflowX;
  if (vx === "visible" && document.body) vx = getComputedStyle(document.body).overflowX;
  const reach = se.scrollWidth > vw && vx !== "hidden" && vx !== "clip" ? se.scrollWidth : vw;
  const px = (v) => parseFloat(v) || 0;
  const short = (e) => {
    if (e.id) return "#" + CSS.escape(e.id);
    let s = e.tagName.toLowerCase();
    for (const c of Array.from(e.classList).slice(0, 2)) s += "." + CSS.escape(c);
    return s;
  };
  const hides = (v) => v === "hidden" || v === "clip";
  const scrolls = (v) => v === "auto" || v === "scroll";
  // Whether cs gives a containing block to fixed (and so to absolute)
  // descendants, and to absolute ones only.
  const forFixed = (cs) => cs.transform !== "none" || cs.perspective !== "none" || cs.filter !== "none" ||
    /paint|layout|strict|content/.test(cs.contain || "") || /transform|perspective|filter/.test(cs.willChange || "");
  const forAbs = (cs) => cs.position !== "static" || forFixed(cs);

  // boxesOf(start): the boxes that clip the content of element start,
  // nearest first — {l, t, r, b, x, y, scroll, by}, x and y saying on
  // which axis — and whether the content is hidden by design (the
  // visually-hidden pattern: a clip box at most 2 px wide or high, or a
  // clip: rect() on a positioned ancestor), in which case it is no one's
  // clipped text. An absolutely positioned box escapes the clips of the
  // ancestors between it and its containing block; a fixed one all of
  // them up to a transformed ancestor.
  const cache = new Map();
  function boxesOf(start) {
    if (cache.has(start)) return cache.get(start);
    const out = { boxes: [], hidden: false };
    let need = ""; // "", "abs", "fixed": looking for a containing block
    for (let e = start; e && e !== document.body && e !== document.documentElement; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (need === "abs" && !forAbs(cs)) continue;
      if (need === "fixed" && !forFixed(cs)) continue;
      need = "";
      if (cs.display !== "inline" && cs.display !== "contents") {
        const ox = cs.overflowX, oy = cs.overflowY;
        if (hides(ox) || hides(oy) || scrolls(ox) || scrolls(oy)) {
          const r = e.getBoundingClientRect();
          const b = {
            l: r.left + px(cs.borderLeftWidth), t: r.top + px(cs.borderTopWidth),
            r: r.right - px(cs.borderRightWidth), b: r.bottom - px(cs.borderBottomWidth),
            by: short(e),
          };
          // One box per axis kind: hidden cuts, a scroller only moves.
          for (const [axis, o] of [["x", ox], ["y", oy]]) {
            if (hides(o) || scrolls(o)) out.boxes.push(Object.assign({ axis: axis, scroll: scrolls(o) }, b));
          }
          if ((hides(ox) && b.r - b.l <= 2) || (hides(oy) && b.b - b.t <= 2)) out.hidden = true;
        }
      }
      if ((cs.position === "absolute" || cs.position === "fixed") && cs.clip && cs.clip !== "auto") out.hidden = true;
      if (cs.position === "absolute") need = "abs";
      if (cs.position === "fixed") need = "fixed";
    }
    // Fixed to the viewport: it does not scroll with the page.
    out.fixed = need === "fixed";
    cache.set(start, out);
    return out;
  }

  // lines merges a range's client rects into line boxes: rects on the same
  // line (the same top and bottom) join into one extent.
  function lines(rects) {
    const rs = Array.from(rects).filter((r) => r.width > 0 && r.height > 0)
      .map((r) => ({ l: r.left, t: r.top, r: r.right, b: r.bottom }))
      .sort((a, b) => a.t - b.t || a.l - b.l);
    const out = [];
    for (const r of rs) {
      const last = out[out.length - 1];
      if (last && Math.abs(last.t - r.t) < 1 && Math.abs(last.b - r.b) < 1) {
        last.l = Math.min(last.l, r.l);
        last.r = Math.max(last.r, r.r);
      } else {
        out.push(r);
      }
    }
    return out;
  }

  // judge one line: how much of it is visible, and what cut it. vis is
  // what shows now; ref is what must show without scrolling (a scroller's
  // content beyond its box is reachable, so it leaves ref too).
  function judge(ln, boxes, fixed) {
    const vis = { l: ln.l, t: ln.t, r: ln.r, b: ln.b };
    const ref = { l: ln.l, t: ln.t, r: ln.r, b: ln.b };
    let by = "";
    const cut = (name) => {
      if (by !== "") return;
      const lostX = (ref.r - ref.l) - Math.max(0, vis.r - vis.l);
      const lostY = (ref.b - ref.t) - Math.max(0, vis.b - vis.t);
      if (lostX > TOL || lostY > VTOL * (ln.b - ln.t)) by = name;
    };
    for (const c of boxes) {
      const [lo, hi] = c.axis === "x" ? ["l", "r"] : ["t", "b"];
      vis[lo] = Math.max(vis[lo], c[lo]);
      vis[hi] = Math.min(vis[hi], c[hi]);
      if (c.scroll) {
        ref[lo] = Math.max(ref[lo], c[lo]);
        ref[hi] = Math.min(ref[hi], c[hi]);
        // What lies beyond a scroller is reachable, unless something
        // nearer already cut it.
        vis[lo] = Math.max(vis[lo], ref[lo]);
        vis[hi] = Math.min(vis[hi], ref[hi]);
      }
      cut(c.by);
    }
    // The viewport: nothing left of 0 can be scrolled to, and text past
    // the right edge is cut, unless the page scrolls sideways to it (then
    // the page is the lint's horizontal_overflow) and the text scrolls
    // with the page.
    vis.l = Math.max(vis.l, 0);
    vis.r = Math.min(vis.r, fixed ? vw : reach);
    cut("viewport");
    const w = ln.r - ln.l;
    const vwid = Math.max(0, vis.r - vis.l), vh = Math.max(0, vis.b - vis.t);
    const shown = vwid > 0 && vh > 0;
    let visible = w;
    if (by !== "") {
      // A line cut through its height cannot be read at all.
      visible = (vh < (1 - VTOL) * (ln.b - ln.t)) ? 0 : vwid;
    }
    return { full: w, visible: visible, shown: shown, by: by };
  }

  const out = { runs: [], total: 0 };
  const skip = "svg, select, option, optgroup, datalist, textarea, script, style, noscript, template";
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const data = n.data;
    const a = data.search(/\S/);
    if (a < 0) continue;
    const z = data.replace(/\s+$/, "").length;
    const p = n.parentElement;
    if (!p || p.closest(skip)) continue;
    if (typeof p.checkVisibility === "function" &&
      !p.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const bx = boxesOf(p);
    if (bx.hidden) continue;
    range.setStart(n, a);
    range.setEnd(n, z);
    let full = 0, visible = 0, shown = false, by = "";
    for (const ln of lines(range.getClientRects())) {
      const j = judge(ln, bx.boxes, bx.fixed);
      full += j.full;
      visible += j.visible;
      shown = shown || j.shown;
      if (by === "" && j.by !== "") by = j.by;
    }
    // Entirely out of sight is hidden (an off-screen panel, a closed
    // carousel slide), not clipped; whole is whole.
    if (!shown || by === "") continue;
    out.total++;
    if (out.runs.length < maxRuns) {
      const text = Array.from(data.slice(a, z).replace(/\s+/g, " ")).slice(0, 80).join("");
      out.runs.push({ text: text, visible: visible, full: full, by: by });
    }
  }
  return out;
})
