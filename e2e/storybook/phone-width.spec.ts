import { expect, test } from "@playwright/test";

import { axeViolations, builtStories, collectPageErrors, openStory } from "../support/storybook";

/**
 * Work hand-ins (decisions 157, 159) at a phone's width: every story of the student's hand-in panel, of the
 * student's lists with their statuses and of the facilitator's work beside the score form renders, plays, has no
 * axe violation (WCAG 2.2 AA, colour contrast included) and nothing wider than the screen. The sweep
 * (axe-sweep.spec.ts) sees the same stories at 1280 px.
 */
const STORIES = builtStories().filter(
  (story) =>
    story.title === "Portal/Assessments/HandIn" ||
    story.title === "Portal/Assessments/WorkReview" ||
    (story.title === "Portal/Assessments/List" && story.exportName.startsWith("Student")),
);

test.use({ viewport: { width: 375, height: 812 } });

test("the hand-in stories are in the build", () => {
  expect(STORIES.length).toBeGreaterThan(0);
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
