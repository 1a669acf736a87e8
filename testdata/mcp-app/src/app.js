// A small but real MCP App: a forecast card built on the ext-apps SDK.
// It hydrates from the tool result's structuredContent, refreshes through
// an app-initiated tools/call, and follows host-context changes.
//
// VARIANT (set at build time by build.mjs) makes the broken copies that
// Tribunal's tests must catch; "good" is the app as it should be.
import { App } from "@modelcontextprotocol/ext-apps";

/* global VARIANT */
const variant = VARIANT;

const card = document.getElementById("card");
const city = document.getElementById("city");
const temp = document.getElementById("temp");
const note = document.getElementById("note");
const button = document.getElementById("refresh");

let state = null; // the forecast on screen; null until hydrated
let asked = null; // the city the model asked for (tool-input), for a refresh before hydration

function render() {
  if (!state) {
    card.className = "";
    city.textContent = "Loading…";
    temp.textContent = "";
    note.textContent = "";
    return;
  }
  card.className = "ready";
  city.textContent = state.city;
  temp.textContent = `${state.temperature}°C`;
  note.textContent = state.updated ? `Updated: ${state.summary}` : state.summary;
}

const app = new App({ name: "tribunal-forecast", version: "1.0.0" }, {});

app.ontoolinput = (params) => {
  const city = params && params.arguments && params.arguments.city;
  if (typeof city === "string") asked = city;
};

app.ontoolresult = (result) => {
  const sc = result.structuredContent;
  if (!sc) return;
  state = { ...sc, updated: false };
  render();
  if (variant === "undeclared-fetch") {
    // Reaches for an origin that _meta.ui.csp does not declare.
    fetch("https://api.example.com/forecast?city=" + encodeURIComponent(sc.city)).catch(() => {});
  }
};

app.onhostcontextchanged = (ctx) => {
  if (variant === "forgets-state") {
    state = null; // re-mounts from scratch on every context change
  }
  if (ctx.theme === "dark") document.body.style.background = "#111827";
  render();
};

button.addEventListener("click", async () => {
  // Without a hydrated forecast (a result without structuredContent) the
  // refresh still asks for the city the model asked about.
  const city = state ? state.city : asked;
  if (!city) return;
  const res = await app.callServerTool({ name: "refresh_forecast", arguments: { city } });
  if (res.isError || !res.structuredContent) {
    note.textContent = "Refresh failed";
    return;
  }
  state = { ...res.structuredContent, updated: true };
  render();
});

render();
if (variant !== "never-initializes") {
  app.connect().catch((err) => {
    note.textContent = "Not connected: " + err.message;
  });
}
