/**
 * docs/api.md §6.16 Notifications: the caller's own notices, newest first and paged by a cursor, their
 * unread count, and marking them read. Nobody reads or marks another person's: their ids answer 404.
 */
import { and, count, desc, eq, isNull } from "drizzle-orm";
import { FIELD_MESSAGES, notificationsQuery, parseUuid, type Notification } from "@cla/domain";
import { schema } from "../../db/index.ts";
import { toDbTimestamp, toTimestamp } from "../../db/values.ts";
import { caller, type AppContext } from "../../http/context.ts";
import { invalidFields } from "../../http/errors.ts";
import { validateQuery } from "../../http/validate.ts";
import { write } from "../../http/write.ts";
import { decodeCursor, encodeCursor, olderThan, type Cursor } from "../../records/cursor.ts";
import { findOr404, first } from "../../records/lookup.ts";

const { notifications } = schema;

export const NOTIFICATIONS_PAGE_DEFAULT = 20;
export const NOTIFICATIONS_PAGE_MAX = 100;

type NotificationRow = typeof notifications.$inferSelect;

function notificationJson(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    path: row.path,
    read_at: row.read_at === null ? null : toTimestamp(row.read_at),
    created_at: toTimestamp(row.created_at),
  };
}

/** `before` and `limit` as sent, or 422 naming each one that is not valid. */
function parsePage(raw: { before?: string; limit?: string }): { before?: Cursor; limit: number } {
  const errors: Record<string, string[]> = {};
  let before: Cursor | undefined;
  let limit = NOTIFICATIONS_PAGE_DEFAULT;
  if (raw.before !== undefined) {
    const cursor = decodeCursor(raw.before);
    if (cursor === null) errors.before = [FIELD_MESSAGES.invalid];
    else before = cursor;
  }
  if (raw.limit !== undefined) {
    const n = /^\d{1,4}$/.test(raw.limit) ? Number(raw.limit) : NaN;
    if (n >= 1 && n <= NOTIFICATIONS_PAGE_MAX) limit = n;
    else errors.limit = [FIELD_MESSAGES.invalid];
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return { before, limit };
}

export async function listNotifications(c: AppContext) {
  const { db } = c.var.deps.database;
  const who = caller(c);
  const page = parsePage(validateQuery(c, notificationsQuery));
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.user_id, who.id),
        page.before === undefined
          ? undefined
          : olderThan(notifications.created_at, notifications.id, page.before),
      ),
    )
    .orderBy(desc(notifications.created_at), desc(notifications.id))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return c.json({
    notifications: shown.map(notificationJson),
    next_cursor: rows.length > page.limit && last ? encodeCursor(last.created_at, last.id) : null,
  });
}

export async function unreadCount(c: AppContext) {
  const { db } = c.var.deps.database;
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, caller(c).id), isNull(notifications.read_at)));
  return c.json({ unread: row?.unread ?? 0 });
}

/** Marks one of the caller's notices read; one already read keeps its first `read_at`. */
export async function markRead(c: AppContext) {
  const who = caller(c);
  const now = toDbTimestamp(c.var.now);
  const row = await findOr404("Notification", parseUuid(c.req.param("id")), (id) =>
    write(c, async (tx) => {
      const mine = and(eq(notifications.id, id), eq(notifications.user_id, who.id));
      await tx
        .update(notifications)
        .set({ read_at: now })
        .where(and(mine, isNull(notifications.read_at)));
      return first(tx.select().from(notifications).where(mine).limit(1));
    }),
  );
  return c.json(notificationJson(row));
}

export async function markAllRead(c: AppContext) {
  const who = caller(c);
  const marked = await write(c, (tx) =>
    tx
      .update(notifications)
      .set({ read_at: toDbTimestamp(c.var.now) })
      .where(and(eq(notifications.user_id, who.id), isNull(notifications.read_at)))
      .returning({ id: notifications.id }),
  );
  return c.json({ marked: marked.length });
}
