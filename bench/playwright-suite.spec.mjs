// Side B of bench/suite.sh: the Playwright Test suite a user who does
// not pick Tribunal runs over the same pages. Its tests are generated
// from plan.json (`bench/tool suiteplan` of the row's page list: each
// page's URL, breakpoints and the skeleton's pinned boxes), one test per
// page per breakpoint, each doing what Tribunal's witnesses judge there:
//
//   - toHaveScreenshot, full page, against the snapshot generated before
//     the timed runs (--update-snapshots): W1's baseline diff;
//   - an axe-core color-contrast scan (@axe-core/playwright,
//     withRules(['color-contrast'])): W1's and W2's text contrast. The
//     real pages have real contrast defects (Tribunal holds those pages
//     for them), so the violations are recorded as an annotation
//     ("contrast-violations") and do not fail the test: both sides do the
//     same work, and the suite still passes where Tribunal's verdict is a
//     hold for those same defects;
//   - a box check of the pinned elements: each element's boundingBox (in
//     page coordinates) within the skeleton's tolerance_px of its box, or
//     hidden where the skeleton's box is null: W2's boxes.
import { readFileSync } from "node:fs";
import { test, expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

const plan = JSON.parse(readFileSync(new URL("./plan.json", import.meta.url), "utf8"));

for (const p of plan) {
  for (const bp of p.breakpoints) {
    test.describe(`${p.id}@${bp.name}`, () => {
      test.use({ viewport: { width: bp.width, height: bp.height } });
      test("screenshot, contrast, boxes", async ({ page }, testInfo) => {
        await page.goto(p.url);
        await expect(page).toHaveScreenshot(`${p.id}-${bp.name}.png`, { fullPage: true });

        const scroll = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
        for (const el of p.elements) {
          if (!(bp.name in el.bbox)) continue;
          const want = el.bbox[bp.name];
          const loc = page.locator(el.selector);
          if (want === null) {
            await expect(loc, `${el.id} hidden`).toBeHidden();
            continue;
          }
          const box = await loc.boundingBox();
          expect(box, `${el.id} has a box`).not.toBeNull();
          const got = { x: box.x + scroll.x, y: box.y + scroll.y, w: box.width, h: box.height };
          for (const k of ["x", "y", "w", "h"]) {
            expect(Math.abs(got[k] - want[k]), `${el.id} ${k}: ${got[k]} vs ${want[k]}`).toBeLessThanOrEqual(el.tolerance_px);
          }
        }

        const axe = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
        const nodes = axe.violations.reduce((n, v) => n + v.nodes.length, 0);
        testInfo.annotations.push({ type: "contrast-violations", description: String(nodes) });
      });
    });
  }
}
