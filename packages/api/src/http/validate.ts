/**
 * Steps 7–10 of docs/api.md §3.4 as helpers: the wrapper object (400), query parameters, and field
 * validation (422) through the domain schemas and their error map, with the server's reference
 * checks added to the same `errors` object so every field error of a request is reported together.
 *
 *   const input = wrapper(c, WRAPPERS.course);                       // 400 if missing
 *   const v = validateFields(courseCreate, input);                   // shape and format
 *   if (v.has("cla_cohort_id") && !(await cohortExists(db, v.data.cla_cohort_id)))
 *     v.add("cla_cohort_id", FIELD_MESSAGES.doesNotExist);           // reference check
 *   const course = v.valid();                                        // 422 with everything, or the value
 */
import type { z } from "zod";
import { API_ERRORS, fieldErrorMap, fieldErrors, type FieldErrors } from "@cla/domain";
import type { AppContext } from "./context.ts";
import { apiError, invalidFields } from "./errors.ts";

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Step 7: the object under `key` in the body, or 400 `Request body must contain a "<key>" object.` */
export function wrapper(c: AppContext, key: string): Record<string, unknown> {
  const body = c.var.body;
  const inner = isPlainObject(body) ? body[key] : undefined;
  if (!isPlainObject(inner)) throw apiError(400, API_ERRORS.wrapperMissing(key));
  return inner;
}

/** The top-level body object (forgot_password, reset_password: no wrapper, docs/api.md §1.5). */
export function topLevel(c: AppContext): Record<string, unknown> {
  const body = c.var.body;
  return isPlainObject(body) ? body : {};
}

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

export interface FieldValidation<T> {
  /** The fields that are well-formed so far (all of them when there are no errors). */
  readonly data: Partial<T>;
  readonly errors: FieldErrors;
  /** True when `key` is present in the parsed output and has no error: safe for reference checks. */
  has<K extends keyof T & string>(key: K): this is { data: Required<Pick<T, K>> };
  add(key: string, message: string): void;
  /** 422 with every collected error, or the validated value. */
  valid(): T;
}

/**
 * Validates `input` with a domain object schema. When some fields fail, the others are still parsed
 * one by one, so reference checks can run for every well-formed field (docs/api.md §1.5, §3.4 step 10).
 */
export function validateFields<S extends ObjectSchema>(
  schema: S,
  input: Record<string, unknown>,
  /** List fields whose errors are keyed by element and field (`questions.2.text`, @cla/domain fieldErrors). */
  nestedLists: readonly string[] = [],
): FieldValidation<z.output<S>> {
  type T = z.output<S>;
  const result = schema.safeParse(input, { error: fieldErrorMap });
  const errors: FieldErrors = result.success ? {} : fieldErrors(result.error, nestedLists);
  let data: Partial<T>;
  if (result.success) {
    data = result.data;
  } else {
    const partial: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(schema.shape)) {
      if (Object.keys(errors).some((k) => k === key || k.startsWith(`${key}.`))) continue;
      const one = (field as z.ZodType).safeParse(input[key], { error: fieldErrorMap });
      if (one.success && one.data !== undefined) partial[key] = one.data;
    }
    data = partial as Partial<T>;
  }
  return {
    data,
    errors,
    has(key) {
      return !errors[key] && (data as Record<string, unknown>)[key] !== undefined;
    },
    add(key, message) {
      const messages = (errors[key] ??= []);
      if (!messages.includes(message)) messages.push(message);
    },
    valid() {
      if (Object.keys(errors).length > 0) throw invalidFields(errors);
      return data as T;
    },
  } as FieldValidation<T>;
}

/**
 * The query string as the domain query schemas expect it: every parameter as the list of its
 * values, so a repeated parameter is seen (422 `is invalid`, docs/api.md §1.2).
 */
export function queryInput(c: AppContext): Record<string, string[]> {
  return c.req.queries();
}

/** Validates the query string with a domain query schema; 422 on a repeated or missing required parameter. */
export function validateQuery<S extends ObjectSchema>(c: AppContext, schema: S): z.output<S> {
  return validateFields(schema, queryInput(c)).valid();
}
