/**
 * Throw-away PostgreSQL databases, created and dropped through an admin connection (trust auth on the
 * local server): the one way the tests (a database per test file, harness.ts), `test:pg`
 * (scripts/test-pg.ts) and the benchmarks (bench/api, bench/crash) make a scratch database.
 *
 *   const scratch = await createScratchDatabase(PG_ADMIN_URL, "cla_bench");  // cla_bench_<8 hex>
 *   try { …scratch.url… } finally { await scratch.drop(); }
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

/** The server to create scratch databases on: PG_ADMIN_URL, by default the local server's `postgres`. */
export const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface ScratchDatabase {
  name: string;
  /** `adminUrl` with the scratch database's name as its path. */
  url: string;
  /** Drops the database, closing any connection still open on it. */
  drop(): Promise<void>;
}

export interface ScratchOptions {
  /**
   * false: commits are not flushed to disk (`synchronous_commit = off`), which makes a test suite ~3×
   * faster and is fine for data that need not survive a crash. Default true: the server's own setting,
   * for measurements and crash runs.
   */
  durable?: boolean;
}

async function withAdmin<T>(adminUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** True when `adminUrl` answers `SELECT 1`. */
export async function postgresReachable(adminUrl: string): Promise<boolean> {
  try {
    await withAdmin(adminUrl, (client) => client.query("SELECT 1"));
    return true;
  } catch {
    return false;
  }
}

/**
 * Creates `<prefix>_<8 random hex>` (lower case, at most PostgreSQL's 63 characters) on `adminUrl`'s
 * server; returns its URL and a drop function.
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
  options: ScratchOptions = {},
): Promise<ScratchDatabase> {
  const suffix = `_${randomBytes(4).toString("hex")}`;
  const name = `${prefix.toLowerCase().slice(0, 63 - suffix.length)}${suffix}`;
  await withAdmin(adminUrl, async (client) => {
    await client.query(`CREATE DATABASE "${name}"`);
    if (options.durable === false)
      await client.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => withAdmin(adminUrl, (client) => dropDatabase(client, name)),
  };
}

/**
 * Drops every database whose name starts with `prefix`: a scratch database and those created next to it
 * under its name (the test files' databases of a `test:pg` run), also what a crashed run left behind.
 */
export async function dropScratchDatabases(adminUrl: string, prefix: string): Promise<void> {
  await withAdmin(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
      [prefix],
    );
    for (const { datname } of rows) await dropDatabase(client, datname);
  });
}

async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
