/**
 * docs/api.md §6.15 Activity log (admin): newest first, filtered by person (who did it or whom it
 * concerns), kind and the academy's dates, paged by a cursor (the list API's only paging: the log grows
 * without bound). `readActivity` is also the operator CLI's `activity`.
 */
import { and, desc, eq, like, or, sql, type SQL } from "drizzle-orm";
import {
  activityQuery,
  addDays,
  FIELD_MESSAGES,
  isValidDateString,
  parseUserId,
  startsAt,
  type ActivityEntry,
} from "@cla/domain";
import { schema, type Queryable } from "../../db/index.ts";
import { toTimestamp } from "../../db/values.ts";
import type { AppContext } from "../../http/context.ts";
import { invalidFields } from "../../http/errors.ts";
import { decodeCursor, encodeCursor, olderThan } from "../../records/cursor.ts";
import { validateQuery } from "../../http/validate.ts";

const { activity_log } = schema;

export const ACTIVITY_PAGE_DEFAULT = 50;
export const ACTIVITY_PAGE_MAX = 200;
const KIND = /^[a-z_]+(\.[a-z_]+)?$/;

export interface ActivityFilter {
  userId?: string;
  kind?: string;
  /** academy dates, both included */
  from?: string;
  to?: string;
  /** the cursor of the previous page */
  before?: { createdAt: string; id: string };
  limit: number;
}

/** Validates the query's values (422 with every field's error), `raw` being strings as sent. */
export function parseActivityFilter(raw: Record<string, string | undefined>): ActivityFilter {
  const errors: Record<string, string[]> = {};
  const filter: ActivityFilter = { limit: ACTIVITY_PAGE_DEFAULT };
  if (raw.cla_user_id !== undefined) {
    const id = parseUserId(raw.cla_user_id);
    if (id === null) errors.cla_user_id = [FIELD_MESSAGES.invalid];
    else filter.userId = id;
  }
  if (raw.kind !== undefined) {
    if (KIND.test(raw.kind)) filter.kind = raw.kind;
    else errors.kind = [FIELD_MESSAGES.invalid];
  }
  for (const key of ["from", "to"] as const) {
    const value = raw[key];
    if (value === undefined) continue;
    if (isValidDateString(value)) filter[key] = value;
    else errors[key] = [FIELD_MESSAGES.date];
  }
  if (raw.before !== undefined) {
    const cursor = decodeCursor(raw.before);
    if (cursor === null) errors.before = [FIELD_MESSAGES.invalid];
    else filter.before = cursor;
  }
  if (raw.limit !== undefined) {
    const n = /^\d{1,4}$/.test(raw.limit) ? Number(raw.limit) : NaN;
    if (n >= 1 && n <= ACTIVITY_PAGE_MAX) filter.limit = n;
    else errors.limit = [FIELD_MESSAGES.invalid];
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return filter;
}

/** One page, newest first, and the cursor of the next (older) one. */
export async function readActivity(
  db: Queryable,
  filter: ActivityFilter,
  timeZone: string,
): Promise<{ entries: ActivityEntry[]; next_cursor: string | null }> {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) {
    conditions.push(or(eq(activity_log.actor_id, filter.userId), eq(activity_log.user_id, filter.userId))!);
  }
  if (filter.kind !== undefined) {
    conditions.push(
      filter.kind.includes(".")
        ? eq(activity_log.kind, filter.kind)
        : like(activity_log.kind, `${filter.kind.replace(/_/g, "\\_")}.%`),
    );
  }
  // The academy's days (§1.4), as instants computed in JavaScript.
  if (filter.from !== undefined) {
    conditions.push(
      sql`${activity_log.created_at} >= ${startsAt(filter.from, "00:00", timeZone)}::timestamptz`,
    );
  }
  if (filter.to !== undefined) {
    const next = startsAt(addDays(filter.to, 1), "00:00", timeZone);
    conditions.push(sql`${activity_log.created_at} < ${next}::timestamptz`);
  }
  if (filter.before !== undefined) {
    conditions.push(olderThan(activity_log.created_at, activity_log.id, filter.before));
  }
  const rows = await db
    .select()
    .from(activity_log)
    .where(and(...conditions))
    .orderBy(desc(activity_log.created_at), desc(activity_log.id))
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  return {
    entries: page.map((row) => ({
      id: row.id,
      created_at: toTimestamp(row.created_at),
      kind: row.kind,
      actor_id: row.actor_id,
      actor_name: row.actor_name,
      user_id: row.user_id,
      user_name: row.user_name,
      subject_id: row.subject_id,
      subject_name: row.subject_name,
      details: row.details as ActivityEntry["details"],
    })),
    next_cursor: rows.length > filter.limit && last ? encodeCursor(last.created_at, last.id) : null,
  };
}

export async function listActivity(c: AppContext) {
  // 8, 10
  const filter = parseActivityFilter(validateQuery(c, activityQuery));
  const { db } = c.var.deps.database;
  return c.json(await readActivity(db, filter, c.var.deps.settings.academyTimeZone));
}
