/**
 * EXPLAIN ANALYZE of the statements behind the load run's slow rows (decision 144): the caller lookup,
 * student_list's points statement and its students, and student_dashboard_stats' points of one student,
 * on the bench academy (200 students × 3 courses × 20 items of each kind), on PGlite and PostgreSQL.
 *
 *   pnpm --filter @cla/api exec tsx src/bench/explain.ts [--only pglite|postgres]
 */
import { sql, type SQL } from "drizzle-orm";
import { todayIn } from "@cla/domain";
import { hashToken } from "../auth/tokens.ts";
import { createScratchDatabase, PG_ADMIN_URL, postgresReachable } from "../test/scratch-database.ts";
import { executeRows, openDatabase, type Database } from "../db/index.ts";
import { cohortStudents, coursePointsQuery } from "../routes/dashboards/queries.ts";
import { generateAcademy } from "../seed/generated-academy.ts";

const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : "both";

async function explain(database: Database, label: string, query: SQL): Promise<void> {
  // Warm the caches first: the load run measures a warm server.
  await executeRows(database.db, query);
  const rows = await executeRows<{ "QUERY PLAN": string }>(
    database.db,
    sql`EXPLAIN (ANALYZE, BUFFERS OFF) ${query}`,
  );
  process.stdout.write(
    `\n### ${database.engine}: ${label}\n${rows.map((r) => r["QUERY PLAN"]).join("\n")}\n`,
  );
}

async function run(engine: "pglite" | "postgres"): Promise<void> {
  const scratch = engine === "postgres" ? await createScratchDatabase(PG_ADMIN_URL, "cla_explain") : null;
  const database = await openDatabase({ databaseUrl: scratch?.url ?? null, dataDir: null });
  try {
    await database.migrate();
    const now = new Date();
    const academy = await generateAcademy(database.db, {
      name: "Bench Cohort",
      students: 200,
      courses: 3,
      itemsPerKind: 20,
      liveClassesPerCourse: 10,
      passwordHash: "not-a-hash",
      today: todayIn("UTC", now),
      now,
    });
    const hash = hashToken(academy.studentToken);
    await explain(
      database,
      "caller lookup (src/http/auth.ts)",
      sql`SELECT s.id, u.id, u.name, r.name, c.name FROM sessions s JOIN users u ON u.id = s.user_id
JOIN roles r ON r.id = u.cla_role_id LEFT JOIN cohorts c ON c.id = u.cla_cohort_id
WHERE s.token_hash = ${hash} AND s.revoked_at IS NULL AND s.expires_at > ${now.toISOString()} LIMIT 1`,
    );
    await explain(database, "student_list points", coursePointsQuery({ cohortId: academy.cohortId }));
    await explain(
      database,
      "student_dashboard_stats points (one student)",
      coursePointsQuery({ cohortId: academy.cohortId, studentId: academy.students[0]!.id }),
    );
    const started = performance.now();
    await cohortStudents(database.db, academy.cohortId);
    process.stdout.write(`\ncohortStudents: ${(performance.now() - started).toFixed(1)} ms\n`);
  } finally {
    await database.close();
    await scratch?.drop();
  }
}

if (only !== "postgres") await run("pglite");
if (only !== "pglite" && (await postgresReachable(PG_ADMIN_URL))) await run("postgres");
