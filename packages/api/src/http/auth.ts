/**
 * Bearer-token authentication (API.md §2) and the endpoint role guard (§4).
 * Role and cohort come from the database on every request, never from the client.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { API_ERRORS, FACILITATOR_ROLE } from "@cla/domain";
import { hashToken, TOKEN_PATTERN } from "../auth/tokens.ts";
import { schema, type Queryable } from "../db/index.ts";
import { userColumns } from "../db/user-row.ts";
import { toDbTimestamp } from "../db/values.ts";
import type { AppEnv, Caller } from "./context.ts";
import { apiError } from "./errors.ts";

const { sessions, users, roles, cohorts } = schema;

const BEARER = /^bearer[ \t]+(\S+)[ \t]*$/i;

/** The token of an `Authorization: Bearer <token>` header (scheme case-insensitive), or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = header === undefined ? null : BEARER.exec(header);
  return match?.[1] ?? null;
}

/**
 * The caller lookup, prepared once per database: drizzle builds its SQL once, and node-postgres
 * parses and plans it once per connection (a named statement) instead of on every request
 * (docs/decisions/144). Nothing about a session is kept between requests: each one reads the row,
 * so a sign-out on any instance refuses the token on the next request everywhere.
 */
function prepareFindCaller(db: Queryable) {
  return db
    .select({ ...userColumns, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .innerJoin(roles, eq(roles.id, users.cla_role_id))
    .leftJoin(cohorts, eq(cohorts.id, users.cla_cohort_id))
    .where(
      and(
        eq(sessions.token_hash, sql.placeholder("token_hash")),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, sql.placeholder("now")),
      ),
    )
    .limit(1)
    .prepare("cla_find_caller");
}

const preparedFindCaller = new WeakMap<Queryable, ReturnType<typeof prepareFindCaller>>();

/** The session's user when the token is valid at `now`: found, not revoked, not expired. */
export async function findCaller(db: Queryable, token: string, now: Date): Promise<Caller | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  let query = preparedFindCaller.get(db);
  if (query === undefined) {
    query = prepareFindCaller(db);
    preparedFindCaller.set(db, query);
  }
  const [row] = await query.execute({ token_hash: hashToken(token), now: toDbTimestamp(now) });
  return row ? { ...row, isFacilitator: row.cla_role_name === FACILITATOR_ROLE } : null;
}

/**
 * Step 4 of API.md §3.4. "required": no valid session → 401. "optional" (open endpoints): an
 * invalid token is ignored and the caller is anonymous (null).
 */
export function authenticate(mode: "required" | "optional"): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header("authorization"));
    const found = token === null ? null : await findCaller(c.var.deps.database.db, token, c.var.now);
    if (found === null && mode === "required") throw apiError(401, API_ERRORS.sessionExpired);
    c.set("caller", found);
    return next();
  };
}

/** Step 6: facilitator-only endpoints answer a student 403 `You do not have permission to do this.` */
export const requireFacilitator: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.caller?.isFacilitator) throw apiError(403, API_ERRORS.noPermission);
  return next();
};
