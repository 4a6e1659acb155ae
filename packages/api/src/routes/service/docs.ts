/**
 * GET /docs: the API reference page, Swagger UI rendering GET /openapi.json (docs/api.md §6.10,
 * docs/decisions/148). Swagger UI's script and style sheet come from the pinned swagger-ui-dist package
 * and are served by this server (GET /docs/{asset}), never from a CDN, so the page works offline and
 * under a strict Content-Security-Policy; nothing of it reaches the public site's pages.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { API_ERRORS } from "@cla/domain";
import type { AppContext } from "../../http/context.ts";

const OPENAPI_URL = "/api/v1/openapi.json";
const ASSET_URL = "/api/v1/docs";

/**
 * The page runs only same-origin files (no inline script or style, no eval); Swagger UI's style sheet
 * draws its icons as data: images; the page fetches the document and, for "Try it out", the API itself.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

// Our own start script: a file, not an inline <script>, so the policy above needs no hash or nonce.
// The document's URL comes from the page; `queryConfigEnabled` stays off (a ?url= cannot swap it).
const START_SCRIPT = `"use strict";
var root = document.getElementById("swagger-ui");
window.ui = SwaggerUIBundle({
  url: root.getAttribute("data-openapi-url"),
  dom_id: "#swagger-ui",
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: "BaseLayout",
});
`;

const distDir = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
export const SWAGGER_UI_VERSION: string = JSON.parse(
  readFileSync(path.join(distDir, "package.json"), "utf8"),
).version;

interface Asset {
  type: string;
  load: () => Buffer;
}

/** GET /docs/{asset}: exactly these files, nothing else of the package. */
const ASSETS: Record<string, Asset> = {
  "swagger-ui-bundle.js": {
    type: "text/javascript; charset=utf-8",
    load: () => readFileSync(path.join(distDir, "swagger-ui-bundle.js")),
  },
  "swagger-ui.css": {
    type: "text/css; charset=utf-8",
    load: () => readFileSync(path.join(distDir, "swagger-ui.css")),
  },
  "start.js": { type: "text/javascript; charset=utf-8", load: () => Buffer.from(START_SCRIPT) },
};

// The asset URLs carry the package version, so a browser may keep them for a year.
const versioned = (name: string) => `${ASSET_URL}/${name}?v=${SWAGGER_UI_VERSION}`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>CLA Portal API reference</title>
    <link rel="stylesheet" href="${versioned("swagger-ui.css")}" />
  </head>
  <body>
    <main id="swagger-ui" data-openapi-url="${OPENAPI_URL}">
      <noscript><p>This page needs JavaScript. The <a href="${OPENAPI_URL}">OpenAPI document</a> is plain JSON.</p></noscript>
    </main>
    <script src="${versioned("swagger-ui-bundle.js")}"></script>
    <script src="${versioned("start.js")}"></script>
  </body>
</html>
`;

export function docsPage(c: AppContext) {
  c.header("Content-Security-Policy", DOCS_CSP);
  return c.html(PAGE);
}

/** Files read and gzipped once, on their first request (the bundle is 1.7 MB, 0.46 MB gzipped). */
const loaded = new Map<string, { raw: Uint8Array<ArrayBuffer>; gzipped: Promise<Uint8Array<ArrayBuffer>> }>();
function load(name: string, asset: Asset) {
  let entry = loaded.get(name);
  if (!entry) {
    const raw = asset.load();
    entry = {
      raw: new Uint8Array(raw),
      gzipped: promisify(gzip)(raw, { level: 9 }).then((bytes) => new Uint8Array(bytes)),
    };
    loaded.set(name, entry);
  }
  return entry;
}

export async function docsAsset(c: AppContext) {
  const name = c.req.param("asset") ?? "";
  const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
  if (asset === undefined) return c.json({ error: API_ERRORS.notFound }, 404);
  const { raw, gzipped } = load(name, asset);
  c.header("Content-Type", asset.type);
  // The page asks for the installed version; any other URL is revalidated rather than kept.
  const current = c.req.query("v") === SWAGGER_UI_VERSION;
  c.header("Cache-Control", current ? "public, max-age=31536000, immutable" : "no-cache");
  c.header("Vary", "Accept-Encoding", { append: true });
  if (/\bgzip\b/i.test(c.req.header("accept-encoding") ?? "")) {
    c.header("Content-Encoding", "gzip");
    return c.body(await gzipped, 200);
  }
  return c.body(raw, 200);
}
