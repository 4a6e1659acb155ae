/**
 * Queuing mail: one `email_outbox` row per recipient, inserted in the transaction of its cause
 * (docs/api.md §8). Use through `write()` (src/http/write.ts), which wakes the worker after commit, or
 * as part of a one-statement write (`queueMailAfter`, `writeStatement`).
 */
import { sql, type WithSubquery } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { schema, type Queryable } from "../db/index.ts";
import { toDbTimestamp } from "../db/values.ts";
import type { OutgoingMail } from "./templates.ts";

/** `now` is the server's clock reading: the worker compares `next_attempt_at` with the same clock. */
export async function insertOutboxRows(db: Queryable, mails: OutgoingMail[], now: Date): Promise<void> {
  if (mails.length === 0) return;
  await db.insert(schema.email_outbox).values(
    mails.map((mail) => ({
      next_attempt_at: toDbTimestamp(now),
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
    })),
  );
}

/**
 * The outbox row of one mail as a data-modifying CTE of a statement built once, inserted once for each
 * row `source` returns (`source`: the statement's own INSERT … RETURNING, as a CTE). So the change
 * and its mail are ONE statement, atomic on its own: no BEGIN and COMMIT round trips, and a change
 * refused by a constraint queues nothing (decision 152). Its values are placeholders; run the
 * statement with `queuedMailValues(mail, now)` among its values.
 *
 *   const written = db.$with("written").as(db.insert(…).values({ … sql.placeholder(…) }).returning());
 *   db.with(written, queueMailAfter(db, written)).select().from(written).prepare("…");
 */
export function queueMailAfter(db: Queryable, source: WithSubquery) {
  const { email_outbox } = schema;
  const column = (c: AnyPgColumn) => sql.identifier(c.name);
  return db
    .$with("queued_mail", {})
    .as(
      sql`INSERT INTO ${email_outbox} (${column(email_outbox.next_attempt_at)}, ${column(email_outbox.kind)}, ${column(email_outbox.to_address)}, ${column(email_outbox.subject)}, ${column(email_outbox.text_body)}, ${column(email_outbox.html_body)}) SELECT ${sql.placeholder("mail_next_attempt_at")}::timestamptz, ${sql.placeholder("mail_kind")}, ${sql.placeholder("mail_to")}, ${sql.placeholder("mail_subject")}, ${sql.placeholder("mail_text")}, ${sql.placeholder("mail_html")} FROM ${source}`,
    );
}

/** The placeholder values of `queueMailAfter` for `mail`, due at `now` (the server's clock, as above). */
export function queuedMailValues(mail: OutgoingMail, now: Date): Record<string, string | null> {
  return {
    mail_next_attempt_at: toDbTimestamp(now),
    mail_kind: mail.kind,
    mail_to: mail.to,
    mail_subject: mail.subject,
    mail_text: mail.text,
    mail_html: mail.html,
  };
}
