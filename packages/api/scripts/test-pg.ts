// `pnpm --filter @cla/api test:pg`: runs the api test project on PostgreSQL. Creates a fresh
// database on PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres, trust auth), runs
// vitest with DATABASE_URL pointing at it (each test file then creates and drops its own database
// next to it), and drops everything it created afterwards, also when the tests fail.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { createScratchDatabase, dropScratchDatabases, PG_ADMIN_URL } from "../src/test/scratch-database.ts";

const run = await createScratchDatabase(PG_ADMIN_URL, `cla_test_${Date.now().toString(36)}`);
let status = 1;
try {
  const root = fileURLToPath(new URL("../../..", import.meta.url));
  const result = spawnSync("pnpm", ["exec", "vitest", "run", "--project", "api", ...process.argv.slice(2)], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: run.url },
  });
  status = result.status ?? 1;
} finally {
  // The run's database and any per-file database a crashed test file left behind.
  await dropScratchDatabases(PG_ADMIN_URL, run.name);
}
process.exit(status);
