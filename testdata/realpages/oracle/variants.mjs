// variants.mjs turns the hand-written defects of variants.yaml into
// variants.json. For each variant it copies the page's site to a scratch
// directory, injects the variant exactly as internal/realpages
// Materialise does, measures the one element with the oracle at every
// breakpoint, and checks that the defect is real by the oracle's own
// account: moved_10px moves the box by 10 px, near_miss_colour breaks the
// token's computed value, hidden hides it, handler_removed makes the
// declared interaction show no effect, text_clipped cuts a line of its
// text by a clip while the element is seen (measure.mjs clipOf), low_contrast makes axe report
// a color-contrast violation. A variant the oracle does not confirm stops
// the script.
//
// Usage: node variants.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { BREAKPOINTS, CORPUS, OUT, launch, loadPages, siteRoot, writeJSON } from './lib.mjs';
import { measurePage } from './measure.mjs';

// inject returns html with the variant added: css as a <style> before the
// first </head>, js as a <script> before the last </body>. Go's
// realpages.Inject is the same function.
export function inject(html, v) {
  if (v.inject.css !== undefined) {
    const i = html.indexOf('</head>');
    if (i < 0) throw new Error(`${v.id}: page has no </head>`);
    html = html.slice(0, i) + `<style data-realpages-variant="${v.id}">${v.inject.css}</style>` + html.slice(i);
  }
  if (v.inject.js !== undefined) {
    const i = html.lastIndexOf('</body>');
    if (i < 0) throw new Error(`${v.id}: page has no </body>`);
    html = html.slice(0, i) + `<script data-realpages-variant="${v.id}">${v.inject.js}</script>` + html.slice(i);
  }
  return html;
}

export const KINDS = ['moved_10px', 'near_miss_colour', 'hidden', 'handler_removed', 'text_clipped', 'low_contrast'];

// seen: visible, and not clipped to nothing by its ancestors (measure.mjs
// clipOf); an oracle record from before clipOf has only visible.
const seen = (r) => r.seen ?? r.visible;

function confirm(kind, base, got, bp) {
  const b = base.elements[0];
  const g = got.elements[0];
  switch (kind) {
    case 'moved_10px':
      return seen(g) && seen(b) && Math.max(Math.abs(g.box.x - b.box.x), Math.abs(g.box.y - b.box.y)) >= 9.5;
    case 'near_miss_colour':
      return g.tokens.length > 0 && g.tokens.some((t) => !t.equal);
    case 'hidden':
      return seen(b) && !g.visible;
    case 'text_clipped':
      // Some line of its text is cut by a clip, and the element itself
      // can be seen (measure.mjs clipOf): content wider than the box
      // (scrollWidth) is not enough, since a box's padding can hold it.
      return g.seen && g.clip.text_cut;
    case 'low_contrast':
      return seen(g) && g.contrast.summary === 'violation';
    case 'handler_removed':
      return true; // judged on the interaction records below
  }
  throw new Error(`unknown kind ${kind} at ${bp}`);
}

