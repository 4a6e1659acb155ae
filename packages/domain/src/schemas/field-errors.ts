import type { z } from "zod";
import { FIELD_MESSAGES, isFieldMessage } from "./errors";

/** The `errors` object of a 422 body: field name → its messages (docs/api.md §3.1). */
export type FieldErrors = Record<string, string[]>;

/** Key used for an issue that names no field (only when the parsed value itself is not an object). */
export const BASE_ERROR_KEY = "base";

/**
 * Zod error map for issues our field schemas do not word themselves (they all do; this is the
 * safety net, e.g. for a schema composed elsewhere). Pass it per parse (`{ error: fieldErrorMap }`)
 * or install it with `z.config({ customError: fieldErrorMap })`; `parseFields` uses it.
 */
export const fieldErrorMap: z.core.$ZodErrorMap = (issue) =>
  issue.input === undefined ||
  issue.input === null ||
  (typeof issue.input === "string" && issue.input.trim() === "")
    ? FIELD_MESSAGES.required
    : FIELD_MESSAGES.invalid;

/**
 * Turns a zod error into docs/api.md §3.3's `errors` object: keyed by the top-level field (wrapper key,
 * query parameter or top-level body key), every issue of the request, each message once.
 * Any message that is not one of §3.3's texts (a zod default such as "Invalid input") is replaced
 * by `is invalid`, so nothing else can reach a client.
 */
export function fieldErrors(error: { readonly issues: readonly z.core.$ZodIssue[] }): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const first = issue.path[0];
    const key = first === undefined ? BASE_ERROR_KEY : String(first);
    const message = isFieldMessage(issue.message) ? issue.message : FIELD_MESSAGES.invalid;
    const messages = (errors[key] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  return errors;
}

/** Result of `parseFields`: the parsed value, or the 422 `errors` object. */
export type ParseFieldsResult<T> = { success: true; data: T } | { success: false; errors: FieldErrors };

/**
 * Validates `input` with `schema` and answers in docs/api.md's terms. The server's 422 and the portal's
 * form errors both come from here.
 */
export function parseFields<S extends z.ZodType>(schema: S, input: unknown): ParseFieldsResult<z.output<S>> {
  const result = schema.safeParse(input, { error: fieldErrorMap });
  return result.success
    ? { success: true, data: result.data }
    : { success: false, errors: fieldErrors(result.error) };
}
