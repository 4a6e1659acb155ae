import type { StudentListItem } from "@cla/domain/client";
import { performanceSheetTitle } from "@cla/domain/client";
import { buildStudentList, workedExample, WORLD_NAMES } from "@cla/domain/fixtures";
import { getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { blobBytes, pdfPages } from "../../test/pdf";
import { diskFonts, embedded, pdfFontRows, poppler } from "../../test/pdfFonts";
import { performanceSheetCsv, performanceSheetCsvText, performanceSheetPdf } from "./performanceSheet";

const HEADER =
  /No\.\s+Student Name\s+Student ID\s+Course Name\s+Assignment \(25\)\s+Attendance \(30\)\s+Contributions \(25\)\s+CBT \(20\)\s+Total \(100\)/;

/** Full marks: 25 + 30 + 25 + 20 = 100. */
const FULL_MARKS = {
  user_submission_percentage: { submission_percentage: 100, submission_points: 25 },
  user_attendance_percentage: { attendance_percentage: 100, attendance_points: 30 },
  user_contribution_stats: { contributions_points: 25 },
  user_cbt_stats: { cbt_points: 20 },
};
/** The sheet's five points cells of each: the worked example (the shared fixture), full marks. */
const WORKED = Object.values(workedExample.shown).join(" ");
const FULL = "25 30 25 20 100";

/**
 * `count` students × the given courses, named Student 001, Student 002, …: the worked example in the
 * first course, full marks in the others.
 */
function cohort(count: number, courses: string[]): StudentListItem[] {
  return Array.from({ length: count }, (_, index) => {
    const n = String(index + 1).padStart(3, "0");
    return {
      student: { user_id: `CLA00000000${n}`, name: `Student ${n}`, email: `s${n}@example.org` },
      courses: courses.map((course_name, c) => ({
        course_id: `c${c}`,
        course_name,
        course_stats: c === 0 ? workedExample.courseStats : FULL_MARKS,
      })),
    };
  });
}

describe("the performance sheet PDF (docs/product.md §9)", () => {
  const now = new Date(2026, 2, 7, 23, 30); // local 7 March 2026, late evening

  it("has the title, a generated-on date, the header and every row of 3 students × 2 courses", async () => {
    const file = await performanceSheetPdf(3, cohort(3, ["Foundations", "Leadership"]), now, diskFonts());
    expect(file.fileName).toBe("Cohort3_Performance_Sheet_2026-03-07.pdf");
    const pages = await pdfPages(file.blob);
    expect(pages).toHaveLength(1);
    const page = pages[0]!.replace(/\s+/g, " ");
    expect(page).toContain(performanceSheetTitle(3));
    expect(page).toMatch(/Generated on: \S+/);
    expect(page).toMatch(HEADER);
    const rows = [
      `1 Student 001 CLA00000000001 Foundations ${WORKED}`,
      `2 Student 001 CLA00000000001 Leadership ${FULL}`,
      `3 Student 002 CLA00000000002 Foundations ${WORKED}`,
      `4 Student 002 CLA00000000002 Leadership ${FULL}`,
      `5 Student 003 CLA00000000003 Foundations ${WORKED}`,
      `6 Student 003 CLA00000000003 Leadership ${FULL}`,
    ];
    let from = 0;
    for (const row of rows) {
      const at = page.indexOf(row, from);
      expect(at, row).toBeGreaterThan(from);
      from = at;
    }
  });

  it("is landscape A4", async () => {
    const file = await performanceSheetPdf(3, cohort(1, ["Foundations"]), now, diskFonts());
    const pdf = await getDocumentProxy(await blobBytes(file.blob));
    const [, , width, height] = (await pdf.getPage(1)).view;
    // A4 is 297 × 210 mm = 841.89 × 595.28 pt.
    expect(Math.round(width!)).toBe(842);
    expect(Math.round(height!)).toBe(595);
  });

  it("breaks 200 students over several pages, repeating the header on each", async () => {
    const file = await performanceSheetPdf(9, cohort(200, ["Foundations"]), now, diskFonts());
    const pages = (await pdfPages(file.blob)).map((page) => page.replace(/\s+/g, " "));
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages) expect(page).toMatch(HEADER);
    const all = pages.join(" ");
    expect(all).toContain("1 Student 001 CLA00000000001 Foundations");
    expect(all).toContain("200 Student 200 CLA00000000200 Foundations");
  });

  it("fetches no Noto file nor Inter's Latin Extended one for a sheet in Latin letters", async () => {
    const fonts = diskFonts();
    await performanceSheetPdf(3, cohort(3, ["Foundations"]), now, fonts);
    expect(fonts.asked).toEqual(["inter-latin.ttf"]);
  });

  /** One student per name of WORLD_NAMES, each in a course named after the name. */
  function worldCohort(): StudentListItem[] {
    const names = Object.values(WORLD_NAMES);
    return cohort(names.length, ["Course"]).map((item, index) => ({
      ...item,
      student: { ...item.student, name: names[index]! },
      courses: item.courses.map((course) => ({ ...course, course_name: `${names[index]!} Studies` })),
    }));
  }

  it("gives back every name of every script in its cells as text, every font embedded (poppler)", async () => {
    const fonts = diskFonts();
    const bytes = await blobBytes((await performanceSheetPdf(3, worldCohort(), now, fonts)).blob);
    // Bidirectional marks and spaces aside, poppler reads each name back in logical order, twice: the
    // student's name and the course's.
    const text = (await poppler("pdftotext", bytes)).replace(/[\u202a-\u202e\s]/g, "");
    for (const name of Object.values(WORLD_NAMES)) {
      const squeezed = name.replace(/\s/g, "");
      expect(text.split(squeezed).length - 1, name).toBe(2);
    }
    expect(text).toContain(performanceSheetTitle(3).replace(/\s/g, ""));
    const rows = await pdfFontRows(bytes);
    expect(rows.join("\n")).toMatch(/Inter/);
    expect(rows.join("\n")).toMatch(/NotoSansArabic/);
    for (const row of rows) expect(embedded(row), row).toBe(true);
    // Inter's Latin Extended file (Łukasz) and one Noto file per script, no more.
    expect(fonts.asked).toContain("inter-latin-ext.ttf");
    expect(fonts.asked.filter((file) => file.includes("noto-sans-arabic"))).toHaveLength(1);
  });
});

