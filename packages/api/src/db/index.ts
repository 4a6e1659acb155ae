/**
 * The only database instance: PGlite in CLA_DATA_DIR when DATABASE_URL is unset, otherwise a
 * node-postgres Pool (docs/api.md §1.7). Everything else receives a `Database` and never opens one.
 */
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { databaseFileStore, directoryFileStore, type FileStore } from "./file-store.ts";
import { withNamedStatements } from "./pglite-named-statements.ts";
import { namePoolQuery, StatementNames } from "./statement-names.ts";
import * as schema from "./schema.ts";

export { schema };

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Either the database or an open transaction: query helpers accept both. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  engine: "pglite" | "postgres";
  /** Where handed-in files' bytes live: files beside PGlite's data, the table on PostgreSQL (decision 181). */
  files: FileStore;
  /** Applies the committed drizzle-kit migrations (packages/api/drizzle). */
  migrate(): Promise<void>;
  /** Runs a script of several statements without parameters in one round trip (tests, tooling). */
  execScript(script: string): Promise<void>;
  /** `SELECT 1`, for GET /health. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * PGlite only: a consistent snapshot of the whole data directory as a gzipped tar (`pnpm cla
   * backup`, decision 142; the running server's snapshots, decision 167). Undefined on PostgreSQL (pg_dump).
   */
  dumpDataDir?(): Promise<Uint8Array>;
  /** PostgreSQL only: the pool's connections at this moment (GET /metrics). PGlite has one connection. */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  /** The pool's size (POOL.size). */
  max: number;
  /** Connections open, in use or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection (the wait that ends in 503 after POOL.waitMs). */
  waiting: number;
}

/** Rows of a raw statement; both drivers answer `{ rows }` (with the same text parsing, see above). */
export async function executeRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** `updated_at = clockTimestamp()` in UPDATEs: the same clock as the column defaults (docs/api.md §9). */
export const clockTimestamp = () => sql`clock_timestamp()`;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../drizzle", import.meta.url));

// Type OIDs whose text form is kept as-is on both drivers, so the two engines give identical values
// (docs/api.md §9); src/db/values.ts converts them. int8 stays text too: counts are cast to int in SQL.
export const TEXT_TYPES = [
  20, // int8
  1082, // date
  1083, // time
  1114, // timestamp
  1184, // timestamptz
  1186, // interval
  1700, // numeric
  1182, // date[]
  1183, // time[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
];
const keepText = (value: string) => value;

export const pgliteParsers: Record<number, (value: string) => string> = Object.fromEntries(
  TEXT_TYPES.map((oid) => [oid, keepText]),
);

function pgTypes(): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: string) =>
      TEXT_TYPES.includes(oid)
        ? keepText
        : pg.types.getTypeParser(oid, format as "text")) as pg.CustomTypesConfig["getTypeParser"],
  };
}

export interface OpenOptions {
  /** postgres://… ; null → PGlite. */
  databaseUrl: string | null;
  /** CLA_DATA_DIR: PGlite keeps its files in <dataDir>/pglite; null → in memory (tests). */
  dataDir: string | null;
  onPoolError?: (error: Error) => void;
  /** PostgreSQL only: a failed start-up connection that will be tried again after `delayMs`. */
  onConnectRetry?: (error: unknown, delayMs: number) => void;
  /** PostgreSQL only: overrides POOL (tests use a tiny pool and a short wait). */
  pool?: Partial<PoolSettings>;
}

export interface PoolSettings {
  /** Connections per process. */
  size: number;
  /** How long a query waits for a free connection (or a new one to open) before failing. */
  waitMs: number;
  /** How long start-up keeps retrying the first connection before giving up. */
  startupMs: number;
}

/**
 * Decision 134: 20 connections and a 10 s wait. Four server processes fit PostgreSQL's default
 * max_connections (100, 3 reserved) with room for the CLI and psql; a request still without a
 * connection after 10 s answers 503 (DatabaseUnavailableError), never 500.
 */
export const POOL: PoolSettings = { size: 20, waitMs: 10_000, startupMs: 30_000 };

/**
 * No connection could be had: the pool's wait ran out, or PostgreSQL could not be reached. The app
 * answers 503 `Service unavailable.` with Retry-After (src/http/error-handler.ts).
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`no database connection: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "DatabaseUnavailableError";
  }
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * node-postgres's pool, with every failure to hand out a connection turned into a
 * DatabaseUnavailableError. `pool.query()` (drizzle's plain queries) and `pool.connect()` (its
 * transactions) both go through connect().
 */
class Pool extends pg.Pool {
  readonly #names = new StatementNames();

