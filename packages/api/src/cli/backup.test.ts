/**
 * `pnpm cla backup` / `pnpm cla restore` for the embedded database (decision 142): a seeded
 * academy round-trips with every row of every table identical; a running server's data directory
 * is refused with a clear message; restore only fills an empty data directory.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { todayIn } from "@cla/domain";
import { executeRows, openDatabase, type Database } from "../db/index.ts";
import { seedDemo } from "../seed/demo.ts";
import { ALL_TABLES } from "../test/harness.ts";
import { backup, restore, UsageError, type CliIo } from "./commands.ts";

const root = mkdtempSync(path.join(tmpdir(), "cla-backup-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const io = (): CliIo & { output: string } => {
  const result = {
    output: "",
    out(text: string) {
      result.output += text;
    },
    readStdin: async () => "",
    askHidden: async () => "",
  };
  return result;
};

/** Every row of every table, as PostgreSQL's text of the row, sorted. */
async function snapshot(database: Database): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of [...ALL_TABLES, "drizzle.__drizzle_migrations"]) {
    const rows = await executeRows<{ row: string }>(
      database.db,
      sql.raw(`SELECT t::text AS row FROM ${table} t ORDER BY 1`),
    );
    tables[table] = rows.map((r) => r.row);
  }
  return tables;
}

const cli = (args: string[], dataDir: string) =>
  spawnSync(process.execPath, ["--import", "tsx", "src/cli.ts", ...args], {
    cwd: fileURLToPath(new URL("../..", import.meta.url)),
    encoding: "utf8",
    env: { ...process.env, CLA_DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "test" },
  });

// PGlite files only, whatever the engine of the run: the PostgreSQL run (DATABASE_URL set) skips the
// two slow cases rather than repeat them.
const embeddedOnly = it.skipIf(Boolean(process.env.DATABASE_URL?.trim()));

const essay = new Uint8Array([...Buffer.from("%PDF-1.4\n".repeat(16)), 0x00, 0xff, 0x80]);
const essaySha256 = createHash("sha256").update(essay).digest("hex");

describe("backup and restore of the embedded database", () => {
  embeddedOnly(
    "round-trips a seeded academy: every table identical",
    async () => {
      const source = path.join(root, "source");
      const file = path.join(root, "academy.tar.gz");
      const database = await openDatabase({ databaseUrl: null, dataDir: source });
      let before: Record<string, string[]>;
      try {
        await database.migrate();
        await seedDemo(database.db, todayIn("UTC", new Date()));
        // A handed-in file: its bytes are a file beside PGlite's data (decision 181), in the archive too.
        await database.db.execute(sql`
          INSERT INTO work_files (cla_student_id, name, content_type, size, sha256, bytes)
          SELECT id, 'essay.pdf', 'application/pdf', ${essay.length}, ${essaySha256}, ${await database.files.keep(essay, essaySha256)}
          FROM users WHERE email = 'student@example.org'`);
        before = await snapshot(database);
        expect(before.work_files).toHaveLength(1);
        expect(before.users!.length).toBeGreaterThan(10);

        // While the data directory is open (a running server), another process is refused.
        const running = cli(["backup", path.join(root, "while-running.tar.gz")], source);
        expect(running.status).toBe(1);
        expect(running.stderr).toContain(`is in use by process ${process.pid}. Stop that process first`);
        expect(existsSync(path.join(root, "while-running.tar.gz"))).toBe(false);

        const out = io();
        await backup(database, [file], out);
        expect(out.output).toMatch(/^Backed up the embedded database to .+ \(\d+ bytes\)\n$/);
        // never overwrites a file
        await expect(backup(database, [file], io())).rejects.toThrow(UsageError);
      } finally {
        await database.close();
      }

      const target = path.join(root, "target");
      await restore(target, [file], io());
      const restored = await openDatabase({ databaseUrl: null, dataDir: target });
      try {
        await restored.migrate(); // nothing left to apply, and it opens cleanly
        expect(await snapshot(restored)).toEqual(before);
        const body = await restored.files.body({ sha256: essaySha256, base64: null });
        expect(new Uint8Array(await new Response(body).arrayBuffer())).toEqual(essay);
      } finally {
        await restored.close();
      }
      // only into an empty data directory
      await expect(restore(target, [file], io())).rejects.toThrow(/is not empty/);
    },
    180_000,
  );

  embeddedOnly(
    "refuses a file that is not a backup, and leaves the data directory empty",
    async () => {
      const junk = path.join(root, "junk.tar.gz");
      writeFileSync(junk, "not a backup");
      const target = path.join(root, "junk-target");
      await expect(restore(target, [junk], io())).rejects.toThrow(/not a backup of the embedded database/);
      expect(existsSync(path.join(target, "pglite"))).toBe(false);
    },
    60_000,
  );

  it("with PostgreSQL points to pg_dump", async () => {
    const postgresLike = { engine: "postgres" } as Database;
    await expect(backup(postgresLike, [path.join(root, "x")], io())).rejects.toThrow(/pg_dump/);
    await expect(restore(null, [path.join(root, "x")], io())).rejects.toThrow(/pg_dump/);
  });
});
