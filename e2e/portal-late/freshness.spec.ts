import { test } from "@playwright/test";

import {
  addAssignment,
  apiSignIn,
  DEMO,
  expect,
  portal,
  signedIn,
  toast,
  uniqueEmail,
} from "../portal/support";

// Freshness after a write (decision 177): a person who acts and then looks, as people do — straight away, by the
// menu — sees what they did within a second, though the screen they look at was cached and its link pressed
// before. They add an assignment and score the demo student, which the portal project's journeys count: late.
test.describe.configure({ timeout: 120_000 });

/** What a person who looks back at once may wait: a second. */
const AT_ONCE = { timeout: 1_000 };

test("a facilitator scores, goes straight to the desk and back to the item: both show the score", async ({
  browser,
  baseURL,
  request,
}) => {
  const name = `Freshness essay ${Date.now() % 100_000}`;
  const id = await addAssignment(request, name);
  const facilitator = await signedIn(browser, baseURL!, DEMO.facilitator.email, DEMO.facilitator.password);
  const students = portal(facilitator).getByRole("table").first();
  await expect(students).toContainText(DEMO.student.name);
  const before = await students.innerText();

  await facilitator.goto(`/portal/assignments/${id}`);
  const scoring = portal(facilitator).getByRole("form", { name: "Score a Student" });
  const student = scoring.getByRole("combobox", { name: /^Student/ });
  await student.selectOption({ label: DEMO.student.name });
  await scoring.getByRole("textbox", { name: /^Score/ }).fill("100");
  await scoring.getByRole("button", { name: "Submit" }).click();
  await expect(toast(facilitator, "Assignment Scored successfully!")).toBeVisible();

  await portal(facilitator).getByRole("link", { name: "Instructor Desk" }).click();
  await expect(students).not.toHaveText(before, AT_ONCE);
  await facilitator.goBack();
  await expect(student.locator("option", { hasText: DEMO.student.name })).toHaveCount(0, AT_ONCE);
});

test("an admin deactivates a person and goes straight back to the people list: it says so", async ({
  browser,
  baseURL,
  request,
}) => {
  const { token } = await apiSignIn(request, DEMO.admin.email, DEMO.admin.password);
  const headers = { Authorization: `Bearer ${token}` };
  const roles = (await (await request.get("/api/v1/cla_roles", { headers })).json()) as {
    roles: Array<{ id: number; name: string }>;
  };
  const facilitatorRole = roles.roles.find((role) => role.name === "facilitator")!;
  const person = { name: `Fresh Facilitator ${Date.now() % 100_000}`, email: uniqueEmail("fresh") };
  const invited = await request.post("/api/v1/cla_users/invite", {
    headers,
    data: { user: { ...person, cla_role_id: facilitatorRole.id } },
  });
  expect(invited.status()).toBe(201);

  const admin = await signedIn(browser, baseURL!, DEMO.admin.email, DEMO.admin.password);
  const people = admin.getByRole("list", { name: "Administration" }).getByRole("link", { name: "People" });
  await people.click();
  const row = portal(admin).getByRole("row").filter({ hasText: person.email });
  await expect(row).not.toContainText("Deactivated");
  await row.getByRole("link", { name: person.name }).click();
  await portal(admin).getByRole("button", { name: "Deactivate" }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Yes, Deactivate" }).click();
  await expect(toast(admin, "Person deactivated.")).toBeVisible();

  await people.click();
  await expect(row).toContainText("Deactivated", AT_ONCE);
});

test("a student hands in and goes straight back to the assignments list: it says handed in", async ({
  browser,
  baseURL,
  request,
}) => {
  const name = `Freshness hand-in ${Date.now() % 100_000}`;
  await addAssignment(request, name);
  const student = await signedIn(browser, baseURL!, DEMO.student.email, DEMO.student.password);
  const assignments = portal(student).getByRole("link", { name: "Assignments", exact: true });
  await assignments.click();
  const item = portal(student).getByRole("link", { name: new RegExp(`^${name}`) });
  await expect(item.getByTestId("work-badge")).toHaveText("not handed in");
  await item.click();
  const form = portal(student).getByRole("form", { name: "Your Work" });
  await form.getByRole("textbox", { name: "Your text" }).fill("Leading means serving first.");
  await form.getByRole("button", { name: "Hand in" }).click();
  await expect(toast(student, "Work handed in successfully!")).toBeVisible();

  await assignments.click();
  await expect(item.getByTestId("work-badge")).toHaveText("handed in", AT_ONCE);
});
