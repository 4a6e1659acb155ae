/**
 * The three assessment kinds as the server stores them: for each kind, its item table and its score
 * table (docs/api.md §6.5, §6.6, §9), beside the names, paths and messages of @cla/domain's ASSESSMENT_KINDS
 * and SCORE_KINDS. Routes, handlers and queries are written once against this table.
 */
import { ASSESSMENT_KINDS, SCORE_KINDS, type AssessmentKind } from "@cla/domain";
import { eq, getTableName, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { schema, type Queryable } from "../../db/index.ts";

const { assignments, contributions, cbts, submissions, contribution_scores, cbt_scores } = schema;

/**
 * assignments, contributions and cbts are built by one function with identical columns (src/db/schema.ts);
 * they differ only in their SQL name, which drizzle reads from the table object at run time. Typing
 * them as one lets every query be written once.
 */
export type ItemTable = typeof assignments;

/** One stored score, whatever its kind, in the names of the kind-independent code. */
export interface ScoreRow {
  id: string;
  itemId: string;
  studentId: string;
  cla_facilitator_id: string | null;
  cla_cohort_id: number;
  cla_course_id: string;
  /** numeric text, e.g. "85.50" */
  score: string;
  comment: string | null;
  /** submissions only; null for the other kinds */
  download_link: string | null;
  created_at: string;
}

export interface NewScore {
  itemId: string;
  studentId: string;
  facilitatorId: string | null;
  cohortId: number;
  courseId: string;
  score: number;
  comment?: string | null;
  /** submissions only; ignored for the other kinds */
  downloadLink?: string | SQL | null;
}

/** The columns of a score table the kind-independent queries read (item, student, score). */
interface ScoreColumns {
  table: PgTable;
  item: AnyPgColumn;
  student: AnyPgColumn;
  score: AnyPgColumn;
  /** The copy of the item's course, which follows the item (docs/api.md §9). */
  course: AnyPgColumn;
  /** The unique index on (item, student): its violation is the 409 (docs/api.md §3.4 step 12). */
  uniqueConstraint: string;
  /**
   * Inserts scores in one statement; the unique index makes a second one for (item, student) fail
   * with 23505, or, with `skipScored`, leaves it out. Returns those inserted, in the order given.
   */
  insert(db: Queryable, scores: NewScore[], options?: { skipScored?: boolean }): Promise<ScoreRow[]>;
  /** An item moved to another course takes its scores along (docs/api.md §6.5). */
  moveToCourse(db: Queryable, itemId: string, courseId: string): Promise<void>;
}

export interface KindTables {
  items: ItemTable;
  scores: ScoreColumns;
}

const asItemTable = (table: typeof assignments | typeof contributions | typeof cbts) => table as ItemTable;

type ScoreTable = typeof submissions | typeof contribution_scores | typeof cbt_scores;

/**
 * A kind's score table for the kind-independent code: the three tables are one shape (db/schema.ts
 * scoreTable) and differ in the names of their item and student keys, and submissions' download link.
 */
function scoreKind(table: ScoreTable, item: AnyPgColumn, student: AnyPgColumn): ScoreColumns {
  const downloadLink = "download_link" in table ? table.download_link : null;
  return {
    table,
    item,
    student,
    score: table.score,
    course: table.cla_course_id,
    uniqueConstraint: `${getTableName(table)}_item_student_unique`,
    async insert(db, scores, { skipScored = false } = {}) {
      const insert = db.insert(table).values(
        scores.map((s) => ({
          [item.name]: s.itemId,
          [student.name]: s.studentId,
          cla_facilitator_id: s.facilitatorId,
          cla_cohort_id: s.cohortId,
          cla_course_id: s.courseId,
          score: String(s.score),
          comment: s.comment ?? null,
          ...(downloadLink && { download_link: s.downloadLink ?? null }),
        })) as never,
      );
      const rows = await (
        skipScored ? insert.onConflictDoNothing({ target: [item, student] }) : insert
      ).returning({
        id: table.id,
        itemId: item,
        studentId: student,
        cla_facilitator_id: table.cla_facilitator_id,
        cla_cohort_id: table.cla_cohort_id,
        cla_course_id: table.cla_course_id,
        score: table.score,
        comment: table.comment,
        download_link: downloadLink ?? sql<string | null>`NULL::text`.as("download_link"),
        created_at: table.created_at,
      });
      return rows as ScoreRow[];
    },
    async moveToCourse(db, itemId, courseId) {
      await db.update(table).set({ cla_course_id: courseId }).where(eq(item, itemId));
    },
  };
}

export const KIND_TABLES: Record<AssessmentKind, KindTables> = {
  assignment: {
    items: asItemTable(assignments),
    scores: scoreKind(submissions, submissions.cla_assignment_id, submissions.cla_student_id),
  },
  contribution: {
    items: asItemTable(contributions),
    scores: scoreKind(
      contribution_scores,
      contribution_scores.cla_contribution_id,
      contribution_scores.cla_user_id,
    ),
  },
  cbt: {
    items: asItemTable(cbts),
    scores: scoreKind(cbt_scores, cbt_scores.cla_cbt_id, cbt_scores.cla_user_id),
  },
};

/** Everything known about one kind: API names and messages (domain) and its tables (server). */
export function kindInfo(kind: AssessmentKind) {
  return { ...ASSESSMENT_KINDS[kind], score: SCORE_KINDS[kind], tables: KIND_TABLES[kind] };
}
