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

/** Letters with no decomposition that a person typing on a plain keyboard writes as these. */
const PLAIN_LETTERS: Record<string, string> = {
  ł: "l",
  đ: "d",
  ð: "d",
  ø: "o",
  ħ: "h",
  ı: "i",
  ß: "ss",
  æ: "ae",
  œ: "oe",
  þ: "th",
  ς: "σ",
};

/**
 * Accents (the combining diacritical marks), Hebrew points and Arabic vowel marks: what a search ignores.
 * The vowel signs of Indic scripts and Thai are letters of the word and stay.
 */
const IGNORED_MARKS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f\u0591-\u05c7\u064b-\u065f\u0670]/g;

/** `text` as a search compares it: compatibility-decomposed, lower case, without accents or vowel points. */
function searchForm(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(IGNORED_MARKS, "")
    .replace(/[łđðøħıßæœþς]/g, (letter) => PLAIN_LETTERS[letter] ?? letter)
    .normalize("NFC");
}

/**
 * A name search (docs/product.md §1): whether `name` (or one of the `others`, e.g. an email) contains `query`,
 * letter case, accents and the letters of PLAIN_LETTERS ignored, so "emile" finds "Émile" and "lukasz" finds
 * "Łukasz". The server's GET cla_users?q= and the portal use this one rule.
 */
export function nameMatches(name: string, query: string, ...others: string[]): boolean {
  const wanted = searchForm(query);
  return [name, ...others].some((text) => searchForm(text).includes(wanted));
}
