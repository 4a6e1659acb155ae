/**
 * docs/api.md §6.6: final scores, one per item and student, for the three kinds through one implementation.
 * Steps of §3.4 are numbered in comments.
 */
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  API_ERRORS,
  ASSESSMENT_KINDS,
  FIELD_MESSAGES,
  parseUserId,
  parseUuid,
  sortByName,
  STUDENT_ROLE,
  type AssessmentKind,
  type StudentsWithoutScores,
} from "@cla/domain";
import { schema, type Queryable } from "../../db/index.ts";
import { preparedOnce } from "../../db/named-statements.ts";
import { onUnique } from "../../db/unique.ts";
import { toNumber, toTimestamp } from "../../db/values.ts";
import { caller, type AppContext } from "../../http/context.ts";
import { apiError, invalidField } from "../../http/errors.ts";
import { validateFields, validateQuery, wrapper } from "../../http/validate.ts";
import { writeStatement } from "../../http/write.ts";
import { queuedMailValues, queueMailAfter } from "../../mail/outbox.ts";
import { scorePostedMail } from "../../mail/templates.ts";
import { findOr404, findUser, isStudentOf, type UserRef } from "../../records/lookup.ts";
import { KIND_TABLES, kindInfo, type ScoreRow } from "../assessments/kinds.ts";
import { itemRefColumns, requireItem, type ItemRef } from "../assessments/queries.ts";

const { users, roles, courses } = schema;

/** The three payload schemas share `score` and differ in key names; read them through one shape. */
type ScorePayload = z.ZodObject<z.ZodRawShape>;

/** A key's value when it counts as given: absent, null and blank strings do not (docs/api.md §1.3). */
function given(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string" && value.trim() === "") return undefined;
  return value;
}

/** The score POST's item, with its course's name, and the user named as the student (null: none). */
interface ItemAndUser extends ItemRef {
  student: UserRef | undefined;
}

/**
 * The item of a score POST and the user its body names, in one statement built once per database and
 * kind: the item is required (404 otherwise), the user is left-joined, so an unknown or absent one is
 * simply missing (docs/api.md §3.4 steps 8 and 10 are still judged in that order by the handler).
 */
const itemAndUserQuery = preparedOnce((db: Queryable, kind: AssessmentKind) => {
  const { items } = KIND_TABLES[kind];
  return db
    .select({
      ...itemRefColumns(kind),
      user_id: users.id,
      user_name: users.name,
      user_email: users.email,
      user_cohort_id: users.cla_cohort_id,
      user_role_name: roles.name,
    })
    .from(items)
    .innerJoin(courses, eq(courses.id, items.cla_course_id))
    .leftJoin(users, eq(users.id, sql.placeholder("user")))
    .leftJoin(roles, eq(roles.id, users.cla_role_id))
    .where(eq(items.id, sql.placeholder("item")))
    .limit(1)
    .prepare(`cla_score_item_and_user_${kind}`);
});

/** 404 `<Thing> not found` for an unknown or malformed item key, as requireItem answers. */
function requireItemAndUser(
  db: Queryable,
  kind: AssessmentKind,
  raw: unknown,
  userId: string | null,
): Promise<ItemAndUser> {
  return findOr404(kindInfo(kind).thing, parseUuid(raw), async (id) => {
    const [row] = await itemAndUserQuery(db, kind).execute({ item: id, user: userId });
    if (!row) return undefined;
    const { user_id, user_name, user_email, user_cohort_id, user_role_name, ...item } = row;
    const student =
      user_id === null
        ? undefined
        : {
            id: user_id,
            name: user_name!,
            email: user_email!,
            cla_cohort_id: user_cohort_id,
            cla_role_name: user_role_name!,
          };
    return { ...item, student };
  });
}

/**
 * The score POST's write as ONE statement, built once per database and kind: the score's INSERT and,
 * for the row it returns, the "score posted" outbox row (mail/outbox.ts queueMailAfter).
 */
const scoreWithMailQuery = preparedOnce((db: Queryable, kind: AssessmentKind) => {
  const written = db.$with("written_score").as(KIND_TABLES[kind].scores.insertOne(db));
  return db
    .with(written, queueMailAfter(db, written))
    .select()
    .from(written)
    .prepare(`cla_score_with_mail_${kind}`);
});

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
      .where(and(eq(users.cla_cohort_id, item.cla_cohort_id), eq(roles.name, STUDENT_ROLE)));
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
    // The student the body names is read in the same statement as the item (one round trip); it is
    // judged only at step 10, after the item's 404.
    const named = parseUserId(inner[studentKey]);
    const { student: found, ...item } = await requireItemAndUser(db, kind, key, named);

    // 10: every field error together, reference checks included.
    const v = validateFields(info.score.payload as unknown as ScorePayload, inner);
    if (top !== undefined && copy !== undefined && parseUuid(copy) !== item.id) {
      v.add(itemKey, FIELD_MESSAGES.mustMatchTopLevel);
    }
    const studentId = v.has(studentKey) ? (v.data[studentKey] as string) : null;
    // The field's own check reads the id as parseUserId does, so `found` is its user; the lookup is
    // only repeated if the two ever disagree.
    const student =
      studentId === null ? undefined : studentId === named ? found : await findUser(db, studentId);
    if (studentId !== null) {
      if (!student) v.add(studentKey, FIELD_MESSAGES.doesNotExist);
      else if (!isStudentOf(student, item.cla_cohort_id))
        v.add(studentKey, FIELD_MESSAGES.mustBeStudentOfCohort);
    }
    const input = v.valid() as { score: number; comment?: string | null; download_link?: string | null };

    // 12: exactly once per (item, student) through the unique index. The score and its mail are one
    // statement, so a refused duplicate queues nothing and no BEGIN/COMMIT is needed (decision 152).
    const mail = scorePostedMail({
      to: student!.email,
      kind,
      itemId: item.id,
      itemName: item.name,
      courseName: item.course_name,
      score: input.score,
      comment: input.comment ?? null,
      publicBaseUrl,
    });
    const [row] = await onUnique(
      () =>
        writeStatement(c, () =>
          scoreWithMailQuery(db, kind).execute({
            item: item.id,
            student: student!.id,
            facilitator: caller(c).id,
            cohort: item.cla_cohort_id,
            course: item.cla_course_id,
            score: String(input.score),
            comment: input.comment ?? null,
            download_link: kind === "assignment" ? (input.download_link ?? null) : null,
            work_link: workLink(publicBaseUrl, kind, item.id, student!.id),
            ...queuedMailValues(mail, c.var.now),
          }),
        ),
      { [scores.uniqueConstraint]: () => apiError(409, API_ERRORS.alreadyScored(kind)) },
    );
    return c.json(scoreJson(row as ScoreRow), 201);
  }

  return { withoutScores, create };
}
