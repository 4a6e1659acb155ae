import { test, type Page } from "@playwright/test";

import { DEMO, expect, portal, signIn, violations } from "./support";

// Whole journeys against the real server: sign-ins, lazy screens and 3-second returns.
test.describe.configure({ timeout: 90_000 });

/** axe (WCAG 2.2 AA) on every portal screen, at 375 px and 1280 px. */

interface Screen {
  name: string;
  /** Opens the screen and waits until it shows its content. */
  open: (page: Page) => Promise<void>;
}

async function heading(page: Page, name: string) {
  await expect(portal(page).getByRole("heading", { level: 1, name })).toBeVisible();
}

/** Signs the demo student in and opens their profile. */
async function openProfile(page: Page) {
  await signIn(page, DEMO.student.email, DEMO.student.password);
  await heading(page, "Dashboard");
  await page.goto("/portal/profile");
  await heading(page, "Profile");
}

const SCREENS: Screen[] = [
  { name: "/login", open: async (page) => (await page.goto("/login"), heading(page, "Welcome Back!")) },
  {
    name: "/login with an error",
    open: async (page) => {
      await signIn(page, DEMO.student.email, "not-the-password");
      await expect(portal(page).getByRole("alert")).toBeVisible();
    },
  },
  {
    name: "/JJRSFCLA",
    open: async (page) => {
      await page.goto("/JJRSFCLA");
      await heading(page, "Welcome");
      await expect(portal(page).getByLabel("Cohort ID")).toBeEnabled();
    },
  },
  {
    name: "/forgot-password",
    open: async (page) => (await page.goto("/forgot-password"), heading(page, "Forgot Password")),
  },
  {
    name: "/reset-password",
    open: async (page) => (await page.goto("/reset-password?token=abc"), heading(page, "Reset Password")),
  },
  {
    name: "student dashboard",
    open: async (page) => {
      await signIn(page, DEMO.student.email, DEMO.student.password);
      await heading(page, "Dashboard");
      await expect(portal(page).getByRole("meter").first()).toBeVisible();
    },
  },
  { name: "profile", open: openProfile },
  {
    name: "profile, logout question",
    open: async (page) => {
      await openProfile(page);
      await portal(page).getByRole("button", { name: "Logout" }).click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
    },
  },
  {
    name: "edit profile",
    open: async (page) => {
      await openProfile(page);
      await portal(page).getByRole("button", { name: "Edit Profile" }).click();
      await heading(page, "Edit Profile");
    },
  },
  {
    name: "certificate",
    open: async (page) => {
      await signIn(page, DEMO.student.email, DEMO.student.password);
      await heading(page, "Dashboard");
      await page.goto("/certificate");
      await heading(page, "Certificate");
      // The demo student's cohort is still running: the not-yet state with its courses.
      await expect(portal(page).getByRole("heading", { name: "Courses still running" })).toBeVisible();
    },
  },
  {
    name: "facilitator desk",
    open: async (page) => {
      await signIn(page, DEMO.facilitator.email, DEMO.facilitator.password);
      await heading(page, "My Desk");
    },
  },
];

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const screen of SCREENS) {
      test(`axe: ${screen.name}`, async ({ page }) => {
        await screen.open(page);
        // Toasts fade in and out; check the settled page.
        await page.waitForLoadState("networkidle");
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}

test("axe at 375 px: the portal menu open over the page", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, DEMO.student.email, DEMO.student.password);
  await heading(page, "Dashboard");
  const toggle = portal(page).getByRole("button", { name: "Open menu" });
  await toggle.click();
  const nav = page.getByRole("navigation", { name: "Portal" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeFocused();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(portal(page).getByRole("button", { name: "Open menu" })).toBeFocused();
  await expect(nav).toBeHidden();
});

test("at 1280 px the portal menu is always shown and has no toggle", async ({ page }) => {
  await signIn(page, DEMO.student.email, DEMO.student.password);
  await heading(page, "Dashboard");
  await expect(page.getByRole("navigation", { name: "Portal" })).toBeVisible();
  await expect(portal(page).getByRole("button", { name: "Open menu" })).toBeHidden();
});
