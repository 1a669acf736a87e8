// probe.js measures one loaded page for W2 (internal/measure). It is
// evaluated as a function expression applied to one JSON argument and
// returns a JSON string, so that Go decodes exactly what the page saw.
// It only reads the document: it never changes it.
(function (input) {
  "use strict";
  const out = { elements: [], lint: null };
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
    out.elements.push({
      found: true, visible: visible,
      x: r.left + window.scrollX, y: r.top + window.scrollY, w: r.width, h: r.height,
      computed: computed,
    });
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
