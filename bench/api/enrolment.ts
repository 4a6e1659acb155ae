/**
 * Enrolment from a CSV file (decision 168, bench/README.md): an admin sends a file of 2,000 new students of one
 * cohort to the real server over HTTP, first to the preview, then to the enrolment (2,000 accounts, reset tokens,
 * outbox rows and log entries in one transaction). Goal: each ≤ 10 s on this machine. It checks what the two
 * calls did and prints how long they took; it never fails on a time.
 *
 *   pnpm --filter @cla/bench bench:enrol [--rows 2000] [--only pglite|postgres]
 *
 * Writes bench/results/enrolment.json.
 */
import { performance } from "node:perf_hooks";
import { schema } from "@cla/api/db";
import { hashPassword } from "@cla/api/passwords";
import { newUserId } from "@cla/api/tokens";
import {
  option,
  runEngines,
  runMain,
  scratchDatabase,
  startServer,
  stopProcess,
  table,
  type Engine,
} from "./support.ts";

const ROWS = Number(option("rows", "2000"));
const COHORT = "Cohort A";
const ADMIN = { email: "admin@example.org", password: "bench-admin-password" };

export interface EnrolmentResult {
  engine: Engine;
  rows: number;
  bytes: number;
  previewMs: number;
  enrolMs: number;
}

function csvFile(rows: number): string {
  const lines = Array.from(
    { length: rows },
    (_, i) =>
      `Student ${i},student-${i}@example.org,+234 800 ${String(i).padStart(4, "0")},2000-01-01,${COHORT}`,
  );
  return `name,email,phone_number,birthday,cohort\n${lines.join("\n")}\n`;
}

async function post(origin: string, path: string, token: string | null, body: string, type: string) {
  const response = await fetch(`${origin}/api/v1${path}`, {
    method: "POST",
    headers: { "content-type": type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

async function bench(engine: Engine): Promise<EnrolmentResult[]> {
  const scratch = await scratchDatabase(engine);
  try {
    const { db } = scratch.database;
    await db.insert(schema.cohorts).values({ name: COHORT });
    await db.insert(schema.users).values({
      id: newUserId(),
      name: "Bench Admin",
      email: ADMIN.email,
      password_hash: await hashPassword(ADMIN.password),
      cla_role_id: 3,
      cla_cohort_id: null,
    });
    await scratch.database.close();
    const { port, child } = await startServer(scratch.env);
    try {
      const origin = `http://127.0.0.1:${port}`;
      const { token } = (await post(
        origin,
        "/sign_in",
        null,
        JSON.stringify({ user: ADMIN }),
        "application/json",
      )) as {
        token: string;
      };
      const body = csvFile(ROWS);
      const t0 = performance.now();
      const preview = (await post(origin, "/cla_enrolments/preview", token, body, "text/csv")) as {
        counts: { new: number };
      };
      const t1 = performance.now();
      const enrolled = (await post(origin, "/cla_enrolments", token, body, "text/csv")) as {
        enrolled: number;
      };
      const t2 = performance.now();
      if (preview.counts.new !== ROWS || enrolled.enrolled !== ROWS)
        throw new Error(
          `expected ${ROWS} new and enrolled rows: ${preview.counts.new}, ${enrolled.enrolled}`,
        );
      return [{ engine, rows: ROWS, bytes: body.length, previewMs: t1 - t0, enrolMs: t2 - t1 }];
    } finally {
      await stopProcess(child);
    }
  } finally {
    await scratch.cleanup();
  }
}

runMain(async () => {
  const { results, load } = await runEngines("enrolment.json", { rows: ROWS }, bench);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    table(
      [
        ["engine", "rows", "bytes", "preview", "enrol"],
        ...results.map((r) => [
          r.engine,
          String(r.rows),
          String(r.bytes),
          seconds(r.previewMs),
          seconds(r.enrolMs),
        ]),
      ],
      1,
    ),
  );
  console.log(`load average ${load.map((n) => n.toFixed(2)).join(" ")}; goal: each ≤ 10 s`);
});
