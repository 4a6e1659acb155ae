/**
 * The disk under a run, measured in the same run (exam.ts): every committed write of PostgreSQL waits for
 * its WAL to be flushed to disk, so a flush the disk holds for 300 ms holds every commit of those 300 ms,
 * whatever the server does. This machine's disk does that at times, with nothing else running (bench/
 * README.md, "Exam"). The probe flushes on its own beside the run (one 8 KB write and `fdatasync` every
 * 20 ms, in a worker thread so that the flush never blocks the bench's clients) and reports how long each
 * flush took, so a latency figure can be read against what the disk did meanwhile.
 *
 * Before the measured window, `flushSetup` puts the setup's writes on disk: a run generates its academy
 * (about 190 MB of PostgreSQL's WAL) a minute before it starts, which the kernel would otherwise write back
 * in the middle of the window; an academy's exam at 09:00 follows no such burst.
 */
import { execFileSync } from "node:child_process";
import { Worker } from "node:worker_threads";
import pg from "pg";
import { PG_ADMIN_URL } from "@cla/api/scratch-database";
import { percentile } from "./requests.ts";
import type { Engine } from "./support.ts";

/** A flush slower than this is a stall: longer than the PostgreSQL p95 goal of the exam. */
export const STALL_MS = 100;
const EVERY_MS = 20;

/** One flush: when it started (performance.now() of the bench's thread) and how long it took, ms. */
export interface Flush {
  at: number;
  ms: number;
}

export interface DiskFlushes {
  flushes: number;
  p50: number;
  p99: number;
  max: number;
  /** flushes slower than STALL_MS, and their time together (ms) */
  stalls: number;
  stalledMs: number;
}

/** The setup's writes on disk before a measured window: PostgreSQL's CHECKPOINT, then the kernel's sync. */
export async function flushSetup(engine: Engine): Promise<void> {
  if (engine === "postgres") {
    const client = new pg.Client({ connectionString: PG_ADMIN_URL });
    await client.connect();
    try {
      await client.query("CHECKPOINT");
    } finally {
      await client.end();
    }
  }
  execFileSync("sync");
}

// The worker: flushes `file` until told to stop, then answers its flushes (times since the epoch).
const PROBE = `
const { parentPort, workerData } = require("node:worker_threads");
const fs = require("node:fs");
const fd = fs.openSync(workerData.file, "w");
const block = Buffer.alloc(8192, 1);
const flushes = [];
let stopped = false;
parentPort.on("message", () => { stopped = true; });
(async () => {
  while (!stopped) {
    fs.writeSync(fd, block, 0, block.length, 0);
    const started = performance.now();
    fs.fdatasyncSync(fd);
    flushes.push({ at: performance.timeOrigin + started, ms: performance.now() - started });
    await new Promise((resolve) => setTimeout(resolve, workerData.everyMs));
  }
  fs.closeSync(fd);
  fs.rmSync(workerData.file);
  parentPort.postMessage(flushes);
})();
`;

/** Starts flushing `file` (on the disk to watch); `stop` answers the flushes made until then. */
export function startDiskProbe(file: string): { stop(): Promise<Flush[]> } {
  const worker = new Worker(PROBE, { eval: true, workerData: { file, everyMs: EVERY_MS } });
  const answered = new Promise<Flush[]>((resolve, reject) => {
    worker.once("message", (flushes: Flush[]) =>
      resolve(flushes.map((f) => ({ at: f.at - performance.timeOrigin, ms: f.ms }))),
    );
    worker.once("error", reject);
  });
  return {
    async stop() {
      worker.postMessage("stop");
      const flushes = await answered;
      await worker.terminate();
      return flushes;
    },
  };
}

/** The flushes that started in [from, to). */
export function diskFlushes(all: Flush[], from: number, to: number): DiskFlushes {
  const sorted = all
    .filter((f) => f.at >= from && f.at < to)
    .map((f) => f.ms)
    .sort((a, b) => a - b);
  const stalls = sorted.filter((ms) => ms > STALL_MS);
  return {
    flushes: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    stalls: stalls.length,
    stalledMs: stalls.reduce((sum, ms) => sum + ms, 0),
  };
}
