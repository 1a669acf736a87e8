// The baseline of bench/cold.sh and bench/warm.sh: what a Playwright
// script checking a page would do, cold — start Chromium, and at each
// breakpoint open a fresh context, load the page, await
// document.fonts.ready, wait 300 ms, read every element's box and the
// computed values of its token properties, take a full-page screenshot
// and fire the declared clicks — then stop Chromium. It runs the
// breakpoints one after another, as such a script is usually written.
//
// Usage: node playwright-page.mjs PLAN.json   (bench/tool page writes it)
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";

const plan = JSON.parse(readFileSync(process.argv[2], "utf8"));
const browser = await chromium.launch({ executablePath: process.env.BROWSER || "/usr/bin/chromium" });
let boxes = 0;
for (const bp of plan.breakpoints) {
  const context = await browser.newContext({ viewport: { width: bp.width, height: bp.height } });
  const page = await context.newPage();
  await page.goto(plan.url);
  await page.evaluate(() => document.fonts.ready.then(() => true));
  await page.waitForTimeout(300);
  for (const el of plan.elements) {
    const loc = page.locator(el.selector);
    const box = await loc.boundingBox();
    const colours = await loc.evaluate((e, props) => {
      const cs = getComputedStyle(e);
      return props.map((p) => cs.getPropertyValue(p));
    }, el.properties);
    if (box && colours.length === el.properties.length) boxes++;
  }
  await page.screenshot({ fullPage: true });
  for (const sel of plan.clicks) await page.click(sel);
  await context.close();
}
await browser.close();
if (boxes !== plan.elements.length * plan.breakpoints.length) {
  console.error(`measured ${boxes} boxes`);
  process.exit(1);
}
