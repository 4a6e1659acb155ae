/**
 * Serves the built site (site/dist, Astro's static output) from the API's process.
 *
 * Contract with the site: real files are served as they are (hashed /_astro/* immutable, HTML
 * no-cache); /facaulty → 301 /faculty; any /portal path without a file → the portal shell
 * portal/index.html (200); any /verify/<code> → the verification shell verify/index.html (200, its script
 * looks the code up); an unknown /faculty/<x> → faculty/not-found/index.html (404); any other
 * unknown path → 404.html (404). Without a built site every such path is a plain 404.
 */
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { Handler } from "hono";
import { getMimeType } from "hono/utils/mime";
import type { AppEnv } from "../http/context.ts";

interface FoundFile {
  file: string;
  size: number;
  mtimeMs: number;
}

async function fileAt(file: string): Promise<FoundFile | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? { file, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** The file a URL path names inside `root`, trying `x`, `x/index.html` and `x.html`. */
async function resolveFile(root: string, urlPath: string): Promise<FoundFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return null;
  const relative = path.posix.normalize(decoded).replace(/^\/+/, "");
  const target = path.resolve(root, relative);
  // Nothing outside the site directory, whatever ../ or encoded tricks the path holds.
  if (target !== root && !target.startsWith(root + path.sep)) return null;
  const candidates = decoded.endsWith("/")
    ? [path.join(target, "index.html")]
    : [target, path.join(target, "index.html"), `${target}.html`];
  for (const candidate of candidates) {
    const found = await fileAt(candidate);
    if (found) return found;
  }
  return null;
}

function cacheControl(urlPath: string, file: string): string {
  // Astro puts content-hashed assets under /_astro/: they never change under the same name.
  if (urlPath.startsWith("/_astro/")) return "public, max-age=31536000, immutable";
  if (file.endsWith(".html")) return "no-cache";
  return "public, max-age=0, must-revalidate";
}

/**
 * Types worth compressing: text, and the TrueType fonts the PDFs embed (they shrink about 2:1; a certificate's
 * fetch on a slow phone is mostly them). Images and WOFF fonts are compressed already.
 */
const COMPRESSIBLE =
  /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml|font\/(ttf|otf))/;
const encoders = {
  br: (data: Buffer) => promisify(brotliCompress)(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (data: Buffer) => promisify(gzip)(data, { level: 9 }),
} as const;
type Encoding = keyof typeof encoders;

function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
}

/**
 * Compressed copies of the site's text files, made once per file version (the site is a few hundred
 * kilobytes of text, so memory stays small) — public pages are measured with Lighthouse over this server.
 */
const compressedCache = new Map<string, Promise<Buffer>>();
function compressed(found: FoundFile, encoding: Encoding): Promise<Buffer> {
  const key = `${found.file}\0${found.mtimeMs}\0${encoding}`;
  let entry = compressedCache.get(key);
  if (!entry) {
    entry = readFile(found.file).then(encoders[encoding]);
    entry.catch(() => compressedCache.delete(key));
    compressedCache.set(key, entry);
  }
  return entry;
}

export function serveSite(siteDir: string | null): Handler<AppEnv> {
  const root = siteDir === null ? null : path.resolve(siteDir);

  async function send(c: Parameters<Handler<AppEnv>>[0], found: FoundFile, status: 200 | 404, cache: string) {
    const type = getMimeType(found.file) ?? "application/octet-stream";
    const encoding = COMPRESSIBLE.test(type) ? preferredEncoding(c.req.header("accept-encoding")) : null;
    const version = `${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}`;
    const etag = `W/"${version}${encoding ? `-${encoding}` : ""}"`;
    c.header("Content-Type", type);
    c.header("Cache-Control", cache);
    c.header("ETag", etag);
    if (COMPRESSIBLE.test(type)) c.header("Vary", "Accept-Encoding");
    if (status === 200 && c.req.header("if-none-match") === etag) return c.body(null, 304);
    if (encoding) {
      const body = await compressed(found, encoding);
      c.header("Content-Encoding", encoding);
      c.header("Content-Length", String(body.length));
      if (c.req.method === "HEAD") return c.body(null, status);
      return c.body(new Uint8Array(body), status);
    }
    c.header("Content-Length", String(found.size));
    if (c.req.method === "HEAD") return c.body(null, status);
    const stream = Readable.toWeb(createReadStream(found.file)) as ReadableStream<Uint8Array>;
    return c.body(stream, status);
  }

  async function notFoundPage(c: Parameters<Handler<AppEnv>>[0], urlPath: string) {
    if (root !== null) {
      const page = urlPath.startsWith("/faculty/")
        ? await fileAt(path.join(root, "faculty", "not-found", "index.html"))
        : null;
      const fallback = page ?? (await fileAt(path.join(root, "404.html")));
      if (fallback) return send(c, fallback, 404, "no-cache");
    }
    return c.text("Not found", 404);
  }

  return async (c) => {
    const urlPath = c.req.path;
    if (urlPath === "/facaulty" || urlPath === "/facaulty/") {
      const query = new URL(c.req.url).search;
      return c.redirect(`/faculty${query}`, 301);
    }
    if (root === null || (c.req.method !== "GET" && c.req.method !== "HEAD")) {
      return notFoundPage(c, urlPath);
    }
    const found = await resolveFile(root, urlPath);
    if (found) return send(c, found, 200, cacheControl(urlPath, found.file));
    if (urlPath === "/portal" || urlPath.startsWith("/portal/")) {
      const shell = await fileAt(path.join(root, "portal", "index.html"));
      if (shell) return send(c, shell, 200, "no-cache");
    }
    // Certificates: one static shell verifies every code.
    if (urlPath.startsWith("/verify/")) {
      const shell = await fileAt(path.join(root, "verify", "index.html"));
      if (shell) return send(c, shell, 200, "no-cache");
    }
    return notFoundPage(c, urlPath);
  };
}
