// gen-variants.mjs writes variants.yaml for a corpus whose defects follow
// one rule instead of being written by hand (testdata/realpages-wide: one
// defect per element). Element i of a page gets the kind KINDS[(i + page
// offset) % 4], or the next kind that fits it by the oracle's account:
//
//   moved_10px    `translate: 10px 10px`: the box moves 10 px right and
//                 down wherever it is visible (any element).
//   low_contrast  its text (and its descendants') set to a grey that is
//                 about 2:1 against the background axe measured there
//                 (only elements where axe decided a text node).
//   hidden        `display: none` (only elements visible somewhere).
//   text_clipped  `max-width: 40px; overflow: hidden; white-space:
//                 nowrap` (only elements with text wider than 40 px).
//
// An element hidden at every breakpoint gets none (there is nothing to
// break). Breakpoints are those where the element is visible. Every
// variant is then measured by variants.mjs, which refuses any the oracle
// does not confirm; a kind the oracle does not confirm on an element is
// listed in corpus.json's variant_overrides ({"page/element": "kind"}),
// which wins over the rotation.
//
// Usage: REALPAGES_CORPUS=DIR node gen-variants.mjs
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { BREAKPOINTS, CORPUS, OUT, loadPages } from './lib.mjs';

const KINDS = ['moved_10px', 'low_contrast', 'hidden', 'text_clipped'];
const EXPECT = {
  moved_10px: { expect: { witness: 'w2', deviation: 'bbox_drift' } },
  low_contrast: { expect: { witness: 'w1', deviation: 'contrast' } },
  hidden: { expect: { witness: 'w2', deviation: 'not_visible' }, also: [{ witness: 'w1', deviation: 'region_ink' }] },
  text_clipped: { expect: { witness: 'w2', deviation: 'clipped_text' }, also: [{ witness: 'w2', deviation: 'bbox_drift' }] },
};

const config = JSON.parse(fs.readFileSync(path.join(CORPUS, 'corpus.json'), 'utf8'));
const overrides = config.variant_overrides ?? {};

// parse reads a colour as [r, g, b]: axe writes hex (#rrggbb), computed
// styles rgb(r, g, b).
const parse = (c) => {
  const h = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i.exec(c);
  if (h) return h.slice(1, 4).map((x) => parseInt(x, 16));
  return (c.match(/[\d.]+/g) || []).slice(0, 3).map(Number);
};
const lum = ([r, g, b]) => {
  const f = (v) => { v /= 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
};
const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };

// lowGrey is a grey about 2:1 against bg (darker on light backgrounds,
// lighter on dark ones), as a hex colour.
function lowGrey(bg) {
  const light = lum(bg) > 0.18;
  let best = null;
  for (let g = 0; g <= 255; g++) {
    const c = [g, g, g];
    if (light ? lum(c) > lum(bg) : lum(c) < lum(bg)) continue;
    const d = Math.abs(ratio(c, bg) - 2);
    if (!best || d < best.d) best = { d, g };
  }
  const h = best.g.toString(16).padStart(2, '0');
  return `#${h}${h}${h}`;
}

const out = [];
for (const [pi, p] of loadPages().entries()) {
  const o = JSON.parse(fs.readFileSync(path.join(OUT, `${p.id}.json`), 'utf8'));
  for (const [i, e] of p.elements.entries()) {
    const recs = o.breakpoints.map((b) => b.elements[i]);
    // Seen: visible and not clipped to nothing by its ancestors
    // (measure.mjs clipOf): a defect injected where no one can see the
    // element changes nothing on screen.
    const seen = (r) => r.seen ?? r.visible;
    const visibleAt = o.breakpoints.filter((b, k) => seen(recs[k])).map((b) => b.name);
    if (visibleAt.length === 0) continue;
    const decided = recs.flatMap((r) => r.contrast.nodes.filter((n) => n.result !== 'incomplete' && n.bgColor));
    const fits = {
      moved_10px: true,
      hidden: true,
      low_contrast: decided.length > 0,
      text_clipped: recs.some((r) => seen(r) && r.text.length > 6 && r.box.w > 60),
    };
    let kind = overrides[`${p.id}/${e.id}`];
    for (let k = 0; !kind && k < KINDS.length; k++) {
      const cand = KINDS[(i + pi + k) % KINDS.length];
      if (fits[cand]) kind = cand;
    }
    const sel = e.selector;
    let css;
    switch (kind) {
      case 'moved_10px': css = `${sel} { translate: 10px 10px !important; }`; break;
      case 'hidden': css = `${sel} { display: none !important; }`; break;
      case 'text_clipped': css = `${sel} { max-width: 40px !important; overflow: hidden !important; white-space: nowrap !important; }`; break;
      case 'low_contrast': {
        const grey = lowGrey(parse(decided[0].bgColor));
        css = `:is(${sel}), :is(${sel}) * { color: ${grey} !important; }`;
        break;
      }
    }
    // A defect shows only where the element is visible; text_clipped only
    // where the text is wider than the clip.
    let bps = visibleAt;
    if (kind === 'text_clipped') bps = o.breakpoints.filter((b, k) => seen(recs[k]) && recs[k].box.w > 60).map((b) => b.name);
    out.push({
      id: `${kind.replace(/_.*/, '')}-${p.id}-${e.id}`, page: p.id, element: e.id, kind,
      ...(bps.length === BREAKPOINTS.length ? {} : { breakpoints: bps }),
      css, ...EXPECT[kind],
    });
  }
}
const head = [
  '# Generated by testdata/realpages/oracle/gen-variants.mjs: one injected defect per',
  '# element (the kind rotates; corpus.json variant_overrides pins a kind). Do not',
  '# edit: change the rule or the overrides. variants.mjs confirms each with the oracle.',
];
fs.writeFileSync(path.join(CORPUS, 'variants.yaml'), head.join('\n') + '\n' + YAML.stringify(out, { lineWidth: 0 }));
console.error(`${out.length} variants`);
