import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

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

type StorybookWindow = {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { phase?: string };
    ready: () => Promise<void>;
    storyStoreValue?: { userGlobals: { get: () => Record<string, { manual?: boolean } | undefined> } };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: {
    on: (event: string, listener: (payload: unknown) => void) => void;
    off: (event: string, listener: (payload: unknown) => void) => void;
    emit: (event: string, payload: unknown) => void;
  };
};

/** iframe.html with the a11y addon's own axe pass off (`a11y.manual`): the callers run axe themselves. */
function previewUrl(id?: string): string {
  return `/iframe.html?${id ? `id=${encodeURIComponent(id)}&viewMode=story&` : ""}globals=a11y.manual:!true`;
}

/**
 * Opens one story in the preview iframe and waits until Storybook has rendered it, run its play function
 * and settled (render phase "finished"). Throws when the story failed to render.
 * The a11y addon's own axe pass is switched off here (`a11y.manual`): the callers run axe themselves.
 */
export async function openStory(page: Page, id: string): Promise<void> {
  await page.goto(previewUrl(id));
  // Settled: rendered and played ("finished"), or Storybook shows an error or that the id is unknown.
  await page.waitForFunction(
    () =>
      (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase === "finished" ||
      document.body.classList.contains("sb-show-errordisplay") ||
      document.body.classList.contains("sb-show-nopreview"),
    undefined,
    { timeout: 30_000 },
  );
  await throwWhenNotShown(page, id);
}

/** Throws when Storybook shows its error display (a render error) or no preview (an unknown id) instead of the story. */
async function throwWhenNotShown(page: Page, id: string): Promise<void> {
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

/**
 * Opens the preview (iframe.html) with no story selected, for `showStory` to switch between stories in place.
 * Loading the preview's bundles and starting the MSW worker once per page instead of once per story is most of
 * what the in-place switch saves.
 */
export async function openPreview(page: Page): Promise<void> {
  await page.goto(previewUrl());
  // The URL's globals apply only together with a story id: switch the a11y addon's pass off over the channel.
  const manual = await page.evaluate(async () => {
    const sb = window as unknown as StorybookWindow;
    await sb.__STORYBOOK_PREVIEW__?.ready();
    sb.__STORYBOOK_ADDONS_CHANNEL__?.emit("updateGlobals", { globals: { a11y: { manual: true } } });
    return sb.__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals.get()["a11y"]?.manual;
  });
  if (manual !== true)
    throw new Error("the Storybook preview did not load, or its a11y addon cannot be set to manual");
}

/**
 * Switches the open preview (`openPreview`) to the story, as the Storybook UI does when a story is picked in
 * its sidebar: Storybook unmounts the previous story, runs the new one's loaders (the MSW handlers), beforeEach
 * (the portal stories' session, preloads and toasts) and play function. Resolves when Storybook reports the
 * story finished; throws when Storybook shows its error display (a render error), reports the story failed
 * (unhandled errors while playing) or it took over 30 s. A failing play function is only logged by Storybook
 * (a console error): `collectPageErrors` catches it, as it does for `openStory`.
 */
export async function showStory(page: Page, id: string): Promise<void> {
  const outcome = await page.evaluate(
    (storyId) =>
      new Promise<string>((resolve) => {
        const channel = (window as unknown as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel) return resolve("the Storybook preview is not loaded");
        const listeners: Array<[string, (payload: unknown) => void]> = [];
        const done = (result: string) => {
          clearTimeout(timer);
          for (const [event, listener] of listeners) channel.off(event, listener);
          resolve(result);
        };
        const timer = setTimeout(() => done("did not finish within 30 s"), 30_000);
        const listen = (event: string, listener: (payload: unknown) => void) => {
          listeners.push([event, listener]);
          channel.on(event, listener);
        };
        // STORY_FINISHED ends every render that started, with "error" for a failed play function or render.
        listen("storyFinished", (payload) => {
          const { storyId: finished, status } = payload as { storyId: string; status: string };
          if (finished === storyId) done(status === "success" ? "" : `finished with status ${status}`);
        });
        // A story whose file failed to load never starts rendering.
        listen("storyMissing", () => done("is not in the build"));
        listen("storyErrored", () => done("failed to load"));
        channel.emit("setCurrentStory", { storyId, viewMode: "story" });
      }),
    id,
  );
  await throwWhenNotShown(page, id);
  if (outcome !== "") throw new Error(`story ${id} ${outcome}`);
}

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what the academy's pages must meet (colour contrast included). */
export const wcag22aa = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

let axeSource: string | undefined;
/**
 * axe-core's browser script, the copy @axe-core/playwright bundles (the site and portal specs run that builder),
 * so every e2e axe check uses one axe version.
 */
function axeScript(): string {
  if (axeSource === undefined) {
    const builder = createRequire(import.meta.url).resolve("@axe-core/playwright");
    axeSource = readFileSync(createRequire(builder).resolve("axe-core/axe.min.js"), "utf8");
  }
  return axeSource;
}

/**
 * axe-core's WCAG 2.2 AA violations on the open story, one readable line each (empty when clean).
 * axe runs in the page itself, injected once per document (@axe-core/playwright evaluates its 0.5 MB script two
 * or three times per check), and collects only violations (`resultTypes`: axe then skips gathering every
 * passing node). It does not enter frames: the stories' only frames are cross-origin embedded players, not ours
 * to fix; the <iframe> elements themselves are still checked (their titles).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeScript());
  return page.evaluate(async (tags) => {
    type AxeResult = { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] };
    const axe = (
      window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: AxeResult[] }> } }
    ).axe;
    const results = await axe.run(
      // Storybook's own chrome, always in the iframe and not part of the story.
      { exclude: [[".sb-wrapper"], ["#storybook-docs"], ["#storybook-highlights-root"]] },
      { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"], iframes: false },
    );
    return results.violations.map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(" ")).join(", ");
      return `${violation.id} (${violation.impact ?? "?"}): ${violation.help} at ${targets}`;
    });
  }, wcag22aa);
}
