// collect.mjs copies into a site only what its pages load. It opens every
// page of SITE (pages/*.yaml) from STAGE, a directory holding the site as
// the Debian package installs it, at every breakpoint, and records each
// file:// request under STAGE; those files (symlinks dereferenced) are
// copied to sites/SITE/www and listed with their SHA-256 in
// sites/SITE/FILES. A request for a missing file, or one that leaves
// STAGE, is an error: a corpus page must render fully offline.
//
// Usage: node collect.mjs SITE STAGE
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { BREAKPOINTS, CORPUS, expectedFailure, launch, loadPages, siteRoot } from './lib.mjs';

const [site, stageArg] = process.argv.slice(2);
if (!site || !stageArg) {
  console.error('usage: node collect.mjs SITE STAGE');
  process.exit(64);
}
const stage = fs.realpathSync(stageArg);
const pages = loadPages().filter((p) => p.site === site);
if (pages.length === 0) throw new Error(`no page of site ${site} in pages/`);

const files = new Set();
const problems = [];
const refused = new Set();
const browser = await launch();
for (const p of pages) {
  files.add(p.path.slice(1));
  for (const bp of BREAKPOINTS) {
    const ctx = await browser.newContext({ viewport: { width: bp.width, height: bp.height }, deviceScaleFactor: 1 });
    const page = await ctx.newPage();
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.protocol === 'data:' || u.protocol === 'blob:' || u.protocol === 'about:') return;
      if (u.protocol !== 'file:') { problems.push(`${p.id}@${bp.name}: request leaves the machine: ${r.url()}`); return; }
      // path.normalize: a stylesheet may ask for images//x.png.
      const f = path.normalize(decodeURIComponent(u.pathname));
      if (!f.startsWith(stage + '/')) { problems.push(`${p.id}@${bp.name}: request outside the site: ${f}`); return; }
      files.add(f.slice(stage.length + 1));
    });
    page.on('requestfailed', (r) => {
      const f = decodeURIComponent(new URL(r.url()).pathname);
      // Refused by Chromium wherever the site is opened from disk: not
      // kept, since no page can load it.
      if (expectedFailure(f)) { refused.add(f.slice(stage.length + 1)); return; }
      problems.push(`${p.id}@${bp.name}: failed: ${r.url()} ${r.failure()?.errorText}`);
    });
    await page.goto('file://' + stage + p.path, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(200);
    await ctx.close();
  }
}
await browser.close();
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}

const out = siteRoot(site);
fs.rmSync(out, { recursive: true, force: true });
const lines = [];
for (const f of [...files].filter((f) => !refused.has(f)).sort()) {
  const src = path.join(stage, f);
  const dst = path.join(out, f);
  fs.mkdirSync(path.dirname(dst), { recursive: true });
  fs.copyFileSync(fs.realpathSync(src), dst);
  const sum = crypto.createHash('sha256').update(fs.readFileSync(dst)).digest('hex');
  lines.push(`${sum}  www/${f}`);
}
fs.writeFileSync(path.join(CORPUS, 'sites', site, 'FILES'), lines.join('\n') + '\n');
console.log(`${site}: ${lines.length} files`);
