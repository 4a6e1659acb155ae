/**
 * The screenshot pass of docs/decisions/180-first-hour-usability.md: every screen that decision changed, at
 * 375 and 1280 px wide (viewport only, 800 px high), as JPEG (quality 70), saved as
 * docs/decisions/180/<prefix>-<screen>-<width>.jpg. It drives Chromium (e2e/support/chromium.ts) through the
 * portal of a running `pnpm start` with the demo academy, signing in as the student, the facilitator or the admin.
 *
 *   # a fresh academy on a free port (NODE_ENV unset):
 *   PORT=4390 CLA_DATA_DIR=$(mktemp -d) CLA_SEED=demo pnpm start
 *   # then, from the repository's root:
 *   pnpm exec tsx e2e/screenshots/decision-180.ts http://127.0.0.1:4390 after [--out=DIR]
 *
 * "before" is the same run against a worktree of the commit before the decision's work, started the same way
 * (`git worktree add /tmp/before cafc09c`, `pnpm install --frozen-lockfile` and `pnpm start` there; afterwards
 * `git worktree remove --force /tmp/before`). That version lacks some of what the steps look for (the Cohort
 * field, the confirmation, the desk's 'Work to score'): a step that cannot find its element logs it and the
 * screen is saved as the page shows it.
 * It writes to the academy (an assignment handed in by three students, a one-minute CBT that times out, an
 * invited facilitator, role changes): use a throw-away data directory. It takes two to four minutes, one of them
 * the CBT's minute running out.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Locator, type Page } from "@playwright/test";
import { chromiumLaunch } from "../support/chromium.ts";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const [origin, prefix] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const outArg = process.argv.find((arg) => arg.startsWith("--out="));
const OUT = outArg ? path.resolve(outArg.slice(6)) : path.join(REPO, "docs", "decisions", "180");
if (!origin || !prefix) {
  console.error("usage: pnpm exec tsx e2e/screenshots/decision-180.ts <origin> <before|after> [--out=DIR]");
  process.exit(2);
}

const WIDTHS = [375, 1280] as const;
type Width = (typeof WIDTHS)[number];
const HEIGHT = 800;
/** How long a step looks for its element before it gives up (the server shares 2 cores). */
const STEP_TIMEOUT = 15_000;

const DEMO = {
  student: { email: "student@example.org", password: "demo-student" },
  facilitator: { email: "facilitator@example.org", password: "demo-facilitator" },
  admin: { email: "admin@example.org", password: "demo-admin" },
} as const;
/** Makes the invited facilitator's address new on each run. */
const RUN = `${Date.now() % 100_000}`;
const ASSIGNMENT = "Servant leadership reflection";

// ---------------------------------------------------------------------------------------------------
// Logging, steps and screenshots

const missed: string[] = [];
function log(line: string): void {
  console.log(`[${prefix}] ${line}`);
}

/**
 * One action on the way to a screen. When it fails (an element the version does not have), the failure is
 * logged and false returned: the screen is then taken as the page shows it.
 */
async function step(screen: string, what: string, action: () => Promise<unknown>): Promise<boolean> {
  try {
    await action();
    return true;
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split("\n")[0];
    const line = `${screen}: could not ${what} (${reason})`;
    missed.push(line);
    log(line);
    return false;
  }
}

/** Waits until the page's finite animations (a notice fading in, a dialog opening) have finished. */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(250);
}

const written: string[] = [];
/** The viewport of `page`, at its current size, as <prefix>-<screen>-<width>.jpg. */
async function shot(page: Page, screen: string, width: Width): Promise<void> {
  await settle(page);
  const file = path.join(OUT, `${prefix}-${screen}-${width}.jpg`);
  await page.screenshot({ path: file, type: "jpeg", quality: 70 });
  written.push(path.relative(REPO, file));
  log(`wrote ${path.relative(REPO, file)}`);
}

