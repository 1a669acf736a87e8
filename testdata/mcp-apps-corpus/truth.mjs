#!/usr/bin/env node
// The corpus's independent truth (docs/MCP-APPS.md §9): every app of
// apps/, on each surface, through a host that shares no code with
// Tribunal's — the TypeScript SDK's client talks to the server, a
// hand-written host page in playwright-core (Debian's /usr/bin/chromium)
// mounts the app through a sandbox proxy as the MCP Apps reference host
// does — judged per criterion by what a user sees.
// Writes truth.json (node truth.mjs [APP...] > truth.json).
import http from "node:http";
import { readdirSync, readFileSync } from "node:fs";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { chromium } from "playwright-core";

const SURFACES = {
  web: { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
  android: { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true },
  ios: { viewport: { width: 393, height: 852 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
};
const MIME = "text/html;profile=mcp-app";
const PROXY = `<!doctype html><html style="height:100%"><body style="margin:0;height:100%">
<iframe id="inner" src="/app" sandbox="allow-scripts allow-same-origin allow-forms" style="border:0;width:100%;height:100%;display:block"></iframe>
<script>
const inner = document.getElementById("inner");
window.addEventListener("message", (e) => {
  if (e.source === inner.contentWindow) window.parent.postMessage(e.data, "*");
  else if (e.source === window.parent) inner.contentWindow.postMessage(e.data, "*");
});
</script></body></html>`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function listen(handler) {
  return new Promise((res) => { const s = http.createServer(handler); s.listen(0, "127.0.0.1", () => res(s)); });
}

// resultValues: what showing a result means here — its text blocks and
// the leaf strings of structuredContent (a human's reading of the apps).
function shows(text, result) {
  const vals = [];
  for (const c of result.content || []) if (c.type === "text" && c.text.trim()) vals.push(c.text.trim());
  const walk = (v) => { if (typeof v === "string" && v.trim().length > 2) vals.push(v.trim()); else if (v && typeof v === "object") Object.values(v).forEach(walk); };
  walk(result.structuredContent);
  return vals.filter((v) => text.includes(v));
}

async function checkApp(spec, browser) {
  const client = new Client({ name: "tribunal-truth", version: "1.0.0" }, { capabilities: { extensions: { "io.modelcontextprotocol/ui": { mimeTypes: [MIME] } } } });
  await client.connect(new StdioClientTransport({ command: spec.command[0], args: spec.command.slice(1), cwd: process.cwd(), stderr: "ignore" }));
  const { tools } = await client.listTools();
  const tool = tools.find((t) => t.name === spec.tool);
  const uri = tool._meta?.ui?.resourceUri ?? tool._meta?.["ui/resourceUri"];
  const res = (await client.readResource({ uri })).contents.find((c) => c.uri === uri);
  const csp = res._meta?.ui?.csp ?? {};
  const result = await client.callTool({ name: spec.tool, arguments: {} });
  const html = res.text;
  const out = {};
  for (const [surface, dev] of Object.entries(SURFACES)) {
    out[surface] = await mountOnce({ spec, client, html, mime: res.mimeType, csp, result, browser, dev, surface });
  }
  await client.close();
  return out;
}

async function mountOnce({ spec, client, html, mime, csp, result, browser, dev, surface }) {
  const violations = [];
  let probeHits = 0;
  const probe = await listen((q, r) => { probeHits++; r.setHeader("Access-Control-Allow-Origin", "*"); r.end("reached"); });
  const probeOrigin = `http://127.0.0.1:${probe.address().port}`;
  const connect = (csp.connectDomains || []).join(" ");
  const resources = (csp.resourceDomains || []).join(" ");
  // The MCP Apps default policy with the resource's declared domains
  // ('self' is the sandbox origin, which serves the app).
  const policy = `default-src 'none'; script-src 'self' 'unsafe-inline' ${resources}; style-src 'self' 'unsafe-inline' ${resources}; img-src 'self' data: ${resources}; font-src 'self' ${resources}; media-src 'self' data: ${resources}; connect-src ${connect ? "'self' " + connect : "'none'"}`;
  const requested = [];
  const sandbox = await listen((q, r) => {
    if (q.method === "POST") { let b = ""; q.on("data", (d) => (b += d)); q.on("end", () => { try { violations.push(JSON.parse(b)["csp-report"]); } catch {} r.end(); }); return; }
    // The sandbox proxy, as the MCP Apps reference host builds it: an
    // outer frame on the sandbox origin (not the host's) that mounts the
    // app in an inner frame of its own origin and relays every message.
    if (q.url === "/proxy") { r.setHeader("Content-Type", "text/html"); r.end(PROXY); return; }
    if (q.url === "/app") { r.setHeader("Content-Type", mime); r.setHeader("Content-Security-Policy", policy + `; report-uri /csp`); r.end(html); return; }
    requested.push(q.url); r.statusCode = 404; r.end();
  });
  const host = await listen((q, r) => {
    r.setHeader("Content-Type", "text/html");
    r.end(`<!doctype html><body style="margin:0"><iframe id="app" style="border:0;width:100%;height:400px;display:block" sandbox="allow-scripts allow-same-origin" src="http://127.0.0.1:${sandbox.address().port}/proxy"></iframe>`);
  });
  const ctx = await browser.newContext(dev);
  const page = await ctx.newPage();
  const frames = []; // every message, in order
  const held = [];
  let release = false;
  await page.exposeBinding("hostLog", (_, m) => frames.push(m));
  await page.exposeBinding("hostCall", async (_, m) => {
    // The app's tools/call is held until the interaction, so what the app
    // shows after the tool-result is the result's doing.
    while (!release) await sleep(50);
    try { return { result: await client.callTool(m.params) }; } catch (e) { return { error: { code: -32603, message: String(e) } }; }
  });
  await page.addInitScript(() => {
    if (window.top !== window) return;
    window.addEventListener("message", async (e) => {
      const m = e.data; const f = document.getElementById("app");
      if (!m || m.jsonrpc !== "2.0" || e.source !== f.contentWindow) return;
      window.hostLog({ dir: "in", m });
      const reply = (x) => { const r = Object.assign({ jsonrpc: "2.0", id: m.id }, x); window.hostLog({ dir: "out", m: r }); f.contentWindow.postMessage(r, "*"); };
      if (m.method === "ui/initialize") reply({ result: { protocolVersion: m.params?.protocolVersion || "2026-01-26", hostInfo: { name: "truth", version: "1" }, hostCapabilities: { serverTools: {}, openLinks: {}, logging: {} }, hostContext: { theme: "light", displayMode: "inline", containerDimensions: { width: f.clientWidth, maxHeight: 2000 }, platform: innerWidth < 600 ? "mobile" : "web" } } });
      else if (m.method === "tools/call") reply(await window.hostCall(m));
      else if (m.id !== undefined && m.method) reply({ result: {} });
    });
    window.hostSend = (m) => { const f = document.getElementById("app"); window.hostLog({ dir: "out", m }); f.contentWindow.postMessage(Object.assign({ jsonrpc: "2.0" }, m), "*"); };
  });
  const appFrame = () => page.frames().find((f) => f.url().endsWith("/app"));
  const text = async () => { try { return await appFrame().evaluate(() => document.body ? document.body.innerText : ""); } catch { return ""; } };
  const shot = async () => page.screenshot();
  const truth = {};
  const n = (m) => frames.filter((f) => f.dir === "in" && f.m.method === m).length;
  await page.goto(`http://127.0.0.1:${host.address().port}/`);
  for (let t = 0; t < 100 && n("ui/notifications/initialized") === 0; t++) await sleep(100);
  await sleep(1000);
  const mountedText = await text();
  const mountedShot = await shot();
  const inited = n("ui/initialize") > 0 && n("ui/notifications/initialized") > 0;
  truth.mount = inited && mountedText.trim() !== "" ? "pass" : "fail";
  let hydrated = "";
  if (inited) {
    await page.evaluate(() => window.hostSend({ method: "ui/notifications/tool-input", params: { arguments: {} } }));
    await page.evaluate((r) => window.hostSend({ method: "ui/notifications/tool-result", params: r }), result);
    await sleep(1500);
    hydrated = await text();
    const fresh = shows(hydrated, result).filter((v) => !mountedText.includes(v));
    truth.hydration = hydrated !== mountedText && fresh.length > 0 && !Buffer.from(await shot()).equals(mountedShot) ? "pass" : "fail";
    // The interaction: the held calls go out; the declared button is clicked.
    release = true;
    const callsBefore = n("tools/call");
    const before = await text();
    if (spec.not_applicable.includes("tools_call")) truth.tools_call = "not_applicable";
    else {
      if (spec.click) { try { await appFrame().click(spec.click, { timeout: 3000 }); } catch {} }
      await sleep(1500);
      const answered = frames.some((f) => f.dir === "out" && f.m.result && !f.m.result.isError && f.m.result.content);
      truth.tools_call = (n("tools/call") > 0 || n("tools/call") > callsBefore) && answered && (await text()) !== before ? "pass" : "fail";
    }
    const kept = await text();
    await page.evaluate(() => { const f = document.getElementById("app"); f.style.height = (f.clientHeight + 160) + "px"; });
    await page.evaluate(() => window.hostSend({ method: "ui/notifications/host-context-changed", params: { containerDimensions: { width: document.getElementById("app").clientWidth, height: document.getElementById("app").clientHeight }, theme: "light" } }));
    await sleep(1000);
    truth.resize_state = (await text()) === kept && n("ui/initialize") === 1 ? "pass" : "fail";
  } else {
    truth.hydration = truth.tools_call = truth.resize_state = "not_reached";
  }
  // csp: an undeclared origin is blocked, and the app reached for none.
  let outcome = "blocked";
  try { outcome = await appFrame().evaluate(async (u) => { try { await fetch(u); return "loaded"; } catch { return "blocked"; } }, probeOrigin + "/probe"); } catch {}
  await sleep(500);
  const appViolations = violations.filter((v) => /^(https?|wss?):/.test(v["blocked-uri"] || "") && !(v["blocked-uri"] || "").startsWith(probeOrigin));
  truth.csp = outcome === "blocked" && probeHits === 0 && appViolations.length === 0 ? "pass" : "fail";
  truth.text = (result.content || []).some((c) => c.type === "text" && c.text.trim() !== "") ? "pass" : "fail";
  const external = /<script[^>]*\bsrc=/i.test(html) || requested.length > 0;
  truth.bundle = !external && mime.replace(/\s/g, "").split(";charset")[0] === MIME ? "pass" : "fail";
  await ctx.close();
  for (const s of [probe, sandbox, host]) s.close();
  return truth;
}

const only = process.argv.slice(2);
// The apps are the corpus's request files (apps/NAME.json, Tribunal's
// mcp_app format): the server's command, the tool, the control to click
// and the criteria declared not applicable.
const appsDir = new URL("./apps/", import.meta.url);
const apps = readdirSync(appsDir).filter((f) => f.endsWith(".json")).sort().map((f) => {
  const a = JSON.parse(readFileSync(new URL(f, appsDir)));
  return { name: f.replace(/\.json$/, ""), command: a.server.command, tool: a.tool.name, click: a.click,
    not_applicable: (a.not_applicable || []).map((n) => n.criterion) };
});
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const out = { generated_by: "testdata/mcp-apps-corpus/truth.mjs", apps: {} };
for (const spec of apps) {
  if (only.length && !only.includes(spec.name)) continue;
  out.apps[spec.name] = await checkApp(spec, browser);
  process.stderr.write(`${spec.name}: ${JSON.stringify(out.apps[spec.name])}\n`);
}
await browser.close();
process.stdout.write(JSON.stringify(out, null, 2) + "\n");
