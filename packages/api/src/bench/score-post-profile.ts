/**
 * Where a score POST's time goes, in-process (decision 152, after decision 151's method): the app's
 * `fetch` called with 10 requests in flight, each scoring a new (assignment, student) pair as bench/api
 * does, the mail worker running with the file transport as `pnpm start` runs it. Prints, per request,
 * the Node process's CPU (`process.cpuUsage`; PGlite runs inside it) and, on PostgreSQL, the CPU of this
 * database's backends (`/proc/<pid>/stat`), both over the requests and until the worker has sent every
 * mail; beside them the same figures for the ceiling's two indexed reads (src/bench/ceiling-server.ts).
 *
 *   pnpm --filter @cla/api exec tsx src/bench/score-post-profile.ts pglite|postgres [requests] [rounds]
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { todayIn } from "@cla/domain";
import { createApp } from "../app.ts";
import { hashPassword } from "../auth/passwords.ts";
import { hashToken } from "../auth/tokens.ts";
import { executeRows, openDatabase, schema } from "../db/index.ts";
import { countStatements } from "../db/statement-counter.ts";
import { loadSettings } from "../env.ts";
import { createLogger } from "../logger.ts";
import { fileTransport } from "../mail/transports.ts";
import { createMailWorker } from "../mail/worker.ts";
import { generateAcademy } from "../seed/generated-academy.ts";
import { createScratchDatabase, PG_ADMIN_URL } from "../test/scratch-database.ts";

const engine = process.argv[2] === "postgres" ? "postgres" : "pglite";
const REQUESTS = Number(process.argv[3] ?? 2000);
const ROUNDS = Number(process.argv[4] ?? 3);
const IN_FLIGHT = 10;

const dataDir = mkdtempSync(path.join(tmpdir(), "cla-score-profile-"));
// DURABLE=0 (a diagnostic, never the load run's setting): the scratch database's commits do not wait
// for the WAL flush, to see how much of a POST the flush is.
const durable = process.env.DURABLE !== "0";
const scratch =
  engine === "postgres" ? await createScratchDatabase(PG_ADMIN_URL, "cla_prof", { durable }) : null;
const settings = loadSettings({
  NODE_ENV: "production",
  CLA_SEED: "none",
  LOG_LEVEL: "warn",
  CLA_DATA_DIR: dataDir,
  MAIL_OUTBOX_DIR: path.join(dataDir, "mail-outbox"),
  ...(scratch ? { DATABASE_URL: scratch.url } : {}),
});
const database = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
await database.migrate();
const now = new Date();
const passwordHash = await hashPassword("bench-password");
const sizes = { passwordHash, today: todayIn("UTC", now), now };
await generateAcademy(database.db, {
  ...sizes,
  name: "Bench Cohort",
  students: 200,
  courses: 3,
  itemsPerKind: 20,
  liveClassesPerCourse: 10,
});
const scoring = await generateAcademy(database.db, {
  ...sizes,
  name: "Bench Scoring Cohort",
  students: 200,
  courses: 1,
  itemsPerKind: 0,
  liveClassesPerCourse: 0,
  openAssignments: 200,
});

const logger = createLogger(settings.logLevel);
const transport = fileTransport(settings.mailOutboxDir);
const clock = () => new Date();
const mail = createMailWorker({ db: database.db, transport, from: settings.mailFrom, logger, clock });
const app = createApp({ database, settings, logger, mail, clock }, { siteDir: null });
// NO_WORKER=1: the requests alone, their mail left in the outbox.
const NO_WORKER = process.env.NO_WORKER === "1";
if (!NO_WORKER) mail.start();

let next = 0;
function scoreRequest(): Request {
  const pair = next++;
  const student = scoring.students[pair % scoring.students.length]!;
  const item = scoring.openAssignments[Math.floor(pair / scoring.students.length)]!;
  return new Request("http://localhost/api/v1/cla_submissions", {
    method: "POST",
    headers: { authorization: `Bearer ${scoring.facilitator.token}`, "content-type": "application/json" },
    body: JSON.stringify({
      cla_submission: { score: (pair % 10_001) / 100, cla_student_id: student.id },
      cla_assignment_id: item,
    }),
  });
}

async function ceilingRequest(): Promise<void> {
  const { sessions, users } = schema;
  const [session] = await database.db
    .select({ user_id: sessions.user_id })
    .from(sessions)
    .where(eq(sessions.token_hash, hashToken(scoring.facilitator.token)))
    .limit(1);
  await database.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, session!.user_id));
}

async function backendPids(): Promise<number[]> {
  if (!scratch) return [];
  const rows = await executeRows<{ pid: number }>(
    database.db,
    sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`,
  );
  return rows.map((r) => r.pid);
}

/** utime + stime of `pids` in ms (clock ticks of 10 ms). */
function cpuOf(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the backend ended
    }
  }
  return ticks * 10;
}

