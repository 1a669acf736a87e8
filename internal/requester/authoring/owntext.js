// owntext.js reads, for `tribunal skeleton record` (internal/requester/authoring),
// whose glyphs show each selected element's text colour. A text colour is
// the element's own only where its own text paints it: a text node inside
// the element whose glyphs are painted in the element's computed colour
// (its own text, or a descendant's that inherits the colour). Text a
// descendant paints in another colour (a link in the link colour), text
// that -webkit-text-fill-color paints over, and text drawn at an opacity
// below 1 show another colour, not the element's. A text field's value
// counts as its own text, its placeholder as text in the ::placeholder
// colour. For the first match of each
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
    const count = (chars, c) => {
      if (c === mine) {
        r.own += chars;
      } else {
        r.other += chars;
        if (r.others.length < 4 && !r.others.includes(c)) r.others.push(c);
      }
    };
    // A text field shows its value in its own colour, or, empty, its
    // placeholder in the ::placeholder colour; neither is a text node.
    const field = el.matches("textarea, input:not([type]), input[type=text], input[type=search], input[type=email], " +
      "input[type=url], input[type=tel], input[type=password], input[type=number]");
    if (field && el.getClientRects().length > 0) {
      if (el.value !== "") {
        count(el.value.replace(/\s+/g, "").length, paint(getComputedStyle(el)));
      } else if ((el.placeholder || "").trim() !== "") {
        count(el.placeholder.replace(/\s+/g, "").length, paint(getComputedStyle(el, "::placeholder")));
      }
    }
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
      // Opacity on the way up blends the glyphs with what is under them:
      // they show no colour of their own then.
      let alpha = 1;
      for (let a = p; a !== null; a = a.parentElement) alpha *= parseFloat(getComputedStyle(a).opacity);
      let c = paint(cs);
      if (alpha < 1) c += " at opacity " + (Math.round(alpha * 100) / 100);
      count(chars, c);
    }
    out.push(r);
  }
  return out;
})
