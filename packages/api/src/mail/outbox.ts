/**
 * Queuing mail: one `email_outbox` row per recipient, inserted in the transaction of its cause
 * (docs/api.md §8). Use through `write()` (src/http/write.ts), which wakes the worker after commit.
 */
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
