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
 * Accents (the combining diacritical marks), Hebrew points and Arabic vowel marks: what a search ignores, as
 * ranges of code points. The vowel signs of Indic scripts and Thai are letters of the word and stay.
 */
const IGNORED_MARKS: ReadonlyArray<readonly [number, number]> = [
  [0x0300, 0x036f],
  [0x1ab0, 0x1aff],
  [0x1dc0, 0x1dff],
  [0x20d0, 0x20ff],
  [0xfe20, 0xfe2f],
  [0x0591, 0x05c7],
  [0x064b, 0x065f],
  [0x0670, 0x0670],
];

function isIgnoredMark(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return IGNORED_MARKS.some(([first, last]) => code >= first && code <= last);
}

/** `text` as a search compares it: compatibility-decomposed, lower case, without accents or vowel points. */
function searchForm(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .split("")
    .filter((char) => !isIgnoredMark(char))
    .join("")
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
