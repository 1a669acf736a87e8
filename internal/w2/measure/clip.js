// clip.js finds the text of one element that the user cannot fully see
// (rubric 1.2.0, docs/RUBRIC.md "Clipped text"): a text run cut by an
// ancestor's overflow clip (overflow hidden or clip, which is also what
// makes text-overflow: ellipsis truncate) or by the viewport. probe.go
// splices it into probe.js; like probe.js it only reads the document.
//
// It is a function expression (el, maxRuns, wholly, scrolled, past,
// squeezed, anchored) -> {runs,
// total}: at most maxRuns runs {text, visible, full, by} in document
// order, and how many runs are clipped in all. wholly (rubric 1.6.0): a
// run cut off entirely while the box that lays it out shows is clipped
// too (below). scrolled (rubric 1.8.0): what lies beyond a scroller's box
// is in sight, since scrolling brings it there, so a run cut by a nearer
// clip far down a scrolling pane (a footer 40 px wide at the pane's end)
// is clipped, not out of sight. past (rubric 1.9.0): a block the content
// of a box in sight pushed wholly past a clip's end edge, in flow (a
// brand's wordmark after its logo, cut to 40 px), is clipped too, unless
// it is one of a row of boxes of one size (a carousel's slides).
// squeezed (rubric 1.10.0): a flex item that clips its own text and that
// its row squeezed to 2 px or less (its size on the row's axis is the
// row's doing, not declared) is not the visually-hidden pattern: its
// text, cut off entirely while the row shows, is clipped (a top bar cut
// to 40 px, whose title the logo before it leaves no room).
// anchored (rubric 1.11.0): in past's test, an absolutely positioned box
// that lies on its containing block, inside the clip, went where that
// block flowed (a count badge on a navbar link pushed past a navbar cut
// to 40 px), so it is in flow as far as its containing block is.
(function (el, maxRuns, wholly, scrolled, past, squeezed, anchored) {
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
  const pageReach = se.scrollWidth > vw && vx !== "hidden" && vx !== "clip" ? se.scrollWidth : vw;
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
            by: short(e), el: e,
            // The content box's size per axis: a box with no room for
            // content on an axis (the padding-top image replacement:
            // height 0, the text pushed below) hides its text by design.
            cx: r.width - px(cs.borderLeftWidth) - px(cs.borderRightWidth) - px(cs.paddingLeft) - px(cs.paddingRight),
            cy: r.height - px(cs.borderTopWidth) - px(cs.borderBottomWidth) - px(cs.paddingTop) - px(cs.paddingBottom),
          };
          // One box per axis kind: hidden cuts, a scroller only moves.
          for (const [axis, o] of [["x", ox], ["y", oy]]) {
            if (hides(o) || scrolls(o)) out.boxes.push(Object.assign({ axis: axis, scroll: scrolls(o) }, b));
          }
          const thin = { x: hides(ox) && b.r - b.l <= 2, y: hides(oy) && b.b - b.t <= 2 };
          if (squeezed && (thin.x || thin.y)) {
            // Thin only on the axis its row squeezed it along: cut, not hidden.
            const axis = squeezedAxis(e, cs);
            if (axis !== "" && !thin[axis === "x" ? "y" : "x"]) {
              thin[axis] = false;
              for (const c of out.boxes) if (c.el === e && c.axis === axis) c.squeezed = true;
            }
          }
          if (thin.x || thin.y) out.hidden = true;
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

  // squeezedAxis(e, cs) (rubric 1.10.0): the axis ("x" or "y") along
  // which e is an in-flow flex item whose size there is not declared —
  // its computed width (or height, in a column) and flex-basis auto or
  // content, flex-shrink above 0 — so that a row too narrow for it
  // squeezes it (a box that clips its content may shrink to nothing), or
  // "x" for an in-flow block that fills the width of a box squeezed so
  // (width auto: rustdoc's crate name, a link display: block inside the
  // squeezed h2); "" otherwise. A box declared 1 px wide (the
  // visually-hidden pattern), 0 wide (a closed drawer) or taken out of
  // flow keeps its size by design.
  function squeezedAxis(e, cs) {
    const parent = e.parentElement;
    if (!parent || cs.position === "absolute" || cs.position === "fixed" || typeof e.computedStyleMap !== "function") return "";
    const m = e.computedStyleMap();
    const given = (prop) => { const v = m.get(prop); return v ? String(v) : "auto"; };
    const pcs = getComputedStyle(parent);
    if (pcs.display === "flex" || pcs.display === "inline-flex") {
      if (px(cs.flexShrink) <= 0) return "";
      const column = pcs.flexDirection.startsWith("column");
      const vertical = /^vertical/.test(pcs.writingMode);
      const axis = column !== vertical ? "y" : "x";
      if (!/^(auto|content)$/.test(given("flex-basis"))) return "";
      return given(axis === "x" ? "width" : "height") === "auto" ? axis : "";
    }
    if (/^(block|flow-root|list-item)$/.test(cs.display) && cs.float === "none" && !/^vertical/.test(cs.writingMode) && given("width") === "auto") {
      return squeezedAxis(parent, pcs) === "x" ? "x" : "";
    }
    return "";
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
    // reach: what shows once every scroller is scrolled to it (scrolled).
    const reach = { l: ln.l, t: ln.t, r: ln.r, b: ln.b };
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
      if (!c.scroll) {
        reach[lo] = Math.max(reach[lo], c[lo]);
        reach[hi] = Math.min(reach[hi], c[hi]);
      }
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
    vis.r = Math.min(vis.r, fixed ? vw : pageReach);
    cut("viewport");
    const w = ln.r - ln.l;
    if (scrolled) {
      reach.l = Math.max(reach.l, 0);
      reach.r = Math.min(reach.r, fixed ? vw : pageReach);
      Object.assign(vis, reach);
    }
    const vwid = Math.max(0, vis.r - vis.l), vh = Math.max(0, vis.b - vis.t);
    const shown = vwid > 0 && vh > 0;
    let visible = w;
    if (by !== "") {
      // A line cut through its height cannot be read at all.
      visible = (vh < (1 - VTOL) * (ln.b - ln.t)) ? 0 : vwid;
    }
    return { full: w, visible: visible, shown: shown, by: by };
  }

  // cutInSight(p, bx, by): whether text of p that the box named by cut
  // off entirely was cut off in a box the user sees. The text's block
  // (p or its nearest ancestor that is not inline) must show, by more
  // than 2 px each way, through the clips of its own ancestors and the
  // viewport; and the cut must not be by design: a text-indent that
  // moves the text a whole box width or more away (the image
  // replacement patterns), or a clip box with no room for content on
  // the axis that cut (the padding-top image replacement).
  function cutInSight(p, bx, by) {
    let blk = p;
    while (blk && blk.parentElement && /^(inline|contents)$/.test(getComputedStyle(blk).display)) blk = blk.parentElement;
    if (!blk || blk === document.body || blk === document.documentElement) return false;
    const bcs = getComputedStyle(blk);
    const br = blk.getBoundingClientRect();
    if (Math.abs(px(bcs.textIndent)) >= Math.max(1, br.width - 2)) return false;
    for (const c of bx.boxes) {
      if (c.by !== by || c.scroll) continue;
      if ((c.axis === "x" ? c.cx : c.cy) <= 2) return false;
    }
    const up = boxesOf(blk);
    const vis = { l: br.left, t: br.top, r: br.right, b: br.bottom };
    for (const c of up.boxes) {
      if (c.el === blk) continue; // its own overflow does not hide its own box
      if (scrolled && c.scroll) continue; // scrolling brings it in sight
      if (c.axis === "x") { vis.l = Math.max(vis.l, c.l); vis.r = Math.min(vis.r, c.r); } else { vis.t = Math.max(vis.t, c.t); vis.b = Math.min(vis.b, c.b); }
    }
    vis.l = Math.max(vis.l, 0);
    vis.r = Math.min(vis.r, up.fixed ? vw : pageReach);
    return vis.r - vis.l > 2 && vis.b - vis.t > 2;
  }

  // shows(e): whether e's box shows, by more than 2 px each way, through
  // the clips of its ancestors and the viewport (cutPastEnd).
  function shows(e) {
    const up = boxesOf(e);
    const r = e.getBoundingClientRect();
    const vis = { l: r.left, t: r.top, r: r.right, b: r.bottom };
    for (const c of up.boxes) {
      if (c.el === e || (scrolled && c.scroll)) continue;
      if (c.axis === "x") { vis.l = Math.max(vis.l, c.l); vis.r = Math.min(vis.r, c.r); } else { vis.t = Math.max(vis.t, c.t); vis.b = Math.min(vis.b, c.b); }
    }
    vis.l = Math.max(vis.l, 0);
    vis.r = Math.min(vis.r, up.fixed ? vw : pageReach);
    return vis.r - vis.l > 2 && vis.b - vis.t > 2;
  }

  // cutPastEnd(p, bx, by) (rubric 1.9.0): whether text of p that the box
  // named by cut off entirely lies in a block that flowed past that
  // clip's inline end because the content before it did not fit: the
  // block lies beside the clip box (not above or below it) and wholly
  // past its end edge (right, or left in a right-to-left box); nothing
  // between the block and the clip box is positioned out of flow, offset
  // or transformed (a drawer or a slide moved away on purpose; under
  // anchored, an absolutely positioned box that lies on its containing
  // block inside the clip went where that block went: anchorOf); the
  // nearest box around the block shows; and the block's part of that
  // box has no sibling of its own size (a carousel's slides, a row of
  // equal tabs: items one of which the box is made to show).
  function cutPastEnd(p, bx, by) {
    let blk = p;
    while (blk && blk.parentElement && /^(inline|contents)$/.test(getComputedStyle(blk).display)) blk = blk.parentElement;
    const c = bx.boxes.find((b) => b.by === by && b.axis === "x" && !b.scroll);
    if (!c || c.cx <= 2 || blk === c.el || !c.el.contains(blk)) return false;
    const br = blk.getBoundingClientRect();
    if (br.bottom <= c.t || br.top >= c.b) return false;
    const rtl = getComputedStyle(c.el).direction === "rtl";
    if (rtl ? br.right > c.l + TOL : br.left < c.r - TOL) return false;
    for (let e = blk; e !== c.el;) {
      const cs = getComputedStyle(e);
      if (anchored && cs.position === "absolute") {
        // Carried by its containing block: that block must have got
        // there in flow itself.
        e = anchorOf(e, c.el);
        if (!e) return false;
        continue;
      }
      if (cs.position === "absolute" || cs.position === "fixed") return false;
      if (cs.transform !== "none" || (cs.translate && cs.translate !== "none")) return false;
      if (cs.position === "relative" && ["left", "right", "top", "bottom"].some((k) => px(cs[k]) !== 0)) return false;
      e = e.parentElement;
    }
    let k = blk, s = blk.parentElement;
    while (s !== c.el && !shows(s)) { k = s; s = s.parentElement; }
    if (!shows(s)) return false;
    const kr = k.getBoundingClientRect();
    for (const sib of s.children) {
      if (sib === k) continue;
      const r = sib.getBoundingClientRect();
      if (r.width > 0 && Math.abs(r.width - kr.width) <= 1 && Math.abs(r.height - kr.height) <= 1) return false;
    }
    return true;
  }

  // anchorOf(e, clip) (rubric 1.11.0): the containing block of the
  // absolutely positioned e when e lies on it (their boxes overlap) and
  // it is inside clip, so that e goes wherever that block flows (a
  // badge on a link); null when the containing block is clip itself or
  // beyond it, or e was placed off it (a drawer at left: -250px, a slide
  // at left: 100% of its track): placed by its offsets, not by the flow.
  function anchorOf(e, clip) {
    let cb = e.parentElement;
    while (cb && cb !== clip && !forAbs(getComputedStyle(cb))) cb = cb.parentElement;
    if (!cb || cb === clip || !clip.contains(cb)) return null;
    const r = e.getBoundingClientRect(), q = cb.getBoundingClientRect();
    const ox = Math.min(r.right, q.right) - Math.max(r.left, q.left);
    const oy = Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top);
    return ox > 0 && oy > 0 ? cb : null;
  }

  // cutSqueezed(bx, by) (rubric 1.10.0): whether the box named by, which
  // cut text off entirely, was squeezed along the axis it cut
  // (squeezedAxis), in a row that shows (the nearest box around it that
  // was not squeezed): the user sees the row and not the text it had no
  // room for.
  function cutSqueezed(bx, by) {
    const c = bx.boxes.find((b) => b.by === by && b.squeezed);
    if (!c) return false;
    let row = c.el.parentElement;
    while (row && row !== document.body && squeezedAxis(row, getComputedStyle(row)) !== "") row = row.parentElement;
    return !!row && row !== document.body && shows(row);
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
    // carousel slide), not clipped; whole is whole. Under 1.6.0 a run
    // entirely out of sight is clipped when the box that lays it out (its
    // nearest ancestor that is not inline) can itself be seen: the user
    // sees the box and not its text (a brand cut down to its logo).
    if (by === "") continue;
    if (!shown && !(wholly && (cutInSight(p, bx, by) || (past && cutPastEnd(p, bx, by)) || (squeezed && cutSqueezed(bx, by))))) continue;
    out.total++;
    if (out.runs.length < maxRuns) {
      const text = Array.from(data.slice(a, z).replace(/\s+/g, " ")).slice(0, 80).join("");
      out.runs.push({ text: text, visible: visible, full: full, by: by });
    }
  }
  return out;
})
