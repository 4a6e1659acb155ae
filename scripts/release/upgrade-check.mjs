// Upgrades keep data (decision 167): an embedded database made by the previous release keeps every score,
// attendance mark, announcement and certificate once this release runs on it, and the API answers them the same.
//
//   node scripts/release/upgrade-check.mjs [release/cla-<version>-linux-x64.tar.gz]
//
// 1. The previous release (PREVIOUS_RELEASE, the last commit before the release tarball existed; UPGRADE_FROM
//    overrides it) is checked out into a temporary worktree and installed (pnpm, offline when the store has
//    everything). Its CLI seeds the demo academy into a fresh data directory: its migrations, its data.
// 2. Its server (run from its sources with tsx, as `pnpm --filter @cla/api dev` did then) answers a crawl as
//    the facilitator and as each of the 13 demo students: every cohort's courses, announcements, student
//    list and desk; every assessment with the students' own scores, who is still without a score, the
//    hand-ins with their scores; every live class's missing attendance; every student's dashboard and
//    certificate (issued by that first call), and each certificate's public page.
// 3. This release's bin/cla start runs on the same data directory (its new migrations apply at start), and the
//    same crawl with the same session tokens (sessions survive too) must answer the same status and every
//    value of the earlier answer (new fields may be added, nothing may change or go).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";

/** main before the release work: hand-in views (decision 159), migrations 0000–0008. */
const PREVIOUS_RELEASE = "b5e779b3f1d48d22bad25b839c4acef06111110c";
const STUDENTS = [
  "student@example.org",
  ...Array.from({ length: 12 }, (_, i) => `student${i + 2}@example.org`),
];
const FACILITATOR = { email: "facilitator@example.org", password: "demo-facilitator" };
const STUDENT_PASSWORD = "demo-student";

const root = fileURLToPath(new URL("../..", import.meta.url));
const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const tarball = path.resolve(process.argv[2] ?? path.join(root, `release/cla-${version}-linux-x64.tar.gz`));
const work = mkdtempSync(path.join(tmpdir(), "cla-upgrade-"));
const previousDir = path.join(work, "previous");
const dataDir = path.join(work, "data");
const port = 20_000 + Math.floor(Math.random() * 20_000);
const base = `http://127.0.0.1:${port}/api/v1`;

function log(text) {
  process.stdout.write(`upgrade check: ${text}\n`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (${result.status})`);
}

const serverEnv = (extra) => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  CLA_DATA_DIR: dataDir,
  PORT: String(port),
  NODE_ENV: "production",
  CLA_SEED: "none",
  LOG_LEVEL: "warn",
  ...extra,
});

/** Starts `command`, waits for a healthy /health, answers a stop() that waits for a clean exit. */
async function startServer(command, args, options) {
  const child = spawn(command, args, { stdio: ["ignore", "inherit", "inherit"], ...options });
  let exited = null;
  child.on("exit", (code) => (exited = code));
  for (let i = 0; ; i++) {
    if (exited !== null) throw new Error(`the server stopped (exit ${exited})`);
    if (i > 1200) throw new Error("no healthy /api/v1/health within 120 s");
    const healthy = await fetch(`${base}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return async () => {
    if (exited === null) {
      const done = new Promise((resolve) => child.on("exit", resolve));
      child.kill("SIGTERM");
      await done;
    }
    if (exited !== 0) throw new Error(`the server exited ${exited} on SIGTERM`);
  };
}

async function signIn(email, password) {
  const response = await fetch(`${base}/sign_in`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ user: { email, password } }),
  });
  if (!response.ok) throw new Error(`signing in ${email}: ${response.status}`);
  return (await response.json()).token;
}

/** Every answer of the crawl: `<who> GET <path>` → { status, body }. */
async function crawl(tokens) {
  const answers = new Map();
  async function get(who, url) {
    const response = await fetch(`${base}${url}`, {
      headers: who === "anyone" ? {} : { Authorization: `Bearer ${tokens[who]}` },
    });
    const body = await response.json().catch(() => null);
    answers.set(`${who} GET ${url}`, { status: response.status, body });
    return response.ok ? body : null;
  }
  const f = "facilitator";
  const { cohorts } = await get(f, "/cla_cohorts");
  for (const cohort of cohorts) {
    const c = cohort.id;
    const courses = await get(f, `/cla_courses?cla_cohort_id=${c}`);
    await get(f, `/cla_announcements?cla_cohort_id=${c}`);
    await get(f, `/cla_dashboards/student_list?cla_cohort_id=${c}`);
    await get(f, `/cla_dashboards/desk_stats?cla_cohort_id=${c}`);
    const { students } = await get(f, `/cla_cohorts/students_of_cohort?cla_cohort_id=${c}`);
    for (const [list, scores, key] of [
      ["cla_assignments", "cla_submissions", "cla_assignment_id"],
      ["cla_contributions", "cla_contributions_scores", "cla_contribution_id"],
      ["cla_cbts", "cla_cbts_scores", "cla_cbt_id"],
    ]) {
      for (const item of (await get(f, `/${list}?cla_cohort_id=${c}`)) ?? []) {
        await get(f, `/${scores}/students_without_scores?${key}=${item.id}`);
        if (list !== "cla_cbts") await get(f, `/${list}/${item.id}/works`);
      }
    }
    for (const liveClass of (await get(f, `/cla_live_classes?filter_id=${c}`)) ?? []) {
      await get(f, `/cla_attendances/missing_attendance?cla_live_class_id=${liveClass.id}`);
    }
    for (const course of courses ?? []) await get(f, `/cla_topics?cla_course_id=${course.id}`);
    for (const student of students) {
      await get(f, `/cla_dashboards/student_dashboard_stats?cla_user_id=${student.id}`);
      const certificate = await get(f, `/certificate?cla_user_id=${student.id}`);
      if (certificate) await get("anyone", `/certificates/${certificate.certificate.code}`);
    }
  }
  for (const email of STUDENTS) {
    for (const url of [
      "/me",
      "/cla_announcements",
      "/cla_courses",
      "/cla_assignments",
      "/cla_contributions",
      "/cla_cbts",
      "/cla_live_classes",
      "/cla_dashboards/student_dashboard_stats",
    ]) {
      await get(email, url);
    }
  }
  return answers;
}

