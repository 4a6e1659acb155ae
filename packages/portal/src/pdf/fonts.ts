/**
 * The fonts the portal's PDFs (the certificate, the performance sheet) draw with, fetched only for a
 * download: the site's Inter and Lora (packages/ui/src/theme.css, @fontsource-variable), Latin and Latin
 * Extended subsets, decompressed from WOFF2 to TrueType because jsPDF embeds only TrueType (fonts.test.ts
 * checks that these files are exactly the site's files decompressed), and the Noto slices (notoSlices.ts)
 * only when a document's text needs them. Inter and Lora are under the SIL Open Font License 1.1
 * (OFL-*.txt beside them).
 */
import interLatin from "./fonts/inter-latin.ttf?url";
import interLatinExt from "./fonts/inter-latin-ext.ttf?url";
import loraLatin from "./fonts/lora-latin.ttf?url";
import loraLatinExt from "./fonts/lora-latin-ext.ttf?url";
import type { NotoFile } from "./notoSlices";

/** One of the four TrueType files in ./fonts. */
export type LatinFontFile =
  "inter-latin.ttf" | "inter-latin-ext.ttf" | "lora-latin.ttf" | "lora-latin-ext.ttf";

const LATIN_URLS: Record<LatinFontFile, string> = {
  "inter-latin.ttf": interLatin,
  "inter-latin-ext.ttf": interLatinExt,
  "lora-latin.ttf": loraLatin,
  "lora-latin-ext.ttf": loraLatinExt,
};

/** How a document gets its font files: fetched in the browser, read from disk in tests. */
export interface FontLoaders {
  loadLatinFont: (file: LatinFontFile) => Promise<ArrayBuffer>;
  /** Fetches a Noto slice, only for a text beyond Inter's and Lora's Latin files. */
  loadNotoFont: (file: NotoFile) => Promise<ArrayBuffer>;
}

async function fetchFont(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Font ${url}: ${response.status}`);
  return response.arrayBuffer();
}

export const fetchedFonts: FontLoaders = {
  loadLatinFont: (file) => fetchFont(LATIN_URLS[file]),
  async loadNotoFont(file) {
    const { notoFontUrl } = await import("./notoFontUrls");
    return fetchFont(notoFontUrl(file));
  },
};
