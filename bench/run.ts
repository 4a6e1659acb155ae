/**
 * `pnpm bench`: every benchmark in turn — the public site's JavaScript and Lighthouse budgets, the /login
 * bundle budget, the portal on a slow phone (decision 155), the API's single-URL load run and its realistic
 * runs (a cohort day, and an exam of 1,000 students, decision 165) — each with its own detailed table, then ONE summary table of every
 * figure with its budget or goal, its ratio and whether it holds, dated and with the machine's load
 * average (the figures bench/README.md keeps). Exits non-zero if any benchmark fails.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import type { DayResult } from "./api/cohort-day.ts";
import { STALL_MS } from "./api/disk.ts";
import type { ExamResult } from "./api/exam.ts";
import type { ApiResult } from "./api/run.ts";
import type { PortalResult } from "./portal.ts";

const RESULTS = path.join(import.meta.dirname, "results");

const benches = ["bench:site", "bench:login", "bench:portal", "bench:api", "bench:day", "bench:exam"];
let failed = 0;
for (const name of benches) {
  console.log(`\n=== ${name} ===`);
  const { status } = spawnSync("pnpm", ["run", name], { stdio: "inherit", cwd: import.meta.dirname });
  if (status !== 0) {
    console.error(`${name} failed (exit ${status})`);
    failed += 1;
  }
}

function read<T>(file: string): T | null {
  const full = path.join(RESULTS, file);
  return existsSync(full) ? (JSON.parse(readFileSync(full, "utf8")) as T) : null;
}

/** figure, measured, budget or goal, ratio (measured ÷ budget, or × ceiling), holds */
const rows: [string, string, string, string, string][] = [];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const holds = (ok: boolean) => (ok ? "yes" : "NO");

const site = read<{
  budget: { jsGzipBytes: number; faqJsGzipBytes: number; portalCls: number };
  results: {
    path: string;
    kind?: "public" | "portal";
    jsGzipBytes: number;
    cls: number;
    performance: number;
    accessibility: number;
    bestPractices: number;
    seo: number;
    failures: string[];
  }[];
}>("site.json");
for (const page of site?.results ?? []) {
  // Portal shells: the layout-shift goal, and the public pages' scores for /login (decision 155).
  const shell = page.kind === "portal";
  if (shell) {
    const goal = site!.budget.portalCls;
    rows.push([
      `${page.path} layout shift (CLS)`,
      String(page.cls),
      `≤ ${goal}`,
      "",
      holds(page.cls <= goal),
    ]);
  } else {
    const budget = page.path === "/faq" ? site!.budget.faqJsGzipBytes : site!.budget.jsGzipBytes;
    rows.push([
      `${page.path} JavaScript (gzip)`,
      kb(page.jsGzipBytes),
      `≤ ${kb(budget)}`,
      (page.jsGzipBytes / budget).toFixed(2),
      holds(page.jsGzipBytes <= budget),
    ]);
  }
  if (shell && page.path !== "/login") continue;
  rows.push([
    `${page.path} Lighthouse`,
    `${page.performance} / ${page.accessibility} / ${page.bestPractices} / ${page.seo}`,
    "≥ 98 / 100 / 100 / 100",
    "",
    holds(page.failures.length === 0),
  ]);
}

const login = read<{ budgetGzipBytes: number; totalGzipBytes: number }>("login-bundle.json");
if (login) {
  const { totalGzipBytes: bytes, budgetGzipBytes: budget } = login;
  rows.push([
    "/login JavaScript (gzip)",
    kb(bytes),
    `≤ ${kb(budget)}`,
    (bytes / budget).toFixed(2),
    holds(bytes <= budget),
  ]);
}

const portal = read<{ results: PortalResult[] }>("portal.json");
for (const r of portal?.results ?? []) {
  const value = (v: number) => (r.unit === "KB" ? `${v.toFixed(1)} KB` : `${v.toFixed(2)} s`);
  rows.push([
    `portal ${r.label}`,
    value(r.median),
    `≤ ${value(r.goal)}`,
    (r.median / r.goal).toFixed(2),
    holds(r.holds),
  ]);
}

const api = read<{ results: ApiResult[] }>("api.json");
for (const r of api?.results ?? []) {
  const goal =
    r.goal === null ? "" : `≥ ${r.goal.toFixed(2)} × ${r.ceiling === "write" ? "write" : "read"} ceiling`;
  rows.push([
    `${r.engine} ${r.name}`,
    `${r.rps.toFixed(0)} req/s`,
    goal,
    `${r.ratio.toFixed(2)} ×`,
    r.goal === null ? "" : holds(r.ratio >= r.goal),
  ]);
  if (r.p975GoalMs !== null) {
    rows.push([
      `${r.engine} ${r.name} latency`,
      `p97.5 ${r.p975} ms`,
      `p95 ≤ ${r.p975GoalMs} ms`,
      "",
      holds(r.p975 <= r.p975GoalMs),
    ]);
  }
}

const day = read<{ results: DayResult[] }>("cohort-day.json");
for (const r of day?.results ?? []) {
  rows.push([
    `${r.engine} cohort day, ${r.users} students`,
    `${r.sessionsPerSecond.toFixed(2)} sessions/s, ${r.errors} errors`,
    "0 errors",
    "",
    holds(r.errors === 0),
  ]);
}

const exam = read<{ results: ExamResult[] }>("exam.json");
for (const r of exam?.results ?? []) {
  const worst = r.kinds.reduce((max, k) => Math.max(max, k.p95), 0);
  rows.push([
    `${r.engine} exam, 1,000 students, ${r.minutes} min`,
    `worst p95 ${worst.toFixed(0)} ms, ${r.errors} errors, graded once: ${r.checks.ok ? "yes" : "NO"}` +
      `; disk flushes over ${STALL_MS} ms while submitting: ${r.disk.submits.stalls}`,
    `0 errors, p95 ≤ ${r.p95GoalMs} ms, graded once`,
    (worst / r.p95GoalMs).toFixed(2),
    holds(r.holds),
  ]);
}

const load = loadavg()
  .map((l) => l.toFixed(1))
  .join(" ");
console.log(
  `\n=== summary: ${new Date().toISOString()}, load average ${load} on ${cpus().length} CPUs ===\n`,
);
console.log("| Figure | Measured | Budget or goal | Ratio | Holds |");
console.log("|---|---:|---:|---:|:-:|");
for (const row of rows) console.log(`| ${row.join(" | ")} |`);
process.exit(failed === 0 ? 0 : 1);
