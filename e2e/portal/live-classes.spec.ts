import { test, type APIRequestContext, type Page } from "@playwright/test";

import { DEMO, expect, portal, signIn, toast, violations } from "./support";

// Whole journeys against the real server (`pnpm start`, demo academy, ACADEMY_TIME_ZONE unset = UTC).
test.describe.configure({ timeout: 180_000 });

const DEMO_COHORT = "Cohort Emmanuel";
/** The demo cohort's course that starts in three weeks and has no live classes of its own yet. */
const NEW_COURSE = "Mentoring and Multiplication";

/** "YYYY-MM-DD" of `days` from today in the academy's zone (UTC). */
function academyDay(days = 0): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function heading(page: Page, name: string) {
  await expect(portal(page).getByRole("heading", { level: 1, name })).toBeVisible();
}

/** A bearer token for the API, signed in like the portal does. */
async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post("/api/v1/sign_in", { data: { user: { email, password } } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function scheduleThroughForm(page: Page, course: string, name: string, date: string, link: string) {
  await page.goto("/portal/event/new");
  await heading(page, "Schedule a Live Class");
  await portal(page)
    .getByLabel(/^Cohort/)
    .selectOption({ label: DEMO_COHORT });
  const courseSelect = portal(page).getByLabel(/^Course/);
  await expect(courseSelect).toBeEnabled();
  await courseSelect.selectOption({ label: course });
  await portal(page)
    .getByLabel(/^Class Name/)
    .fill(name);
  await portal(page).getByLabel(/^Date/).fill(date);
  await portal(page)
    .getByLabel(/^Time \(UTC time\)/)
    .fill("23:30");
  await portal(page)
    .getByLabel(/^Duration/)
    .fill("45");
  await portal(page)
    .getByLabel(/^Meeting Link/)
    .fill(link);
  await portal(page).getByRole("button", { name: "Schedule Class" }).click();
  await expect(toast(page, "Live class scheduled successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/events\?cohort=\d+$/);
}

test("a facilitator schedules and takes attendance; the student sees, joins and subscribes", async ({
  browser,
}) => {
  const suffix = `${Date.now()}`.slice(-6);
  const todayName = `E2E today ${suffix}`;
  const nextWeekName = `E2E next week ${suffix}`;
  const todayLink = `https://meet.example.org/e2e-today-${suffix}`;

  // ── The facilitator schedules two classes and marks everyone for today's ──
  const facilitatorContext = await browser.newContext();
  const facilitator = await facilitatorContext.newPage();
  await signIn(facilitator, DEMO.facilitator.email, DEMO.facilitator.password);
  await expect(toast(facilitator, "Login successful!")).toBeVisible();
  // Today's class belongs to the one demo course without earlier classes, so its attendance points are known.
  await scheduleThroughForm(facilitator, NEW_COURSE, todayName, academyDay(0), todayLink);
  await expect(portal(facilitator).getByRole("heading", { level: 2, name: todayName })).toBeVisible();
  await scheduleThroughForm(
    facilitator,
    "Foundations of Servant Leadership",
    nextWeekName,
    academyDay(7),
    "https://meet.example.org/next",
  );

  await facilitator.goto("/portal/attendance/new");
  await heading(facilitator, "Add Attendance");
  await portal(facilitator)
    .getByRole("radio", { name: new RegExp(`^${todayName} — `) })
    .check();
  await portal(facilitator).getByRole("button", { name: "Proceed" }).click();
  await expect(portal(facilitator).getByText("Attendance cannot be changed after submission!")).toBeVisible();
  // The register, by keyboard only: P / A mark the student in focus, Down moves on, Tab leaves for Save.
  const register = portal(facilitator).getByRole("list", { name: "Students without a mark" });
  const students = register.getByRole("radiogroup");
  await expect(students.first()).toBeVisible();
  const count = await students.count();
  expect(count).toBeGreaterThanOrEqual(2);
  await students.first().getByRole("radio", { name: "Present" }).focus();
  let studentPresent = false;
  for (let i = 0; i < count; i++) {
    const name = (await students.nth(i).locator("xpath=..").locator("bdi").textContent())?.trim() ?? "";
    // Present and absent alternate; the demo student is present.
    const present = i % 2 === 0 || name === DEMO.student.name;
    if (name === DEMO.student.name) studentPresent = present;
    await facilitator.keyboard.press(present ? "p" : "a");
    await expect(students.nth(i).getByRole("radio", { name: present ? "Present" : "Absent" })).toBeChecked();
    if (i < count - 1) await facilitator.keyboard.press("ArrowDown");
  }
  await expect(portal(facilitator).getByRole("status").filter({ hasText: "marked" })).toHaveText(
    `${count} of ${count} marked`,
  );
  await facilitator.keyboard.press("Tab");
  await expect(portal(facilitator).getByRole("button", { name: "Save" })).toBeFocused();
  await facilitator.keyboard.press("Enter");
  await expect(toast(facilitator, "All attendance has been marked!")).toBeVisible();
  await expect(facilitator).toHaveURL(/\/portal\/events$/);
  expect(studentPresent).toBe(true);
  await facilitatorContext.close();

  // ── The demo student sees both classes, joins one, and subscribes ──
  const studentContext = await browser.newContext();
  await studentContext.route("https://meet.example.org/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Meeting</title><h1>Meeting</h1>" }),
  );
  const student = await studentContext.newPage();
  await signIn(student, DEMO.student.email, DEMO.student.password);
  await heading(student, "Dashboard");
  await student.goto("/portal/events");
  await heading(student, "Live Classes");
  const upcoming = portal(student).getByRole("list", { name: "Upcoming Classes" });
  await expect(upcoming.getByRole("heading", { name: todayName })).toBeVisible();
  await expect(upcoming.getByRole("heading", { name: nextWeekName })).toBeVisible();
  await portal(student).getByRole("tab", { name: "Past Classes" }).click();
  await expect(portal(student).getByRole("list", { name: "Past Classes" }).getByText(todayName)).toHaveCount(
    0,
  );
  await portal(student).getByRole("tab", { name: "Upcoming Classes" }).click();

  const [meeting] = await Promise.all([
    student.waitForEvent("popup"),
    portal(student)
      .getByRole("link", { name: `Join ${todayName} (opens in a new tab)` })
      .click(),
  ]);
  await expect(meeting).toHaveURL(todayLink);
  await meeting.close();

  // docs/api.md §7.2: one mark (present) on the course's only class → attendance 100 %, 30 of 30 points; the
  // dashboard shows the server's figure.
  const token = await apiToken(student.request, DEMO.student.email, DEMO.student.password);
  const stats = (await (
    await student.request.get("/api/v1/cla_dashboards/student_dashboard_stats", {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as {
    course_stats: {
      course_name: string;
      course_stats: {
        user_attendance_percentage: { attendance_percentage: number; attendance_points: number };
      };
    }[];
  };
  const entry = stats.course_stats.find((course) => course.course_name === NEW_COURSE)!;
  expect(entry.course_stats.user_attendance_percentage).toEqual({
    attendance_percentage: 100,
    attendance_points: 30,
  });
  await student.goto("/portal/dashboard");
  await heading(student, "Dashboard");
  const card = portal(student)
    .locator("[data-slot=score-card]")
    .filter({ has: student.getByRole("heading", { name: NEW_COURSE }) });
  await expect(card.getByText("30 out of 30", { exact: true })).toBeAttached();
  await student.goto("/portal/events");
  await heading(student, "Live Classes");

  // The feed URL answers both classes. It is shown once (only its hash is kept) and another test may have
  // seen it first, so take a fresh one with Reset link.
  await portal(student).getByRole("button", { name: "Reset link" }).click();
  await student.getByRole("alertdialog").getByRole("button", { name: "Yes, Reset" }).click();
  await expect(toast(student, "Calendar link reset. Subscribe again with the new link.")).toBeVisible();
  const feedField = portal(student).getByRole("textbox", { name: "Calendar link" });
  await expect(feedField).toHaveValue(/\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const feed = await student.request.get(await feedField.inputValue());
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const ics = (await feed.text()).replace(/\r\n /g, "");
  expect(ics).toContain(`SUMMARY:${todayName}`);
  expect(ics).toContain(`SUMMARY:${nextWeekName}`);
  expect(ics).toContain(`URL:${todayLink}`);
  await studentContext.close();
});

test("the calendar screen has no axe violations at 375 px and 1280 px", async ({ page }) => {
  await signIn(page, DEMO.student.email, DEMO.student.password);
  await heading(page, "Dashboard");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/portal/events");
    await heading(page, "Live Classes");
    await expect(portal(page).getByRole("list", { name: "Upcoming Classes" })).toBeVisible();
    await expect(portal(page).getByRole("heading", { name: "Subscribe to your calendar" })).toBeVisible();
    expect(await violations(page), `${width} px`).toEqual([]);
  }
});

// ── Each viewer's own time: two browser zones, across the US change to summer time ──
// The academy is on UTC. The US moves its clocks on 14 March 2027; Europe waits until 28 March.
const ZONED = [
  { date: "2027-03-09", name: "E2E zones before" },
  { date: "2027-03-16", name: "E2E zones after" },
];
const EXPECTED: Record<string, [string, string]> = {
  "America/New_York": [
    "Tue, 9 Mar 2027, 8:00 (your time) · 13:00 in UTC",
    "Tue, 16 Mar 2027, 9:00 (your time) · 13:00 in UTC",
  ],
  "Europe/Berlin": [
    "Tue, 9 Mar 2027, 14:00 (your time) · 13:00 in UTC",
    "Tue, 16 Mar 2027, 14:00 (your time) · 13:00 in UTC",
  ],
};

for (const [timezoneId, texts] of Object.entries(EXPECTED)) {
  test(`a student in ${timezoneId} sees each class in their own time, the academy's beside it`, async ({
    browser,
    request,
  }) => {
    const token = await apiToken(request, DEMO.facilitator.email, DEMO.facilitator.password);
    const headers = { Authorization: `Bearer ${token}` };
    const courses = (await (await request.get("/api/v1/cla_courses", { headers })).json()) as {
      id: string;
      name: string;
      cla_cohort_id: number;
    }[];
    const cohorts = (await (await request.get("/api/v1/cla_cohorts")).json()) as {
      cohorts: { id: number; name: string }[];
    };
    const cohort = cohorts.cohorts.find((c) => c.name === DEMO_COHORT)!;
    const course = courses.find((c) => c.cla_cohort_id === cohort.id)!;
    const suffix = `${timezoneId.split("/")[1]} ${Date.now() % 1_000_000}`;
    for (const { date, name } of ZONED) {
      const res = await request.post("/api/v1/cla_live_classes", {
        headers,
        data: {
          cla_live_class: {
            name: `${name} ${suffix}`,
            date,
            time: "13:00",
            duration: 60,
            zoom_link: "https://meet.example.org/zones",
            cla_course_id: course.id,
          },
        },
      });
      expect(res.status()).toBe(201);
    }

    const context = await browser.newContext({ timezoneId });
    const page = await context.newPage();
    await signIn(page, DEMO.student.email, DEMO.student.password);
    await heading(page, "Dashboard");
    await page.goto("/portal/events");
    const upcoming = portal(page).getByRole("list", { name: "Upcoming Classes" });
    for (const [index, { name }] of ZONED.entries()) {
      const card = upcoming
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: `${name} ${suffix}` }) });
      await expect(card.locator("time")).toHaveText(texts[index]!);
    }
    await context.close();
  });
}
