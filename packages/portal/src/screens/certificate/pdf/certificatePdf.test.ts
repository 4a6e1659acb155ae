/**
 * The certificate PDF: its text, read back with a PDF parser, and its QR code,
 * rasterised from the page's own rectangles and decoded with jsQR.
 */
import type { Certificate } from "@cla/domain/client";
import { buildCertificate, WORLD_NAMES } from "@cla/domain/fixtures";
import jsQR from "jsqr";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { fontRuns } from "../../../pdf/textRuns";
import { diskFonts, embedded, pdfFontRows, poppler } from "../../../test/pdfFonts";
import { buildCertificatePdf, certificateFileName } from "./certificatePdf";

const certificate: Certificate = {
  ...buildCertificate(new Date("2026-03-20T10:00:00Z")),
  name: "Zoë Adéwálé Łukasz",
  completed_on: "2026-02-18",
};

async function pageText(bytes: ArrayBuffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes.slice(0)), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

/**
 * The filled rectangles of the uncompressed page content (`x y w h re f`, in points), painted black on
 * white at 4 px per point with a quiet zone, then read by jsQR.
 */
function decodeQr(bytes: ArrayBuffer): string | null {
  const content = new TextDecoder("latin1").decode(bytes);
  const rects = [...content.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re\s+f/g)].map((match) => {
    const [x, y, w, h] = match.slice(1, 5).map(Number) as [number, number, number, number];
    return { x0: Math.min(x, x + w), x1: Math.max(x, x + w), y0: Math.min(y, y + h), y1: Math.max(y, y + h) };
  });
  expect(rects.length).toBeGreaterThan(50);
  const left = Math.min(...rects.map((r) => r.x0));
  const bottom = Math.min(...rects.map((r) => r.y0));
  const right = Math.max(...rects.map((r) => r.x1));
  const top = Math.max(...rects.map((r) => r.y1));
  const scale = 4;
  const margin = 40;
  const width = Math.ceil((right - left) * scale) + 2 * margin;
  const height = Math.ceil((top - bottom) * scale) + 2 * margin;
  const pixels = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const r of rects) {
    const px0 = Math.round((r.x0 - left) * scale) + margin;
    const px1 = Math.round((r.x1 - left) * scale) + margin;
    // PDF y grows upwards; image rows grow downwards.
    const py0 = Math.round((top - r.y1) * scale) + margin;
    const py1 = Math.round((top - r.y0) * scale) + margin;
    for (let py = py0; py < py1; py += 1)
      for (let px = px0; px < px1; px += 1) pixels.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
  }
  return jsQR(pixels, width, height)?.data ?? null;
}

