/**
 * A list's filter as SQL: the course, assessment and live-class lists take an object of the equalities
 * they are narrowed to (`{ cla_cohort_id }`, `{ id }`, …), each key one column.
 */
import { and, eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** `column = value AND …` for each key of `filter` that holds a value; undefined (no condition) for none. */
export function equalities<Key extends string>(
  columns: Record<Key, AnyPgColumn>,
  filter: Partial<Record<Key, unknown>>,
): SQL | undefined {
  const keys = (Object.keys(columns) as Key[]).filter((key) => filter[key] !== undefined);
  return and(...keys.map((key) => eq(columns[key], filter[key])));
}
