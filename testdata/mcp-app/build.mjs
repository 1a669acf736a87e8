// Builds the test app into single-file HTML bundles, one per variant, in
// dist/. Every script is inlined; nothing is fetched at run time. Run with
// `make mcp-app` (or `npm ci && node build.mjs`); Tribunal's tests read the
// committed dist/ files and never need npm.
import { build } from "esbuild";
import { readFile, writeFile, mkdir } from "node:fs/promises";

const variants = ["good", "never-initializes", "undeclared-fetch", "forgets-state"];
const template = await readFile("src/index.html", "utf8");
await mkdir("dist", { recursive: true });

async function bundle(variant) {
  const out = await build({
    entryPoints: ["src/app.js"],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    write: false,
    legalComments: "none",
    define: { VARIANT: JSON.stringify(variant) },
  });
  // "</script" inside the code would end the inline element early.
  const js = out.outputFiles[0].text.replaceAll("</script", "<\\/script");
  return template.replace("<!--TRIBUNAL:SCRIPT-->", () => `<script>${js}</script>`);
}

for (const v of variants) {
  await writeFile(`dist/${v}.html`, await bundle(v));
}
// The good app, post-processed to load one chunk by a relative path, as a
// bundler without an inline step leaves it: the single-file lint must fail.
const good = await readFile("dist/good.html", "utf8");
await writeFile("dist/relative-script.html",
  good.replace("</head>", '<script src="./assets/chunk-3f2a.js"></script>\n</head>'));
console.log("built", [...variants, "relative-script"].map((v) => `dist/${v}.html`).join(" "));
