/**
 * `course_points` (migration 0004, docs/decisions/149) against the facts it sums: after every kind of
 * write the triggers see (scores and marks added, changed, moved to another course by a course move,
 * removed one by one or by the cascade of an item, a student or a course), the table equals the
 * same sums computed from scratch.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { todayIn } from "@cla/domain";
import { executeRows, MIGRATIONS_FOLDER, openDatabase, type Queryable } from "../../db/index.ts";
import { seedDemo } from "../../seed/demo.ts";
import {
  insertAttendance,
  insertCourse,
  insertItem,
  insertLiveClass,
  insertScore,
} from "../../test/academy-rows.ts";
import { insertStudent, routeSuite } from "../../test/harness.ts";

const s = routeSuite();
const db = () => s.t.database.db;

const SUMS = `cla_student_id, cla_course_id, assignment_sum::numeric(12, 2)::text AS a,
  contribution_sum::numeric(12, 2)::text AS k, contribution_count AS kn, cbt_sum::numeric(12, 2)::text AS t,
  marks AS m, present AS p`;

/** The table as kept by the triggers. */
const kept = (on: Queryable = db()) =>
  executeRows(on, sql.raw(`SELECT ${SUMS} FROM course_points ORDER BY cla_student_id, cla_course_id`));

/** The same sums from the facts; pairs whose sums are all zero count as no row. */
const recomputed = (on: Queryable = db()) =>
  executeRows(
    on,
    sql.raw(`SELECT ${SUMS} FROM (
  SELECT student AS cla_student_id, course AS cla_course_id, sum(a) AS assignment_sum, sum(k) AS contribution_sum,
    sum(kn)::int AS contribution_count, sum(t) AS cbt_sum, sum(m)::int AS marks, sum(p)::int AS present
  FROM (
    SELECT cla_student_id AS student, cla_course_id AS course, score AS a, 0::numeric AS k, 0 AS kn,
      0::numeric AS t, 0 AS m, 0 AS p FROM submissions
    UNION ALL SELECT cla_user_id, cla_course_id, 0, score, 1, 0, 0, 0 FROM contribution_scores
    UNION ALL SELECT cla_user_id, cla_course_id, 0, 0, 0, score, 0, 0 FROM cbt_scores
    UNION ALL SELECT cla_user_id, cla_course_id, 0, 0, 0, 0, 1, present::int FROM attendances
  ) facts GROUP BY student, course
) sums
WHERE assignment_sum <> 0 OR contribution_sum <> 0 OR contribution_count <> 0 OR cbt_sum <> 0 OR marks <> 0
ORDER BY cla_student_id, cla_course_id`),
  );

async function expectConsistent() {
  const rows = await kept();
  expect(rows).toEqual(await recomputed());
  return rows.length;
}

describe("course_points", () => {
  it("follows every write to the facts", async () => {
    const { cohortA, studentA } = s.w;
    const studentC = await insertStudent(s.t, "Chi", "chi@example.org", cohortA);
    const one = await insertCourse(db(), { cohortId: cohortA });
    const two = await insertCourse(db(), { cohortId: cohortA });
    const assignment = await insertItem(db(), "assignment", one);
    const contribution = await insertItem(db(), "contribution", one);
    const cbt = await insertItem(db(), "cbt", one);
    const liveClass = await insertLiveClass(db(), one);
    for (const [student, score] of [
      [studentA, 80],
      [studentC, 0],
    ] as const) {
      await insertScore(db(), "assignment", {
        itemId: assignment,
        studentId: student.id,
        course: one,
        score,
      });
      await insertScore(db(), "contribution", {
        itemId: contribution,
        studentId: student.id,
        course: one,
        score,
      });
      await insertScore(db(), "cbt", {
        itemId: cbt,
        studentId: student.id,
        course: one,
        score: score + 7.25,
      });
      await insertAttendance(db(), {
        liveClassId: liveClass,
        studentId: student.id,
        course: one,
        present: score > 0,
      });
    }
    expect(await expectConsistent()).toBe(2);

    // A course move rewrites the facts' course copies: their share moves to the other course's row.
    await db().execute(
      sql`UPDATE submissions SET cla_course_id = ${two.id} WHERE cla_assignment_id = ${assignment}`,
    );
    await db().execute(
      sql`UPDATE attendances SET cla_course_id = ${two.id} WHERE cla_live_class_id = ${liveClass}`,
    );
    expect(await expectConsistent()).toBe(4);

    // A changed score or mark, and one removed on its own.
    await db().execute(sql`UPDATE cbt_scores SET score = 99.99 WHERE cla_user_id = ${studentA.id}`);
    await db().execute(sql`UPDATE attendances SET present = NOT present`);
    await db().execute(sql`DELETE FROM contribution_scores WHERE cla_user_id = ${studentC.id}`);
    await expectConsistent();

    // Cascades: an item, a student, a course.
    await db().execute(sql`DELETE FROM cbts WHERE id = ${cbt}`);
    await expectConsistent();
    await db().execute(sql`DELETE FROM users WHERE id = ${studentC.id}`);
    await expectConsistent();
    await db().execute(sql`DELETE FROM courses WHERE id = ${two.id}`);
    expect(await expectConsistent()).toBe(1);
    await db().execute(sql`DELETE FROM courses WHERE id = ${one.id}`);
    expect(await expectConsistent()).toBe(0);
  });

  it("is filled from the facts already there when the migration runs", async () => {
    // The demo academy's scores and marks, then back to a database written before migration 0004: the
    // facts without their sums, which that migration's last statement fills. (Migrating an old schema
    // and seeding it would not do: the seed writes the score tables as they are now, later columns too.)
    const database = await openDatabase({ databaseUrl: null, dataDir: null });
    try {
      await database.migrate();
      await seedDemo(database.db, todayIn("UTC", new Date()));
      const byTriggers = await kept(database.db);
      expect(byTriggers.length).toBeGreaterThan(10);
      const migration = readFileSync(path.join(MIGRATIONS_FOLDER, "0004_course_points.sql"), "utf8");
      const fill = migration.split("--> statement-breakpoint").at(-1)!;
      expect(fill).toMatch(/^\s*-- Facts written before this migration\.\s*INSERT INTO course_points/);
      await database.db.execute(sql`DELETE FROM course_points`);
      await database.db.execute(sql.raw(fill));
      const rows = await kept(database.db);
      expect(rows).toEqual(await recomputed(database.db));
      expect(rows).toEqual(byTriggers);
    } finally {
      await database.close();
    }
    // Its own PGlite, migrated and seeded: 17 s alone on a loaded machine, over 40 s beside a PostgreSQL run.
  }, 120_000);
});