/** True when `after` holds every value of `before`: same arrays (length and order), objects may gain keys. */
function keeps(before, after) {
  if (Array.isArray(before)) {
    return (
      Array.isArray(after) && after.length === before.length && before.every((b, i) => keeps(b, after[i]))
    );
  }
  if (before !== null && typeof before === "object") {
    return (
      after !== null &&
      typeof after === "object" &&
      Object.entries(before).every(([key, value]) => key in after && keeps(value, after[key]))
    );
  }
  return isDeepStrictEqual(before, after);
}

/** What the crawl found, to show that the comparison covered real records. */
function tally(answers) {
  let scores = 0;
  let announcements = 0;
  let certificates = 0;
  let marks = 0;
  for (const [key, { status, body }] of answers) {
    if (status !== 200) continue;
    if (/^student.* GET \/cla_(assignments|contributions|cbts)$/.test(key)) {
      scores += body.filter((item) => item.student_score !== null).length;
    }
    if (/^facilitator GET \/cla_announcements\?/.test(key)) announcements += body.length;
    if (/^anyone GET \/certificates\//.test(key)) certificates += 1;
    if (/^facilitator GET \/cla_dashboards\/student_list\?/.test(key)) {
      marks += body.filter((row) =>
        row.courses.some((course) => course.course_stats.user_attendance_percentage.attendance_points > 0),
      ).length;
    }
  }
  return { answers: answers.size, scores, announcements, certificates, studentsWithAttendance: marks };
}

let stop = async () => {};
try {
  const previous = process.env.UPGRADE_FROM ?? PREVIOUS_RELEASE;
  log(`the previous release: ${previous}`);
  // A shallow clone (CI) may lack it.
  if (spawnSync("git", ["cat-file", "-e", `${previous}^{commit}`], { cwd: root }).status !== 0) {
    run("git", ["fetch", "--depth=1", "origin", previous], { cwd: root });
  }
  run("git", ["worktree", "add", "--quiet", "--detach", previousDir, previous], { cwd: root });
  run("pnpm", ["install", "--frozen-lockfile", "--prefer-offline", "--reporter=silent"], {
    cwd: previousDir,
    env: { ...process.env, CI: "true" },
  });
  run("pnpm", ["--filter", "@cla/api", "cla", "seed-demo"], {
    cwd: previousDir,
    env: { ...serverEnv({ NODE_ENV: "development" }), INIT_CWD: previousDir },
  });

  stop = await startServer(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: path.join(previousDir, "packages/api"),
    env: serverEnv(),
  });
  const tokens = { facilitator: await signIn(FACILITATOR.email, FACILITATOR.password) };
  for (const email of STUDENTS) tokens[email] = await signIn(email, STUDENT_PASSWORD);
  const before = await crawl(tokens);
  await stop();
  stop = async () => {};
  const counts = tally(before);
  log(`the previous release answered ${JSON.stringify(counts)}`);
  if (!counts.scores || !counts.announcements || !counts.certificates || !counts.studentsWithAttendance) {
    throw new Error(
      "the crawl found no scores, announcements, certificates or attendance: it would prove nothing",
    );
  }

  const releaseDir = path.join(work, "release");
  run("mkdir", ["-p", releaseDir]);
  run("tar", ["-xzf", tarball, "-C", releaseDir]);
  const [name] = spawnSync("ls", [releaseDir], { encoding: "utf8" }).stdout.trim().split("\n");
  const started = performance.now();
  stop = await startServer(path.join(releaseDir, name, "bin/cla"), ["start"], { env: serverEnv() });
  log(`${name} started on the previous release's database in ${Math.round(performance.now() - started)} ms`);
  const after = await crawl(tokens);
  await stop();
  stop = async () => {};

  const differences = [];
  for (const [key, answer] of before) {
    const now = after.get(key);
    if (!now) differences.push(`${key}: not asked after the upgrade`);
    else if (now.status !== answer.status) differences.push(`${key}: ${answer.status} → ${now.status}`);
    else if (!keeps(answer.body, now.body)) {
      differences.push(`${key}: ${JSON.stringify(answer.body)} → ${JSON.stringify(now.body)}`.slice(0, 2000));
    }
  }
  if (differences.length > 0) {
    throw new Error(`${differences.length} answers changed:\n${differences.slice(0, 20).join("\n")}`);
  }
  log(`ok: all ${before.size} answers kept after the upgrade`);
} finally {
  await stop().catch(() => {});
  spawnSync("git", ["worktree", "remove", "--force", previousDir], { cwd: root, stdio: "inherit" });
  rmSync(work, { recursive: true, force: true });
}
