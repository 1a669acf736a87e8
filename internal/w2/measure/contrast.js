// contrast.js reads what W2 needs to decide the text contrast of declared
// elements from computed styles (rubric 1.4.0, docs/RUBRIC.md §2c): each
// text run's colour, size and weight, and the boxes it is painted in —
// their background colours and opacities, and what the CSS alone cannot
// decide (images, gradients, filters, blend modes, shadows, boxes over or
// under the text that are not its ancestors). contrast.go composites. It
// reads no pixels, and like probe.js it only reads the document.
//
// Under rubric 1.6.0 (stacking) a box over or under the text that is not
// one of its ancestors is placed by the paint order, as axe-core places it
// (its stacking order, ported below): one painted over the text leaves the
// run undecided, one painted under it is part of its background, and the
// run carries its stack of boxes, bottom to top, for contrast.go.
//
// Under rubric 1.10.0 (symbols) a run whose element holds no letter or
// digit is judged when axe-core judges it by its colours (axeReads and
// axeIcons below, and more than one character); up to 1.9.0 every such
// run is left out.
//
// It is a function expression (targets, placeholders, stacking, symbols) ->
// {paint: {canvas, boxes}, runs}:
// targets[i] is {el, owner, judge}; runs[i] lists the runs of target i
// when it is judged (else null). A run is the direct text of one element
// inside the target, leaving out the text of other owners inside it (it
// is theirs: text belongs to the innermost declared element holding it).
(function (targets, placeholders, stacking, symbols) {
  "use strict";
  const px = (v) => parseFloat(v) || 0;
  const short = (e) => {
    if (e.id) return "#" + CSS.escape(e.id);
    let s = e.tagName.toLowerCase();
    for (const c of Array.from(e.classList).slice(0, 2)) s += "." + CSS.escape(c);
    return s;
  };
  const styles = new Map();
  const style = (e) => {
    let cs = styles.get(e);
    if (!cs) { cs = getComputedStyle(e); styles.set(e, cs); }
    return cs;
  };
  const alphaOf = (c) => {
    if (!c || c === "transparent") return 0;
    const m = /^rgba\((.*)\)$/.exec(c);
    if (m) { const p = m[1].split(","); return p.length === 4 ? parseFloat(p[3]) : 1; }
    const s = /\/\s*([\d.]+)\s*\)$/.exec(c);
    return s ? parseFloat(s[1]) : 1;
  };
  const hasImage = (cs) => !!cs.backgroundImage && cs.backgroundImage !== "none";
  const imageWhat = (cs, where) => (/gradient\(/.test(cs.backgroundImage) ? "a background gradient on " : "a background image on ") + where;
  const parentOf = (e) => e.assignedSlot || e.parentElement || (e.parentNode && e.parentNode.host) || null;
  // cuts(overflow): whether a box with this overflow hides what lies
  // beyond it. Under 1.6.0 only hidden and clip do: what lies beyond a
  // scroller (overflow auto or scroll) is reached by scrolling, so its
  // text is seen and judged (a body that scrolls, as Fomantic-UI's
  // pushable body does, holds the whole page). 1.4.0 and 1.5.0 cut at
  // every box whose overflow is not visible.
  const cuts = (v) => (stacking ? v === "hidden" || v === "clip" : v !== "visible");

  // The canvas: the root's background, or the body's when the root has
  // none (CSS propagates it); that element's own box then paints nothing.
  const root = document.documentElement;
  const body = document.body;
  const rs = style(root);
  let propagated = null;
  if (alphaOf(rs.backgroundColor) > 0 || hasImage(rs)) propagated = root;
  else if (body) propagated = body;
  const canvas = { parent: -1, sel: "the canvas", bg: "", opacity: 1, under: "", always: "" };
  if (propagated) {
    const cs = style(propagated);
    canvas.bg = cs.backgroundColor;
    if (hasImage(cs)) canvas.under = imageWhat(cs, short(propagated) + " (the canvas)");
  }
  if (!canvas.under && alphaOf(canvas.bg) < 1 && /^\s*dark\s*$/.test(rs.colorScheme || "")) {
    canvas.under = "the canvas colour of color-scheme: dark";
  }

  // The boxes text is painted in, each once, parents first.
  const boxes = [];
  const index = new Map();
  const pseudoUnder = (e) => {
    for (const p of ["::before", "::after"]) {
      const ps = getComputedStyle(e, p);
      if (!ps || ps.content === "none" || ps.content === "normal" || ps.display === "none") continue;
      if (ps.position !== "absolute" && ps.position !== "fixed") continue;
      // Under 1.6.0 a pseudo-element that paints nothing is no one's
      // background: opacity 0, or no area (Fomantic-UI's closed dimmer,
      // a fixed ::after at opacity 0 on every page).
      if (stacking && (px(ps.opacity) === 0 || px(ps.width) === 0 || px(ps.height) === 0)) continue;
      if (alphaOf(ps.backgroundColor) > 0 || hasImage(ps)) return "a " + p + " box with a background on " + short(e);
    }
    return "";
  };
  function boxOf(e) {
    if (index.has(e)) return index.get(e);
    const up = parentOf(e);
    const parent = up ? boxOf(up) : -1;
    const cs = style(e);
    const b = { parent: parent, sel: short(e), bg: cs.backgroundColor, opacity: px(cs.opacity), under: "", always: "" };
    if (cs.display === "contents") {
      b.bg = "rgba(0, 0, 0, 0)";
      b.opacity = 1;
    } else {
      if (e === propagated) b.bg = "rgba(0, 0, 0, 0)";
      else if (hasImage(cs)) b.under = imageWhat(cs, b.sel);
      if (!b.under) b.under = pseudoUnder(e);
      if (cs.filter && cs.filter !== "none") b.always = "a filter on " + b.sel;
      else if (cs.mixBlendMode && cs.mixBlendMode !== "normal") b.always = "mix-blend-mode: " + cs.mixBlendMode + " on " + b.sel;
      else if (cs.backdropFilter && cs.backdropFilter !== "none") b.always = "a backdrop-filter on " + b.sel;
      else if (/\btext\b/.test(cs.backgroundClip || "") || /\btext\b/.test(cs.webkitBackgroundClip || "")) b.always = "background-clip: text on " + b.sel;
    }
    boxes.push(b);
    index.set(e, boxes.length - 1);
    return boxes.length - 1;
  }

  // Boxes that paint (a background, an image, a replaced element or a
  // form control) and lie over a run's text without being one of its
  // ancestors: the CSS cannot say whether they are above the text or
  // under it. Found through a grid of the page's boxes, built once.
  const BAND = 256;
  let grid = null;
  const REPLACED = new Set(["IMG", "SVG", "CANVAS", "VIDEO", "IFRAME", "OBJECT", "EMBED", "INPUT", "SELECT", "TEXTAREA", "METER", "PROGRESS"]);
  const paints = (e) => {
    const cs = style(e);
    if (cs.visibility !== "visible" || cs.display === "contents" || px(cs.opacity) === 0) return false;
    if (e === propagated) return false;
    return REPLACED.has(e.tagName.toUpperCase()) || alphaOf(cs.backgroundColor) > 0 || hasImage(cs);
  };
  function buildGrid() {
    grid = new Map();
    for (const e of document.querySelectorAll("body *")) {
      const r = e.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) continue;
      const rr = { l: r.left + scrollX, t: r.top + scrollY, r: r.right + scrollX, b: r.bottom + scrollY, e: e };
      for (let k = Math.floor(rr.t / BAND); k <= Math.floor(rr.b / BAND); k++) {
        if (!grid.has(k)) grid.set(k, []);
        grid.get(k).push(rr);
      }
    }
  }
  // shapeOf(e): the part of a painter that can show — its box clipped by
  // its ancestors' overflow clips, and, for a box with a 2D transform of
  // its own (a rotated card), the transformed parallelogram's corners.
  const shapes = new Map();
  function shapeOf(e, r) {
    if (shapes.has(e)) return shapes.get(e);
    let s = { l: r.l, t: r.t, r: r.r, b: r.b, quad: null };
    for (let a = parentOf(e); a && a !== root && a !== body; a = parentOf(a)) {
      const cs = style(a);
      if (cs.display === "inline" || cs.display === "contents") continue;
      const hx = cuts(cs.overflowX), hy = cuts(cs.overflowY);
      if (!hx && !hy) continue;
      const b = a.getBoundingClientRect();
      const l = b.left + scrollX, t = b.top + scrollY;
      if (hx) { s.l = Math.max(s.l, l); s.r = Math.min(s.r, l + b.width); }
      if (hy) { s.t = Math.max(s.t, t); s.b = Math.min(s.b, t + b.height); }
    }
    const m = /^matrix\(([^)]*)\)$/.exec(style(e).transform || "");
    if (m && e instanceof HTMLElement) {
      const [a, b, c, d] = m[1].split(",").map(parseFloat);
      const cx = (r.l + r.r) / 2, cy = (r.t + r.b) / 2, w = e.offsetWidth / 2, h = e.offsetHeight / 2;
      s.quad = [[-w, -h], [w, -h], [w, h], [-w, h]].map(([x, y]) => [cx + a * x + c * y, cy + b * x + d * y]);
    }
    shapes.set(e, s);
    return s;
  }
  // quadMeets: whether a convex quad and a rectangle share area
  // (separating axes: the rectangle's two, the quad's four edges).
  function quadMeets(q, r) {
    const rc = [[r.l, r.t], [r.r, r.t], [r.r, r.b], [r.l, r.b]];
    const axes = [[1, 0], [0, 1]];
    for (let i = 0; i < 4; i++) {
      const [x1, y1] = q[i], [x2, y2] = q[(i + 1) % 4];
      axes.push([y1 - y2, x2 - x1]);
    }
    for (const [ax, ay] of axes) {
      const pq = q.map(([x, y]) => x * ax + y * ay), pr = rc.map(([x, y]) => x * ax + y * ay);
      if (Math.max(...pq) <= Math.min(...pr) || Math.max(...pr) <= Math.min(...pq)) return false;
    }
    return true;
  }
  const painted = new Map();
  // overlapping(el, rects, all): the first painting box over or under the
  // run that is not one of its ancestors (null when none); with all, every
  // such box (an array).
  function overlapping(el, rects, all) {
    if (!grid) buildGrid();
    const found = [];
    for (const r of rects) {
      const need = Math.max(1, r.h / 2);
      for (let k = Math.floor(r.t / BAND); k <= Math.floor(r.b / BAND); k++) {
        for (const c of grid.get(k) || []) {
          if (c.e === el || c.e.contains(el)) continue;
          let w = Math.min(r.r, c.r) - Math.max(r.l, c.l);
          let h = Math.min(r.b, c.b) - Math.max(r.t, c.t);
          if (h < need || w < Math.min(4, r.w)) continue;
          const s = shapeOf(c.e, c);
          w = Math.min(r.r, s.r) - Math.max(r.l, s.l);
          h = Math.min(r.b, s.b) - Math.max(r.t, s.t);
          if (h < need || w < Math.min(4, r.w)) continue;
          // The middle of the text (its central half) must meet the shape.
          if (s.quad && !quadMeets(s.quad, { l: r.l + r.w / 4, r: r.r - r.w / 4, t: r.t + r.h / 4, b: r.b - r.h / 4 })) continue;
          let p = painted.get(c.e);
          if (p === undefined) {
            p = paints(c.e) && (typeof c.e.checkVisibility !== "function" || c.e.checkVisibility({ opacityProperty: true, visibilityProperty: true }));
            painted.set(c.e, p);
          }
          if (p && !all) return c.e;
          if (p && !found.includes(c.e)) found.push(c.e);
        }
      }
    }
    return all ? found : null;
  }

  // The paint order, as axe-core 4.14 computes it (commons/dom/create-grid
  // and visually-sort): each element's stacking order is its ancestors'
  // stacking contexts, each a level (its z-index; floats 0.1; positioned
  // boxes and other stacking contexts 0.2) and a tree order, a positioned
  // box that makes no stacking context ("pseudo") being flattened into
  // the nearest real one.
  const ROOT_LEVEL = 0, FLOAT_LEVEL = 0.1, DEFAULT_LEVEL = 0.2;
  let treeIdx = null;
  const treeOrder = (e) => {
    if (!treeIdx) {
      treeIdx = new Map();
      let i = 1;
      for (const x of document.querySelectorAll("*")) treeIdx.set(x, i++);
    }
    return treeIdx.get(e) || 0;
  };
  const flexOrGrid = (p) => !!p && /^(inline-)?(flex|grid)$/.test(style(p).display);
  function stackingContext(e, p) {
    const cs = style(e);
    const pos = cs.position, z = cs.zIndex;
    if (pos === "fixed" || pos === "sticky") return true;
    if (z !== "auto" && pos !== "static") return true;
    if (cs.opacity !== "1") return true;
    if ((cs.transform || "none") !== "none") return true;
    if (cs.mixBlendMode && cs.mixBlendMode !== "normal") return true;
    if (cs.filter && cs.filter !== "none") return true;
    if (cs.perspective && cs.perspective !== "none") return true;
    if (cs.clipPath && cs.clipPath !== "none") return true;
    if ((cs.webkitMaskImage || cs.maskImage || "none") !== "none") return true;
    if (cs.isolation === "isolate") return true;
    if (cs.willChange === "transform" || cs.willChange === "opacity") return true;
    if (/^(layout|paint|strict|content)$/.test(cs.contain || "")) return true;
    if (z !== "auto" && flexOrGrid(p)) return true;
    return false;
  }
  function stackLevel(e, p) {
    const cs = style(e);
    const z = cs.position === "static" && !flexOrGrid(p) ? "auto" : cs.zIndex;
    if (z !== "auto" && z !== "0") return parseInt(z, 10);
    if (cs.cssFloat !== "none") return FLOAT_LEVEL;
    if (stackingContext(e, p) || cs.position !== "static") return DEFAULT_LEVEL;
    return null;
  }
  const orders = new Map();
  function stackingOrder(e) {
    if (orders.has(e)) return orders.get(e);
    let res;
    const p = e === root ? null : parentOf(e);
    if (!p) {
      res = [{ level: ROOT_LEVEL, pseudo: true, tree: 0 }];
    } else {
      res = stackingOrder(p).slice();
      const real = stackingContext(e, p);
      if (real || style(e).position !== "static") {
        const i = res.findIndex((x) => x.pseudo);
        if (i !== -1) res.splice(i);
      }
      const lvl = stackLevel(e, p);
      if (lvl !== null) res.push({ level: lvl, pseudo: !real, tree: treeOrder(e) });
    }
    orders.set(e, res);
    return res;
  }
  const floated = (e) => {
    for (let a = e; a; a = a.parentElement) if (style(a).cssFloat !== "none") return true;
    return false;
  };
  const positionOrder = (e) => (style(e).display.indexOf("inline") !== -1 ? 2 : floated(e) ? 1 : 0);
  // visuallySort(a, b) < 0: a is painted over b. One change from
  // axe-core: a box at a negative z-index is painted under the in-flow
  // boxes of its stacking context (CSS 2.1 Appendix E), though over the
  // context's own background; axe-core puts it over both.
  function visuallySort(a, b) {
    const A = stackingOrder(a), B = stackingOrder(b);
    for (let i = 0; i < Math.max(A.length, B.length); i++) {
      if (B[i] === undefined) return A[i].level < 0 && !(i > 0 && B[i - 1].tree === treeOrder(b)) ? 1 : -1;
      if (A[i] === undefined) return B[i].level < 0 && !(i > 0 && A[i - 1].tree === treeOrder(a)) ? -1 : 1;
      if (B[i].level > A[i].level) return 1;
      if (B[i].level < A[i].level) return -1;
      if (B[i].tree !== A[i].tree) return B[i].tree - A[i].tree;
    }
    const pos = a.compareDocumentPosition(b);
    const dom = pos & Node.DOCUMENT_POSITION_FOLLOWING ? 1 : -1;
    const desc = pos & (Node.DOCUMENT_POSITION_CONTAINS | Node.DOCUMENT_POSITION_CONTAINED_BY);
    const pa = positionOrder(a), pb = positionOrder(b);
    if (pa === pb || desc) return dom;
    return pb - pa;
  }
  // A backdrop covers the run when its visible shape holds every rect.
  function covers(e, rects) {
    const r = e.getBoundingClientRect();
    const s = shapeOf(e, { l: r.left + scrollX, t: r.top + scrollY, r: r.right + scrollX, b: r.bottom + scrollY });
    if (s.quad) return false;
    return rects.every((x) => x.l >= s.l - 1 && x.t >= s.t - 1 && x.r <= s.r + 1 && x.b <= s.b + 1);
  }
  // stackOf(el, rects, run): under 1.6.0, place every box over or under the
  // run that is not its ancestor. One painted over the text, or an image
  // or control under it, sets run.reason; the others are backdrops, and
  // run.stack lists the run's boxes — its ancestors and the backdrops —
  // bottom to top (run.partial takes the backdrops that do not cover all
  // of the text).
  function stackOf(el, rects, run) {
    const over = overlapping(el, rects, true);
    if (!over.length) return;
    const backs = [];
    for (const o of over) {
      if (visuallySort(o, el) < 0) {
        run.reason = "the text lies under " + short(o) + ", which is painted over it";
        return;
      }
      if (REPLACED.has(o.tagName.toUpperCase())) {
        run.reason = "the text lies over " + short(o) + ", whose colours the CSS does not give";
        return;
      }
      backs.push(o);
    }
    const chain = [];
    for (let e = el; e; e = parentOf(e)) chain.unshift(e);
    const all = chain.concat(backs).sort((a, b) => -visuallySort(a, b));
    run.stack = all.map(boxOf);
    for (const o of backs) if (!covers(o, rects)) run.partial.push(boxOf(o));
  }

  // Whether a run's rects survive the boxes that clip it (overflow hidden
  // or clip, a clip: rect() on a positioned box): text clipped away, the
  // visually-hidden pattern included, is not seen and not judged.
  function seen(el, rects) {
    let vis = rects.slice();
    for (let e = el; e && e !== root; e = parentOf(e)) {
      const cs = style(e);
      if (cs.clip && cs.clip !== "auto" && (cs.position === "absolute" || cs.position === "fixed")) return false;
      if (cs.display === "inline" || cs.display === "contents") continue;
      const hx = cuts(cs.overflowX), hy = cuts(cs.overflowY);
      if (!hx && !hy) continue;
      const b = e.getBoundingClientRect();
      const l = b.left + scrollX, t = b.top + scrollY;
      vis = vis.map((r) => ({
        l: hx ? Math.max(r.l, l) : r.l, r: hx ? Math.min(r.r, l + b.width) : r.r,
        t: hy ? Math.max(r.t, t) : r.t, b: hy ? Math.min(r.b, t + b.height) : r.b,
      })).filter((r) => r.r - r.l > 2 && r.b - r.t > 2);
      if (!vis.length) return false;
    }
    return vis.some((r) => r.r > 0 && r.b > 0);
  }

  // A text shadow matters when some shadow is visible and reaches beyond
  // the glyph by a tenth of the font size or more (and at least half a
  // pixel): a smaller one is an embossed edge, which axe-core ignores too.
  function shadowMatters(cs) {
    const least = Math.max(0.5, 0.1 * px(cs.fontSize));
    const ts = cs.textShadow;
    if (!ts || ts === "none") return false;
    for (const part of ts.split(/,(?![^(]*\))/)) {
      const col = /(rgba?\([^)]*\)|color\([^)]*\))/.exec(part);
      if (col && alphaOf(col[1]) === 0) continue;
      const lens = (part.replace(/(rgba?|color)\([^)]*\)/, "").match(/-?[\d.]+px/g) || []).map((v) => Math.abs(parseFloat(v)));
      if (lens.some((v) => v >= least)) return true;
    }
    return false;
  }

  const SKIP = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "SVG", "SELECT", "OPTION", "TEXTAREA", "IFRAME", "OBJECT", "CANVAS", "VIDEO", "AUDIO", "MATH"]);
  // Inputs whose text W2 judges, as axe-core does: buttons by their
  // label, text fields by the colour of what is typed.
  const BUTTONS = new Set(["submit", "button", "reset"]);
  const FIELDS = new Set(["text", "search", "email", "url", "tel", "password", "number", ""]);
  const judgedInput = (n) => n.tagName === "INPUT" && (BUTTONS.has(n.type) ? n.value.trim() !== "" : FIELDS.has(n.type));
  // Rubric 1.5.0: an empty text field paints no text of its own, only its
  // placeholder, if it has one; that is the text judged, in its
  // ::placeholder colour and opacity. Under 1.4.0 an empty field is judged
  // by the colour of what would be typed, as axe-core does (axe-core#4260).
  // (Text areas are not judged by either rubric.)
  const field = (el) => el.tagName === "INPUT" && !BUTTONS.has(el.type);
  const shown = (el) => !placeholders || !field(el) || el.value !== "" || el.placeholder.trim() !== "";
  const owners = new Set(targets.filter((t) => t.el && t.owner).map((t) => t.el));
  const inactive = (e) => {
    if (e.closest(":disabled") || e.closest('[aria-disabled="true" i]')) return true;
    const label = e.closest("label");
    if (label && label.control && label.control.matches(":disabled")) return true;
    return false;
  };

  // undecidedBy: why the CSS cannot decide a run whatever its boxes
  // say (a stroke, a shadow, a box over or under it), or "".
  function undecidedBy(el, cs, rects) {
    if (px(cs.webkitTextStrokeWidth) > 0) return "-webkit-text-stroke on " + short(el);
    if (shadowMatters(cs)) return "a text-shadow on " + short(el);
    if (stacking) return "";
    const o = overlapping(el, rects, false);
    return o ? "the text lies over or under " + short(o) + ", which is not one of its ancestors" : "";
  }

  // axeReads: whether axe-core 4.14's color-contrast rule takes el's own
  // text for text (its hasRealTextChildren): the element's text nodes,
  // and a line break as a space, joined and sanitised (no-break spaces
  // made spaces, runs of white space one, trimmed), are not empty once
  // emoji and punctuation are removed. So a symbol outside the
  // punctuation is text (× ÷, and the arrows and icons axeIcons names),
  // and so is punctuation with white space between, as an operator's
  // name `( * )` in an API index, where `(*)` is not. Punctuation is
  // axe-core's getPunctuationRegExp; emoji are Unicode's pictographs with
  // their joiners, modifiers and keycaps (axe-core uses the emoji-regex
  // package; where the two differ, the text is a symbol axeIcons takes
  // for symbols alone, or emoji with white space between, which axe-core
  // judges too).
  const AXE_PUNCTUATION = /[\u2000-\u206F\u2E00-\u2E7F\u3000-\u3004\u3008-\u3020\u3030\u3036-\u3037\u303D-\u303F\u30FB\uFE10-\uFE1F\uFE30-\uFE4F\uFE50-\uFE6F\uFF01-\uFF0F\uFF1A-\uFF20\uFF3B-\uFF40\uFF5B-\uFF65\\'!"#$%&\xa3\xa2\xa5\xa7\u20ac()*+,\-.\/:;<=>?@\[\]^_`{|}~\xb1]/g;
  const EMOJI = /[#*0-9]\uFE0F?\u20E3|[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\uFE0F\u200D\u{E0020}-\u{E007F}]/gu;
  const sanitize = (t) => t.replace(/\r\n/g, "\n").replace(/\u00A0/g, " ").replace(/[\s]{2,}/g, " ").trim();
  const ownText = (el) => {
    let own = "";
    for (const c of el.childNodes) {
      if (c.nodeType === Node.TEXT_NODE) own += c.data;
      else if (c.nodeName === "BR") own += " ";
    }
    return sanitize(own);
  };
  const axeReads = (el) => {
    const own = ownText(el);
    return own !== "" && own.replace(EMOJI, "").replace(AXE_PUNCTUATION, "") !== "";
  };
  // axeIcons: whether axe-core leaves el's text undecided as symbols
  // alone (its textIsEmojis, messageKey nonBmp): it holds a character of
  // the symbol blocks (arrows, mathematical operators, technical, box
  // drawing, shapes, dingbats, letterlike and currency symbols), of a
  // private-use area (icon fonts) or a format character, and nothing else
  // once those and variation selectors are removed. axe-core's
  // getUnicodeNonBmpRegExp, getSupplementaryPrivateUseRegExp and (for the
  // characters of the basic plane) getCategoryFormatRegExp.
  const AXE_SYMBOLS = /[\u1D00-\u1D7F\u1D80-\u1DBF\u1DC0-\u1DFF\u20A0-\u20CF\u20D0-\u20FF\u2100-\u214F\u2150-\u218F\u2190-\u21FF\u2200-\u22FF\u2300-\u23FF\u2400-\u243F\u2440-\u245F\u2460-\u24FF\u2500-\u257F\u2580-\u259F\u25A0-\u25FF\u2600-\u26FF\u2700-\u27BF\uE000-\uF8FF]|[\uDB80-\uDBBF][\uDC00-\uDFFF]|[\xAD\u0600-\u0605\u061C\u06DD\u070F\u08E2\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]/g;
  const VARIATION = /[\u180B-\u180D\u180F\uFE00-\uFE0F]|\uDB40[\uDD00-\uDDEF]/g;
  const axeIcons = (el) => {
    const own = ownText(el);
    return own.search(AXE_SYMBOLS) >= 0 && sanitize(own.replace(AXE_SYMBOLS, "").replace(VARIATION, "")) === "";
  };

  function runsOf(target) {
    const groups = new Map(); // element -> its direct text
    const walker = document.createTreeWalker(target, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
      acceptNode(n) {
        if (n.nodeType === Node.TEXT_NODE) return /\S/.test(n.data) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP;
        if (n !== target && owners.has(n)) return NodeFilter.FILTER_REJECT;
        if (SKIP.has(n.tagName.toUpperCase())) return NodeFilter.FILTER_REJECT;
        if (judgedInput(n)) return NodeFilter.FILTER_ACCEPT;
        return NodeFilter.FILTER_SKIP;
      },
    });
    if (judgedInput(target)) groups.set(target, [target]);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.nodeType === Node.TEXT_NODE ? n.parentElement : n;
      if (!el) continue;
      if (!groups.has(el)) groups.set(el, []);
      groups.get(el).push(n);
    }
    const runs = [];
    const range = document.createRange();
    for (const [el, nodes] of groups) {
      const isInput = el.tagName === "INPUT";
      if (!shown(el)) continue;
      const ph = placeholders && field(el) && el.value === "";
      const text = ph ? el.placeholder.trim() : isInput ? el.value.trim() || "(" + (el.type || "text") + " field)" : nodes.map((t) => t.data.trim()).join(" ");
      // An element is judged by its own text, punctuation included (the
      // separators of a nav), when it or what it holds reads as words:
      // punctuation, symbols and emoji alone are not (axe-core).
      // Under 1.10.0 symbols alone are judged where axe-core judges them
      // by their colours: text to axe-core, not symbols it leaves
      // undecided, and not a lone character, which fails nothing there.
      // Judged, those would only leave their element's figure undecided.
      const all = isInput ? text : (el.textContent || "").replace(/\s+/g, " ").trim();
      const words = isInput || /[\p{L}\p{N}]/u.test(all);
      if (!words && !(symbols && [...all].length > 1 && axeReads(el) && !axeIcons(el))) continue;
      const cs = style(el);
      if (cs.visibility !== "visible" || px(cs.fontSize) === 0) continue;
      if (typeof el.checkVisibility === "function" && !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (inactive(el)) continue;
      let rects = [];
      const add = (list) => {
        for (const r of list) {
          if (r.width > 0 && r.height > 0) rects.push({ l: r.left + scrollX, t: r.top + scrollY, r: r.right + scrollX, b: r.bottom + scrollY, w: r.width, h: r.height });
        }
      };
      if (isInput) add([el.getBoundingClientRect()]);
      else for (const t of nodes) { range.selectNodeContents(t); add(range.getClientRects()); }
      if (!rects.length || !seen(el, rects)) continue;
      const run = {
        box: boxOf(el), text: text.replace(/\s+/g, " ").slice(0, 80), px: px(cs.fontSize), weight: px(cs.fontWeight),
        fg: cs.webkitTextFillColor || cs.color, partial: [], reason: "", single: !isInput && [...all].length === 1,
      };
      if (ph) {
        const ps = getComputedStyle(el, "::placeholder");
        run.px = px(ps.fontSize);
        run.weight = px(ps.fontWeight);
        run.fg = ps.webkitTextFillColor || ps.color;
        const op = ps.opacity === "" ? 1 : px(ps.opacity);
        if (op < 1) {
          // The placeholder's own opacity scales its colour's alpha.
          const m = /^rgba?\(\s*([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\s*\)$/.exec(run.fg);
          if (m) run.fg = "rgba(" + m[1] + ", " + m[2] + ", " + m[3] + ", " + (m[4] === undefined ? 1 : parseFloat(m[4])) * op + ")";
          else run.reason = "the placeholder of " + short(el) + " has opacity " + op + " over the colour " + run.fg;
        }
      }
      // A reason already set (the placeholder's colour) stands.
      if (!run.reason) run.reason = undecidedBy(el, cs, rects);
      if (!run.reason && stacking) stackOf(el, rects, run);
      // Backgrounds that cover only part of the text (inline boxes paint
      // their own line fragments, which hold it).
      for (let b = run.box, e = el; b >= 0 && e; b = boxes[b].parent, e = parentOf(e)) {
        const ecs = style(e);
        if (e === root || e === propagated || ecs.display === "inline" || ecs.display === "contents") continue;
        if (alphaOf(ecs.backgroundColor) === 0 && !hasImage(ecs)) continue;
        if (ecs.overflowX !== "visible" || ecs.overflowY !== "visible") continue; // it clips what it does not cover
        const r = e.getBoundingClientRect();
        const l = r.left + scrollX, t = r.top + scrollY;
        if (rects.some((x) => x.l < l - 1 || x.t < t - 1 || x.r > l + r.width + 1 || x.b > t + r.height + 1)) run.partial.push(b);
      }
      runs.push(run);
    }
    return runs;
  }

  const runs = targets.map((t) => (t.el && t.judge ? runsOf(t.el) : null));
  return { paint: { canvas: canvas, boxes: boxes }, runs: runs };
})
