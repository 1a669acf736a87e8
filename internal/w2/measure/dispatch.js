// dispatch.js fires one declared interaction on a freshly loaded page for
// W2 (internal/w2/measure) and reads the three wiring signals of rubric 1.0.0
// in the same task, before anything the handler started (a navigation, a
// timer) can run. It is a function expression applied to one JSON argument
// and returns a JSON string.
(function (input) {
  "use strict";
  const res = { found: false, inline: false, wired_attr: false, ran: false, native: false, effect: false,
    handler_fn: false, id_before: false, id_after: false, in_control: false, error: "" };
  const byID = (id) => id !== "" && document.getElementById(id) !== null;
  let el = null;
  try { el = document.querySelector(input.selector); } catch (err) { el = null; }
  if (!el) return JSON.stringify(res);
  res.found = true;
  if (input.handler !== "") res.handler_fn = typeof window[input.handler] === "function";
  res.id_before = byID(input.element_id);
  res.inline = el.hasAttribute("on" + input.event.toLowerCase());
  // Rubric 1.2.0: a click the browser itself acts on — the activation
  // behaviour of the nearest activatable element on the event's path: a
  // link with a real href, a label with a control, a details summary, a
  // submit or reset button of a form, a checkbox or radio button.
  if (input.event === "click") {
    const a = el.closest("a[href], area[href]");
    const href = a ? (a.getAttribute("href") || "").trim() : "";
    const label = el.closest("label");
    const summary = el.closest("summary");
    const button = el.closest("button, input[type=submit], input[type=reset], input[type=image]");
    const box = el.closest("input[type=checkbox], input[type=radio]");
    res.native =
      (a !== null && href !== "" && href !== "#" && !/^javascript:/i.test(href)) ||
      (label !== null && label.control !== null) ||
      (summary !== null && summary.parentElement !== null && summary.parentElement.tagName === "DETAILS" &&
        summary.parentElement.querySelector(":scope > summary") === summary) ||
      (button !== null && button.form !== null && (button.type === "submit" || button.type === "reset" || button.type === "image")) ||
      box !== null;
  }
  res.wired_attr = el.getAttribute("data-arbiter-wired") === "true";
  // Rubric 1.3.0: the element is part of a control around it (an icon
  // in a button), whose action is the element's.
  res.in_control = el.parentElement !== null &&
    el.parentElement.closest("button, a[href], summary, label, [role=button], [role=link], [role=menuitem], [role=tab], [role=option], [role=checkbox], [role=switch]") !== null;
  // Rubric 1.3.0's control dispatch fires at the element's parent: what
  // an ancestor's listener does for any click inside it.
  const target = input.control ? el.parentElement || el : el;
  // Only this dispatch may set the flag.
  try { delete el.__arbiter_handler_ran; } catch (err) { /* a getter: leave it */ }
  // Rubric 1.2.0: did the dispatch change anything — the DOM, the URL,
  // the focus, the scroll position? A delegated listener on an ancestor
  // (Bootstrap's and jQuery's on document) is only wiring if it acted.
  // Mutations the handler makes later are taken by a second look
  // (interact.go), through window.__w2_effect.
  // An empty fragment ("#", a link to nowhere) is no change of place.
  const place = () => location.href.replace(/#$/, "");
  let obs = null, seen = null, href = "", active = null, sx = 0, sy = 0;
  // Rubric 1.3.0 (input.sig): each mutation is also noted, without its
  // values, as the effect's signature: its type, the path of the node it
  // changed, the attribute, how many nodes came and went.
  const path = (n) => {
    const p = [];
    for (; n && n !== document; n = n.parentNode) {
      let i = 0;
      for (let s = n.previousSibling; s; s = s.previousSibling) i++;
      p.push(n.nodeName + i);
    }
    return p.reverse().join("/");
  };
  const note = (records) => {
    for (const r of records) {
      if (seen.sig.length < 500) seen.sig.push(r.type + " " + path(r.target) + " " + (r.attributeName || "") + " +" + r.addedNodes.length + "-" + r.removedNodes.length);
    }
  };
  if (input.observe) {
    seen = { count: 0, href: "", sig: [] };
    obs = new MutationObserver((records) => { seen.count += records.length; if (input.sig) note(records); });
    obs.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    href = place(); active = document.activeElement; sx = window.scrollX; sy = window.scrollY;
    seen.href = href;
  }
  const init = { bubbles: true, cancelable: true, composed: true, view: window };
  const t = input.event;
  let ev;
  if (/^(click|dblclick|auxclick|contextmenu|mouse)/.test(t)) ev = new MouseEvent(t, init);
  else if (/^pointer/.test(t)) ev = new PointerEvent(t, init);
  else if (/^key/.test(t)) ev = new KeyboardEvent(t, init);
  else if (/^(focus|blur|focusin|focusout)$/.test(t)) ev = new FocusEvent(t, init);
  else if (/^(input|beforeinput)$/.test(t)) ev = new InputEvent(t, init);
  else if (/^wheel$/.test(t)) ev = new WheelEvent(t, init);
  else ev = new Event(t, { bubbles: true, cancelable: true, composed: true });
  try {
    target.dispatchEvent(ev);
  } catch (err) {
    // dispatchEvent reports listener exceptions to the console, not here;
    // this only catches a broken event object.
    res.error = String((err && err.message) || err);
  }
  res.ran = !!el.__arbiter_handler_ran;
  res.id_after = byID(input.element_id);
  if (obs !== null) {
    const recs = obs.takeRecords();
    res.effect = recs.length > 0 || place() !== href || document.activeElement !== active ||
      window.scrollX !== sx || window.scrollY !== sy;
    if (input.sig) {
      // 1.3.0 always looks again (interact.go, sigJS).
      seen.count += recs.length;
      note(recs);
      window.__w2_effect = { obs: obs, seen: seen, note: note, path: path, sx: sx, sy: sy, active: active };
    } else if (res.effect) obs.disconnect();
    else window.__w2_effect = { obs: obs, seen: seen };
  }
  return JSON.stringify(res);
})
