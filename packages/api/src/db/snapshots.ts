/**
 * Snapshots of the embedded database written by the running server (decision 167), so a backup needs no
 * downtime: every BACKUP_EVERY_HOURS, counted from the newest snapshot in BACKUP_DIR (a restart does not
 * postpone it; none there yet → one at start), and at once on SIGUSR2 (main.ts). Each is
 * `cla-<UTC time>.tar.gz`, the archive `cla restore` reads; after each new one the oldest beyond
 * BACKUP_KEEP are deleted. A snapshot holds the database's statements for as long as PGlite takes to
 * make the archive (db/index.ts dumpDataDir), about a second for an academy's data.
 */
import { mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { describeError, type Logger } from "../logger.ts";
import { writeDurably } from "./file-store.ts";

const SNAPSHOT_FILE = /^cla-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar\.gz$/;
const HOUR_MS = 3_600_000;

/** `cla-2026-11-25T03-00-00Z.tar.gz`: sorts by time, and has no colon (not every file system takes one). */
export function snapshotName(at: Date): string {
  return `cla-${at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-")}.tar.gz`;
}

/** The time a snapshot's file name gives, or null for any other file. */
export function snapshotTime(name: string): Date | null {
  const match = SNAPSHOT_FILE.exec(name);
  return match ? new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`) : null;
}

/** Milliseconds until the next scheduled snapshot: `everyMs` after the newest, at once without one. */
export function nextSnapshotDelay(newest: Date | null, everyMs: number, now: Date): number {
  return newest === null ? 0 : Math.max(0, newest.getTime() + everyMs - now.getTime());
}

/** The snapshot files of `dir`, oldest first. */
async function snapshotFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => snapshotTime(name) !== null).sort();
}

export interface SnapshotOptions {
  /** The whole database as a gzipped tar (Database.dumpDataDir). */
  dump: () => Promise<Uint8Array>;
  dir: string;
  /** 0: only on request. */
  everyHours: number;
  keep: number;
  logger: Logger;
  clock: () => Date;
}

export interface Snapshots {
  /** Writes a snapshot now (after the one in progress, if any) and answers its path. */
  take(reason: string): Promise<string>;
  /** Starts the schedule (nothing when everyHours is 0). */
  start(): Promise<void>;
  /** Stops the schedule and waits for a snapshot in progress. */
  stop(): Promise<void>;
}

export function createSnapshots(options: SnapshotOptions): Snapshots {
  const { dump, dir, everyHours, keep, logger, clock } = options;
  let queue: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function write(reason: string): Promise<string> {
    const started = clock();
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, snapshotName(started));
    // Written beside it under a name that is not a snapshot's, made durable, then renamed into place:
    // a crash never leaves a half-written file that looks like a backup.
    const temporary = path.join(dir, `.${path.basename(file)}.${process.pid}.tmp`);
    try {
      const archive = await dump();
      await writeDurably(file, temporary, archive);
      const files = await snapshotFiles(dir);
      for (const old of files.slice(0, Math.max(0, files.length - keep))) await rm(path.join(dir, old));
      logger.info("database snapshot written", {
        file,
        reason,
        bytes: archive.byteLength,
        ms: clock().getTime() - started.getTime(),
        kept: Math.min(files.length, keep),
      });
      return file;
    } finally {
      await rm(temporary, { force: true });
    }
  }

  function take(reason: string): Promise<string> {
    const next = queue.then(() => write(reason));
    queue = next.catch(() => {});
    return next;
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      take("schedule").then(
        () => schedule(everyHours * HOUR_MS),
        (error: unknown) => {
          logger.error("database snapshot failed", { ...describeError(error), dir });
          schedule(everyHours * HOUR_MS);
        },
      );
    }, delayMs);
    timer.unref();
  }

  return {
    take,
    async start() {
      if (everyHours === 0) return;
      await mkdir(dir, { recursive: true });
      const newest = (await snapshotFiles(dir)).at(-1);
      const delay = nextSnapshotDelay(newest ? snapshotTime(newest) : null, everyHours * HOUR_MS, clock());
      schedule(delay);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await queue;
    },
  };
}
