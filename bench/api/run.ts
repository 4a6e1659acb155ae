/**
 * API load run, one URL at a time: for PGlite and for PostgreSQL, generates an academy of 200 students ×
 * 3 courses × 20 items of each kind (with scores, live classes and attendance) through the database
 * layer, starts the real server on a free port exactly as `pnpm start` does (the built bundle
 * packages/api/dist/main.mjs, rebuilt first when its sources changed; NODE_ENV=production, no seed), and
 * measures with autocannon:
 *
 *   GET me (student: the middleware and session lookup alone) · GET cla_courses, cla_assignments
 *   and cla_live_classes (student) · student_dashboard_stats (student) · desk_stats (facilitator)
 *   · student_list (facilitator, 200 students) · POST cla_submissions (facilitator; every request
 *   scores a new (assignment, student) pair of a second cohort, so each one is a real 201 with its
 *   mail queued)
 *
 * beside the machine's two ceilings measured in the same run, each before and after the server and
 * averaged: for reads, a bare Hono handler on the same database doing two indexed queries
 * (ceiling-server.ts); for the score POST, a bare node:http handler doing its two INSERTs in one
 * transaction (write-ceiling-server.ts). Each figure is also printed as a ratio to its ceiling, which is
 * what holds on a noisy machine. The goals: reads ≥ 0.4 × (each answered by the database: decision 162
 * removed the kept answers), the score POST ≥ 0.6 × the write ceiling, and student_list's p95 ≤ 30 ms on
 * PostgreSQL.
 *
 * The realistic run, many users at once on a whole academy, is cohort-day.ts.
 *
 *   pnpm --filter @cla/bench bench:api [--seconds 10] [--connections 10] [--only pglite|postgres]
 *     [--cpu-prof DIR]   (the server writes a V8 CPU profile per engine into DIR, for decision 144)
 *
 * Exits 1 when a row got answers other than the expected status (or connection errors).
 *
 * PostgreSQL: PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres); a fresh database is
 * created for the run and dropped afterwards. Without a reachable server the PostgreSQL half is skipped
 * with a message.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildServer, serverBuildReason } from "@cla/api/build";
import { generateAcademy, type GeneratedAcademy } from "@cla/api/generated-academy";
import { hashPassword } from "@cla/api/passwords";
import { PG_ADMIN_URL, postgresReachable } from "@cla/api/scratch-database";
import { todayIn } from "@cla/domain";
import {
  option,
  RESULTS_DIR,
  scratchDatabase,
  startProcess,
  startServer,
  stopProcess,
  table,
  type Engine,
} from "./support.ts";

const SECONDS = Number(option("seconds", "10"));
const CONNECTIONS = Number(option("connections", "10"));
const WARMUP_SECONDS = 2;
const ONLY = option("only", "both");
const CPU_PROF = option("cpu-prof", "");

interface Measured {
  engine: Engine;
  name: string;
  rps: number;
  p50: number;
  /** autocannon reports no p95; p97.5 bounds it from above */
  p975: number;
  p99: number;
  /** status → count, to show that every request got the answer it was meant to */
  statuses: Record<string, number>;
  errors: number;
}

interface Target {
  name: string;
  method: "GET" | "POST";
  path: string;
  token: string;
  expectStatus: number;
  /** A fresh body per request (POST); called by autocannon for each request. */
  body?: () => string;
}

// ---------------------------------------------------------------------------------------------
// Databases

interface PreparedDatabase {
  env: Record<string, string>;
  academy: GeneratedAcademy;
  /** The second cohort whose open assignments the score POSTs fill. */
  scoring: GeneratedAcademy;
  /** The third cohort whose open assignments the write ceiling fills. */
  ceilingScoring: GeneratedAcademy;
  cleanup(): Promise<void>;
}

