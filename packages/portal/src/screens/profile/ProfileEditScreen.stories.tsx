import { API_ERRORS, messages } from "@cla/domain/client";
import { m } from "@cla/domain/i18n";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { failWith, fixtures, meOk, pending, profileKept } from "../../mocks/handlers";
import type { Story } from "../../mocks/story";
import { expectAlert, expectScreen, findToast, portalMeta, SLOW } from "../../mocks/story";
import { showsFailure, showsText } from "../../mocks/stateStories";

export default {
  title: "Portal/Account/EditProfile",
  ...portalMeta({ path: "/portal/profile/edit", session: "student" }),
} satisfies Meta;

/** 'Edit Profile' inside the frame, prefilled from GET /me, without passwords, role or cohort. */
export const EditMode: Story = {
  parameters: { msw: { handlers: [meOk(fixtures.student())] } },
  play: async ({ canvas, canvasElement }) => {
    await expectScreen(canvasElement, "Edit Profile");
    await expect(canvas.getByText("Update your profile information")).toBeVisible();
    await expect(canvas.getByLabelText(/^Full Name/)).toHaveValue("Ada Obi");
    await expect(canvas.getByLabelText(/^Birthday/)).toHaveValue("1998-04-12");
    await expect(canvas.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await expect(canvas.queryByLabelText(/^Role ID/)).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Save Changes" })).toBeEnabled();
  },
};

/** Saving the profile. */
export const EditBusy: Story = {
  parameters: {
    msw: { handlers: [meOk(fixtures.student()), pending("put", "/edit_profile")] },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Save Changes" }, SLOW));
    await expect(await canvas.findByRole("button", { name: "Saving Changes..." })).toBeDisabled();
  },
};

/** Saved: 'Profile updated successfully!' and back on the profile with the new name. */
export const EditSaved: Story = {
  parameters: {
    msw: { handlers: profileKept() },
  },
  play: async ({ canvas, canvasElement }) => {
    const name = await canvas.findByLabelText(/^Full Name/, {}, SLOW);
    await userEvent.clear(name);
    await userEvent.type(name, "Ada N. Obi");
    await userEvent.click(canvas.getByRole("button", { name: "Save Changes" }));
    await expect(await findToast(canvasElement, messages.profileUpdated)).toBeVisible();
    await expect(await canvas.findByRole("heading", { level: 2, name: "Ada N. Obi" }, SLOW)).toBeVisible();
  },
};

/** The edit is refused: the server's reason. */
export const EditRefused: Story = {
  parameters: {
    msw: {
      handlers: [meOk(fixtures.student()), failWith("put", "/edit_profile", 409, API_ERRORS.emailTaken)],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Save Changes" }, SLOW));
    await expectAlert(canvasElement, API_ERRORS.emailTaken);
  },
};

/** While GET /me is on its way: the form waits for the server's record, never the saved session's copy. */
export const Loading: Story = showsText(m.loadingProfile(), { msw: { handlers: [pending("get", "/me")] } });

/** GET /me failed: the failure with a retry, and no form to fill from stale data. */
export const LoadFailed: Story = showsFailure(messages.failedToLoadDataTryAgain, {
  msw: { handlers: [failWith("get", "/me", 500, API_ERRORS.internal)] },
});
