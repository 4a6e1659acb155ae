/**
 * A cohort day: the realistic load run. For PGlite and for PostgreSQL, an academy of 20
 * cohorts × 100 students with one facilitator each (3 courses per cohort, 10 items of each kind per
 * course, most of them scored, 8 live classes per course with attendance), served by the real server as
 * `pnpm start` runs it, used at once over HTTP by:
 *
 * - student users (--users of them), each running one student's session after another: sign in, the
 *   dashboard (their points and the announcements), the courses, a course with its topics, the
 *   assignments, one assignment, the calendar (live classes) and the announcements. Each screen sends
 *   the requests the portal sends for it (in parallel where the portal does), with a think time of
 *   1–3 s between screens. The student is drawn at random from the 2,000.
 * - the 20 facilitators, each every 5–15 s: scoring a student (the students without a score, then the
 *   POST), marking attendance (the students without a mark, then the POST), opening the desk (desk_stats
 *   and student_list) or, one time in ten, posting an announcement to the cohort (mail to 100 students).
 *   So the data changes as it does in use, a few times a second across the academy.
 *
 * Every draw comes from one seeded random generator (--seed), so two runs send the same sequence.
 * Only what ends in the measured window (after --warmup) counts.
 *
 * Reports per run: student sessions completed per second, requests per second, the server's CPU per request (what
 * load on the machine disturbs least; on PGlite it includes the database), p50/p95/p99 per
 * endpoint and errors (anything but the expected status: must be 0, the run exits 1 otherwise). Writes
 * bench/results/cohort-day.json.
 *
 * Sign-in and rate limits: only FAILED sign-ins are counted (docs/api.md §3.5) and every sign-in here
 * uses the right password, so the run stays clear of the limits from one client address without
 * TRUST_PROXY or forged X-Forwarded-For; a 429 would be an error. Each sign-in verifies an argon2id hash
 * (docs/api.md §2), as in use.
 *
 *   pnpm --filter @cla/bench bench:day [--seconds 60] [--warmup 20] [--users 100[,200,…]] [--seed 1]
 *     [--only pglite|postgres]
 *
 * Setup uses @cla/api's exports (the generated academy) and HTTP (topics, and today's classes to mark),
 * so the run works on any commit of the API that has them.
 */
import type { GeneratedAcademy } from "@cla/api/generated-academy";
import { seededRandom } from "@cla/domain";
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
} from "./support.ts";
import { agent, cpuSeconds, latencies, Recorder, sleep, type Answer, type Latencies } from "./requests.ts";

const SECONDS = Number(option("seconds", "60"));
const WARMUP_SECONDS = Number(option("warmup", "20"));
/** One run per level, on the same academy: `--users 100,200,400` finds where sessions/s stops rising. */
const USER_LEVELS = option("users", "100").split(",").map(Number);
const SEED = Number(option("seed", "1"));

const COHORTS = 20;
const STUDENTS_PER_COHORT = 100;
const PASSWORD = "bench-password";
/** Think time between two screens of a student, and between two actions of a facilitator (ms). */
const STUDENT_THINK: [number, number] = [1000, 3000];
const FACILITATOR_THINK: [number, number] = [5000, 15000];
/**
 * Students arrive spread over about one session (8 think times), so that after a warm-up of that length
 * sessions end at a steady rate.
 */
const ARRIVALS_MS = 16_000;

// ---------------------------------------------------------------------------------------------
// Randomness and time

type Random = () => number;
const between = (random: Random, [low, high]: [number, number]) => low + random() * (high - low);
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

// ---------------------------------------------------------------------------------------------
// What is counted

/** The run's recorder (requests.ts), and the student sessions completed in its window. */
class DayRecorder extends Recorder {
  sessions = 0;
}

// ---------------------------------------------------------------------------------------------
// The academy

interface Cohort {
  academy: GeneratedAcademy;
  /** The courses a student can open (started: not locked), and their assignments. */
  openCourses: string[];
  openAssignments: string[];
  /** The (open assignment, student) pairs left to score, each once across both runs of an engine. */
  scoring: Iterator<{ item: string; student: string }>;
  /** The (class of today, student) pairs left to mark, each once. */
  marking: Iterator<{ liveClass: string; student: string }>;
}

