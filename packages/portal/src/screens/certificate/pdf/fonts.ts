/**
 * The certificate's fonts: the site's Inter and Lora (packages/ui/src/theme.css, @fontsource-variable),
 * Latin and Latin Extended subsets, decompressed from WOFF2 to TrueType because jsPDF embeds only
 * TrueType. fonts.test.ts checks that these files are exactly the site's files decompressed (and
 * rewrites them with UPDATE_CERTIFICATE_FONTS=1 after a font upgrade). Fetched only for a download.
 * Inter and Lora are under the SIL Open Font License 1.1 (OFL-*.txt beside them).
 */
import interLatin from "./fonts/inter-latin.ttf?url";
import interLatinExt from "./fonts/inter-latin-ext.ttf?url";
import loraLatin from "./fonts/lora-latin.ttf?url";
import loraLatinExt from "./fonts/lora-latin-ext.ttf?url";
import type { CertificateFonts } from "./certificatePdf";
import type { NotoFile } from "./notoSlices";

async function fetchFont(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Font ${url}: ${response.status}`);
  return response.arrayBuffer();
}

export async function loadCertificateFonts(): Promise<CertificateFonts> {
  const [a, b, c, d] = await Promise.all([interLatin, interLatinExt, loraLatin, loraLatinExt].map(fetchFont));
  return { interLatin: a!, interLatinExt: b!, loraLatin: c!, loraLatinExt: d! };
}

/** A Noto slice (notoSlices.ts), fetched only when the certificate's text needs it. */
export async function loadNotoFont(file: NotoFile): Promise<ArrayBuffer> {
  const { notoFontUrl } = await import("./notoFontUrls");
  return fetchFont(notoFontUrl(file));
}
