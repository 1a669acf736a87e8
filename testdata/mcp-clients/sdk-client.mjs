// The TypeScript SDK's client against "tribunal mcp" (internal/requester/agentmcp's
// TestThirdPartyClients runs it):
//
//   node sdk-client.mjs stdio COMMAND ARG...
//   node sdk-client.mjs http URL          (TOKEN in MCP_TOKEN, optional)
//
// It lists the tools, then runs the loop's calls on a request the ledger
// settles without witnesses (a DOM payload under 32 characters fails at
// the door): verify with a progress token, status, an attempt, and one
// call with bad arguments. The SDK checks each structuredContent against
// the tool's output schema. It prints one JSON object on stdout.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const [mode, target, ...rest] = process.argv.slice(2);
const skeleton = process.env.MCP_SKELETON;
const id = process.env.MCP_REQUEST_ID;

let transport;
if (mode === "stdio") {
  transport = new StdioClientTransport({ command: target, args: rest, stderr: "inherit" });
} else if (mode === "http") {
  const headers = process.env.MCP_TOKEN ? { Authorization: `Bearer ${process.env.MCP_TOKEN}` } : {};
  transport = new StreamableHTTPClientTransport(new URL(target), { requestInit: { headers } });
} else {
  console.error("usage: node sdk-client.mjs stdio COMMAND ARG... | http URL");
  process.exit(64);
}

const client = new Client({ name: "ts-sdk-client", version: "1.0.0" });
await client.connect(transport);
const out = { server: client.getServerVersion()?.name };
const { tools } = await client.listTools();
out.tools = tools.map((t) => t.name).sort();
out.outputSchemas = tools.filter((t) => t.outputSchema).map((t) => t.name).sort();

let progress = 0;
const verify = await client.callTool(
  { name: "verify", arguments: { skeleton, dom_payload: "<p>tiny</p>", request_id: id, wait_s: 60 } },
  undefined,
  { onprogress: () => progress++ },
);
out.verify = verify.structuredContent;
out.verifyText = verify.content.find((c) => c.type === "text")?.text;
out.progress = progress;
out.status = (await client.callTool({ name: "status", arguments: { request_id: id } })).structuredContent;
const attempt = await client.callTool({ name: "attempt", arguments: { request_id: id, code_diff: "" } });
out.attempt = { isError: !!attempt.isError, structured: attempt.structuredContent ?? null };
const bad = await client.callTool({ name: "status", arguments: { request_id: 7 } });
out.bad = { isError: !!bad.isError, text: bad.content.find((c) => c.type === "text")?.text };
const { resourceTemplates } = await client.listResourceTemplates();
out.templates = resourceTemplates.map((r) => r.uriTemplate).sort();
const skel = await client.readResource({ uri: `tribunal://requests/${id}/skeleton/index.yaml` });
out.skeletonIndexBytes = skel.contents[0].text.length;
await client.close();
console.log(JSON.stringify(out));
