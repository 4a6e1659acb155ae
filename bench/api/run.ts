/**
 * API load run (issue 4): for PGlite and for PostgreSQL, generates an academy of 200 students ×
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
 * then the same reads again on a server that keeps no answers between requests (ANSWER_CACHE_MB=0,
 * rows marked ", nothing kept"): what a read costs right after a change (decision 153),
 *
 * beside the machine's ceiling measured in the same run: a bare Hono handler on the same database
 * doing two indexed queries (packages/api src/bench/ceiling-server.ts), measured before and after the
 * server and averaged. Each figure is also printed as a ratio to that ceiling, which is what holds on
 * a noisy machine.
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
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import {
  buildServer,
  SERVER_BUNDLE,
  SERVER_NODE_FLAGS,
  serverBuildReason,
} from "../../packages/api/scripts/build.mjs";
import { todayIn } from "../../packages/domain/src/index.ts";
import { hashPassword } from "../../packages/api/src/auth/passwords.ts";
import {
  createScratchDatabase,
  PG_ADMIN_URL,
  postgresReachable,
} from "../../packages/api/src/test/scratch-database.ts";
import { openDatabase } from "../../packages/api/src/db/index.ts";
import { generateAcademy, type GeneratedAcademy } from "../../packages/api/src/seed/generated-academy.ts";
import { freePort } from "../../e2e/support/ports.ts";

const API_DIR = fileURLToPath(new URL("../../packages/api/", import.meta.url));
const RESULTS_DIR = fileURLToPath(new URL("../results/", import.meta.url));

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] !== undefined ? process.argv[index + 1]! : fallback;
}
const SECONDS = Number(option("seconds", "10"));
const CONNECTIONS = Number(option("connections", "10"));
const WARMUP_SECONDS = 2;
const ONLY = option("only", "both");
const CPU_PROF = option("cpu-prof", "");

type Engine = "pglite" | "postgres";

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
// Processes

/**
 * Starts `script` (relative to packages/api) under Node: a .mjs as it is (the server's bundle, as
 * `pnpm start` runs it), a .ts through tsx (the ceiling).
 */
