/**
 * Two server processes on one PostgreSQL database behave as one (docs/architecture.md §2, docs/api.md §2 and
 * §3.5, §8): each is the real server (src/main.ts, as `pnpm start` runs it) with its own pool, its own mail
 * worker and its own mail folder. A journey across both: signed in on one, read on the other; a score posted on
 * one is answered at once by the other; sign-in failures count across both; every outbox mail is sent exactly
 * once while both workers run; a sign-out on one is refused on the other.
 *
 * PostgreSQL only (`pnpm --filter @cla/api test:pg`): PGlite is one process's database.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ERRORS } from "@cla/domain";
import { DEMO_LOGINS } from "../seed/demo.ts";
import { createScratchDatabase, type ScratchDatabase } from "./scratch-database.ts";

const API_DIR = fileURLToPath(new URL("../..", import.meta.url));
const baseUrl = process.env.DATABASE_URL?.trim() || null;

interface Instance {
  name: string;
  base: string;
  mailDir: string;
  child: ChildProcess;
  output: () => string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const children = new Set<ChildProcess>();

/** `node --import tsx src/main.ts` on the shared database, answering /health before it resolves. */
async function startInstance(name: string, databaseUrl: string, dir: string, seed: "demo" | "none") {
  const port = await freePort();
  const mailDir = path.join(dir, `mail-${name}`);
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      CLA_DATA_DIR: path.join(dir, `data-${name}`),
      MAIL_OUTBOX_DIR: mailDir,
      CLA_SEED: seed,
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      SMTP_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  child.once("exit", () => children.delete(child));
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}/api/v1`;
  for (const deadline = Date.now() + 90_000; ;) {
    if (child.exitCode !== null) throw new Error(`instance ${name} exited (${child.exitCode}):\n${output}`);
    const up = await fetch(`${base}/health`)
      .then((res) => res.status === 200)
      .catch(() => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`instance ${name} did not start within 90 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { name, base, mailDir, child, output: () => output } satisfies Instance;
}

async function stop(instance: Instance): Promise<void> {
  if (instance.child.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.child.once("exit", resolve));
  instance.child.kill("SIGTERM");
  await exited;
}

interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function call(
  on: Instance,
  method: string,
  route: string,
  options: { token?: string; json?: unknown } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${on.base}${route}`, {
    method,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  const text = await res.text();
  return { status: res.status, body: text === "" ? null : JSON.parse(text) };
}

async function signIn(on: Instance, login: { email: string; password: string }) {
  const res = await call(on, "POST", "/sign_in", { json: { user: login } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { token: res.body.token as string, user: res.body.user as { id: string; cla_cohort_id: number } };
}

describe.runIf(baseUrl !== null)("two instances on one PostgreSQL database", () => {
  let database: ScratchDatabase;
  let sql: pg.Client;
  let dir: string;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    // Named after DATABASE_URL's database, so test:pg drops it whatever happens.
    const name = new URL(baseUrl!).pathname.replace(/^\//, "") || "postgres";
    database = await createScratchDatabase(baseUrl!, `${name}_f`);
    dir = mkdtempSync(path.join(tmpdir(), "cla-two-instances-"));
    // One seeds the demo academy, then the other starts on it (two seeds at once would race).
    a = await startInstance("a", database.url, dir, "demo");
    b = await startInstance("b", database.url, dir, "none");
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  }, 200_000);

  afterAll(async () => {
    await sql?.end();
    for (const instance of [a, b]) if (instance) await stop(instance);
    for (const child of children) child.kill("SIGKILL");
    await database?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it("a session made on one is good on the other, and a sign-out on one is refused on the other", async () => {
    const student = await signIn(a, DEMO_LOGINS.student);
    const me = await call(b, "GET", "/me", { token: student.token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(DEMO_LOGINS.student.email);

    expect((await call(b, "POST", "/sign_out", { token: student.token })).status).toBe(200);
    for (const on of [a, b]) {
      const after = await call(on, "GET", "/me", { token: student.token });
      expect(after.status, on.name).toBe(401);
      expect(after.body).toEqual({ error: API_ERRORS.sessionExpired });
    }
  });

  it("a score posted on one is answered at once by the other", async () => {
    const student = await signIn(b, DEMO_LOGINS.student);
    const facilitator = await signIn(a, DEMO_LOGINS.facilitator);
    const list = await call(b, "GET", "/cla_assignments", { token: student.token });
    expect(list.status).toBe(200);
    const unscored = (list.body as { id: string; student_score: unknown }[]).find(
      (x) => x.student_score === null,
    );
    expect(unscored, "an unscored assignment of the demo student").toBeDefined();
    // Read on b before the score, so whatever b keeps of that answer is there to go stale.
    const before = await call(b, "GET", `/cla_assignments/${unscored!.id}`, { token: student.token });
    expect(before.body.student_score).toBeNull();

    const scored = await call(a, "POST", "/cla_submissions", {
      token: facilitator.token,
      json: {
        cla_submission: { score: 87.5, cla_student_id: student.user.id },
        cla_assignment_id: unscored!.id,
      },
    });
    expect(scored.status, JSON.stringify(scored.body)).toBe(201);
    const after = await call(b, "GET", `/cla_assignments/${unscored!.id}`, { token: student.token });
    expect(after.status).toBe(200);
    expect(Number(after.body.student_score)).toBe(87.5);
  });

  it("sign-in failures count across both: 5 on each, then either answers 429", async () => {
    const wrong = { email: "nobody-here@example.org", password: "not-the-password" };
    for (let i = 0; i < 5; i++) {
      for (const on of [a, b]) {
        const res = await call(on, "POST", "/sign_in", { json: { user: wrong } });
        expect(res.status, `${on.name} attempt ${i + 1}`).toBe(401);
      }
    }
    for (const on of [a, b]) {
      const res = await call(on, "POST", "/sign_in", { json: { user: wrong } });
      expect(res.status, on.name).toBe(429);
      expect(res.body).toEqual({ error: API_ERRORS.tooManyAttempts });
    }
  });

  it("every outbox mail is sent exactly once while both workers run", async () => {
    const facilitator = await signIn(a, DEMO_LOGINS.facilitator);
    const cohortId = (await signIn(b, DEMO_LOGINS.student)).user.cla_cohort_id;
    // Ten general announcements, five through each instance at once: one mail per student of the cohort each.
    const posts = Array.from({ length: 10 }, (_, i) =>
      call(i % 2 === 0 ? a : b, "POST", "/cla_announcements", {
        token: facilitator.token,
        json: { cla_announcement: { title: `Both ${i}`, content: "Read me", cla_cohort_id: cohortId } },
      }),
    );
    for (const res of await Promise.all(posts)) expect(res.status, JSON.stringify(res.body)).toBe(201);

    const queued = await sql.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM email_outbox WHERE kind = 'announcement' AND subject LIKE '%Both %'",
    );
    expect(queued.rows[0]!.n).toBeGreaterThanOrEqual(10);
    // The workers are woken by their own commits and poll every 5 s.
    for (const deadline = Date.now() + 60_000; ;) {
      const { rows } = await sql.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM email_outbox WHERE status <> 'sent'",
      );
      if (rows[0]!.n === 0) break;
      if (Date.now() > deadline) throw new Error(`${rows[0]!.n} mails still unsent after 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    const { rows } = await sql.query<{ id: string; attempts: number }>(
      "SELECT id, attempts FROM email_outbox",
    );
    // Each mail is a file `<created_at>-<id>.eml` in the folder of the instance that sent it.
    const files = [a, b].flatMap((on) => readdirSync(on.mailDir).map((file) => ({ on: on.name, file })));
    const sentBy = (id: string) =>
      files.filter(({ file }) => file.endsWith(`-${id}.eml`)).map(({ on }) => on);
    for (const row of rows) {
      expect(sentBy(row.id), `mail ${row.id}`).toHaveLength(1);
      expect(row.attempts, `mail ${row.id}`).toBe(1);
    }
    expect(files).toHaveLength(rows.length);
  });
});