async function prepare(engine: Engine): Promise<PreparedDatabase> {
  const scratch = await scratchDatabase(engine);
  const { db } = scratch.database;
  const now = new Date();
  const today = todayIn("UTC", now);
  const passwordHash = await hashPassword("bench-password");
  const sizes = { passwordHash, today, now };
  try {
    const started = performance.now();
    const academy = await generateAcademy(db, {
      ...sizes,
      name: "Bench Cohort",
      students: 200,
      courses: 3,
      itemsPerKind: 20,
      liveClassesPerCourse: 10,
    });
    // Enough fresh (assignment, student) pairs that every POST of the run is a first score.
    const scoring = await generateAcademy(db, {
      ...sizes,
      name: "Bench Scoring Cohort",
      students: 200,
      courses: 1,
      itemsPerKind: 0,
      liveClassesPerCourse: 0,
      openAssignments: 200,
    });
    // The write ceiling, measured twice, needs more: 1,000 students × enough assignments for 5,000
    // writes a second (more students, not more assignments: a course's size is what its triggers see).
    const ceilingScoring = await generateAcademy(db, {
      ...sizes,
      name: "Bench Ceiling Cohort",
      students: 1000,
      courses: 1,
      itemsPerKind: 0,
      liveClassesPerCourse: 0,
      openAssignments: Math.ceil((2 * (SECONDS + WARMUP_SECONDS) * 5000) / 1000),
    });
    process.stderr.write(`  ${engine}: academy generated in ${Math.round(performance.now() - started)} ms\n`);
    await scratch.database.close();
    return { env: scratch.env, academy, scoring, ceilingScoring, cleanup: scratch.cleanup };
  } catch (error) {
    await scratch.cleanup();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Load

function run(port: number, target: Target, seconds: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const headers = { authorization: `Bearer ${target.token}`, "content-type": "application/json" };
    autocannon(
      {
        url: `http://127.0.0.1:${port}${target.path}`,
        connections: CONNECTIONS,
        duration: seconds,
        method: target.method,
        headers,
        requests: target.body
          ? [{ method: "POST", setupRequest: (request) => ({ ...request, body: target.body!() }) }]
          : undefined,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** Measures one row; answers other than the expected status (or connection errors) fail the run. */
async function measure(engine: Engine, port: number, target: Target): Promise<Measured> {
  await run(port, target, WARMUP_SECONDS);
  const result = await run(port, target, SECONDS);
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, Number(stat.count)]),
  );
  const errors = result.errors + result.timeouts;
  if (Object.keys(statuses).some((code) => Number(code) !== target.expectStatus) || errors > 0) {
    process.exitCode = 1;
    process.stderr.write(
      `  ${target.name}: unexpected answers ${JSON.stringify(statuses)}, errors ${errors}\n`,
    );
  }
  return {
    engine,
    name: target.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    statuses,
    errors,
  };
}

/** The (open assignment, student) pairs of `scoring`, each once: every score POST is a first score. */
function scorePairs(
  scoring: GeneratedAcademy,
): () => { pair: number; item: string; student: { id: string; email: string } } {
  let next = 0;
  return () => {
    const pair = next++;
    const student = scoring.students[pair % scoring.students.length]!;
    const item =
      scoring.openAssignments[Math.floor(pair / scoring.students.length) % scoring.openAssignments.length]!;
    return { pair, item, student };
  };
}

/** The score POST's bodies. */
function scoreBodies(scoring: GeneratedAcademy): () => string {
  const next = scorePairs(scoring);
  return () => {
    const { pair, item, student } = next();
    return JSON.stringify({
      cla_submission: { score: (pair % 10_001) / 100, cla_student_id: student.id },
      cla_assignment_id: item,
    });
  };
}

/** The write ceiling's bodies: the same score, with what the server would have read before writing it. */
function writeCeilingBodies(scoring: GeneratedAcademy): () => string {
  const next = scorePairs(scoring);
  return () => {
    const { pair, item, student } = next();
    return JSON.stringify({
      item,
      student: student.id,
      email: student.email,
      course: scoring.courses[0]!.id,
      cohort: scoring.cohortId,
      facilitator: scoring.facilitator.id,
      score: (pair % 10_001) / 100,
    });
  };
}

/** Which ceiling a row is divided by: the two reads, or the write's two INSERTs. */
type CeilingKind = "reads" | "write";

interface Ceilings {
  reads: Measured[];
  write: Measured[];
}

async function benchEngine(engine: Engine): Promise<{ ceilings: Ceilings; app: Measured[] }> {
  process.stderr.write(`${engine}: generating the academy…\n`);
  const db = await prepare(engine);
  const { academy, scoring } = db;
  const readCeiling = {
    script: "api/ceiling-server.ts",
    target: {
      name: "read ceiling (bare Hono, 2 reads)",
      method: "GET",
      path: "/ceiling",
      token: academy.studentToken,
      expectStatus: 200,
    } satisfies Target,
    ready: async (port: number) =>
      (
        await fetch(`http://127.0.0.1:${port}/ceiling`, {
          headers: { authorization: `Bearer ${academy.studentToken}` },
        })
      ).status === 200,
  };
  const writeCeiling = {
    script: "api/write-ceiling-server.ts",
    target: {
      name: "write ceiling (bare node:http, 2 INSERTs)",
      method: "POST",
      path: "/write-ceiling",
      token: "",
      expectStatus: 201,
      body: writeCeilingBodies(db.ceilingScoring),
    } satisfies Target,
    ready: async (port: number) => (await fetch(`http://127.0.0.1:${port}/`)).status === 404,
  };
  const ceilings: Ceilings = { reads: [], write: [] };
  const measureCeilings = async () => {
    for (const [kind, ceiling] of [
      ["reads", readCeiling],
      ["write", writeCeiling],
    ] as const) {
      const server = await startProcess(ceiling.script, db.env, ceiling.ready);
      try {
        ceilings[kind].push(await measure(engine, server.port, ceiling.target));
      } finally {
        await stopProcess(server.child);
      }
    }
  };
  const app: Measured[] = [];
  try {
    await measureCeilings();

    const profile = CPU_PROF
      ? ["--cpu-prof", `--cpu-prof-dir=${CPU_PROF}`, `--cpu-prof-name=${engine}.cpuprofile`]
      : [];
    const targets: Target[] = [
      // The whole middleware stack and the session lookup, with a one-row answer: what the stack costs
      // beside the ceiling, before any endpoint's own statement.
      {
        name: "GET me (student)",
        method: "GET",
        path: "/api/v1/me",
        token: academy.studentToken,
        expectStatus: 200,
      },
      {
        name: "GET cla_courses (student)",
        method: "GET",
        path: "/api/v1/cla_courses",
        token: academy.studentToken,
        expectStatus: 200,
      },
      {
        name: "GET cla_assignments (student)",
        method: "GET",
        path: "/api/v1/cla_assignments",
        token: academy.studentToken,
        expectStatus: 200,
      },
      {
        name: "GET cla_live_classes (student)",
        method: "GET",
        path: "/api/v1/cla_live_classes",
        token: academy.studentToken,
        expectStatus: 200,
      },
      {
        name: "GET student_dashboard_stats (student)",
        method: "GET",
        path: "/api/v1/cla_dashboards/student_dashboard_stats",
        token: academy.studentToken,
        expectStatus: 200,
      },
      {
        name: "GET desk_stats (facilitator)",
        method: "GET",
        path: `/api/v1/cla_dashboards/desk_stats?cla_cohort_id=${academy.cohortId}`,
        token: academy.facilitator.token,
        expectStatus: 200,
      },
      {
        name: "GET student_list (200 students)",
        method: "GET",
        path: `/api/v1/cla_dashboards/student_list?cla_cohort_id=${academy.cohortId}`,
        token: academy.facilitator.token,
        expectStatus: 200,
      },
      {
        name: SCORE_POST,
        method: "POST",
        path: "/api/v1/cla_submissions",
        token: scoring.facilitator.token,
        expectStatus: 201,
        body: scoreBodies(scoring),
      },
    ];
    const server = await startServer(db.env, profile);
    try {
      for (const target of targets) app.push(await measure(engine, server.port, target));
    } finally {
      await stopProcess(server.child);
    }

    await measureCeilings();
  } finally {
    await db.cleanup();
  }
  return { ceilings, app };
}

// ---------------------------------------------------------------------------------------------
// Report

const SCORE_POST = "POST cla_submissions (new score)";
const STUDENT_LIST = "GET student_list (200 students)";

/**
 * The goals, as a ratio to the same run's ceiling: reads ≥ 0.4 × the read ceiling, the score POST ≥ 0.6 ×
 * the write ceiling. student_list (a 250 KB answer) has no ratio goal, and p95 ≤ 30 ms on PostgreSQL.
 */
function goalOf(name: string): number | null {
  if (name === SCORE_POST) return 0.6;
  if (name === "GET me (student)" || name === STUDENT_LIST) return null;
  return 0.4;
}
/** student_list's latency goal on PostgreSQL: p95 ≤ 30 ms (autocannon reports p97.5, which bounds it). */
const LATENCY_GOALS: Record<string, number> = { [STUDENT_LIST]: 30 };

/** One row of bench/results/api.json, which `pnpm bench` reads for its summary. */
export interface ApiResult {
  engine: Engine;
  name: string;
  rps: number;
  p975: number;
  /** The ceiling the row is divided by (absent in results written before the write ceiling: reads). */
  ceiling?: CeilingKind;
  ratio: number;
  goal: number | null;
  /** The p97.5 latency goal in ms (PostgreSQL's student_list), or null. */
  p975GoalMs: number | null;
}

async function main(): Promise<void> {
  if (serverBuildReason()) await buildServer();
  const engines: Engine[] = ONLY === "both" ? ["pglite", "postgres"] : [ONLY as Engine];
  const rows: string[][] = [
    ["engine", "endpoint", "req/s", "p50 ms", "p97.5 ms", "p99 ms", "× ceiling", "goal", "statuses"],
  ];
  const results: ApiResult[] = [];
  const status = (m: Measured) =>
    Object.entries(m.statuses)
      .map(([code, n]) => `${n}×${code}`)
      .join(" ");
  for (const engine of engines) {
    if (engine === "postgres" && !(await postgresReachable(PG_ADMIN_URL))) {
      process.stderr.write(`postgres: skipped, no server at ${PG_ADMIN_URL}\n`);
      continue;
    }
    const { ceilings, app } = await benchEngine(engine);
    const ceilingRps = { reads: 0, write: 0 };
    for (const kind of ["reads", "write"] as const) {
      const [before, after] = ceilings[kind];
      ceilingRps[kind] = (before!.rps + after!.rps) / 2;
      rows.push([
        engine,
        `${before!.name} (before ${Math.round(before!.rps)}, after ${Math.round(after!.rps)} req/s)`,
        ceilingRps[kind].toFixed(0),
        String(before!.p50),
        String(before!.p975),
        String(before!.p99),
        "1.00",
        "",
        status(before!),
      ]);
    }
    for (const m of app) {
      const ceiling: CeilingKind = m.name === SCORE_POST ? "write" : "reads";
      const ratio = m.rps / ceilingRps[ceiling];
      const goal = goalOf(m.name);
      const p975GoalMs = engine === "postgres" ? (LATENCY_GOALS[m.name] ?? null) : null;
      results.push({ engine, name: m.name, rps: m.rps, p975: m.p975, ceiling, ratio, goal, p975GoalMs });
      rows.push([
        engine,
        m.name,
        m.rps.toFixed(0),
        String(m.p50),
        String(m.p975),
        String(m.p99),
        `${ratio.toFixed(2)}${ceiling === "write" ? " (write)" : ""}`,
        goal === null ? "" : `≥ ${goal.toFixed(2)} ${ratio >= goal ? "met" : "NOT met"}`,
        status(m),
      ]);
    }
  }
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(
    path.join(RESULTS_DIR, "api.json"),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), loadAverage: loadavg(), results }, null, 2)}\n`,
  );
  process.stdout.write(
    `\nAPI load, ${CONNECTIONS} connections, ${SECONDS} s per row after ${WARMUP_SECONDS} s warm-up; ` +
      `academy 200 students × 3 courses × 20 items of each kind; ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}\n\n${table(rows)}\n` +
      results
        .filter((r) => r.p975GoalMs !== null)
        .map(
          (r) =>
            `\n${r.engine} ${r.name}: p97.5 ${r.p975} ms (goal: p95 ≤ ${r.p975GoalMs} ms; ` +
            `autocannon reports no p95, p97.5 bounds it from above)\n`,
        )
        .join(""),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
