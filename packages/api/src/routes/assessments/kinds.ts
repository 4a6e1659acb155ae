/**
 * The three assessment kinds as the server stores them: for each kind, its item table and its score
 * table (docs/api.md §6.5, §6.6, §9), beside the names, paths and messages of @cla/domain's ASSESSMENT_KINDS
 * and SCORE_KINDS. Routes, handlers and queries are written once against this table.
 */
import { ASSESSMENT_KINDS, SCORE_KINDS, type AssessmentKind } from "@cla/domain";
import { eq } from "drizzle-orm";
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
  /** submissions only; ignored for the other kinds */
  downloadLink?: string | null;
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
   * with 23505. Returns them in the order given.
   */
  insert(db: Queryable, scores: NewScore[]): Promise<ScoreRow[]>;
  /** An item moved to another course takes its scores along (docs/api.md §6.5). */
  moveToCourse(db: Queryable, itemId: string, courseId: string): Promise<void>;
}

export interface KindTables {
  items: ItemTable;
  scores: ScoreColumns;
}

const asItemTable = (table: typeof assignments | typeof contributions | typeof cbts) => table as ItemTable;

export const KIND_TABLES: Record<AssessmentKind, KindTables> = {
  assignment: {
    items: asItemTable(assignments),
    scores: {
      table: submissions,
      item: submissions.cla_assignment_id,
      student: submissions.cla_student_id,
      score: submissions.score,
      course: submissions.cla_course_id,
      uniqueConstraint: "submissions_item_student_unique",
      async moveToCourse(db, itemId, courseId) {
        await db
          .update(submissions)
          .set({ cla_course_id: courseId })
          .where(eq(submissions.cla_assignment_id, itemId));
      },
      async insert(db, scores) {
        const rows = await db
          .insert(submissions)
          .values(
            scores.map((s) => ({
              cla_assignment_id: s.itemId,
              cla_student_id: s.studentId,
              cla_facilitator_id: s.facilitatorId,
              cla_cohort_id: s.cohortId,
              cla_course_id: s.courseId,
              score: String(s.score),
              download_link: s.downloadLink ?? null,
            })),
          )
          .returning();
        return rows.map(({ cla_assignment_id, cla_student_id, ...rest }) => ({
          ...rest,
          itemId: cla_assignment_id,
          studentId: cla_student_id,
        }));
      },
    },
  },
  contribution: {
    items: asItemTable(contributions),
    scores: {
      table: contribution_scores,
      item: contribution_scores.cla_contribution_id,
      student: contribution_scores.cla_user_id,
      score: contribution_scores.score,
      course: contribution_scores.cla_course_id,
      uniqueConstraint: "contribution_scores_item_student_unique",
      async moveToCourse(db, itemId, courseId) {
        await db
          .update(contribution_scores)
          .set({ cla_course_id: courseId })
          .where(eq(contribution_scores.cla_contribution_id, itemId));
      },
      async insert(db, scores) {
        const rows = await db
          .insert(contribution_scores)
          .values(
            scores.map((s) => ({
              cla_contribution_id: s.itemId,
              cla_user_id: s.studentId,
              cla_facilitator_id: s.facilitatorId,
              cla_cohort_id: s.cohortId,
              cla_course_id: s.courseId,
              score: String(s.score),
            })),
          )
          .returning();
        return rows.map(({ cla_contribution_id, cla_user_id, ...rest }) => ({
          ...rest,
          itemId: cla_contribution_id,
          studentId: cla_user_id,
          download_link: null,
        }));
      },
    },
  },
  cbt: {
    items: asItemTable(cbts),
    scores: {
      table: cbt_scores,
      item: cbt_scores.cla_cbt_id,
      student: cbt_scores.cla_user_id,
      score: cbt_scores.score,
      course: cbt_scores.cla_course_id,
      uniqueConstraint: "cbt_scores_item_student_unique",
      async moveToCourse(db, itemId, courseId) {
        await db.update(cbt_scores).set({ cla_course_id: courseId }).where(eq(cbt_scores.cla_cbt_id, itemId));
      },
      async insert(db, scores) {
        const rows = await db
          .insert(cbt_scores)
          .values(
            scores.map((s) => ({
              cla_cbt_id: s.itemId,
              cla_user_id: s.studentId,
              cla_facilitator_id: s.facilitatorId,
              cla_cohort_id: s.cohortId,
              cla_course_id: s.courseId,
              score: String(s.score),
            })),
          )
          .returning();
        return rows.map(({ cla_cbt_id, cla_user_id, ...rest }) => ({
          ...rest,
          itemId: cla_cbt_id,
          studentId: cla_user_id,
          download_link: null,
        }));
      },
    },
  },
};

/** Everything known about one kind: API names and messages (domain) and its tables (server). */
export function kindInfo(kind: AssessmentKind) {
  return { ...ASSESSMENT_KINDS[kind], score: SCORE_KINDS[kind], tables: KIND_TABLES[kind] };
}
