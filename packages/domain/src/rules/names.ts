/**
 * Ordering by name (docs/api.md §1.6): names compare with `Intl.Collator('en', {sensitivity: 'base'})`, so
 * case and accents do not matter ("ada" = "Ada" = "Adá"), and `id` breaks ties so the order is total and
 * the same on PGlite, PostgreSQL and in the browser.
 */

const nameCollator = new Intl.Collator("en", { sensitivity: "base" });

/** Anything with a display name and an id (user ids and UUIDs are strings, cohort and role ids numbers). */
export type Named = { readonly name: string; readonly id: string | number };

function compareIds(a: string | number, b: string | number): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  // Plain code-unit order: ids are opaque, and a locale-aware comparison could call two ids equal.
  const left = String(a);
  const right = String(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Compares names with the shared collator only (no tiebreak). */
export function compareNames(a: string, b: string): number {
  return nameCollator.compare(a, b);
}

/** Sort comparator: name (collator, base sensitivity), then `id`. */
export function compareByName(a: Named, b: Named): number {
  return compareNames(a.name, b.name) || compareIds(a.id, b.id);
}

/** A new array sorted by {@link compareByName}; the input is left untouched. */
export function sortByName<T extends Named>(items: readonly T[]): T[] {
  return [...items].sort(compareByName);
}