/** Where a screen's subject goes: the top of the screen (below the top bar) or its bottom. */
interface Subject {
  target: () => Locator;
  at?: "top" | "bottom";
  /** Also scrolls the target's own scrolling region to its end (a wide table at 375 px). */
  scrollRight?: boolean;
}

/** Sets the page's width (800 px high) and brings the subject into view, or the page's top. */
async function atWidth(page: Page, width: Width, screen: string, subject?: Subject): Promise<void> {
  await page.setViewportSize({ width, height: HEIGHT });
  await page.evaluate(() => window.scrollTo(0, 0));
  if (!subject) return;
  await step(screen, "scroll to the screen's subject", async () => {
    const target = subject.target().first();
    await target.waitFor({ timeout: STEP_TIMEOUT });
    await target.evaluate(
      (element, { at, scrollRight }) => {
        element.scrollIntoView({ block: at === "bottom" ? "end" : "start" });
        // Clear of the portal's sticky top bar, or a little room below.
        window.scrollBy(0, at === "bottom" ? 24 : -80);
        if (scrollRight) {
          for (let box: Element | null = element; box; box = box.parentElement) {
            if (box.scrollWidth > box.clientWidth + 1 && getComputedStyle(box).overflowX !== "visible") {
              box.scrollLeft = box.scrollWidth;
              break;
            }
          }
        }
      },
      { at: subject.at ?? "top", scrollRight: subject.scrollRight ?? false },
    );
  });
}

/** The same screen at both widths: laid out again at each, its subject brought into view. */
async function bothWidths(
  page: Page,
  screen: string,
  subject?: Subject | ((width: Width) => Subject | undefined),
): Promise<void> {
  for (const width of WIDTHS) {
    await atWidth(page, width, screen, typeof subject === "function" ? subject(width) : subject);
    await shot(page, screen, width);
  }
}

/** The portal's content (the site layout wraps the island in <main>). */
function main(page: Page): Locator {
  return page.locator("main");
}

// ---------------------------------------------------------------------------------------------------
// The browser and the API

async function newPage(browser: Browser, width: Width = 1280): Promise<Page> {
  // A context per person: the portal keeps the session in the tab's storage.
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width, height: HEIGHT },
    deviceScaleFactor: 1,
    // The demo server's academy zone is UTC; so is the viewer's here. The locale is Playwright's (en-US).
    timezoneId: "UTC",
  });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT);
  return page;
}

/** Signs in through /login; resolves once the portal has been reached. */
async function signIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/portal/, { timeout: 30_000 });
}

async function signedIn(browser: Browser, who: { email: string; password: string }, width?: Width) {
  const page = await newPage(browser, width);
  await signIn(page, who);
  return page;
}

interface ApiUser {
  id: string;
  name: string;
  email: string;
  cla_cohort_id: number | null;
}

async function api<T>(method: string, route: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${origin}/api/v1${route}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : null) as T;
}

async function apiSignIn(who: { email: string; password: string }) {
  return api<{ token: string; user: ApiUser }>("POST", "/sign_in", null, { user: who });
}

/** The academy's date `days` from today (the demo server's zone is UTC). */
function academyDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * What the screens need and the demo seed lacks: an assignment of the current cohort handed in by three
 * students (none scored: '3 to score'), and a CBT of four questions with a one-minute limit.
 */
