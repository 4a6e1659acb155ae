import { API_ERRORS, messages } from "@cla/domain/client";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { failValidation, failWith, forgotPasswordOk, networkError, pending } from "../../mocks/handlers";
import type { Story } from "../../mocks/story";
import { expectScreen, findToast, portalMeta, SLOW } from "../../mocks/story";
import { failsInAlert, showsBusy } from "../../mocks/stateStories";

export default {
  title: "Portal/Account/ForgotPassword",
  ...portalMeta({ path: "/forgot-password" }),
} satisfies Meta;

async function send(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Email Address/, {}, SLOW), "ada.obi@example.org");
  await userEvent.click(canvas.getByRole("button", { name: "Send Reset Link" }));
}

/** One email field and the way back to /login. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expectScreen(canvasElement, "Forgot Password");
    await expect(canvas.getByLabelText(/^Email Address/)).toHaveAttribute("type", "email");
    await expect(canvas.getByLabelText(/^Email Address/)).toBeRequired();
    await expect(canvas.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/login");
  },
};

/** Sending. */
export const Sending: Story = showsBusy([pending("post", "/forgot_password")], send, "Sending...");

/** Sent: the notice (and /login after 3 seconds). */
export const Sent: Story = {
  parameters: { msw: { handlers: [forgotPasswordOk()] } },
  play: async ({ canvas, canvasElement }) => {
    await send(canvasElement);
    await expect(await findToast(canvasElement, messages.resetLinkSent)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Send Reset Link" })).toBeDisabled();
  },
};

/** Too many requests: the server's message replaces the fallback. */
export const TooManyRequests: Story = failsInAlert(
  [failWith("post", "/forgot_password", 429, API_ERRORS.tooManyAttempts)],
  send,
  API_ERRORS.tooManyAttempts,
);

/** The server refuses the address. */
export const InvalidEmail: Story = failsInAlert(
  [failValidation("post", "/forgot_password", { email: ["must be a valid email address"] })],
  send,
  "Email must be a valid email address",
);

/** The server cannot be reached. */
export const NoResponse: Story = failsInAlert(
  [networkError("post", "/forgot_password")],
  send,
  messages.noResponse,
);
