import { createRequire } from 'node:module';
import { launch, loadPages, siteRoot, fileURL } from './lib.mjs';
const require = createRequire(import.meta.url);
const browser = await launch();
for (const p of loadPages(process.argv.slice(2))) {
  for (const bp of [{ name: 'mobile', width: 375, height: 812 }, { name: 'desktop', width: 1280, height: 900 }]) {
    const ctx = await browser.newContext({ viewport: { width: bp.width, height: bp.height } });
    const page = await ctx.newPage();
    await page.goto(fileURL(siteRoot(p.site), p.path));
    await page.evaluate(() => document.fonts.ready);
    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
    const r = await page.evaluate(async () => {
      const res = await axe.run(document, { runOnly: ['color-contrast'] });
      const v = res.violations.flatMap((x) => x.nodes.map((n) => `VIOL ${n.target[0]} ${n.any[0].data.fgColor}/${n.any[0].data.bgColor} ${n.any[0].data.contrastRatio} ${n.any[0].data.fontSize} ${n.any[0].data.fontWeight}`));
      const inc = res.incomplete.flatMap((x) => x.nodes.map((n) => `INC ${n.target[0]} ${n.any[0]?.data?.messageKey}`));
      const sel = (el) => {
        if (el.id) return '#' + CSS.escape(el.id);
        const parts = [];
        while (el && el !== document.body && !el.id) {
          let i = 1, s = el;
          while ((s = s.previousElementSibling)) if (s.tagName === el.tagName) i++;
          parts.unshift(el.tagName.toLowerCase() + `:nth-of-type(${i})`);
          el = el.parentElement;
        }
        if (el && el.id) parts.unshift('#' + CSS.escape(el.id));
        return parts.join(' > ');
      };
      const lines = [];
      const seen = new Set();
      const q = 'h1,h2,h3,.btn,.badge,button,nav,pre,.navbar,.lead,.display-4,.fw-light,.text-muted,.sidebar,.sphinxsidebar,.related,.admonition,.note,.memtitle,.memitem,.header,.footer,footer,header,input,.card,.alert,.bg-light,.highlight,table,.headertitle,.contents';
      for (const el of document.querySelectorAll(q)) {
        if (lines.length > 70) break;
        const cs = getComputedStyle(el); const b = el.getBoundingClientRect();
        const vis = el.checkVisibility() && b.width > 0 && b.height > 0;
        lines.push(`${vis ? 'V' : 'H'} <${el.tagName.toLowerCase()} class="${el.className?.baseVal ?? el.className}"> ${sel(el)} y=${Math.round(b.top + scrollY)} h=${Math.round(b.height)} fs=${cs.fontSize} fw=${cs.fontWeight} c=${cs.color} bg=${cs.backgroundColor} br=${cs.borderTopWidth} ${cs.borderTopColor} "${el.innerText?.replace(/\s+/g, ' ').slice(0, 40)}"`);
      }
      return { v, inc: inc.slice(0, 15), lines, h: document.documentElement.scrollHeight, w: document.documentElement.scrollWidth, body: getComputedStyle(document.body).backgroundColor };
    });
    console.log(`##### ${p.id} @${bp.name} h=${r.h} w=${r.w} body=${r.body}`);
    console.log(r.v.join('\n'));
    console.log(r.inc.join('\n'));
    if (bp.name === 'desktop') console.log(r.lines.join('\n'));
    await ctx.close();
  }
}
await browser.close();
