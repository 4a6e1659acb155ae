/**
 * The exam: a CBT taken in the portal by 1,000 students at once (docs/api.md §6.14, decision 161), on
 * PGlite and on PostgreSQL, served by the real server as `pnpm start` runs it. Ten cohorts of 100
 * students sit the same test at 09:00, each cohort its own CBT with the same 20 questions (five of each
 * kind, shuffled per student, a 30-minute limit). Every student, signed in before 09:00:
 *
 * - opens the start page (GET attempt) and starts (POST attempt), at a moment drawn in the first 10 s;
 * - saves one answer every 3 s (PUT attempt/answers with one question), going through the questions in
 *   their order and round again, changing some answers, for --minutes (5);
 * - reloads the page once, at a moment drawn in the middle of the test (GET attempt, the resume);
 * - submits (POST attempt/submit) and checks that the answer carries no score: the CBT has not closed
 *   (docs/api.md §6.14, decision 174); the stored score is checked against its answers below.
 *
 * Reports p50/p95/p99 per request kind, the server's CPU per request and the errors (anything but the
 * expected status, a network error or a 30 s timeout: must be 0), what the disk's own flushes took beside
 * the run and beside the submits (disk.ts: every commit waits for one), then checks the database once the
 * server has stopped: one graded, submitted attempt per student, one cbt_scores row per student with the
 * score its answers earn, one score mail queued per student. The run exits 1 when any of it fails;
 * bench/results/exam.json keeps the figures for `pnpm bench`'s summary.
 *
 *   pnpm --filter @cla/bench bench:exam [--minutes 5] [--seed 1] [--only pglite|postgres] [--cpu-prof DIR]
 *
 * Setup as cohort-day.ts does it: the academy through @cla/api's exports, the CBTs and their questions
 * over HTTP as the facilitator writes them, and the students' sign-ins over HTTP with the right password
 * (only failed sign-ins are rate-limited, docs/api.md §3.5), a few at a time, before the measured part;
 * then the setup's writes are put on disk (disk.ts, `flushSetup`).
 */
import path from "node:path";
import { sql } from "drizzle-orm";
import { executeRows, openDatabase } from "@cla/api/db";
import type { GeneratedAcademy } from "@cla/api/generated-academy";
import { addDays, percentOf, seededRandom, type CbtQuestion } from "@cla/domain";
import { diskFlushes, flushSetup, startDiskProbe, STALL_MS, type DiskFlushes, type Flush } from "./disk.ts";
import { agent, cpuSeconds, latencies, Recorder, sleep, type Latencies } from "./requests.ts";
import {
  generateCohorts,
  option,
  runEngines,
  runMain,
  scratchDatabase,
  startServer,
  stopProcess,
  table,
  type Engine,
  type ScratchDatabase,
} from "./support.ts";

const MINUTES = Number(option("minutes", "5"));
const SEED = Number(option("seed", "1"));
/** `--cpu-prof DIR`: the server writes a V8 CPU profile per engine into DIR. */
const CPU_PROF = option("cpu-prof", "");

const COHORTS = 10;
const STUDENTS_PER_COHORT = 100;
const PASSWORD = "bench-password";
const EXAM_NAME = "Morning exam";
/** Students start at a moment drawn in this window, and save one answer this often. */
const STARTS_WITHIN_MS = 10_000;
const SAVE_EVERY_MS = 3_000;
const TIME_LIMIT_MINUTES = 30;
/** Sign-ins at once before the exam: each verifies an argon2id hash. */
const SIGN_INS_AT_ONCE = 4;
/** The goal per engine: no errors, and every request kind's p95 at most this (ms). */
const P95_GOAL_MS: Record<Engine, number> = { pglite: 250, postgres: 100 };

// ---------------------------------------------------------------------------------------------
// The test: 20 questions, five of each kind

type Value = number | number[] | boolean | string;

/** A question as the facilitator writes it (the fields of the other kinds null). */
type Question = Omit<CbtQuestion, "id">;

const OPTIONS = ["Genesis", "Exodus", "Leviticus", "Numbers", "Deuteronomy"];

