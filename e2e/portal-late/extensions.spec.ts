import { test } from "@playwright/test";

import {
  addAssignment,
  DEMO,
  expect,
  expectAccessibleAtBothWidths,
  portal,
  signedIn,
  toast,
} from "../portal/support";

// Extensions (decision 186): the facilitator grants the demo student a later due date on a new assignment, and
// the student's own page of it shows that date, extended from the item's. Late: it adds an assignment.
test.describe.configure({ timeout: 120_000 });

/** A date `days` from today, as a date field takes it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("a facilitator grants the demo student an extension; the student's assignment shows the later date", async ({
  browser,
  baseURL,
  request,
}) => {
  const name = `Extended essay ${Date.now() % 100_000}`;
  const id = await addAssignment(request, name);
  const facilitator = await signedIn(browser, baseURL!, DEMO.facilitator.email, DEMO.facilitator.password);
  await facilitator.goto(`/portal/assignments/${id}`);
  const page = portal(facilitator);
  await page.getByText("Extensions", { exact: true }).click();
  await expect(page.getByText("No student has an extension for this item.")).toBeVisible();

  await page.getByRole("checkbox", { name: DEMO.student.name }).check();
  await page.getByLabel(/^New Due Date/).fill(inDays(14));
  await page.getByLabel(/^Reason/).fill("Hospital stay");
  await expectAccessibleAtBothWidths(facilitator);
  await page.getByRole("button", { name: "Grant Extension" }).click();
  await expect(toast(facilitator, "Extension granted to 1 student.")).toBeVisible();
  const granted = page.getByRole("table", { name: "Extensions" });
  await expect(granted.getByRole("rowheader", { name: DEMO.student.name })).toBeVisible();
  await expect(granted).toContainText("Hospital stay");

  const student = await signedIn(browser, baseURL!, DEMO.student.email, DEMO.student.password);
  await student.goto(`/portal/assignments/${id}`);
  await expect(portal(student).getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(portal(student).getByText(/^Extended from /)).toBeVisible();
});