function* pairs<T>(items: string[], students: { id: string }[], make: (item: string, student: string) => T) {
  for (const item of items) for (const student of students) yield make(item, student.id);
}

async function generate(engine: Engine) {
  const scratch = await scratchDatabase(engine);
  try {
    const started = performance.now();
    const { academies, today } = await generateCohorts(scratch.database, {
      count: COHORTS,
      name: "Day Cohort",
      students: STUDENTS_PER_COHORT,
      password: PASSWORD,
      // Assignments nobody is scored on yet: what the facilitators score during the run.
      openAssignments: 5,
    });
    process.stderr.write(
      `  ${engine}: ${COHORTS} cohorts generated in ${Math.round(performance.now() - started)} ms\n`,
    );
    await scratch.database.close();
    return { scratch, academies, today };
  } catch (error) {
    await scratch.cleanup();
    throw error;
  }
}

/**
 * Over HTTP, as a facilitator would: four topics per course, and two classes today in the running
 * course for the facilitators to mark during the run.
 */
async function furnish(port: number, academies: GeneratedAcademy[], today: string): Promise<Cohort[]> {
  const setup = new Recorder(0, Infinity);
  const created = async (token: string, url: string, json: unknown) => {
    const answer = await setup.request(port, `setup POST ${url}`, 201, "POST", url, token, json);
    if (!answer) throw new Error(`setup failed: ${setup.errors.join("; ")}`);
    return (JSON.parse(answer.body) as { id: string }).id;
  };
  return Promise.all(
    academies.map(async (academy) => {
      const token = academy.facilitator.token;
      for (const course of academy.courses) {
        for (let n = 1; n <= 4; n++) {
          await created(token, "/cla_topics", {
            topic: { name: `Topic ${n}`, description: "Readings and notes.", cla_course_id: course.id },
          });
        }
      }
      // generateAcademy's courses: the first ended, the second running, the third not started (locked).
      const running = academy.courses[1]!.id;
      const classesToMark = [];
      for (const time of ["09:00", "14:00"]) {
        classesToMark.push(
          await created(token, "/cla_live_classes", {
            cla_live_class: {
              name: `Today at ${time}`,
              date: today,
              time,
              duration: 60,
              zoom_link: "https://zoom.us/j/900000001",
              cla_course_id: running,
            },
          }),
        );
      }
      const perCourse = academy.items.assignment.length / academy.courses.length;
      return {
        academy,
        openCourses: academy.courses.slice(0, 2).map((course) => course.id),
        openAssignments: academy.items.assignment.slice(0, 2 * perCourse),
        scoring: pairs(academy.openAssignments, academy.students, (item, student) => ({ item, student })),
        marking: pairs(classesToMark, academy.students, (liveClass, student) => ({ liveClass, student })),
      };
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// The users

interface Day {
  port: number;
  recorder: DayRecorder;
  /** performance.now() after which nobody starts another step. */
  end: number;
}

/** Waits a think time; false once the day is over. */
async function think(day: Day, random: Random, range: [number, number]): Promise<boolean> {
  await sleep(Math.min(between(random, range), day.end - performance.now()));
  return performance.now() < day.end;
}

/** One student user: sessions of random students, one after the other, until the day ends. */
async function student(day: Day, cohorts: Cohort[], random: Random): Promise<void> {
  const { port, recorder: r } = day;
  if (!(await think(day, random, [0, ARRIVALS_MS]))) return;
  while (performance.now() < day.end) {
    const cohort = pick(random, cohorts);
    const { cohortId } = cohort.academy;
    const { id, email } = pick(random, cohort.academy.students);
    const course = pick(random, cohort.openCourses);
    const assignment = pick(random, cohort.openAssignments);
    const signedIn = await r.request(port, "POST sign_in", 200, "POST", "/sign_in", null, {
      user: { email, password: PASSWORD },
    });
    if (!signedIn) return;
    const { token } = JSON.parse(signedIn.body) as { token: string };
    const get = (name: string, url: string) => r.request(port, name, 200, "GET", url, token);
    const screens: (() => Promise<(Answer | null)[]>)[] = [
      () =>
        Promise.all([
          get("GET student_dashboard_stats", `/cla_dashboards/student_dashboard_stats?cla_user_id=${id}`),
          get("GET cla_announcements", `/cla_announcements?cla_cohort_id=${cohortId}`),
        ]),
      () => Promise.all([get("GET cla_courses", `/cla_courses?cla_cohort_id=${cohortId}`)]),
      () =>
        Promise.all([
          get("GET cla_courses/{id}", `/cla_courses/${course}`),
          get("GET cla_topics", `/cla_topics?cla_course_id=${course}`),
        ]),
      () => Promise.all([get("GET cla_assignments", `/cla_assignments?cla_cohort_id=${cohortId}`)]),
      () => Promise.all([get("GET cla_assignments/{id}", `/cla_assignments/${assignment}`)]),
      () => Promise.all([get("GET cla_live_classes", `/cla_live_classes?filter_id=${cohortId}`)]),
      () => Promise.all([get("GET cla_announcements", `/cla_announcements?cla_cohort_id=${cohortId}`)]),
    ];
    for (const screen of screens) {
      if (!(await think(day, random, STUDENT_THINK))) return;
      if ((await screen()).includes(null)) return;
    }
    if (r.counts()) r.sessions++;
    if (!(await think(day, random, STUDENT_THINK))) return;
  }
}

/** One facilitator: an action every 5–15 s on their own cohort until the day ends. */
async function facilitator(day: Day, cohort: Cohort, random: Random): Promise<void> {
  const { port, recorder: r } = day;
  const { academy } = cohort;
  const token = academy.facilitator.token;
  const { cohortId } = academy;
  const get = (name: string, url: string) => r.request(port, name, 200, "GET", url, token);
  const post = (name: string, url: string, json: unknown) =>
    r.request(port, name, 201, "POST", url, token, json);
  while (await think(day, random, FACILITATOR_THINK)) {
    const action = random();
    if (action < 0.4) {
      const score = cohort.scoring.next();
      if (score.done) continue;
      const { item, student } = score.value;
      await get(
        "GET cla_submissions/students_without_scores",
        `/cla_submissions/students_without_scores?cla_assignment_id=${item}`,
      );
      await post("POST cla_submissions", "/cla_submissions", {
        cla_submission: { score: Math.round(random() * 10_000) / 100, cla_student_id: student },
        cla_assignment_id: item,
      });
    } else if (action < 0.7) {
      const mark = cohort.marking.next();
      if (mark.done) continue;
      const { liveClass, student } = mark.value;
      await get(
        "GET cla_attendances/missing_attendance",
        `/cla_attendances/missing_attendance?cla_live_class_id=${liveClass}`,
      );
      await post("POST cla_attendances", "/cla_attendances", {
        cla_attendance: { cla_live_class_id: liveClass, cla_user_id: student, present: random() < 0.9 },
      });
    } else if (action < 0.9) {
      await Promise.all([
        get("GET desk_stats", `/cla_dashboards/desk_stats?cla_cohort_id=${cohortId}`),
        get("GET student_list", `/cla_dashboards/student_list?cla_cohort_id=${cohortId}`),
      ]);
    } else {
      await post("POST cla_announcements", "/cla_announcements", {
        cla_announcement: {
          title: "This week",
          content: "The reading for Thursday's class is in the course notes.",
          cla_cohort_id: cohortId,
          cla_user_id: null,
        },
      });
    }
  }
}

// ---------------------------------------------------------------------------------------------
// A run

type EndpointResult = Latencies;

/** One run of bench/results/cohort-day.json, which `pnpm bench` reads for its summary. */
export interface DayResult {
  engine: Engine;
  /** student users at once */
  users: number;
  sessionsPerSecond: number;
  requestsPerSecond: number;
  /** The server process's CPU (user + system) per request in the window; on PGlite that is the database too. */
  serverCpuMsPerRequest: number;
  errors: number;
  endpoints: EndpointResult[];
}

async function runDay(
  engine: Engine,
  users: number,
  env: Record<string, string>,
  prepare: (port: number) => Promise<Cohort[]>,
): Promise<DayResult> {
  const server = await startServer(env);
  let recorder: DayRecorder;
  let cpu = 0;
  try {
    const cohorts = await prepare(server.port);
    const start = performance.now();
    const from = start + WARMUP_SECONDS * 1000;
    recorder = new DayRecorder(from, from + SECONDS * 1000);
    const day: Day = { port: server.port, recorder, end: recorder.to };
    const random = seededRandom(SEED);
    // Each user draws from its own generator, seeded from the run's: the same sequence every run.
    const seedOf = () => Math.floor(random() * 2 ** 32);
    process.stderr.write(
      `  ${engine}: ${users} students and ${cohorts.length} facilitators for ` +
        `${WARMUP_SECONDS} + ${SECONDS} s\n`,
    );
    // The server's CPU over the measured window, read at its two ends.
    const pid = server.child.pid!;
    const window = new Promise<void>((resolve) =>
      setTimeout(() => {
        const before = cpuSeconds(pid);
        setTimeout(() => resolve(void (cpu = cpuSeconds(pid) - before)), SECONDS * 1000);
      }, from - performance.now()),
    );
    await Promise.all([
      window,
      ...Array.from({ length: users }, () => student(day, cohorts, seededRandom(seedOf()))),
      ...cohorts.map((cohort) => facilitator(day, cohort, seededRandom(seedOf()))),
    ]);
  } finally {
    await stopProcess(server.child);
  }
  const endpoints = latencies(recorder);
  const requests = endpoints.reduce((sum, e) => sum + e.requests, 0);
  const result: DayResult = {
    engine,
    users,
    sessionsPerSecond: recorder.sessions / SECONDS,
    requestsPerSecond: requests / SECONDS,
    serverCpuMsPerRequest: requests === 0 ? 0 : (cpu * 1000) / requests,
    errors: recorder.errors.length,
    endpoints,
  };
  for (const error of recorder.errors.slice(0, 10)) process.stderr.write(`  error: ${error}\n`);
  return result;
}

async function benchEngine(engine: Engine): Promise<DayResult[]> {
  process.stderr.write(`${engine}: generating the academy…\n`);
  const { scratch, academies, today } = await generate(engine);
  let cohorts: Cohort[] | null = null;
  const results: DayResult[] = [];
  try {
    for (const users of USER_LEVELS) {
      results.push(
        await runDay(
          engine,
          users,
          scratch.env,
          async (port) => (cohorts ??= await furnish(port, academies, today)),
        ),
      );
    }
  } finally {
    await scratch.cleanup();
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// Report

const ms = (value: number) => value.toFixed(value < 10 ? 1 : 0);

function report(results: DayResult[]): string {
  const summary: string[][] = [
    ["engine", "users", "sessions/s", "requests/s", "server CPU ms/request", "errors"],
    ...results.map((r) => [
      r.engine,
      String(r.users),
      r.sessionsPerSecond.toFixed(2),
      r.requestsPerSecond.toFixed(1),
      r.serverCpuMsPerRequest.toFixed(2),
      String(r.errors),
    ]),
  ];
  const endpoints: string[][] = [
    ["engine", "users", "endpoint", "requests", "p50 ms", "p95 ms", "p99 ms"],
    ...results.flatMap((r) =>
      r.endpoints
        .toSorted((a, b) => a.name.localeCompare(b.name))
        .map((e) => [r.engine, String(r.users), e.name, String(e.requests), ms(e.p50), ms(e.p95), ms(e.p99)]),
    ),
  ];
  return `${table(summary, 2)}\n\n${table(endpoints, 3)}\n`;
}

async function main(): Promise<void> {
  const { results, load } = await runEngines(
    "cohort-day.json",
    { seconds: SECONDS, seed: SEED },
    benchEngine,
  );
  process.stdout.write(
    `\nCohort day: ${COHORTS} cohorts × ${STUDENTS_PER_COHORT} students, ${USER_LEVELS.join(" / ")} student users and ` +
      `${COHORTS} facilitators, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up, seed ${SEED}; ` +
      `load average ${load.map((l) => l.toFixed(1)).join(" ")}\n\n${report(results)}`,
  );
  agent.destroy();
  if (results.some((r) => r.errors > 0)) process.exitCode = 1;
}

runMain(main);