function questionAt(n: number): Question {
  const question = {
    text: `Question ${n + 1}: which of these is right? ${"Read carefully. ".repeat(4)}`,
    points: 1 + (n % 5),
    options: null,
    correct_options: null,
    correct_answer: null,
    accepted_answers: null,
  };
  switch (n % 4) {
    case 0:
      return { ...question, kind: "single", options: OPTIONS, correct_options: [n % 5] };
    case 1:
      return { ...question, kind: "multiple", options: OPTIONS, correct_options: [0, 2 + (n % 3)] };
    case 2:
      return { ...question, kind: "true_false", correct_answer: n % 3 === 0 };
    default:
      return { ...question, kind: "short", accepted_answers: ["Jerusalem", "Zion"] };
  }
}

const QUESTIONS = Array.from({ length: 20 }, (_, n) => questionAt(n));
const TOTAL_POINTS = QUESTIONS.reduce((sum, q) => sum + q.points, 0);

/** A right answer to `q`, or a wrong one. */
function answerTo(q: Question, right: boolean): Value {
  switch (q.kind) {
    case "single":
      return right ? q.correct_options![0]! : (q.correct_options![0]! + 1) % OPTIONS.length;
    case "multiple":
      return right ? q.correct_options! : q.correct_options!.slice(0, 1);
    case "true_false":
      return right ? q.correct_answer! : !q.correct_answer!;
    case "short":
      return right ? "  jerusalem " : "Bethlehem";
  }
}

// ---------------------------------------------------------------------------------------------
// Setup

interface Sitting {
  cbtId: string;
  /** authored position → question id */
  questionIds: string[];
  students: { id: string; email: string; token: string }[];
}

/**
 * Over HTTP: each cohort's facilitator writes the CBT (due in a week, so the end of the due day cannot
 * fall inside the run) and its questions; then every student signs in, a few at a time.
 */