async function pending(): Promise<number> {
  const [row] = await executeRows<{ n: number }>(
    database.db,
    sql`SELECT count(*)::int AS n FROM email_outbox WHERE status = 'pending'`,
  );
  return row!.n;
}

async function loop(count: number, one: () => Promise<void>): Promise<void> {
  let started = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (started < count) {
        started++;
        await one();
      }
    }),
  );
}

async function postOne(): Promise<void> {
  const res = await app.fetch(scoreRequest());
  if (res.status !== 201) throw new Error(`status ${res.status}: ${await res.text()}`);
  await res.text();
}

async function measure(name: string, count: number, one: () => Promise<void>, drain: boolean) {
  const counter = countStatements(database);
  const pids = await backendPids();
  const pg0 = cpuOf(pids);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await loop(count, one);
  const t1 = performance.now();
  const cpu1 = process.cpuUsage(cpu0);
  const pg1 = cpuOf(pids);
  let drained = "";
  if (drain && !NO_WORKER) {
    while ((await pending()) > 0) await new Promise((r) => setTimeout(r, 20));
    const t2 = performance.now();
    const cpu2 = process.cpuUsage(cpu0);
    const pg2 = cpuOf(await backendPids()) - pg0;
    drained =
      ` | with the mail sent: ${(t2 - t0).toFixed(0)} ms, node ${((cpu2.user + cpu2.system) / 1000 / count).toFixed(3)} ms/req` +
      (scratch ? `, pg ${(pg2 / count).toFixed(3)} ms/req` : "");
  }
  counter.stop();
  const claims = counter.statements.filter((text) => /skip locked/i.test(text)).length;
  if (drain) drained += ` | ${claims} claims`;
  process.stdout.write(
    `${engine} ${name}: ${count} in ${(t1 - t0).toFixed(0)} ms = ${((count / (t1 - t0)) * 1000).toFixed(0)} req/s, ` +
      `node ${((cpu1.user + cpu1.system) / 1000 / count).toFixed(3)} ms/req` +
      (scratch ? `, pg ${((pg1 - pg0) / count).toFixed(3)} ms/req (${pids.length} backends)` : "") +
      `${drained}\n`,
  );
}

/** PROFILE=file.cpuprofile: a V8 CPU profile of the last round's POSTs and their mail. */
const PROFILE = process.env.PROFILE;
const inspector = PROFILE ? new Session() : null;
async function profiled(round: number, work: () => Promise<void>): Promise<void> {
  if (!inspector || round !== ROUNDS - 1) return work();
  inspector.connect();
  await inspector.post("Profiler.enable");
  await inspector.post("Profiler.start");
  await work();
  const { profile } = await inspector.post("Profiler.stop");
  writeFileSync(PROFILE!, JSON.stringify(profile));
}

try {
  await loop(300, postOne); // warm-up: statements named and planned, the JIT warm
  await loop(1000, ceilingRequest);
  while (!NO_WORKER && (await pending()) > 0) await new Promise((r) => setTimeout(r, 20));
  for (let round = 0; round < ROUNDS; round++) {
    await measure("ceiling (2 reads)", REQUESTS, ceilingRequest, false);
    await profiled(round, () =>
      measure("POST cla_submissions", Math.min(REQUESTS, 200 * 200 - next), postOne, true),
    );
  }
} finally {
  await mail.stop();
  transport.close();
  await database.close();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
