/**
 * Crash safety: the real server (packages/api src/main.ts, as `pnpm start` runs it) takes
 * writes from 20 concurrent clients — facilitators posting announcements — and is killed with
 * SIGKILL mid-run; restarted on the same data, it must open cleanly and hold every write that got a
 * 201. Then the same with SIGTERM: the server drains in-flight requests and the mail worker, exits 0,
 * and again every acknowledged write is there.
 *
 *   pnpm --filter @cla/bench bench:crash [--only pglite|postgres] [--seconds 3]
 *
 * PGlite: one CLA_DATA_DIR kept across the restarts. PostgreSQL: PG_ADMIN_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres), a fresh database created for the run and dropped
 * afterwards (skipped with a message when no server answers, a failure with `--only postgres`). Exits 1 when an
 * acknowledged write is missing, a restart fails, or SIGTERM does not exit 0.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createScratchDatabase, PG_ADMIN_URL, postgresReachable } from "@cla/api/scratch-database";
import { freePort } from "../e2e/support/ports.ts";

const API_DIR = fileURLToPath(new URL("../packages/api/", import.meta.url));
const CLIENTS = 20;

const { values: args } = parseArgs({
  options: { only: { type: "string" }, seconds: { type: "string", default: "3" } },
});
const RUN_MS = Number(args.seconds) * 1000;

interface Server {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
  output: () => string;
}

/** Every server started, so a failed run kills what it left behind. */
const started = new Set<ChildProcess>();

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: API_DIR,
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: "development", CLA_SEED: "demo" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.add(child);
  child.once("exit", () => started.delete(child));
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}/api/v1`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    const ok = await fetch(`${base}/health`)
      .then((res) => res.status === 200)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`the server did not start within 90 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, base, exited, output: () => output };
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/sign_in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ user: { email: "facilitator@example.org", password: "demo-facilitator" } }),
  });
  if (res.status !== 200) throw new Error(`sign_in answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/**
 * 20 clients post announcements until `until` resolves or the server stops answering; returns the
 * ids that got a 201, and the count of other answers (anything but 201 or a connection error).
 */
async function writeUntil(
  base: string,
  token: string,
  cohortId: number,
  label: string,
  until: Promise<void>,
): Promise<{ acknowledged: string[]; unexpected: string[] }> {
  let stop = false;
  void until.then(() => (stop = true));
  const acknowledged: string[] = [];
  const unexpected: string[] = [];
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let n = 0; !stop; n++) {
        try {
          const res = await fetch(`${base}/cla_announcements`, {
            method: "POST",
            headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
            body: JSON.stringify({
              cla_announcement: {
                title: `${label} client ${client} write ${n}`,
                content: "Crash safety run.",
                cla_cohort_id: cohortId,
              },
            }),
          });
          const text = await res.text();
          if (res.status === 201) acknowledged.push((JSON.parse(text) as { id: string }).id);
          else unexpected.push(`${res.status} ${text.slice(0, 120)}`);
        } catch {
          // the server is gone (killed, or closed for SIGTERM): this client stops
          return;
        }
      }
    }),
  );
  return { acknowledged, unexpected };
}

async function presentIds(base: string, token: string, cohortId: number): Promise<Set<string>> {
  const res = await fetch(`${base}/cla_announcements?cla_cohort_id=${cohortId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 200) throw new Error(`listing announcements answered ${res.status}`);
  return new Set(((await res.json()) as { id: string }[]).map((a) => a.id));
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function runEngine(engine: "pglite" | "postgres", env: Record<string, string>): Promise<boolean> {
  let ok = true;
  const check = (condition: boolean, message: string) => {
    console.log(`  ${condition ? "ok  " : "FAIL"} ${message}`);
    if (!condition) ok = false;
  };
  console.log(`\n${engine}`);
  let server = await startServer(env);
  let token = await signIn(server.base);
  const { cohorts } = (await (await fetch(`${server.base}/cla_cohorts`)).json()) as {
    cohorts: { id: number }[];
  };
  const cohortId = cohorts[0]!.id;
  const before = (await presentIds(server.base, token, cohortId)).size;

  // 1. SIGKILL mid-run
  const killed = server;
  const sigkill = sleep(RUN_MS).then(() => {
    killed.child.kill("SIGKILL");
  });
  const first = await writeUntil(server.base, token, cohortId, "sigkill", sigkill);
  await killed.exited;
  check(
    first.unexpected.length === 0,
    `no answer but 201 before the kill (${first.unexpected.slice(0, 3).join("; ")})`,
  );
  server = await startServer(env);
  check(true, "restarted on the same data after SIGKILL and /health answers 200");
  token = await signIn(server.base);
  let present = await presentIds(server.base, token, cohortId);
  let missing = first.acknowledged.filter((id) => !present.has(id));
  check(
    missing.length === 0,
    `SIGKILL: ${first.acknowledged.length} writes acknowledged, ${first.acknowledged.length - missing.length} present after restart (${present.size - before} new rows in all)`,
  );

  // 2. SIGTERM mid-run: drains, exits 0
  const termed = server;
  const sigterm = sleep(RUN_MS).then(() => {
    termed.child.kill("SIGTERM");
  });
  const second = await writeUntil(server.base, token, cohortId, "sigterm", sigterm);
  const code = await termed.exited;
  check(code === 0, `SIGTERM: the server exited with ${code}`);
  check(
    second.unexpected.length === 0,
    `no answer but 201 around SIGTERM (${second.unexpected.slice(0, 3).join("; ")})`,
  );
  server = await startServer(env);
  token = await signIn(server.base);
  present = await presentIds(server.base, token, cohortId);
  missing = second.acknowledged.filter((id) => !present.has(id));
  check(
    missing.length === 0,
    `SIGTERM: ${second.acknowledged.length} writes acknowledged, ${second.acknowledged.length - missing.length} present after restart`,
  );
  server.child.kill("SIGTERM");
  check((await server.exited) === 0, "final SIGTERM exits 0");
  return ok;
}

async function main(): Promise<number> {
  let ok = true;
  if (args.only === undefined || args.only === "pglite") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "cla-crash-"));
    try {
      ok = (await runEngine("pglite", { CLA_DATA_DIR: dataDir, DATABASE_URL: "" })) && ok;
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (args.only === undefined || args.only === "postgres") {
    if (!(await postgresReachable(PG_ADMIN_URL))) {
      // Asked for by name (CI's step): a missing server is a failure, never a silent pass.
      console.log(`\npostgres: ${args.only ? "FAILED" : "skipped"}, nothing answers at ${PG_ADMIN_URL}`);
      if (args.only) ok = false;
    } else {
      const scratch = await createScratchDatabase(PG_ADMIN_URL, "cla_crash");
      const dataDir = mkdtempSync(path.join(tmpdir(), "cla-crash-pg-"));
      try {
        ok = (await runEngine("postgres", { DATABASE_URL: scratch.url, CLA_DATA_DIR: dataDir })) && ok;
      } finally {
        await scratch.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
  console.log(ok ? "\ncrash safety: every acknowledged write survived" : "\ncrash safety: FAILED");
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    for (const child of started) child.kill("SIGKILL");
    process.exit(1);
  },
);
