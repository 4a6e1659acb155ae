/**
 * Every write runs in one transaction through the ORM (docs/api.md §3.1), outbox rows included (§8);
 * after a transaction that queued mail commits, the worker is woken. A write that is one statement, its
 * mail included, runs without an explicit transaction through `writeStatement` (below).
 *
 *   const course = await write(c, async (tx, mail) => { …; mail.queue(announcementMail(…)); return row; });
 */
import { insertOutboxRows } from "../mail/outbox.ts";
import type { OutgoingMail } from "../mail/templates.ts";
import type { Tx } from "../db/index.ts";
import type { AppContext, AppDeps } from "./context.ts";

export interface MailQueue {
  /** Queues mail in this transaction; it is sent only if the transaction commits. */
  queue(...mails: OutgoingMail[]): Promise<void>;
}

export async function writeWith<T>(
  deps: AppDeps,
  now: Date,
  work: (tx: Tx, mail: MailQueue) => Promise<T>,
): Promise<T> {
  let queued = false;
  const result = await deps.database.db.transaction(async (tx) =>
    work(tx, {
      queue: async (...mails) => {
        await insertOutboxRows(tx, mails, now);
        queued ||= mails.length > 0;
      },
    }),
  );
  if (queued) deps.mail.wake();
  return result;
}

export function write<T>(c: AppContext, work: (tx: Tx, mail: MailQueue) => Promise<T>): Promise<T> {
  return writeWith(c.var.deps, c.var.now, work);
}

/**
 * A write that is ONE statement with its mail inside it (`queueMailAfter` in mail/outbox.ts): a single
 * statement is a transaction of its own, so it needs no BEGIN and COMMIT round trips (decision 152).
 * Runs `statement`; when it returned rows (so its mail was queued with them), wakes the worker, as
 * `write()` does after a commit.
 *
 *   const [row] = await writeStatement(c, () => scoreWithMail(db, kind).execute({ …, ...queuedMailValues(mail, now) }));
 */
export async function writeStatement<T>(c: AppContext, statement: () => Promise<T[]>): Promise<T[]> {
  const rows = await statement();
  if (rows.length > 0) c.var.deps.mail.wake();
  return rows;
}
