/**
 * Reading POST/PUT bodies (docs/api.md §1.1): at most 262,144 bytes (413 unparsed, checked before
 * anything else), then JSON with Content-Type application/json, and a JSON object (400 otherwise).
 */
import type { MiddlewareHandler } from "hono";
import { API_ERRORS } from "@cla/domain";
import type { AppEnv } from "./context.ts";
import { apiError } from "./errors.ts";

/** 256 KiB, docs/api.md §1.1 (the 100 KiB is superseded by the contract; decision 103). */
export const MAX_BODY_BYTES = 262_144;

const JSON_TYPE = /^application\/json\s*(;.*)?$/i;

/** The body's bytes, or a 413 as soon as more than MAX_BODY_BYTES arrive. */
async function readLimited(request: Request): Promise<Uint8Array> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > MAX_BODY_BYTES) {
    throw apiError(413, API_ERRORS.bodyTooLarge);
  }
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {});
      throw apiError(413, API_ERRORS.bodyTooLarge);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const invalidJson = () => apiError(400, API_ERRORS.invalidJson);

/**
 * Deepest nesting of objects and arrays accepted (docs/decisions/141). No body of the API nests
 * deeper than 4; a body nested deeper is refused as malformed (400) before JSON.parse, so no parser
 * or validator ever recurses 100,000 levels.
 */
export const MAX_JSON_DEPTH = 32;

/** True when the JSON text nests objects and arrays deeper than `max` (strings are skipped). */
function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) {
      inString = true;
    } else if (ch === 0x7b || ch === 0x5b) {
      if (++depth > max) return true;
    } else if (ch === 0x7d || ch === 0x5d) {
      depth--;
    }
  }
  return false;
}

/**
 * Parses the body into `c.var.body`.
 * - "object": a JSON object is required (every POST/PUT except sign_out).
 * - "optional": no body or an empty one is fine (undefined); anything else must be a JSON object
 *   (POST sign_out, which accepts nothing, an empty body or `{}`).
 */
export function jsonBody(mode: "object" | "optional"): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const bytes = await readLimited(c.req.raw);
    if (bytes.byteLength === 0 && mode === "optional") {
      c.set("body", undefined);
      return next();
    }
    if (!JSON_TYPE.test(c.req.header("content-type") ?? "")) throw invalidJson();
    let parsed: unknown;
    try {
      // fatal: invalid UTF-8 is malformed input, not something to repair silently
      const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
      if (nestedDeeperThan(text, MAX_JSON_DEPTH)) throw invalidJson();
      parsed = JSON.parse(text);
    } catch {
      throw invalidJson();
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw invalidJson();
    c.set("body", parsed);
    return next();
  };
}
