// dispatch.js fires one declared interaction on a freshly loaded page for
// W2 (internal/measure) and reads the three wiring signals of rubric 1.0.0
// in the same task, before anything the handler started (a navigation, a
// timer) can run. It is a function expression applied to one JSON argument
// and returns a JSON string.
(function (input) {
  "use strict";
  const res = { found: false, inline: false, wired_attr: false, ran: false,
    handler_fn: false, id_before: false, id_after: false, error: "" };
  const byID = (id) => id !== "" && document.getElementById(id) !== null;
  let el = null;
  try { el = document.querySelector(input.selector); } catch (err) { el = null; }
  if (!el) return JSON.stringify(res);
  res.found = true;
  if (input.handler !== "") res.handler_fn = typeof window[input.handler] === "function";
  res.id_before = byID(input.element_id);
  res.inline = el.hasAttribute("on" + input.event.toLowerCase());
  res.wired_attr = el.getAttribute("data-arbiter-wired") === "true";
  // Only this dispatch may set the flag.
  try { delete el.__arbiter_handler_ran; } catch (err) { /* a getter: leave it */ }
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
    el.dispatchEvent(ev);
  } catch (err) {
    // dispatchEvent reports listener exceptions to the console, not here;
    // this only catches a broken event object.
    res.error = String((err && err.message) || err);
  }
  res.ran = !!el.__arbiter_handler_ran;
  res.id_after = byID(input.element_id);
  return JSON.stringify(res);
})
