// clickable.js reads, for `tribunal skeleton record` (internal/requester/authoring),
// what each selected element would do when clicked: how many elements the
// selector matches, whether the first is disabled, and the facts a click
// binding can be established from — the nearest link's href, an onclick
// attribute, the element a toggle (or a label) controls. It is a function expression
// applied to the selectors (a JSON array) and returns a JSON string. It
// only reads the document; nothing is clicked (W2's self-check of the
// recorded skeleton fires the clicks).
(function (selectors) {
  "use strict";
  const out = [];
  const idOf = (v) => {
    v = (v || "").trim();
    if (v.startsWith("#")) v = v.slice(1);
    if (v === "" || /[\s.#\[\]>+~:,()'"]/.test(v)) return "";
    return document.getElementById(v) !== null ? v : "";
  };
  for (const sel of selectors) {
    const r = { count: 0, tag: "", disabled: false, clickable: false, href: "", href_abs: "",
      onclick: "", handler: "", handler_fn: false, controls: "", text: "" };
    let all = [];
    try { all = document.querySelectorAll(sel); } catch (err) { r.count = -1; out.push(r); continue; }
    r.count = all.length;
    const el = all[0];
    if (!el) { out.push(r); continue; }
    r.tag = el.tagName.toLowerCase();
    r.text = (el.innerText || el.getAttribute("aria-label") || "").replace(/\s+/g, " ").trim().slice(0, 40);
    r.disabled = el.matches(":disabled") || (el.getAttribute("aria-disabled") || "").trim().toLowerCase() === "true";
    const link = el.closest("a[href], area[href]");
    const control = el.closest("button, input[type=button], input[type=submit], input[type=reset], input[type=image], " +
      "summary, [role=button], [role=link], [role=tab], [role=menuitem], [onclick]");
    // A click on a label is a click on its control (a checkbox menu
    // toggle: <label for="menuToggler">).
    const label = el.closest("label");
    const labelled = label !== null && label.control ? label.control : null;
    r.clickable = link !== null || control !== null || labelled !== null;
    if (link !== null) {
      r.href = link.getAttribute("href") || "";
      r.href_abs = link.href || "";
    }
    const withClick = el.closest("[onclick]");
    if (withClick !== null) {
      r.onclick = withClick.getAttribute("onclick") || "";
      const m = /^\s*(?:return\s+)?([A-Za-z_$][A-Za-z0-9_$]*)\s*\(/.exec(r.onclick);
      if (m && !/^(if|return|void|typeof|new|function)$/.test(m[1])) {
        r.handler = m[1];
        r.handler_fn = typeof window[m[1]] === "function";
      }
    }
    const t = control || link;
    if (t !== null) {
      r.controls = idOf(t.getAttribute("aria-controls")) || idOf(t.getAttribute("data-bs-target")) ||
        idOf(t.getAttribute("data-target"));
      if (r.controls === "" && link !== null && r.href.startsWith("#")) r.controls = idOf(r.href);
    }
    if (r.controls === "" && labelled !== null && labelled.id) r.controls = idOf(labelled.id);
    out.push(r);
  }
  return JSON.stringify(out);
})
