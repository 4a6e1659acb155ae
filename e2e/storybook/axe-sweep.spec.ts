import { expect, test } from "@playwright/test";

import {
  axeViolations,
  builtStories,
  collectPageErrors,
  openStory,
  type IndexedStory,
} from "../support/storybook";

/**
 * Every story of the static build, in real Chromium at 1280 px: it renders, its play function passes, and
 * axe finds zero WCAG 2.2 AA violations, colour contrast included (jsdom cannot compute contrast, so this is
 * where it is checked). One test per component keeps failures readable; its stories share one page (a fresh
 * document per story: reloading is slower than switching stories in place, but nothing leaks between them).
 */
const byTitle = new Map<string, IndexedStory[]>();
for (const story of builtStories()) byTitle.set(story.title, [...(byTitle.get(story.title) ?? []), story]);

test("the build has stories", () => {
  expect(byTitle.size).toBeGreaterThan(0);
});

for (const [title, stories] of byTitle) {
  test(`axe WCAG 2.2 AA at 1280 px: ${title}`, async ({ page }) => {
    test.setTimeout(30_000 + stories.length * 10_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const pageErrors = collectPageErrors(page);
    const problems: string[] = [];
    for (const story of stories) {
      pageErrors.length = 0;
      try {
        await openStory(page, story.id);
        for (const violation of await axeViolations(page)) problems.push(`${story.id}: ${violation}`);
      } catch (error) {
        problems.push(error instanceof Error ? error.message : String(error));
      }
      for (const pageError of pageErrors) problems.push(`${story.id}: ${pageError}`);
    }
    expect(problems).toEqual([]);
  });
}
