/**
 * A generated academy of any size, written through the database layer in bulk: one cohort with its
 * students, courses, items of the three kinds with scores, live classes with attendance and
 * announcements. The query-budget tests build it with 5 and with 200 students; bench/api builds
 * 200 students × 3 courses × 20 items of each kind for the load run.
 *
 * Deterministic: who is scored, the scores and who is present follow from the indexes, so two runs
 * give the same figures.
 */
import { ASSESSMENT_KIND_NAMES, type AssessmentKind } from "@cla/domain";
import { hashToken, newToken, newUserId } from "../auth/tokens.ts";
import { schema, type Queryable } from "../db/index.ts";
import { toDbTimestamp } from "../db/values.ts";
import { KIND_TABLES } from "../routes/assessments/kinds.ts";

export interface AcademySize {
  students: number;
  courses: number;
  /** Items of each kind (assignments, contributions, CBTs) per course, scored for most students. */
  itemsPerKind: number;
  liveClassesPerCourse: number;
  /** Extra assignments in the first course that nobody is scored on yet (targets for score POSTs). */
  openAssignments?: number;
}

export interface GeneratedAcademy {
  cohortId: number;
  facilitator: { id: string; token: string };
  /** In insertion order; students[0] has a session too. */
  students: { id: string; email: string }[];
  studentToken: string;
  courses: { id: string; cla_cohort_id: number }[];
  items: Record<AssessmentKind, string[]>;
  openAssignments: string[];
  liveClasses: string[];
}

