import { expect, test } from "@playwright/test";

import { axeViolations, builtStories, collectPageErrors, openStory } from "../support/storybook";

/**
 * The screens added since the portal's first release at a phone's width: every story of work hand-ins
 * (decisions 157, 159: the student's panel, their lists with statuses, the facilitator's work beside the score
 * form), of CBTs taken in the portal (decisions 163, 164: the student's test, the facilitator's authoring and
 * results), of the administration area (decision 169) and of the Toaster renders, plays, has no axe violation (WCAG 2.2 AA,
 * colour contrast included) and nothing wider than the screen. The sweep (axe-sweep.spec.ts) sees the same
 * stories at 1280 px.
 */
const TITLES = [
  "Portal/Hand-ins/Hand-in panel",
  "Portal/Scoring/Work review",
  "Portal/Online tests/Taking",
  "Portal/Online tests/Authoring",
  "Portal/Scoring/CBT results",
  // Notices at the bottom and confirmations centred on a phone (decision 180), laid out by a real browser.
  "UI/Toaster",
];
const STORIES = builtStories().filter(
  (story) =>
    TITLES.includes(story.title) ||
    story.title.startsWith("Portal/Admin/") ||
    (story.title === "Portal/Assessments/List" && story.exportName.startsWith("Student")),
);

test.use({ viewport: { width: 375, height: 812 } });

test("the stories are in the build", () => {
  for (const title of TITLES)
    expect(
      STORIES.some((story) => story.title === title),
      title,
    ).toBe(true);
  expect(STORIES.some((story) => story.title.startsWith("Portal/Admin/"))).toBe(true);
});

for (const story of STORIES) {
  test(`axe at 375 px: ${story.title} › ${story.name}`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await openStory(page, story.id);
    expect(await axeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "the page is wider than the screen").toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
}

/**
 * WCAG 2.4.11: a student going back through the test by keyboard never has the focused answer under the sticky
 * bars (the portal's top bar and the time left under it): the browser scrolls it clear (ui's theme.css).
 */
test("a focused answer is never under the sticky bars at 375 px", async ({ page }) => {
  const story = STORIES.find((s) => s.title === "Portal/Online tests/Taking" && s.exportName === "Saved")!;
  await openStory(page, story.id);
  const timeBar = page.locator("[data-sticks-under-top-bar]");
  for (let step = 0; step < 4; step++) {
    await page.keyboard.press("Shift+Tab");
    const focused = await page.evaluate(() => document.activeElement!.getBoundingClientRect().top);
    const bar = (await timeBar.boundingBox())!;
    expect(focused, `focus ${step + 1} step(s) back`).toBeGreaterThanOrEqual(bar.y + bar.height);
  }
  // Four steps back from the answer given in question 2 is question 1's chosen option.
  expect(await page.evaluate(() => document.activeElement!.closest("fieldset")?.textContent ?? "")).toMatch(
    /^Question 1 of 4/,
  );
});
