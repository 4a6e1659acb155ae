/**
 * Assessments as the `Assessment` object of docs/api.md §5, with `course_name` and `student_score`, in ONE
 * statement whatever the number of items (§7.4).
 */
import { asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { parseUuid, type Assessment, type AssessmentKind } from "@cla/domain";
import { schema, type Queryable } from "../../db/index.ts";
import { equalities } from "../../db/filters.ts";
import { toNumber, toTimestamp } from "../../db/values.ts";
import { findOr404, first } from "../../records/lookup.ts";
import { extensionDueDate, ownDueDate } from "../../records/extensions.ts";
import { cbtScoresShown, type ReadAt } from "../cbt-tests/queries.ts";
import { kindInfo, KIND_TABLES, type ItemTable } from "./kinds.ts";

const { courses } = schema;

/** What a list of items is narrowed to: each key present is one equality. */
export interface AssessmentFilter {
  id?: string;
  cla_cohort_id?: number;
  cla_course_id?: string;
}

/** The condition that narrows a kind's items to `filter`. */
export function itemsMatching(items: ItemTable, filter: AssessmentFilter): SQL | undefined {
  return equalities(
    { id: items.id, cla_cohort_id: items.cla_cohort_id, cla_course_id: items.cla_course_id },
    filter,
  );
}

/** The order of a list of items (docs/api.md §1.6): newest first, then by id. */
export function listOrder(items: ItemTable) {
  return [desc(items.created_at), asc(items.id)];
}

/** The student whose own score a list shows, and when they read it. */
export interface ScoreReader extends ReadAt {
  studentId: string;
}

/**
 * Items of `kind` matching `filter`, newest first (docs/api.md §1.6: created_at desc, id), with
 * `student_score` the score of `reader` (null, as for facilitators: always null); a CBT's only once it
 * has closed (docs/api.md §6.14).
 */
export async function selectAssessments(
  db: Queryable,
  kind: AssessmentKind,
  filter: AssessmentFilter,
  reader: ScoreReader | null,
): Promise<Assessment[]> {
  const { items, scores } = KIND_TABLES[kind];
  // The unique index on (item, student) answers this per row without a second round trip.
  const own = (studentId: string) =>
    sql<
      string | null
    >`(SELECT ${scores.score} FROM ${scores.table} WHERE ${scores.item} = ${items.id} AND ${scores.student} = ${studentId})`;
  const studentScore =
    reader === null
      ? sql<string | null>`NULL`
      : kind === "cbt"
        ? sql<string | null>`CASE WHEN ${cbtScoresShown(items, reader)} THEN ${own(reader.studentId)} END`
        : own(reader.studentId);
  // A student reads their own due date (an extension's, docs/api.md §6.17) and the item's as `extended_from`.
  const extended = reader === null ? null : extensionDueDate(kind, items.id, reader.studentId);
  const rows = await db
    .select({
      id: items.id,
      name: items.name,
      description: items.description,
      due_date: reader === null ? items.due_date : ownDueDate(kind, items, reader.studentId),
      extended_from:
        extended === null
          ? sql<string | null>`NULL::date`
          : sql<string | null>`CASE WHEN ${extended} > ${items.due_date} THEN ${items.due_date} END`,
      cla_course_id: items.cla_course_id,
      course_name: courses.name,
      cla_cohort_id: items.cla_cohort_id,
      cla_user_id: items.cla_user_id,
      student_score: studentScore,
      created_at: items.created_at,
      updated_at: items.updated_at,
    })
    .from(items)
    .innerJoin(courses, eq(courses.id, items.cla_course_id))
    .where(itemsMatching(items, filter))
    .orderBy(...listOrder(items));
  return rows.map((row) => ({
    ...row,
    student_score: row.student_score === null ? null : toNumber(row.student_score),
    created_at: toTimestamp(row.created_at),
    updated_at: toTimestamp(row.updated_at),
  }));
}

export function assessmentJson(
  db: Queryable,
  kind: AssessmentKind,
  id: string,
  reader: ScoreReader | null,
): Promise<Assessment> {
  return findOr404(kindInfo(kind).thing, id, (id) => first(selectAssessments(db, kind, { id }, reader)));
}

export interface ItemRef {
  id: string;
  name: string;
  cla_course_id: string;
  cla_cohort_id: number;
  course_name: string;
  due_date: string;
}

/** The item of `kind` named by a path, query or body value, or 404 `<Thing> not found` (malformed too). */
export function requireItem(db: Queryable, kind: AssessmentKind, raw: unknown): Promise<ItemRef> {
  const { items } = KIND_TABLES[kind];
  return findOr404(kindInfo(kind).thing, parseUuid(raw), (id) =>
    first(
      db
        .select({
          id: items.id,
          name: items.name,
          cla_course_id: items.cla_course_id,
          cla_cohort_id: items.cla_cohort_id,
          course_name: courses.name,
          due_date: items.due_date,
        })
        .from(items)
        .innerJoin(courses, eq(courses.id, items.cla_course_id))
        .where(eq(items.id, id))
        .limit(1),
    ),
  );
}
