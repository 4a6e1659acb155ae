/**
 * The site's Content-Security-Policy (decision 087), rendered by Astro as a <meta> in every page's <head>.
 * Astro adds the hashes of the scripts and styles it bundles or inlines; this adds the rest by hash too:
 * the site's own inline scripts (src/scripts/inline.ts) and the stylesheet sonner (the portal's toasts)
 * inserts at run time. Nothing is allowed as 'unsafe-inline' except `style` attributes, which Radix and
 * React set (dialog scroll lock, accordion heights).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AstroUserConfig } from "astro";
import { CANCEL_SUBMIT, FACULTY_NOT_FOUND, MARK_JS, PORTAL_FRAME_JS } from "./src/scripts/inline";

type Csp = Exclude<NonNullable<NonNullable<AstroUserConfig["security"]>["csp"]>, boolean>;

function sha256(text: string): `sha256-${string}` {
  return `sha256-${createHash("sha256").update(text).digest("base64")}`;
}

/**
 * The hashes of the <style> element sonner adds to <head> and then fills: CSP checks it empty, then with its
 * text. The text is read from sonner's own build, so an upgrade cannot leave a stale hash behind.
 */
function sonnerStyleHashes(): `sha256-${string}`[] {
  const sonner = createRequire(new URL("../packages/ui/package.json", import.meta.url)).resolve("sonner");
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(readFileSync(sonner, "utf8"))?.[1];
  if (!literal)
    throw new Error(`site/csp.ts: sonner no longer inserts its stylesheet as expected (${sonner})`);
  return [sha256(""), sha256(JSON.parse(literal) as string)];
}

/** `apiOrigin`: where the portal's API lives when it is not this origin (PUBLIC_API_BASE_URL). */
export function contentSecurityPolicy(apiOrigin: string | null): Csp {
  return {
    directives: [
      "default-src 'self'",
      `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ""}`,
      "img-src 'self' data:",
      // Course material embeds (video, slides, documents, PDFs) are https pages (decision 041).
      "frame-src https:",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ],
    scriptDirective: {
      resources: [
        { resource: "'self'", kind: "element" },
        { resource: "'unsafe-hashes'", kind: "attribute" },
      ],
      hashes: [
        sha256(MARK_JS),
        sha256(FACULTY_NOT_FOUND),
        sha256(PORTAL_FRAME_JS),
        { hash: sha256(CANCEL_SUBMIT), kind: "attribute" },
      ],
    },
    styleDirective: {
      resources: [
        { resource: "'self'", kind: "element" },
        { resource: "'unsafe-inline'", kind: "attribute" },
      ],
      hashes: sonnerStyleHashes(),
    },
  };
}
