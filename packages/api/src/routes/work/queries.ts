/**
 * Work as the `Work` object of docs/api.md §5 and §6.13: a student's hand-in for one assignment or one
 * contribution, with its files' metadata (never their bytes) and the score it got. Both kinds share
 * the table `works` (one item column each) and these queries (docs/decisions/130, 157).
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  handedInLate,
  parseUuid,
  type AssessmentKind,
  type Work,
  type WorkFile,
  type WorkKind,
  type WorkCount,
  type WorkScore,
  type WorkStatus,
} from "@cla/domain";
import { schema, type Queryable } from "../../db/index.ts";
import { toNumber, toTimestamp } from "../../db/values.ts";
import { activeAuthorId } from "../../notifications/notices.ts";
import { findOr404, first } from "../../records/lookup.ts";
import { extensionDueDate, ownDueDate, ownDueDateOf } from "../../records/extensions.ts";
import { KIND_TABLES, kindInfo } from "../assessments/kinds.ts";
import { itemsMatching, listOrder, type AssessmentFilter } from "../assessments/queries.ts";

const { works, work_files } = schema;

/** The column of `works` naming an item of `kind` (unique with the student). */
export const WORK_ITEM_COLUMN: Record<WorkKind, AnyPgColumn> = {
  assignment: works.cla_assignment_id,
  contribution: works.cla_contribution_id,
};

/** What the work routes need of the item of their path. */
export interface WorkItem {
  id: string;
  name: string;
  cla_cohort_id: number;
  due_date: string;
  /** who hears of a hand-in (docs/api.md §6.16) */
  author_id: string | null;
}

/**
 * The item of `kind` named by the path, or 404 `<Thing> not found` (malformed too); also the item of an extension
 * grant (any kind, docs/api.md §6.17).
 */
export function requireWorkItem(db: Queryable, kind: AssessmentKind, raw: unknown): Promise<WorkItem> {
  const { items } = KIND_TABLES[kind];
  return findOr404(kindInfo(kind).thing, parseUuid(raw), (id) =>
    first(
      db
        .select({
          id: items.id,
          name: items.name,
          cla_cohort_id: items.cla_cohort_id,
          due_date: items.due_date,
          author_id: activeAuthorId(items.cla_user_id),
        })
        .from(items)
        .where(eq(items.id, id))
        .limit(1),
    ),
  );
}

/** One stored hand-in, before its files are added. */
export interface WorkRow {
  id: string;
  cla_student_id: string;
  text: string | null;
  links: string[];
  submitted_at: string;
  updated_at: string;
  /** The due date of the student's extension on the item, if any (docs/api.md §6.17). */
  extension_due_date: string | null;
}

const workColumns = {
  id: works.id,
  cla_student_id: works.cla_student_id,
  text: works.text,
  links: works.links,
  submitted_at: works.submitted_at,
  updated_at: works.updated_at,
};

/** The hand-ins for `item`, of one student or of all. */
export function selectWorks(
  db: Queryable,
  kind: WorkKind,
  itemId: string,
  studentId: string | null,
): Promise<WorkRow[]> {
  const item = WORK_ITEM_COLUMN[kind];
  return db
    .select({
      ...workColumns,
      extension_due_date: extensionDueDate(kind, sql`${itemId}::uuid`, works.cla_student_id),
    })
    .from(works)
    .where(and(eq(item, itemId), studentId === null ? undefined : eq(works.cla_student_id, studentId)));
}

/** The metadata of the files of the hand-ins for `item` (of one student or of all), in upload order. */
export async function selectWorkFiles(
  db: Queryable,
  kind: WorkKind,
  itemId: string,
  studentId: string | null,
): Promise<Map<string, WorkFile[]>> {
  const item = WORK_ITEM_COLUMN[kind];
  const rows = await db
    .select({ work_id: works.id, ...fileColumns })
    .from(work_files)
    .innerJoin(works, eq(works.id, work_files.work_id))
    .where(and(eq(item, itemId), studentId === null ? undefined : eq(works.cla_student_id, studentId)))
    .orderBy(asc(work_files.created_at), asc(work_files.id));
  const byWork = new Map<string, WorkFile[]>();
  for (const { work_id, ...file } of rows) {
    const list = byWork.get(work_id) ?? [];
    list.push(file);
    byWork.set(work_id, list);
  }
  return byWork;
}

/** The columns of the `WorkFile` object. */
export const fileColumns = {
  id: work_files.id,
  name: work_files.name,
  size: work_files.size,
  content_type: work_files.content_type,
};

