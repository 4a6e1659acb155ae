import { test } from "@playwright/test";

import { apiSignIn, DEMO, expect, portal, signIn, toast, uniqueEmail } from "../portal/support";

// The first-hour journeys of decision 180 against the real server. In portal-late: the first changes a person's role.
test.describe.configure({ timeout: 180_000 });

test("an admin makes a staff member without a cohort a student: the cohort is chosen in the same form, confirmed", async ({
  page,
}) => {
  const email = uniqueEmail("deacon");
  const name = "Deacon Tunde Ade";
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/portal\/instructorDesk$/);
  await page.goto("/portal/admin/invite");
  await portal(page)
    .getByLabel(/^Full Name/)
    .fill(name);
  await portal(page)
    .getByLabel(/^Email/)
    .fill(email);
  await portal(page).getByLabel(/^Role/).selectOption("Facilitator");
  await portal(page).getByRole("button", { name: "Send Invitation" }).click();
  await expect(toast(page, "Invitation sent.")).toBeVisible();

  await page.goto("/portal/admin/people");
  await portal(page).getByLabel("Search by name or email").fill(email);
  await portal(page).getByLabel("Search by name or email").press("Enter");
  await portal(page).getByRole("link", { name }).click();
  await expect(portal(page).getByRole("heading", { level: 1, name })).toBeVisible();

  const form = portal(page).locator("[data-slot=card]", {
    has: page.getByRole("heading", { name: "Change role" }),
  });
  await form.getByLabel("Role").selectOption("Student");
  await form.getByRole("button", { name: "Change Role" }).click();
  await expect(form.getByText("Cohort is required")).toBeVisible();
  await expect(page.getByText("cla_cohort_id")).toHaveCount(0);
  await form.getByLabel(/^Cohort/).selectOption("Cohort Emmanuel");
  await form.getByRole("button", { name: "Change Role" }).click();
  const dialog = page.getByRole("alertdialog", { name: `Change ${name}'s role to Student?` });
  await expect(dialog).toContainText("join Cohort Emmanuel as a student");
  await dialog.getByRole("button", { name: "Yes, Change Role" }).click();
  await expect(toast(page, "Role changed.")).toBeVisible();
  const details = portal(page).locator("[data-slot=card]", {
    has: page.getByRole("heading", { name: "Details" }),
  });
  await expect(details).toContainText("Student");
  await expect(details).toContainText("Cohort Emmanuel");
});

test("a signed-out student opening an assignment's link signs in and lands on that assignment", async ({
  page,
  request,
}) => {
  const { token } = await apiSignIn(request, DEMO.student.email, DEMO.student.password);
  const response = await request.get("/api/v1/cla_assignments", {
    headers: { Authorization: `Bearer ${token}` },
  });
  const [assignment] = (await response.json()) as Array<{ id: string; name: string }>;
  if (!assignment) throw new Error("the demo student's cohort has no assignment");
  const link = `/portal/assignments/${assignment.id}`;

  await page.goto(link);
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(link)}`);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(DEMO.student.email);
  await page.getByLabel(/^Password/).fill(DEMO.student.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(link);
  await expect(portal(page).getByRole("heading", { level: 1, name: assignment.name })).toBeVisible();

  // A next= to another site is ignored: the student lands on their dashboard.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`/login?next=${encodeURIComponent("//evil.example/portal")}`);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(DEMO.student.email);
  await page.getByLabel(/^Password/).fill(DEMO.student.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/portal$/);
});
