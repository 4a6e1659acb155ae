/**
 * The Noto Sans files (SIL OFL 1.1, from @fontsource, WOFF) that draw what the PDFs' Inter and Lora files
 * do not: Cyrillic, Greek, Vietnamese, Devanagari, Arabic, Hebrew, Ethiopic, Thai, Chinese and Japanese
 * (Noto Sans SC's ideographs and kana) and Korean (Noto Sans KR's Hangul), each cut by fontsource's unicode
 * ranges, so a document fetches only the slices its text uses (decision 179). This module is imported only
 * when a text has such a character; the Chinese table only for a CJK one, the Korean one only for Hangul.
 */
import notoSans from "@fontsource/noto-sans/unicode.json";
import notoSansArabic from "@fontsource/noto-sans-arabic/unicode.json";
import notoSansEthiopic from "@fontsource/noto-sans-ethiopic/unicode.json";
import notoSansHebrew from "@fontsource/noto-sans-hebrew/unicode.json";
import notoSansThai from "@fontsource/noto-sans-thai/unicode.json";
import { inRanges, parseRanges, type Ranges } from "./unicodeRanges";

/** A slice's file, as its package path: `noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff`. */
export type NotoFile = string;

interface Slice {
  file: NotoFile;
  ranges: Ranges;
}

function slices(family: string, table: Record<string, string>, subsets: readonly string[]): Slice[] {
  return subsets.map((subset) => ({
    file: `${family}/files/${family}-${subset.replace(/[[\]]/g, "")}-400-normal.woff`,
    ranges: parseRanges(table[subset]!),
  }));
}

/** Searched in this order: the scripts of Noto Sans itself, then the fonts of one script each. */
const SLICES: Slice[] = [
  ...slices("noto-sans", notoSans, [
    "cyrillic",
    "cyrillic-ext",
    "greek",
    "greek-ext",
    "vietnamese",
    "devanagari",
  ]),
  ...slices("noto-sans-arabic", notoSansArabic, ["arabic"]),
  ...slices("noto-sans-hebrew", notoSansHebrew, ["hebrew"]),
  ...slices("noto-sans-ethiopic", notoSansEthiopic, ["ethiopic"]),
  ...slices("noto-sans-thai", notoSansThai, ["thai"]),
];

/** CJK ideographs, kana, their punctuation and full-width forms: the characters Noto Sans SC's slices draw. */
const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u{20000}-\u{3ffff}]/u;
/** Hangul (jamo, compatibility jamo, syllables): the characters Noto Sans KR's slices draw. */
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\uac00-\ud7ff]/u;

/** The slice of each character of `texts` that Inter and Lora lack; `undefined` for one no slice has. */
export async function notoSliceLookup(
  texts: readonly string[],
): Promise<(codePoint: number) => NotoFile | undefined> {
  const text = texts.join("");
  const [chinese, korean] = await Promise.all([
    CJK.test(text) ? import("@fontsource/noto-sans-sc/unicode.json") : null,
    HANGUL.test(text) ? import("@fontsource/noto-sans-kr/unicode.json") : null,
  ]);
  const all = chinese ? [...SLICES, ...numberedSlices("noto-sans-sc", chinese.default)] : SLICES;
  // Hangul only from Noto Sans KR (whose slices also hold ideographs, left to Noto Sans SC).
  const hangul = korean ? numberedSlices("noto-sans-kr", korean.default) : [];
  return (codePoint) =>
    (HANGUL.test(String.fromCodePoint(codePoint)) ? hangul : all).find((slice) =>
      inRanges(slice.ranges, codePoint),
    )?.file;
}

/** A CJK font's numbered slices; its Latin, Cyrillic and Vietnamese ones are Noto Sans's above. */
function numberedSlices(family: string, table: Record<string, string>): Slice[] {
  return slices(
    family,
    table,
    Object.keys(table).filter((subset) => /^\[\d+\]$/.test(subset)),
  );
}
