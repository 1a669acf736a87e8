// summary.mjs prints the corpus table of README.md: per page, its site,
// generator, elements, breakpoints and the element × breakpoint counts of
// each contrast summary (pass / violation / undecided / no_text / hidden),
// plus the height at mobile.
import fs from 'node:fs';
import path from 'node:path';
import { OUT, loadPages } from './lib.mjs';

const rows = ['| page | site | generator | elements | breakpoints | pass | violation | undecided | no_text | hidden | height @375 |', '|---|---|---|---|---|---|---|---|---|---|---|'];
const tot = { pass: 0, violation: 0, undecided: 0, no_text: 0, hidden: 0 };
for (const p of loadPages()) {
  const o = JSON.parse(fs.readFileSync(path.join(OUT, `${p.id}.json`), 'utf8'));
  const c = { pass: 0, violation: 0, undecided: 0, no_text: 0, hidden: 0 };
  for (const b of o.breakpoints) for (const e of b.elements) c[e.contrast.summary]++;
  for (const k in c) tot[k] += c[k];
  rows.push(`| ${p.id} | ${p.site} | ${p.generator} | ${p.elements.length} | ${o.breakpoints.length} | ${c.pass} | ${c.violation} | ${c.undecided} | ${c.no_text} | ${c.hidden} | ${o.breakpoints[0].document.scroll_height} |`);
}
rows.push(`| **total** | | | | | ${tot.pass} | ${tot.violation} | ${tot.undecided} | ${tot.no_text} | ${tot.hidden} | |`);
console.log(rows.join('\n'));