/** The scores of `item` (of one student or of all) by student: the score and when it was given. */
export async function selectWorkScores(
  db: Queryable,
  kind: WorkKind,
  itemId: string,
  studentId: string | null,
): Promise<Map<string, WorkScore>> {
  const { scores } = KIND_TABLES[kind];
  const rows = await db
    .select({
      student: sql<string>`${scores.student}`,
      score: sql<string>`${scores.score}`,
      comment: sql<string | null>`${scores.table}.comment`,
      created_at: sql<string>`${scores.table}.created_at`,
    })
    .from(scores.table)
    .where(and(eq(scores.item, itemId), studentId === null ? undefined : eq(scores.student, studentId)));
  return new Map(
    rows.map((row) => [
      row.student,
      { score: toNumber(row.score), comment: row.comment, created_at: toTimestamp(row.created_at) },
    ]),
  );
}

/**
 * The `Work` object: `late` judged on the last hand-in by the one due rule, in the academy's zone, against the
 * student's own due date (their extension's when they have one).
 */
export function workJson(row: WorkRow, files: WorkFile[], item: WorkItem, timeZone: string): Work {
  const updatedAt = toTimestamp(row.updated_at);
  return {
    id: row.id,
    cla_student_id: row.cla_student_id,
    text: row.text,
    links: row.links,
    files,
    late: handedInLate(ownDueDateOf({ due_date: item.due_date, ...row }), new Date(updatedAt), timeZone),
    submitted_at: toTimestamp(row.submitted_at),
    updated_at: updatedAt,
  };
}

/** The caller's files among `ids`, with the work each is part of (null: not yet handed in). */
export function selectOwnFiles(
  db: Queryable,
  studentId: string,
  ids: string[],
): Promise<{ id: string; work_id: string | null }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: work_files.id, work_id: work_files.work_id })
    .from(work_files)
    .where(and(eq(work_files.cla_student_id, studentId), inArray(work_files.id, ids)));
}

/**
 * The hand-in status of `studentId` on every item of `kind` that `filter` names, in the list's order
 * (docs/api.md §1.6), in ONE statement whatever the number of items (§7.4): when their work was first
 * handed in, whether it is late by the one due rule in `timeZone`, and whether the item is scored for them.
 */
export async function selectWorkStatus(
  db: Queryable,
  kind: WorkKind,
  filter: AssessmentFilter,
  studentId: string,
  timeZone: string,
): Promise<WorkStatus[]> {
  const { items, scores } = KIND_TABLES[kind];
  const rows = await db
    .select({
      item_id: items.id,
      due_date: ownDueDate(kind, items, studentId),
      submitted_at: works.submitted_at,
      updated_at: works.updated_at,
      scored: sql<boolean>`EXISTS (SELECT 1 FROM ${scores.table} WHERE ${scores.item} = ${items.id} AND ${scores.student} = ${studentId})`,
    })
    .from(items)
    .leftJoin(works, and(eq(WORK_ITEM_COLUMN[kind], items.id), eq(works.cla_student_id, studentId)))
    .where(itemsMatching(items, filter))
    .orderBy(...listOrder(items));
  return rows.map((row) => ({
    item_id: row.item_id,
    submitted_at: row.submitted_at === null ? null : toTimestamp(row.submitted_at),
    late:
      row.updated_at !== null && handedInLate(row.due_date, new Date(toTimestamp(row.updated_at)), timeZone),
    scored: row.scored,
  }));
}

/**
 * Each item of the list's filters, in the list's order, with the students who handed in work on it and, of those,
 * the ones without a score yet (decision 180): one statement for any number of items, students and hand-ins.
 */
export async function selectWorkCounts(
  db: Queryable,
  kind: WorkKind,
  filter: AssessmentFilter,
): Promise<WorkCount[]> {
  const { items, scores } = KIND_TABLES[kind];
  const scored = sql`EXISTS (SELECT 1 FROM ${scores.table} WHERE ${scores.item} = ${items.id} AND ${scores.student} = ${works.cla_student_id})`;
  const rows = await db
    .select({
      item_id: items.id,
      handed_in: sql<number>`count(${works.id})::int`,
      to_score: sql<number>`(count(${works.id}) FILTER (WHERE NOT ${scored}))::int`,
    })
    .from(items)
    .leftJoin(works, eq(WORK_ITEM_COLUMN[kind], items.id))
    .where(itemsMatching(items, filter))
    .groupBy(items.id)
    .orderBy(...listOrder(items));
  return rows;
}
