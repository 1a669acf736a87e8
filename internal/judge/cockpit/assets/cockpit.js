// The queue updates itself: every two seconds it asks the server for the
// pending list and redraws the rows. Nothing else runs.
(function () {
  var body = document.getElementById('queue');
  if (!body) return;
  function cell(text) { var td = document.createElement('td'); td.textContent = text; return td; }
  function draw(list) {
    var rows = [];
    list.forEach(function (p) {
      var tr = document.createElement('tr');
      tr.dataset.requestId = p.request_id;
      tr.dataset.action = p.action;
      var a = document.createElement('a');
      a.href = '/request/' + encodeURIComponent(p.request_id);
      a.textContent = p.request_id;
      var td = document.createElement('td'); td.appendChild(a); tr.appendChild(td);
      var st = document.createElement('span'); st.className = 'badge ' + p.state; st.textContent = p.state;
      td = document.createElement('td'); td.appendChild(st); tr.appendChild(td);
      tr.appendChild(cell(p.deviations));
      tr.appendChild(cell(p.flagged));
      tr.appendChild(cell(p.iterations));
      tr.appendChild(cell(p.age));
      tr.appendChild(cell(p.reason || ''));
      rows.push(tr);
    });
    if (rows.length === 0) {
      var tr = document.createElement('tr'); tr.className = 'empty';
      var td = cell('Nothing waits for a judge.'); td.colSpan = 7; tr.appendChild(td); rows.push(tr);
    }
    body.replaceChildren.apply(body, rows);
  }
  function tick() {
    fetch('/api/pending', { credentials: 'same-origin' })
      .then(function (r) { return r.ok ? r.json() : Promise.reject(r.status); })
      .then(draw, function () {})
      .finally(function () { setTimeout(tick, 2000); });
  }
  setTimeout(tick, 2000);
})();
