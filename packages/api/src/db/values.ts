/**
 * The one place where database values become JSON values (docs/api.md §9).
 *
 * Both drivers are configured (src/db/index.ts) to hand date, time, timestamp and numeric columns over
 * as the text PostgreSQL sends, so PGlite and node-postgres give the same strings; these functions
 * turn those strings into the forms of docs/api.md §1.3.
 */

// PostgreSQL's ISO output for timestamptz: "2025-03-10 09:30:00.123456+00" (offset may carry minutes).
const PG_TIMESTAMP =
  /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(\.\d+)?([+-]\d{2})(?::?(\d{2}))?(?::?\d{2})?$/;

/** "2025-03-10 09:30:00.123456+00" → "2025-03-10T09:30:00.123Z" (UTC, milliseconds, truncated). */
export function toTimestamp(value: string): string {
  const m = PG_TIMESTAMP.exec(value);
  if (!m) throw new Error(`Unexpected timestamp from the database: ${value}`);
  const [, day, clock, fraction = "", hours, minutes = "00"] = m;
  const millis = (fraction.slice(1) + "000").slice(0, 3);
  // Both engines' sessions run in UTC (db/index.ts), so this is every row; no Date needed.
  if (hours === "+00" && minutes === "00") return `${day}T${clock}.${millis}Z`;
  const instant = new Date(`${day}T${clock}.${millis}${hours}:${minutes}`);
  return instant.toISOString();
}

/** "09:30:00" → "09:30" (docs/api.md §1.3 Time). */
export function toTime(value: string): string {
  return value.slice(0, 5);
}

/** numeric text ("85.50") → JSON number (85.5). Scores have at most 2 decimals, exact in a double. */
export function toNumber(value: string | number): number {
  return typeof value === "number" ? value : Number(value);
}

/** A JS instant for a timestamptz parameter: ISO-8601 text PostgreSQL parses on both engines. */
export function toDbTimestamp(instant: Date): string {
  return instant.toISOString();
}
