// measure.mjs is the corpus's independent oracle. For every page of
// pages/*.yaml and every breakpoint it loads the committed page from
// file:// in Debian's Chromium (playwright-core), waits for the load event,
// document.fonts.ready and a stable layout (settle), and records for each selected element its box,
// visibility, text and computed styles (playwright's view, not Tribunal's
// measure package), then runs axe-core's color-contrast rule once and maps
// each axe node to the selected elements that contain it. Declared
// interactions are clicked on a fresh page to see that they do something.
// The result is oracle/out/<page>.json, with a fixed key order and rounded
// numbers so that re-runs are byte-identical.
//
// Usage: node measure.mjs [--out DIR] [--jobs N] [page-id...]
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { BREAKPOINTS, OUT, fileURL, launch, loadPages, round, siteRoot, writeJSON } from './lib.mjs';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');
// AXE_SOURCE is axe-core wrapped so that a page's own global `module` or
// `define` (LibreOffice's help sets `module = null`, which makes axe's
// module check throw before it sets window.axe) cannot take axe away from
// window: inside the wrapper both are undefined, as on a page without
// them, so axe behaves the same on every page.
const AXE_SOURCE = `(function (module, define) {\n${fs.readFileSync(AXE_PATH, 'utf8')}\n}).call(window);`;
// AFTER_MAX_MS bounds the wait for an interaction's effect to settle.
const AFTER_MAX_MS = 5000;
const AXE_VERSION = JSON.parse(fs.readFileSync(path.join(path.dirname(AXE_PATH), 'package.json'), 'utf8')).version;
const PW_VERSION = JSON.parse(fs.readFileSync(require.resolve('playwright-core/package.json'), 'utf8')).version;

export const SCHEMA = 'tribunal-realpages-oracle.v1';

// The styles recorded per element, by their CSS names.
export const STYLE_PROPS = [
  'display', 'visibility', 'opacity', 'color', 'background-color', 'font-family', 'font-size', 'font-weight',
  'border-top-color', 'border-right-color', 'border-bottom-color', 'border-left-color',
  'border-top-width', 'border-right-width', 'border-bottom-width', 'border-left-width',
  'border-top-left-radius', 'overflow-x', 'text-overflow', 'white-space',
];

// settle waits until the page looks as a reader sees it once it has
// settled: fonts loaded, then the layout the same in 3 snapshots 150 ms
// apart (load handlers and the animations they start, such as a jQuery
// slide or fade, change boxes for some hundred ms after load), bounded by
// SETTLE_DEADLINE_MS after which the page is measured as it is. It is
// W2's layout-stable rule (docs/RUBRIC.md), so the truth and the
// witnesses look at the same moment.
const SETTLE_GAP_MS = 150;
const SETTLE_STREAK = 3;
const SETTLE_DEADLINE_MS = 5000;
async function settle(page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
  const snapshot = () => page.evaluate(() => {
    const parts = [document.readyState, document.documentElement.scrollWidth, document.documentElement.scrollHeight];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      parts.push(r.x, r.y, r.width, r.height);
    }
    return parts.join(',');
  });
  const end = Date.now() + SETTLE_DEADLINE_MS;
  let last = await snapshot();
  let same = 1;
  while (same < SETTLE_STREAK && Date.now() < end) {
    await page.waitForTimeout(SETTLE_GAP_MS);
    const cur = await snapshot();
    same = cur === last ? same + 1 : 1;
    last = cur;
  }
}

