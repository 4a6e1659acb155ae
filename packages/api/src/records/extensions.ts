/**
 * Extensions (docs/api.md §6.17, docs/decisions/186): a student's own due date for an item is the later of the
 * item's and their extension's. Every read of a due date that concerns one student goes through here, so lists,
 * details, hand-ins (on time / late), a CBT's start window and deadline, the gradebook and the reminders agree.
 */
import { Column, getTableName, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { dueDayEndsAt, type AssessmentKind } from "@cla/domain";
import { schema } from "../db/index.ts";

const { extensions } = schema;

/** The column of `extensions` naming an item of `kind` (unique with the student). */
export const EXTENSION_ITEM_COLUMN: Record<AssessmentKind, AnyPgColumn> = {
  assignment: extensions.cla_assignment_id,
  contribution: extensions.cla_contribution_id,
  cbt: extensions.cla_cbt_id,
};

/**
 * A column named with its table: drizzle leaves the columns of a one-table select unqualified, and inside the
 * subqueries below an unqualified `id` or `cla_student_id` would be the extension's own.
 */
function qualified(value: SQLWrapper | string): SQLWrapper | string {
  return value instanceof Column
    ? sql`${sql.identifier(getTableName(value.table))}.${sql.identifier(value.name)}`
    : value;
}

/** The due date of `studentId`'s extension on the item `itemId` of `kind`, or NULL (a subquery). */
export function extensionDueDate(
  kind: AssessmentKind,
  itemId: SQLWrapper,
  studentId: SQLWrapper | string,
): SQL<string | null> {
  return sql<string | null>`(SELECT x.due_date FROM ${extensions} x
    WHERE x.${sql.identifier(EXTENSION_ITEM_COLUMN[kind].name)} = ${qualified(itemId)} AND x.cla_student_id = ${qualified(studentId)})`;
}

/**
 * The student's own due date of an item: the later of the item's `due_date` and their extension's (GREATEST
 * skips a NULL), so an item moved later than an extension is never due earlier for the extended student.
 */
export function ownDueDate(
  kind: AssessmentKind,
  item: { id: SQLWrapper; due_date: SQLWrapper },
  studentId: SQLWrapper | string,
): SQL<string> {
  return sql<string>`GREATEST(${item.due_date}, ${extensionDueDate(kind, item.id, studentId)})`;
}

/**
 * The last day any student of the item may still work on it: the later of its due date and every extension's.
 * A CBT is closed, and its scores shown, only after it (docs/api.md §6.14), so no score is an oracle for an
 * extended classmate.
 */
export function lastDueDate(
  kind: AssessmentKind,
  item: { id: SQLWrapper; due_date: SQLWrapper },
): SQL<string> {
  return sql<string>`GREATEST(${item.due_date}, (SELECT max(x.due_date) FROM ${extensions} x
    WHERE x.${sql.identifier(EXTENSION_ITEM_COLUMN[kind].name)} = ${qualified(item.id)}))`;
}

/** An item as `dueMomentFor` reads it: its own due date and, when read for one student, their extension's. */
export interface DueItem {
  due_date: string;
  /** The student's extension's due date (`extensionDueDate`), null or absent without one. */
  extension_due_date?: string | null;
}

/** The student's own due date of `item` (`ownDueDate` for a row already read). */
export function ownDueDateOf(item: DueItem): string {
  const extended = item.extension_due_date ?? null;
  return extended !== null && extended > item.due_date ? extended : item.due_date;
}

/**
 * The instant a student's time for `item` ends: the end of their own due day in the academy's zone. The one
 * function the reminders read a due moment through (decision 186); `item` read with `extensionDueDate` for
 * `student` carries their extension.
 */
export function dueMomentFor(item: DueItem, _student: { id: string }, academyTimeZone: string): Date {
  return dueDayEndsAt(ownDueDateOf(item), academyTimeZone);
}
