/**
 * The certificate as a PDF: A4 landscape, the site's fonts embedded (Lora for the
 * headings and the name, Inter for the rest, each as its Latin and Latin Extended subsets so accented
 * names render), and a QR code of `verify_url` drawn as vector squares with the code printed under it.
 * A name, cohort or course in another script (Cyrillic, Greek, Vietnamese, Arabic, Hebrew, Devanagari,
 * Thai, Chinese) is drawn in the Noto slices it needs, shaped, by notoText.ts (decision 179), which is
 * imported only then. jsPDF and qrcode are imported here, and this module is itself imported only when the
 * student presses Download PDF, so nothing of it loads with the screen (or with /login).
 */
import notoSans from "@fontsource/noto-sans/unicode.json";
import type { Certificate } from "@cla/domain/client";
import { certificateDate } from "./dates";
import type { NotoFile } from "./notoSlices";
import type { NotoText } from "./notoText";
import { inRanges, parseRanges } from "./unicodeRanges";

/** The four font files (TrueType), as the site's @fontsource-variable subsets decompressed (fonts.ts). */
export interface CertificateFonts {
  interLatin: ArrayBuffer;
  interLatinExt: ArrayBuffer;
  loraLatin: ArrayBuffer;
  loraLatinExt: ArrayBuffer;
}

export interface CertificatePdfOptions {
  academyName: string;
  fonts: CertificateFonts;
  /** Fetches a Noto slice (fonts.ts), only for a text beyond Inter's and Lora's Latin files. */
  loadNotoFont: (file: NotoFile) => Promise<ArrayBuffer>;
  /** Deflate the page content (default true); tests read the uncompressed content to decode the QR. */
  compress?: boolean;
}

export const CERTIFICATE_TITLE = "Certificate of Completion";

/** `CLA_Certificate_{code}.pdf`. */
export function certificateFileName(code: string): string {
  return `CLA_Certificate_${code}.pdf`;
}

type Family = "Inter" | "Lora";
type Subset = "Latin" | "LatinExt";

// fontsource's latin and latin-ext unicode ranges, the same for Inter, Lora and Noto Sans.
const LATIN = parseRanges(notoSans.latin);
const LATIN_EXT = parseRanges(notoSans["latin-ext"]);

/** The font of a run: one of the two subset files jsPDF draws, or a Noto slice. */
type RunFont = Subset | NotoFile;

function fontOf(codePoint: number, notoFileOf?: (codePoint: number) => NotoFile | undefined): RunFont {
  if (inRanges(LATIN, codePoint)) return "Latin";
  if (inRanges(LATIN_EXT, codePoint)) return "LatinExt";
  // No font has it: the Latin Extended file draws its missing-glyph box, as before.
  return notoFileOf?.(codePoint) ?? "LatinExt";
}

function isSubset(font: RunFont): font is Subset {
  return font === "Latin" || font === "LatinExt";
}

/**
 * `text` cut into runs that one file draws (composed first, so "é" is one glyph). A space between two
 * characters of one Noto slice stays in its run, so a right-to-left name is shaped and ordered as one.
 */
