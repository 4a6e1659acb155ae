import { test } from "@playwright/test";

import { DEMO, expect, portal, signIn, TEXT, toast } from "./support";

// Whole journeys against the real server: sign-ins, lazy screens and 3-second returns.
test.describe.configure({ timeout: 90_000 });

/** Signing in and landing (docs/product.md §2.2, §4, §8), against the real server and the demo academy. */

test("a student signs in and lands on the dashboard", async ({ page }) => {
  await signIn(page, DEMO.student.email, DEMO.student.password);
  await expect(toast(page, TEXT.loginSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/portal$/);
  await expect(portal(page).getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(portal(page).getByText("Quick overview of your performance")).toBeVisible();
  await expect(portal(page).getByText("CLA Level")).toBeVisible();
  // One score card per course of the cohort, each with its total as a meter.
  await expect(portal(page).getByRole("meter").first()).toBeVisible();
  await expect(portal(page).getByRole("heading", { level: 2, name: "Announcements" })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("authToken"))).toMatch(/^[A-Za-z0-9_-]{43}$/);
});

test("a facilitator signs in and lands on the instructor desk", async ({ page }) => {
  await signIn(page, DEMO.facilitator.email, DEMO.facilitator.password);
  await expect(toast(page, TEXT.loginSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/instructorDesk$/);
  const nav = page.getByRole("navigation", { name: "Portal" });
  await expect(nav.getByRole("link", { name: "Instructor Desk" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Announcements" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
});

test("a wrong password shows the server's message and keeps the person signed out", async ({ page }) => {
  await signIn(page, DEMO.student.email, "not-the-password");
  await expect(portal(page).getByRole("alert")).toHaveText(TEXT.invalidCredentials);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem("authToken"))).toBeNull();
});

test("the whole login can be done with the keyboard alone", async ({ page }) => {
  await page.goto("/login");
  // Enabled once the page's script has taken the form over (the password toggle works from then on).
  await expect(portal(page).getByRole("button", { name: "Sign In" })).toBeEnabled();
  // The skip link is the first stop; it leads past the header into the page's main content.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  await page.keyboard.press("Enter");
  // The language menu above the form comes first (decision 184), then the form.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("combobox", { name: "Language" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toBeFocused();
  await page.keyboard.type(DEMO.student.email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(/^Password/)).toBeFocused();
  await page.keyboard.type(DEMO.student.password);
  // The show/hide toggle is reachable and works from the keyboard too.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Show password" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.getByLabel(/^Password/)).toHaveAttribute("type", "text");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("checkbox", { name: "Remember me" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Forgot password?" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/portal$/);
  await expect(portal(page).getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});

test("the login form is in the page itself: what is typed before its script runs is kept", async ({
  page,
}) => {
  // The island's code held back until the fields have been typed into (decision 170).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/index\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/login");
  const signInButton = page.getByRole("button", { name: "Sign In" });
  await expect(signInButton).toBeDisabled();
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(DEMO.student.email);
  await page.getByLabel(/^Password/).click();
  await page.keyboard.type(DEMO.student.password);
  // A disabled Sign In also stops Enter: nothing is sent, and never in the address.
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/login$/);
  release();
  await expect(signInButton).toBeEnabled();
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(DEMO.student.email);
  await expect(page.getByLabel(/^Password/)).toHaveValue(DEMO.student.password);
  await expect(page.getByLabel(/^Password/)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(portal(page).getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/login shows its form, and Sign In waits for the script", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome Back!" })).toBeVisible();
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(DEMO.student.email);
    await page.getByLabel(/^Password/).fill(DEMO.student.password);
    await expect(page.getByRole("button", { name: "Sign In" })).toBeDisabled();
    await page.getByLabel(/^Password/).press("Enter");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });
});

test("/portal/profile without a session goes to /login with the message", async ({ page }) => {
  await page.goto("/portal/profile");
  await expect(toast(page, TEXT.sessionExpired)).toBeVisible();
  // Where the person was going rides along, for after the sign-in (decision 180).
  await expect(page).toHaveURL(/\/login\?next=%2Fportal%2Fprofile$/);
  await expect(portal(page).getByRole("heading", { level: 1, name: "Welcome Back!" })).toBeVisible();
});

test("the header link reads Logout while signed in and Login again after Sign Out", async ({ page }) => {
  const authLink = page.locator("#site-nav [data-auth-link]");
  await page.goto("/login");
  await expect(authLink).toHaveText("Login");
  await signIn(page, DEMO.student.email, DEMO.student.password);
  await expect(page).toHaveURL(/\/portal$/);
  // No reload: the island announces the new session to the header.
  await expect(authLink).toHaveText("Logout");

  // The portal's frame hides the site header (decision 098); its one Sign Out is in the frame's top bar.
  await expect(authLink).toBeHidden();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(authLink).toHaveText("Login");
  expect(await page.evaluate(() => [sessionStorage.length, localStorage.length])).toEqual([0, 0]);
  // The server revoked that token: it is no use any more.
});