async function prepare() {
  const student = await apiSignIn(DEMO.student);
  const facilitator = await apiSignIn(DEMO.facilitator);
  const admin = await apiSignIn(DEMO.admin);
  const cohortId = student.user.cla_cohort_id!;
  const courses = await api<Array<{ id: string; name: string }>>(
    "GET",
    `/cla_courses?cla_cohort_id=${cohortId}`,
    facilitator.token,
  );
  const course = courses.find((candidate) => candidate.name === "Vision and Strategy") ?? courses[0]!;
  const item = {
    description: "Write a page on servant leadership.",
    due_date: academyDate(7),
    cla_course_id: course.id,
  };
  const assignment = await api<{ id: string }>("POST", "/cla_assignments", facilitator.token, {
    cla_assignment: { ...item, name: ASSIGNMENT },
  });
  for (const email of ["student@example.org", "student2@example.org", "student3@example.org"]) {
    const { token } = await apiSignIn({ email, password: DEMO.student.password });
    await api("PUT", `/cla_assignments/${assignment.id}/work`, token, {
      cla_work: { text: "Jesus washed the disciples' feet: leading means serving first." },
    });
  }
  const cbt = await api<{ id: string }>("POST", "/cla_cbts", facilitator.token, {
    cla_cbt: { ...item, name: "Servant leadership quiz", description: "Four questions, one minute." },
  });
  await api("PUT", `/cla_cbts/${cbt.id}/questions`, facilitator.token, {
    cla_cbt_test: {
      time_limit_minutes: 1,
      shuffle: false,
      questions: [
        {
          kind: "single",
          text: "Who washed the disciples' feet?",
          points: 2,
          options: ["Peter", "Jesus", "John"],
          correct_options: [1],
        },
        {
          kind: "multiple",
          text: "Which of these are fruit of the Spirit?",
          points: 3,
          options: ["Love", "Pride", "Patience"],
          correct_options: [0, 2],
        },
        {
          kind: "true_false",
          text: "A servant leader puts their own comfort first.",
          points: 1,
          correct_answer: false,
        },
        {
          kind: "short",
          text: "Which gospel tells the parable of the talents?",
          points: 4,
          accepted_answers: ["Matthew"],
        },
      ],
    },
  });
  // A facilitator without a cohort, for the role change to Student.
  const staffName = "Deacon Tunde Ade";
  const staffEmail = `deacon.${RUN}@example.org`;
  await api("POST", "/cla_users/invite", admin.token, {
    user: { name: staffName, email: staffEmail, cla_role_id: 2 },
  });
  const personId = async (email: string) => {
    const { users } = await api<{ users: ApiUser[] }>(
      "GET",
      `/cla_users?q=${encodeURIComponent(email)}`,
      admin.token,
    );
    const user = users.find((candidate) => candidate.email.toLowerCase() === email.toLowerCase());
    if (!user) throw new Error(`no person ${email}`);
    return user.id;
  };
  return {
    cohortId,
    courseId: course.id,
    cbtId: cbt.id,
    staff: { name: staffName, id: await personId(staffEmail) },
    // Students of the ended cohort (Caleb Adjei, Hannah Oduya, Timothy Banda, Deborah Mwangi): one per width
    // for the role change and for the deactivation, since the before version applies the role at once.
    roleTarget: {
      375: await personId("student12@example.org"),
      1280: await personId("student13@example.org"),
    } as Record<Width, string>,
    deactivateTarget: {
      375: await personId("student10@example.org"),
      1280: await personId("student11@example.org"),
    } as Record<Width, string>,
  };
}
type Prepared = Awaited<ReturnType<typeof prepare>>;

// ---------------------------------------------------------------------------------------------------
// The screens

/** 'Login successful!' right after signing in, at each width in a tab of its own; then the dashboard. */
async function studentScreens(browser: Browser): Promise<void> {
  let page: Page | null = null;
  for (const width of WIDTHS) {
    page = await newPage(browser, width);
    await signIn(page, DEMO.student);
    await step("login-toast", "see the 'Login successful!' notice", () =>
      page!.getByText("Login successful!", { exact: true }).first().waitFor(),
    );
    await shot(page, "login-toast", width);
  }
  await page!.goto("/portal/dashboard");
  await step("dashboard", "see the dashboard's title", () =>
    main(page!).getByRole("heading", { level: 1, name: "Dashboard" }).waitFor(),
  );
  await page!.waitForLoadState("networkidle");
  // The dates of the dashboard are its announcements'.
  await bothWidths(page!, "dashboard", {
    target: () => main(page!).getByRole("heading", { name: "Announcements" }),
  });

  await page!.goto("/portal/profile");
  const edit = page!
    .getByRole("button", { name: "Edit Profile" })
    .or(page!.getByRole("link", { name: "Edit Profile" }));
  if (await step("profile-edit", "press Edit Profile", () => edit.first().click())) {
    await step("profile-edit", "see the editor's Full Name", () => page!.getByLabel(/^Full Name/).waitFor());
  }
  await page!.waitForLoadState("networkidle");
  await bothWidths(page!, "profile-edit");
}

