/** GET /docs, the API reference page, and its files (docs/api.md §6.10, docs/decisions/148). */
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.ts";
import { DOCS_CSP, SWAGGER_UI_VERSION } from "./docs.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 180_000);
afterAll(() => t?.close());

/** The src/href of every <script> and stylesheet <link> of a page. */
function subresources(html: string): string[] {
  return [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
}

describe("GET /api/v1/docs", () => {
  it("is an HTML page for anyone, loading Swagger UI from this server and naming the OpenAPI document", async () => {
    const res = await t.request("GET", "/api/v1/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html; charset=utf-8$/i);
    const html = res.body as string;
    expect(html).toContain('data-openapi-url="/api/v1/openapi.json"');
    expect(html).toContain('href="/api/v1/openapi.json"');
    const files = subresources(html);
    expect(files).toEqual([
      `/api/v1/docs/swagger-ui.css?v=${SWAGGER_UI_VERSION}`,
      `/api/v1/docs/swagger-ui-bundle.js?v=${SWAGGER_UI_VERSION}`,
      `/api/v1/docs/start.js?v=${SWAGGER_UI_VERSION}`,
    ]);
    // No inline script or style: the page's policy allows only same-origin files.
    expect(html).not.toMatch(/<script>|<script(?![^>]*\bsrc=)[^>]*>|<style|\sstyle=/);
    // The same page with a trailing slash, and with a (wrong) token: the page is open.
    expect((await t.request("GET", "/api/v1/docs/")).status).toBe(200);
    expect((await t.request("GET", "/api/v1/docs", { token: "not-a-session" })).status).toBe(200);
  });

  it("has its own Content-Security-Policy: same-origin scripts and styles, no inline code, no eval, no framing", async () => {
    const res = await t.request("GET", "/api/v1/docs");
    const csp = res.headers.get("content-security-policy");
    expect(csp).toBe(DOCS_CSP);
    const directives = Object.fromEntries(
      csp!.split(";").map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives["default-src"]).toEqual(["'none'"]);
    expect(directives["script-src"]).toEqual(["'self'"]);
    expect(directives["style-src"]).toEqual(["'self'"]);
    expect(directives["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp).not.toMatch(/unsafe-|https?:/);
    // The rest of the server's security headers stay.
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    // Every other answer under /api/v1 keeps the API's own policy.
    const json = await t.request("GET", "/api/v1/openapi.json");
    expect(json.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe("GET /api/v1/docs/{asset}", () => {
  it.each([
    ["swagger-ui-bundle.js", /^text\/javascript; charset=utf-8$/, "SwaggerUIBundle"],
    ["swagger-ui.css", /^text\/css; charset=utf-8$/, ".swagger-ui"],
    ["start.js", /^text\/javascript; charset=utf-8$/, 'getAttribute("data-openapi-url")'],
  ])("%s: 200 with its content type, kept for a year under the version's URL", async (name, type, text) => {
    const res = await t.request("GET", `/api/v1/docs/${name}?v=${SWAGGER_UI_VERSION}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(type);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.body as string).toContain(text);
  });

  it("gzipped when the browser accepts it; another version's URL is revalidated, not kept", async () => {
    const res = await t.app.request(`/api/v1/docs/swagger-ui-bundle.js?v=${SWAGGER_UI_VERSION}`, {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toMatch(/Accept-Encoding/);
    const body = gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8");
    expect(body).toContain("SwaggerUIBundle");
    const old = await t.request("GET", "/api/v1/docs/swagger-ui.css?v=0.0.1");
    expect(old.status).toBe(200);
    expect(old.headers.get("cache-control")).toBe("no-cache");
  });

  it("serves nothing else of the package, and nothing outside it", async () => {
    for (const name of [
      "index.html",
      "swagger-ui-bundle.js.map",
      "package.json",
      "..%2Fpackage.json",
      "%E0%A4%A",
      "toString",
      "__proto__",
    ]) {
      const res = await t.request("GET", `/api/v1/docs/${name}`);
      expect(res.status, name).toBe(404);
      expect(res.body).toEqual({ error: "Not found" });
    }
  });
});
