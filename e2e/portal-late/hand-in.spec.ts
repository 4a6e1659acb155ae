import { readFile } from "node:fs/promises";

import { test, type APIRequestContext } from "@playwright/test";

import { addAssignment, apiSignIn, DEMO, expect, portal, signedIn, toast } from "../portal/support";

// The journey against the real server: a student hands in work on an assignment, the facilitator reads it,
// downloads its file and scores it with a comment, and the student then finds the work read-only. It scores
// the demo student on an assignment of the demo cohort, which the portal project's journeys count, so it runs
// with the late ones.
test.describe.configure({ timeout: 180_000 });

const RUN = `${Date.now() % 100_000}`;
const ASSIGNMENT = `Servant leadership essay ${RUN}`;
const FILE_NAME = `essay-${RUN}.pdf`;
/** A small PDF that the server's check by content takes for one (the API tests' sample, packages/api). */
const PDF = Buffer.from(
  `%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n% run ${RUN}\n`,
);
/** HTML behind a .pdf name: refused by its content (docs/api.md §6.13). */
const NOT_A_PDF = Buffer.from(
  "<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>",
);
const LINK = "https://example.org/servant-leadership";
const TEXT = "Jesus washed the disciples' feet: leading means serving first.";
const COMMENT = `Clear and well argued; cite your sources next time (${RUN}).`;

/** Exact texts of the catalogue (packages/domain) that the journey looks for. */
const SAYS = {
  refused:
    "This file cannot be handed in: its content is not a PDF, Word, Excel, PowerPoint, OpenDocument text, PNG, JPEG or plain text file, whatever its name says.",
  handedIn: "Work handed in successfully!",
  scored: "Assignment Scored successfully!",
  locked: "Scored — your work can no longer be changed",
} as const;