/**
 * A second student starts the one-minute CBT and answers the first question (the question cards); returns
 * the wait for the time to run out, which goes on while the other screens are taken.
 */
async function cbtScreens(browser: Browser, prepared: Prepared): Promise<() => Promise<void>> {
  const page = await signedIn(browser, { email: "student2@example.org", password: DEMO.student.password });
  await page.goto(`/portal/cbts/${prepared.cbtId}`);
  const panel = page.getByTestId("cbt-test");
  const started = await step("cbt-taking", "press Start the Test", () =>
    panel.getByRole("button", { name: "Start the Test" }).click(),
  );
  if (started) {
    await step("cbt-taking", "answer question 1", () =>
      main(page).getByRole("radio", { name: "Jesus" }).check(),
    );
    await step("cbt-taking", "answer question 2", () =>
      main(page).getByRole("checkbox", { name: "Love" }).check(),
    );
    await page.waitForTimeout(1_500); // the answers' 'Saved'
  }
  const firstQuestion = () =>
    main(page)
      .getByRole("listitem")
      .filter({ has: page.getByText("Who washed the disciples' feet?") });
  await bothWidths(page, "cbt-taking", { target: firstQuestion });
  return async () => {
    // The minute runs out; the page asks the server until it has graded the attempt (or the worker does).
    await step("cbt-time-up", "see 'Your Result' after the time ran out", () =>
      panel.getByRole("heading", { name: "Your Result" }).waitFor({ timeout: 180_000 }),
    );
    await step("cbt-time-up", "see 'Time is up'", () =>
      panel.getByText("Time is up. Your answers are graded as they were saved.").waitFor({ timeout: 5_000 }),
    );
    await page.waitForTimeout(2_000); // the item's refresh ('Your Score')
    await bothWidths(page, "cbt-time-up", {
      target: () => main(page).getByRole("heading", { name: "Your Score" }),
    });
  };
}

