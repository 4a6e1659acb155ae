/**
 * The built addresses of the Noto slices (notoSlices.ts), by file name. Vite emits each file as an asset; this
 * table is imported only for a document that needs one of them.
 */
const URLS = import.meta.glob<string>(
  [
    "../../node_modules/@fontsource/noto-sans/files/noto-sans-{cyrillic,cyrillic-ext,greek,greek-ext,vietnamese,devanagari}-400-normal.woff",
    "../../node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff",
    "../../node_modules/@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-400-normal.woff",
    "../../node_modules/@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-400-normal.woff",
    "../../node_modules/@fontsource/noto-sans-thai/files/noto-sans-thai-thai-400-normal.woff",
    "../../node_modules/@fontsource/noto-sans-sc/files/noto-sans-sc-*-400-normal.woff",
    // Only the CJK fonts' numbered slices (Noto Sans SC is 4 MB whole; their Latin, Cyrillic and Vietnamese
    // are Noto Sans's; Noto Sans KR's "korean" file is its whole Hangul in one).
    "!../../node_modules/@fontsource/noto-sans-sc/files/noto-sans-sc-{chinese-simplified,cyrillic,latin,latin-ext,vietnamese}-400-normal.woff",
    "../../node_modules/@fontsource/noto-sans-kr/files/noto-sans-kr-*-400-normal.woff",
    "!../../node_modules/@fontsource/noto-sans-kr/files/noto-sans-kr-{korean,cyrillic,latin,latin-ext,vietnamese}-400-normal.woff",
  ],
  { query: "?url", import: "default", eager: true },
);

/** `noto-sans-arabic/files/….woff` → its address. */
export function notoFontUrl(file: string): string {
  const url = URLS[`../../node_modules/@fontsource/${file}`];
  if (!url) throw new Error(`No Noto font ${file}`);
  return url;
}
