// `pnpm --filter @cla/api test:pg`: runs the api test project on PostgreSQL. Creates a fresh
// database on PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres, trust auth), runs
// vitest with DATABASE_URL pointing at it (each test file then creates and drops its own database
// next to it), and drops everything it created afterwards, also when the tests fail.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import pg from "pg";

const adminUrl = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = `cla_test_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;

async function admin(statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

async function dropAll() {
  // The run's database and any per-file database a crashed test file left behind.
  const { rows } = await admin(
    `SELECT datname FROM pg_database WHERE datname = '${name}' OR datname LIKE '${name}\\_f%'`,
  );
  for (const { datname } of rows) await admin(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
}

await admin(`CREATE DATABASE "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
let status = 1;
try {
  const root = fileURLToPath(new URL("../../..", import.meta.url));
  const result = spawnSync("pnpm", ["exec", "vitest", "run", "--project", "api", ...process.argv.slice(2)], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: url.toString() },
  });
  status = result.status ?? 1;
} finally {
  await dropAll();
}
process.exit(status);
