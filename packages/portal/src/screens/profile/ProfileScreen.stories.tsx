import { messages } from "@cla/domain/client";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { fixtures, meOk, signOutOk } from "../../mocks/handlers";
import { expectScreen, findToast, portalMeta, SLOW, type Story } from "../../mocks/story";

export default {
  title: "Portal/Profile",
  ...portalMeta({ path: "/portal/profile", session: "student" }),
} satisfies Meta;

function detail(canvasElement: HTMLElement, label: string): string {
  const term = within(canvasElement).getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent ?? "";
}

/** A student's profile, every field set; the birthday reads '12 Apr 1998'. */
export const Student: Story = {
  parameters: { msw: { handlers: [meOk(fixtures.student())] } },
  play: async ({ canvas, canvasElement }) => {
    await expectScreen(canvasElement, "Profile");
    await expect(canvas.getByRole("heading", { level: 2, name: "Ada Obi" })).toBeVisible();
    await expect(detail(canvasElement, "Student ID")).toBe("CLA7K2PQ9XW4HM3");
    await expect(detail(canvasElement, "Birthday")).toBe("12 Apr 1998");
    await expect(detail(canvasElement, "Cohort")).toBe("Cohort 2025A");
    await expect(canvas.getByRole("link", { name: "Download Certificate" })).toHaveAttribute(
      "href",
      "/certificate",
    );
    await expect(canvas.getByRole("button", { name: "Edit Profile" })).toBeEnabled();
  },
};

/** Empty fields: 'Not set' and 'Not assigned' (a facilitator without phone, birthday or cohort). */
export const EmptyFields: Story = {
  parameters: { portal: { session: "facilitator" }, msw: { handlers: [meOk(fixtures.facilitator())] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole("heading", { level: 2 }, SLOW)).toHaveTextContent(
      fixtures.facilitator().name,
    );
    await expect(detail(canvasElement, "Phone Number")).toBe(messages.notSet);
    await expect(detail(canvasElement, "Birthday")).toBe(messages.notSet);
    await expect(detail(canvasElement, "Cohort")).toBe(messages.notAssigned);
  },
};

/** A facilitator's profile: no Student ID and no Download Certificate (decision 098). */
export const Facilitator: Story = {
  parameters: { portal: { session: "facilitator" }, msw: { handlers: [meOk(fixtures.facilitator())] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole("heading", { level: 2 }, SLOW)).toHaveTextContent(
      fixtures.facilitator().name,
    );
    await expect(detail(canvasElement, "Email")).toBe(fixtures.facilitator().email);
    await expect(canvas.queryByText("Student ID", { selector: "dt" })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("link", { name: "Download Certificate" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Edit Profile" })).toBeEnabled();
  },
};

/** Logout asks first: 'Are you sure you want to logout?' with 'Yes, Logout'. */
export const LogoutConfirmation: Story = {
  parameters: { msw: { handlers: [meOk(fixtures.student())] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Logout" }, SLOW));
    const question = await canvas.findByRole("alertdialog", { name: messages.confirmLogout }, SLOW);
    // The toast slides in: wait until it is fully shown.
    await waitFor(
      () => expect(within(question).getByRole("button", { name: messages.yesLogout })).toBeVisible(),
      SLOW,
    );
    await expect(within(question).getByRole("button", { name: "Cancel" })).toHaveFocus();
  },
};

/** Confirmed: 'Logged out successfully!' and the login screen. */
export const LoggedOut: Story = {
  parameters: { msw: { handlers: [meOk(fixtures.student()), signOutOk()] } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Logout" }, SLOW));
    const question = await canvas.findByRole("alertdialog", {}, SLOW);
    await userEvent.click(within(question).getByRole("button", { name: messages.yesLogout }));
    await expect(await findToast(canvasElement, messages.loggedOut)).toBeVisible();
    await expectScreen(canvasElement, "Welcome Back!");
  },
};
