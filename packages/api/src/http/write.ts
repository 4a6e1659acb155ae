/**
 * Every write runs in one transaction through the ORM (docs/api.md §3.1), outbox rows included (§8);
 * after a transaction that queued mail commits, the worker is woken.
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
