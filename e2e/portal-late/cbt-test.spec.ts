import { test, type APIRequestContext, type Locator, type Page } from "@playwright/test";

import { apiSignIn, DEMO, expect, heading, portal, signedIn, toast } from "../portal/support";

// The journey against the real server of a CBT taken in the portal (docs/api.md §6.14, decisions 161, 163,
// 164): the facilitator writes a one-minute test of the four kinds on the CBT form; one student takes it by
// keyboard, reloads halfway and resumes with the clock still running, submits and finds it handed in, its
// score shown neither on the CBT nor in the dashboard's CBT points before the test has closed (decision 174);
// a second student answers part of it and lets the time run out, and is graded on what they saved. The
// facilitator's results show both scores at once. A course of its own in the demo
// cohort keeps the dashboard's figures exact; it adds a course there, so it runs with the late journeys.
//
// The server has no clock to move, so the time limit is the smallest there is (1 minute), and the second
// student starts first: their minute runs while the first student takes the test.
test.describe.configure({ timeout: 240_000 });
test.use({ actionTimeout: 15_000 });

const RUN = `${Date.now() % 100_000}`;
const COURSE = `Servant leadership ${RUN}`;
const CBT = `Servant leadership quiz ${RUN}`;
const SECOND = { email: "student8@example.org", password: "demo-student", name: "Peter Kamau" } as const;

/** Exact texts of docs/product.md and the screens' texts (packages/portal/src/screens/assessments/texts.ts). */
const SAYS = {
  created: "Cbt created successfully!",
  allSaved: "All answers saved.",
  timeUp: "Time is up. Your answers are graded as they were saved.",
  scoreLater:
    /^Handed in\. Your score and the right answers are shown once the test has closed for everyone, after .+\.$/,
} as const;

/** The four questions, in the authored order; 10 points in all. */
const Q = {
  single: {
    text: "Who washed the disciples' feet?",
    points: 2,
    options: ["Peter", "Jesus", "John"],
    correct: 1,
  },
  multiple: {
    text: "Which of these are fruit of the Spirit?",
    points: 3,
    options: ["Love", "Pride", "Patience"],
    correct: [0, 2],
  },
  trueFalse: { text: "A servant leader puts their own comfort first.", points: 1, correct: false },
  short: { text: "Which gospel tells the parable of the talents?", points: 4, accepted: "Matthew" },
} as const;