describe("the performance sheet CSV", () => {
  it("is UTF-8 with a BOM, the sheet's columns and rows, named like the PDF", async () => {
    const file = performanceSheetCsv(3, buildStudentList(), new Date(2026, 0, 2));
    expect(file.fileName).toBe("Cohort3_Performance_Sheet_2026-01-02.csv");
    const bytes = await blobBytes(file.blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    expect(lines[0]).toBe(
      "No.,Student Name,Student ID,Course Name,Assignment (25),Attendance (30),Contributions (25),CBT (20),Total (100)",
    );
    expect(lines[2]).toBe(
      ["2,Ada Obi,CLA7K2PQ9XW4HM3,Foundations of Leadership", ...Object.values(workedExample.shown)].join(
        ",",
      ),
    );
    expect(lines).toHaveLength(12 + 2); // header, 4 students × 3 courses, final line end
  });

  it("keeps accents, quotes what needs it and never lets a cell run as a formula", () => {
    const list = cohort(1, ['=HYPERLINK("x")', "+1", "-2", "@SUM(A1)", "Église, Ré"]);
    const text = performanceSheetCsvText(list);
    expect(text).toContain(`,"'=HYPERLINK(""x"")",`);
    expect(text).toContain(",'+1,");
    expect(text).toContain(",'-2,");
    expect(text).toContain(",'@SUM(A1),");
    expect(text).toContain(',"Église, Ré",');
  });

  it("neutralises a formula after a separator inside a cell (decision 176, finding 11)", () => {
    const list = cohort(1, ["Bob;=1+1", "Ann\t+1", "Eve, @SUM(A1)", "Joe\n-2", "Tom|=cmd"]);
    const text = performanceSheetCsvText(list);
    for (const cell of ['"\'Bob;=1+1"', '"\'Ann\t+1"', '"\'Eve, @SUM(A1)"', '"\'Joe\n-2"', '"\'Tom|=cmd"']) {
      expect(text).toContain(`,${cell},`);
    }
  });

  it("reads back every name intact, in any script, as a spreadsheet reads UTF-8 with a BOM", async () => {
    const names = Object.values(WORLD_NAMES);
    const list = cohort(names.length, ["Foundations"]).map((item, index) => ({
      ...item,
      student: { ...item.student, name: names[index]! },
    }));
    const bytes = await blobBytes(performanceSheetCsv(3, list, new Date(2026, 0, 2)).blob);
    // A spreadsheet program takes the BOM as "this is UTF-8" and drops it.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false })
      .decode(bytes)
      .split("\r\n")
      .slice(1, -1)
      .map((line) => line.split(","));
    expect(rows.map((cells) => cells[1])).toEqual(names);
  });
});
