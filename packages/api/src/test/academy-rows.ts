/**
 * Rows of the academy for route tests, written straight to the database (courses, assessments,
 * scores, live classes, attendance, announcements), next to harness.ts's cohorts, users and sessions.
 */
import { addDays, type AssessmentKind, type CbtQuestionKind } from "@cla/domain";
import { schema, type Queryable } from "../db/index.ts";
import { KIND_TABLES } from "../routes/assessments/kinds.ts";

/**
 * A valid POST /cla_courses body (what goes inside `cla_course`): a course of `cohortId` that started 10 days
 * before `today` and ends 30 days after it, with `overrides`.
 */
export function courseBody(cohortId: number, today: string, overrides: Record<string, unknown> = {}) {
  return {
    name: "Foundations of Leadership",
    description: "Servant leadership in Mark 10.",
    cla_cohort_id: cohortId,
    start_date: addDays(today, -10),
    end_date: addDays(today, 30),
    ...overrides,
  };
}

export interface CourseRef {
  id: string;
  cla_cohort_id: number;
}

let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter}`;

export async function insertCourse(
  db: Queryable,
  values: {
    cohortId: number;
    name?: string;
    start_date?: string;
    end_date?: string;
    createdBy?: string | null;
  },
): Promise<CourseRef> {
  const [row] = await db
    .insert(schema.courses)
    .values({
      cla_cohort_id: values.cohortId,
      name: values.name ?? unique("Course"),
      description: "A course.",
      start_date: values.start_date ?? "2025-01-06",
      end_date: values.end_date ?? "2025-03-28",
      cla_user_id: values.createdBy ?? null,
    })
    .returning({ id: schema.courses.id, cla_cohort_id: schema.courses.cla_cohort_id });
  return row!;
}

export async function insertItem(
  db: Queryable,
  kind: AssessmentKind,
  course: CourseRef,
  values: {
    name?: string;
    due_date?: string;
    createdBy?: string | null;
    /** An ISO timestamp; default the database's clock (see insertAnnouncement). */
    createdAt?: string;
  } = {},
): Promise<string> {
  const items = KIND_TABLES[kind].items;
  const [row] = await db
    .insert(items)
    .values({
      cla_course_id: course.id,
      cla_cohort_id: course.cla_cohort_id,
      name: values.name ?? unique(kind),
      description: "Do the work.",
      due_date: values.due_date ?? "2025-02-14",
      cla_user_id: values.createdBy ?? null,
      ...(values.createdAt ? { created_at: values.createdAt } : {}),
    })
    .returning({ id: items.id });
  return row!.id;
}

export async function insertScore(
  db: Queryable,
  kind: AssessmentKind,
  values: {
    itemId: string;
    studentId: string;
    course: CourseRef;
    score: number;
    facilitatorId?: string | null;
  },
): Promise<void> {
  await KIND_TABLES[kind].scores.insert(db, [
    {
      itemId: values.itemId,
      studentId: values.studentId,
      facilitatorId: values.facilitatorId ?? null,
      cohortId: values.course.cla_cohort_id,
      courseId: values.course.id,
      score: values.score,
    },
  ]);
}

export async function insertLiveClass(
  db: Queryable,
  course: CourseRef,
  values: { name?: string; date?: string; time?: string; createdBy?: string | null } = {},
): Promise<string> {
  const [row] = await db
    .insert(schema.live_classes)
    .values({
      cla_course_id: course.id,
      cla_cohort_id: course.cla_cohort_id,
      name: values.name ?? unique("Live class"),
      date: values.date ?? "2025-02-10",
      time: values.time ?? "18:00",
      duration: 60,
      zoom_link: "https://zoom.us/j/1234567890",
      cla_user_id: values.createdBy ?? null,
    })
    .returning({ id: schema.live_classes.id });
  return row!.id;
}

export async function insertAttendance(
  db: Queryable,
  values: { liveClassId: string; studentId: string; course: CourseRef; present: boolean },
): Promise<void> {
  await db.insert(schema.attendances).values({
    cla_live_class_id: values.liveClassId,
    cla_user_id: values.studentId,
    cla_cohort_id: values.course.cla_cohort_id,
    cla_course_id: values.course.id,
    present: values.present,
  });
}

export async function insertAnnouncement(
  db: Queryable,
  values: {
    cohortId: number;
    userId?: string | null;
    title?: string;
    content?: string;
    /** An ISO timestamp; default the database's clock. Tests of the order set it: rows inserted within the
     * clock's resolution (coarse on PGlite) would otherwise tie and fall back to the id order. */
    createdAt?: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(schema.announcements)
    .values({
      cla_cohort_id: values.cohortId,
      cla_user_id: values.userId ?? null,
      title: values.title ?? unique("Announcement"),
      content: values.content ?? "Hello, cohort.",
      ...(values.createdAt ? { created_at: values.createdAt } : {}),
    })
    .returning({ id: schema.announcements.id });
  return row!.id;
}

/**
 * Four questions, one of each kind, 10 points in all (docs/api.md §6.14), as PUT …/questions takes them;
 * `SAMPLE_ANSWERS` answers each rightly, in the same order.
 */
export interface TestQuestion {
  kind: CbtQuestionKind;
  text: string;
  points: number;
  options?: string[];
  correct_options?: number[];
  correct_answer?: boolean;
  accepted_answers?: string[];
}

export const SAMPLE_QUESTIONS: TestQuestion[] = [
  {
    kind: "single",
    text: "Who washed the disciples' feet?",
    points: 2,
    options: ["Peter", "Jesus", "John"],
    correct_options: [1],
  },
  {
    kind: "multiple",
    text: "Which are fruits of the Spirit?",
    points: 3,
    options: ["Joy", "Pride", "Peace", "Envy"],
    correct_options: [0, 2],
  },
  { kind: "true_false", text: "A servant leader puts others first.", points: 1, correct_answer: true },
  { kind: "short", text: "In which town was Jesus born?", points: 4, accepted_answers: ["Bethlehem"] },
];
export const SAMPLE_ANSWERS = [1, [2, 0], true, "  bethLEHEM "] as const;

/** A CBT of `course` taken in the portal: the sample questions unless others are given. */
export async function insertCbtTest(
  db: Queryable,
  course: CourseRef,
  values: {
    due_date: string;
    time_limit_minutes?: number | null;
    shuffle?: boolean;
    questions?: TestQuestion[];
  },
): Promise<string> {
  const [cbt] = await db
    .insert(schema.cbts)
    .values({
      cla_course_id: course.id,
      cla_cohort_id: course.cla_cohort_id,
      name: unique("CBT"),
      description: "Answer every question.",
      due_date: values.due_date,
      time_limit_minutes: values.time_limit_minutes ?? null,
      shuffle: values.shuffle ?? false,
    })
    .returning({ id: schema.cbts.id });
  const questions = values.questions ?? SAMPLE_QUESTIONS;
  if (questions.length > 0) {
    await db.insert(schema.cbt_questions).values(
      questions.map((q, position) => ({
        cla_cbt_id: cbt!.id,
        position,
        kind: q.kind,
        text: q.text,
        points: q.points,
        options: q.options ?? null,
        correct_options: q.correct_options ?? null,
        correct_answer: q.correct_answer ?? null,
        accepted_answers: q.accepted_answers ?? null,
      })),
    );
  }
  return cbt!.id;
}