describe("certificate PDF", () => {
  it("is named CLA_Certificate_{code}.pdf", () => {
    expect(certificateFileName("CLA-7K2P-Q9XW-4HM3")).toBe("CLA_Certificate_CLA-7K2P-Q9XW-4HM3.pdf");
  });

  it("draws accented names from the Latin Extended file where the Latin one has no glyph", () => {
    expect(fontRuns("Zoë Łukasz")).toEqual([
      { font: "Latin", text: "Zoë " },
      { font: "LatinExt", text: "Ł" },
      { font: "Latin", text: "ukasz" },
    ]);
  });

  it("keeps the spaces of a name in another script in its run, so it is shaped and ordered as one", () => {
    const arabic = "noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff";
    const fileOf = (codePoint: number) => (codePoint >= 0x600 && codePoint <= 0x6ff ? arabic : undefined);
    expect(fontRuns("Dr محمد عبد الله", fileOf)).toEqual([
      { font: "Latin", text: "Dr " },
      { font: arabic, text: "محمد عبد الله" },
    ]);
  });

  it("is A4 landscape and states the certificate, with the fonts embedded", async () => {
    const bytes = await buildCertificatePdf(certificate, {
      academyName: "Christian Leadership Academy",
      fonts: diskFonts(),
    });
    const pdf = await getDocumentProxy(new Uint8Array(bytes.slice(0)));
    expect(pdf.numPages).toBe(1);
    const page = await pdf.getPage(1);
    const [, , width, height] = page.view;
    expect(Math.round(width!)).toBe(842);
    expect(Math.round(height!)).toBe(595);

    const text = await pageText(bytes);
    for (const expected of [
      "CHRISTIAN LEADERSHIP ACADEMY",
      "Certificate of Completion",
      "Cohort 2024B",
      "Foundations of Leadership",
      "Leader-Managerial Class",
      "Completed on 18 February 2026",
      certificate.code,
      certificate.verify_url,
    ])
      expect(text).toContain(expected);
    // The name, accents and all (drawn in runs, so compare without the spaces between runs).
    expect(text.replace(/ /g, "")).toContain("ZoëAdéwáléŁukasz");
    const fontNames = new TextDecoder("latin1").decode(bytes).match(/\/BaseFont \/[A-Za-z+-]+/g) ?? [];
    expect(fontNames.join(" ")).toMatch(/Inter/);
    expect(fontNames.join(" ")).toMatch(/Lora/);
    // jsPDF lists its 14 standard fonts too; ours are the embedded TrueType files.
    expect(new TextDecoder("latin1").decode(bytes).match(/\/FontFile2 /g)?.length).toBeGreaterThanOrEqual(3);
  });

  it("shrinks a very long name to fit inside the page", async () => {
    const long = { ...certificate, name: "Oluwaseun Adéwálé ".repeat(8).trim() };
    const bytes = await buildCertificatePdf(long, {
      academyName: "Christian Leadership Academy",
      fonts: diskFonts(),
    });
    const page = await (await getDocumentProxy(new Uint8Array(bytes.slice(0)))).getPage(1);
    const { items } = await page.getTextContent();
    for (const item of items) {
      if (!("transform" in item)) continue;
      const x = item.transform[4] as number;
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + item.width).toBeLessThanOrEqual(842);
    }
  });

  it("carries a QR code of verify_url", async () => {
    const bytes = await buildCertificatePdf(certificate, {
      academyName: "Christian Leadership Academy",
      fonts: diskFonts(),
      compress: false,
    });
    expect(decodeQr(bytes)).toBe(certificate.verify_url);
  });

  it.each(Object.entries(WORLD_NAMES))(
    "gives back a %s name, cohort and course as text, every font embedded (poppler)",
    async (_script, name) => {
      const bytes = await buildCertificatePdf(
        {
          ...certificate,
          name,
          cla_cohort_name: `Cohort ${name}`,
          courses: [{ id: "c1", name: `${name} Studies` }],
        },
        { academyName: "Christian Leadership Academy", fonts: diskFonts() },
      );
      // Bidirectional marks and spaces aside, poppler reads the name back in logical order: on the name
      // line, in the cohort's name and in the course's (the order of the pieces of one line is its own).
      const text = (await poppler("pdftotext", bytes)).replace(/[\u202a-\u202e\s]/g, "");
      const squeezed = name.replace(/\s/g, "");
      expect(text.split(squeezed).length - 1).toBe(3);
      expect(text).toContain("Thiscertifiesthat");
      expect(text).toContain("hascompletedtheprogrammeofCohort");
      const fontsTable = await pdfFontRows(bytes);
      expect(fontsTable.length).toBeGreaterThan(1);
      for (const row of fontsTable) expect(embedded(row), row).toBe(true);
    },
  );

  it.each([
    [
      "ethiopic",
      /^noto-sans-ethiopic\/files\/noto-sans-ethiopic-ethiopic-400-normal\.woff$/,
      /NotoSansEthiopic/,
    ],
    ["korean", /^noto-sans-kr\/files\/noto-sans-kr-\d+-400-normal\.woff$/, /NotoSansKR/],
    // Japanese is drawn in Noto Sans SC: its slices hold the kana as well as the ideographs.
    ["japanese", /^noto-sans-sc\/files\/noto-sans-sc-\d+-400-normal\.woff$/, /NotoSansSC/],
  ] as const)(
    "draws a %s name in its own Noto font, fetching only its slices",
    async (script, slice, font) => {
      const fonts = diskFonts();
      const bytes = await buildCertificatePdf(
        { ...certificate, name: WORLD_NAMES[script] },
        { academyName: "Christian Leadership Academy", fonts },
      );
      const noto = fonts.asked.filter((file) => !file.endsWith(".ttf"));
      expect(noto.length).toBeGreaterThan(0);
      for (const file of noto) expect(file).toMatch(slice);
      expect((await pdfFontRows(bytes)).join("\n")).toMatch(font);
    },
  );

  it("draws a name mixing scripts from each script's font: Latin in Lora, the others in their Noto fonts", async () => {
    const fonts = diskFonts();
    const name = "Maria 王 Петренко 김민준 ሰላም";
    const bytes = await buildCertificatePdf(
      { ...certificate, name },
      { academyName: "Christian Leadership Academy", fonts },
    );
    const noto = fonts.asked.filter((file) => !file.endsWith(".ttf")).map((file) => file.split("/")[0]);
    expect(new Set(noto)).toEqual(
      new Set(["noto-sans", "noto-sans-sc", "noto-sans-kr", "noto-sans-ethiopic"]),
    );
    const text = (await poppler("pdftotext", bytes)).replace(/\s/g, "");
    expect(text).toContain(name.replace(/\s/g, ""));
  });
});
