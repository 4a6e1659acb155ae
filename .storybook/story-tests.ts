/**
 * Every story is a test (docs/architecture.md §4.3, decision 070). `testStories` turns a set of story files into Vitest
 * tests: each story is rendered through Storybook's portable stories with the shared project annotations, its
 * play function runs, then axe-core checks the page. A failing play, an axe violation, an element whose Tailwind
 * classes conflict or a request no MSW handler answers fails the story's test. Stories tagged `!test` are skipped (tag only with a written reason).
 * Each *-stories.test.ts file calls it with its own `import.meta.glob`, so the packages run in parallel.
 */
import { composeStories, setProjectAnnotations, type composeStory } from "@storybook/react-vite";
import axe from "axe-core";
import type { AnyHandler } from "msw";
import { setupServer } from "msw/node";
import { twMerge } from "tailwind-merge";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { dismissToasts } from "../packages/ui/src/index.ts";
import { storyAnnotations } from "./annotations";

export type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

setProjectAnnotations([storyAnnotations]);

/** The story's MSW handlers, in the shapes msw-storybook-addon accepts (a list, or `handlers` as a list or a record of lists). */
function mswHandlers(parameters: Record<string, unknown>): AnyHandler[] {
  const msw = parameters["msw"] as
    | AnyHandler[]
    | { handlers?: AnyHandler[] | Record<string, AnyHandler | AnyHandler[] | null | undefined> }
    | undefined;
  if (!msw) return [];
  if (Array.isArray(msw)) return msw;
  const handlers = msw.handlers ?? [];
  return (Array.isArray(handlers) ? handlers : Object.values(handlers)).flat().filter((h) => h != null);
}

// jsdom does no layout, so axe cannot compute colour contrast here; the browser sweep in e2e/ checks it.
// `region` is off as in Storybook's a11y panel: a lone component is not expected to sit in a landmark.
// jsdom never loads an iframe's document (embedded video/PDF players), so axe checks the <iframe> element
// itself (its title) but does not try to enter it.
const axeOptions: axe.RunOptions = {
  rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
  iframes: false,
};

/**
 * Elements whose class list sets one property twice (`px-4 … px-2`). @cla/ui's `cn` only joins class names
 * (decision 092), so such a pair would be decided by stylesheet order, not by which class came last; tailwind-merge
 * finds the pairs here instead of running in every visitor's browser.
 */
function conflictingClasses(root: HTMLElement): string[] {
  const conflicts: string[] = [];
  for (const element of root.querySelectorAll("[class]")) {
    const classes = (element.getAttribute("class") ?? "").split(/\s+/).filter(Boolean);
    const kept = new Set(twMerge(classes).split(" "));
    const dropped = classes.filter((name) => !kept.has(name));
    if (dropped.length > 0)
      conflicts.push(`<${element.localName} class="${classes.join(" ")}"> overrides ${dropped.join(" ")}`);
  }
  return conflicts;
}

function describeViolation(violation: axe.Result): string {
  const targets = violation.nodes.map((node) => node.target.join(" ")).join(", ");
  return `${violation.id} (${violation.impact ?? "?"}): ${violation.help} at ${targets}`;
}

/** Registers one test per story of the given story files (keyed by path, as `import.meta.glob` returns them). */
export function testStories(storyModules: Record<string, StoriesModule>): void {
  it("finds story files", () => {
    // Guards against a glob that silently matches nothing.
    expect(Object.keys(storyModules).length).toBeGreaterThan(0);
  });

  // One server for the file; each story adds its own handlers. A request nothing answers is recorded
  // and errored, so a story that reaches for an unmocked endpoint fails instead of rendering an error state.
  const unhandledRequests: string[] = [];
  const server = setupServer();
  beforeAll(() =>
    server.listen({
      onUnhandledFrame: async ({ frame, defaults }) => {
        unhandledRequests.push(await frame.getUnhandledMessage());
        defaults.error();
        throw new Error("No MSW handler for this request; add it to the story's parameters.msw.handlers.");
      },
    }),
  );
  beforeEach(() => {
    unhandledRequests.length = 0;
  });
  afterEach(() => server.resetHandlers());
  afterAll(async () => {
    // The last story's notices would close on their own timers after this file's DOM is gone, and React
    // would render into a missing window. Dismiss them now and let their removal (200 ms) run here.
    dismissToasts();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    server.close();
  });

  for (const [path, storiesModule] of Object.entries(storyModules)) {
    const title = (storiesModule.default as { title?: string } | undefined)?.title ?? path;
    describe(title, () => {
      const stories = Object.entries(composeStories(storiesModule)) as [string, ComposedStory][];
      for (const [name, Story] of stories) {
        it.skipIf(!Story.tags.includes("test"))(name, async () => {
          server.use(...mswHandlers(Story.parameters));
          await Story.run();
          // The whole body, not only the story's container: dialogs, toasts and menus render in portals.
          const { violations } = await axe.run(document.body, axeOptions);
          expect(violations.map(describeViolation)).toEqual([]);
          expect(conflictingClasses(document.body)).toEqual([]);
          expect(unhandledRequests).toEqual([]);
        });
      }
    });
  }
}