/** The demo student's work on the assignment, as the API gives it to them. */
async function studentWork(request: APIRequestContext, id: string) {
  const { token } = await apiSignIn(request, DEMO.student.email, DEMO.student.password);
  const response = await request.get(`/api/v1/cla_assignments/${id}/work`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { work: { links: string[]; files: Array<{ name: string }> } | null };
}

test("a student hands in a PDF and a link; the facilitator downloads it and scores it with a comment; the work is then final", async ({
  browser,
  baseURL,
  request,
}) => {
  const id = await addAssignment(request, ASSIGNMENT);
  const url = `/portal/assignments/${id}`;

  // ── The student opens the assignment: nothing handed in yet ──
  const student = await signedIn(browser, baseURL!, DEMO.student.email, DEMO.student.password, {
    acceptDownloads: true,
  });
  await student.goto(url);
  await expect(portal(student).getByRole("heading", { level: 1, name: ASSIGNMENT })).toBeVisible();
  const status = student.getByTestId("work-status");
  await expect(status).toHaveText("not handed in");
  const form = portal(student).getByRole("form", { name: "Your Work" });
  const chooser = form.getByLabel("Add files");

  // ── A file named .pdf that holds HTML: the server's 415 under it, and nothing is added ──
  await chooser.setInputFiles({ name: "not-really.pdf", mimeType: "application/pdf", buffer: NOT_A_PDF });
  const refused = form.getByRole("listitem").filter({ hasText: "not-really.pdf" });
  await expect(refused.getByText(SAYS.refused, { exact: true })).toBeVisible();
  await refused.getByRole("button", { name: "Remove not-really.pdf" }).click();
  await expect(refused).toHaveCount(0);
  expect((await studentWork(request, id)).work).toBeNull();

  // ── The PDF, a link and some text, handed in ──
  await form.getByRole("textbox", { name: "Your text" }).fill(TEXT);
  const link = form.getByRole("textbox", { name: "Link 1", exact: true });
  if ((await link.count()) === 0) await form.getByRole("button", { name: "Add a link" }).click();
  await link.fill(LINK);
  await chooser.setInputFiles({ name: FILE_NAME, mimeType: "application/pdf", buffer: PDF });
  await expect(form.getByRole("listitem").filter({ hasText: FILE_NAME })).toBeVisible();
  await expect(form.getByText(`${FILE_NAME} uploaded`, { exact: true })).toBeAttached();
  await form.getByRole("button", { name: "Hand in" }).click();
  await expect(toast(student, SAYS.handedIn)).toBeVisible();
  await expect(status).toContainText(/^Handed in on .+ · on time$/);
  const handedIn = (await studentWork(request, id)).work;
  expect(handedIn?.links).toEqual([LINK]);
  expect(handedIn?.files.map((file) => file.name)).toEqual([FILE_NAME]);
  // Before it is scored the student can still fetch their own copy from the form.
  await expect(form.getByRole("button", { name: `Download ${FILE_NAME}` })).toBeEnabled();

  // ── The facilitator chooses the student, downloads the file (the same bytes) and scores with a comment ──
  const facilitator = await signedIn(browser, baseURL!, DEMO.facilitator.email, DEMO.facilitator.password, {
    acceptDownloads: true,
  });
  // ── The desk says work waits; its link leads to the cohort's list, where the assignment says '1 to score' ──
  const { user } = await apiSignIn(request, DEMO.student.email, DEMO.student.password);
  await facilitator.goto(`/portal/instructorDesk?cohort=${user.cla_cohort_id}`);
  const waiting = portal(facilitator).getByRole("region", { name: "Work to score" });
  await waiting.getByRole("link", { name: /^\d+ assignments? to score$/ }).click();
  await expect(facilitator).toHaveURL(new RegExp(`/portal/assignments\\?cohort=${user.cla_cohort_id}$`));
  const listed = portal(facilitator).getByRole("link", { name: new RegExp(`^${ASSIGNMENT}`) });
  await expect(listed.getByTestId("count-badge")).toHaveText("1 to score");
  await facilitator.goto(url);
  await expect(portal(facilitator).getByRole("heading", { level: 1, name: ASSIGNMENT })).toBeVisible();
  const students = portal(facilitator).getByRole("list", { name: "Students" });
  const choice = students.getByRole("button", { name: new RegExp(`^${DEMO.student.name}`) });
  await expect(choice).toContainText("handed in");
  await choice.click();
  await expect(choice).toHaveAttribute("aria-pressed", "true");
  const reading = portal(facilitator);
  await expect(reading.getByText(TEXT)).toBeVisible();
  await expect(reading.getByRole("link", { name: new RegExp(LINK.replace(/[.]/g, "\\.")) })).toBeVisible();
  const [download] = await Promise.all([
    facilitator.waitForEvent("download"),
    reading.getByRole("button", { name: `Download ${FILE_NAME}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(FILE_NAME);
  expect((await readFile(await download.path())).equals(PDF)).toBe(true);

  const scoring = reading.getByRole("form", { name: "Score a Student" });
  await scoring.getByRole("combobox", { name: /^Student/ }).selectOption({ label: DEMO.student.name });
  await scoring.getByRole("textbox", { name: /^Score/ }).fill("85");
  await scoring.getByRole("textbox", { name: /^Comment/ }).fill(COMMENT);
  await scoring.getByRole("button", { name: "Submit" }).click();
  await expect(toast(facilitator, SAYS.scored)).toBeVisible();
  await expect(choice).toContainText("scored");

  // ── The student reloads: the score, the comment, and the work read-only ──
  await student.reload();
  await expect(status).toHaveText(SAYS.locked);
  const page = portal(student);
  await expect(page.getByRole("heading", { name: "Your Score" })).toBeVisible();
  await expect(page.getByText(/85(\.0+)?\s?%/)).toBeVisible();
  await expect(page.getByText(COMMENT)).toBeVisible();
  await expect(page.getByText(TEXT)).toBeVisible();
  await expect(page.getByRole("form", { name: "Your Work" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^(Hand in|Update)$/ })).toHaveCount(0);
  await expect(page.getByLabel("Add files")).toHaveCount(0);
});