async function startProcess(
  script: string,
  env: Record<string, string>,
  ready: (port: number) => Promise<boolean>,
  nodeOptions: string[] = [],
) {
  const port = await freePort();
  const loader = script.endsWith(".ts") ? ["--import", "tsx"] : [];
  const child = spawn(process.execPath, [...nodeOptions, ...loader, script], {
    cwd: API_DIR,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited (${child.exitCode}): ${stderr}`);
    if (await ready(port).catch(() => false)) break;
    if (Date.now() > deadline) throw new Error(`${script} did not start within 60 s: ${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { port, child };
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------------------------------------
// Databases

interface PreparedDatabase {
  env: Record<string, string>;
  academy: GeneratedAcademy;
  /** The second cohort whose open assignments the score POSTs fill. */
  scoring: GeneratedAcademy;
  cleanup(): Promise<void>;
}

async function prepare(engine: Engine): Promise<PreparedDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "cla-bench-api-"));
  let databaseUrl: string | null = null;
  let dropDatabase = async () => {};
  if (engine === "postgres") {
    const scratch = await createScratchDatabase(PG_ADMIN_URL, "cla_bench");
    databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
  }
  const database = await openDatabase({ databaseUrl, dataDir });
  const now = new Date();
  const today = todayIn("UTC", now);
  const passwordHash = await hashPassword("bench-password");
  let academy: GeneratedAcademy;
  let scoring: GeneratedAcademy;
  try {
    await database.migrate();
    const started = performance.now();
    academy = await generateAcademy(database.db, {
      name: "Bench Cohort",
      students: 200,
      courses: 3,
      itemsPerKind: 20,
      liveClassesPerCourse: 10,
      passwordHash,
      today,
      now,
    });
    // Enough fresh (assignment, student) pairs that every POST of the run is a first score.
    scoring = await generateAcademy(database.db, {
      name: "Bench Scoring Cohort",
      students: 200,
      courses: 1,
      itemsPerKind: 0,
      liveClassesPerCourse: 0,
      openAssignments: 200,
      passwordHash,
      today,
      now,
    });
    process.stderr.write(`  ${engine}: academy generated in ${Math.round(performance.now() - started)} ms\n`);
  } finally {
    await database.close();
  }
  const env: Record<string, string> = {
    NODE_ENV: "production",
    CLA_SEED: "none",
    LOG_LEVEL: "warn",
    CLA_DATA_DIR: dataDir,
    MAIL_OUTBOX_DIR: path.join(dataDir, "mail-outbox"),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  return {
    env,
    academy,
    scoring,
    async cleanup() {
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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

async function measure(engine: Engine, port: number, target: Target): Promise<Measured> {
  await run(port, target, WARMUP_SECONDS);
  const result = await run(port, target, SECONDS);
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, Number(stat.count)]),
  );
  return {
    engine,
    name: target.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    statuses,
    errors: result.errors + result.timeouts,
  };
}

/** Every POST scores a new (open assignment, student) pair of the scoring cohort. */
function scoreBodies(scoring: GeneratedAcademy): () => string {
  let next = 0;
  return () => {
    const pair = next++;
    const student = scoring.students[pair % scoring.students.length]!;
    const item =
      scoring.openAssignments[Math.floor(pair / scoring.students.length) % scoring.openAssignments.length]!;
    return JSON.stringify({
      cla_submission: { score: (pair % 10_001) / 100, cla_student_id: student.id },
      cla_assignment_id: item,
    });
  };
}

async function benchEngine(engine: Engine): Promise<{ ceiling: Measured[]; app: Measured[] }> {
  process.stderr.write(`${engine}: generating the academy…\n`);
  const db = await prepare(engine);
  const { academy, scoring } = db;
  const ceilingTarget: Target = {
    name: "ceiling: bare Hono, 2 indexed queries",
    method: "GET",
    path: "/ceiling",
    token: academy.studentToken,
    expectStatus: 200,
  };
  // The ceiling runs with the server's V8 flags too: the same process settings on both sides of the ratio.
  const startCeiling = () =>
    startProcess(
      "src/bench/ceiling-server.ts",
      db.env,
      async (port) => {
        const res = await fetch(`http://127.0.0.1:${port}/ceiling`, {
          headers: { authorization: `Bearer ${academy.studentToken}` },
        });
        return res.status === 200;
      },
      SERVER_NODE_FLAGS,
    );
  const ceiling: Measured[] = [];
  const app: Measured[] = [];
  try {
    let server = await startCeiling();
    ceiling.push(await measure(engine, server.port, ceilingTarget));
    await stopProcess(server.child);

    const profile = CPU_PROF
      ? ["--cpu-prof", `--cpu-prof-dir=${CPU_PROF}`, `--cpu-prof-name=${engine}.cpuprofile`]
      : [];
    const startServer = (env: Record<string, string>) =>
      startProcess(
        SERVER_BUNDLE,
        env,
        async (port) => {
          const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
          return res.status === 200;
        },
        [...SERVER_NODE_FLAGS, ...profile],
      );
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
        name: "POST cla_submissions (new score)",
        method: "POST",
        path: "/api/v1/cla_submissions",
        token: scoring.facilitator.token,
        expectStatus: 201,
        body: scoreBodies(scoring),
      },
    ];
    const measureAll = async (env: Record<string, string>, rows: Target[]) => {
      const server = await startServer(env);
      try {
        for (const target of rows) {
          const measured = await measure(engine, server.port, target);
          const unexpected = Object.entries(measured.statuses).filter(
            ([code]) => Number(code) !== target.expectStatus,
          );
          if (unexpected.length > 0 || measured.errors > 0) {
            process.exitCode = 1;
            process.stderr.write(
              `  ${target.name}: unexpected answers ${JSON.stringify(measured.statuses)}, errors ${measured.errors}\n`,
            );
          }
          app.push(measured);
        }
      } finally {
        await stopProcess(server.child);
      }
    };
    await measureAll(db.env, targets);
    // The same reads with nothing kept between requests (ANSWER_CACHE_MB=0): what each one costs right
    // after a change, when the database answers it (decision 153). Shown beside the goals, not against them.
    await measureAll(
      { ...db.env, ANSWER_CACHE_MB: "0" },
      targets
        .filter((target) => target.method === "GET" && target.path !== "/api/v1/me")
        .map((target) => ({ ...target, name: `${target.name}${UNCACHED}` })),
    );

    server = await startCeiling();
    ceiling.push(await measure(engine, server.port, ceilingTarget));
    await stopProcess(server.child);
  } finally {
    await db.cleanup();
  }
  return { ceiling, app };
}