/** Inserts `rows` in chunks: PostgreSQL allows 65,535 parameters per statement. */
async function insertChunked<T>(
  rows: T[],
  size: number,
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

const day = (base: string, offset: number) => {
  const date = new Date(`${base}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

/**
 * Generates the academy in one new cohort named `name`. `passwordHash` is stored for every account;
 * sessions valid for 7 days from `now` are created for the facilitator and the first student.
 */
export async function generateAcademy(
  db: Queryable,
  options: AcademySize & { name: string; passwordHash: string; today: string; now: Date },
): Promise<GeneratedAcademy> {
  const { today, passwordHash } = options;
  const [cohort] = await db
    .insert(schema.cohorts)
    .values({ name: options.name, start_date: day(today, -60), end_date: day(today, 120) })
    .returning({ id: schema.cohorts.id });
  const cohortId = cohort!.id;
  const slug = options.name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

  const facilitatorId = newUserId();
  const students = Array.from({ length: options.students }, (_, n) => ({
    id: newUserId(),
    name: `Student ${String(n + 1).padStart(4, "0")} ${slug}`,
    email: `student${n + 1}.${slug}@example.org`,
  }));
  await db.insert(schema.users).values({
    id: facilitatorId,
    name: `Facilitator ${slug}`,
    email: `facilitator.${slug}@example.org`,
    password_hash: passwordHash,
    cla_role_id: 2,
    cla_cohort_id: null,
  });
  await insertChunked(students, 1000, (chunk) =>
    db
      .insert(schema.users)
      .values(
        chunk.map((s) => ({ ...s, password_hash: passwordHash, cla_role_id: 1, cla_cohort_id: cohortId })),
      ),
  );
  const session = async (userId: string) => {
    const token = newToken();
    await db.insert(schema.sessions).values({
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: toDbTimestamp(new Date(options.now.getTime() + 7 * 86_400_000)),
    });
    return token;
  };

  const courses = await db
    .insert(schema.courses)
    .values(
      Array.from({ length: options.courses }, (_, n) => ({
        cla_cohort_id: cohortId,
        name: `Course ${n + 1}`,
        description: `Course ${n + 1} of ${options.name}.`,
        start_date: day(today, -50 + 30 * n),
        end_date: day(today, -21 + 30 * n),
        cla_user_id: facilitatorId,
      })),
    )
    .returning({ id: schema.courses.id, cla_cohort_id: schema.courses.cla_cohort_id });

  const items = {} as Record<AssessmentKind, string[]>;
  for (const [kindIndex, kind] of ASSESSMENT_KIND_NAMES.entries()) {
    const table = KIND_TABLES[kind].items;
    const rows = courses.flatMap((course, c) =>
      Array.from({ length: options.itemsPerKind }, (_, n) => ({
        cla_course_id: course.id,
        cla_cohort_id: cohortId,
        name: `${kind} ${c + 1}.${n + 1}`,
        description: "Generated.",
        due_date: day(today, n - options.itemsPerKind + 1),
        cla_user_id: facilitatorId,
      })),
    );
    const inserted: { id: string; cla_course_id: string }[] = [];
    await insertChunked(rows, 1000, async (chunk) => {
      inserted.push(
        ...(await db
          .insert(table)
          .values(chunk)
          .returning({ id: table.id, cla_course_id: table.cla_course_id })),
      );
    });
    items[kind] = inserted.map((row) => row.id);
    // Most students are scored on most items: (student + item) % 10 === 0 stays unscored.
    const scores = inserted.flatMap((item, i) =>
      students.flatMap((student, j) =>
        (i + j + kindIndex) % 10 === 0
          ? []
          : [
              {
                itemId: item.id,
                studentId: student.id,
                courseId: item.cla_course_id,
                cohortId,
                facilitatorId,
                score: ((i * 37 + j * 11 + kindIndex * 7) % 10_001) / 100,
              },
            ],
      ),
    );
    const scoreTable = KIND_TABLES[kind].scores;
    await insertChunked(scores, 5000, (chunk) => scoreTable.insert(db, chunk));
  }

  const openAssignments =
    (options.openAssignments ?? 0) === 0
      ? []
      : (
          await db
            .insert(schema.assignments)
            .values(
              Array.from({ length: options.openAssignments! }, (_, n) => ({
                cla_course_id: courses[0]!.id,
                cla_cohort_id: cohortId,
                name: `Open assignment ${n + 1}`,
                description: "Not scored yet.",
                due_date: today,
                cla_user_id: facilitatorId,
              })),
            )
            .returning({ id: schema.assignments.id })
        ).map((row) => row.id);

  const classRows = courses.flatMap((course, c) =>
    Array.from({ length: options.liveClassesPerCourse }, (_, n) => ({
      cla_course_id: course.id,
      cla_cohort_id: cohortId,
      name: `Class ${c + 1}.${n + 1}`,
      // the last class of each course is today, the others in the past
      date: day(today, n - options.liveClassesPerCourse + 1),
      time: "18:00",
      duration: 90,
      zoom_link: `https://zoom.us/j/${900_000_000 + c * 1000 + n}`,
      cla_user_id: facilitatorId,
    })),
  );
  const liveClasses =
    classRows.length === 0
      ? []
      : await db
          .insert(schema.live_classes)
          .values(classRows)
          .returning({ id: schema.live_classes.id, cla_course_id: schema.live_classes.cla_course_id });
  const marks = liveClasses.flatMap((liveClass, i) =>
    students.map((student, j) => ({
      cla_live_class_id: liveClass.id,
      cla_user_id: student.id,
      cla_facilitator_id: facilitatorId,
      cla_cohort_id: cohortId,
      cla_course_id: liveClass.cla_course_id,
      present: (i + j) % 5 !== 0,
    })),
  );
  await insertChunked(marks, 5000, (chunk) => db.insert(schema.attendances).values(chunk));

  await db.insert(schema.announcements).values([
    { cla_cohort_id: cohortId, cla_user_id: null, title: "Welcome", content: "Welcome to the cohort." },
    ...students.slice(0, 20).map((s) => ({
      cla_cohort_id: cohortId,
      cla_user_id: s.id,
      title: "A personal note",
      content: `Hello ${s.name}.`,
    })),
  ]);

  return {
    cohortId,
    facilitator: { id: facilitatorId, token: await session(facilitatorId) },
    students: students.map(({ id, email }) => ({ id, email })),
    studentToken: await session(students[0]!.id),
    courses,
    items,
    openAssignments,
    liveClasses: liveClasses.map((row) => row.id),
  };
}
