import type { StudentListItem } from "@cla/domain/client";
import {
  csvText,
  formatDateTime,
  PERFORMANCE_SHEET_COLUMNS,
  performanceSheetCells,
  performanceSheetFileName,
  performanceSheetRows,
  performanceSheetTitle,
} from "@cla/domain/client";
import type { Cell } from "jspdf-autotable";
import { timeZones } from "../../app/timeZones";
import { fetchedFonts, type FontLoaders } from "../../pdf/fonts";
import type { Rgb } from "../../pdf/textRuns";
import { texts } from "./texts";

/** A file the browser saves: its bytes and its name. */
export interface SheetFile {
  blob: Blob;
  fileName: string;
}

const INK: Rgb = [31, 27, 36];
const WHITE: Rgb = [255, 255, 255];
const PURPLE: Rgb = [76, 29, 149];
const FONT_SIZE = 9;

/**
 * The cohort's performance sheet as a PDF (docs/product.md §9): landscape A4, the title, a generated-on date and one
 * table row per student and course (the domain's performance-sheet rule), the header repeated on every page.
 * Every text is in the site's Inter, embedded; a cell with a character beyond Inter's Latin file (Łukasz,
 * Оксана, محمد, 王秀英, …) is drawn in runs like the certificate's text (pdf/textRuns.ts, decision 179): Inter's
 * Latin Extended file, fetched only then, and the Noto slices its script needs, shaped, fetched only then.
 * jsPDF, jspdf-autotable and the text runs are loaded here, at the click, never with the desk (docs/toolchain.md,
 * item 8).
 */
export async function performanceSheetPdf(
  cohortId: number,
  students: readonly StudentListItem[],
  now: Date,
  fonts: FontLoaders = fetchedFonts,
): Promise<SheetFile> {
  const title = performanceSheetTitle(cohortId);
  const generatedOn = texts.generatedOn(
    // The portal's day and time in the viewer's zone; in English, as the sheet's other words still are.
    formatDateTime(now, timeZones().viewer, { locale: "en" }),
  );
  const body = performanceSheetCells(performanceSheetRows(students));
  const all = [title, generatedOn, ...PERFORMANCE_SHEET_COLUMNS, ...body.flat()].map((text) =>
    text.normalize("NFC"),
  );
  const { addLatinFont, fontRuns, latinFontFile, needsLatinExt, notoFor, RunWriter, runsWidth } =
    await import("../../pdf/textRuns");
  const [noto, latin, { jsPDF }, { autoTable }] = await Promise.all([
    notoFor(all, fonts.loadNotoFont),
    fonts.loadLatinFont(latinFontFile("Inter", "Latin")),
    import("jspdf"),
    import("jspdf-autotable"),
  ]);
  /** Whether `text` needs more than Inter's Latin file, so is drawn in runs rather than by autotable. */
  const inRuns = (text: string) => fontRuns(text, noto?.fileOf).some((run) => run.font !== "Latin");
  const latinExt = needsLatinExt(all, noto)
    ? await fonts.loadLatinFont(latinFontFile("Inter", "LatinExt"))
    : null;

  const doc = new jsPDF({ orientation: "landscape", unit: "mm", format: "a4", putOnlyUsedFonts: true });
  addLatinFont(doc, "Inter", "Latin", latin);
  if (latinExt) addLatinFont(doc, "Inter", "LatinExt", latinExt);
  const writer = new RunWriter(doc, noto);
  writer.draw(writer.measure(title, "Inter", 16), 14, 16, "Inter", 16, INK);
  writer.draw(writer.measure(generatedOn, "Inter", 10), 14, 23, "Inter", 10, INK);

  /** The lines of the cells drawn in runs, taken from autotable before it draws them. */
  const runLines = new WeakMap<Cell, string[]>();
  autoTable(doc, {
    startY: 28,
    head: [[...PERFORMANCE_SHEET_COLUMNS]],
    body,
    showHead: "everyPage",
    styles: { font: "InterLatin", fontStyle: "normal", fontSize: FONT_SIZE, textColor: INK, valign: "top" },
    headStyles: { fillColor: PURPLE, textColor: WHITE },
    columnStyles: Object.fromEntries([0, 4, 5, 6, 7, 8].map((index) => [index, { halign: "right" }])),
    didParseCell({ cell }) {
      // Autotable measures in Inter's Latin file; a cell in runs asks for its real width.
      if (!inRuns(cell.text.join(" "))) return;
      const widest = Math.max(
        ...cell.text.map((line) => runsWidth(writer.measure(line, "Inter", FONT_SIZE))),
      );
      cell.styles.minCellWidth = widest + cell.padding("horizontal");
    },
    willDrawCell({ cell }) {
      if (!inRuns(cell.text.join(" "))) return;
      runLines.set(cell, cell.text);
      cell.text = [];
    },
    didDrawCell({ cell }) {
      const lines = runLines.get(cell);
      if (!lines) return;
      const { x, y } = cell.getTextPos();
      const available = cell.width - cell.padding("horizontal");
      const lineHeight = (FONT_SIZE / doc.internal.scaleFactor) * doc.getLineHeightFactor();
      // Autotable's first baseline: the top padding and 0.85 of the font size below the cell's top.
      let baseline = y + (FONT_SIZE / doc.internal.scaleFactor) * 0.85;
      for (const line of lines) {
        let size = FONT_SIZE;
        let runs = writer.measure(line, "Inter", size);
        if (runsWidth(runs) > available) {
          size *= available / runsWidth(runs);
          runs = writer.measure(line, "Inter", size);
        }
        const start = cell.styles.halign === "right" ? x - runsWidth(runs) : x;
        writer.draw(runs, start, baseline, "Inter", size, INK);
        baseline += lineHeight;
      }
    },
  });
  const bytes = await writer.output();
  return {
    blob: new Blob([bytes], { type: "application/pdf" }),
    fileName: performanceSheetFileName(cohortId, now),
  };
}

/**
 * The same sheet as CSV (beyond docs/product.md), written by the domain's one CSV writer (csvText: a byte-order
 * mark, CRLF line ends, no cell a spreadsheet would run as a formula, even after a `;` inside it).
 */
export function performanceSheetCsvText(students: readonly StudentListItem[]): string {
  return csvText([[...PERFORMANCE_SHEET_COLUMNS], ...performanceSheetCells(performanceSheetRows(students))]);
}

export function performanceSheetCsv(
  cohortId: number,
  students: readonly StudentListItem[],
  now: Date,
): SheetFile {
  return {
    blob: new Blob([performanceSheetCsvText(students)], { type: "text/csv;charset=utf-8" }),
    fileName: performanceSheetFileName(cohortId, now).replace(/\.pdf$/, ".csv"),
  };
}