/** The facilitator: the assignments list's counts, the desk, and a CBT editor's field error. */
async function facilitatorScreens(browser: Browser, prepared: Prepared): Promise<void> {
  const page = await signedIn(browser, DEMO.facilitator);
  await page.goto(`/portal/assignments?cohort=${prepared.cohortId}`);
  await step("assignments-to-score", "see the new assignment in the list", () =>
    main(page).getByText(ASSIGNMENT).first().waitFor(),
  );
  await page.waitForLoadState("networkidle");
  await bothWidths(page, "assignments-to-score");

  await page.goto(`/portal/instructorDesk?cohort=${prepared.cohortId}`);
  await page.waitForLoadState("networkidle");
  const waiting = main(page).getByRole("region", { name: "Work to score" });
  await step("desk", "see the desk's 'Work to score'", () => waiting.waitFor());
  // The figures and, after, 'Work to score' under them, at the bottom of the screen (before: the figures').
  const bottom = (await waiting.count()) > 0 ? waiting : main(page).getByText("Total Students");
  await bothWidths(page, "desk", { target: () => bottom, at: "bottom" });

  // A single-choice question without its correct option: the editor's field error.
  await page.goto(`/portal/cbt/new?course=${prepared.courseId}`);
  const form = main(page);
  await step("cbt-editor-error", "fill in the CBT's name", () =>
    form.getByRole("textbox", { name: /Name/ }).fill("Vision quiz"),
  );
  await step("cbt-editor-error", "fill in the description", () =>
    form.getByRole("textbox", { name: /Description/ }).fill("One question."),
  );
  await step("cbt-editor-error", "fill in the due date", () =>
    form.getByLabel(/Due Date/).fill(academyDate(7)),
  );
  await step("cbt-editor-error", "add a question", () =>
    form.getByRole("button", { name: "Add a question" }).click(),
  );
  const question = form.getByRole("group", { name: "Question 1", exact: true });
  await step("cbt-editor-error", "write the question", async () => {
    await question.getByRole("textbox", { name: "Question text" }).fill("Who washed the disciples' feet?");
    await question.getByRole("textbox", { name: "Points" }).fill("2");
  });
  await step("cbt-editor-error", "write two options", async () => {
    const second = question.getByRole("textbox", { name: "Option 2" });
    if ((await second.count()) === 0) await question.getByRole("button", { name: "Add an option" }).click();
    await question.getByRole("textbox", { name: "Option 1" }).fill("Peter");
    await question.getByRole("textbox", { name: "Option 2" }).fill("Jesus");
  });
  await step("cbt-editor-error", "press Create", () => form.getByRole("button", { name: "Create" }).click());
  const error = () => question.getByText(/correct/i).last();
  await step("cbt-editor-error", "see the correct option's field error", () =>
    error().waitFor({ timeout: STEP_TIMEOUT }),
  );
  await bothWidths(page, "cbt-editor-error", {
    target: () => question.getByText("Options", { exact: false }),
  });
}

/** Opens a person's page as the admin. */
async function openPerson(page: Page, id: string): Promise<void> {
  await page.goto(`/portal/admin/people/${id}`);
  await main(page).getByRole("heading", { name: "Change role" }).waitFor();
}

function roleCard(page: Page): Locator {
  return main(page).locator("[data-slot=card]", { has: page.getByRole("heading", { name: "Change role" }) });
}

/** The dialog (after) or the notice (before) that asks a question, to answer Cancel. */
async function cancelQuestion(page: Page, screen: string): Promise<void> {
  await step(screen, "answer Cancel", () =>
    page
      .getByRole("alertdialog")
      .getByRole("button", { name: "Cancel" })
      .or(page.getByRole("region", { name: /Notifications/ }).getByRole("button", { name: "Cancel" }))
      .first()
      .click(),
  );
}