export function fontRuns(
  text: string,
  notoFileOf?: (codePoint: number) => NotoFile | undefined,
): Array<{ font: RunFont; text: string }> {
  const chars = [...text.normalize("NFC")];
  const fonts = chars.map((char) => fontOf(char.codePointAt(0) ?? 0, notoFileOf));
  const runs: Array<{ font: RunFont; text: string }> = [];
  for (const [index, char] of chars.entries()) {
    const last = runs.at(-1);
    const next = fonts.find((_, later) => later > index && chars[later] !== " ");
    const font =
      char === " " && last && !isSubset(last.font) && next === last.font ? last.font : fonts[index]!;
    if (last && last.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = "";
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

const PURPLE: [number, number, number] = [75, 29, 122];
const INK: [number, number, number] = [31, 27, 36];
const MUTED: [number, number, number] = [90, 84, 99];

/** Builds the PDF; resolves to its bytes. */
export async function buildCertificatePdf(
  certificate: Certificate,
  { academyName, fonts, loadNotoFont, compress = true }: CertificatePdfOptions,
): Promise<ArrayBuffer> {
  const texts = [academyName.toUpperCase(), certificate.name, certificate.cla_cohort_name]
    .concat(certificate.courses.map((course) => course.name))
    .map((text) => text.normalize("NFC"));
  const beyondLatin = [...texts.join("")].some((char) => {
    const codePoint = char.codePointAt(0) ?? 0;
    return !inRanges(LATIN, codePoint) && !inRanges(LATIN_EXT, codePoint);
  });
  const noto: NotoText | null = beyondLatin
    ? await (await import("./notoText")).notoText(texts, loadNotoFont)
    : null;
  const [{ jsPDF }, QRCode] = await Promise.all([import("jspdf"), import("qrcode")]);
  const doc = new jsPDF({
    orientation: "landscape",
    unit: "mm",
    format: "a4",
    compress,
    putOnlyUsedFonts: true,
  });
  const files: Array<[Family, Subset, ArrayBuffer]> = [
    ["Inter", "Latin", fonts.interLatin],
    ["Inter", "LatinExt", fonts.interLatinExt],
    ["Lora", "Latin", fonts.loraLatin],
    ["Lora", "LatinExt", fonts.loraLatinExt],
  ];
  for (const [family, subset, data] of files) {
    const file = `${family}-${subset}.ttf`;
    doc.addFileToVFS(file, toBase64(data));
    doc.addFont(file, `${family}${subset}`, "normal");
  }
  doc.setProperties({ title: `${CERTIFICATE_TITLE}: ${certificate.name}`, subject: certificate.code });

  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  const center = width / 2;

  /** Draws `text` centred (or from x) in `family`, switching subset files inside the line as needed. */
  function write(
    text: string,
    x: number,
    y: number,
    family: Family,
    size: number,
    color: [number, number, number],
    align: "center" | "left" = "center",
    maxWidth = width - 60,
  ) {
    const measure = (fontSize: number) => {
      doc.setFontSize(fontSize);
      return fontRuns(text, noto?.fileOf).map((run) => {
        if (!isSubset(run.font)) return { ...run, width: noto!.width(run.font, run.text, fontSize) };
        doc.setFont(`${family}${run.font}`, "normal");
        return { ...run, width: doc.getTextWidth(run.text) };
      });
    };
    let fontSize = size;
    let runs = measure(fontSize);
    // A long name or cohort shrinks to fit inside the frame rather than running off the page.
    const natural = runs.reduce((sum, run) => sum + run.width, 0);
    if (natural > maxWidth) {
      fontSize = size * (maxWidth / natural);
      runs = measure(fontSize);
    }
    doc.setTextColor(...color);
    let cursor = align === "center" ? x - runs.reduce((sum, run) => sum + run.width, 0) / 2 : x;
    for (const run of runs) {
      if (isSubset(run.font)) {
        doc.setFont(`${family}${run.font}`, "normal");
        doc.text(run.text, cursor, y);
      } else noto!.draw(run.font, run.text, cursor, y, fontSize, color);
      cursor += run.width;
    }
  }

  /** Splits `text` into lines no wider than `maxWidth` (measured in the Latin file; close enough). */
  function lines(text: string, family: Family, size: number, maxWidth: number): string[] {
    doc.setFont(`${family}Latin`, "normal");
    doc.setFontSize(size);
    return doc.splitTextToSize(text, maxWidth) as string[];
  }

  // Frame: a thick and a thin line in the academy's purple.
  doc.setDrawColor(...PURPLE);
  doc.setLineWidth(1.6);
  doc.rect(10, 10, width - 20, height - 20, "S");
  doc.setLineWidth(0.3);
  doc.rect(14, 14, width - 28, height - 28, "S");

  write(academyName.toUpperCase(), center, 34, "Inter", 13, PURPLE);
  write(CERTIFICATE_TITLE, center, 52, "Lora", 32, INK);
  write("This certifies that", center, 70, "Inter", 12, MUTED);
  write(certificate.name, center, 88, "Lora", 28, PURPLE);
  doc.setLineWidth(0.4);
  doc.line(center - 80, 93, center + 80, 93);
  write(
    `has completed the programme of ${certificate.cla_cohort_name}, with the courses`,
    center,
    104,
    "Inter",
    12,
    INK,
  );
  let y = 113;
  for (const line of lines(
    certificate.courses.map((course) => course.name).join(" · "),
    "Inter",
    11,
    190,
  ).slice(0, 4)) {
    write(line, center, y, "Inter", 11, INK);
    y += 6;
  }
  write(
    `Completed on ${certificateDate(certificate.completed_on)}`,
    center,
    Math.max(y + 6, 140),
    "Lora",
    14,
    INK,
  );

  // Bottom left: where and how to verify. Bottom right: the QR code with the code under it.
  write("Verify this certificate at", 26, 172, "Inter", 9, MUTED, "left");
  write(certificate.verify_url, 26, 178, "Inter", 9, INK, "left");
  write(
    `Issued on ${certificateDate(certificate.issued_at.slice(0, 10))}`,
    26,
    184,
    "Inter",
    9,
    MUTED,
    "left",
  );

  const qr = QRCode.create(certificate.verify_url, { errorCorrectionLevel: "M" });
  const modules = qr.modules.size;
  const qrSize = 34;
  const cell = qrSize / modules;
  const qrX = width - 26 - qrSize;
  const qrY = 146;
  doc.setFillColor(0, 0, 0);
  for (let row = 0; row < modules; row += 1) {
    // One rectangle per horizontal run of dark modules.
    let column = 0;
    while (column < modules) {
      if (!qr.modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules && qr.modules.get(row, column)) column += 1;
      doc.rect(qrX + start * cell, qrY + row * cell, (column - start) * cell, cell, "F");
    }
  }
  write(certificate.code, qrX + qrSize / 2, qrY + qrSize + 5, "Inter", 9, INK);

  const bytes = doc.output("arraybuffer");
  return noto ? noto.drawOver(bytes) : bytes;
}
