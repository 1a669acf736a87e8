#!/usr/bin/env node
// Broken variants of an MCP App, ours, for Tribunal's corpus
// (docs/MCP-APPS.md §9): a stdio MCP server on the TypeScript SDK whose
// get-time tool answers the clock as text (no structuredContent, like the
// basic ext-apps examples) and whose app is a hand-written vanilla page
// speaking the MCP Apps protocol by hand. --variant NAME breaks one thing:
//   good            shows the result; a button asks again (tools/call)
//   no-init         never sends ui/initialize
//   relative-script good, plus <script src="./assets/chunk.js">
//   ignores-result  ignores tool-result and loads its time by its own call
//   csp-breach      good, plus a fetch of https://api.example.com after the result
//   forgets-state   resets to its placeholder on host-context-changed
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";

const variants = ["good", "no-init", "relative-script", "ignores-result", "csp-breach", "forgets-state"];
const i = process.argv.indexOf("--variant");
const variant = i > 0 ? process.argv[i + 1] : "good";
if (!variants.includes(variant)) {
  process.stderr.write(`variants/server.mjs: unknown --variant ${variant} (known: ${variants.join(", ")})\n`);
  process.exit(64);
}

const MIME = "text/html;profile=mcp-app";
const URI = "ui://variants/time.html";

function app(v) {
  const script = `
const V = ${JSON.stringify(v)};
let id = 0; const pending = new Map();
const out = document.getElementById("time");
function send(m) { window.parent.postMessage(Object.assign({jsonrpc: "2.0"}, m), "*"); }
function request(method, params) { const n = ++id; send({id: n, method, params}); return new Promise(r => pending.set(n, r)); }
function textOf(r) { return ((r && r.content) || []).filter(c => c.type === "text").map(c => c.text).join(" "); }
window.addEventListener("message", e => {
  const m = e.data; if (!m || m.jsonrpc !== "2.0") return;
  if (m.id !== undefined && pending.has(m.id) && !m.method) { pending.get(m.id)(m.result || {error: m.error}); pending.delete(m.id); return; }
  if (m.method === "ui/notifications/tool-result" && V !== "ignores-result") {
    out.textContent = "Server Time: " + textOf(m.params);
    if (V === "csp-breach") fetch("https://api.example.com/v1/time").catch(() => {});
  }
  if (m.method === "ui/notifications/host-context-changed" && V === "forgets-state") out.textContent = "Loading...";
  if (m.id !== undefined && m.method === "ping") send({id: m.id, result: {}});
});
document.getElementById("again").addEventListener("click", async () => {
  const r = await request("tools/call", {name: "get-time", arguments: {}});
  out.textContent = "Server Time: " + textOf(r);
});
async function main() {
  if (V === "no-init") return;
  await request("ui/initialize", {protocolVersion: "2026-01-26", appInfo: {name: "variants", version: "1.0.0"}, appCapabilities: {}});
  send({method: "ui/notifications/initialized"});
  if (V === "ignores-result") {
    const r = await request("tools/call", {name: "get-time", arguments: {}});
    out.textContent = "Server Time: " + textOf(r);
  }
}
main();`;
  const extra = v === "relative-script" ? '<script src="./assets/chunk-3f2a.js"></script>' : "";
  return `<!doctype html><html><head><meta charset="utf-8"><title>Time</title>
<style>body{font:16px/1.4 sans-serif;margin:0;padding:8px;background:#fff;color:#111}#time{display:block;padding:12px;background:#e8eefc;min-height:24px}</style>
${extra}</head><body><p id="time">Loading...</p><button id="again">Get Server Time</button>
<script>${script}</script></body></html>`;
}

const server = new McpServer({ name: "tribunal-variants", version: "1.0.0" });
server.registerTool("get-time", {
  title: "Get Time",
  description: "Returns the current server time as an ISO 8601 string.",
  inputSchema: {},
  _meta: { ui: { resourceUri: URI } },
}, async () => ({ content: [{ type: "text", text: new Date().toISOString() }] }));
server.registerResource("time", URI, { mimeType: MIME }, async () => ({
  contents: [{ uri: URI, mimeType: MIME, text: app(variant) }],
}));
await server.connect(new StdioServerTransport());
