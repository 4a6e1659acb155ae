/**
 * Uniqueness rests on database constraints (docs/api.md §3.4 step 12): a unique violation (SQLSTATE
 * 23505), concurrent duplicates included, becomes the endpoint's 409 and the transaction rolls back.
 */
import type { ApiError } from "../http/errors.ts";

/** The violated unique constraint's name when `error` is a unique violation, else null. */
export function uniqueViolation(error: unknown): string | null {
  // drizzle wraps driver errors (DrizzleQueryError) with the driver's error as `cause`.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && isRecord(current); depth++) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === "23505") return typeof constraint === "string" ? constraint : "";
    current = cause;
  }
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * Runs `work`; a violation of one of the named constraints becomes the given ApiError (409),
 * anything else propagates unchanged. A function builds the error only when it is needed (an Error
 * captures a stack trace when made: a cost on every request of a hot path, decision 152).
 *
 *   await onUnique(() => write(c, …), { courses_cohort_name_unique: apiError(409, API_ERRORS.courseNameTaken) });
 */
export async function onUnique<T>(
  work: () => Promise<T>,
  conflicts: Record<string, ApiError | (() => ApiError)>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = uniqueViolation(error);
    const mapped = constraint === null ? undefined : conflicts[constraint];
    if (mapped) throw typeof mapped === "function" ? mapped() : mapped;
    throw error;
  }
}
