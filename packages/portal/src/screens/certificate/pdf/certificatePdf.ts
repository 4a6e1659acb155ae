/**
 * The certificate as a PDF: A4 landscape, the site's fonts embedded (Lora for the
 * headings and the name, Inter for the rest: their Latin subsets, and their Latin Extended ones only when a
 * text needs them, as 'Łukasz' does), and a QR code of `verify_url` drawn as vector squares with the code printed under it.
 * A name, cohort or course in another script (Cyrillic, Greek, Vietnamese, Arabic, Hebrew, Devanagari,
 * Ethiopic, Thai, Chinese, Japanese, Korean) is drawn in the Noto slices it needs, shaped
 * (pdf/textRuns.ts, pdf/notoText.ts, decision 179), which are fetched only then. jsPDF and qrcode are
 * imported here, and this module is itself imported only when the student presses Download PDF, so nothing
 * of it loads with the screen (or with /login).
 */
import type { Certificate } from "@cla/domain/client";
import type { FontLoaders } from "../../../pdf/fonts";
import {
  addLatinFont,
  latinFontFile,
  needsLatinExt,
  notoFor,
  RunWriter,
  runsWidth,
  type Family,
  type Rgb,
  type Subset,
} from "../../../pdf/textRuns";
import { certificateDate } from "./dates";

export interface CertificatePdfOptions {
  academyName: string;
  /** Inter's and Lora's Latin files, and the Noto slices a text beyond them needs (pdf/fonts.ts). */
  fonts: FontLoaders;
  /** Deflate the page content (default true); tests read the uncompressed content to decode the QR. */
  compress?: boolean;
}

export const CERTIFICATE_TITLE = "Certificate of Completion";

/** `CLA_Certificate_{code}.pdf`. */
export function certificateFileName(code: string): string {
  return `CLA_Certificate_${code}.pdf`;
}

const PURPLE: Rgb = [75, 29, 122];
const INK: Rgb = [31, 27, 36];
const MUTED: Rgb = [90, 84, 99];

const FAMILIES: Family[] = ["Inter", "Lora"];

/** The certificate's texts that are not fixed English: what decides the fonts it needs. */
export function certificateTexts(certificate: Certificate, academyName: string): string[] {
  return [academyName.toUpperCase(), certificate.name, certificate.cla_cohort_name]
    .concat(certificate.courses.map((course) => course.name))
    .map((text) => text.normalize("NFC"));
}

/** Builds the PDF; resolves to its bytes. */
export async function buildCertificatePdf(
  certificate: Certificate,
  { academyName, fonts, compress = true }: CertificatePdfOptions,
): Promise<ArrayBuffer> {
  const texts = certificateTexts(certificate, academyName);
  const loadFiles = (subset: Subset) =>
    Promise.all(FAMILIES.map((family) => fonts.loadLatinFont(latinFontFile(family, subset))));
  const notoFetched = notoFor(texts, fonts.loadNotoFont);
  const [noto, latin, latinExt, { jsPDF }, QRCode] = await Promise.all([
    notoFetched,
    loadFiles("Latin"),
    // The Latin Extended files only for a text that needs them ('Łukasz'): a plain Latin name fetches two fewer.
    notoFetched.then((found) => (needsLatinExt(texts, found) ? loadFiles("LatinExt") : null)),
    import("jspdf"),
    import("qrcode"),
  ]);
  const doc = new jsPDF({
    orientation: "landscape",
    unit: "mm",
    format: "a4",
    compress,
    putOnlyUsedFonts: true,
  });
  for (const [index, family] of FAMILIES.entries()) {
    addLatinFont(doc, family, "Latin", latin[index]!);
    if (latinExt) addLatinFont(doc, family, "LatinExt", latinExt[index]!);
  }
  const writer = new RunWriter(doc, noto);
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
    color: Rgb,
    align: "center" | "left" = "center",
    maxWidth = width - 60,
  ) {
    let fontSize = size;
    let runs = writer.measure(text, family, fontSize);
    // A long name or cohort shrinks to fit inside the frame rather than running off the page.
    const natural = runsWidth(runs);
    if (natural > maxWidth) {
      fontSize = size * (maxWidth / natural);
      runs = writer.measure(text, family, fontSize);
    }
    writer.draw(runs, align === "center" ? x - runsWidth(runs) / 2 : x, y, family, fontSize, color);
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

  return writer.output();
}
