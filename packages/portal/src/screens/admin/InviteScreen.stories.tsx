import { API_ERRORS } from "@cla/domain/client";
import { buildRoles } from "@cla/domain/fixtures";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { adminCohorts, cohortsOk, failWith, inviteOk, pending, rolesOk } from "../../mocks/handlers";
import { portalMeta, SLOW, type Story } from "../../mocks/story";
import { failsInAlert, showsBusy, showsText } from "../../mocks/stateStories";
import { texts } from "./texts";

export default {
  title: "Portal/Admin/Invite",
  ...portalMeta({ path: "/portal/admin/invite", session: "admin" }),
} satisfies Meta;

const lists = () => [cohortsOk(adminCohorts()), rolesOk(buildRoles())];

async function fill(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/Full Name/, {}, SLOW), "Rev. Joy Adamu");
  await userEvent.type(canvas.getByLabelText(/Email/), "joy@example.org");
  await userEvent.selectOptions(canvas.getByLabelText(/Role/), "Admin");
  await userEvent.click(canvas.getByRole("button", { name: "Send Invitation" }));
}

/** The form: only the staff roles are offered; the cohort is optional. */
export const Form: Story = {
  parameters: { msw: { handlers: lists() } },
  play: async ({ canvas }) => {
    const role = await canvas.findByLabelText(/Role/, {}, SLOW);
    await expect(
      within(role)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Facilitator", "Admin"]);
    await expect(canvas.getByLabelText(/Cohort/)).toHaveDisplayValue("No cohort");
  },
};

/** Sent: the 'Invitation sent' state names the person and the address; another invitation starts afresh. */
export const InviteSent: Story = {
  parameters: { msw: { handlers: [...lists(), inviteOk()] } },
  play: async ({ canvas, canvasElement }) => {
    await fill(canvasElement);
    const status = await canvas.findByRole("status", {}, SLOW);
    await expect(
      within(status).getByText(texts.invite.sent("Rev. Joy Adamu", "joy@example.org")),
    ).toBeVisible();
    await userEvent.click(within(status).getByRole("button", { name: "Invite someone else" }));
    await expect(await canvas.findByLabelText(/Full Name/)).toHaveValue("");
  },
};

/** Checked before any call: name and email required, the email's form. */
export const ValidationErrors: Story = {
  parameters: { msw: { handlers: lists() } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/Email/, {}, SLOW), "joy@");
    await userEvent.click(canvas.getByRole("button", { name: "Send Invitation" }));
    await expect(await canvas.findByText("Full Name is required")).toBeVisible();
    await expect(canvas.getByText("Email must be a valid email address")).toBeVisible();
  },
};

/** An address that already has an account: the server's 409 in the alert. */
export const EmailTaken: Story = failsInAlert(
  [...lists(), failWith("post", "/cla_users/invite", 409, API_ERRORS.emailTaken)],
  fill,
  API_ERRORS.emailTaken,
);

export const Sending: Story = showsBusy(
  [...lists(), pending("post", "/cla_users/invite")],
  fill,
  "Sending Invitation...",
);

export const Loading: Story = showsText(texts.people.loading, {
  msw: { handlers: [pending("get", "/cla_roles"), cohortsOk(adminCohorts())] },
});
