import { test, type APIRequestContext, type Page } from "@playwright/test";

import { apiSignIn, DEMO, expect, expectAccessibleAtBothWidths, portal, signIn, toast } from "./support";

// Whole journeys against the real server: sign-ins, lazy screens and the assignment form's 3-second return.
test.describe.configure({ mode: "serial", timeout: 180_000 });

/**
 * The demo facilitator adds an assignment, a contribution and a CBT to a course of the demo student's
 * cohort with no items yet (Mentoring and Multiplication), due yesterday, today and next week, and scores the
 * demo student on each; a second score through the API gets 409. The student then sees the three badges, each
 * score, and the course's points on the dashboard (docs/api.md §7.2): 25 × 80/100 + 25 × 70/100 + 20 × 60/100 = 49.5.
 */
const COURSE = "Mentoring and Multiplication";
const COHORT = "Cohort Emmanuel";
const RUN = `${Date.now() % 100_000}`;

interface Kind {
  kind: "assignment" | "contribution" | "cbt";
  /** The course details link that opens the form. */
  link: string;
  form: string;
  list: string;
  listPath: string;
  name: string;
  due: number;
  badge: string;
  score: number;
  created: string;
  scored: string;
  scorePath: string;
  wrapper: string;
  studentKey: string;
  itemKey: string;
}

const KINDS: Kind[] = [
  {
    kind: "assignment",
    link: "Add Assignment",
    form: "Add New Assignment",
    list: "Assignments",
    listPath: "/portal/assignments",
    name: `Mentoring plan ${RUN}`,
    due: -1,
    badge: "Past Due",
    score: 80,
    created: "Assignment created successfully!",
    scored: "Assignment Scored successfully!",
    scorePath: "/api/v1/cla_submissions",
    wrapper: "cla_submission",
    studentKey: "cla_student_id",
    itemKey: "cla_assignment_id",
  },
  {
    kind: "contribution",
    link: "Create Contribution",
    form: "Add New Contribution",
    list: "Contributions",
    listPath: "/portal/contributions",
    name: `Forum: who mentored you ${RUN}`,
    due: 0,
    badge: "Due today",
    score: 70,
    created: "Contribution created successfully!",
    scored: "Contribution scored successfully!",
    scorePath: "/api/v1/cla_contributions_scores",
    wrapper: "cla_contributions_score",
    studentKey: "cla_user_id",
    itemKey: "cla_contribution_id",
  },
  {
    kind: "cbt",
    link: "Create Test",
    form: "Add New Cbt",
    list: "CBTs",
    listPath: "/portal/cbts",
    name: `Mentoring quiz ${RUN}`,
    due: 7,
    badge: "New",
    score: 60,
    created: "Cbt created successfully!",
    scored: "Cbt scored successfully!",
    scorePath: "/api/v1/cla_cbts_scores",
    wrapper: "cla_cbts_score",
    studentKey: "cla_user_id",
    itemKey: "cla_cbt_id",
  },
];

/** Each item's details URL, filled by the facilitator's journey for the student's. */
const itemUrls = new Map<string, string>();