// measureInPage runs in the page: one record per element, in order.
function measureInPage({ elements, props, tokens }) {
  const norm = (s) => s.replace(/\s+/g, ' ').trim();
  // tokenComputed is the computed form of a token value for property.
  const probe = document.createElement('div');
  probe.style.display = 'none';
  document.body.appendChild(probe);
  const computedOf = (value) => {
    probe.style.color = '';
    probe.style.color = value;
    return probe.style.color === '' ? null : getComputedStyle(probe).color;
  };
  // clipsOf: the clips of the ancestors of start (and of start itself
  // when self), per axis, nearest first: an overflow-x/-y of hidden or
  // clip, or paint containment (contain: paint, content, strict), cuts at
  // the padding box; a scroll container only when it has no room on that
  // axis (what lies beyond a scroller with room is reached by
  // scrolling). An absolutely positioned box escapes the clips between it
  // and its containing block, a fixed one all up to a transformed
  // ancestor. html and body are the viewport's, which scrolls.
  const px = (v) => parseFloat(v) || 0;
  const holdsFixed = (cs) => cs.transform !== 'none' || cs.perspective !== 'none' || cs.filter !== 'none' ||
    /paint|layout|strict|content/.test(cs.contain || '') || /transform|perspective|filter/.test(cs.willChange || '');
  const holdsAbs = (cs) => cs.position !== 'static' || holdsFixed(cs);
  const clipsOf = (start, self) => {
    const boxes = [];
    const pos = getComputedStyle(start).position;
    let need = self ? '' : pos === 'absolute' ? 'abs' : pos === 'fixed' ? 'fixed' : '';
    for (let e = self ? start : start.parentElement; e && e !== document.body && e !== document.documentElement; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (need === 'abs' && !holdsAbs(cs)) continue;
      if (need === 'fixed' && !holdsFixed(cs)) continue;
      need = '';
      if (cs.display !== 'inline' && cs.display !== 'contents') {
        const r = e.getBoundingClientRect();
        const l = r.left + px(cs.borderLeftWidth), rr = r.right - px(cs.borderRightWidth);
        const t = r.top + px(cs.borderTopWidth), b = r.bottom - px(cs.borderBottomWidth);
        const paint = /paint|strict|content/.test(cs.contain || '');
        for (const [axis, o, lo, hi] of [['x', cs.overflowX, l, rr], ['y', cs.overflowY, t, b]]) {
          const hides = o === 'hidden' || o === 'clip' || paint;
          const shut = (o === 'auto' || o === 'scroll') && hi - lo <= 0;
          if (hides || shut) boxes.push({ axis, lo, hi });
        }
      }
      if (cs.position === 'absolute') need = 'abs';
      if (cs.position === 'fixed') need = 'fixed';
    }
    return boxes;
  };
  const through = (r, boxes) => {
    const v = { l: r.left, t: r.top, r: r.right, b: r.bottom };
    for (const c of boxes) {
      if (c.axis === 'x') { v.l = Math.max(v.l, c.lo); v.r = Math.min(v.r, c.hi); } else { v.t = Math.max(v.t, c.lo); v.b = Math.min(v.b, c.hi); }
    }
    return { w: Math.max(0, v.r - v.l), h: Math.max(0, v.b - v.t) };
  };
  // clipOf(el): shown, the share of el's box that its ancestors' clips
  // let through (0: clipped to nothing, as a collapsed column's entries);
  // text_cut, whether a line of el's own text loses more than 1 px of
  // its width, or a quarter of its height, to a clip (its own included).
  const clipOf = (el) => {
    const r = el.getBoundingClientRect();
    const s = through(r, clipsOf(el, false));
    const shown = r.width * r.height > 0 ? (s.w * s.h) / (r.width * r.height) : 0;
    let cut = false;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let n = walker.nextNode(); n && !cut; n = walker.nextNode()) {
      const p = n.parentElement;
      if (!p || !/\S/.test(n.data) || p.closest('svg, select, option, textarea, script, style, noscript, template')) continue;
      if (!p.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const boxes = clipsOf(p, true);
      range.selectNodeContents(n);
      for (const q of range.getClientRects()) {
        if (q.width <= 0 || q.height <= 0) continue;
        const v = through(q, boxes);
        if (q.width - v.w > 1 || q.height - v.h > q.height / 4) { cut = true; break; }
      }
    }
    return { shown: Math.round(shown * 100) / 100, text_cut: cut };
  };
  const out = elements.map((e) => {
    const all = document.querySelectorAll(e.selector);
    const rec = { id: e.id, matches: all.length, visible: false, seen: false, hidden_reason: '', box: null, text: '', style: null, disabled: false, overflow: null, tokens: [] };
    if (all.length !== 1) {
      rec.hidden_reason = all.length === 0 ? 'absent' : 'ambiguous';
      return rec;
    }
    const el = all[0];
    const cs = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    const box = { x: r.left + window.scrollX, y: r.top + window.scrollY, w: r.width, h: r.height };
    if (!el.checkVisibility({ visibilityProperty: false })) rec.hidden_reason = 'display:none';
    else if (cs.visibility !== 'visible') rec.hidden_reason = 'visibility:hidden';
    else if (r.width === 0 || r.height === 0) rec.hidden_reason = 'zero_area';
    rec.visible = rec.hidden_reason === '';
    rec.box = rec.visible ? box : null;
    rec.text = norm((rec.visible ? el.innerText : undefined) ?? el.textContent ?? "").slice(0, 80);
    rec.style = {};
    for (const p of props) rec.style[p] = cs.getPropertyValue(p);
    rec.disabled = el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true';
    // scrollWidth > clientWidth: content wider than the box (clipped if
    // overflow-x hides it).
    rec.overflow = { scroll_width: el.scrollWidth, client_width: el.clientWidth };
    // What its ancestors' clips let the user see of it (clipOf); an
    // element clipped to nothing is not seen, though it has a box.
    rec.clip = rec.visible ? clipOf(el) : null;
    rec.seen = rec.visible && rec.clip.shown > 0;
    for (const [property, tokenName] of Object.entries(e.tokens_used || {})) {
      const t = tokens[tokenName];
      const computed = cs.getPropertyValue(property);
      const tokenComputed = t ? computedOf(t.value) : null;
      rec.tokens.push({
        property, token: tokenName, css_var: t ? t.css_var : '',
        var_value: t ? cs.getPropertyValue(t.css_var).trim() : '',
        computed, token_computed: tokenComputed, equal: tokenComputed !== null && computed === tokenComputed,
      });
    }
    return rec;
  });
  probe.remove();
  return {
    document: {
      scroll_width: document.documentElement.scrollWidth,
      scroll_height: document.documentElement.scrollHeight,
      body_background: getComputedStyle(document.body).backgroundColor,
      // Whether the viewport clips sideways, so that a document wider than
      // it cuts its content off instead of scrolling: the root's overflow-x,
      // or the body's when the root's is visible (CSS Overflow 3, the
      // viewport's overflow is propagated from the root, else the body).
      clips_x: ((v) => v === 'hidden' || v === 'clip')(((r) => (r === 'visible' ? getComputedStyle(document.body).overflowX : r))(getComputedStyle(document.documentElement).overflowX)),
    },
    // The count W2 compares with max_nav_links: every link in a nav.
    nav_links: document.querySelectorAll('nav a[href], [role=navigation] a[href]').length,
    elements: out,
  };
}

