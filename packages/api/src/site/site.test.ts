/**
 * Serving the built site: files as-is with their cache headers, the portal shell
 * fallback, the faculty not-found page, the site's 404 page, and no path outside site/dist.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import type { Database } from "../db/index.ts";
import { loadSettings } from "../env.ts";
import type { AppDeps } from "../http/context.ts";
import { createLogger } from "../logger.ts";
import { MemoryTransport } from "../test/harness.ts";
import { createMailWorker } from "../mail/worker.ts";

let dist: string;
const files: Record<string, string> = {
  "index.html": "<h1>Home</h1>",
  "404.html": "<h1>Page not found</h1>",
  "faculty/index.html": "<h1>Faculty</h1>",
  "faculty/grace/index.html": "<h1>Grace</h1>",
  "faculty/not-found/index.html": "<h1>faculty member not found</h1>",
  "portal/index.html": "<div id=portal></div>",
  "verify/index.html": "<div data-verify></div>",
  "login/index.html": "<h1>Login</h1>",
  "reset-password/index.html": "<h1>Reset</h1>",
  "_astro/app.D8f3k2.js": "console.log(1)",
  "favicon.svg": "<svg/>",
  "_astro/inter-latin.D8f3k2.ttf": "\0\x01\0\0 a TrueType font",
  "_astro/noto-sans-arabic.D8f3k2.woff": "wOFF a compressed font",
};

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), "cla-dist-"));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dist, name)), { recursive: true });
    await writeFile(path.join(dist, name), content);
  }
  await writeFile(path.join(path.dirname(dist), "secret.txt"), "outside");
});
afterAll(() => rm(dist, { recursive: true, force: true }));

// Static paths never reach the database: a database that refuses every call proves it.
const refuse = () => {
  throw new Error("the static site must not use the database");
};
const database = new Proxy({}, { get: () => refuse }) as unknown as Database;
const logger = createLogger("silent");
const deps: AppDeps = {
  database,
  settings: loadSettings({ NODE_ENV: "test" }),
  logger,
  mail: createMailWorker({
    db: database.db,
    transport: new MemoryTransport(),
    from: "x@y.z",
    logger,
    clock: () => new Date(),
  }),
  clock: () => new Date(),
};

async function get(
  pathname: string,
  headers: Record<string, string> = {},
  method = "GET",
  siteDir: string | null = dist,
) {
  const app = createApp(deps, { siteDir });
  const res = await app.request(pathname, { method, headers });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

describe("static site", () => {
  it("serves real files as-is: HTML no-cache, hashed assets immutable", async () => {
    const home = await get("/");
    expect(home.status).toBe(200);
    expect(home.text).toBe("<h1>Home</h1>");
    expect(home.headers.get("content-type")).toMatch(/^text\/html/);
    expect(home.headers.get("cache-control")).toBe("no-cache");
    expect(home.headers.get("x-content-type-options")).toBe("nosniff");
    // the <meta> policy cannot forbid framing; the header adds it
    expect(home.headers.get("content-security-policy")).toBe("frame-ancestors 'none'");
    expect(home.headers.get("x-frame-options")).toBe("DENY");
    const asset = await get("/_astro/app.D8f3k2.js");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-type")).toMatch(/javascript/);
    expect((await get("/favicon.svg")).headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  });

  it("serves the account shells and faculty pages from their directory index", async () => {
    for (const [pathname, text] of [
      ["/login", "<h1>Login</h1>"],
      ["/login/", "<h1>Login</h1>"],
      ["/reset-password?token=abc", "<h1>Reset</h1>"],
      ["/faculty", "<h1>Faculty</h1>"],
      ["/faculty/grace", "<h1>Grace</h1>"],
    ]) {
      const res = await get(pathname!);
      expect(res.status, pathname).toBe(200);
      expect(res.text).toBe(text);
    }
  });

  it("redirects /facaulty to /faculty", async () => {
    for (const pathname of ["/facaulty", "/facaulty/"]) {
      const res = await get(pathname);
      expect(res.status).toBe(301);
      expect(res.headers.get("location")).toBe("/faculty");
    }
  });

  it.each([
    [
      "the portal shell for every /portal path",
      ["/portal", "/portal/", "/portal/dashboard", "/portal/courses/2657506c-4672-4ce1-9c80-eb3d1a6e311b"],
      "<div id=portal></div>",
    ],
    [
      "the verification shell for /verify and every /verify/<code>",
      ["/verify", "/verify/", "/verify/CLA-7K2P-Q9XW-4HM3", "/verify/anything%20at%20all"],
      "<div data-verify></div>",
    ],
  ])("falls back to %s", async (_, pathnames, shell) => {
    for (const pathname of pathnames) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(200);
      expect(res.text).toBe(shell);
      expect(res.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("answers a path that only starts like /verify with 404", async () => {
    expect((await get("/verifyx")).status).toBe(404);
  });

  it("answers unknown faculty members with the faculty not-found page and other paths with 404.html", async () => {
    const faculty = await get("/faculty/nobody");
    expect(faculty.status).toBe(404);
    expect(faculty.text).toBe("<h1>faculty member not found</h1>");
    for (const pathname of ["/nope", "/about/us", "/portalx"]) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(404);
      expect(res.text).toBe("<h1>Page not found</h1>");
    }
  });

  it("never serves a file outside site/dist", async () => {
    for (const pathname of [
      "/../secret.txt",
      "/%2e%2e/secret.txt",
      "/..%2fsecret.txt",
      "/%2e%2e%2fsecret.txt",
      "/a%00b",
    ]) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(404);
      expect(res.text).not.toBe("outside");
    }
  });

  it("supports HEAD and conditional requests", async () => {
    const head = await get("/login", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.text).toBe("");
    expect(head.headers.get("content-length")).toBe(String("<h1>Login</h1>".length));
    const etag = (await get("/login")).headers.get("etag")!;
    expect((await get("/login", { "if-none-match": etag })).status).toBe(304);
  });

  it("compresses text files for clients that accept it, and only those", async () => {
    const app = createApp(deps, { siteDir: dist });
    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const res = await app.request("/login", { headers: { "accept-encoding": `${encoding}, deflate` } });
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      const body = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get("content-length")).toBe(String(body.length));
      expect(decode(body).toString()).toBe("<h1>Login</h1>");
      const etag = res.headers.get("etag")!;
      expect(etag).toContain(encoding);
      const again = await app.request("/login", {
        headers: { "accept-encoding": encoding, "if-none-match": etag },
      });
      expect(again.status).toBe(304);
    }
    const plain = await get("/login", { "accept-encoding": "identity" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.text).toBe("<h1>Login</h1>");
    // The PDFs' TrueType fonts shrink; WOFF is compressed already.
    const ttf = await app.request("/_astro/inter-latin.D8f3k2.ttf", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(ttf.headers.get("content-type")).toBe("font/ttf");
    expect(gunzipSync(Buffer.from(await ttf.arrayBuffer())).toString()).toBe(
      files["_astro/inter-latin.D8f3k2.ttf"],
    );
    const woff = await app.request("/_astro/noto-sans-arabic.D8f3k2.woff", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(woff.headers.get("content-encoding")).toBeNull();
    const notFound = await app.request("/nope", { headers: { "accept-encoding": "br" } });
    expect(notFound.status).toBe(404);
    expect(brotliDecompressSync(Buffer.from(await notFound.arrayBuffer())).toString()).toBe(
      "<h1>Page not found</h1>",
    );
  });

  it("API paths are never served from the site", async () => {
    const res = await get("/api/v1/nope");
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text)).toEqual({ error: "Not found" });
  });

  it("without a built site, non-API paths are a plain 404", async () => {
    const res = await get("/portal/dashboard", {}, "GET", null);
    expect(res.status).toBe(404);
    expect(res.text).toBe("Not found");
  });
});
