/**
 * Story support: every portal story renders the whole island (PortalRoutes: real containers, guards,
 * toasts) in a MemoryRouter at `parameters.portal.path`, with the saved session of
 * `parameters.portal.session` and the API mocked by the story's `parameters.msw.handlers`.
 */
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import type { RequestHandler } from "msw";
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

type Send = (canvasElement: HTMLElement) => Promise<void>;

/**
 * A story at `path` (else the file's) in which `send` fills in and submits the form against `handlers`, then
 * `check` looks at the result.
 */
function submitted(
  handlers: RequestHandler[],
  send: Send,
  check: (canvasElement: HTMLElement) => Promise<void>,
  path?: string,
): Story {
  return {
    parameters: { msw: { handlers }, ...(path === undefined ? {} : { portal: { path } }) },
    play: async ({ canvasElement }) => {
      await send(canvasElement);
      await check(canvasElement);
    },
  };
}

/** The form is submitted and the failure shows in the form's alert as `text`. */
export function failsInAlert(
  handlers: RequestHandler[],
  send: Send,
  text: string | RegExp,
  path?: string,
): Story {
  return submitted(handlers, send, (canvasElement) => expectAlert(canvasElement, text), path);
}

/** The form is submitted and the server's 422 shows under its field as `text` ('Cohort does not exist'). */
export function failsUnderField(handlers: RequestHandler[], send: Send, text: string, path?: string): Story {
  return submitted(
    handlers,
    send,
    async (canvasElement) => {
      await expect(await within(canvasElement).findByText(text, {}, SLOW)).toBeVisible();
    },
    path,
  );
}

/** The form is submitted with the write held (`pending`): the submit button shows `busy` and is disabled. */
export function showsBusy(
  handlers: RequestHandler[],
  send: Send,
  busy: string | RegExp,
  path?: string,
): Story {
  return submitted(
    handlers,
    send,
    async (canvasElement) => {
      await expect(await within(canvasElement).findByRole("button", { name: busy }, SLOW)).toBeDisabled();
    },
    path,
  );
}

/**
 * A story in the state its `parameters` set up (the path, the session, the API's answers) that shows `text`:
 * a loading, empty, not-found or failed state whose text is what identifies it.
 */
export function showsText(text: string | RegExp, parameters: Story["parameters"]): Story {
  return {
    parameters,
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByText(text, {}, SLOW)).toBeVisible();
    },
  };
}

/** As showsText, for a load that failed: its failure `text` and an enabled 'Try again'. */
export function showsFailure(text: string | RegExp, parameters: Story["parameters"]): Story {
  const shown = showsText(text, parameters);
  return {
    ...shown,
    play: async (context) => {
      await shown.play?.(context);
      await expect(within(context.canvasElement).getByRole("button", { name: "Try again" })).toBeEnabled();
    },
  };
}

/** Waits until the current screen's h1 reads `name` (i.e. the route and its chunk have loaded). */
export async function expectScreen(canvasElement: HTMLElement, name: string | RegExp): Promise<void> {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole("heading", { level: 1, name })).toBeVisible(), SLOW);
}
