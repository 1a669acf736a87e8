// share.js groups the elements of one page whose matched styles the CSS
// domain would report identically, as far as rule 4 reads them (styles.go,
// share.go), so that W2 asks for one element of each group. It is
// evaluated as a function expression applied to {selectors, texts} and
// returns a JSON string: {groups}, for each selector the index of its
// group's first selector, or -1 for a selector that matches nothing (asked
// alone, so that the CSS pass reports it as before); or {need}, the URLs
// of the style sheets whose rules the page may not read (another origin:
// every linked sheet of a file:// page) and whose text it needs in texts
// (URL → text, from the CSS domain) to group. It only reads the document.
//
// Two elements share their answer when all of these hold (anything the
// script cannot read makes every element its own group):
//   - they are the same element, or siblings (the same parent, hence the
//     same ancestors: the inherited part of the answer is the same),
//     both HTML elements, neither a custom element (its shadow tree and
//     custom states are not visible here) nor a form control, media or
//     disclosure element (their user-agent rules read state that no
//     attribute shows), and the parent has no open shadow root;
//   - they have the same tag and the same attributes but id, with the
//     same values (the style attribute included: the same inline style);
//   - they agree on every state and structural pseudo-class the user-agent
//     style sheet could read (the list below);
//   - they agree, selector by selector of every selector list, on every
//     style rule of every author style sheet of the document, whatever its
//     media or conditions (a condition is the same for both: the same
//     viewport and the same container ancestors), so that the same author
//     rules match both with the same specificity.
// A sheet whose rules cannot be read and whose text is not given (or
// holds an @import, whose sheet the text does not show), a rule type not
// listed here, a nested style rule or an @scope rule turns sharing off.
(function (input) {
  "use strict";
  const selectors = input.selectors;
  const texts = input.texts || {};
  const need = new Set();
  const solo = () => JSON.stringify({ groups: selectors.map((_, i) => i) });
  const pseudo = [
    ":hover", ":active", ":focus", ":focus-visible", ":focus-within", ":target",
    ":checked", ":indeterminate", ":default", ":placeholder-shown", ":autofill",
    ":valid", ":invalid", ":user-valid", ":user-invalid", ":in-range", ":out-of-range",
    ":required", ":optional", ":read-only", ":read-write", ":enabled", ":disabled",
    ":link", ":any-link", ":visited", ":defined", ":popover-open", ":modal",
    ":fullscreen", ":open", ":playing", ":paused", ":first-child", ":last-child",
    ":only-child", ":first-of-type", ":last-of-type", ":only-of-type", ":empty",
    ":dir(ltr)", ":dir(rtl)", ":root",
  ];
  const excluded = new Set([
    "INPUT", "TEXTAREA", "SELECT", "OPTION", "OPTGROUP", "BUTTON", "DATALIST",
    "OUTPUT", "PROGRESS", "METER", "FIELDSET", "LEGEND", "DETAILS", "SUMMARY",
    "DIALOG", "VIDEO", "AUDIO", "IFRAME", "OBJECT", "EMBED", "SLOT", "TEMPLATE",
    "HTML", "BODY", "HEAD",
  ]);
  const HTML = "http://www.w3.org/1999/xhtml";
  // The questions the CSS domain must be saved before the texts of style
  // sheets the page may not read are fetched and parsed.
  const MIN_SAVED = 8;

  // Every selector of every author style rule, split at its top-level
  // commas; null when a sheet or rule cannot be read or is not modelled.
  function authorSelectors() {
    const out = new Set(); // a selector met twice is matched once
    const sheets = [...document.styleSheets, ...(document.adoptedStyleSheets || [])];
    const walk = (rules) => {
      for (const r of rules) {
        if (r instanceof CSSStyleRule) {
          if (r.cssRules && r.cssRules.length > 0) return false; // nesting
          const parts = split(r.selectorText);
          if (parts === null) return false;
          for (const q of parts) if (relevant(q)) out.add(q);
        } else if (r instanceof CSSImportRule) {
          if (r.styleSheet && !walkSheet(r.styleSheet)) return false;
        } else if (typeof CSSScopeRule !== "undefined" && r instanceof CSSScopeRule) {
          return false;
        } else if (r instanceof CSSFontFaceRule || r instanceof CSSKeyframesRule || r instanceof CSSPageRule ||
          ["CSSLayerStatementRule", "CSSPropertyRule", "CSSCounterStyleRule", "CSSFontFeatureValuesRule",
            "CSSFontPaletteValuesRule", "CSSPositionTryRule", "CSSViewTransitionRule"].some(
            (n) => typeof window[n] === "function" && r instanceof window[n])) {
          // They declare no style for an element by selector.
        } else if (r instanceof CSSGroupingRule) { // @media, @supports, @container, @layer, @starting-style
          if (!walk(r.cssRules)) return false;
        } else {
          return false; // @namespace (it changes what selectors mean) or unknown
        }
      }
      return true;
    };
    const walkSheet = (s) => {
      let rules;
      try {
        rules = s.cssRules;
      } catch (e) {
        // Another origin's sheet: its text, as the CSS domain gave it,
        // parsed here the same way.
        if (!s.href) return false;
        if (!Object.hasOwn(texts, s.href)) {
          need.add(s.href);
          return true;
        }
        const text = texts[s.href];
        if (/@import/i.test(text)) return false;
        const copy = new CSSStyleSheet();
        try {
          copy.replaceSync(text);
        } catch (err) {
          return false;
        }
        rules = copy.cssRules;
      }
      return rules ? walk(rules) : true;
    };
    for (const s of sheets) {
      if (!walkSheet(s)) return null;
    }
    return [...out];
  }

  // relevant says whether a selector could match one of two alike siblings
  // (the same ancestors, tag, attributes but id, and pseudo-class states)
  // and not the other: only through an id, an attribute (the id's), a
  // sibling combinator, a structural or content pseudo-class, or a
  // pseudo-class this script does not compare. A selector of a
  // pseudo-element matches no element. Anything else — types, classes,
  // descendant and child combinators, the compared states, :is(), :not()
  // of those — matches both or neither, and need not be matched here.
  const safe = new Set(["is", "where", "not", "matches", "-webkit-any", "root", "scope", "lang", "defined",
    "hover", "active", "focus", "focus-visible", "focus-within", "target", "checked", "indeterminate",
    "default", "placeholder-shown", "autofill", "valid", "invalid", "user-valid", "user-invalid",
    "in-range", "out-of-range", "required", "optional", "read-only", "read-write", "enabled",
    "disabled", "link", "any-link", "visited", "popover-open", "modal", "fullscreen", "open"]);
  function relevant(sel) {
    if (/::/.test(sel)) return /::(slotted|part)\b/i.test(sel);
    if (/[#\[+~|\\]/.test(sel)) return true;
    for (const m of sel.matchAll(/:(-?[a-zA-Z][\w-]*)/g)) {
      if (!safe.has(m[1].toLowerCase())) return true;
    }
    return false;
  }

  // split cuts a selector list at its top-level commas (outside (), []
  // and strings, escapes honoured); null when it cannot tell.
  function split(text) {
    const parts = [];
    let depth = 0, quote = "", from = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (c === "\\") { i++; continue; }
      if (quote) { if (c === quote) quote = ""; continue; }
      if (c === '"' || c === "'") quote = c;
      else if (c === "(" || c === "[") depth++;
      else if (c === ")" || c === "]") { if (--depth < 0) return null; }
      else if (c === "," && depth === 0) { parts.push(text.slice(from, i)); from = i + 1; }
    }
    if (depth !== 0 || quote) return null;
    parts.push(text.slice(from));
    return parts.map((p) => p.trim());
  }

  function matchVector(el, sels) {
    let v = "";
    for (const s of sels) {
      let m;
      try {
        m = el.matches(s) ? "1" : "0";
      } catch (e) {
        return null;
      }
      v += m;
    }
    return v;
  }

  const els = selectors.map((s) => {
    try {
      return document.querySelector(s);
    } catch (e) {
      return null;
    }
  });

  // The cheap key first (parent, tag, attributes, pseudo-classes); the
  // author-rule vector only for elements that share a cheap key with
  // another.
  // The pseudo-classes this browser parses (the others it cannot match).
  const known = pseudo.filter((q) => {
    try {
      document.documentElement.matches(q);
      return true;
    } catch (e) {
      return false;
    }
  });
  const parents = new Map();
  const keyOf = (el) => {
    if (el.namespaceURI !== HTML || excluded.has(el.tagName) || el.localName.includes("-")) return null;
    const p = el.parentElement;
    if (!p || p.shadowRoot) return null;
    if (!parents.has(p)) parents.set(p, parents.size);
    const attrs = [];
    for (const a of el.attributes) {
      if (a.name !== "id") attrs.push([a.namespaceURI, a.name, a.value]);
    }
    attrs.sort((x, y) => (x[1] < y[1] ? -1 : x[1] > y[1] ? 1 : 0));
    const state = matchVector(el, known);
    if (state === null) return null;
    return JSON.stringify([parents.get(p), el.tagName, attrs, state]);
  };
  const cheap = els.map((el) => (el ? keyOf(el) : null));
  const count = new Map();
  for (const k of cheap) if (k !== null) count.set(k, (count.get(k) || 0) + 1);
  // The author selectors only when some elements may share.
  let author = [];
  if ([...count.values()].some((n) => n > 1)) {
    author = authorSelectors();
    if (author === null) return solo();
    if (need.size > 0) {
      // Their texts cost the CSS domain's reading and this browser's
      // parsing them again (a tenth of a second for a framework's sheet):
      // only worth it when enough questions are saved.
      let saved = 0;
      for (const n of count.values()) saved += n - 1;
      if (saved < MIN_SAVED) return solo();
      return JSON.stringify({ need: [...need].sort() });
    }
  }
  const vectors = new Map(); // element → its author vector (computed once)
  const out = [];
  const first = new Map(); // full key → index of its first selector
  const seen = new Map(); // element → index of its first selector
  for (let i = 0; i < els.length; i++) {
    const el = els[i];
    if (!el) { out.push(-1); continue; }
    if (seen.has(el)) { out.push(seen.get(el)); continue; }
    seen.set(el, i);
    const k = cheap[i];
    if (k === null || count.get(k) < 2) { out.push(i); continue; }
    if (!vectors.has(el)) vectors.set(el, matchVector(el, author));
    const v = vectors.get(el);
    if (v === null) { out.push(i); continue; }
    const full = k + "|" + v;
    if (!first.has(full)) first.set(full, i);
    out.push(first.get(full));
  }
  return JSON.stringify({ groups: out });
})
