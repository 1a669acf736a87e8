// owntext.js reads, for `tribunal skeleton record` (internal/requester/authoring),
// whose glyphs show each selected element's text colour. A text colour is
// the element's own only where its own text paints it: a text node inside
// the element whose glyphs are painted in the element's computed colour
// (its own text, or a descendant's that inherits the colour). Text a
// descendant paints in another colour (a link in the link colour), or
// that -webkit-text-fill-color paints over, shows another colour, not
// the element's. For the first match of each
// selector it counts the rendered, non-blank characters of both kinds and
// names up to four of the other colours. It is a function expression
// applied to the selectors (a JSON array) and returns an array; it only
// reads the document.
(function (selectors) {
  "use strict";
  // The colour a glyph is painted in: -webkit-text-fill-color, which
  // computes to the colour itself unless set.
  const paint = (cs) => cs.webkitTextFillColor || cs.color;
  const out = [];
  const range = document.createRange();
  for (const sel of selectors) {
    const r = { own: 0, other: 0, colour: "", others: [] };
    let el = null;
    try { el = document.querySelector(sel); } catch (err) { out.push(r); continue; }
    if (el === null) { out.push(r); continue; }
    const mine = getComputedStyle(el).color;
    r.colour = mine;
    const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n !== null; n = walk.nextNode()) {
      const chars = n.data.replace(/\s+/g, "").length;
      const p = n.parentElement;
      if (chars === 0 || p === null) continue;
      const cs = getComputedStyle(p);
      if (cs.visibility !== "visible") continue;
      range.selectNodeContents(n);
      let shown = false;
      for (const b of range.getClientRects()) {
        if (b.width > 0 && b.height > 0) { shown = true; break; }
      }
      if (!shown) continue;
      const c = paint(cs);
      if (c === mine) {
        r.own += chars;
      } else {
        r.other += chars;
        if (r.others.length < 4 && !r.others.includes(c)) r.others.push(c);
      }
    }
    out.push(r);
  }
  return out;
})
