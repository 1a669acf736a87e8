// lib.mjs: what the corpus scripts share: where things are, the pages'
// selection files, and how Chromium is launched (Debian's /usr/bin/chromium
// with the machine's offline flags; never a downloaded browser).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

export const ORACLE = path.dirname(fileURLToPath(import.meta.url));
// CORPUS is the corpus the scripts work on: this directory's parent
// (testdata/realpages), or the one REALPAGES_CORPUS names (a sibling
// corpus of the same format, e.g. testdata/realpages-wide, which uses
// these scripts and has no oracle code of its own).
export const CORPUS = process.env.REALPAGES_CORPUS ? path.resolve(process.env.REALPAGES_CORPUS) : path.dirname(ORACLE);
// OUT holds the oracle's output of CORPUS (oracle/out/<page>.json).
export const OUT = path.join(CORPUS, 'oracle', 'out');

// The breakpoints of every page, in this order (the skeletons' order): a
// corpus's corpus.json may name its own ({"breakpoints": [...]}).
const DEFAULT_BREAKPOINTS = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1280, height: 900 },
];
const CONFIG = path.join(CORPUS, 'corpus.json');
const config = fs.existsSync(CONFIG) ? JSON.parse(fs.readFileSync(CONFIG, 'utf8')) : {};
export const BREAKPOINTS = config.breakpoints ?? DEFAULT_BREAKPOINTS;
// expectedFailure names the corpus.json entry ({path, why}) of a request
// the page itself makes and Chromium refuses from file:// (a web font
// fetched in CORS mode, a fetch() of a search index): the page renders
// without it wherever it is opened from disk, witnesses included. Any
// other failed request is an error.
export function expectedFailure(sitePath) {
  return (config.expected_failures ?? []).find((e) => sitePath.endsWith(e.path)) ?? null;
}

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--force-color-profile=srgb', '--hide-scrollbars',
];

export function executablePath() {
  return process.env.TRIBUNAL_BROWSER || '/usr/bin/chromium';
}

export async function launch() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: executablePath(), args: CHROMIUM_ARGS });
}

// loadPages reads pages/*.yaml (sorted by file name), optionally only ids.
export function loadPages(only = []) {
  const dir = path.join(CORPUS, 'pages');
  const pages = [];
  for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort()) {
    const p = YAML.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
    if (p.id + '.yaml' !== f) throw new Error(`pages/${f}: id ${p.id} does not match the file name`);
    if (only.length && !only.includes(p.id)) continue;
    pages.push(p);
  }
  return pages;
}

// siteRoot is the product root of a site: sites/<site>/www.
export function siteRoot(site) {
  return path.join(CORPUS, 'sites', site, 'www');
}

export function fileURL(root, pagePath) {
  return 'file://' + root + pagePath;
}

// round keeps outputs byte-stable: 2 decimals, no negative zero.
export function round(v, d = 2) {
  const f = 10 ** d;
  const r = Math.round(v * f) / f;
  return Object.is(r, -0) ? 0 : r;
}

// stableJSON writes objects with keys in the order they were built (our
// scripts build every object in a fixed order) and a trailing newline.
export function writeJSON(file, v) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(v, null, 1) + '\n');
}
