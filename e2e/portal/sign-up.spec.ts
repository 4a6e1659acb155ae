import { test } from "@playwright/test";

import { expect, portal, signIn, submitSignUp, TEXT, toast, uniqueEmail } from "./support";

// Whole journeys against the real server: sign-ins, lazy screens and 3-second returns.
test.describe.configure({ timeout: 90_000 });

test("a new student signs up, is sent to /login with the message, and signs in", async ({ page }) => {
  const email = uniqueEmail("ruth");
  await page.goto("/JJRSFCLA");
  const form = portal(page);
  await expect(form.getByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();
  await submitSignUp(page, email);

  await expect(toast(page, TEXT.accountCreated)).toBeVisible();
  // When the toast closes (3 s), /login greets with the registration message.
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  await expect(toast(page, TEXT.registrationSuccess)).toBeVisible();

  await signIn(page, email, "faith&works6");
  await expect(page).toHaveURL(/\/portal$/);
  await expect(portal(page).getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});

test("mismatched passwords are refused before anything is sent", async ({ page }) => {
  let sent = false;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/v1/sign_up")) sent = true;
  });
  await page.goto("/JJRSFCLA");
  const form = portal(page);
  await submitSignUp(page, uniqueEmail("ruth"), "faith&works7");
  await expect(toast(page, "Passwords do not match")).toBeVisible();
  await expect(form.getByLabel("Confirm Password")).toHaveAccessibleDescription("Passwords do not match");
  expect(sent).toBe(false);
});
