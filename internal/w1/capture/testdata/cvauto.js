// Unhides the button and pins the header when it is not wholly in the
// viewport, ignoring the observer's next report for 50 ms after a change
// (the Node.js doc tool's api.js does the same).
//
// The script is async: it may run before the parser has reached the
// header (a slow parse, a body that arrives late), so it waits for the
// document when that is still loading, as the doc tool's script does.
// Reaching for the button at once made the page itself racy: under load
// the script ran first, threw, and the button stayed hidden.
'use strict';
function setup() {
  document.getElementById('toggle').hidden = false;
  const header = document.querySelector('header');
  let ignoreNext = false;
  new IntersectionObserver((e) => {
    const pinned = e[0].intersectionRatio < 1;
    if (pinned === header.classList.contains('pinned')) return;
    if (ignoreNext) { ignoreNext = false; return; }
    ignoreNext = true;
    setTimeout(() => { ignoreNext = false; }, 50);
    header.classList.toggle('pinned', pinned);
  }, { threshold: [1] }).observe(header);
}
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', setup, { once: true });
} else {
  setup();
}
