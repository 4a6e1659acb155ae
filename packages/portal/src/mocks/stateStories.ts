/**
 * One-line stories of the states many screens share: a load that shows a text or fails with a retry, and a
 * submitted form that is busy, fails in its alert or fails under a field. Built on story.tsx.
 */
import { messages } from "@cla/domain/client";
import type { RequestHandler } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { expectAlert, SLOW, type Story } from "./story";

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

/**
 * Delete asks first: the button named `button` opens the confirmation `question`, with 'This action cannot be
 * undone.' and 'Yes, Delete', in the state its `parameters` set up.
 */
export function asksBeforeDelete(button: string, question: string, parameters: Story["parameters"]): Story {
  return {
    parameters,
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole("button", { name: button }, SLOW));
      const dialog = await canvas.findByRole("alertdialog", { name: question }, SLOW);
      await expect(within(dialog).getByText(messages.actionCannotBeUndone)).toBeInTheDocument();
      await waitFor(
        () => expect(within(dialog).getByRole("button", { name: messages.yesDelete })).toBeVisible(),
        SLOW,
      );
    },
  };
}
