import { messages } from "@cla/domain/client";
import type { Meta } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { expectScreen, findToast, portalMeta, type Story } from "../../mocks/story";

/** What happens on a portal screen without a usable saved session (docs/product.md §6, §8). */
export default {
  title: "Portal/Shell/Guards",
  ...portalMeta({ path: "/portal/profile" }),
} satisfies Meta;

function redirectsWith(message: string): Story["play"] {
  return async ({ canvasElement }) => {
    await expect(await findToast(canvasElement, message)).toBeVisible();
    await expectScreen(canvasElement, "Welcome Back!");
  };
}

/** No token: 'Session expired. Please login again.' */
export const NoSession: Story = {
  parameters: { portal: { session: "none" } },
  play: redirectsWith(messages.sessionExpired),
};

/** A saved record past its 7 days counts as no session. */
export const ExpiredSession: Story = {
  parameters: { portal: { session: "expired" } },
  play: redirectsWith(messages.sessionExpired),
};

/** A stale token whose saved record is gone counts as an ended session. */
export const TokenWithoutSavedRecord: Story = {
  parameters: { portal: { session: "token-only" } },
  play: redirectsWith(messages.sessionExpired),
};

/** A token without a role: 'User role not found. Please login again.' */
export const NoRole: Story = {
  parameters: { portal: { session: "no-role" } },
  play: redirectsWith(messages.userRoleNotFound),
};

/** A student without a cohort: 'Cohort information not found. Please login again.' */
export const StudentWithoutCohort: Story = {
  parameters: { portal: { session: "no-cohort" } },
  play: redirectsWith(messages.cohortInfoNotFound),
};

/** /certificate needs a session too. */
export const CertificateWithoutSession: Story = {
  parameters: { portal: { path: "/certificate", session: "none" } },
  play: redirectsWith(messages.sessionExpired),
};
