import { readFileSync } from "node:fs";

import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** An entry of storybook-static/index.json. */
export interface IndexedStory {
  type: "story" | "docs";
  id: string;
  title: string;
  name: string;
  exportName: string;
  tags?: string[];
}

function readIndex(): IndexedStory[] {
  const indexFile = new URL("../../storybook-static/index.json", import.meta.url);
  let text: string;
  try {
    text = readFileSync(indexFile, "utf8");
  } catch {
    throw new Error(
      "storybook-static/index.json is missing: run `pnpm build-storybook` before `pnpm test:e2e`.",
    );
  }
  const index = JSON.parse(text) as { entries: Record<string, IndexedStory> };
  return Object.values(index.entries).filter((entry) => entry.type === "story");
}

/** The stories of the static build that take part in tests (a `!test` tag removes the `test` tag). */
export function builtStories(): IndexedStory[] {
  return readIndex().filter((story) => (story.tags ?? []).includes("test"));
}

/** The id of a story by title and export name (e.g. "UI/Accordion", "Closed"), failing clearly when it is gone. */
export function storyId(title: string, exportName: string): string {
  const found = readIndex().find((story) => story.title === title && story.exportName === exportName);
  if (!found) throw new Error(`story ${title} › ${exportName} is not in the Storybook build`);
  return found.id;
}

type StorybookWindow = { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } };

/**
 * Opens one story in the preview iframe and waits until Storybook has rendered it, run its play function
 * and settled (render phase "finished"). Throws when the story failed to render.
 * The a11y addon's own axe pass is switched off here (`a11y.manual`): the callers run axe themselves.
 */
export async function openStory(page: Page, id: string): Promise<void> {
  await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true`);
  // Settled: rendered and played ("finished"), or Storybook shows an error or that the id is unknown.
  await page.waitForFunction(
    () =>
      (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase === "finished" ||
      document.body.classList.contains("sb-show-errordisplay") ||
      document.body.classList.contains("sb-show-nopreview"),
    undefined,
    { timeout: 30_000 },
  );
  if (await page.locator("body.sb-show-errordisplay").count()) {
    throw new Error(`story ${id} failed to render: ${await page.locator("#error-message").innerText()}`);
  }
  if (await page.locator("body.sb-show-nopreview").count()) {
    throw new Error(`story ${id} does not exist in the build`);
  }
}

/**
 * Collects what goes wrong in the page: uncaught exceptions and console errors, which is where Storybook
 * reports a play function that failed. Failed resource loads are left out: an Error-state story answers
 * with a 500 on purpose and Chromium logs that as a console error.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => {
    // MSW's background update check of its worker script, cut short when the next story is opened; it is
    // the harness's navigation, not the story, that fails here.
    if (error.message.startsWith("Failed to update a ServiceWorker")) return;
    errors.push(`uncaught: ${error.message}`);
  });
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      errors.push(`console.error: ${message.text().split("\n")[0]}`);
    }
  });
  return errors;
}

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what the academy's pages must meet (colour contrast included). */
export const wcag22aa = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe-core's WCAG 2.2 AA violations on the open story, one readable line each (empty when clean). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(wcag22aa)
    // axe.run inside the page instead of the default per-frame runPartial + finishRun in a new blank page:
    // about three times faster per story here. It does not enter cross-origin frames (embedded players),
    // which are not ours to fix anyway; the <iframe> elements themselves are still checked.
    .setLegacyMode(true)
    // Storybook's own chrome, always in the iframe and not part of the story.
    .exclude(".sb-wrapper")
    .exclude("#storybook-docs")
    .exclude("#storybook-highlights-root")
    .analyze();
  return results.violations.map((violation) => {
    const targets = violation.nodes.map((node) => node.target.join(" ")).join(", ");
    return `${violation.id} (${violation.impact ?? "?"}): ${violation.help} at ${targets}`;
  });
}
