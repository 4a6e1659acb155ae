/**
 * The static file server of the e2e runs and the benchmarks, on 127.0.0.1; no extra dependency.
 *
 *   node support/static-server.ts <dir> <port>     the e2e webServer of the Storybook build (plain files)
 *   const server = await serveStatic({ root, site: true, gzip: true });   bench:site, bench:login
 *
 * Files are found as `x`, `x/index.html` or `x.html`; only GET and HEAD (else 405). Hashed bundles
 * (/_astro/, /assets/) are cached for a year, everything else is revalidated so a rebuild is always seen.
 * Runs under Node's own TypeScript support (Node 24, which pnpm brings): erasable syntax only, no
 * relative imports.
 */
import { stat, readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

export interface StaticServerOptions {
  /** The folder to serve. */
  root: string;
  /** The port on 127.0.0.1; 0 (default) lets the OS pick a free one. */
  port?: number;
  /**
   * Serve site/dist under the API server's contract (packages/api/src/site/serve.ts): /facaulty → 301
   * /faculty; a /portal path without a file → the portal shell, /verify/<code> → the verification shell
   * (200); an unknown /faculty/<x> → faculty/not-found/index.html, anything else → 404.html (404).
   */
  site?: boolean;
  /** Gzip text (level 6, what servers use) for clients that accept it, as a production front end would. */
  gzip?: boolean;
}

export interface StaticServer {
  origin: string;
  port: number;
  close: () => Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
const HASHED = /^\/(_astro|assets)\//;

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => null))?.isFile() ?? false;
}

export async function serveStatic(options: StaticServerOptions): Promise<StaticServer> {
  const root = path.resolve(options.root);

  /** The file a URL path names inside the root; undefined when the path is bad or leaves the root. */
  async function fileFor(pathname: string): Promise<string | null | undefined> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    const target = path.resolve(root, path.posix.normalize(decoded).replace(/^\/+/, ""));
    if (target !== root && !target.startsWith(root + path.sep)) return undefined;
    for (const candidate of [target, path.join(target, "index.html"), `${target}.html`]) {
      if (await isFile(candidate)) return candidate;
    }
    return null;
  }

  /** site: the shell a path without a file falls back to (200), or the not-found page (404). */
  async function siteFallback(pathname: string): Promise<{ file: string; status: number } | null> {
    const shell = pathname === "/portal" || pathname.startsWith("/portal/") ? "portal" : null;
    const verify = pathname.startsWith("/verify/") ? "verify" : null;
    const candidates = [
      ...[shell, verify].flatMap((dir) =>
        dir ? [{ file: path.join(root, dir, "index.html"), status: 200 }] : [],
      ),
      ...(pathname.startsWith("/faculty/")
        ? [{ file: path.join(root, "faculty", "not-found", "index.html"), status: 404 }]
        : []),
      { file: path.join(root, "404.html"), status: 404 },
    ];
    for (const candidate of candidates) if (await isFile(candidate.file)) return candidate;
    return null;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { allow: "GET, HEAD" }).end();
      return;
    }
    if (options.site && (pathname === "/facaulty" || pathname === "/facaulty/")) {
      response.writeHead(301, { location: "/faculty" }).end();
      return;
    }
    const found = await fileFor(pathname);
    if (found === undefined) {
      response.writeHead(400, { "content-type": "text/plain" }).end("Bad path");
      return;
    }
    const served = found ? { file: found, status: 200 } : options.site ? await siteFallback(pathname) : null;
    if (!served) {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    const type = CONTENT_TYPES[path.extname(served.file)] ?? "application/octet-stream";
    const headers: Record<string, string> = {
      "content-type": type,
      "cache-control": found && HASHED.test(pathname) ? "public, max-age=31536000, immutable" : "no-cache",
    };
    let body = await readFile(served.file);
    if (options.gzip && COMPRESSIBLE.test(type)) {
      headers.vary = "Accept-Encoding";
      if (/\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))) {
        body = gzipSync(body, { level: 6 });
        headers["content-encoding"] = "gzip";
      }
    }
    response.writeHead(served.status, { ...headers, "content-length": String(body.length) });
    response.end(request.method === "HEAD" ? undefined : body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { "content-type": "text/plain" });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// `node static-server.ts <dir> <port>`
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [dir, portArg] = process.argv.slice(2);
  const port = Number(portArg);
  if (!dir || !Number.isInteger(port) || port <= 0) {
    console.error("usage: node static-server.ts <dir> <port>");
    process.exit(2);
  }
  if (!(await isFile(path.join(path.resolve(dir), "index.html")))) {
    console.error(
      `${path.resolve(dir)}/index.html is missing: build it first (for Storybook: pnpm build-storybook).`,
    );
    process.exit(1);
  }
  const server = await serveStatic({ root: dir, port });
  console.log(`Serving ${path.resolve(dir)} at ${server.origin}/`);
}
