import { API_ERRORS, messages } from "@cla/domain/client";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  cohortsOk,
  failValidation,
  failWith,
  networkError,
  pending,
  rolesOk,
  signUpCreated,
} from "../../mocks/handlers";
import type { Story } from "../../mocks/story";
import { expectAlert, expectScreen, findToast, portalMeta, SLOW } from "../../mocks/story";
import { showsBusy, showsFailure } from "../../mocks/stateStories";

export default {
  title: "Portal/Account/SignUp",
  ...portalMeta({ path: "/JJRSFCLA" }),
} satisfies Meta;

const lists = [rolesOk(), cohortsOk()];

async function fill(canvasElement: HTMLElement, { confirm = "faith&works6" } = {}) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Full Name/, {}, SLOW), "Ruth Bello");
  await userEvent.type(canvas.getByLabelText(/^Email Address/), "ruth.bello@example.org");
  await userEvent.type(canvas.getByLabelText(/^Phone Number/), "+234 802 000 1111");
  await userEvent.type(canvas.getByLabelText(/^Birthday/), "2000-05-17");
  await userEvent.type(canvas.getByLabelText(/^Password/), "faith&works6");
  await userEvent.type(canvas.getByLabelText(/^Confirm Password/), confirm);
  const role = canvas.getByLabelText(/^Role ID/);
  await waitFor(() => expect(role).toBeEnabled(), SLOW);
  await userEvent.selectOptions(role, "student");
  await userEvent.selectOptions(canvas.getByLabelText(/^Cohort ID/), "Cohort 2025A");
}

async function submit(canvasElement: HTMLElement, name = "Create Account") {
  await userEvent.click(within(canvasElement).getByRole("button", { name }));
}

/** The sign-up form with the fetched roles and cohorts. */
export const Default: Story = {
  parameters: { msw: { handlers: lists } },
  play: async ({ canvas, canvasElement }) => {
    await expectScreen(canvasElement, "Welcome");
    const cohort = canvas.getByLabelText(/^Cohort ID/);
    await waitFor(() => expect(cohort).toBeEnabled(), SLOW);
    await expect(within(cohort).getByRole("option", { name: "Cohort 2025A" })).toBeInTheDocument();
    await expect(
      within(canvas.getByLabelText(/^Role ID/)).getByRole("option", { name: "student" }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Create Account" })).toBeEnabled();
    await expect(canvas.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
  },
};

/** Roles and cohorts still loading: their selects and the button wait. */
export const LoadingLists: Story = {
  parameters: { msw: { handlers: [pending("get", "/cla_roles"), pending("get", "/cla_cohorts")] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading roles and cohorts...", {}, SLOW)).toBeVisible();
    await expect(canvas.getByLabelText(/^Cohort ID/)).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Create Account" })).toBeDisabled();
  },
};

/** The cohorts failed to load: 'Failed to fetch cohorts' with a retry. */
export const CohortsFailed: Story = showsFailure(messages.failedToFetchCohorts, {
  msw: { handlers: [rolesOk(), failWith("get", "/cla_cohorts", 500, API_ERRORS.internal)] },
});

/** Passwords that differ: the message under Confirm Password and as a toast; nothing is sent. */
export const PasswordsDoNotMatch: Story = {
  parameters: { msw: { handlers: lists } },
  play: async ({ canvas, canvasElement }) => {
    await fill(canvasElement, { confirm: "faith&works7" });
    await submit(canvasElement);
    await expect(await findToast(canvasElement, messages.passwordsDoNotMatch)).toBeVisible();
    await expect(canvas.getByLabelText(/^Confirm Password/)).toHaveAccessibleDescription(
      messages.passwordsDoNotMatch,
    );
  },
};

/** Creating the account: the button is busy and the form locked. */
export const Busy: Story = showsBusy(
  [...lists, pending("post", "/sign_up")],
  async (canvasElement) => {
    await fill(canvasElement);
    await submit(canvasElement);
  },
  "Creating Account...",
);

/** The email is taken: the server's message. */
export const EmailTaken: Story = {
  parameters: { msw: { handlers: [...lists, failWith("post", "/sign_up", 409, API_ERRORS.emailTaken)] } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await submit(canvasElement);
    await expectAlert(canvasElement, API_ERRORS.emailTaken);
  },
};

/** Field errors from the server, one line per field. */
export const ValidationErrors: Story = {
  parameters: {
    msw: {
      handlers: [
        ...lists,
        failValidation("post", "/sign_up", {
          birthday: ["must not be in the future"],
          email: ["must be a valid email address"],
        }),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await fill(canvasElement);
    await submit(canvasElement);
    const alert = await canvas.findByRole("alert", {}, SLOW);
    await expect(alert).toHaveTextContent("Birthday must not be in the future");
    await expect(alert).toHaveTextContent("Email must be a valid email address");
  },
};

/** The server cannot be reached. */
export const NoResponse: Story = {
  parameters: { msw: { handlers: [...lists, networkError("post", "/sign_up")] } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await submit(canvasElement);
    await expectAlert(canvasElement, messages.noResponse);
  },
};

/** Created: 'Account created successfully!' (when it closes, /login follows). */
export const Created: Story = {
  parameters: { msw: { handlers: [...lists, signUpCreated()] } },
  play: async ({ canvas, canvasElement }) => {
    await fill(canvasElement);
    await submit(canvasElement);
    await expect(await findToast(canvasElement, messages.accountCreated)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Creating Account..." })).toBeDisabled();
  },
};
