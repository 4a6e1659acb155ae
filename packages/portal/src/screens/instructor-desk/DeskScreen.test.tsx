import type * as JsPdfModule from "jspdf";
import { messages, performanceSheetFileName, toDateString } from "@cla/domain/client";
import { buildDeskStats, buildStudentList, workedExample, WORLD_NAMES } from "@cla/domain/fixtures";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { assessmentFixtures, cohortsOk, listOk, respond, workCountsOk } from "../../mocks/handlers";
import { seedSession } from "../../mocks/session";
import { renderPortal } from "../../test/renderPortal";
import { server } from "../../test/server";
import { blobBytes, pdfPages } from "../../test/pdf";
import { recordRequests } from "../../test/requests";

const saved = vi.hoisted(() => ({ files: [] as Array<{ blob: Blob; fileName: string }>, failPdf: false }));

vi.mock("../../feedback/saveFile", () => ({
  saveFile: (blob: Blob, fileName: string) => saved.files.push({ blob, fileName }),
}));

// The PDF's fonts read from disk, as the browser fetches them.
vi.mock("../../pdf/fonts", async () => ({
  fetchedFonts: (await import("../../test/pdfFonts")).diskFonts(),
}));

// jsPDF as it is, except when a test makes it fail.
vi.mock("jspdf", async (importOriginal) => {
  const original = await importOriginal<typeof JsPdfModule>();
  class FailingJsPDF extends original.jsPDF {
    constructor(...args: ConstructorParameters<typeof original.jsPDF>) {
      if (saved.failPdf) throw new Error("jsPDF failed");
      super(...args);
    }
  }
  return { ...original, jsPDF: FailingJsPDF, default: FailingJsPDF };
});

function deskHandlers() {
  return [
    cohortsOk(),
    respond("get", "/cla_dashboards/desk_stats", buildDeskStats()),
    listOk("/cla_dashboards/student_list", buildStudentList()),
  ];
}

/** Opens the desk on cohort 3 and, once its students show, presses the button named `name`. */
async function pressOnDesk(name: string): Promise<HTMLElement> {
  server.use(...deskHandlers());
  const { user } = renderPortal("/portal/instructorDesk?cohort=3");
  await screen.findByRole("table");
  const button = screen.getByRole("button", { name });
  await user.click(button);
  return button;
}

describe("/portal/instructorDesk", () => {
  beforeEach(() => {
    saved.files.length = 0;
    saved.failPdf = false;
    seedSession("facilitator");
  });

  it("Apply Filter puts the cohort in the URL and loads its figures and students", async () => {
    const seen = recordRequests();
    server.use(...deskHandlers());
    const { user, location } = renderPortal("/portal/instructorDesk");
    const select = await screen.findByLabelText("Filter by Cohort");
    await screen.findByRole("option", { name: "Cohort 2025A" });
    await user.selectOptions(select, "Cohort 2025A");
    expect(location()).toBe("/portal/instructorDesk");
    await user.click(screen.getByRole("button", { name: "Apply Filter" }));
    expect(location()).toBe("/portal/instructorDesk?cohort=3");
    await screen.findByRole("table", { name: "Students of Cohort 2025A" });
    expect(seen).toEqual(
      expect.arrayContaining([
        "GET /cla_dashboards/desk_stats?cla_cohort_id=3",
        "GET /cla_dashboards/student_list?cla_cohort_id=3",
      ]),
    );
  });

  it("links the work waiting for a score to the cohort's list, whose items show theirs", async () => {
    server.use(
      ...deskHandlers(),
      listOk("/cla_assignments", assessmentFixtures("assignment", "facilitator")),
      workCountsOk("assignment"),
    );
    const { user, location } = renderPortal("/portal/instructorDesk?cohort=3");
    const region = await screen.findByRole("region", { name: "Work to score" });
    expect(within(region).getByRole("link", { name: "2 contributions to score" })).toHaveAttribute(
      "href",
      "/portal/contributions?cohort=3",
    );
    await user.click(within(region).getByRole("link", { name: "2 assignments to score" }));
    await waitFor(() => expect(location()).toBe("/portal/assignments?cohort=3"));
    expect(await screen.findByText("2 to score")).toBeInTheDocument();
  });

  it("downloads the performance sheet PDF with the cohort's rows, named with today's local date", async () => {
    await pressOnDesk("Performance Sheet PDF");
    expect(await screen.findByText(messages.performanceSheetDownloaded)).toBeInTheDocument();
    expect(saved.files).toHaveLength(1);
    const [file] = saved.files;
    expect(file!.fileName).toBe(performanceSheetFileName(3, new Date()));
    expect(file!.fileName).toBe(`Cohort3_Performance_Sheet_${toDateString(new Date())}.pdf`);
    const text = (await pdfPages(file!.blob)).join(" ").replace(/\s+/g, " ");
    expect(text).toContain("Cohort 3 Performance Sheet");
    // Ada Obi's open course is the worked example of the shared fixture.
    const shown = Object.values(workedExample.shown);
    expect(text).toContain(["2 Ada Obi CLA7K2PQ9XW4HM3 Foundations of Leadership", ...shown].join(" "));
    expect(text).toContain("12 Grace Mensah CLA000000000004 Minister-Service Class 0 0 0 0 0");
  });

  it("says 'Failed to generate PDF. Please try again.' when the PDF cannot be made", async () => {
    saved.failPdf = true;
    const button = await pressOnDesk("Performance Sheet PDF");
    expect(await screen.findByText(messages.generatePdfFailed)).toBeInTheDocument();
    expect(saved.files).toHaveLength(0);
    await waitFor(() => expect(button).toBeEnabled());
  });

  it("downloads the same sheet as CSV", async () => {
    await pressOnDesk("Performance Sheet CSV");
    expect(await screen.findByText(messages.performanceSheetDownloaded)).toBeInTheDocument();
    const [file] = saved.files;
    expect(file!.fileName).toBe(`Cohort3_Performance_Sheet_${toDateString(new Date())}.csv`);
    const text = new TextDecoder().decode(await blobBytes(file!.blob));
    const shown = Object.values(workedExample.shown);
    expect(text).toContain(["2,Ada Obi,CLA7K2PQ9XW4HM3,Foundations of Leadership", ...shown].join(","));
  });

  it("isolates each name in its own direction, so an Arabic name beside its total is not reordered", async () => {
    const names = Object.values(WORLD_NAMES);
    const list = buildStudentList().map((item, index) => ({
      ...item,
      student: { ...item.student, name: names[index % names.length]! },
    }));
    server.use(
      cohortsOk(),
      respond("get", "/cla_dashboards/desk_stats", buildDeskStats()),
      listOk("/cla_dashboards/student_list", list),
    );
    renderPortal("/portal/instructorDesk?cohort=3");
    await screen.findByRole("table");
    for (const { student } of list) expect(screen.getByText(student.name).tagName).toBe("BDI");
  });

  it("sends a student who opens the desk by URL to their dashboard", async () => {
    seedSession("student");
    server.use(
      respond("get", "/cla_dashboards/student_dashboard_stats", { courses_completed: 0, course_stats: [] }),
      respond("get", "/cla_announcements", []),
    );
    const { location } = renderPortal("/portal/instructorDesk");
    await waitFor(() => expect(location()).toBe("/portal"));
  });
});
