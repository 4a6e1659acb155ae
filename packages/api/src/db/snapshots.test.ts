/**
 * The running server's snapshots of the embedded database (decision 167): taken while transactions
 * keep committing, a snapshot restores (with `cla restore`'s code) into a fresh data directory holding
 * every transaction committed before it was asked for, and no half of one; retention keeps the newest;
 * the schedule counts from the newest snapshot.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setImmediate as yieldToEvents } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createLogger } from "../logger.ts";
import { executeRows, openDatabase, restorePgliteDataDir } from "./index.ts";
import { createSnapshots, nextSnapshotDelay, snapshotName, snapshotTime } from "./snapshots.ts";

const root = mkdtempSync(path.join(tmpdir(), "cla-snapshots-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const HOUR = 3_600_000;
const logger = createLogger("silent");
// PGlite files only, whatever the engine of the run (the PostgreSQL run has pg_dump instead).
const embeddedOnly = it.skipIf(Boolean(process.env.DATABASE_URL?.trim()));

describe("snapshot names and schedule", () => {
  it("names sort by time and read back; other files are not snapshots", () => {
    const at = new Date("2026-11-25T03:04:05.678Z");
    expect(snapshotName(at)).toBe("cla-2026-11-25T03-04-05Z.tar.gz");
    expect(snapshotTime(snapshotName(at))).toEqual(new Date("2026-11-25T03:04:05Z"));
    expect(snapshotTime(".cla-2026-11-25T03-04-05Z.tar.gz.12.tmp")).toBeNull();
    expect(snapshotTime("cla-2026-11-25.tar.gz")).toBeNull();
  });

  it("the next one is due a period after the newest, at once when there is none or it is overdue", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    expect(nextSnapshotDelay(null, 24 * HOUR, now)).toBe(0);
    expect(nextSnapshotDelay(new Date("2026-11-25T03:00:00Z"), 24 * HOUR, now)).toBe(15 * HOUR);
    expect(nextSnapshotDelay(new Date("2026-11-23T03:00:00Z"), 24 * HOUR, now)).toBe(0);
  });
});

const handedIn = new TextEncoder().encode("%PDF-1.4\nan essay handed in before the snapshot");
const handedInSha256 = createHash("sha256").update(handedIn).digest("hex");

describe("snapshots of a running embedded database", () => {
  embeddedOnly(
    "a snapshot taken between writes restores whole transactions, and only the newest BACKUP_KEEP stay",
    async () => {
      const source = path.join(root, "source");
      const backups = path.join(root, "backups");
      const database = await openDatabase({ databaseUrl: null, dataDir: source });
      let now = new Date("2026-11-25T04:00:00Z");
      const snapshots = createSnapshots({
        dump: database.dumpDataDir!,
        dir: backups,
        everyHours: 0,
        keep: 2,
        logger,
        clock: () => now,
      });
      let committed = 0;
      let writing = true;
      let committedWhenAsked = 0;
      let archive: Uint8Array;
      try {
        await database.migrate();
        await database.execScript("CREATE TABLE snapshot_probe (n integer NOT NULL, part integer NOT NULL)");
        // A handed-in file's bytes, kept beside PGlite's data (decision 181): the snapshot carries them.
        await database.files.keep(handedIn, handedInSha256);
        // Transactions of two rows each, with a pause between the rows, for as long as the snapshot runs.
        const writer = (async () => {
          for (let n = 0; writing; n++) {
            await database.db.transaction(async (tx) => {
              await tx.execute(sql`INSERT INTO snapshot_probe VALUES (${n}, 1)`);
              await yieldToEvents();
              await tx.execute(sql`INSERT INTO snapshot_probe VALUES (${n}, 2)`);
            });
            committed = n + 1;
          }
        })();
        while (committed < 10) await yieldToEvents();
        committedWhenAsked = committed;
        const file = await snapshots.take("test");
        // The writes went on meanwhile: the snapshot did not stop the database.
        while (committed < committedWhenAsked + 10) await yieldToEvents();
        writing = false;
        await writer;
        expect(path.basename(file)).toBe("cla-2026-11-25T04-00-00Z.tar.gz");
        archive = readFileSync(file);

        // Retention: two more, and only the newest two files remain (no temporary file left behind).
        now = new Date("2026-11-25T05:00:00Z");
        await snapshots.take("test");
        now = new Date("2026-11-25T06:00:00Z");
        await snapshots.take("test");
        expect(readdirSync(backups)).toEqual([
          "cla-2026-11-25T05-00-00Z.tar.gz",
          "cla-2026-11-25T06-00-00Z.tar.gz",
        ]);
      } finally {
        writing = false;
        await snapshots.stop();
        await database.close();
      }

      // `cla restore`'s code, into a fresh data directory.
      const target = path.join(root, "restored");
      await restorePgliteDataDir(target, archive);
      const restored = await openDatabase({ databaseUrl: null, dataDir: target });
      try {
        const body = await restored.files.body({ sha256: handedInSha256, base64: null });
        expect(new Uint8Array(await new Response(body).arrayBuffer())).toEqual(handedIn);
        const rows = await executeRows<{ n: number; parts: string }>(
          restored.db,
          sql`SELECT n, string_agg(part::text, ',' ORDER BY part) AS parts FROM snapshot_probe GROUP BY n ORDER BY n`,
        );
        expect(rows.length).toBeGreaterThanOrEqual(committedWhenAsked);
        expect(rows.length).toBeLessThan(committed);
        // Whole transactions only, none missing in between.
        expect(rows).toEqual(rows.map((_, n) => ({ n, parts: "1,2" })));
      } finally {
        await restored.close();
      }
    },
    120_000,
  );
});