/** The local calendar date `days` from today, "YYYY-MM-DD" (the browser runs in this machine's zone). */
function localDate(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function heading(page: Page, name: string | RegExp) {
  await expect(portal(page).getByRole("heading", { level: 1, name })).toBeVisible();
}

/**
 * The student's points on the course from the kinds this journey scores (docs/api.md §7.2), and the
 * attendance points apart: the live-class journey marks attendance on the same course and may run beside it.
 */
async function coursePoints(request: APIRequestContext): Promise<{ scored: number; attendance: number }> {
  const { token, user } = await apiSignIn(request, DEMO.student.email, DEMO.student.password);
  const response = await request.get(
    `/api/v1/cla_dashboards/student_dashboard_stats?cla_user_id=${user.id}`,
    {
      headers: { Authorization: `Bearer ${token}` },
    },
  );
  expect(response.status()).toBe(200);
  const stats = (await response.json()) as {
    course_stats: Array<{
      course_name: string;
      course_stats: {
        user_submission_percentage: { submission_points: number };
        user_attendance_percentage: { attendance_points: number };
        user_contribution_stats: { contributions_points: number };
        user_cbt_stats: { cbt_points: number };
      };
    }>;
  };
  const course = stats.course_stats.find((one) => one.course_name === COURSE)!.course_stats;
  return {
    scored:
      course.user_submission_percentage.submission_points +
      course.user_contribution_stats.contributions_points +
      course.user_cbt_stats.cbt_points,
    attendance: course.user_attendance_percentage.attendance_points,
  };
}

test("the facilitator adds an assignment, a contribution and a CBT and scores the demo student once on each", async ({
  page,
  request,
}) => {
  expect((await coursePoints(request)).scored).toBe(0);

  await signIn(page, DEMO.facilitator.email, DEMO.facilitator.password);
  await expect(portal(page).getByRole("heading", { level: 1, name: "My Desk" })).toBeVisible();
  await page.goto("/portal/courses");
  await portal(page).getByLabel("Filter by Cohort").selectOption({ label: COHORT });
  await portal(page)
    .getByRole("button", { name: new RegExp(`^${COURSE}`) })
    .click();
  await heading(page, COURSE);
  const courseUrl = page.url();

  for (const kind of KINDS) {
    await page.goto(courseUrl);
    await portal(page)
      .getByRole("navigation", { name: "Manage course" })
      .getByRole("link", { name: kind.link })
      .click();
    await heading(page, kind.form);
    const form = portal(page);
    await expect(form.getByRole("combobox", { name: /Course/ })).toHaveText(new RegExp(COURSE));
    await expect(form.getByRole("combobox", { name: /Course/ })).toHaveValue(/.+/);
    if (kind.kind === "assignment") await expectAccessibleAtBothWidths(page, page.url(), { settle: true });
    await form.getByRole("textbox", { name: /Name/ }).fill(kind.name);
    await form
      .getByRole("textbox", { name: /Description/ })
      .fill("Made by the e2e journey. https://example.org/guide");
    await form.getByLabel(/Due Date/).fill(localDate(kind.due));
    await form.getByRole("button", { name: "Create" }).click();
    await expect(toast(page, kind.created)).toBeVisible();
    // Back to the list of the item's cohort (the assignment form after 3 seconds).
    await heading(page, kind.list);
    await expect(page).toHaveURL(/\?cohort=\d+$/);
    const item = portal(page).getByRole("link", { name: new RegExp(`^${kind.name}.*${kind.badge}$`) });
    await expect(item).toBeVisible();
    if (kind.kind === "assignment") await expectAccessibleAtBothWidths(page, page.url(), { settle: true });
    await item.click();
    await heading(page, kind.name);
    itemUrls.set(kind.kind, page.url());

    const student = portal(page).getByRole("combobox", { name: /Student/ });
    await expect(student.getByRole("option", { name: DEMO.student.name })).toHaveCount(1);
    await student.selectOption({ label: DEMO.student.name });
    await portal(page).getByRole("textbox", { name: /Score/ }).fill(String(kind.score));
    if (kind.kind === "cbt") await expectAccessibleAtBothWidths(page, page.url(), { settle: true });
    await portal(page).getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, kind.scored)).toBeVisible();
    // Scored exactly once: the student leaves the selector.
    await expect(student.getByRole("option", { name: DEMO.student.name })).toHaveCount(0);
  }

  // A second score through the API is refused: 409, and nothing changes.
  const { token } = await apiSignIn(request, DEMO.facilitator.email, DEMO.facilitator.password);
  const { user: ada } = await apiSignIn(request, DEMO.student.email, DEMO.student.password);
  for (const kind of KINDS) {
    const itemId = new URL(itemUrls.get(kind.kind)!).pathname.split("/").pop()!;
    const again = await request.post(kind.scorePath, {
      headers: { Authorization: `Bearer ${token}` },
      data: { [kind.wrapper]: { score: "99", [kind.studentKey]: ada.id }, [kind.itemKey]: itemId },
    });
    expect(again.status(), `${kind.kind} scored twice`).toBe(409);
  }
  expect((await coursePoints(request)).scored).toBe(49.5);
});

test("the demo student sees the badges, each score, and the points on the dashboard", async ({
  page,
  request,
}) => {
  test.skip(itemUrls.size !== KINDS.length, "needs the facilitator's journey");
  await signIn(page, DEMO.student.email, DEMO.student.password);
  await heading(page, "Dashboard");

  for (const kind of KINDS) {
    await page.goto(kind.listPath);
    await heading(page, kind.list);
    const item = portal(page).getByRole("link", { name: new RegExp(`^${kind.name}.*${kind.badge}$`) });
    await expect(item).toBeVisible();
    // The demo cohort's own items show every badge too.
    for (const badge of ["Past Due", "Due today", "New"]) {
      await expect(
        portal(page)
          .getByRole("link", { name: new RegExp(`${badge}$`) })
          .first(),
      ).toBeVisible();
    }
    if (kind.kind === "cbt") await expectAccessibleAtBothWidths(page, page.url(), { settle: true });
    await item.click();
    await heading(page, kind.name);
    await expect(portal(page).getByText(`Your Score: ${kind.score}%`)).toBeVisible();
    // A reload loads the item by its id.
    await page.reload();
    await expect(portal(page).getByText(`Your Score: ${kind.score}%`)).toBeVisible();
    if (kind.kind === "cbt") await expectAccessibleAtBothWidths(page, page.url(), { settle: true });
  }

  await page.goto("/portal/dashboard");
  const { scored, attendance } = await coursePoints(request);
  expect(scored).toBe(49.5);
  await expect(portal(page).getByRole("meter", { name: new RegExp(COURSE) })).toHaveAttribute(
    "aria-valuetext",
    `${scored + attendance}%`,
  );
});
