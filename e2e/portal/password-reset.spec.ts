import { test, type Page } from "@playwright/test";

import { expect, newestResetLink, portal, signIn, TEXT, toast, uniqueEmail } from "./support";

// Whole journeys against the real server: sign-ins, lazy screens and 3-second returns.
test.describe.configure({ timeout: 90_000 });

/** Opens the reset link and sets `password` (typed twice). */
async function resetWith(page: Page, link: string, password: string) {
  await page.goto(link);
  await portal(page)
    .getByLabel(/^New Password/)
    .fill(password);
  await portal(page).getByLabel("Confirm New Password").fill(password);
  await portal(page).getByRole("button", { name: "Reset Password" }).click();
}

test("forgot password → the emailed link → a new password; the old session is gone", async ({
  browser,
  request,
}) => {
  // Two 3-second returns to /login, the mail worker and four sign-ins.
  test.setTimeout(120_000);
  // An account of this test's own, so no other journey's password changes.
  const email = uniqueEmail("reset");
  const cohorts = (await (await request.get("/api/v1/cla_cohorts")).json()) as {
    cohorts: Array<{ id: number }>;
  };
  const created = await request.post("/api/v1/sign_up", {
    data: {
      user: {
        name: "Grace Reset",
        email,
        password: "old-password",
        password_confirmation: "old-password",
        cla_role_id: 1,
        cla_cohort_id: cohorts.cohorts[0]!.id,
        birthday: "1999-01-02",
        phone_number: "+234 800 000 0000",
      },
    },
  });
  expect(created.status()).toBe(201);

  // Signed in on one device…
  const before = await browser.newContext();
  const oldPage = await before.newPage();
  await signIn(oldPage, email, "old-password");
  await expect(oldPage).toHaveURL(/\/portal$/);

  // …the password is reset from another.
  const after = await browser.newContext();
  const page = await after.newPage();
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await portal(page).getByLabel("Email Address").fill(email);
  await portal(page).getByRole("button", { name: "Send Reset Link" }).click();
  await expect(toast(page, TEXT.resetLinkSent)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  const link = await newestResetLink(email);
  await resetWith(page, link, "new-password");
  await expect(toast(page, TEXT.passwordReset)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  // The old password no longer works; the new one does.
  await signIn(page, email, "old-password");
  await expect(portal(page).getByRole("alert")).toHaveText(TEXT.invalidCredentials);
  await signIn(page, email, "new-password");
  await expect(page).toHaveURL(/\/portal$/);

  // The first device's session was revoked: its next call ends it with the message.
  await oldPage.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Profile" }).click();
  await expect(toast(oldPage, TEXT.sessionExpired)).toBeVisible();
  // The screen that was opening may ride along as ?next= (decision 180).
  await expect(oldPage).toHaveURL(/\/login(\?next=%2Fportal%2Fprofile)?$/);
  expect(await oldPage.evaluate(() => sessionStorage.getItem("authToken"))).toBeNull();

  // The link works once.
  await resetWith(page, link, "another-password");
  await expect(portal(page).getByRole("alert")).toHaveText("This reset link is invalid or has expired.");

  await before.close();
  await after.close();
});

test("a reset link without a token says so and goes to /login", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(toast(page, "Invalid reset link")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
