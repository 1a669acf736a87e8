// The TypeScript SDK's client runs the closed loop against "tribunal mcp"
// with real witnesses (e2e/agent_loop_test.go runs it):
//
//   node sdk-loop.mjs stdio COMMAND ARG...
//   node sdk-loop.mjs http URL            (TOKEN in MCP_TOKEN, optional)
//
// MCP_SKELETON, MCP_SITE (the product directory, edited in place),
// MCP_REQUEST_ID and MCP_SCOPE name the rest. Like the Go test's
// scripted agent, it verifies, then fixes the first deviation it knows
// (a box, a token, clipped text) from what the deviation says, calls
// attempt, and stops at PASS_CANDIDATE. It prints one JSON object.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const [mode, target, ...rest] = process.argv.slice(2);
const { MCP_SKELETON: skeleton, MCP_SITE: site, MCP_REQUEST_ID: id, MCP_SCOPE: scope } = process.env;
const transport =
  mode === "stdio"
    ? new StdioClientTransport({ command: target, args: rest, stderr: "inherit" })
    : new StreamableHTTPClientTransport(new URL(target), {
        requestInit: { headers: process.env.MCP_TOKEN ? { Authorization: `Bearer ${process.env.MCP_TOKEN}` } : {} },
      });
const client = new Client({ name: "ts-sdk-loop", version: "1.0.0" });
await client.connect(transport);

const page = join(site, "index.html");
// edit replaces the first match of re on the line holding anchor.
function edit(anchor, re, repl) {
  const lines = readFileSync(page, "utf8").split("\n");
  const i = lines.findIndex((l) => l.includes(anchor) && re.test(l));
  if (i < 0) throw new Error(`no line with ${anchor} matching ${re}`);
  const before = lines[i];
  lines[i] = before.replace(re, repl);
  writeFileSync(page, lines.join("\n"));
  return `--- a/index.html\n+++ b/index.html\n@@ -${i + 1} +${i + 1} @@\n-${before}\n+${lines[i]}\n`;
}
function fixOne(devs) {
  for (const d of devs) {
    if (!d.selector) continue;
    if (d.id === "bbox_drift") {
      const y = /^box x \S+ y (\S+) w/.exec(d.expected)[1];
      return edit(`${d.selector} {`, /top: \d+px/, `top: ${y}px`);
    }
    if (d.id === "token_mismatch") {
      const field = d.expected.split(" ")[0];
      const v = /var\(--[a-z0-9-]+\)/.exec(d.hint)[0];
      return edit(`${d.selector} {`, new RegExp(`([ ;{])${field}: [^;]+`), `$1${field}: ${v}`);
    }
    if (d.id === "clipped_text") {
      return edit(`id="${d.selector.slice(1)}"`, />[^<]*</, ">Tribunal shop<");
    }
  }
  throw new Error(`no known fix for ${JSON.stringify(devs)}`);
}

const opts = { timeout: 300000, resetTimeoutOnProgress: true };
const out = { steps: [] };
let res = (await client.callTool({ name: "verify", arguments: { skeleton, url: `file://${site}`, request_id: id, baseline_scope: scope, wait_s: 240 } }, undefined, opts)).structuredContent;
out.steps.push({ verdict: res.verdict, error: res.error, deviations: res.deviations.length, entropy_delta: res.entropy_delta });
for (let i = 0; res.verdict !== "PASS_CANDIDATE" && i < 5; i++) {
  const diff = fixOne(res.deviations);
  res = (await client.callTool({ name: "attempt", arguments: { request_id: id, code_diff: diff, wait_s: 240 } }, undefined, opts)).structuredContent;
  out.steps.push({ verdict: res.verdict, error: res.error, deviations: res.deviations.length, entropy_delta: res.entropy_delta });
}
out.next = res.next;
await client.close();
console.log(JSON.stringify(out));
