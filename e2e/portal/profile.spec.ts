import { test } from "@playwright/test";

import { expect, portal, signIn, toast, uniqueEmail } from "./support";

// Whole journeys against the real server: sign-ins, lazy screens and 3-second returns.
test.describe.configure({ timeout: 90_000 });

test("a student edits their profile, sees it, and logs out after confirming", async ({ page, request }) => {
  const email = uniqueEmail("edit");
  const cohorts = (await (await request.get("/api/v1/cla_cohorts")).json()) as {
    cohorts: Array<{ id: number; name: string }>;
  };
  const cohort = cohorts.cohorts[0]!;
  const created = await request.post("/api/v1/sign_up", {
    data: {
      user: {
        name: "Samuel Edit",
        email,
        password: "faith&works6",
        password_confirmation: "faith&works6",
        cla_role_id: 1,
        cla_cohort_id: cohort.id,
        birthday: "2024-03-03",
        phone_number: "",
      },
    },
  });
  expect(created.status()).toBe(201);

  await signIn(page, email, "faith&works6");
  await expect(page).toHaveURL(/\/portal$/);
  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Profile" }).click();

  const card = portal(page);
  await expect(card.getByRole("heading", { level: 2, name: "Samuel Edit" })).toBeVisible();
  const value = (label: string) => card.locator("dt", { hasText: label }).locator("+ dd");
  await expect(value("Email")).toHaveText(email);
  await expect(value("Phone Number")).toHaveText("Not set");
  await expect(value("Birthday")).toHaveText("3 Mar 2024");
  await expect(value("Cohort")).toHaveText(cohort.name);
  await expect(card.getByRole("link", { name: "Download Certificate" })).toHaveAttribute(
    "href",
    "/certificate",
  );

  await card.getByRole("button", { name: "Edit Profile" }).click();
  await expect(page).toHaveURL(/\/portal\/profile\/edit$/);
  await expect(card.getByRole("heading", { level: 1, name: "Edit Profile" })).toBeVisible();
  await card.getByLabel("Full Name").fill("Samuel O. Edit");
  await card.getByLabel("Phone Number").fill("+234 809 111 2222");
  await card.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Profile updated successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/profile$/);
  await expect(card.getByRole("heading", { level: 2, name: "Samuel O. Edit" })).toBeVisible();
  await expect(value("Phone Number")).toHaveText("+234 809 111 2222");

  // The change is the server's, not only this tab's.
  await page.reload();
  await expect(card.getByRole("heading", { level: 2, name: "Samuel O. Edit" })).toBeVisible();

  await card.getByRole("button", { name: "Logout" }).click();
  const question = page.getByRole("alertdialog", { name: "Are you sure you want to logout?" });
  await question.getByRole("button", { name: "Yes, Logout" }).click();
  await expect(toast(page, "Logged out successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [sessionStorage.length, localStorage.length])).toEqual([0, 0]);
});

test("the certificate page says when the certificate will be available", async ({ page }) => {
  await signIn(page, "student@example.org", "demo-student");
  await expect(page).toHaveURL(/\/portal$/);
  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Profile" }).click();
  await portal(page).getByRole("link", { name: "Download Certificate" }).click();
  await expect(page).toHaveURL(/\/certificate$/);
  await expect(portal(page).getByRole("heading", { level: 1, name: "Certificate" })).toBeVisible();
  // The demo student's cohort is still running (e2e/portal/certificate.spec.ts has the rest).
  await expect(portal(page).getByText(/^It will be available on \d{1,2} \w+ \d{4}\.$/)).toBeVisible();
});
