/**
 * The three assessment kinds as the server stores them: for each kind, its item table and its score
 * table (docs/api.md §6.5, §6.6, §9), beside the names, paths and messages of @cla/domain's ASSESSMENT_KINDS
 * and SCORE_KINDS. Routes, handlers and queries are written once against this table.
 */
import { ASSESSMENT_KINDS, SCORE_KINDS, type AssessmentKind } from "@cla/domain";
import { eq, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { schema, type Queryable } from "../../db/index.ts";

const { assignments, contributions, cbts, submissions, contribution_scores, cbt_scores, works } = schema;

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
  /**
   * The INSERT of one score with every value a placeholder (`item`, `student`, `facilitator`,
   * `cohort`, `course`, `score`, `comment`, `download_link`, `work_link`), returning it in ScoreRow's
   * names: the first part of
   * the score POST's one statement (routes/scores/handlers.ts), built once per database.
   */
  insertOne(db: Queryable): ScoreInsert;
  /** An item moved to another course takes its scores along (docs/api.md §6.5). */
  moveToCourse(db: Queryable, itemId: string, courseId: string): Promise<void>;
}

/** The INSERT … RETURNING of `insertOne`, typed as the assignment's (the three differ only in names). */
export type ScoreInsert = ReturnType<typeof insertSubmission>;

/** The placeholders of the columns every score table has (`insertOne`). */
const commonScoreValues = () => ({
  cla_facilitator_id: sql.placeholder("facilitator"),
  cla_cohort_id: sql.placeholder("cohort"),
  cla_course_id: sql.placeholder("course"),
  score: sql.placeholder("score"),
  comment: sql.placeholder("comment"),
});

function insertSubmission(db: Queryable) {
  return db
    .insert(submissions)
    .values({
      cla_assignment_id: sql.placeholder("item"),
      cla_student_id: sql.placeholder("student"),
      // The student's work when there is some (docs/api.md §6.13), else the link sent.
      download_link: sql`coalesce((SELECT ${sql.placeholder("work_link")}::text FROM ${works} WHERE ${works.cla_assignment_id} = ${sql.placeholder("item")} AND ${works.cla_student_id} = ${sql.placeholder("student")}), ${sql.placeholder("download_link")})`,
      ...commonScoreValues(),
    })
    .returning({
      id: submissions.id,
      itemId: submissions.cla_assignment_id,
      studentId: submissions.cla_student_id,
      cla_facilitator_id: submissions.cla_facilitator_id,
      cla_cohort_id: submissions.cla_cohort_id,
      cla_course_id: submissions.cla_course_id,
      score: submissions.score,
      comment: submissions.comment,
      download_link: submissions.download_link,
      created_at: submissions.created_at,
    });
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
      insertOne: insertSubmission,
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
              comment: s.comment ?? null,
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
      insertOne: (db) =>
        db
          .insert(contribution_scores)
          .values({
            cla_contribution_id: sql.placeholder("item"),
            cla_user_id: sql.placeholder("student"),
            ...commonScoreValues(),
          })
          .returning({
            id: contribution_scores.id,
            itemId: contribution_scores.cla_contribution_id,
            studentId: contribution_scores.cla_user_id,
            cla_facilitator_id: contribution_scores.cla_facilitator_id,
            cla_cohort_id: contribution_scores.cla_cohort_id,
            cla_course_id: contribution_scores.cla_course_id,
            score: contribution_scores.score,
            comment: contribution_scores.comment,
            download_link: sql<string | null>`NULL::text`.as("download_link"),
            created_at: contribution_scores.created_at,
          }) as unknown as ScoreInsert,
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
              comment: s.comment ?? null,
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
      insertOne: (db) =>
        db
          .insert(cbt_scores)
          .values({
            cla_cbt_id: sql.placeholder("item"),
            cla_user_id: sql.placeholder("student"),
            ...commonScoreValues(),
          })
          .returning({
            id: cbt_scores.id,
            itemId: cbt_scores.cla_cbt_id,
            studentId: cbt_scores.cla_user_id,
            cla_facilitator_id: cbt_scores.cla_facilitator_id,
            cla_cohort_id: cbt_scores.cla_cohort_id,
            cla_course_id: cbt_scores.cla_course_id,
            score: cbt_scores.score,
            comment: cbt_scores.comment,
            download_link: sql<string | null>`NULL::text`.as("download_link"),
            created_at: cbt_scores.created_at,
          }) as unknown as ScoreInsert,
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
              comment: s.comment ?? null,
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
