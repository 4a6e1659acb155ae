import { test } from "@playwright/test";

import {
  DEMO,
  expect,
  expectAccessibleAtBothWidths,
  heading,
  portal,
  signedIn,
  toast,
} from "../portal/support";

// The journey against the real server: a facilitator runs a cohort's courses and topics, the student
// follows them. One test, in order, since each step builds on the previous one.
test.describe.configure({ timeout: 180_000 });

test("a facilitator builds a course with topics, duplicates and deletes it; the student follows it", async ({
  browser,
  baseURL,
  request,
}) => {
  const signInAnswer = await request.post("/api/v1/sign_in", {
    data: { user: { email: DEMO.student.email, password: DEMO.student.password } },
  });
  const cohortId = ((await signInAnswer.json()) as { user: { cla_cohort_id: number } }).user.cla_cohort_id;
  const courseName = `Stewardship ${Date.now()}`;

  // ── The facilitator creates the course for the student's cohort ──
  const facilitator = await signedIn(browser, baseURL!, DEMO.facilitator.email, DEMO.facilitator.password);
  await facilitator.goto("/portal/course/new");
  await expect(heading(facilitator, "Add New Course")).toBeVisible();
  const form = portal(facilitator);
  await form.getByLabel(/^Course Name/).fill(courseName);
  await form
    .getByLabel(/^Description/)
    .fill("Faithful with little.\nWatch: https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await form.getByLabel(/^Cohort/).selectOption(String(cohortId));
  await form.getByLabel(/^Start Date/).fill("2020-01-06");
  await form.getByLabel(/^End Date/).fill("2099-12-31");
  await expectAccessibleAtBothWidths(facilitator, "/portal/course/new");
  await form.getByRole("button", { name: "Create Course" }).click();
  await expect(toast(facilitator, "Course created successfully!")).toBeVisible();
  await expect(facilitator).toHaveURL(/\/portal\/instructorDesk$/);

  // ── …finds it in the cohort's list and adds two topics ──
  await facilitator.goto(`/portal/courses?cohort=${cohortId}`);
  await expect(portal(facilitator).getByLabel("Filter by Cohort")).not.toHaveValue("");
  await portal(facilitator)
    .getByRole("button", { name: new RegExp(`^${courseName}`) })
    .click();
  await expect(heading(facilitator, courseName)).toBeVisible();
  await expect(portal(facilitator).getByText("No topics have been added to this course yet.")).toBeVisible();
  for (const [name, description] of [
    ["Faithful with little", "Luke 16:10-12"],
    ["Talents", "Matthew 25:14-30 https://example.org/talents.pdf"],
  ]) {
    await portal(facilitator).getByRole("link", { name: "Add Topic" }).click();
    await expect(heading(facilitator, "Add New Topic")).toBeVisible();
    await portal(facilitator)
      .getByLabel(/^Topic Name/)
      .fill(name!);
    await portal(facilitator)
      .getByLabel(/^Description/)
      .fill(description!);
    await portal(facilitator).getByRole("button", { name: "Add Topic" }).click();
    await expect(heading(facilitator, courseName)).toBeVisible();
    await expect(portal(facilitator).getByRole("button", { name: name! })).toBeVisible();
  }
  await expectAccessibleAtBothWidths(facilitator, "/portal/courses/{id} (facilitator)");
  const courseUrl = facilitator.url();

  // ── …duplicates it, then deletes the copy ──
  await portal(facilitator).getByRole("link", { name: "Duplicate" }).click();
  await expect(heading(facilitator, "Duplicate Course")).toBeVisible();
  await expect(portal(facilitator).getByLabel(/^Course Name/)).toHaveValue(`Copy of ${courseName}`);
  await portal(facilitator).getByRole("button", { name: "Create Course" }).click();
  await expect(facilitator).toHaveURL(/\/portal\/instructorDesk$/);
  await facilitator.goto(`/portal/courses?cohort=${cohortId}`);
  await portal(facilitator)
    .getByRole("button", { name: new RegExp(`^Copy of ${courseName}`) })
    .click();
  await expect(heading(facilitator, `Copy of ${courseName}`)).toBeVisible();
  await portal(facilitator).getByRole("button", { name: "Delete course" }).click();
  const question = facilitator.getByRole("alertdialog", {
    name: "Are you sure you want to delete this course?",
  });
  await expect(question.getByText("This action cannot be undone.")).toBeVisible();
  await question.getByRole("button", { name: "Yes, Delete" }).click();
  await expect(toast(facilitator, "Course deleted successfully!")).toBeVisible();
  await expect(heading(facilitator, "Courses")).toBeVisible();
  await expect(portal(facilitator).getByRole("button", { name: new RegExp(`^${courseName}`) })).toBeVisible();
  await expect(portal(facilitator).getByRole("button", { name: /^Copy of Stewardship/ })).toHaveCount(0);

  // ── The student sees the course, its topics and the video; reloading keeps the screen ──
  const student = await signedIn(browser, baseURL!, DEMO.student.email, DEMO.student.password);
  await student.goto("/portal/courses");
  await expect(heading(student, "Courses")).toBeVisible();
  await expect(portal(student).getByRole("button", { name: new RegExp(`^${courseName}`) })).toBeVisible();
  await expectAccessibleAtBothWidths(student, "/portal/courses (student)");
  // The demo academy's course that starts in the future is locked for the student.
  const locked = portal(student)
    .getByRole("button", { name: / Locked$/ })
    .first();
  const lockedName = (await locked.locator("span.font-medium").first().textContent())!;
  await locked.click();
  await expect(toast(student, `${lockedName} is locked! Complete prerequisites first.`)).toBeVisible();
  await expect(heading(student, "Courses")).toBeVisible();

  await portal(student)
    .getByRole("button", { name: new RegExp(`^${courseName}`) })
    .click();
  await expect(heading(student, courseName)).toBeVisible();
  expect(student.url()).toBe(courseUrl);
  await expect(portal(student).getByTitle("YouTube video")).toBeVisible();
  await expect(portal(student).getByRole("button", { name: "Faithful with little" })).toBeVisible();
  await expect(portal(student).getByRole("button", { name: "Talents" })).toBeVisible();
  await expect(portal(student).getByRole("navigation", { name: "Manage course" })).toHaveCount(0);
  await student.reload();
  await expect(heading(student, courseName)).toBeVisible();
  await portal(student).getByRole("button", { name: "Talents" }).click();
  await expect(portal(student).getByTitle("PDF preview: talents.pdf")).toBeVisible();
  await expectAccessibleAtBothWidths(student, "/portal/courses/{id} (student)");
});