// axeInPage runs color-contrast on the selected elements and maps each
// node (pass, violation, incomplete) to every selected element containing
// it.
async function axeInPage({ selectors }) {
  const include = selectors.filter((s) => document.querySelectorAll(s).length === 1);
  const res = await window.axe.run({ include: include.map((s) => [s]) }, {
    runOnly: { type: 'rule', values: ['color-contrast'] },
    resultTypes: ['passes', 'violations', 'incomplete'],
  });
  // axe names a node by a selector that may use an id the page generated
  // at load (Doxygen's menu.js: #sm-<timestamp>-1); such a name changes
  // from run to run, so it is replaced by a child-index path from <body>.
  const path = (el) => {
    const parts = [];
    for (; el && el !== document.body && el.parentElement; el = el.parentElement) {
      parts.unshift(`${el.tagName.toLowerCase()}:nth-child(${[...el.parentElement.children].indexOf(el) + 1})`);
    }
    return ['body', ...parts].join(' > ');
  };
  const stable = (t, el) => (el && /#[^ >]*\d{6,}/.test(t) ? path(el) : t);
  const nodes = [];
  for (const [kind, list] of [['violation', res.violations], ['incomplete', res.incomplete], ['pass', res.passes]]) {
    for (const rule of list) {
      for (const n of rule.nodes) {
        const target = n.target[0];
        const el = typeof target === 'string' ? document.querySelector(target) : null;
        const check = [...n.any, ...n.all, ...n.none].find((c) => c.data && typeof c.data === 'object') || { data: {} };
        const d = check.data || {};
        nodes.push({
          result: kind, target: typeof target === 'string' ? stable(target, el) : JSON.stringify(target),
          fgColor: d.fgColor ?? null, bgColor: d.bgColor ?? null, contrastRatio: d.contrastRatio ?? null,
          fontSize: d.fontSize ?? null, fontWeight: d.fontWeight ?? null,
          expectedContrastRatio: d.expectedContrastRatio ?? null, messageKey: d.messageKey ?? null,
          _el: el,
        });
      }
    }
  }
  // An empty text field paints no text of its own, only its placeholder,
  // if any. axe-core judges such a field by its value's colour as if it
  // had text, and never judges the placeholder (axe-core#4260: "Placeholder
  // text *is* generally subject to contrast requirements"). So axe's node
  // on an empty field is dropped, and the placeholder is judged with axe's
  // own colour code: its ::placeholder colour (and opacity) over the
  // field's background, against 4.5:1, or 3:1 for large text.
  const C = window.axe.commons.color;
  const TEXT_TYPES = ['text', 'search', 'email', 'url', 'tel', 'password', 'number'];
  const empty = (el) => ((el instanceof HTMLInputElement && TEXT_TYPES.includes(el.type)) || el instanceof HTMLTextAreaElement) && el.value === '';
  for (let i = nodes.length - 1; i >= 0; i--) {
    if (nodes[i]._el && empty(nodes[i]._el)) nodes.splice(i, 1);
  }
  window.axe.setup(document);
  try {
    for (const el of document.querySelectorAll('input[placeholder], textarea[placeholder]')) {
      if (!empty(el) || !el.placeholder.trim() || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const ps = getComputedStyle(el, '::placeholder');
      const fg = new C.Color();
      fg.parseString(ps.color);
      fg.alpha *= parseFloat(ps.opacity);
      const bg = C.getBackgroundColor(el, []);
      const px = parseFloat(ps.fontSize);
      const large = px >= 24 || (px >= 18.66 && parseInt(ps.fontWeight, 10) >= 700);
      const expected = large ? 3 : 4.5;
      const node = {
        result: 'incomplete', target: el.id ? stable(`#${CSS.escape(el.id)}`, el) : path(el),
        fgColor: null, bgColor: null, contrastRatio: null,
        fontSize: `${Math.round((px * 3) / 4 * 10) / 10}pt (${ps.fontSize})`, fontWeight: parseInt(ps.fontWeight, 10) >= 700 ? 'bold' : 'normal',
        expectedContrastRatio: `${expected}:1`, messageKey: 'placeholder', _el: el,
      };
      if (bg) {
        const flat = C.flattenColors(fg, bg);
        const ratio = Math.round(C.getContrast(bg, flat) * 100) / 100;
        Object.assign(node, { result: ratio < expected ? 'violation' : 'pass', fgColor: flat.toHexString(), bgColor: bg.toHexString(), contrastRatio: ratio });
      }
      nodes.push(node);
    }
    // axe-core drops from color-contrast every element whose text nodes
    // its icon-font test (axe.commons.text.isIconLigature: canvas widths
    // with and without ligatures, remembered per font family) takes for
    // ligatures, and Arabic-script shaping makes whole Persian pages look
    // like ligatures to it. Icon fonts spell their ligatures in ASCII (or
    // use Private Use Area code points, which are not letters), so text
    // with a letter outside ASCII is text: such an element that axe left
    // out is judged by axe's own matcher and check, with axe's ligature
    // memory (axe._cache 'fonts') set to "no ligatures" for its font.
    const audit = window.axe._audit;
    const rule = audit.rules.find((r) => r.id === 'color-contrast');
    const check = audit.checks['color-contrast'];
    const fonts = window.axe._cache.get('fonts', () => ({}));
    const lettered = (el) => [...el.childNodes].some((c) => c.nodeType === Node.TEXT_NODE && /(?![\x00-\x7f])\p{L}/u.test(c.data));
    const judged = new Set(nodes.map((n) => n._el));
    const seen = new Set();
    for (const root of include.map((s) => document.querySelector(s))) {
      for (const el of [root, ...root.querySelectorAll('*')]) {
        if (seen.has(el) || judged.has(el) || !lettered(el)) continue;
        seen.add(el);
        const vNode = window.axe.utils.getNodeFromTree(el);
        if (!vNode) continue;
        fonts[getComputedStyle(el).getPropertyValue('font-family')] = { occurrences: 3, numLigatures: 0 };
        if (!rule.matches(el, vNode)) continue;
        let d = {};
        const ctx = { data: (v) => { d = v || {}; }, relatedNodes: () => {} };
        const ok = check.evaluate.call(ctx, el, check.options, vNode);
        nodes.push({
          result: ok === true ? 'pass' : ok === false ? 'violation' : 'incomplete',
          target: stable(new window.axe.utils.DqElement(vNode).selector[0], el),
          fgColor: d.fgColor ?? null, bgColor: d.bgColor ?? null, contrastRatio: d.contrastRatio ?? null,
          fontSize: d.fontSize ?? null, fontWeight: d.fontWeight ?? null,
          expectedContrastRatio: d.expectedContrastRatio ?? null, messageKey: d.messageKey ?? null,
          _el: el,
        });
      }
    }
  } finally {
    window.axe.teardown();
  }
  const order = { violation: 0, incomplete: 1, pass: 2 };
  nodes.sort((a, b) => order[a.result] - order[b.result]);
  const per = selectors.map((s) => {
    const all = document.querySelectorAll(s);
    if (all.length !== 1) return [];
    return nodes.filter((n) => n._el && all[0].contains(n._el)).map(({ _el, ...n }) => n);
  });
  return { per, counts: { pass: res.passes.reduce((a, r) => a + r.nodes.length, 0), violation: res.violations.reduce((a, r) => a + r.nodes.length, 0), incomplete: res.incomplete.reduce((a, r) => a + r.nodes.length, 0) } };
}

// summary folds an element's axe nodes: any violation decides, then any
// incomplete ("undecided": axe could not tell, e.g. text over an image or
// a gradient), then passes; no node at all is no_text.
export function summary(nodes) {
  if (nodes.some((n) => n.result === 'violation')) return 'violation';
  if (nodes.some((n) => n.result === 'incomplete')) return 'undecided';
  if (nodes.some((n) => n.result === 'pass')) return 'pass';
  return 'no_text';
}

function roundBox(b) {
  return b && { x: round(b.x), y: round(b.y), w: round(b.w), h: round(b.h) };
}

function tokenMap(p) {
  const m = {};
  for (const t of p.tokens || []) m[t.name] = { value: t.value, css_var: t.css_var };
  return m;
}

// interactions clicks each declared interaction that names an effect, on
// a fresh page at the first breakpoint where its element is visible, and
// records whether the effect's target changed.
async function interactions(browser, p, url, visibleAt) {
  const out = [];
  for (const e of p.elements) {
    for (const inter of e.interactions || []) {
      const rec = { element: e.id, event: inter.event, binds_to: inter.binds_to ?? null, visual_only: !!inter.visual_only, breakpoint: null, target: inter.effect?.target ?? null, before: null, after: null, observed: null };
      const bp = BREAKPOINTS.find((b) => visibleAt[e.id]?.[b.name]);
      if (inter.effect && bp) {
        const ctx = await browser.newContext({ viewport: { width: bp.width, height: bp.height }, deviceScaleFactor: 1 });
        const page = await ctx.newPage();
        await page.goto(url, { waitUntil: 'load' });
        await settle(page);
        const snap = (t) => page.evaluate((t) => {
          const el = document.querySelector(t);
          if (!el) return 'absent';
          return `class=${el.getAttribute('class') ?? ''};visible=${el.checkVisibility()};aria-expanded=${el.getAttribute('aria-expanded') ?? ''};text=${(el.innerText ?? el.textContent).replace(/\s+/g, ' ').trim().slice(0, 40)}`;
        }, t);
        rec.breakpoint = bp.name;
        rec.before = await snap(inter.effect.target);
        await page.locator(e.selector).dispatchEvent(inter.event);
        // Bootstrap's collapse and dropdown transitions take 350 ms; on a
        // loaded machine they and the handlers that end them (transitionend)
        // run late, so the effect is read once the page has no running
        // animation and two reads 100 ms apart agree, within AFTER_MAX_MS.
        await page.waitForTimeout(inter.effect.wait_ms ?? 600);
        rec.after = await snap(inter.effect.target);
        for (const end = Date.now() + AFTER_MAX_MS; Date.now() < end;) {
          await page.waitForTimeout(100);
          const running = await page.evaluate(() => document.getAnimations().some((a) => a.playState === 'running'));
          const again = await snap(inter.effect.target);
          if (!running && again === rec.after) break;
          rec.after = again;
        }
        rec.observed = rec.before !== rec.after;
        await ctx.close();
      }
      out.push(rec);
    }
  }
  return out;
}

export async function measurePage(browser, p, root = siteRoot(p.site)) {
  const url = fileURL(root, p.path);
  const tokens = tokenMap(p);
  const bps = [];
  const visibleAt = {};
  for (const bp of BREAKPOINTS) {
    const ctx = await browser.newContext({ viewport: { width: bp.width, height: bp.height }, deviceScaleFactor: 1 });
    const page = await ctx.newPage();
    const failed = [];
    page.on('requestfailed', (r) => failed.push(r.url().replace('file://' + root, '')));
    await page.goto(url, { waitUntil: 'load' });
    await settle(page);
    const m = await page.evaluate(measureInPage, { elements: p.elements, props: STYLE_PROPS, tokens });
    await page.addScriptTag({ content: AXE_SOURCE });
    const ax = await page.evaluate(axeInPage, { selectors: p.elements.map((e) => e.selector) });
    await ctx.close();
    const elements = m.elements.map((r, i) => {
      (visibleAt[r.id] ??= {})[bp.name] = r.visible;
      const nodes = r.visible ? ax.per[i] : [];
      return {
        id: r.id, matches: r.matches, visible: r.visible, seen: r.seen, hidden_reason: r.hidden_reason, box: roundBox(r.box),
        text: r.text, style: r.style, disabled: r.disabled, overflow: r.overflow, clip: r.clip, tokens: r.tokens,
        contrast: { summary: r.visible ? summary(nodes) : 'hidden', nodes },
      };
    });
    bps.push({
      name: bp.name, width: bp.width, height: bp.height,
      document: m.document, nav_links: m.nav_links, failed_requests: failed.sort(),
      axe: ax.counts, elements,
    });
  }
  return {
    schema: SCHEMA, page: p.id, site: p.site, path: p.path,
    tools: { 'playwright-core': PW_VERSION, 'axe-core': AXE_VERSION, chromium: browser.version() },
    breakpoints: bps,
    interactions: await interactions(browser, p, url, visibleAt),
  };
}

async function main() {
  let args = process.argv.slice(2);
  let outDir = OUT;
  let jobs = 1;
  for (;;) {
    if (args[0] === '--out') outDir = path.resolve(args[1]);
    else if (args[0] === '--jobs') jobs = Math.max(1, parseInt(args[1], 10) || 1);
    else break;
    args = args.slice(2);
  }
  const pages = loadPages(args);
  const browser = await launch();
  // Pages are independent (a context each); --jobs measures several at
  // once. The output does not depend on the order.
  let next = 0;
  const worker = async () => {
    while (next < pages.length) {
      const p = pages[next++];
      const t0 = Date.now();
      const res = await measurePage(browser, p);
      writeJSON(path.join(outDir, `${p.id}.json`), res);
      const c = res.breakpoints.map((b) => `${b.name}:${b.axe.pass}/${b.axe.violation}/${b.axe.incomplete}`).join(' ');
      console.error(`${p.id}: ${p.elements.length} elements, axe pass/violation/incomplete ${c}, ${Date.now() - t0} ms`);
    }
  };
  try {
    await Promise.all(Array.from({ length: jobs }, worker));
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
