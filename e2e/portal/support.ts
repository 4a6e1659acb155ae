import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

import AxeBuilder from "@axe-core/playwright";
import {
  expect as baseExpect,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";

import { portalDirectories } from "./environment";

/**
 * The journeys run against the real server on a shared 2-core machine, where a first screen chunk or
 * a PGlite query can take a few seconds: assertions wait up to 15 s.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

/** The demo academy's logins (docs/api.md §2), seeded into the fresh database. */
export const DEMO = {
  student: { email: "student@example.org", password: "demo-student", name: "Ada Obi" },
  facilitator: { email: "facilitator@example.org", password: "demo-facilitator" },
  admin: { email: "admin@example.org", password: "demo-admin" },
} as const;

/** Exact texts of docs/product.md the journeys look for. */
export const TEXT = {
  loginSuccess: "Login successful!",
  sessionExpired: "Session expired. Please login again.",
  invalidCredentials: "Invalid email or password.",
  accountCreated: "Account created successfully!",
  registrationSuccess: "Registration successful! Please login to continue.",
  resetLinkSent: "Reset link has been sent to your email!",
  passwordReset: "Password has been reset successfully!",
  portalWelcome: "select an option from the menu to get started",
} as const;

export const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe with the WCAG 2.2 AA rules: the violations, one line each. It runs on a settled screen: finite
 * animations and transitions (a toast fading in) are waited for first, since axe would judge the contrast
 * of text halfway through its fade. Endless ones (a loading pulse) are not waited for.
 */
export async function violations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
  // A notice leaves on its own timer, which can fall inside axe's run and have it judged halfway through its
  // fade-out (its title's contrast), more often the slower the machine. Notices are judged settled in the Toaster
  // stories (the Storybook sweeps); here the screen is. A confirmation is not a notice and is judged here.
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_22_AA)
    .exclude("[data-sonner-toaster]")
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

/**
 * axe (WCAG 2.2 AA) finds nothing on the current screen, from its top, at 375 px and at 1280 px. `settle` first waits for the
 * network to go quiet (not on screens that keep loading, such as an embedded PDF).
 */
export async function expectAccessibleAtBothWidths(
  page: Page,
  screen: string = page.url(),
  { settle = false }: { settle?: boolean } = {},
): Promise<void> {
  if (settle) await page.waitForLoadState("networkidle");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    // Judged from the screen's top: a link the journey scrolled under the sticky top bar is out of reach
    // there, and axe would count the bar's own controls as overlapping it (target-size).
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await violations(page), `${screen} at ${width} px`).toEqual([]);
  }
}

/** The island's own main content (the site layout wraps it in <main>). */
export function portal(page: Page) {
  return page.locator("main");
}

/** A toast with exactly this text. */
export function toast(page: Page, text: string) {
  return page.getByRole("region", { name: /Notifications/ }).getByText(text, { exact: true });
}

/** Signs in through the form at /login. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/**
 * A person in a browser context of their own (the sessions, and what each keeps on the device, must not
 * mix), signed in through the form and landed on their home screen.
 */
export async function signedIn(
  browser: Browser,
  baseURL: string,
  email: string,
  password: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const page = await (await browser.newContext({ ...options, baseURL })).newPage();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/portal(\/instructorDesk)?$/);
  return page;
}

/** Signs in over the API, for a test's setup: the token and the user. */
export async function apiSignIn(request: APIRequestContext, email: string, password: string) {
  const response = await request.post("/api/v1/sign_in", { data: { user: { email, password } } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { token: string; user: { id: string; cla_cohort_id: number } };
}

/**
 * The facilitator adds an assignment named `name`, due in a week, to the demo student's running course (the seed's
 * "Vision and Strategy", not whichever course comes first: another file's journey may have just made one, and may
 * delete it with its items); its id.
 */
export async function addAssignment(request: APIRequestContext, name: string): Promise<string> {
  const { user } = await apiSignIn(request, DEMO.student.email, DEMO.student.password);
  const { token } = await apiSignIn(request, DEMO.facilitator.email, DEMO.facilitator.password);
  const headers = { Authorization: `Bearer ${token}` };
  const courses = await request.get(`/api/v1/cla_courses?cla_cohort_id=${user.cla_cohort_id}`, { headers });
  expect(courses.status()).toBe(200);
  const course = ((await courses.json()) as Array<{ id: string; name: string }>).find(
    (c) => c.name === "Vision and Strategy",
  );
  const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const created = await request.post("/api/v1/cla_assignments", {
    headers,
    data: {
      cla_assignment: { name, description: "Write a page.", due_date: due, cla_course_id: course!.id },
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** The screen's title. */
export function heading(page: Page, name: string | RegExp) {
  return portal(page).getByRole("heading", { level: 1, name });
}

/**
 * Fills in the sign-up form at /JJRSFCLA as a student of the first cohort (Ruth Bello) and presses Create
 * Account; `confirm` is the confirmation typed (the password unless a test wants them to differ).
 */
export async function submitSignUp(page: Page, email: string, confirm = "faith&works6"): Promise<void> {
  const form = portal(page);
  await form.getByLabel("Full Name").fill("Ruth Bello");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number").fill("+234 802 000 1111");
  await form.getByLabel("Birthday").fill("2000-05-17");
  await form.getByLabel(/^Password/).fill("faith&works6");
  await form.getByLabel("Confirm Password").fill(confirm);
  await expect(form.getByLabel("Role ID")).toBeEnabled();
  await form.getByLabel("Role ID").selectOption({ label: "student" });
  await form.getByLabel("Cohort ID").selectOption({ index: 1 });
  await form.getByRole("button", { name: "Create Account" }).click();
}

/** An address no other run has used, for accounts the test creates. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/**
 * The reset link in the newest password-reset mail to `email`, as a path with its query, read from the
 * .eml files the server's mail worker writes to MAIL_OUTBOX_DIR (docs/api.md §8). Waits for the worker.
 */
export async function newestResetLink(email: string): Promise<string> {
  const { mail } = portalDirectories();
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        let files: string[];
        try {
          files = (await readdir(mail)).filter((file) => file.endsWith(".eml")).sort();
        } catch {
          return null;
        }
        for (const file of files.reverse()) {
          const raw = await readFile(path.join(mail, file), "utf8");
          const headerEnd = raw.search(/\r?\n\r?\n/);
          const headers = raw.slice(0, headerEnd);
          if (!new RegExp(`^To:.*${email.replace(/[.+]/g, "\\$&")}`, "im").test(headers)) continue;
          const body = /quoted-printable/i.test(raw) ? decodeQuotedPrintable(raw) : raw;
          const match = /https?:\/\/[^\s"'<>]+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(body);
          if (match) {
            const url = new URL(match[0]);
            link = `${url.pathname}${url.search}`;
            return link;
          }
        }
        return null;
      },
      { message: `a reset mail to ${email} in ${mail}`, timeout: 15_000 },
    )
    .not.toBeNull();
  return link!;
}
