/**
 * Live classes as the `LiveClass` object of docs/api.md §5, with `course_name` and `cla_cohort_end_date`,
 * in ONE statement whatever the number of classes (§7.4). `starts_at` is computed in JavaScript from
 * ACADEMY_TIME_ZONE (§1.4), never in SQL.
 */
import { eq } from "drizzle-orm";
import { compareLiveClasses, parseUuid, startsAt, type LiveClass } from "@cla/domain";
import { schema, type Queryable } from "../../db/index.ts";
import { equalities } from "../../db/filters.ts";
import { toTime, toTimestamp } from "../../db/values.ts";
import { findOr404, first } from "../../records/lookup.ts";

const { live_classes, courses, cohorts } = schema;

/** What a list of live classes is narrowed to: each key present is one equality (none: every class). */
export interface LiveClassFilter {
  id?: string;
  cla_cohort_id?: number;
  cla_course_id?: string;
  cla_user_id?: string;
  date?: string;
}

const FILTER_COLUMNS = {
  id: live_classes.id,
  cla_cohort_id: live_classes.cla_cohort_id,
  cla_course_id: live_classes.cla_course_id,
  cla_user_id: live_classes.cla_user_id,
  date: live_classes.date,
};

/** Classes matching `filter`, in the order of docs/api.md §1.6: date, time, name (collator), id. */
export async function selectLiveClasses(
  db: Queryable,
  filter: LiveClassFilter,
  timeZone: string,
): Promise<LiveClass[]> {
  const rows = await db
    .select({
      id: live_classes.id,
      name: live_classes.name,
      date: live_classes.date,
      time: live_classes.time,
      duration: live_classes.duration,
      zoom_link: live_classes.zoom_link,
      cla_course_id: live_classes.cla_course_id,
      course_name: courses.name,
      cla_cohort_id: live_classes.cla_cohort_id,
      cla_cohort_end_date: cohorts.end_date,
      cla_user_id: live_classes.cla_user_id,
      created_at: live_classes.created_at,
      updated_at: live_classes.updated_at,
    })
    .from(live_classes)
    .innerJoin(courses, eq(courses.id, live_classes.cla_course_id))
    .innerJoin(cohorts, eq(cohorts.id, live_classes.cla_cohort_id))
    .where(equalities(FILTER_COLUMNS, filter));
  return rows
    .map((row): LiveClass => {
      const time = toTime(row.time);
      return {
        id: row.id,
        name: row.name,
        date: row.date,
        time,
        duration: row.duration,
        starts_at: startsAt(row.date, time, timeZone),
        zoom_link: row.zoom_link,
        cla_course_id: row.cla_course_id,
        course_name: row.course_name,
        cla_cohort_id: row.cla_cohort_id,
        cla_cohort_end_date: row.cla_cohort_end_date,
        cla_user_id: row.cla_user_id,
        created_at: toTimestamp(row.created_at),
        updated_at: toTimestamp(row.updated_at),
      };
    })
    .sort(compareLiveClasses);
}

export function liveClassJson(db: Queryable, id: string, timeZone: string): Promise<LiveClass> {
  return findOr404("Live class", id, (id) => first(selectLiveClasses(db, { id }, timeZone)));
}

export type LiveClassRow = typeof live_classes.$inferSelect;

export function findLiveClass(db: Queryable, id: string): Promise<LiveClassRow | undefined> {
  return first(db.select().from(live_classes).where(eq(live_classes.id, id)).limit(1));
}

/** The class named by a path or query value, or 404 `Live class not found` (malformed too). */
export function requireLiveClass(db: Queryable, raw: unknown): Promise<LiveClassRow> {
  return findOr404("Live class", parseUuid(raw), (id) => findLiveClass(db, id));
}
