// Unhides the button and pins the header when it is not wholly in the
// viewport, ignoring the observer's next report for 50 ms after a change
// (the Node.js doc tool's api.js does the same).
'use strict';
document.getElementById('toggle').hidden = false;
{
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