async function prepare(port: number, academies: GeneratedAcademy[], today: string): Promise<Sitting[]> {
  const setup = new Recorder(0, Infinity);
  const call = async (method: string, url: string, expect: number, token: string | null, json: unknown) => {
    const answer = await setup.request(port, `setup ${method} ${url}`, expect, method, url, token, json);
    if (!answer) throw new Error(`setup failed: ${setup.errors.join("; ")}`);
    return JSON.parse(answer.body) as unknown;
  };
  const sittings = await Promise.all(
    academies.map(async (academy): Promise<Sitting> => {
      const token = academy.facilitator.token;
      const { id: cbtId } = (await call("POST", "/cla_cbts", 201, token, {
        cla_cbt: {
          name: EXAM_NAME,
          description: "Twenty questions, thirty minutes.",
          due_date: addDays(today, 7),
          cla_course_id: academy.courses[1]!.id,
        },
      })) as { id: string };
      const test = (await call("PUT", `/cla_cbts/${cbtId}/questions`, 200, token, {
        cla_cbt_test: { time_limit_minutes: TIME_LIMIT_MINUTES, shuffle: true, questions: QUESTIONS },
      })) as { questions: { id: string }[] };
      return {
        cbtId,
        questionIds: test.questions.map((q) => q.id),
        students: academy.students.map((s) => ({ ...s, token: "" })),
      };
    }),
  );
  const queue = sittings.flatMap((s) => s.students);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SIGN_INS_AT_ONCE }, async () => {
      for (let student = queue.shift(); student; student = queue.shift()) {
        const answer = (await call("POST", "/sign_in", 200, null, {
          user: { email: student.email, password: PASSWORD },
        })) as { token: string };
        student.token = answer.token;
      }
    }),
  );
  process.stderr.write(
    `  ${COHORTS * STUDENTS_PER_COHORT} sign-ins in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
  return sittings;
}

// ---------------------------------------------------------------------------------------------
// A student

interface Exam {
  port: number;
  recorder: Recorder;
  /** performance.now() of 09:00 */
  start: number;
  /** from the first submit sent to the last answered (performance.now()) */
  submits: { from: number; to: number };
}

/** What a student's attempt must have earned, by question id: its points when the last answer was right. */
type Earned = Map<string, number>;

/**
 * One student's exam; answers the score their last answers earn and the one the submit answered (null
 * before the CBT has closed), or null when a request failed.
 */
async function sit(
  exam: Exam,
  sitting: Sitting,
  student: Sitting["students"][number],
  random: () => number,
): Promise<{ expected: number; answered: number | null } | null> {
  const { port, recorder: r } = exam;
  const url = `/cla_cbts/${sitting.cbtId}/attempt`;
  const call = (name: string, expect: number, method: string, path: string, json?: unknown) =>
    r.request(port, name, expect, method, path, student.token, json);
  await sleep(exam.start + random() * STARTS_WITHIN_MS - performance.now());
  if (!(await call("GET attempt (start page)", 200, "GET", url))) return null;
  const started = await call("POST attempt (start)", 201, "POST", url);
  if (!started) return null;
  // The student's order of the questions, as the server shuffled them for this attempt.
  const order = (
    JSON.parse(started.body) as { attempt: { questions: { id: string }[] } }
  ).attempt.questions.map((q) => q.id);
  const byId = new Map(sitting.questionIds.map((id, n) => [id, QUESTIONS[n]!]));
  const begun = performance.now();
  const length = MINUTES * 60_000;
  const saves = Math.floor(length / SAVE_EVERY_MS);
  const reloadAfter = 1 + Math.floor((0.25 + random() / 2) * saves);
  const earned: Earned = new Map();
  for (let n = 1; n <= saves; n++) {
    await sleep(begun + n * SAVE_EVERY_MS - performance.now());
    if (n === reloadAfter && !(await call("GET attempt (resume)", 200, "GET", url))) return null;
    const id = order[(n - 1) % order.length]!;
    const question = byId.get(id)!;
    const right = random() < 0.7;
    const saved = await call("PUT attempt/answers (save)", 200, "PUT", `${url}/answers`, {
      answers: { [id]: answerTo(question, right) },
    });
    if (!saved) return null;
    earned.set(id, right ? question.points : 0);
  }
  exam.submits.from = Math.min(exam.submits.from, performance.now());
  const submitted = await call("POST attempt/submit", 200, "POST", `${url}/submit`);
  exam.submits.to = Math.max(exam.submits.to, performance.now());
  if (!submitted) return null;
  const { attempt } = JSON.parse(submitted.body) as { attempt: { score: number | null } };
  const points = [...earned.values()].reduce((sum, p) => sum + p, 0);
  return { expected: percentOf(points, TOTAL_POINTS), answered: attempt.score };
}

// ---------------------------------------------------------------------------------------------
// The checks against the database

interface Checks {
  /** students, attempts, graded and submitted attempts, cbt_scores rows, score mails queued */
  students: number;
  attempts: number;
  graded: number;
  submitted: number;
  scores: number;
  /** cbt_scores rows of students who submitted whose score is not what their answers earn */
  wrongScores: number;
  mails: number;
  /** students with other than exactly one score row, or other than one score mail */
  notOnce: number;
  ok: boolean;
}

async function check(scratch: ScratchDatabase, expected: Map<string, number>): Promise<Checks> {
  const { env } = scratch;
  const opened = await openDatabase({ databaseUrl: env.DATABASE_URL ?? null, dataDir: env.CLA_DATA_DIR! });
  try {
    const [attempts] = await executeRows<{ attempts: number; graded: number; submitted: number }>(
      opened.db,
      sql`SELECT count(*)::int AS attempts, count(graded_at)::int AS graded,
            count(submitted_at)::int AS submitted
          FROM cbt_attempts a JOIN cbts c ON c.id = a.cla_cbt_id WHERE c.name = ${EXAM_NAME}`,
    );
    const perStudent = await executeRows<{
      student: string;
      scores: number;
      score: string | null;
      mails: number;
    }>(
      opened.db,
      sql`SELECT u.id AS student,
            (SELECT count(*)::int FROM cbt_scores s JOIN cbts c ON c.id = s.cla_cbt_id
              WHERE c.name = ${EXAM_NAME} AND s.cla_user_id = u.id) AS scores,
            (SELECT min(s.score)::text FROM cbt_scores s JOIN cbts c ON c.id = s.cla_cbt_id
              WHERE c.name = ${EXAM_NAME} AND s.cla_user_id = u.id) AS score,
            (SELECT count(*)::int FROM email_outbox o WHERE o.kind = 'score_posted'
              AND o.to_address = u.email AND o.subject = ${`New score posted: ${EXAM_NAME}`}) AS mails
          FROM users u JOIN roles r ON r.id = u.cla_role_id WHERE r.name = 'student'`,
    );
    const sum = (pick: (row: (typeof perStudent)[number]) => number) =>
      perStudent.reduce((total, row) => total + pick(row), 0);
    const result = {
      students: perStudent.length,
      ...attempts!,
      scores: sum((row) => row.scores),
      // Of the students who submitted: a student stopped by an error has no score to compare.
      wrongScores: perStudent.filter(
        (row) => expected.has(row.student) && Number(row.score) !== expected.get(row.student),
      ).length,
      mails: sum((row) => row.mails),
      notOnce: perStudent.filter((row) => row.scores !== 1 || row.mails !== 1).length,
    };
    const n = COHORTS * STUDENTS_PER_COHORT;
    return {
      ...result,
      ok:
        result.students === n &&
        [result.attempts, result.graded, result.submitted, result.scores, result.mails].every(
          (v) => v === n,
        ) &&
        result.wrongScores === 0 &&
        result.notOnce === 0,
    };
  } finally {
    await opened.close();
  }
}

// ---------------------------------------------------------------------------------------------
// A run

/** One engine's run in bench/results/exam.json, which `pnpm bench` reads for its summary. */
export interface ExamResult {
  engine: Engine;
  minutes: number;
  p95GoalMs: number;
  requestsPerSecond: number;
  /** The server process's CPU (user + system) per request; on PGlite that is the database too. */
  serverCpuMsPerRequest: number;
  errors: number;
  /** answers of submit whose score differs from what the answers earn */
  wrongAnswers: number;
  kinds: Latencies[];
  /** the disk's flushes beside the run (disk.ts): all of the measured part, and those while students submitted */
  disk: { run: DiskFlushes; submits: DiskFlushes; submitSeconds: number };
  checks: Checks;
  /** 0 errors, every kind's p95 within the goal, and the checks */
  holds: boolean;
}

async function benchEngine(engine: Engine): Promise<ExamResult> {
  process.stderr.write(`${engine}: generating ${COHORTS} cohorts…\n`);
  const scratch = await scratchDatabase(engine);
  try {
    const { academies, today } = await generateCohorts(scratch.database, {
      count: COHORTS,
      name: "Exam Cohort",
      students: STUDENTS_PER_COHORT,
      password: PASSWORD,
    });
    await scratch.database.close();
    const server = await startServer(
      scratch.env,
      CPU_PROF
        ? ["--cpu-prof", `--cpu-prof-dir=${CPU_PROF}`, `--cpu-prof-name=exam-${engine}.cpuprofile`]
        : [],
    );
    let recorder: Recorder;
    let exam: Exam;
    const probe = startDiskProbe(path.join(scratch.env.CLA_DATA_DIR!, "disk-probe"));
    let flushes: Flush[] = [];
    let cpu = 0;
    let seconds = 0;
    const expected = new Map<string, number>();
    let wrongAnswers = 0;
    try {
      const sittings = await prepare(server.port, academies, today);
      await flushSetup(engine);
      const start = performance.now() + 1000;
      recorder = new Recorder(start, Infinity);
      exam = { port: server.port, recorder, start, submits: { from: Infinity, to: 0 } };
      const random = seededRandom(SEED);
      // Each student draws from its own generator, seeded from the run's: the same sequence every run.
      const seedOf = () => Math.floor(random() * 2 ** 32);
      process.stderr.write(`  ${engine}: ${COHORTS * STUDENTS_PER_COHORT} students, ${MINUTES} min\n`);
      const cpuBefore = cpuSeconds(server.child.pid!);
      await Promise.all(
        sittings.flatMap((sitting) =>
          sitting.students.map(async (student) => {
            const score = await sit(exam, sitting, student, seededRandom(seedOf()));
            if (!score) return;
            expected.set(student.id, score.expected);
            // The exam is due in a week: no submit shows a score yet (decision 174).
            if (score.answered !== null) wrongAnswers++;
          }),
        ),
      );
      cpu = cpuSeconds(server.child.pid!) - cpuBefore;
      seconds = (performance.now() - start) / 1000;
    } finally {
      flushes = await probe.stop();
      await stopProcess(server.child);
    }
    const kinds = latencies(recorder);
    const { from, to } = exam.submits;
    const requests = kinds.reduce((sum, k) => sum + k.requests, 0);
    const checks = await check(scratch, expected);
    for (const error of recorder.errors.slice(0, 10)) process.stderr.write(`  error: ${error}\n`);
    return {
      engine,
      minutes: MINUTES,
      p95GoalMs: P95_GOAL_MS[engine],
      requestsPerSecond: requests / seconds,
      serverCpuMsPerRequest: requests === 0 ? 0 : (cpu * 1000) / requests,
      errors: recorder.errors.length,
      wrongAnswers,
      kinds,
      disk: {
        run: diskFlushes(flushes, exam.start, exam.start + seconds * 1000),
        submits: diskFlushes(flushes, from, to),
        submitSeconds: Math.max(0, to - from) / 1000,
      },
      checks,
      holds:
        recorder.errors.length === 0 &&
        wrongAnswers === 0 &&
        kinds.every((k) => k.p95 <= P95_GOAL_MS[engine]) &&
        checks.ok,
    };
  } finally {
    await scratch.cleanup();
  }
}

// ---------------------------------------------------------------------------------------------
// Report

const ms = (value: number) => value.toFixed(value < 10 ? 1 : 0);

function report(results: ExamResult[]): string {
  const kinds: string[][] = [
    ["engine", "request", "requests", "p50 ms", "p95 ms", "p99 ms", "max ms", "p95 goal"],
    ...results.flatMap((r) =>
      r.kinds
        .toSorted((a, b) => a.name.localeCompare(b.name))
        .map((k) => [
          r.engine,
          k.name,
          String(k.requests),
          ms(k.p50),
          ms(k.p95),
          ms(k.p99),
          ms(k.max),
          `≤ ${r.p95GoalMs} ${k.p95 <= r.p95GoalMs ? "met" : "NOT met"}`,
        ]),
    ),
  ];
  const summary: string[][] = [
    [
      "engine",
      "requests/s",
      "server CPU ms/request",
      "errors",
      "attempts graded",
      "scores",
      "score mails",
      "not once",
      "wrong scores",
      "holds",
    ],
    ...results.map((r) => [
      r.engine,
      r.requestsPerSecond.toFixed(1),
      r.serverCpuMsPerRequest.toFixed(2),
      String(r.errors),
      `${r.checks.graded} / ${r.checks.attempts} (${r.checks.submitted} submitted)`,
      String(r.checks.scores),
      String(r.checks.mails),
      String(r.checks.notOnce),
      String(r.checks.wrongScores + r.wrongAnswers),
      r.holds ? "yes" : "NO",
    ]),
  ];
  const flushRow = (engine: Engine, label: string, d: DiskFlushes) => [
    engine,
    label,
    String(d.flushes),
    ms(d.p50),
    ms(d.p99),
    ms(d.max),
    String(d.stalls),
    ms(d.stalledMs),
  ];
  const disk: string[][] = [
    [
      "engine",
      "disk flushes beside",
      "flushes",
      "p50 ms",
      "p99 ms",
      "max ms",
      `over ${STALL_MS} ms`,
      "stalled ms",
    ],
    ...results.flatMap((r) => [
      flushRow(r.engine, "the run", r.disk.run),
      flushRow(r.engine, `the submits (${r.disk.submitSeconds.toFixed(1)} s)`, r.disk.submits),
    ]),
  ];
  return `${table(summary, 1)}\n\n${table(kinds, 2)}\n\n${table(disk, 2)}\n`;
}

async function main(): Promise<void> {
  const { results, load } = await runEngines(
    "exam.json",
    { minutes: MINUTES, seed: SEED },
    async (engine) => [await benchEngine(engine)],
  );
  process.stdout.write(
    `\nExam: ${COHORTS} cohorts × ${STUDENTS_PER_COHORT} students start within ${STARTS_WITHIN_MS / 1000} s, ` +
      `save an answer every ${SAVE_EVERY_MS / 1000} s for ${MINUTES} min and submit; seed ${SEED}; ` +
      `load average ${load.map((l) => l.toFixed(1)).join(" ")}\n\n${report(results)}`,
  );
  agent.destroy();
  if (results.some((r) => !r.holds)) process.exitCode = 1;
}

runMain(main);