async function main() {
  // --pages a,b confirms only those pages' variants and keeps the other
  // pages' entries of variants.json as they are (confirming takes a page
  // load per variant; a corpus of hundreds is confirmed in parts).
  // --ids a,b does the same for those variants only (a kind pinned in
  // variant_overrides changes one variant of a page, not the others).
  const pi = process.argv.indexOf('--pages');
  const only = pi > 0 ? process.argv[pi + 1].split(',') : null;
  const ii = process.argv.indexOf('--ids');
  const ids = ii > 0 ? process.argv[ii + 1].split(',') : null;
  const redo = (s) => (only ? only.includes(s.page) : true) && (ids ? ids.includes(s.id) : true);
  const all = YAML.parse(fs.readFileSync(path.join(CORPUS, 'variants.yaml'), 'utf8'));
  const src = all.filter(redo);
  const prevFile = path.join(CORPUS, 'variants.json');
  const prev = (only || ids) && fs.existsSync(prevFile) ? JSON.parse(fs.readFileSync(prevFile, 'utf8')).variants : [];
  const pages = Object.fromEntries(loadPages().map((p) => [p.id, p]));
  const base = Object.fromEntries(Object.keys(pages).map((id) => [id, JSON.parse(fs.readFileSync(path.join(OUT, `${id}.json`), 'utf8'))]));
  const browser = await launch();
  const out = [];
  const problems = [];
  // --jobs N measures N variants at once (a context each); the output
  // keeps variants.yaml's order.
  const ji = process.argv.indexOf('--jobs');
  const jobs = ji > 0 ? Math.max(1, parseInt(process.argv[ji + 1], 10) || 1) : 1;
  const one = async (s, idx) => {
    const p = pages[s.page];
    if (!p) throw new Error(`${s.id}: no page ${s.page}`);
    if (!KINDS.includes(s.kind)) throw new Error(`${s.id}: unknown kind ${s.kind}`);
    const el = p.elements.find((e) => e.id === s.element);
    if (!el) throw new Error(`${s.id}: page ${s.page} has no element ${s.element}`);
    const v = {
      id: s.id, page: s.page, element: s.element,
      breakpoints: s.breakpoints ?? BREAKPOINTS.map((b) => b.name),
      kind: s.kind,
      inject: s.css !== undefined ? { css: s.css } : { js: s.js },
      expect: s.expect,
      also: s.also ?? [],
      why: s.why ?? '',
    };
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'realpages-variant-'));
    try {
      fs.cpSync(siteRoot(p.site), tmp, { recursive: true });
      const file = path.join(tmp, p.path);
      fs.writeFileSync(file, inject(fs.readFileSync(file, 'utf8'), v));
      const res = await measurePage(browser, { ...p, elements: [el] }, tmp);
      const rec = [];
      for (const bp of res.breakpoints) {
        if (!v.breakpoints.includes(bp.name)) continue;
        const b0 = base[p.id].breakpoints.find((b) => b.name === bp.name);
        const baseBp = { elements: [b0.elements.find((e) => e.id === el.id)] };
        const g = bp.elements[0];
        const ok = confirm(v.kind, baseBp, bp, bp.name);
        if (!ok) problems.push(`${v.id}@${bp.name}: the oracle does not see a ${v.kind}`);
        const worst = g.contrast.nodes.filter((n) => n.contrastRatio !== null).sort((a, b) => a.contrastRatio - b.contrastRatio)[0];
        rec.push({
          name: bp.name, confirmed: ok, visible: g.visible, seen: g.seen, box: g.box,
          color: g.style?.color ?? null, 'background-color': g.style?.['background-color'] ?? null,
          overflow: g.overflow, clip: g.clip, tokens: g.tokens.map((t) => ({ property: t.property, token: t.token, computed: t.computed, equal: t.equal })),
          contrast: g.contrast.summary, contrast_ratio: worst ? worst.contrastRatio : null,
          expected_contrast_ratio: worst ? worst.expectedContrastRatio : null,
        });
      }
      let interaction = null;
      if (v.kind === 'handler_removed') {
        const r = res.interactions[0];
        interaction = r ? { event: r.event, breakpoint: r.breakpoint, observed: r.observed } : null;
        if (!r || r.observed !== false) problems.push(`${v.id}: the interaction still has its effect`);
      }
      v.oracle = { confirmed: rec.every((r) => r.confirmed) && (v.kind !== 'handler_removed' || interaction?.observed === false), breakpoints: rec, interaction };
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
    out[idx] = v;
    console.error(`${v.id}: ${v.oracle.confirmed ? 'confirmed' : 'NOT confirmed'}`);
  };
  try {
    let next = 0;
    const worker = async () => {
      while (next < src.length) {
        const idx = next++;
        await one(src[idx], idx);
      }
    };
    await Promise.all(Array.from({ length: jobs }, worker));
  } finally {
    await browser.close();
  }
  if (problems.length) {
    console.error(problems.join('\n'));
    // --partial writes the confirmed variants and leaves the others out
    // (listed above), for a corpus whose variants a rule generated: the
    // rule's next run (corpus.json variant_overrides) fixes them.
    if (!process.argv.includes('--partial')) process.exit(1);
  }
  const done = new Map([...prev.filter((v) => !redo(v)), ...out.filter((v) => v && v.oracle.confirmed)].map((v) => [v.id, v]));
  // variants.yaml's order.
  const merged = all.map((s) => done.get(s.id)).filter(Boolean);
  writeJSON(prevFile, { schema: 'tribunal-realpages-variants.v1', variants: merged });
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
