/**
 * Notices (docs/api.md §6.16): one row of `notifications` per person told of something, inserted in the
 * transaction of its cause, like the outbox's mail (§8).
 */
import type { NotificationKind } from "@cla/domain";
import { schema, type Queryable } from "../db/index.ts";

export interface Notice {
  user_id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** The portal screen the notice opens, e.g. `/portal/assignments/<id>`. */
  path: string;
}

export async function insertNotices(db: Queryable, notices: Notice[]): Promise<void> {
  if (notices.length === 0) return;
  await db.insert(schema.notifications).values(notices);
}
