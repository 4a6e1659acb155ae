import { expect, test, type Page } from "@playwright/test";

import { faq } from "./content";

/** The FAQ accordion (docs/product.md §2.1): 8 questions, one answer open at a time, answers in the HTML. */

const question = (page: Page, index: number) =>
  page.getByRole("main").getByRole("button", { name: faq[index]!.question, exact: true });
const answer = (page: Page, index: number) =>
  page.getByRole("region", { name: faq[index]!.question, exact: true });

/** The island is server-rendered first; wait until React has taken it over. */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator("main astro-island")).not.toHaveAttribute("ssr", /.*/);
}

test("the eight questions of docs/product.md, in order", async ({ page }) => {
  await page.goto("/faq");
  expect(faq).toHaveLength(8);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
    faq.map((f) => f.question),
  );
  const topics = [
    /what is the christian leadership academy/i,
    /free/i,
    /how long/i,
    /online/i,
    /admission/i,
    /certificate/i,
    /more than one course/i,
    /support/i,
  ];
  topics.forEach((topic, i) => expect(faq[i]!.question).toMatch(topic));
  const admission = faq.find((f) => /admission/i.test(f.question))!.answer;
  expect(admission).toMatch(/committed Christian/);
  expect(admission).toMatch(/dedicate/);
  expect(admission).toMatch(/application/);
});

test("every answer is in the server's HTML, for search engines", async ({ request }) => {
  const html = await (await request.get("/faq")).text();
  const decoded = html
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
  for (const entry of faq) {
    expect(decoded.includes(`>${entry.question}<`), entry.question).toBe(true);
    expect(decoded.includes(`>${entry.answer}</p>`), entry.answer).toBe(true);
  }
});

test("one answer open at a time, by mouse", async ({ page }) => {
  await page.goto("/faq");
  await hydrated(page);
  for (let i = 0; i < faq.length; i++) await expect(answer(page, i)).toBeHidden();

  await question(page, 0).click();
  await expect(question(page, 0)).toHaveAttribute("aria-expanded", "true");
  await expect(answer(page, 0)).toBeVisible();
  await expect(answer(page, 0)).toHaveText(faq[0]!.answer);

  await question(page, 3).click();
  await expect(answer(page, 3)).toBeVisible();
  await expect(answer(page, 0)).toBeHidden();
  await expect(question(page, 0)).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator("main [role=region]:visible")).toHaveCount(1);

  // Clicking the open question closes it.
  await question(page, 3).click();
  await expect(answer(page, 3)).toBeHidden();
  await expect(page.locator("main [role=region]:visible")).toHaveCount(0);
});

test("one answer open at a time, by keyboard", async ({ page }) => {
  await page.goto("/faq");
  await hydrated(page);
  await question(page, 0).focus();
  await page.keyboard.press("Enter");
  await expect(answer(page, 0)).toBeVisible();

  await page.keyboard.press("ArrowDown");
  await expect(question(page, 1)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(answer(page, 1)).toBeVisible();
  await expect(answer(page, 0)).toBeHidden();

  await page.keyboard.press("End");
  await expect(question(page, 7)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(answer(page, 7)).toBeVisible();
  await expect(answer(page, 1)).toBeHidden();

  await page.keyboard.press("Home");
  await expect(question(page, 0)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(question(page, 7)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main [role=region]:visible")).toHaveCount(0);
});

test("the accordion's JavaScript loads only once it is visible", async ({ page }) => {
  // A viewport too short to show the accordion: the page loads with the header script only.
  await page.setViewportSize({ width: 375, height: 120 });
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/faq", { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  expect(scripts).toEqual([]);
  await expect(page.locator("main astro-island")).toHaveAttribute("ssr", "");

  await question(page, 0).scrollIntoViewIfNeeded();
  await hydrated(page);
  expect(scripts.some((path) => /FaqAccordion/.test(path))).toBe(true);
  await question(page, 0).click();
  await expect(answer(page, 0)).toBeVisible();
});