/** The admin: the role changes, the deactivation's question, the cohort form, the lists and the activity log. */
async function adminScreens(browser: Browser, prepared: Prepared): Promise<void> {
  const page = await signedIn(browser, DEMO.admin);

  // (9) The cohorts list: the ended Cohort Bethel.
  await page.goto("/portal/admin/cohorts");
  await step("cohorts-list", "see Cohort Bethel", () =>
    main(page).getByText("Cohort Bethel").first().waitFor(),
  );
  await page.waitForLoadState("networkidle");
  // At 375 px the table scrolls sideways (it does not stack): its end, with Status and Sign-up, is shown.
  await bothWidths(page, "cohorts-list", (width) =>
    width === 375 ? { target: () => main(page).getByRole("table"), scrollRight: true } : undefined,
  );

  // (6) The people list (before the role changes, which the before version makes).
  await page.goto("/portal/admin/people");
  await step("people-list", "see the demo student", () => main(page).getByText("Ada Obi").first().waitFor());
  await page.waitForLoadState("networkidle");
  await bothWidths(page, "people-list", { target: () => main(page).getByRole("table") });

  // (1) A facilitator without a cohort made a student, Change Role pressed with no cohort chosen.
  await openPerson(page, prepared.staff.id);
  const card = roleCard(page);
  await step("person-staff-to-student", "choose Student", () =>
    card.getByLabel("Role").selectOption("Student"),
  );
  await step("person-staff-to-student", "press Change Role", () =>
    card.getByRole("button", { name: "Change Role" }).click(),
  );
  await step("person-staff-to-student", "see the Cohort field's error", () =>
    card.getByText("Cohort is required").waitFor(),
  );
  await page.waitForTimeout(1_000); // before: the server's 422 in the form's alert
  await bothWidths(page, "person-staff-to-student", { target: () => card });

  // (2) A student made Admin: the question (after), or the change made at once (before). A person per width.
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await openPerson(page, prepared.roleTarget[width]);
    const form = roleCard(page);
    await step("person-role-confirm", "choose Admin", () => form.getByLabel("Role").selectOption("Admin"));
    await step("person-role-confirm", "press Change Role", () =>
      form.getByRole("button", { name: "Change Role" }).click(),
    );
    // After: the question. Before: none, the role is changed at once and 'Role changed.' shows.
    const question = page.getByRole("alertdialog");
    await step("person-role-confirm", "see the confirmation or 'Role changed.'", () =>
      question
        .or(page.getByText("Role changed.", { exact: true }))
        .first()
        .waitFor(),
    );
    const asked = await question.isVisible();
    if (!asked) log("person-role-confirm: no confirmation, the role was changed at once");
    await shot(page, "person-role-confirm", width);
    if (asked) await cancelQuestion(page, "person-role-confirm");
  }

  // (9) Deactivate's question, beside the button (after) or a notice (before). A person per width.
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await openPerson(page, prepared.deactivateTarget[width]);
    await step("deactivate-confirm", "press Deactivate", () =>
      main(page).getByRole("button", { name: "Deactivate" }).click(),
    );
    await step("deactivate-confirm", "see the question", () =>
      page
        .getByText(/^Deactivate .+\?$/)
        .first()
        .waitFor(),
    );
    await shot(page, "deactivate-confirm", width);
    await cancelQuestion(page, "deactivate-confirm");
  }

  // (7) The cohort form: End Date before Start Date.
  await page.goto("/portal/admin/cohort/new");
  await step("cohort-form-error", "fill in the form", async () => {
    await main(page)
      .getByLabel(/Cohort Name/)
      .fill("Intake 2027");
    await main(page)
      .getByLabel(/Start Date/)
      .fill("2027-03-01");
    await main(page)
      .getByLabel(/End Date/)
      .fill("2027-01-15");
  });
  await step("cohort-form-error", "press Create Cohort", () =>
    main(page).getByRole("button", { name: "Create Cohort" }).click(),
  );
  await step("cohort-form-error", "see End Date's field error", () =>
    main(page)
      .getByText(/End Date must be/)
      .first()
      .waitFor(),
  );
  await bothWidths(page, "cohort-form-error");

  // (6, 7) The activity log, after all of the above.
  await page.goto("/portal/admin/activity");
  await step("activity-log", "see the log's table", () =>
    main(page).getByRole("table", { name: "Activity, newest first" }).waitFor(),
  );
  await page.waitForLoadState("networkidle");
  await bothWidths(page, "activity-log", { target: () => main(page).getByRole("table") });
}

// ---------------------------------------------------------------------------------------------------

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch(chromiumLaunch);
try {
  const prepared = await prepare();
  log(`prepared: cohort ${prepared.cohortId}, CBT ${prepared.cbtId}, run ${RUN}`);
  const timeUp = await cbtScreens(browser, prepared);
  await studentScreens(browser);
  await facilitatorScreens(browser, prepared);
  await adminScreens(browser, prepared);
  await timeUp();
} finally {
  await browser.close();
}
log(`${written.length} screenshots in ${path.relative(REPO, OUT) || "."}`);
if (missed.length) log(`steps that found nothing (the screen was taken as shown):\n  ${missed.join("\n  ")}`);
