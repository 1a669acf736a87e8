// probe.js measures one loaded page for W2 (internal/w2/measure). It is
// evaluated as a function expression applied to one JSON argument and
// returns a JSON string, so that Go decodes exactly what the page saw.
// It only reads the document: it never changes it.
(function (input) {
  "use strict";
  const clippedText = __CLIP_JS__;
  const contrastOf = __CONTRAST_JS__;
  const out = { elements: [], lint: null, overflow: null, paint: null };
  // Rubric 1.4.0: the elements whose text contrast is read, and the
  // declared ones that own the text inside them.
  const targets = [];
  for (const e of input.elements) {
    let el = null;
    let bad = "";
    try {
      el = document.querySelector(e.selector);
    } catch (err) {
      bad = String((err && err.message) || err);
    }
    if (!el) {
      out.elements.push({ found: false, bad: bad });
      targets.push({ el: null, owner: false, judge: false });
      continue;
    }
    const r = el.getBoundingClientRect();
    const cs = getComputedStyle(el);
    let visible = r.width > 0 && r.height > 0 &&
      cs.display !== "none" && cs.visibility !== "hidden" && cs.visibility !== "collapse";
    // checkVisibility also sees display:none and content-visibility on
    // ancestors, which the element's own computed style does not show.
    if (visible && typeof el.checkVisibility === "function") {
      visible = el.checkVisibility({ visibilityProperty: true });
    }
    const computed = {};
    for (const p of e.properties) computed[p] = cs.getPropertyValue(p).trim();
    const m = {
      found: true, visible: visible,
      x: r.left + window.scrollX, y: r.top + window.scrollY, w: r.width, h: r.height,
      computed: computed,
    };
    // Rubric 1.2.0: text the user cannot fully see, and whether a control
    // declared disabled really is inactive.
    if (e.clip && visible) m.clipped = clippedText(el, input.max_runs, !!input.wholly, !!input.scrolled, !!input.past, !!input.squeezed, !!input.anchored);
    // Inactive: :disabled, aria-disabled="true", or out of everyone's
    // reach — no pointer events and nothing the keyboard can reach (an
    // href-less link styled disabled).
    if (e.state) {
      const reachable = el.matches("a[href], area[href], button, input, select, textarea, summary, iframe, " +
        "audio[controls], video[controls], [contenteditable]:not([contenteditable=false]), [tabindex]") &&
        !el.matches("[tabindex^='-']");
      m.inactive = el.matches(":disabled") ||
        (el.getAttribute("aria-disabled") || "").trim().toLowerCase() === "true" ||
        (cs.pointerEvents === "none" && !reachable);
    }
    out.elements.push(m);
    targets.push({ el: el, owner: e.owner, judge: e.contrast && visible });
  }
  if (targets.some((t) => t.judge)) {
    const c = contrastOf(targets, !!input.placeholders, !!input.stacking, !!input.symbols);
    out.paint = c.paint;
    c.runs.forEach((runs, i) => { if (runs) out.elements[i].runs = runs; });
  }
  // Rubric 1.2.0: does the page scroll sideways at this viewport? The
  // document is wider than the viewport and the viewport does not clip it
  // (overflow-x of the root, or of the body when the root's is visible).
  if (input.overflow) {
    const de = document.documentElement;
    const se = document.scrollingElement || de;
    const view = de.clientWidth;
    let vx = getComputedStyle(de).overflowX;
    if (vx === "visible" && document.body) vx = getComputedStyle(document.body).overflowX;
    const o = { doc: se.scrollWidth, view: view, scrolls: se.scrollWidth > view && vx !== "hidden" && vx !== "clip", widest: "", right: 0 };
    if (o.scrolls) {
      // The element reaching furthest right (the outermost of equals),
      // for the finding's detail.
      for (const e of document.querySelectorAll("body *")) {
        const rr = e.getBoundingClientRect().right + window.scrollX;
        if (rr > o.right + 0.5) {
          o.right = rr;
          o.widest = e.id ? "#" + CSS.escape(e.id) : e.tagName.toLowerCase() +
            Array.from(e.classList).slice(0, 2).map((c) => "." + CSS.escape(c)).join("");
        }
      }
    }
    out.overflow = o;
  }
  if (input.lint) {
    const count = (sel) => {
      try { return document.querySelectorAll(sel).length; } catch (err) { return -1; }
    };
    // A selector list matches each element once, so a link inside both a
    // nav and a [role=navigation] counts once.
    const lint = {
      nav_links: document.querySelectorAll("nav a[href], [role=navigation] a[href]").length,
      required: input.required.map(count),
      forbidden: input.forbidden.map(count),
      scripts: [], relative: [], chunks: [],
    };
    if (input.bundle) {
      const relative = (v) => v !== null && v.trim() !== "" &&
        !/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(v.trim()) && !v.trim().startsWith("//") && !v.trim().startsWith("#");
      for (const s of document.querySelectorAll("script[src]")) lint.scripts.push(s.getAttribute("src"));
      for (const l of document.querySelectorAll("link[href]")) {
        const v = l.getAttribute("href");
        if (relative(v)) lint.relative.push("link href=" + v);
      }
      for (const i of document.querySelectorAll("img[src]")) {
        const v = i.getAttribute("src");
        if (relative(v)) lint.relative.push("img src=" + v);
      }
      const html = document.documentElement ? document.documentElement.outerHTML : "";
      const seen = new Set();
      for (const m of html.matchAll(/\/assets\/[^\s"'()<>`]*?\.(?:m?js|css)(?![A-Za-z0-9_])/g)) {
        if (!seen.has(m[0])) { seen.add(m[0]); lint.chunks.push(m[0]); }
      }
    }
    out.lint = lint;
  }
  return JSON.stringify(out);
})
