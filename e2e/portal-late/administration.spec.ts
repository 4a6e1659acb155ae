import { test, type Browser, type Page } from "@playwright/test";

import {
  DEMO,
  expect,
  expectAccessibleAtBothWidths,
  newestResetLink,
  portal,
  signIn,
  TEXT,
  toast,
  uniqueEmail,
} from "../portal/support";

// The administration against the real server (docs/product.md §2.4): an admin opens an intake, enrols it from a
// CSV file, a student sets a password from the invitation mail and lands in the new cohort, the admin moves one
// student and deactivates another, and the activity log shows it all. One test, in order. In portal-late: it adds
// people and a cohort the portal journeys would count.
test.describe.configure({ timeout: 240_000 });

async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  // A context of its own per person: sessions live in the tab's storage.
  return (await browser.newContext({ baseURL })).newPage();
}

/** Opens the set-password link of the newest mail to `email` and chooses `password`; back on /login. */
async function setPassword(page: Page, email: string, password: string) {
  await page.goto(await newestResetLink(email));
  await portal(page)
    .getByLabel(/^New Password/)
    .fill(password);
  await portal(page).getByLabel("Confirm New Password").fill(password);
  await portal(page).getByRole("button", { name: "Reset Password" }).click();
  await expect(toast(page, TEXT.passwordReset)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
}

/** The person's screen, found through the People search. */
async function openPerson(page: Page, email: string, name: string) {
  await page.goto("/portal/admin/people");
  await portal(page).getByLabel("Search by name or email").fill(email);
  await portal(page).getByLabel("Search by name or email").press("Enter");
  await portal(page).getByRole("link", { name }).click();
  await expect(portal(page).getByRole("heading", { level: 1, name })).toBeVisible();
}

test("an admin opens an intake, enrols it from a CSV file, moves and deactivates students; the log shows it", async ({
  browser,
  baseURL,
}) => {
  const stamp = Date.now();
  const intake = `Intake ${stamp}`;
  const students = [
    { name: "Esther Danjuma", email: uniqueEmail("esther") },
    { name: "Femi Bello", email: uniqueEmail("femi") },
    { name: "Grace Udo", email: uniqueEmail("grace") },
  ];

  // The admin signs in (the desk) and sees the Administration group.
  const admin = await newPage(browser, baseURL!);
  await signIn(admin, DEMO.admin.email, DEMO.admin.password);
  await expect(admin).toHaveURL(/\/portal\/instructorDesk$/);
  const group = admin.getByRole("list", { name: "Administration" });
  await group.getByRole("link", { name: "Cohorts" }).click();

  // A new cohort without dates (running), so closed to sign-up until an admin opens it (decision 174).
  await portal(admin).getByRole("link", { name: "New Cohort" }).click();
  await portal(admin)
    .getByLabel(/Cohort Name/)
    .fill(intake);
  await portal(admin).getByRole("button", { name: "Create Cohort" }).click();
  await expect(toast(admin, "Cohort created successfully!")).toBeVisible();
  const row = portal(admin).getByRole("row").filter({ hasText: intake });
  await expect(row).toContainText("Running");
  await expect(row).toContainText("Until it starts");
  await expectAccessibleAtBothWidths(admin, "cohorts");

  // Enrolment: three students and a row with an error.
  await group.getByRole("link", { name: "Enrol from CSV" }).click();
  const csv = [
    "name,email,phone_number,birthday,cohort",
    ...students.map((student) => `${student.name},${student.email},,,${intake}`),
    `Nobody,not-an-email,,,${intake}`,
  ].join("\n");
  await portal(admin)
    .getByLabel(/CSV file/)
    .setInputFiles({ name: "intake.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await portal(admin).getByRole("button", { name: "Preview" }).click();
  const rows = portal(admin).getByRole("table", { name: "Rows of the file" });
  await expect(rows.getByText("New", { exact: true })).toHaveCount(3);
  await expect(rows.getByRole("row").filter({ hasText: "not-an-email" })).toContainText(
    "Email must be a valid email address",
  );
  // axe judges the screen, not a toast leaving it (its fading text).
  await expect(toast(admin, "The file has been read: check every row below.")).toBeHidden({
    timeout: 30_000,
  });
  await expectAccessibleAtBothWidths(admin, "enrolment preview");
  await portal(admin).getByRole("button", { name: "Enrol 3 students" }).click();
  await expect(portal(admin).getByRole("status")).toContainText("3 students enrolled.");

  // The first student sets a password from the invitation mail and signs in into the new cohort.
  const esther = await newPage(browser, baseURL!);
  await setPassword(esther, students[0]!.email, "grace&truth7");
  await signIn(esther, students[0]!.email, "grace&truth7");
  await expect(esther).toHaveURL(/\/portal$/);
  await esther.goto("/portal/profile");
  await expect(portal(esther)).toContainText(intake);

  // The third sets a password too, then is deactivated: refused at sign-in from then on.
  const grace = await newPage(browser, baseURL!);
  await setPassword(grace, students[2]!.email, "grace&truth8");

  // The admin moves the second student to a demo cohort.
  await openPerson(admin, students[1]!.email, students[1]!.name);
  await portal(admin).getByLabel("Cohort", { exact: true }).selectOption({ label: "Cohort Emmanuel" });
  await portal(admin).getByRole("button", { name: "Move" }).click();
  await expect(toast(admin, "Student moved to the new cohort.")).toBeVisible();

  // And deactivates the third, after the confirmation.
  await openPerson(admin, students[2]!.email, students[2]!.name);
  await portal(admin).getByRole("button", { name: "Deactivate" }).click();
  const question = admin.getByRole("alertdialog", { name: `Deactivate ${students[2]!.name}?` });
  await question.getByRole("button", { name: "Yes, Deactivate" }).click();
  await expect(toast(admin, "Person deactivated.")).toBeVisible();
  await expect(portal(admin).getByRole("button", { name: "Reactivate" })).toBeVisible();
  await expect(toast(admin, "Person deactivated.")).toBeHidden({ timeout: 30_000 });
  await expectAccessibleAtBothWidths(admin, "a deactivated person");

  await signIn(grace, students[2]!.email, "grace&truth8");
  await expect(portal(grace).getByRole("alert")).toHaveText(TEXT.invalidCredentials);

  // The activity log, newest first, shows each step.
  await group.getByRole("link", { name: "Activity Log" }).click();
  const log = portal(admin).getByRole("table", { name: "Activity, newest first" });
  const entry = (kind: string, text: string) =>
    log
      .getByRole("row")
      .filter({ has: admin.getByText(kind, { exact: true }) })
      .filter({ hasText: text });
  await expect(entry("cohort.created", intake)).toHaveCount(1);
  for (const student of students) await expect(entry("user.enrolled", student.name)).toHaveCount(1);
  await expect(entry("sign_in.succeeded", students[0]!.name).first()).toBeVisible();
  await expect(entry("user.cohort_changed", students[1]!.name)).toHaveCount(1);
  await expect(entry("user.deactivated", students[2]!.name)).toHaveCount(1);
  await expect(entry("sign_in.failed", students[2]!.email).first()).toBeVisible();
  await expectAccessibleAtBothWidths(admin, "activity log");
});
