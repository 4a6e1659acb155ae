/**
 * docs/api.md §6.6: final scores, one per item and student, for the three kinds through one implementation.
 * Steps of §3.4 are numbered in comments.
 */
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  API_ERRORS,
  ASSESSMENT_KINDS,
  FIELD_MESSAGES,
  parseUuid,
  sortByName,
  type AssessmentKind,
  type StudentsWithoutScores,
} from "@cla/domain";
import { schema } from "../../db/index.ts";
import { onUnique } from "../../db/unique.ts";
import { toNumber, toTimestamp } from "../../db/values.ts";
import { caller, today, type AppContext } from "../../http/context.ts";
import { apiError, invalidField } from "../../http/errors.ts";
import { validateFields, validateQuery, wrapper } from "../../http/validate.ts";
import { write } from "../../http/write.ts";
import { scorePostedMail, scorePostedNotice, type ScorePosted } from "../../mail/templates.ts";
import { activeStudentOf, findUser, isStudentOf } from "../../records/lookup.ts";
import { kindInfo, type ScoreRow } from "../assessments/kinds.ts";
import { requireItem } from "../assessments/queries.ts";
import { cbtScoreInMail } from "../cbt-tests/queries.ts";

const { users, roles, works } = schema;

/** The three payload schemas share `score` and differ in key names; read them through one shape. */
type ScorePayload = z.ZodObject<z.ZodRawShape>;

/** A key's value when it counts as given: absent, null and blank strings do not (docs/api.md §1.3). */
function given(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string" && value.trim() === "") return undefined;
  return value;
}

/**
 * Where a score's `download_link` points when the student handed in work (docs/api.md §6.6, §6.13): the
 * item's page in the portal with that student's work chosen.
 */
function workLink(publicBaseUrl: string, kind: AssessmentKind, itemId: string, studentId: string): string {
  return `${publicBaseUrl}/portal/${ASSESSMENT_KINDS[kind].portalSegment}/${itemId}?student=${studentId}`;
}
export function scoreHandlers(kind: AssessmentKind) {
  const info = kindInfo(kind);
  const { itemKey, studentKey } = info.score;
  const { scores } = info.tables;

  /** The score as its kind's object of docs/api.md §5 (Submission, ContributionScore, CbtScore). */
  function scoreJson(row: ScoreRow) {
    return {
      id: row.id,
      [itemKey]: row.itemId,
      [studentKey]: row.studentId,
      cla_facilitator_id: row.cla_facilitator_id,
      cla_cohort_id: row.cla_cohort_id,
      cla_course_id: row.cla_course_id,
      score: toNumber(row.score),
      comment: row.comment,
      ...(kind === "assignment" && { download_link: row.download_link }),
      created_at: toTimestamp(row.created_at),
    };
  }

  async function withoutScores(c: AppContext) {
    const { db } = c.var.deps.database;
    // 8: `is required`, then the item (404, malformed too).
    const query = validateQuery(c, info.score.withoutScoresQuery) as Record<string, string>;
    const item = await requireItem(db, kind, query[itemKey]);
    // Only students of the item's cohort count, whoever else may hold a score (§5 StudentsWithoutScores).
    const students = await db
      .select({
        id: users.id,
        name: users.name,
        scored: sql<boolean>`EXISTS (SELECT 1 FROM ${scores.table} WHERE ${scores.item} = ${item.id} AND ${scores.student} = ${users.id})`,
      })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.cla_role_id))
      .where(activeStudentOf(item.cla_cohort_id));
    const missing = sortByName(students.filter((s) => !s.scored)).map(({ id, name }) => ({ id, name }));
    const body: StudentsWithoutScores = {
      total_students_in_cohort: students.length,
      students_with_scores: students.length - missing.length,
      students_without_scores: missing.length,
      students_without_scores_list: missing,
    };
    return c.json(body);
  }

  async function create(c: AppContext) {
    const { db } = c.var.deps.database;
    const { publicBaseUrl } = c.var.deps.settings;
    const body = c.var.body as Record<string, unknown>;
    // 7: the wrapper.
    const inner = wrapper(c, info.score.wrapper);
    // 8: the item key, alone: the top-level one, or the wrapper's copy when the top-level one is absent.
    const top = given(body[itemKey]);
    const copy = given(inner[itemKey]);
    const key = top ?? copy;
    if (key === undefined) throw invalidField(itemKey, FIELD_MESSAGES.required);
    const item = await requireItem(db, kind, key);

    // 10: every field error together, reference checks included.
    const v = validateFields(info.score.payload as unknown as ScorePayload, inner);
    if (top !== undefined && copy !== undefined && parseUuid(copy) !== item.id) {
      v.add(itemKey, FIELD_MESSAGES.mustMatchTopLevel);
    }
    const studentId = v.has(studentKey) ? (v.data[studentKey] as string) : null;
    const student = studentId === null ? undefined : await findUser(db, studentId);
    if (studentId !== null) {
      if (!student) v.add(studentKey, FIELD_MESSAGES.doesNotExist);
      else if (!isStudentOf(student, item.cla_cohort_id))
        v.add(studentKey, FIELD_MESSAGES.mustBeStudentOfCohort);
    }
    const input = v.valid() as { score: number; comment?: string | null; download_link?: string | null };

    // 12: exactly once per (item, student) through the unique index; the mail shares the transaction,
    // so a refused duplicate queues nothing.
    const row = await onUnique(
      () =>
        write(c, async (tx, mail) => {
          const [stored] = await scores.insert(tx, [
            {
              itemId: item.id,
              studentId: student!.id,
              facilitatorId: caller(c).id,
              cohortId: item.cla_cohort_id,
              courseId: item.cla_course_id,
              score: input.score,
              comment: input.comment ?? null,
              // The student's work when there is some (docs/api.md §6.13), else the link sent.
              downloadLink:
                kind === "assignment"
                  ? sql`coalesce((SELECT ${workLink(publicBaseUrl, kind, item.id, student!.id)}::text FROM ${works} WHERE ${works.cla_assignment_id} = ${item.id} AND ${works.cla_student_id} = ${student!.id}), ${input.download_link ?? null})`
                  : null,
            },
          ]);
          const posted: ScorePosted = {
            kind,
            itemId: item.id,
            itemName: item.name,
            courseName: item.course_name,
            score:
              kind === "cbt"
                ? await cbtScoreInMail(tx, item.id, input.score, { now: c.var.now, today: today(c) })
                : input.score,
            comment: input.comment ?? null,
          };
          await mail.queue(
            scorePostedMail({ ...posted, to: student!.email, publicBaseUrl, locale: student!.locale }),
          );
          await mail.notify(scorePostedNotice(student!.id, posted));
          return stored!;
        }),
      { [scores.uniqueConstraint]: () => apiError(409, API_ERRORS.alreadyScored(kind)) },
    );
    return c.json(scoreJson(row), 201);
  }

  return { withoutScores, create };
}