  /** Parameterised statements named, so each connection parses and plans a text once (statement-names.ts). */
  override query(...args: unknown[]): never {
    const query = super.query as (...args: unknown[]) => never;
    return query.apply(this, namePoolQuery(this.#names, args));
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (callback) {
      super.connect((error, client, done) =>
        callback(error === undefined ? undefined : new DatabaseUnavailableError(error), client, done),
      );
      return;
    }
    return super.connect().catch((error: unknown) => {
      throw new DatabaseUnavailableError(error);
    });
  }
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl === null
    ? openPglite(options.dataDir)
    : openPostgres(options.databaseUrl, options);
}

/**
 * PGlite keeps its data directory open in one process only; a second process (the CLI while the
 * server runs) would corrupt it. A pid lock file turns that into a clear error.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, "pglite.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(readFileSync(lockFile, "utf8"));
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${pid}. Stop that process first, or use DATABASE_URL (PostgreSQL) to share one database.`,
        );
      }
      // A stale lock from a process that is gone.
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockFile}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function openPglite(dataDir: string | null): Promise<Database> {
  let unlock = () => {};
  // The database lives in <CLA_DATA_DIR>/pglite, beside the mail outbox and the lock file.
  // In memory as "memory://": PGlite reads its options from the second argument only after a data directory.
  const pgliteDir = dataDir === null ? "memory://" : path.join(dataDir, "pglite");
  if (dataDir !== null) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  const client = new PGlite(pgliteDir, { parsers: pgliteParsers });
  try {
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  // Inside PGlite's data directory, so its archive (dumpDataDir) carries the files.
  const files = directoryFileStore(dataDir === null ? null : path.join(pgliteDir, "cla_files"));
  // Timestamps are converted from any offset, but UTC keeps the raw text readable in psql sessions.
  await client.exec("SET TimeZone = 'UTC'");
  // Parameterised statements are parsed and planned once, as node-postgres does per connection.
  const db = drizzlePglite({ client: withNamedStatements(client, TEXT_TYPES), schema }) as unknown as Db;
  return {
    db,
    engine: "pglite",
    files,
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      await files.prepare(db);
    },
    execScript: async (script) => {
      await client.exec(script);
    },
    ping: async () => {
      await client.query("SELECT 1");
    },
    close: async () => {
      await client.close();
      files.close();
      unlock();
    },
    dumpDataDir: async () => {
      // Also while the server runs (db/snapshots.ts). The archive is the data directory between two
      // statements: what a crash there would leave, so a restore keeps every committed transaction and
      // rolls back one still open, as PostgreSQL's recovery does. CHECKPOINT first writes what the WAL
      // holds into the data files, so that recovery has little to replay.
      await client.exec("CHECKPOINT");
      const archive = await client.dumpDataDir("gzip");
      return new Uint8Array(await archive.arrayBuffer());
    },
  };
}

/**
 * `pnpm cla restore` (decision 142): unpacks a `dumpDataDir` archive into `<dataDir>/pglite`, which
 * must not exist yet or be empty, and checks the restored database opens. Holds the data directory's
 * lock meanwhile, so a running server (or a second restore) is refused with a clear message.
 */
export async function restorePgliteDataDir(dataDir: string, archive: Uint8Array): Promise<void> {
  const pgliteDir = path.join(dataDir, "pglite");
  if (existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0) {
    throw new Error(
      `${pgliteDir} is not empty: restore only into an empty data directory (move the old one aside first).`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    const client = new PGlite(pgliteDir, {
      parsers: pgliteParsers,
      loadDataDir: new Blob([archive as Uint8Array<ArrayBuffer>]),
    });
    try {
      await client.waitReady;
      // drizzle's journal: the archive holds a CLA database, not just any PGlite one
      await client.query("SELECT count(*) FROM drizzle.__drizzle_migrations");
    } finally {
      await client.close().catch(() => {});
    }
  } catch (error) {
    // It was empty before: leave it so, to allow another try.
    rmSync(pgliteDir, { recursive: true, force: true });
    throw new Error(
      `Could not restore: the file is not a backup of the embedded database (${error instanceof Error ? error.message : String(error)}).`,
    );
  } finally {
    unlock();
  }
}

// Any constant works; it only has to be the same for every instance of this server.
const MIGRATION_LOCK = 4_172_019_001;

/**
 * Worth trying again at start-up: no answer, a timeout, or a server that is starting (57P03) or full
 * (53300). Anything else PostgreSQL answers (a wrong password, a missing database) stops at once.
 */
function isTransient(error: unknown): boolean {
  const cause = error instanceof DatabaseUnavailableError ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  return !(typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) || code === "57P03" || code === "53300";
}

/** The first connection, retried with backoff (0.25 s doubling to 5 s) for at most `startupMs`. */
async function connectWithRetry(pool: pg.Pool, options: OpenOptions, startupMs: number): Promise<void> {
  const deadline = Date.now() + startupMs;
  for (let delayMs = 250; ; delayMs = Math.min(delayMs * 2, 5_000)) {
    try {
      await pool.query("SELECT 1");
      return;
    } catch (error) {
      if (!isTransient(error) || Date.now() + delayMs > deadline) throw error;
      options.onConnectRetry?.(error, delayMs);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

async function openPostgres(databaseUrl: string, options: OpenOptions): Promise<Database> {
  const settings = { ...POOL, ...options.pool };
  const pool = new Pool({
    connectionString: databaseUrl,
    types: pgTypes(),
    options: "-c TimeZone=UTC",
    max: settings.size,
    connectionTimeoutMillis: settings.waitMs,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", (error) => options.onPoolError?.(error));
  try {
    await connectWithRetry(pool, options, settings.startupMs);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    engine: "postgres",
    files: databaseFileStore,
    migrate: async () => {
      // Several instances may start at once: a session advisory lock lets one migrate at a time.
      const lockClient = await pool.connect();
      try {
        await lockClient.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
        await migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lockClient.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
        lockClient.release();
      }
    },
    execScript: async (script) => {
      // Without parameters node-postgres uses the simple protocol, which allows several statements.
      await pool.query(script);
    },
    ping: async () => {
      await db.execute(sql`SELECT 1`);
    },
    close: () => pool.end(),
    poolStats: () => ({
      max: settings.size,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}
