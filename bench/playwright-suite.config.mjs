// Playwright Test's configuration for bench/suite.sh's side B, as a user
// running the suite on CI would write it: every test may run in either
// worker (fullyParallel; --workers=2 on the command line), Debian's
// Chromium launched by path (nothing is downloaded), the dot reporter,
// and limits wide enough for the corpus's tall pages (up to 41,399 px at
// 375 px): their full-page screenshots, taken until two in a row are the
// same, passed the default 60 s on a loaded 2-core machine. The limits
// bound a stuck page; they do not change the time of one that finishes.
import { defineConfig } from "@playwright/test";

export default defineConfig({
  testDir: "tests",
  fullyParallel: true,
  reporter: "dot",
  timeout: 600_000,
  expect: { timeout: 300_000 },
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: process.env.BROWSER || "/usr/bin/chromium" },
  },
});
