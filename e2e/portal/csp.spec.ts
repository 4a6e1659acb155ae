import { test, type Page } from "@playwright/test";

import { faq, PORTAL_SHELLS, PUBLIC_PAGES } from "../site/content";
import { DEMO, expect, portal, signIn, TEXT, toast } from "./support";

/**
 * The Content-Security-Policy every page carries (site/csp.ts, decision 087) blocks nothing the product
 * itself needs: no page, island, toast or form trips it. Each page records the violations it reports.
 */

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window.cspViolations ??= []).push(
        `${event.violatedDirective} blocked ${event.blockedURI || event.sample}`,
      );
    });
  });
});

async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.cspViolations ?? []);
}

test("every public page and portal shell has a policy and breaks none of it", async ({ page }) => {
  // About twenty pages, each to network idle (/login's idle-time prefetch included): more than one page's time.
  test.setTimeout(120_000);
  const problems: string[] = [];
  const paths = [
    ...PUBLIC_PAGES,
    "/faculty/999",
    "/no-such-page",
    ...PORTAL_SHELLS.map((shell) => shell.path),
  ];
  for (const path of paths) {
    await page.goto(path, { waitUntil: "networkidle" });
    const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute("content");
    if (!policy?.includes("default-src 'self'")) problems.push(`${path}: no policy`);
    for (const violation of await cspViolations(page)) problems.push(`${path}: ${violation}`);
  }
  expect(problems).toEqual([]);
});

test("the FAQ island, the contact form and the unknown faculty view run under the policy", async ({
  page,
}) => {
  await page.goto("/faq");
  await expect(page.locator("main astro-island")).not.toHaveAttribute("ssr", /.*/); // React has taken over
  const question = page.getByRole("main").getByRole("button", { name: faq[1]!.question, exact: true });
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "true");

  // Valid fields, so the form's inline `onsubmit` (allowed by its hash) is what keeps the page from submitting.
  await page.goto("/contact");
  const form = page.locator("main form");
  for (const field of await form.locator("input, textarea").all()) {
    await field.fill((await field.getAttribute("type")) === "email" ? "visitor@example.org" : "Hello");
  }
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/contact$/);

  await page.goto("/faculty/no-such-member");
  await expect(page.getByText("faculty member not found")).toBeVisible();
  expect(await cspViolations(page)).toEqual([]);
});

test("signing in shows the styled toast and the dashboard under the policy", async ({ page }) => {
  await signIn(page, DEMO.student.email, DEMO.student.password);
  await expect(toast(page, TEXT.loginSuccess)).toBeVisible();
  // sonner's stylesheet (allowed by its hash) places the toast; unstyled it would sit in the page's flow.
  await expect(page.locator("[data-sonner-toaster]")).toHaveCSS("position", "fixed");
  await expect(portal(page).getByText("CLA Level")).toBeVisible();
  expect(await cspViolations(page)).toEqual([]);
});