// ---------------------------------------------------------------------------------------------
// Report

/** Issue 15's goals, as a ratio to the same run's ceiling (and student_list's latency on PostgreSQL). */
const GOALS: Record<string, number> = {
  "GET cla_courses (student)": 0.8,
  "GET cla_assignments (student)": 0.8,
  "GET cla_live_classes (student)": 0.8,
  "GET student_dashboard_stats (student)": 0.5,
  "GET desk_stats (facilitator)": 0.5,
  "GET student_list (200 students)": 0.3,
  "POST cla_submissions (new score)": 0.5,
};
/** student_list's latency goal on PostgreSQL: p95 ≤ 30 ms (autocannon reports p97.5, which bounds it). */
const LATENCY_GOALS: Record<string, number> = { "GET student_list (200 students)": 30 };
/** Suffix of the rows measured with nothing kept between requests (ANSWER_CACHE_MB=0). */
const UNCACHED = ", nothing kept";

/** One row of bench/results/api.json, which `pnpm bench` reads for its summary. */
export interface ApiResult {
  engine: Engine;
  name: string;
  rps: number;
  p975: number;
  ratio: number;
  goal: number | null;
  /** The p97.5 latency goal in ms (PostgreSQL's student_list), or null. */
  p975GoalMs: number | null;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => (i === 0 || i === 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(" | ")} |`;
  return [
    line(rows[0]!),
    `|${widths.map((w, i) => (i < 2 ? `-${"-".repeat(w)}-` : `-${"-".repeat(w - 1)}:-`)).join("|")}|`,
    ...rows.slice(1).map(line),
  ].join("\n");
}

async function main(): Promise<void> {
  if (serverBuildReason()) await buildServer();
  const engines: Engine[] = ONLY === "both" ? ["pglite", "postgres"] : [ONLY as Engine];
  const rows: string[][] = [
    ["engine", "endpoint", "req/s", "p50 ms", "p97.5 ms", "p99 ms", "× ceiling", "goal", "statuses"],
  ];
  const results: ApiResult[] = [];
  for (const engine of engines) {
    if (engine === "postgres" && !(await postgresReachable(PG_ADMIN_URL))) {
      process.stderr.write(`postgres: skipped, no server at ${PG_ADMIN_URL}\n`);
      continue;
    }
    const { ceiling, app } = await benchEngine(engine);
    const ceilingRps = ceiling.reduce((sum, m) => sum + m.rps, 0) / ceiling.length;
    const status = (m: Measured) =>
      Object.entries(m.statuses)
        .map(([code, n]) => `${n}×${code}`)
        .join(" ");
    rows.push([
      engine,
      `ceiling (before ${Math.round(ceiling[0]!.rps)}, after ${Math.round(ceiling[1]!.rps)} req/s)`,
      ceilingRps.toFixed(0),
      String(ceiling[0]!.p50),
      String(ceiling[0]!.p975),
      String(ceiling[0]!.p99),
      "1.00",
      "",
      status(ceiling[0]!),
    ]);
    for (const m of app) {
      const ratio = m.rps / ceilingRps;
      const goal = GOALS[m.name] ?? null;
      const p975GoalMs = engine === "postgres" ? (LATENCY_GOALS[m.name] ?? null) : null;
      results.push({ engine, name: m.name, rps: m.rps, p975: m.p975, ratio, goal, p975GoalMs });
      rows.push([
        engine,
        m.name,
        m.rps.toFixed(0),
        String(m.p50),
        String(m.p975),
        String(m.p99),
        ratio.toFixed(2),
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
