import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

import { faq, PORTAL_SHELLS, PUBLIC_PAGES, WCAG_22_AA } from "./content";

/** axe, WCAG 2.2 AA tags, zero violations on every page of the site at 375 px and 1280 px. */

async function violations(page: Page): Promise<string[]> {
  // A notice shown on load (/reset-password without its token) fades in; axe judges its settled colours.
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-sonner-toast]")].every(
      (notice) => getComputedStyle(notice).opacity === "1",
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

const PAGES = [...PUBLIC_PAGES, "/faculty/999", "/no-such-page", ...PORTAL_SHELLS.map((shell) => shell.path)];

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, reducedMotion: "reduce" });

    for (const path of PAGES) {
      test(`axe: ${path}`, async ({ page }) => {
        await page.goto(path, { waitUntil: "networkidle" });
        expect(await violations(page)).toEqual([]);
      });
    }

    test("axe: /faq with an answer open (hydrated)", async ({ page }) => {
      await page.goto("/faq");
      await expect(page.locator("main astro-island")).not.toHaveAttribute("ssr", /.*/);
      await page.getByRole("button", { name: faq[4]!.question, exact: true }).click();
      await expect(page.getByRole("region", { name: faq[4]!.question, exact: true })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test("axe: signed in (Logout link)", async ({ page }) => {
      await page.goto("/");
      await page.evaluate(() => sessionStorage.setItem("authToken", "token"));
      await page.reload();
      await expect(page.locator("[data-auth-link]")).toHaveText("Logout");
      expect(await violations(page)).toEqual([]);
    });
  });
}

test("axe at 375 px: the open mobile menu", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
