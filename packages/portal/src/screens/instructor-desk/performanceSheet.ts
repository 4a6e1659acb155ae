import type { StudentListItem } from "@cla/domain/client";
import {
  csvText,
  formatLocalDate,
  PERFORMANCE_SHEET_COLUMNS,
  performanceSheetCells,
  performanceSheetFileName,
  performanceSheetRows,
  performanceSheetTitle,
  toDateString,
} from "@cla/domain/client";
import { texts } from "./texts";

/** A file the browser saves: its bytes and its name. */
export interface SheetFile {
  blob: Blob;
  fileName: string;
}

/**
 * The cohort's performance sheet as a PDF (docs/product.md §9): landscape A4, the title, a generated-on date and one
 * table row per student and course (the domain's performance-sheet rule), the header repeated on every page.
 * jsPDF and jspdf-autotable are loaded here, at the click, never with the desk (docs/toolchain.md, item 8).
 */
export async function performanceSheetPdf(
  cohortId: number,
  students: readonly StudentListItem[],
  now: Date,
): Promise<SheetFile> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import("jspdf"), import("jspdf-autotable")]);
  const doc = new jsPDF({ orientation: "landscape", unit: "mm", format: "a4" });
  doc.setFontSize(16);
  doc.text(performanceSheetTitle(cohortId), 14, 16);
  doc.setFontSize(10);
  doc.text(texts.generatedOn(formatLocalDate(toDateString(now)) ?? toDateString(now)), 14, 23);
  autoTable(doc, {
    startY: 28,
    head: [[...PERFORMANCE_SHEET_COLUMNS]],
    body: performanceSheetCells(performanceSheetRows(students)),
    showHead: "everyPage",
    styles: { fontSize: 9 },
    headStyles: { fillColor: [76, 29, 149] },
    columnStyles: Object.fromEntries([0, 4, 5, 6, 7, 8].map((index) => [index, { halign: "right" }])),
  });
  return {
    blob: doc.output("blob"),
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
