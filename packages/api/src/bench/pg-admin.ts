/**
 * A fresh PostgreSQL database for one bench run, created and dropped through an admin connection
 * (trust auth on the local server), so bench/ needs no driver of its own.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

async function admin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** True when `adminUrl` answers `SELECT 1`. */
export async function postgresReachable(adminUrl: string): Promise<boolean> {
  try {
    await admin(adminUrl, "SELECT 1");
    return true;
  } catch {
    return false;
  }
}

/** Creates `<prefix>_<random>` next to `adminUrl`'s database; returns its URL and a drop function. */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  await admin(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
