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
 * The key of an issue: its top-level field, or for a field named in `nestedLists` (a list of objects,
 * such as a CBT's `questions`) the element and its field joined by dots: `questions.2.text`,
 * `questions.2` (the element itself), `questions` (the list).
 */
function issueKey(path: readonly PropertyKey[], nestedLists: readonly string[]): string {
  const [first, index, field] = path;
  if (first === undefined) return BASE_ERROR_KEY;
  if (!nestedLists.includes(String(first)) || typeof index !== "number") return String(first);
  return field === undefined ? `${String(first)}.${index}` : `${String(first)}.${index}.${String(field)}`;
}

/**
 * Turns a zod error into docs/api.md §3.3's `errors` object: keyed by the top-level field (wrapper key,
 * query parameter or top-level body key), or inside the lists named in `nestedLists` by element and
 * field (`questions.2.text`), every issue of the request, each message once.
 * Any message that is not one of §3.3's texts (a zod default such as "Invalid input") is replaced
 * by `is invalid`, so nothing else can reach a client.
 */
export function fieldErrors(
  error: { readonly issues: readonly z.core.$ZodIssue[] },
  nestedLists: readonly string[] = [],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issueKey(issue.path, nestedLists);
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
export function parseFields<S extends z.ZodType>(
  schema: S,
  input: unknown,
  nestedLists: readonly string[] = [],
): ParseFieldsResult<z.output<S>> {
  const result = schema.safeParse(input, { error: fieldErrorMap });
  return result.success
    ? { success: true, data: result.data }
    : { success: false, errors: fieldErrors(result.error, nestedLists) };
}
