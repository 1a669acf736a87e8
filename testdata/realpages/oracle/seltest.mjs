// seltest.mjs PAGE SELECTOR...: how many elements each selector matches (desktop), for writing pages/*.yaml.
import { launch, loadPages, siteRoot, fileURL } from './lib.mjs';
const [id, ...sels] = process.argv.slice(2);
const p = loadPages([id])[0];
const b = await launch();
const page = await (await b.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
await page.goto(fileURL(siteRoot(p.site), p.path));
for (const s of sels) console.log(await page.evaluate((s) => { try { const a = document.querySelectorAll(s); return a.length + ' ' + [...a].slice(0, 3).map((e) => e.tagName + '.' + (e.className?.baseVal ?? e.className) + ' "' + (e.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 40) + '"').join(' | '); } catch (e) { return 'ERR ' + e.message; } }, s), '<=', s);
await b.close();