/** The UTC date `days` from today: the academy's zone in the e2e server (docs/api.md §1.4). */
function academyDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A course of the demo student's cohort, open since today, with nothing in it yet; its id. */
async function addCourse(request: APIRequestContext): Promise<string> {
  const { user } = await apiSignIn(request, DEMO.student.email, DEMO.student.password);
  const { token } = await apiSignIn(request, DEMO.facilitator.email, DEMO.facilitator.password);
  const created = await request.post("/api/v1/cla_courses", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      cla_course: {
        name: COURSE,
        description: "Leading by serving.",
        cla_cohort_id: user.cla_cohort_id,
        start_date: academyDate(0),
        end_date: "2099-12-31",
      },
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** GET a CBT endpoint as `email`: its status and body. */
async function apiGet(request: APIRequestContext, email: string, password: string, path: string) {
  const { token } = await apiSignIn(request, email, password);
  const response = await request.get(`/api/v1${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

/** The facilitator's question N on the CBT form. */
function authored(page: Page, n: number): Locator {
  return portal(page).getByRole("group", { name: `Question ${n}`, exact: true });
}

/** The 'Correct' mark of option `index`. */
function correctOption(index: number): string {
  return `Correct: Option ${index + 1}`;
}

/** Adds question N of `kind` with its text and points; its fieldset. */
async function addQuestion(page: Page, n: number, kind: string, text: string, points: number) {
  await portal(page).getByRole("button", { name: "Add a question" }).click();
  const question = authored(page, n);
  // 'Add a question' puts focus in the new question's text.
  await expect(question.getByRole("textbox", { name: "Question text" })).toBeFocused();
  await question.getByRole("combobox", { name: "Kind" }).selectOption({ label: kind });
  await question.getByRole("textbox", { name: "Question text" }).fill(text);
  await question.getByRole("textbox", { name: "Points" }).fill(String(points));
  return question;
}

/** A student's question N of 4 in the test panel (radios are a radiogroup, the others a group). */
function asked(page: Page, n: number, role: "radiogroup" | "group"): Locator {
  return portal(page).getByRole(role, { name: new RegExp(`^Question ${n} of 4 · `) });
}

/** What a student's question N says of its answer: 'Saved', 'Saving...', 'Not saved yet'. */
function saveState(page: Page, n: number, role: "radiogroup" | "group"): Locator {
  const question = page.getByRole(role, { name: new RegExp(`^Question ${n} of 4 · `) });
  return portal(page).getByRole("listitem").filter({ has: question }).getByTestId("cbt-question-save");
}

/** The seconds the countdown shows ('m:ss'). */
async function secondsLeft(timer: Locator): Promise<number> {
  const text = (await timer.textContent()) ?? "";
  const match = /^(\d+):(\d{2})$/.exec(text.trim());
  expect(match, `the countdown shows m:ss, not "${text}"`).not.toBeNull();
  return Number(match![1]) * 60 + Number(match![2]);
}

/** Opens the CBT's details and presses Start by keyboard; focus lands in the first question. */
async function startTest(page: Page, url: string) {
  await page.goto(url);
  await expect(heading(page, CBT)).toBeVisible();
  const panel = portal(page).getByTestId("cbt-test");
  await expect(panel.getByRole("heading", { name: "Your Test" })).toBeVisible();
  // The start page: 4 questions, 10 points, 1 minute, one attempt.
  for (const [term, value] of [
    ["Questions", "4"],
    ["Total points", "10"],
    ["Time limit", "1 minute"],
    ["Attempts", "One attempt"],
  ] as const) {
    await expect(
      panel.getByRole("term").filter({ hasText: term }).locator("xpath=following-sibling::dd[1]"),
    ).toHaveText(value);
  }
  const start = panel.getByRole("button", { name: "Start the Test" });
  await start.focus();
  await page.keyboard.press("Enter");
  await expect(asked(page, 1, "radiogroup").getByRole("radio", { name: Q.single.options[0] })).toBeFocused();
  await expect(panel.getByRole("timer", { name: "Time left" })).toHaveText(/^[01]:\d{2}$/);
}

test("a facilitator writes a timed CBT; one student resumes after a reload and submits, another runs out of time; both are graded", async ({
  browser,
  baseURL,
  request,
}) => {
  const courseId = await addCourse(request);

  // ── The facilitator writes the test on the CBT form: four kinds, a one-minute limit ──
  const facilitator = await signedIn(browser, baseURL!, DEMO.facilitator.email, DEMO.facilitator.password);
  await facilitator.goto(`/portal/courses/${courseId}`);
  await expect(heading(facilitator, COURSE)).toBeVisible();
  await portal(facilitator)
    .getByRole("navigation", { name: "Manage course" })
    .getByRole("link", { name: "Create Test" })
    .click();
  await expect(heading(facilitator, "Add New Cbt")).toBeVisible();
  const form = portal(facilitator);
  await expect(form.getByRole("combobox", { name: /Course/ })).toHaveText(new RegExp(COURSE));
  await form.getByRole("textbox", { name: /Name/ }).fill(CBT);
  await form.getByRole("textbox", { name: /Description/ }).fill("Four questions, one minute.");
  await form.getByLabel(/Due Date/).fill(academyDate(7));
  await expect(form.getByText("No questions yet: this CBT is scored by hand.")).toBeVisible();
  await form.getByRole("textbox", { name: "Time limit (minutes)" }).fill("1");

  const single = await addQuestion(facilitator, 1, "Single choice", Q.single.text, Q.single.points);
  await single.getByRole("button", { name: "Add an option" }).click();
  for (const [index, option] of Q.single.options.entries()) {
    await single.getByRole("textbox", { name: `Option ${index + 1}` }).fill(option);
  }
  await single.getByRole("radio", { name: correctOption(Q.single.correct) }).check();

  const multiple = await addQuestion(facilitator, 2, "Multiple choice", Q.multiple.text, Q.multiple.points);
  await multiple.getByRole("button", { name: "Add an option" }).click();
  for (const [index, option] of Q.multiple.options.entries()) {
    await multiple.getByRole("textbox", { name: `Option ${index + 1}` }).fill(option);
  }
  for (const index of Q.multiple.correct) {
    await multiple.getByRole("checkbox", { name: correctOption(index) }).check();
  }

  const trueFalse = await addQuestion(facilitator, 3, "True or false", Q.trueFalse.text, Q.trueFalse.points);
  await trueFalse
    .getByRole("radiogroup", { name: "Correct answer" })
    .getByRole("radio", { name: "False" })
    .check();

  const short = await addQuestion(facilitator, 4, "Short answer", Q.short.text, Q.short.points);
  await short.getByRole("textbox", { name: "Accepted answer 1" }).fill(Q.short.accepted);

  await expect(form.getByText("4 questions, 10 points in all.")).toBeVisible();
  await form.getByRole("button", { name: "Create" }).click();
  await expect(toast(facilitator, SAYS.created)).toBeVisible();
  await expect(heading(facilitator, "CBTs")).toBeVisible();
  await portal(facilitator)
    .getByRole("link", { name: new RegExp(`^${CBT}`) })
    .click();
  await expect(heading(facilitator, CBT)).toBeVisible();
  const url = new URL(facilitator.url()).pathname;
  const cbtId = url.split("/").pop()!;

  // What the server stored: the four kinds with their answers, and the limit.
  const stored = await apiGet(
    request,
    DEMO.facilitator.email,
    DEMO.facilitator.password,
    `/cla_cbts/${cbtId}/questions`,
  );
  expect(stored.status).toBe(200);
  expect(stored.body).toMatchObject({
    time_limit_minutes: 1,
    shuffle: false,
    questions: [
      { kind: "single", text: Q.single.text, points: 2, options: Q.single.options, correct_options: [1] },
      { kind: "multiple", points: 3, options: Q.multiple.options, correct_options: [0, 2] },
      { kind: "true_false", points: 1, correct_answer: false },
      { kind: "short", points: 4, accepted_answers: [Q.short.accepted] },
    ],
  });

  // ── The second student starts first and answers two questions, one of them wrong, then stops ──
  const second = await signedIn(browser, baseURL!, SECOND.email, SECOND.password);
  await startTest(second, url);
  await second.keyboard.press("ArrowDown"); // Jesus: right
  await second.keyboard.press("Tab");
  await second.keyboard.press("Space"); // Love alone: not the whole set
  await expect(second.getByTestId("cbt-save-status")).toHaveText(SAYS.allSaved);

  // ── The first student starts and answers half of the test by keyboard ──
  const student = await signedIn(browser, baseURL!, DEMO.student.email, DEMO.student.password);
  await startTest(student, url);
  const timer = portal(student).getByRole("timer", { name: "Time left" });
  await student.keyboard.press("ArrowDown"); // Jesus
  await student.keyboard.press("Tab");
  await student.keyboard.press("Space"); // Love
  await student.keyboard.press("Tab");
  await student.keyboard.press("Tab");
  await student.keyboard.press("Space"); // Patience
  const q1 = asked(student, 1, "radiogroup");
  const q2 = asked(student, 2, "group");
  await expect(q1.getByRole("radio", { name: "Jesus" })).toBeChecked();
  await expect(q2.getByRole("checkbox", { name: "Patience" })).toBeFocused();
  await expect(student.getByTestId("cbt-save-status")).toHaveText(SAYS.allSaved);
  await expect(saveState(student, 1, "radiogroup")).toHaveText("Saved");
  await expect(saveState(student, 2, "group")).toHaveText("Saved");
  // The server holds both answers.
  const halfway = await apiGet(
    request,
    DEMO.student.email,
    DEMO.student.password,
    `/cla_cbts/${cbtId}/attempt`,
  );
  const saved = (halfway.body["attempt"] as { questions: Array<{ answer: unknown }> }).questions;
  expect(saved.map((question) => question.answer)).toEqual([1, [0, 2], null, null]);

  // ── A reload halfway: the answers are still there and the clock still runs ──
  const beforeReload = await secondsLeft(timer);
  await student.reload();
  await expect(heading(student, CBT)).toBeVisible();
  await expect(timer).toHaveText(/^[01]:\d{2}$/);
  const afterReload = await secondsLeft(timer);
  // Not started over: the server's deadline, give or take its whole-second rounding; and still counting down.
  expect(afterReload).toBeGreaterThan(0);
  expect(afterReload).toBeLessThan(60);
  expect(afterReload).toBeLessThanOrEqual(beforeReload + 1);
  await expect.poll(() => secondsLeft(timer)).toBeLessThan(afterReload);
  await expect(q1.getByRole("radio", { name: "Jesus" })).toBeChecked();
  await expect(q2.getByRole("checkbox", { name: "Love" })).toBeChecked();
  await expect(q2.getByRole("checkbox", { name: "Pride" })).not.toBeChecked();
  await expect(q2.getByRole("checkbox", { name: "Patience" })).toBeChecked();
  const review = portal(student).getByRole("region", { name: "Review" });
  await expect(review.getByText("2 questions have no answer:")).toBeVisible();

  // ── The rest, from the review list, by keyboard; then Submit and its confirmation ──
  await review.getByRole("button", { name: "Go to question 3" }).focus();
  await student.keyboard.press("Enter");
  const q3 = asked(student, 3, "radiogroup");
  await expect(q3.getByRole("radio", { name: "True" })).toBeFocused();
  await student.keyboard.press("Space"); // True: wrong
  await student.keyboard.press("Tab");
  const q4 = asked(student, 4, "group");
  await expect(q4.getByRole("textbox", { name: "Your answer" })).toBeFocused();
  await student.keyboard.type("  MATTHEW "); // compared trimmed and without letter case: right
  await student.keyboard.press("Tab");
  await expect(q3.getByRole("radio", { name: "True" })).toBeChecked();
  await expect(saveState(student, 4, "group")).toHaveText("Saved");
  await expect(student.getByTestId("cbt-save-status")).toHaveText(SAYS.allSaved);
  await expect(review.getByText("Every question has an answer.")).toBeVisible();

  await review.getByRole("button", { name: "Submit the Test" }).focus();
  await student.keyboard.press("Enter");
  const confirm = student.getByRole("alertdialog", { name: "Submit your answers?" });
  await expect(confirm).toHaveAccessibleDescription("You cannot change your answers after submitting.");
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await student.keyboard.press("Tab");
  await expect(confirm.getByRole("button", { name: "Yes, Submit" })).toBeFocused();
  await student.keyboard.press("Enter");

  // ── Handed in: no score on the CBT or the dashboard's CBT points before the test has closed ──
  const result = portal(student).getByTestId("cbt-test");
  await expect(result.getByRole("heading", { name: "Your Result" })).toBeFocused();
  await expect(result.getByTestId("cbt-ended")).toHaveText(/^Submitted on .+/);
  await expect(result.getByTestId("cbt-score")).toHaveText(SAYS.scoreLater);
  await expect(portal(student).getByTestId("student-score")).toHaveText("Not scored");
  await student.goto("/portal/dashboard");
  await expect(heading(student, "Dashboard")).toBeVisible();
  const card = portal(student)
    .locator('[data-slot="score-card"]')
    .filter({ has: student.getByRole("heading", { name: COURSE }) });
  // CBT points: the 90 counts once the test has closed (docs/api.md §6.14); nothing else is scored here.
  await expect(card.getByText("0 out of 20", { exact: true })).toBeAttached();
  await expect(card.getByRole("meter")).toHaveAttribute("aria-valuetext", "0%");

  // ── The second student's minute runs out: graded on what they saved, 2 of 10 points ──
  const secondPanel = portal(second).getByTestId("cbt-test");
  // The countdown reaches 0, the page asks the server until it has graded the attempt (at once or within
  // half a minute, by the worker), and the result replaces the test.
  // 'Time is up' is a lasting status: it shows at 0 and is still there once the result has replaced the test,
  // which comes without a reload.
  const timeUp = secondPanel.getByRole("status").filter({ hasText: SAYS.timeUp });
  await expect(timeUp).toBeVisible({ timeout: 120_000 });
  await expect(secondPanel.getByRole("heading", { name: "Your Result" })).toBeVisible({ timeout: 60_000 });
  await expect(timeUp).toBeVisible();
  // 'Your Score' and 'Your Result' say the same: not scored yet, before the test has closed.
  await expect(portal(second).getByTestId("student-score")).toHaveText("Not scored");
  await expect(secondPanel.getByTestId("cbt-ended")).toHaveText(
    /^Time ran out on .+; your answers were graded as saved\.$/,
  );
  await expect(secondPanel.getByTestId("cbt-score")).toHaveText(SAYS.scoreLater);
  // Too late for an answer: the server refuses it.
  const { token: secondToken } = await apiSignIn(request, SECOND.email, SECOND.password);
  const late = await request.put(`/api/v1/cla_cbts/${cbtId}/attempt/answers`, {
    headers: { Authorization: `Bearer ${secondToken}` },
    data: { answers: {} },
  });
  expect(late.status()).toBe(409);

  // ── The facilitator's results: both graded, and the most missed question first ──
  await facilitator.reload();
  await expect(heading(facilitator, CBT)).toBeVisible();
  const attempts = portal(facilitator).getByRole("table", { name: "Students' attempts" });
  const rowOf = (name: string) =>
    attempts.getByRole("row").filter({ has: facilitator.getByRole("rowheader", { name }) });
  await expect(rowOf(DEMO.student.name)).toContainText("Submitted and scored");
  await expect(rowOf(DEMO.student.name)).toContainText("90% (9 of 10 points)");
  await expect(rowOf(SECOND.name)).toContainText("Time ran out, scored as saved");
  await expect(rowOf(SECOND.name)).toContainText("20% (2 of 10 points)");
  const items = portal(facilitator).getByRole("table", { name: "Questions, the most missed first" });
  await expect(items.getByRole("rowheader")).toHaveText([
    `Question 3: ${Q.trueFalse.text}`,
    `Question 2: ${Q.multiple.text}`,
    `Question 4: ${Q.short.text}`,
    `Question 1: ${Q.single.text}`,
  ]);
  await expect(items.getByRole("row").filter({ hasText: "Question 2:" })).toContainText("1 of 2 (50%)");
  await expect(items.getByRole("row").filter({ hasText: "Question 3:" })).toContainText("0 of 2 (0%)");
  await expect(items.getByRole("row").filter({ hasText: "Question 1:" })).toContainText("2 of 2 (100%)");
  await rowOf(SECOND.name)
    .getByRole("button", { name: `View answers of ${SECOND.name}` })
    .click();
  const answers = portal(facilitator).getByRole("region", { name: `Answers of ${SECOND.name}` });
  await expect(answers.getByRole("heading", { name: `Answers of ${SECOND.name}` })).toBeFocused();
  await expect(answers.getByRole("listitem")).toHaveCount(4);
  await expect(answers.getByRole("listitem").nth(1)).toContainText("Love");
  await expect(answers.getByRole("listitem").nth(1)).toContainText("Wrong");
  await expect(answers.getByRole("listitem").nth(2)).toContainText("No answer");

  // The same, as the API reads it.
  const results = await apiGet(
    request,
    DEMO.facilitator.email,
    DEMO.facilitator.password,
    `/cla_cbts/${cbtId}/results`,
  );
  const students = results.body["students"] as Array<{
    student: { name: string };
    status: string;
    score: number | null;
    submitted_at: string | null;
  }>;
  const graded = students.filter((entry) => entry.status === "graded");
  expect(graded.map(({ student: { name }, score }) => ({ name, score }))).toEqual([
    { name: DEMO.student.name, score: 90 },
    { name: SECOND.name, score: 20 },
  ]);
  expect(graded.find((entry) => entry.student.name === SECOND.name)!.submitted_at).toBeNull();
});
