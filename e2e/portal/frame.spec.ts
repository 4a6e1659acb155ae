import { test, type Page } from "@playwright/test";

import { DEMO, expect, portal, signIn, submitSignUp, TEXT, toast, uniqueEmail, violations } from "./support";

/**
 * The portal's application frame (decision 098) against the real server: one way to sign
 * out, one labelled menu toggle, no site header or footer inside the portal, Sign Out on screen
 * without scrolling, axe clean, and every screen change starting at the top.
 */

// Whole journeys against the real server: sign-ins, lazy screens and 3-second returns.
test.describe.configure({ timeout: 90_000 });

const ROLES = [
  { name: "student", login: DEMO.student, landing: "Dashboard", role: "Student" },
  { name: "facilitator", login: DEMO.facilitator, landing: "My Desk", role: "Facilitator" },
] as const;

async function signedIn(page: Page, login: { email: string; password: string }, landing: string) {
  await signIn(page, login.email, login.password);
  await expect(page).toHaveURL(/\/portal(\/instructorDesk)?$/);
  await expect(portal(page).getByRole("heading", { level: 1, name: landing })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
}

/** Every visible control that signs out, wherever it is on the page. */
function signOutControls(page: Page) {
  return page
    .getByRole("button", { name: /sign ?out|log ?out/i })
    .or(page.getByRole("link", { name: /sign ?out|log ?out/i }))
    .filter({ visible: true });
}

for (const { name, login, landing, role } of ROLES) {
  test.describe(`${name} at 1280 × 800`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("one Sign Out, on screen without scrolling; no site header or footer; axe clean", async ({
      page,
    }) => {
      await signedIn(page, login, landing);
      await expect(signOutControls(page)).toHaveCount(1);
      const signOut = page.getByRole("button", { name: "Sign Out" });
      await expect(signOut).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const box = await signOut.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(800);

      await expect(page.locator("[data-site-chrome]")).toHaveCount(2);
      for (const chrome of await page.locator("[data-site-chrome]").all()) await expect(chrome).toBeHidden();
      await expect(page.getByRole("link", { name: "Christian Leadership Academy" })).toHaveAttribute(
        "href",
        "/",
      );
      const bar = page.locator('[data-slot="side-nav-top-bar"]');
      await expect(bar).toContainText("Signed in as");
      await expect(bar).toContainText(role);
      // The navigation is always shown beside the screen, from the bar down to the window's bottom.
      const nav = page.getByRole("navigation", { name: "Portal" });
      await expect(nav).toBeVisible();
      await expect(page.getByRole("button", { name: /menu/i })).toBeHidden();
      const navBox = await nav.boundingBox();
      expect(navBox && Math.round(navBox.y + navBox.height)).toBe(800);

      await page.waitForLoadState("networkidle");
      expect(await violations(page)).toEqual([]);

      // The skip link leads past the bar and the navigation to the screen itself (or its title, which the portal
      // focuses when a screen's location changes).
      const skip = page.getByRole("link", { name: "Skip to main content" });
      await skip.focus();
      await page.keyboard.press("Enter");
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest("#portal-content") !== null))
        .toBe(true);
    });
  });

  test.describe(`${name} at 375 px`, () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test("one labelled menu toggle, one Sign Out in the bar; axe clean closed and open", async ({ page }) => {
      await signedIn(page, login, landing);
      const toggles = page.getByRole("button", { name: /menu/i }).filter({ visible: true });
      await expect(toggles).toHaveCount(1);
      const toggle = toggles.first();
      await expect(toggle).toHaveAccessibleName("Open menu");
      await expect(toggle).toHaveText("Menu");
      await expect(signOutControls(page)).toHaveCount(1);
      await expect(page.getByRole("button", { name: "Sign Out" })).toBeInViewport({ ratio: 1 });
      // The bar's pieces sit side by side on the screen, none over another; the language is chosen in the menu.
      const bar = page.locator('[data-slot="side-nav-top-bar"]');
      await expect(bar.getByRole("combobox", { name: "Language" })).toHaveCount(0);
      const pieces = await Promise.all(
        [
          toggle,
          bar.getByRole("link", { name: "Christian Leadership Academy" }),
          bar.locator("p"),
          page.getByRole("button", { name: "Sign Out" }),
        ].map(async (piece) => (await piece.boundingBox())!),
      );
      for (let i = 1; i < pieces.length; i++) {
        expect(pieces[i - 1]!.x + pieces[i - 1]!.width).toBeLessThanOrEqual(pieces[i]!.x);
      }
      expect(pieces[0]!.x).toBeGreaterThanOrEqual(0);
      expect(pieces.at(-1)!.x + pieces.at(-1)!.width).toBeLessThanOrEqual(375);
      await page.waitForLoadState("networkidle");
      expect(await violations(page)).toEqual([]);

      // The menu is judged once sign-in's notice has gone: it closes about now, and axe once judged its text
      // halfway through its fade-out (colour contrast of the notice's title).
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
      await toggle.click();
      const nav = page.getByRole("navigation", { name: "Portal" });
      await expect(nav.getByRole("link", { name: "Courses" })).toBeVisible();
      await expect(nav.getByRole("combobox", { name: "Language" })).toHaveValue("en");
      await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(nav).toBeHidden();
    });
  });
}

test("Sign Out leaves the frame: /login with the site's header and footer back", async ({ page }) => {
  await signedIn(page, DEMO.student, "Dashboard");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(portal(page).getByRole("heading", { level: 1, name: "Welcome Back!" })).toBeVisible();
  await expect(page.locator("header[data-site-chrome]")).toBeVisible();
  await expect(page.locator("footer[data-site-chrome]")).toBeVisible();
});

test("after sign-up, /login opens at its top with its heading focused (375 px)", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/JJRSFCLA");
  await submitSignUp(page, uniqueEmail("frame"));
  // The form's end is far below the top at this width.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(toast(page, TEXT.accountCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  const heading = portal(page).getByRole("heading", { level: 1, name: "Welcome Back!" });
  await expect(heading).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("a /portal/* page load with a session shows no site header, even before the frame's chunk arrives", async ({
  page,
}) => {
  await signedIn(page, DEMO.student, "Dashboard");
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_astro/PortalLayout.*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/portal/profile", { waitUntil: "domcontentloaded" });
  await expect(page.locator("header[data-site-chrome]")).toBeHidden();
  await expect(page.locator("footer[data-site-chrome]")).toBeHidden();
  release();
  await expect(portal(page).getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await expect(page.locator("header[data-site-chrome]")).toBeHidden();
});

test("a stale token without saved user data ends on /login, says why, and brings the site's header back", async ({
  page,
}) => {
  await page.goto("/login");
  await page.evaluate(() => sessionStorage.setItem("authToken", "stale-token"));
  await page.goto("/portal/dashboard");
  // Where the person was going rides along, for after the sign-in (decision 180).
  await expect(page).toHaveURL(/\/login\?next=%2Fportal%2Fdashboard$/);
  await expect(toast(page, TEXT.sessionExpired)).toBeVisible();
  await expect(portal(page).getByRole("heading", { level: 1, name: "Welcome Back!" })).toBeVisible();
  await expect(page.locator("header[data-site-chrome]")).toBeVisible();
});
