/**
 * Every write runs in one transaction through the ORM (docs/api.md §3.1), outbox rows included (§8);
 * after a transaction that queued mail commits, the worker is woken. The transaction first names its
 * actor (the signed-in caller) for the activity log's triggers, so the log's entries are written in the
 * transaction of their change and say who made it (docs/decisions/168).
 *
 *   const course = await write(c, async (tx, mail) => { …; mail.queue(announcementMail(…)); return row; });
 */
import { setActor, type Actor } from "../db/activity.ts";
import { insertOutboxRows } from "../mail/outbox.ts";
import type { OutgoingMail } from "../mail/templates.ts";
import { insertNotices, type Notice } from "../notifications/notices.ts";
import type { Tx } from "../db/index.ts";
import type { AppContext, AppDeps } from "./context.ts";

export interface MailQueue {
  /** Queues mail in this transaction; it is sent only if the transaction commits. */
  queue(...mails: OutgoingMail[]): Promise<void>;
  /** Tells people in the portal (docs/api.md §6.16), in this transaction. */
  notify(...notices: Notice[]): Promise<void>;
}

/** The queue of one transaction: its mail to the outbox (`onMail` after a row), its notices beside it. */
export function queueIn(tx: Tx, now: Date, onMail: () => void = () => {}): MailQueue {
  return {
    queue: async (...mails) => {
      await insertOutboxRows(tx, mails, now);
      if (mails.length > 0) onMail();
    },
    notify: (...notices) => insertNotices(tx, notices),
  };
}

export async function writeWith<T>(
  deps: AppDeps,
  now: Date,
  work: (tx: Tx, mail: MailQueue) => Promise<T>,
  actor: Actor | null = null,
): Promise<T> {
  let queued = false;
  const result = await deps.database.db.transaction(async (tx) => {
    if (actor !== null) await setActor(tx, actor);
    return work(
      tx,
      queueIn(tx, now, () => (queued = true)),
    );
  });
  if (queued) deps.mail.wake();
  return result;
}

export function write<T>(c: AppContext, work: (tx: Tx, mail: MailQueue) => Promise<T>): Promise<T> {
  const who = c.var.caller;
  return writeWith(c.var.deps, c.var.now, work, who ? { id: who.id, name: who.name } : null);
}
