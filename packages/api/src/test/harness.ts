/**
 * Test harness for route tests: one database per test file (PGlite in memory, or a fresh PostgreSQL
 * database next to DATABASE_URL), data reset between tests, requests through `app.request`.
 *
 *   const t = await startTestApp();       // beforeAll
 *   beforeEach(() => t.reset());
 *   afterAll(() => t.close());
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { createApp } from "../app.ts";
import { hashPassword } from "../auth/passwords.ts";
import { hashToken, newToken, newUserId } from "../auth/tokens.ts";
import { executeRows, openDatabase, schema, type Database, type PoolSettings } from "../db/index.ts";
import { toDbTimestamp } from "../db/values.ts";
import { loadSettings, type Settings } from "../env.ts";
import type { AppDeps } from "../http/context.ts";
import { createLogger, type LogSink } from "../logger.ts";
import type { MailMessage, MailTransport } from "../mail/transports.ts";
import { createMailWorker } from "../mail/worker.ts";
import { createScratchDatabase, type ScratchDatabase } from "./scratch-database.ts";

/** Tables emptied between tests, children before parents: everything but `roles`, which the migration owns. */
const DATA_TABLES = [
  "course_points", // kept by triggers; emptied first so the fact deletes below find nothing to update
  "rate_limit_events",
  "notifications",
  "reminders_sent",
  "work_files",
  "works",
  "certificates",
  "email_outbox",
  "announcements",
  "attendances",
  "live_classes",
  "cbt_scores",
  "cbt_answers",
  "cbt_attempts",
  "cbt_questions",
  "contribution_scores",
  "submissions",
  "cbts",
  "contributions",
  "assignments",
  "topics",
  "courses",
  "password_reset_tokens",
  "calendar_feeds",
  "sessions",
  "users",
  "cohorts",
];
/** Every table, for the before/after digest of the bad-input sweep. */
export const ALL_TABLES = ["roles", ...DATA_TABLES, "activity_log"];

/**
 * The activity log refuses DELETE and TRUNCATE (decision 168); a test database empties it between
 * tests with its truncate guard switched off for that one statement (the table's owner may).
 */
const EMPTY_ACTIVITY_LOG = [
  "ALTER TABLE activity_log DISABLE TRIGGER activity_log_no_truncate",
  "TRUNCATE activity_log",
  "ALTER TABLE activity_log ENABLE TRIGGER activity_log_no_truncate",
];

/** A transport that keeps what it was given; `failNext` makes the next sends throw. */
export class MemoryTransport implements MailTransport {
  readonly description = "memory";
  readonly sent: MailMessage[] = [];
  failures = 0;
  async send(message: MailMessage): Promise<void> {
    if (this.failures > 0) {
      this.failures--;
      throw new Error("simulated transport failure");
    }
    this.sent.push(message);
  }
  close(): void {}
}

export interface TestRequest {
  token?: string;
  /** A JSON value to send (serialised, Content-Type application/json). */
  json?: unknown;
  /** A raw body, sent as given (a FormData as multipart/form-data, its boundary set by fetch). */
  body?: string | Uint8Array | FormData;
  headers?: Record<string, string>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON when the response is JSON, else the text. */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  database: Database;
  settings: Settings;
  transport: MemoryTransport;
  logLines: string[];
  /** Moves the server's clock; null = real time. */
  setNow(instant: Date | null): void;
  request(method: string, path: string, options?: TestRequest): Promise<TestResponse>;
  reset(): Promise<void>;
  close(): Promise<void>;
  /** A digest of every row of every table, to prove a request changed nothing. */
  digest(): Promise<string>;
  count(table: string): Promise<number>;
}

export interface StartOptions {
  env?: Record<string, string>;
  siteDir?: string | null;
  transport?: MailTransport;
  /** PostgreSQL pool settings instead of the server's (db/index.ts POOL). */
  pool?: Partial<PoolSettings>;
}

/**
 * What no log line may ever hold (decision 134): drizzle's "Failed query … params: …" message, an
 * argon2 hash, a sha256 token hash. Every test app checks its lines, so a full run proves it.
 */
const LEAKS = /Failed query|params:|\$argon2|\b[0-9a-f]{64}\b/;
/**
 * Nor a password the tests type (TEST_PASSWORD, the demo logins), nor a session or reset token (43
 * base64url characters, docs/api.md §2), except in the reset link logged when SMTP is unset (§8).
 */
const SECRET_LEAKS = /correct-horse-6|demo-facilitator|demo-student|demo-admin|(?<![\w-])[\w-]{43}(?![\w-])/;
const RESET_LINK_LINE = /password reset link/;

/**
 * A fresh database for one test file next to DATABASE_URL's (named after it, so `test:pg` drops what a
 * crashed file left behind). Test data need not survive a crash: without a flush per commit the suite
 * runs ~3× faster.
 */
