/**
 * The signed-in caller of a request: the session of a bearer token (docs/api.md §2), read with its user's
 * role and cohort from the database on every request. Sessions are created by POST /sign_in and
 * revoked by POST /sign_out (routes/account).
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { ADMIN_ROLE, STAFF_ROLES } from "@cla/domain";
import { schema, type Queryable } from "../db/index.ts";
import { userColumns, type UserRow } from "../db/user-row.ts";
import { toDbTimestamp } from "../db/values.ts";
import { hashToken, TOKEN_PATTERN } from "./tokens.ts";

const { sessions, users, roles, cohorts } = schema;

/** The signed-in user, read from the database on every request (docs/api.md §2 "Trust"). */
export interface Caller extends UserRow {
  sessionId: string;
  /** A facilitator or an admin: every facilitator-level right (docs/api.md §4). */
  isFacilitator: boolean;
  /** An admin: the administration endpoints too (§6.15). */
  isAdmin: boolean;
}

/**
 * The caller lookup, run on every request, is prepared once per database (docs/decisions/144). Nothing
 * about a session is kept: each request reads the row, so a sign-out is seen everywhere at once.
 */
function prepareFindCaller(db: Queryable) {
  return db
    .select({
      ...userColumns,
      sessionId: sessions.id,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .innerJoin(roles, eq(roles.id, users.cla_role_id))
    .leftJoin(cohorts, eq(cohorts.id, users.cla_cohort_id))
    .where(
      and(
        eq(sessions.token_hash, sql.placeholder("token_hash")),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, sql.placeholder("now")),
        // A deactivated person's sessions end at once (§6.15), even before their rows are revoked.
        eq(users.active, true),
      ),
    )
    .limit(1)
    .prepare("cla_find_caller");
}

const findCallerQueries = new WeakMap<Queryable, ReturnType<typeof prepareFindCaller>>();

/** The session's user when the token is valid at `now`: found, not revoked, not expired. */
export async function findCaller(db: Queryable, token: string, now: Date): Promise<Caller | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  let query = findCallerQueries.get(db);
  if (query === undefined) findCallerQueries.set(db, (query = prepareFindCaller(db)));
  const [row] = await query.execute({ token_hash: hashToken(token), now: toDbTimestamp(now) });
  return row ? { ...row, ...roleFlags(row.cla_role_name) } : null;
}

/** What a role name may do (docs/api.md §4): permissions follow the name, never the id. */
export function roleFlags(roleName: string): { isFacilitator: boolean; isAdmin: boolean } {
  return { isFacilitator: STAFF_ROLES.includes(roleName), isAdmin: roleName === ADMIN_ROLE };
}
