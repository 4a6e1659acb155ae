import { test, type Locator, type Page } from "@playwright/test";

import { DEMO, expect, heading, portal, toast } from "./support";

// Whole journeys against the real server, by keyboard alone: sign-ins, lazy screens, a score.
test.describe.configure({ timeout: 180_000 });

/** What has focus, and whether a sighted keyboard user can see it. */
interface FocusStop {
  what: string;
  /** The element matches :focus-visible, draws an outline or a ring (box-shadow), and is rendered. */
  seen: boolean;
  /** Inside the site's header or footer, which a portal screen must never reach (decision 098). */
  inSiteChrome: boolean;
  /** A notice (toast) itself: a status message, never a Tab stop (packages/ui/src/Toaster). */
  isNotice: boolean;
}

function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) {
      return { what: "<body>", seen: false, inSiteChrome: false, isNotice: false };
    }
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== "none";
    const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40);
    return {
      what: `${element.tagName.toLowerCase()} "${name}"`,
      seen: element.matches(":focus-visible") && (outline || ring) && element.checkVisibility(),
      inSiteChrome: element.closest("[data-site-chrome]") !== null,
      isNotice: element.matches("[data-sonner-toast]"),
    };
  });
}

/**
 * One Tab (or Shift+Tab); the new stop must show its focus, and after sign-in never be the site's chrome.
 * Past the last element focus leaves the page for the browser's own controls (headless: <body>), as in
 * any browser: that stop is the wrap-around, not a fault.
 */
async function tab(page: Page, { shift = false, signedIn = true } = {}): Promise<FocusStop> {
  await page.keyboard.press(shift ? "Shift+Tab" : "Tab");
  const stop = await focusStop(page);
  if (stop.what === "<body>") return stop;
  expect(stop.seen, `focus visible on ${stop.what}`).toBe(true);
  expect(stop.isNotice, `Tab stopped on the notice ${stop.what}`).toBe(false);
  if (signedIn)
    expect(stop.inSiteChrome, `${stop.what} is a link of the site's header or footer`).toBe(false);
  return stop;
}

/** Tabs until `target` has focus, checking every stop on the way; fails after `max` stops. */
async function tabTo(page: Page, target: Locator, options: { shift?: boolean; signedIn?: boolean } = {}) {
  const stops: string[] = [];
  for (let i = 0; i < 40; i += 1) {
    stops.push((await tab(page, options)).what);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}; stops: ${stops.join(" → ")}`);
}

/**
 * Presses Enter on `target` once the screen being left is all there: its heading takes focus when its chunk
 * arrives (screenChange.ts), which may happen while the keyboard is already in the side navigation.
 */
async function activate(page: Page, target: Locator, shown: Locator): Promise<void> {
  await expect(shown).toBeVisible();
  if (!(await target.evaluate((element) => element === document.activeElement))) await tabTo(page, target);
  await page.keyboard.press("Enter");
}

function sideNav(page: Page, name: string): Locator {
  return page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name, exact: true });
}

/** Signs in at /login by keyboard and waits only for the toast (never for it to go). */
async function signInByKeyboard(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await tabTo(page, page.getByRole("textbox", { name: "Email", exact: true }), { signedIn: false });
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel(/^Password/), { signedIn: false });
  await page.keyboard.type(password);
  await page.keyboard.press("Enter");
  await expect(toast(page, "Login successful!")).toBeVisible();
}

test("a student, by keyboard: sign in → dashboard → a course → a topic → an assignment", async ({ page }) => {
  await signInByKeyboard(page, DEMO.student.email, DEMO.student.password);
  // At once, while the toast is shown: the top bar and the side navigation are reachable (no trap), both ways.
  await tabTo(page, page.getByRole("button", { name: "Sign Out" }));
  await tabTo(page, sideNav(page, "Courses"));
  await tabTo(page, page.getByRole("button", { name: "Sign Out" }), { shift: true });
  await activate(page, sideNav(page, "Courses"), heading(page, "Dashboard"));
  await expect(heading(page, "Courses")).toBeFocused();

  await tabTo(page, portal(page).getByRole("button", { name: /^Vision and Strategy/ }));
  await page.keyboard.press("Enter");
  await expect(heading(page, "Vision and Strategy")).toBeFocused();

  const topic = portal(page).getByRole("button", { name: "Communicating vision" });
  await tabTo(page, topic);
  await page.keyboard.press("Space");
  await expect(topic).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Enter");
  await expect(topic).toHaveAttribute("aria-expanded", "false");

  await tabTo(page, portal(page).getByRole("link", { name: "See Assignments" }));
  await page.keyboard.press("Enter");
  await expect(heading(page, "Assignments")).toBeFocused();

  const assignment = portal(page)
    .getByRole("link", { name: /Past Due|Due today|New/ })
    .first();
  await tabTo(page, assignment);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/portal\/assignments\/[^/?]+$/);
  await expect(portal(page).getByRole("heading", { level: 1 })).toBeFocused();
  await expect(portal(page).getByTestId("student-score")).toBeVisible();
});

test("a facilitator, by keyboard: sign in → desk with a cohort → an assignment → score a student", async ({
  page,
}) => {
  await signInByKeyboard(page, DEMO.facilitator.email, DEMO.facilitator.password);
  await tabTo(page, sideNav(page, "Assignments"));
  // The desk starts on the running cohort (decision 154).
  await expect(portal(page).getByRole("table", { name: "Students of Cohort Emmanuel" })).toBeVisible();
  await activate(page, sideNav(page, "Assignments"), heading(page, "My Desk"));
  await expect(heading(page, "Assignments")).toBeFocused();

  // An item no one has scored yet (due today or new), so every student is offered.
  const assignment = portal(page)
    .getByRole("link", { name: /Due today|New/ })
    .first();
  await tabTo(page, assignment);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/portal\/assignments\/[^/?]+$/);
  await expect(portal(page).getByRole("heading", { level: 1 })).toBeFocused();

  const student = portal(page).getByRole("combobox", { name: /Student/ });
  await expect(student.locator("option").nth(1)).toBeAttached();
  // The last student offered (not Ada Obi, whose totals other journeys read).
  const offered = (await student.locator("option").last().textContent())!.trim();
  await tabTo(page, student);
  // A native select picks an option by typing its name (type-ahead), like a text field takes text.
  await page.keyboard.type(offered);
  await expect(student.locator("option:checked")).toHaveText(offered);
  await tabTo(page, portal(page).getByRole("textbox", { name: /Score/ }));
  await page.keyboard.type("75");
  await tabTo(page, portal(page).getByRole("button", { name: "Submit" }));
  await page.keyboard.press("Enter");
  await expect(toast(page, "Assignment Scored successfully!")).toBeVisible();

  // Right after the toast: Tab still goes on through the frame, and Escape leaves focus where it is.
  await tabTo(page, sideNav(page, "Profile"));
  await page.keyboard.press("Escape");
  await expect(sideNav(page, "Profile")).toBeFocused();
  await tabTo(page, page.getByRole("button", { name: "Sign Out" }), { shift: true });
});
