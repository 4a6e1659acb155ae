import { API_ERRORS, API_MESSAGES } from "@cla/domain/client";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  adminCohorts,
  cohortsOk,
  failWith,
  peopleFixtures,
  peopleOk,
  pending,
  personWritesOk,
  rolesOk,
} from "../../mocks/handlers";
import { findToast, portalMeta, SLOW, type Story } from "../../mocks/story";
import { showsFailure, showsText } from "../../mocks/stateStories";
import { buildRoles } from "@cla/domain/fixtures";
import { texts } from "./texts";

const ADA = "/portal/admin/people/CLA7K2PQ9XW4HM3";

export default {
  title: "Portal/Admin/Person",
  ...portalMeta({ path: ADA, session: "admin" }),
} satisfies Meta;

function handlers() {
  const people = peopleFixtures();
  return [cohortsOk(adminCohorts()), rolesOk(buildRoles()), peopleOk(people), ...personWritesOk(people)];
}

/** A student: details, Move, Change role and the access buttons. */
export const Student: Story = {
  parameters: { msw: { handlers: handlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Ada Obi" }, SLOW)).toBeVisible();
    await expect(canvas.getByLabelText("Cohort")).toHaveDisplayValue("Cohort 2025A");
    await expect(canvas.getByRole("button", { name: "Move" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Deactivate" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Send Password Link" })).toBeEnabled();
  },
};

/** Moving a student: the new cohort shows in the details once the server has answered. */
export const Moved: Story = {
  parameters: { msw: { handlers: handlers() } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.selectOptions(await canvas.findByLabelText("Cohort", {}, SLOW), "Cohort 2026A");
    await userEvent.click(canvas.getByRole("button", { name: "Move" }));
    await findToast(canvasElement, texts.person.moved);
    const details = canvas
      .getByRole("heading", { name: "Details" })
      .closest("[data-slot=card]") as HTMLElement;
    await waitFor(() => expect(within(details).getByText("Cohort 2026A")).toBeVisible(), SLOW);
  },
};

/** Deactivate asks first, in a dialog that takes focus; confirmed, the person shows as deactivated. */
export const DeactivateConfirmation: Story = {
  parameters: { msw: { handlers: handlers() } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Deactivate" }, SLOW));
    const dialog = await within(canvasElement).findByRole(
      "alertdialog",
      { name: "Deactivate Ada Obi?" },
      SLOW,
    );
    await expect(within(dialog).getByText(texts.person.deactivateWarning)).toBeInTheDocument();
    // The question is a toast: it slides in, so its button is waited for as the delete confirmations do.
    const yes = within(dialog).getByRole("button", { name: "Yes, Deactivate" });
    await waitFor(() => expect(yes).toBeVisible(), SLOW);
    await userEvent.click(yes);
    await findToast(canvasElement, texts.person.deactivated);
    await expect(await canvas.findByRole("button", { name: "Reactivate" }, SLOW)).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Send Password Link" })).toBeDisabled();
  },
};

const PASTOR = "/portal/admin/people/CLAEHBR3R5A7XGQ";

/** The card a heading titles (the details, the role form). */
function cardOf(
  canvas: { getByRole: (role: "heading", options: { name: string; hidden?: boolean }) => HTMLElement },
  title: string,
  { hidden = false } = {},
) {
  return within(
    canvas.getByRole("heading", { name: title, hidden }).closest("[data-slot=card]") as HTMLElement,
  );
}

/**
 * Change Role asks first, naming what the new role may do; nothing is sent until confirmed (decision 180: a
 * student was made an admin at one click).
 */
export const RoleChangeConfirmation: Story = {
  parameters: { msw: { handlers: handlers() } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.selectOptions(await canvas.findByLabelText("Role", {}, SLOW), "Admin");
    await userEvent.click(canvas.getByRole("button", { name: "Change Role" }));
    const dialog = await within(canvasElement).findByRole(
      "alertdialog",
      { name: texts.person.confirmRole("Ada Obi", "Admin") },
      SLOW,
    );
    await expect(
      within(dialog).getByText(texts.person.roleConsequences["admin"] as string),
    ).toBeInTheDocument();
    // behind the question, hidden from assistive technology while it waits (it is modal)
    await expect(cardOf(canvas, "Details", { hidden: true }).getByText("Student")).toBeVisible();
    const yes = within(dialog).getByRole("button", { name: texts.person.yesChangeRole });
    await waitFor(() => expect(yes).toBeVisible(), SLOW);
    await userEvent.click(yes);
    await findToast(canvasElement, texts.person.roleChanged);
    await waitFor(() => expect(cardOf(canvas, "Details").getByText("Admin")).toBeVisible(), SLOW);
  },
};

/**
 * A staff member without a cohort made a student: choosing Student shows the cohort to join in the same form;
 * without one the field says so by its label, with one the confirmation names it and both go in one change.
 */
export const StaffToStudent: Story = {
  parameters: { portal: { path: PASTOR }, msw: { handlers: handlers() } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.selectOptions(await canvas.findByLabelText("Role", {}, SLOW), "Student");
    const form = cardOf(canvas, texts.person.changeRole);
    await userEvent.click(form.getByRole("button", { name: "Change Role" }));
    await expect(await form.findByText("Cohort is required", {}, SLOW)).toBeVisible();
    await expect(canvasElement.querySelector("[role=alertdialog]")).toBeNull();
    await userEvent.selectOptions(form.getByLabelText(/^Cohort/), "Cohort 2026A");
    await userEvent.click(form.getByRole("button", { name: "Change Role" }));
    const dialog = await within(canvasElement).findByRole(
      "alertdialog",
      { name: texts.person.confirmRole("Pastor Emeka Nwosu", "Student") },
      SLOW,
    );
    await expect(within(dialog).getByText(texts.person.becomesStudent("Cohort 2026A"))).toBeInTheDocument();
    const yes = within(dialog).getByRole("button", { name: texts.person.yesChangeRole });
    await waitFor(() => expect(yes).toBeVisible(), SLOW);
    await userEvent.click(yes);
    await findToast(canvasElement, texts.person.roleChanged);
    const details = cardOf(canvas, "Details");
    await waitFor(() => expect(details.getByText("Student")).toBeVisible(), SLOW);
    await expect(details.getByText("Cohort 2026A")).toBeVisible();
  },
};

/** A set-password link: the server's message in a toast. */
export const ResetLinkSent: Story = {
  parameters: { msw: { handlers: handlers() } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Send Password Link" }, SLOW));
    await findToast(canvasElement, API_MESSAGES.resetLinkSentTo);
  },
};

/** An admin cannot change their own role: the server's 403 in the role form's alert. */
export const OwnRoleRefused: Story = {
  parameters: {
    portal: { path: "/portal/admin/people/CLAADM1N0000001" },
    msw: {
      handlers: [failWith("put", "/cla_users/:id", 403, API_ERRORS.cannotChangeOwnAccount), ...handlers()],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("button", { name: "Move" })).toBeNull();
    await userEvent.selectOptions(await canvas.findByLabelText("Role", {}, SLOW), "Facilitator");
    await userEvent.click(canvas.getByRole("button", { name: "Change Role" }));
    const yes = await within(canvasElement).findByRole("button", { name: texts.person.yesChangeRole }, SLOW);
    await waitFor(() => expect(yes).toBeVisible(), SLOW);
    await userEvent.click(yes);
    await expect(await canvas.findByRole("alert", {}, SLOW)).toHaveTextContent(
      API_ERRORS.cannotChangeOwnAccount,
    );
  },
};

export const NotFound: Story = showsText(texts.person.notFound, {
  portal: { path: "/portal/admin/people/CLANOBODY000000" },
  msw: { handlers: handlers() },
});

export const Loading: Story = showsText(texts.person.loading, {
  msw: { handlers: [cohortsOk(adminCohorts()), rolesOk(buildRoles()), pending("get", "/cla_users")] },
});

export const Failed: Story = showsFailure(texts.people.failed, {
  msw: {
    handlers: [
      cohortsOk(adminCohorts()),
      rolesOk(buildRoles()),
      failWith("get", "/cla_users", 500, API_ERRORS.internal),
    ],
  },
});
