// The slider view: the range input uncovers the screenshot over the
// baseline. Nothing else runs; the page works without it.
document.querySelectorAll('input[data-slider]').forEach(function (r) {
  var over = document.getElementById(r.getAttribute('data-slider'));
  var set = function () { over.style.clipPath = 'inset(0 ' + (100 - r.value) + '% 0 0)'; };
  r.addEventListener('input', set);
  set();
});
