import { messages } from "@cla/domain/client";
import type { Meta } from "@storybook/react-vite";
import { expect } from "storybook/test";
import type { SessionFixture } from "../../mocks/session";
import { expectScreen, findToast, portalMeta, type Story } from "../../mocks/story";

/** What happens on a portal screen without a usable saved session (docs/product.md §6, §8). */
export default {
  title: "Portal/Shell/Guards",
  ...portalMeta({ path: "/portal/profile" }),
} satisfies Meta;

/** A story that opens the portal with `session` (at `path`, else /portal/profile) and lands on /login with `message`. */
function redirectsWith(session: SessionFixture, message: string, path?: string): Story {
  return {
    parameters: { portal: { session, ...(path ? { path } : {}) } },
    play: async ({ canvasElement }) => {
      await expect(await findToast(canvasElement, message)).toBeVisible();
      await expectScreen(canvasElement, "Welcome Back!");
    },
  };
}

/** No token: 'Session expired. Please login again.' */
export const NoSession: Story = redirectsWith("none", messages.sessionExpired);

/** A saved record past its 7 days counts as no session. */
export const ExpiredSession: Story = redirectsWith("expired", messages.sessionExpired);

/** A stale token whose saved record is gone counts as an ended session. */
export const TokenWithoutSavedRecord: Story = redirectsWith("token-only", messages.sessionExpired);

/** A token without a role: 'User role not found. Please login again.' */
export const NoRole: Story = redirectsWith("no-role", messages.userRoleNotFound);

/** A student without a cohort: 'Cohort information not found. Please login again.' */
export const StudentWithoutCohort: Story = redirectsWith("no-cohort", messages.cohortInfoNotFound);

/** /certificate needs a session too. */
export const CertificateWithoutSession: Story = redirectsWith(
  "none",
  messages.sessionExpired,
  "/certificate",
);
