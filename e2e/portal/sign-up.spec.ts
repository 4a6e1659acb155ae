import { test } from "@playwright/test";

import { expect, portal, signIn, TEXT, toast, uniqueEmail } from "./support";

// Whole journeys against the real server: sign-ins, lazy screens and 3-second returns.
test.describe.configure({ timeout: 90_000 });

test("a new student signs up, is sent to /login with the message, and signs in", async ({ page }) => {
  const email = uniqueEmail("ruth");
  await page.goto("/JJRSFCLA");
  const form = portal(page);
  await expect(form.getByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();
  await form.getByLabel("Full Name").fill("Ruth Bello");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number").fill("+234 802 000 1111");
  await form.getByLabel("Birthday").fill("2000-05-17");
  await form.getByLabel(/^Password/).fill("faith&works6");
  await form.getByLabel("Confirm Password").fill("faith&works6");
  await expect(form.getByLabel("Role ID")).toBeEnabled();
  await form.getByLabel("Role ID").selectOption({ label: "student" });
  await form.getByLabel("Cohort ID").selectOption({ index: 1 });
  await form.getByRole("button", { name: "Create Account" }).click();

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
  await form.getByLabel("Full Name").fill("Ruth Bello");
  await form.getByLabel("Email Address").fill(uniqueEmail("ruth"));
  await form.getByLabel("Phone Number").fill("+234 802 000 1111");
  await form.getByLabel("Birthday").fill("2000-05-17");
  await form.getByLabel(/^Password/).fill("faith&works6");
  await form.getByLabel("Confirm Password").fill("faith&works7");
  await expect(form.getByLabel("Role ID")).toBeEnabled();
  await form.getByLabel("Role ID").selectOption({ label: "student" });
  await form.getByLabel("Cohort ID").selectOption({ index: 1 });
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(toast(page, "Passwords do not match")).toBeVisible();
  await expect(form.getByLabel("Confirm Password")).toHaveAccessibleDescription("Passwords do not match");
  expect(sent).toBe(false);
});
