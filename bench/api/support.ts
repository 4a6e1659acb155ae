/**
 * What the API load runs share (run.ts, the single-URL rows; cohort-day.ts, the realistic run): their
 * options, the scratch database of each engine, the real server started as `pnpm start` runs it, and the
 * Markdown table they print. They reach the API only through HTTP and @cla/api's exports, so they run
 * against any commit of the API.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer, SERVER_BUNDLE, SERVER_NODE_FLAGS, serverBuildReason } from "@cla/api/build";
import { openDatabase, type Database } from "@cla/api/db";
import { generateAcademy, type GeneratedAcademy } from "@cla/api/generated-academy";
import { hashPassword } from "@cla/api/passwords";
import { createScratchDatabase, PG_ADMIN_URL, postgresReachable } from "@cla/api/scratch-database";
import { todayIn } from "@cla/domain";
import { freePort } from "../../e2e/support/ports.ts";

export type Engine = "pglite" | "postgres";

export const RESULTS_DIR = fileURLToPath(new URL("../results/", import.meta.url));
const BENCH_DIR = fileURLToPath(new URL("../", import.meta.url));

/** `--name value` from the command line, or `fallback`. */
export function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] !== undefined ? process.argv[index + 1]! : fallback;
}

/**
 * Starts `script` under Node with `env` on a free port and waits until `ready(port)`: a .mjs as it is
 * (the server's bundle, as `pnpm start` runs it), a .ts (relative to bench/) through tsx (the ceilings).
 * Every process runs with the server's V8 flags: the same settings on both sides of a ratio.
 */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  ready: (port: number) => Promise<boolean>,
  nodeOptions: string[] = [],
): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const loader = script.endsWith(".ts") ? ["--import", "tsx"] : [];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeOptions, ...loader, script], {
    cwd: BENCH_DIR,
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

/** The real server (packages/api/dist/main.mjs), ready once GET /api/v1/health answers 200. */
export function startServer(env: Record<string, string>, nodeOptions: string[] = []) {
  return startProcess(
    SERVER_BUNDLE,
    env,
    async (port) => (await fetch(`http://127.0.0.1:${port}/api/v1/health`)).status === 200,
    nodeOptions,
  );
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

export interface ScratchDatabase {
  /** The server's environment for this database (NODE_ENV=production, no seed, warnings only). */
  env: Record<string, string>;
  /** Open, migrated, for generating the academy; close it before a PGlite server starts. */
  database: Database;
  /** Closes `database` (once) and removes what was made. */
  cleanup(): Promise<void>;
}

/**
 * A fresh database for one engine: PGlite in a temporary CLA_DATA_DIR, or a scratch PostgreSQL
 * database on PG_ADMIN_URL (dropped by `cleanup`).
 */
export async function scratchDatabase(engine: Engine): Promise<ScratchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "cla-bench-api-"));
  const scratch = engine === "postgres" ? await createScratchDatabase(PG_ADMIN_URL, "cla_bench") : null;
  const opened = await openDatabase({ databaseUrl: scratch?.url ?? null, dataDir });
  await opened.migrate();
  let closing: Promise<void> | null = null;
  const database = { ...opened, close: () => (closing ??= opened.close()) };
  return {
    env: {
      NODE_ENV: "production",
      CLA_SEED: "none",
      LOG_LEVEL: "warn",
      CLA_DATA_DIR: dataDir,
      MAIL_OUTBOX_DIR: path.join(dataDir, "mail-outbox"),
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    },
    database,
    async cleanup() {
      await database.close();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `count` cohorts of `students` named `<name> 1…count`, each with one facilitator, 3 courses (ended,
 * running, not started), 10 items of each kind per course, most scored, and 8 live classes per course
 * with attendance; every account's password is `password`. `today` is the date they are built around.
 */
export async function generateCohorts(
  database: Database,
  options: { count: number; name: string; students: number; password: string; openAssignments?: number },
): Promise<{ academies: GeneratedAcademy[]; today: string }> {
  const now = new Date();
  const sizes = { passwordHash: await hashPassword(options.password), today: todayIn("UTC", now), now };
  const academies: GeneratedAcademy[] = [];
  for (let n = 1; n <= options.count; n++) {
    academies.push(
      await generateAcademy(database.db, {
        ...sizes,
        name: `${options.name} ${n}`,
        students: options.students,
        courses: 3,
        itemsPerKind: 10,
        liveClassesPerCourse: 8,
        openAssignments: options.openAssignments ?? 0,
      }),
    );
  }
  return { academies, today: sizes.today };
}

/** A Markdown table; the first `textColumns` columns left-aligned, the others right-aligned. */
export function table(rows: string[][], textColumns = 2): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => (i < textColumns ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(" | ")} |`;
  return [
    line(rows[0]!),
    `|${widths.map((w, i) => (i < textColumns ? `-${"-".repeat(w)}-` : `-${"-".repeat(w)}:`)).join("|")}|`,
    ...rows.slice(1).map(line),
  ].join("\n");
}

/**
 * The frame of a realistic run (cohort-day.ts, exam.ts): builds the server when its sources changed,
 * runs `bench` on each engine `--only` names (both by default; PostgreSQL is skipped with a message when
 * no server answers on PG_ADMIN_URL), and writes bench/results/`file` with the date, the load average,
 * `fields` and the results. Answers the results and the load average.
 */
export async function runEngines<R>(
  file: string,
  fields: Record<string, unknown>,
  bench: (engine: Engine) => Promise<R[]>,
): Promise<{ results: R[]; load: number[] }> {
  if (serverBuildReason()) await buildServer();
  const only = option("only", "both");
  const engines: Engine[] = only === "both" ? ["pglite", "postgres"] : [only as Engine];
  const results: R[] = [];
  for (const engine of engines) {
    if (engine === "postgres" && !(await postgresReachable(PG_ADMIN_URL))) {
      process.stderr.write(`postgres: skipped, no server at ${PG_ADMIN_URL}\n`);
      continue;
    }
    results.push(...(await bench(engine)));
  }
  const load = loadavg();
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(
    path.join(RESULTS_DIR, file),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), loadAverage: load, ...fields, results }, null, 2)}\n`,
  );
  return { results, load };
}

/** Runs a script's main; a failure is printed with its stack and exits 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
