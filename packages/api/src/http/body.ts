/**
 * Reading POST/PUT bodies (docs/api.md §1.1): at most 262,144 bytes (413 unparsed, checked before
 * anything else), then JSON with Content-Type application/json, and a JSON object (400 otherwise).
 * The one exception is the file upload of docs/api.md §6.13 (`uploadBody`): a multipart/form-data body
 * of at most one 10 MiB file and its part headers.
 */
import type { MiddlewareHandler } from "hono";
import { API_ERRORS, WORK_FILE_MAX_BYTES } from "@cla/domain";
import type { AppEnv } from "./context.ts";
import { apiError } from "./errors.ts";

/** 256 KiB, docs/api.md §1.1 (the 100 KiB is superseded by the contract; decision 103). */
export const MAX_BODY_BYTES = 262_144;

const JSON_TYPE = /^application\/json\s*(;.*)?$/i;

/**
 * The upload's limit: a 10 MiB file with room for its multipart boundaries and part headers. A file
 * over 10 MiB that still fits is refused by the handler with the same 413 (routes/work/files.ts).
 */
export const MAX_UPLOAD_BODY_BYTES = WORK_FILE_MAX_BYTES + 65_536;

/** The body's bytes, or a 413 (`tooLarge`) as soon as more than `limit` bytes arrive. */
async function readLimited(
  request: Request,
  limit = MAX_BODY_BYTES,
  tooLarge: string = API_ERRORS.bodyTooLarge,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) {
    throw apiError(413, tooLarge);
  }
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw apiError(413, tooLarge);
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

const MULTIPART_TYPE = /^multipart\/form-data\s*;/i;

/**
 * The upload of POST cla_work_files (docs/api.md §6.13): at most MAX_UPLOAD_BODY_BYTES (413
 * `This file is too large…`), then a multipart/form-data body (400 otherwise), parsed by the platform's
 * own form-data parser (the one Hono's `parseBody` calls). `c.var.body` becomes `{ file }`: the part
 * named `file` when it is exactly one file, else undefined (the handler answers 422 `is required`).
 */
export const uploadBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  const bytes = await readLimited(c.req.raw, MAX_UPLOAD_BODY_BYTES, API_ERRORS.fileTooLarge);
  const type = c.req.header("content-type") ?? "";
  if (!MULTIPART_TYPE.test(type)) throw apiError(400, API_ERRORS.uploadNotMultipart);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch {
    throw apiError(400, API_ERRORS.uploadNotMultipart);
  }
  const parts = form.getAll("file");
  const file = parts.length === 1 && parts[0] instanceof File ? parts[0] : undefined;
  c.set("body", { file });
  return next();
};

const CSV_TYPE = /^text\/csv\s*(;.*)?$/i;

/** The enrolment file's limit (docs/api.md §6.15): 2 MiB. */
export const MAX_CSV_BYTES = 2 * 1_048_576;

/**
 * The CSV file of POST cla_enrolments and its preview (docs/api.md §6.15): at most 2 MiB (413), with
 * Content-Type text/csv and valid UTF-8 (400 otherwise). A byte order mark is dropped. `c.var.body`
 * becomes the text; the handler parses it (routes/admin/enrolment.ts).
 */
export const csvBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  const bytes = await readLimited(c.req.raw, MAX_CSV_BYTES, API_ERRORS.csvTooLarge);
  if (!CSV_TYPE.test(c.req.header("content-type") ?? "")) throw apiError(400, API_ERRORS.csvBody);
  let text: string;
  try {
    // ignoreBOM false (the default): a UTF-8 byte order mark is removed
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw apiError(400, API_ERRORS.csvBody);
  }
  c.set("body", text);
  return next();
};
