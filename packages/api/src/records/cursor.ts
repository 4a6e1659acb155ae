/**
 * The cursor of a list read a page at a time, newest first (the activity log, docs/api.md §6.15; the
 * notifications, §6.16): the last row's stored `created_at` and `id`, opaque to the client.
 */
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { isValidDateString, parseUuid } from "@cla/domain";

export interface Cursor {
  createdAt: string;
  id: string;
}

/** An opaque cursor: the last entry's stored timestamp (full precision) and id. */
export function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString("base64url");
}

/** A stored timestamp as the database writes it in a UTC session (db/index.ts): "2025-03-10 09:30:00.123456+00". */
const CURSOR_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d{1,6})?\+00$/;

/**
 * The cursor of `encodeCursor`, or null. Only what encodeCursor writes passes, so every value reaching SQL is
 * one PostgreSQL reads (a hand-made cursor with the 13th month or an id of dashes is 422, not 500).
 */
export function decodeCursor(text: string): Cursor | null {
  if (!/^[\w-]+$/.test(text)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    return null; // not a cursor of ours
  }
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [createdAt, rawId] = value as unknown[];
  const day = typeof createdAt === "string" ? CURSOR_TIMESTAMP.exec(createdAt)?.[1] : undefined;
  const id = parseUuid(rawId);
  return day !== undefined && isValidDateString(day) && id !== null
    ? { createdAt: createdAt as string, id }
    : null;
}

/** The rows after `cursor` in newest-first order: (created_at, id) below the cursor's. */
export function olderThan(createdAt: AnyPgColumn, id: AnyPgColumn, cursor: Cursor): SQL {
  return sql`(${createdAt}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
}
