import { test as base, expect, type Page } from "@playwright/test";

import {
  axeViolations,
  builtStories,
  collectPageErrors,
  openPreview,
  showStory,
  type IndexedStory,
} from "../support/storybook";

/**
 * Every story of the static build in real Chromium at 1280 px: it renders, its play function passes, and axe
 * finds zero WCAG 2.2 AA violations. `pnpm test` already plays every story and runs axe on it in jsdom; what this
 * sweep adds is a real browser: layout, the real stylesheet, colour contrast (which jsdom cannot compute), focus
 * and the play functions against real events. One test per component keeps failures readable.
 *
 * Each worker keeps one page with the preview (iframe.html) loaded and switches stories in place, as the Storybook
 * UI does: loading the preview and starting MSW once per story cost more than running the story. Stories start
 * from their own parameters (the portal stories replace the session, drop preloads and dismiss toasts in their
 * beforeEach). A story that fails in place is judged again on a freshly loaded preview, and only that verdict
 * counts: the reuse is a shortcut and must not make a story pass or fail by what ran before it (a toast left
 * mounting by the previous story was seen to). The preview stays fresh for the next story.
 */
const byTitle = new Map<string, IndexedStory[]>();
for (const story of builtStories()) byTitle.set(story.title, [...(byTitle.get(story.title) ?? []), story]);

interface Preview {
  page: Page;
  /** What went wrong in the page (uncaught exceptions, console errors) since the list was last emptied. */
  pageErrors: string[];
}

const test = base.extend<object, { preview: Preview }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        viewport: { width: 1280, height: 800 },
      });
      const page = await context.newPage();
      const pageErrors = collectPageErrors(page);
      await openPreview(page);
      await use({ page, pageErrors });
      await context.close();
    },
    { scope: "worker" },
  ],
});

test("the build has stories", () => {
  expect(byTitle.size).toBeGreaterThan(0);
});

for (const [title, stories] of byTitle) {
  test(`axe WCAG 2.2 AA at 1280 px: ${title}`, async ({ preview: { page, pageErrors } }) => {
    test.setTimeout(30_000 + stories.length * 10_000);
    /** What is wrong with `story` as shown now: its render, play, axe violations and page errors. */
    async function judge(story: IndexedStory): Promise<string[]> {
      pageErrors.length = 0;
      const found: string[] = [];
      try {
        await showStory(page, story.id);
        for (const violation of await axeViolations(page)) found.push(`${story.id}: ${violation}`);
      } catch (error) {
        found.push(error instanceof Error ? error.message : String(error));
      }
      for (const pageError of pageErrors) found.push(`${story.id}: ${pageError}`);
      return found;
    }
    const problems: string[] = [];
    for (const story of stories) {
      if ((await judge(story)).length === 0) continue;
      await openPreview(page);
      problems.push(...(await judge(story)));
    }
    expect(problems).toEqual([]);
  });
}
