/**
 * Story support: every portal story renders the whole island (PortalRoutes: real containers, guards,
 * toasts) in a MemoryRouter at `parameters.portal.path`, with the saved session of
 * `parameters.portal.session` and the API mocked by the story's `parameters.msw.handlers`.
 */
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router";
import { toast } from "sonner";
import { expect, waitFor, within } from "storybook/test";
import { dropPreloads } from "../api/swrFetcher";
import { PortalRoutes } from "../app/PortalRoutes";
import { overrideTimeZones, type TimeZones } from "../app/timeZones";
import { seedSession, type SessionFixture } from "./session";

export interface PortalStoryParameters {
  /** Where the story starts, query included (e.g. "/reset-password?token=abc"). */
  path: string;
  /** Navigation state of that entry (e.g. `{ isEditMode: true, userData }`). */
  state?: unknown;
  /** The saved session before it renders. Default "none". */
  session?: SessionFixture;
  /** The viewer's and academy's zones while it runs (e.g. both "UTC", so its texts do not depend on the host's). */
  timeZones?: Partial<TimeZones>;
}

function portalParameters(parameters: Record<string, unknown>): PortalStoryParameters {
  const portal = parameters["portal"] as PortalStoryParameters | undefined;
  if (!portal) throw new Error("A portal story needs parameters.portal.path");
  return portal;
}

const withPortalRouter: Decorator = (Story, context) => {
  const { path, state } = portalParameters(context.parameters);
  const url = new URL(path, "http://localhost");
  return (
    <MemoryRouter initialEntries={[{ pathname: url.pathname, search: url.search, state }]}>
      <Story />
    </MemoryRouter>
  );
};

/** A view or part story's router, for its links: a MemoryRouter at "/", with no routes of the portal. */
export const withMemoryRouter: Decorator = (Story) => (
  <MemoryRouter>
    <Story />
  </MemoryRouter>
);

/**
 * Meta shared by every portal screen story. Spread it into the story file's default export, whose
 * `title` must stay a literal there (Storybook's indexer reads it without running the file).
 */
export function portalMeta(parameters: PortalStoryParameters): Omit<Meta, "title"> {
  return {
    render: () => <PortalRoutes />,
    decorators: [withPortalRouter],
    beforeEach: ({ parameters: storyParameters }) => {
      // sonner replays still-open toasts to a newly mounted Toaster; a story starts with none.
      toast.dismiss();
      // A preload another story started must not answer this story's requests (api/fetcher.ts).
      dropPreloads();
      // Every story replaces the whole saved session with its own, so nothing clears it afterwards (Storybook
      // runs a beforeEach cleanup before it unmounts the story, while its guards still watch the session).
      // Work a story leaves running must not touch the session later: see SigningOut in PortalLayout.stories.
      const { session, timeZones } = portalParameters(storyParameters);
      seedSession(session ?? "none");
      return timeZones && overrideTimeZones(timeZones);
    },
    // The island mounts its own (lazily loaded) Toaster, so the harness must not add a second one.
    parameters: { layout: "fullscreen", toaster: false, portal: parameters, msw: { handlers: [] } },
  };
}

/** A portal screen story: its parameters, play and so on come on top of `portalMeta`'s. */
export type Story = StoryObj<Meta>;

/** Screens arrive as lazy chunks; the first one in a cold test run can take a few seconds. */
export const SLOW = { timeout: 10_000 };

/**
 * A toast with `text`, once it has slid in (sonner keeps a new toast transparent until mounted).
 * The Toaster itself loads with the first toast.
 */
export async function findToast(canvasElement: HTMLElement, text: string | RegExp): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  const region = await canvas.findByRole("region", { name: /Notifications/ }, SLOW);
  const toast = await within(region).findByText(text, {}, SLOW);
  await waitFor(() => expect(toast).toBeVisible(), SLOW);
  return toast;
}

/** The form's alert (docs/architecture.md §4: FormAlert) once it shows, reading `text`. */
export async function expectAlert(canvasElement: HTMLElement, text: string | RegExp): Promise<void> {
  await expect(await within(canvasElement).findByRole("alert", {}, SLOW)).toHaveTextContent(text);
}

/**
 * A facilitator's list screen with no cohort to show (the academy has none yet): its h1 `screen`, the cohort
 * filter on 'Select a cohort', and the list's `prompt` ('Please select a cohort to view courses.').
 */
export async function expectNoCohort(
  canvasElement: HTMLElement,
  screen: string,
  prompt: string,
): Promise<void> {
  const canvas = within(canvasElement);
  await expectScreen(canvasElement, screen);
  await expect(await canvas.findByLabelText("Filter by Cohort", {}, SLOW)).toHaveDisplayValue(
    "Select a cohort",
  );
  await expect(canvas.getByText(prompt)).toBeVisible();
}

/** Waits until the current screen's h1 reads `name` (i.e. the route and its chunk have loaded). */
export async function expectScreen(canvasElement: HTMLElement, name: string | RegExp): Promise<void> {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole("heading", { level: 1, name })).toBeVisible(), SLOW);
}

/** The 375 px phone of the Storybook toolbar (.storybook/annotations.tsx), as a story's `globals`. */
export const PHONE = { viewport: { value: "mobile", isRotated: false } };

/**
 * A list that stacks its rows on a phone (DataTable's `layout="stack-on-phone"`, decision 180): the cells of every
 * row carry their column's header (all but the title and a column that opts out), and where the story is seen with the theme's CSS below 640 px (Storybook
 * at 375 px) each row is a block, its title first, then the cells of the columns `first` in that order, then the
 * others, and nothing runs off the screen. jsdom has no CSS and no layout, so there only the labels are checked.
 */
export async function expectStackedRows(table: HTMLElement, first: readonly string[] = []): Promise<void> {
  const headers = within(table)
    .getAllByRole("columnheader")
    .map((header) => header.textContent);
  const rows = within(table)
    .getAllByRole("row")
    .filter((row) => row.querySelector("th[scope=row]"));
  await expect(rows.length).toBeGreaterThan(0);
  const top = (element: Element) => element.getBoundingClientRect().top;
  const styled = table.getBoundingClientRect().width > 0 && window.innerWidth < 640;
  if (styled) {
    await expect(getComputedStyle(table).display).toBe("block");
    await expect(table.querySelector("thead")!.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    // The table no longer scrolls sideways inside its region: no column is pushed off the screen.
    const region = table.closest<HTMLElement>('[data-slot="data-table"]')!;
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  }
  for (const row of rows) {
    const cells = [...row.children];
    const labels = cells.map(
      (cell) => cell.querySelector('[data-slot="data-table-label"]')?.textContent ?? null,
    );
    for (const [index, label] of labels.entries())
      if (label !== null) await expect(label).toBe(headers[index]);
    await expect(labels.some((label) => label !== null)).toBe(true);
    if (!styled) continue;
    // Cells with nothing in them take no line on a phone.
    const shown = cells.filter((cell) => cell.getBoundingClientRect().height > 1);
    const title = row.querySelector("th[scope=row]")!;
    const firsts = first
      .map((header) => cells[labels.indexOf(header)])
      .filter((cell): cell is Element => cell !== undefined && shown.includes(cell));
    const others = shown.filter((cell) => cell !== title && !firsts.includes(cell));
    const order = [title, ...firsts].map(top);
    await expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const cell of others) await expect(top(cell)).toBeGreaterThan(Math.max(...order));
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  }
}