function createFileDatabase(baseUrl: string): Promise<ScratchDatabase> {
  const base = new URL(baseUrl).pathname.replace(/^\//, "") || "postgres";
  return createScratchDatabase(baseUrl, `${base}_f`, { durable: false });
}

export async function startTestApp(options: StartOptions = {}): Promise<TestApp> {
  const baseUrl = process.env.DATABASE_URL?.trim() || null;
  const perFile = baseUrl === null ? null : await createFileDatabase(baseUrl);
  const settings = loadSettings({
    NODE_ENV: "test",
    CLA_DATA_DIR: "/nonexistent-test-data-dir",
    PUBLIC_BASE_URL: "http://portal.test",
    LOG_LEVEL: "debug",
    ...(perFile ? { DATABASE_URL: perFile.url } : {}),
    ...options.env,
  });
  const database = await openDatabase({
    databaseUrl: settings.databaseUrl,
    dataDir: null,
    pool: options.pool,
  });
  await database.migrate();

  let fixedNow: Date | null = null;
  const clock = () => (fixedNow === null ? new Date() : new Date(fixedNow));
  const logLines: string[] = [];
  const leaks: string[] = [];
  const sink: LogSink = (_level, line) => {
    logLines.push(line);
    if (LEAKS.test(line) || (SECRET_LEAKS.test(line) && !RESET_LINK_LINE.test(line))) leaks.push(line);
  };
  const logger = createLogger(settings.logLevel, sink);
  const transport = new MemoryTransport();
  const mail = createMailWorker({
    db: database.db,
    transport: options.transport ?? transport,
    from: settings.mailFrom,
    logger,
    clock,
  });
  const deps: AppDeps = { database, settings, logger, mail, clock };
  const app = createApp(deps, { siteDir: options.siteDir ?? null });

  return {
    app,
    deps,
    database,
    settings,
    transport,
    logLines,
    setNow(instant) {
      fixedNow = instant;
    },
    async request(method, path, request = {}) {
      const headers: Record<string, string> = { ...request.headers };
      let body: BodyInit | undefined;
      if (request.json !== undefined) {
        body = JSON.stringify(request.json);
        headers["content-type"] ??= "application/json";
      } else if (request.body !== undefined) {
        body = request.body as BodyInit;
      }
      if (request.token) headers.authorization = `Bearer ${request.token}`;
      const response = await app.request(path, { method, headers, body });
      const text = await response.text();
      let parsed: unknown = text;
      if ((response.headers.get("content-type") ?? "").includes("application/json")) {
        parsed = text === "" ? null : JSON.parse(text);
      }
      return { status: response.status, headers: response.headers, body: parsed };
    },
    async reset() {
      fixedNow = null;
      transport.sent.length = 0;
      transport.failures = 0;
      logLines.length = 0;
      // DELETE, children first, in one round trip (one implicit transaction): on PostgreSQL a
      // TRUNCATE of 17 tables costs ~0.8 s, these DELETEs of a few rows ~10 ms.
      await database.execScript(
        [
          ...DATA_TABLES.map((table) => `DELETE FROM ${table}`),
          "ALTER SEQUENCE cohorts_id_seq RESTART",
          ...EMPTY_ACTIVITY_LOG,
        ].join(";\n"),
      );
    },
    async close() {
      await mail.stop();
      await database.close();
      await perFile?.drop();
      if (leaks.length > 0) throw new Error(`Secrets or query parameters in the log:\n${leaks.join("\n")}`);
    },
    async digest() {
      const parts: string[] = [];
      for (const table of ALL_TABLES) {
        const [row] = await executeRows<{ n: number; h: string }>(
          database.db,
          sql.raw(
            `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM ${table} t`,
          ),
        );
        parts.push(`${table}:${row!.n}:${row!.h}`);
      }
      return parts.join("\n");
    },
    async count(table) {
      const [row] = await executeRows<{ n: number }>(
        database.db,
        sql.raw(`SELECT count(*)::int AS n FROM ${table}`),
      );
      return row!.n;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Fixtures: rows written straight to the database, sessions with known tokens.

export const TEST_PASSWORD = "correct-horse-6";
let testPasswordHash: Promise<string> | undefined;
/** The argon2id hash of TEST_PASSWORD, computed once per file (hashing costs ~22 ms). */
export function testPasswordHashOnce(): Promise<string> {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  return testPasswordHash;
}

export interface TestUser {
  id: string;
  name: string;
  email: string;
  cohortId: number | null;
  token: string;
}

export async function insertCohort(
  t: TestApp,
  values: {
    name: string;
    start_date?: string | null;
    end_date?: string | null;
    open_for_signup?: boolean | null;
  },
): Promise<number> {
  const [row] = await t.database.db
    .insert(schema.cohorts)
    .values({
      name: values.name,
      start_date: values.start_date ?? null,
      end_date: values.end_date ?? null,
      open_for_signup: values.open_for_signup ?? null,
    })
    .returning({ id: schema.cohorts.id });
  return row!.id;
}

/** The ids the migrations give the roles (docs/api.md §4). */
export const ROLE_IDS = { student: 1, facilitator: 2, admin: 3 } as const;

export async function insertUser(
  t: TestApp,
  values: {
    name: string;
    email: string;
    role: "student" | "facilitator" | "admin";
    cohortId: number | null;
    active?: boolean;
  },
): Promise<TestUser> {
  const id = newUserId();
  await t.database.db.insert(schema.users).values({
    id,
    name: values.name,
    email: values.email,
    password_hash: await testPasswordHashOnce(),
    cla_role_id: ROLE_IDS[values.role],
    cla_cohort_id: values.cohortId,
    active: values.active ?? true,
  });
  return {
    id,
    name: values.name,
    email: values.email,
    cohortId: values.cohortId,
    token: await newSession(t, id),
  };
}

/** A student of `cohortId` (the common case of `insertUser`). */
export function insertStudent(t: TestApp, name: string, email: string, cohortId: number): Promise<TestUser> {
  return insertUser(t, { name, email, role: "student", cohortId });
}

/** A facilitator or an admin, with an informative cohort or none. */
export function insertStaff(
  t: TestApp,
  role: "facilitator" | "admin",
  name: string,
  email: string,
  cohortId: number | null = null,
): Promise<TestUser> {
  return insertUser(t, { name, email, role, cohortId });
}

/** A session row with a known token, valid for 7 days from the server's clock. */
export async function newSession(t: TestApp, userId: string): Promise<string> {
  const token = newToken();
  await t.database.db.insert(schema.sessions).values({
    user_id: userId,
    token_hash: hashToken(token),
    expires_at: toDbTimestamp(new Date(t.deps.clock().getTime() + 7 * 86_400_000)),
  });
  return token;
}

export interface World {
  cohortA: number;
  cohortB: number;
  facilitator: TestUser;
  admin: TestUser;
  studentA: TestUser;
  studentB: TestUser;
}

/** Two cohorts, a facilitator, an admin, and one student in each cohort: the rows of the authorization table. */
export async function insertWorld(t: TestApp): Promise<World> {
  // Running, and opened for sign-up by an admin: the tests' students sign up into it (decision 174).
  const cohortA = await insertCohort(t, {
    name: "Cohort A",
    start_date: "2025-01-06",
    end_date: "2099-12-18",
    open_for_signup: true,
  });
  const cohortB = await insertCohort(t, {
    name: "Cohort B",
    start_date: "2024-01-08",
    end_date: "2024-12-20",
  });
  const facilitator = await insertStaff(t, "facilitator", "Grace Facilitator", "grace@example.org");
  const admin = await insertStaff(t, "admin", "Hope Admin", "hope@example.org");
  const studentA = await insertStudent(t, "Ada Obi", "ada@example.org", cohortA);
  const studentB = await insertStudent(t, "Ben Eze", "ben@example.org", cohortB);
  return { cohortA, cohortB, facilitator, admin, studentA, studentB };
}

/**
 * Registers the usual hooks of a route test file: one app per file (a generous start timeout: PGlite
 * needs seconds, longer on a busy machine), data reset and the authorization world before each test.
 *
 *   const s = routeSuite();
 *   it("…", async () => { await s.t.request("GET", "/api/v1/me", { token: s.w.studentA.token }); });
 */
export function routeSuite(options: StartOptions = {}): { readonly t: TestApp; readonly w: World } {
  let app: TestApp | undefined;
  let world: World | undefined;
  beforeAll(async () => {
    app = await startTestApp(options);
  }, 180_000);
  beforeEach(async () => {
    await app!.reset();
    world = await insertWorld(app!);
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    get t() {
      return app!;
    },
    get w() {
      return world!;
    },
  };
}

/**
 * A second server instance on the test app's database, as a second process behind a load balancer
 * would be: its own pool on PostgreSQL; on PGlite, whose one connection cannot be shared by two
 * processes, the same database. `close()` ends what it opened.
 */
export async function otherInstance(
  t: TestApp,
): Promise<{ app: ReturnType<typeof createApp>; deps: AppDeps; close(): Promise<void> }> {
  const database =
    t.database.engine === "postgres"
      ? await openDatabase({ databaseUrl: t.settings.databaseUrl, dataDir: null })
      : t.database;
  const deps = { ...t.deps, database };
  return {
    app: createApp(deps),
    deps,
    close: async () => {
      if (database !== t.database) await database.close();
    },
  };
}
