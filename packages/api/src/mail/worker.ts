/**
 * The outbox worker of docs/api.md §8. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so
 * several instances never send the same row at once; a crash mid-send leaves the row to be retried
 * when the lease ends (at-least-once). Failures back off 30 s × 2^(attempt−1), at most 1 h; the
 * 10th failure marks the row `failed`. Reset mails are redacted once `sent` or `failed`.
 */
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { pruneRateLimitEvents } from "../auth/rate-limits.ts";
import { schema, type Db } from "../db/index.ts";
import { toDbTimestamp, toTimestamp } from "../db/values.ts";
import { describeError, type Logger } from "../logger.ts";
import { REDACTED_BODY } from "./templates.ts";
import type { MailTransport } from "./transports.ts";

const { email_outbox } = schema;

export const MAX_ATTEMPTS = 10;
const POLL_MS = 5_000;
const BATCH_SIZE = 20;
// Longer than any single SMTP exchange can take with the transport's timeouts.
const LEASE_MS = 5 * 60_000;
const HOUSEKEEPING_MS = 10 * 60_000;

/** Delay before the retry that follows failed attempt number `attempt` (1-based). */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** (attempt - 1), 60 * 60_000);
}

/**
 * Other work the worker's poll does, each at most once per `everyMs` by the clock: the grading sweep of
 * CBT attempts whose time ran out (docs/api.md §6.14). A job must be safe to run on several instances
 * at once; its failure is logged and the next poll tries again.
 */
export interface PeriodicJob {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

export interface MailWorker {
  readonly transport: MailTransport;
  /** Deliver soon: called after a transaction that queued mail commits. */
  wake(): void;
  /** Starts polling every 5 s (housekeeping and `jobs` included); until then only runOnce() delivers. */
  start(jobs?: PeriodicJob[]): void;
  /** Stops polling and waits for a delivery in progress. */
  stop(): Promise<void>;
  /** Delivers every row due now, then resolves with how many were attempted. */
  runOnce(): Promise<number>;
}

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  logger: Logger;
  clock: () => Date;
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, from, logger, clock } = options;
  let running: Promise<number> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let lastHousekeeping = 0;
  let jobs: { job: PeriodicJob; lastRun: number }[] = [];

  async function claimDue(): Promise<(typeof email_outbox.$inferSelect)[]> {
    const now = clock();
    const due = db
      .select({ id: email_outbox.id })
      .from(email_outbox)
      .where(and(eq(email_outbox.status, "pending"), lte(email_outbox.next_attempt_at, toDbTimestamp(now))))
      .orderBy(asc(email_outbox.next_attempt_at), asc(email_outbox.created_at))
      .limit(BATCH_SIZE)
      .for("update", { skipLocked: true });
    return db
      .update(email_outbox)
      .set({
        next_attempt_at: toDbTimestamp(new Date(now.getTime() + LEASE_MS)),
        updated_at: sql`clock_timestamp()`,
      })
      .where(inArray(email_outbox.id, due))
      .returning();
  }

  /**
   * Sends one claimed row; true when the transport took it. A failure is recorded on the row at once
   * (backoff, or `failed` after the 10th attempt); successes are marked together by markSent.
   */
  async function deliver(row: typeof email_outbox.$inferSelect): Promise<boolean> {
    try {
      await transport.send({
        id: row.id,
        from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        createdAt: toTimestamp(row.created_at),
      });
      logger.info("mail sent", { id: row.id, kind: row.kind, via: transport.description });
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const failed = attempts >= MAX_ATTEMPTS;
      const reason = describeError(error).error.slice(0, 500);
      const redact =
        failed && row.kind === "password_reset" ? { text_body: REDACTED_BODY, html_body: null } : {};
      await db
        .update(email_outbox)
        .set({
          status: failed ? "failed" : "pending",
          attempts,
          last_error: reason,
          next_attempt_at: toDbTimestamp(new Date(clock().getTime() + retryDelayMs(attempts))),
          updated_at: sql`clock_timestamp()`,
          ...redact,
        })
        .where(eq(email_outbox.id, row.id));
      logger.warn(failed ? "mail failed permanently" : "mail delivery failed, will retry", {
        id: row.id,
        kind: row.kind,
        attempts,
        error: reason,
      });
      return false;
    }
  }

  /**
   * Marks the rows of one claimed batch that were sent, in one UPDATE (decision 152: one statement, and
   * on PostgreSQL one commit, per batch instead of per mail), redacting the reset mails among them.
   * Their lease keeps other workers off them until then; a crash before it re-sends them once the lease
   * ends, which at-least-once delivery and the stable Message-ID allow for (§8).
   */
  async function markSent(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const reset = sql`${email_outbox.kind} = 'password_reset'`;
    await db
      .update(email_outbox)
      .set({
        status: "sent",
        attempts: sql`${email_outbox.attempts} + 1`,
        sent_at: toDbTimestamp(clock()),
        last_error: null,
        updated_at: sql`clock_timestamp()`,
        text_body: sql`CASE WHEN ${reset} THEN ${REDACTED_BODY} ELSE ${email_outbox.text_body} END`,
        html_body: sql`CASE WHEN ${reset} THEN NULL ELSE ${email_outbox.html_body} END`,
      })
      // One statement text whatever the batch's size: the ids as one comma-separated parameter.
      .where(sql`${email_outbox.id} = ANY(string_to_array(${ids.join(",")}, ',')::uuid[])`);
  }

  async function housekeeping(): Promise<void> {
    const now = clock().getTime();
    if (now - lastHousekeeping < HOUSEKEEPING_MS) return;
    lastHousekeeping = now;
    await pruneRateLimitEvents(db, clock());
  }

  async function drain(): Promise<number> {
    let attempted = 0;
    do {
      again = false;
      for (;;) {
        const rows = await claimDue();
        const sent: string[] = [];
        for (const row of rows) if (await deliver(row)) sent.push(row.id);
        await markSent(sent);
        attempted += rows.length;
        if (rows.length < BATCH_SIZE) break;
      }
    } while (again);
    return attempted;
  }

  function runOnce(): Promise<number> {
    if (running) {
      // A wake-up during a run: run the loop once more before finishing.
      again = true;
      return running;
    }
    running = drain().finally(() => {
      running = null;
    });
    return running;
  }

  /** The jobs whose time has come, one after the other, before the mail they may queue is delivered. */
  async function runJobs(): Promise<void> {
    for (const entry of jobs) {
      const now = clock().getTime();
      if (now - entry.lastRun < entry.job.everyMs) continue;
      entry.lastRun = now;
      await entry.job.run().catch((error) => logger.error(`${entry.job.name} failed`, describeError(error)));
    }
  }

  function tick(): void {
    runJobs()
      .then(runOnce)
      .then(() => (timer === null ? undefined : housekeeping()))
      .catch((error) => logger.error("mail worker error", describeError(error)));
  }

  return {
    transport,
    wake: () => {
      if (timer !== null) tick();
    },
    start: (periodic = []) => {
      if (timer !== null) return;
      jobs = periodic.map((job) => ({ job, lastRun: Number.NEGATIVE_INFINITY }));
      timer = setInterval(tick, POLL_MS);
      timer.unref();
      tick();
    },
    stop: async () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
      await running?.catch(() => {});
    },
    runOnce,
  };
}
