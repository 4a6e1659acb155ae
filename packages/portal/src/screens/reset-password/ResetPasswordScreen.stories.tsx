import { API_ERRORS, messages } from "@cla/domain/client";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { failValidation, pending, resetLinkExpired, resetPasswordOk } from "../../mocks/handlers";
import type { Story } from "../../mocks/story";
import { expectScreen, findToast, portalMeta, SLOW } from "../../mocks/story";
import { failsInAlert, showsBusy } from "../../mocks/stateStories";

export default {
  title: "Portal/Account/ResetPassword",
  ...portalMeta({
    path: "/reset-password?token=tok_123",
  }),
} satisfies Meta;

async function reset(canvasElement: HTMLElement, password = "new-pass-1", confirm = password) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^New Password/, {}, SLOW), password);
  await userEvent.type(canvas.getByLabelText(/^Confirm New Password/), confirm);
  await userEvent.click(canvas.getByRole("button", { name: "Reset Password" }));
}

/** The two password fields, both at least 6 characters. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expectScreen(canvasElement, "Reset Password");
    await expect(canvas.getByLabelText(/^New Password/)).toHaveAttribute("minlength", "6");
    await expect(canvas.getByLabelText(/^Confirm New Password/)).toBeRequired();
  },
};

/** From an invitation's or an enrolment's link: a first password, so the page never says 'Reset Password'. */
export const FromInvitation: Story = {
  parameters: { portal: { path: "/reset-password?token=tok_123&welcome=1" } },
  play: async ({ canvas, canvasElement }) => {
    await expectScreen(canvasElement, "Set Your Password");
    await expect(canvas.getByRole("button", { name: "Set Password" })).toBeVisible();
    await expect(canvas.queryByText(/Reset Password/)).toBeNull();
  },
};

/** The passwords differ: inline and as a toast. */
export const PasswordsDoNotMatch: Story = {
  play: async ({ canvas, canvasElement }) => {
    await reset(canvasElement, "new-pass-1", "new-pass-2");
    await expect(await findToast(canvasElement, messages.passwordsDoNotMatch)).toBeVisible();
    await expect(canvas.getByLabelText(/^Confirm New Password/)).toHaveAccessibleDescription(
      messages.passwordsDoNotMatch,
    );
  },
};

/** Saving. */
export const Saving: Story = showsBusy([pending("post", "/reset_password")], reset, "Resetting...");

/** Done: the notice (and /login after 3 seconds). */
export const Done: Story = {
  parameters: { msw: { handlers: [resetPasswordOk()] } },
  play: async ({ canvasElement }) => {
    await reset(canvasElement);
    await expect(await findToast(canvasElement, messages.passwordReset)).toBeVisible();
  },
};

/** A used or expired link: the server's message. */
export const ExpiredLink: Story = failsInAlert([resetLinkExpired()], reset, API_ERRORS.resetLinkInvalid);

/** A password the server refuses. */
export const PasswordRefused: Story = failsInAlert(
  [failValidation("post", "/reset_password", { password: ["must be at most 128 characters"] })],
  reset,
  "Password must be at most 128 characters",
);

/** A link without a token: 'Invalid reset link' and the login screen. */
export const LinkWithoutToken: Story = {
  parameters: { portal: { path: "/reset-password" } },
  play: async ({ canvasElement }) => {
    await expect(await findToast(canvasElement, messages.invalidResetLink)).toBeVisible();
    await expectScreen(canvasElement, "Welcome Back!");
  },
};
