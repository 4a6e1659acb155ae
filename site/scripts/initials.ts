const HONORIFICS = new Set([
  "rev",
  "dr",
  "pastor",
  "prof",
  "col",
  "gen",
  "maj",
  "brig",
  "rtd",
  "mr",
  "mrs",
  "ms",
]);

/** "Rev. Dr. Grace Adeyemi-Cole" → "GA": first and last name, titles skipped. */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}-]/gu, ""))
    .filter((w) => w.length > 0 && !HONORIFICS.has(w.toLowerCase()));
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}
