import { API_ERRORS, messages } from "@cla/domain/client";
import { buildDeskStats, buildStudentList } from "@cla/domain/fixtures";
import type { Meta } from "@storybook/react-vite";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { loadShellScreen, PortalRoutes } from "../../app/PortalRoutes";
import {
  announcementsOk,
  cohortsOk,
  dashboardStatsOk,
  failValidation,
  failWith,
  fixtures,
  listOk,
  networkError,
  pending,
  respond,
  signInAs,
  signInWithoutToken,
  signInWrongPassword,
} from "../../mocks/handlers";
import { expectScreen, findToast, portalMeta, SLOW, type Story } from "../../mocks/story";
import { failsInAlert } from "../../mocks/stateStories";

export default {
  title: "Portal/Account/Login",
  ...portalMeta({ path: "/login" }),
} satisfies Meta;

async function signIn(canvasElement: HTMLElement, email = "ada.obi@example.org", password = "faith&works6") {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Email/, {}, SLOW), email);
  await userEvent.type(canvas.getByLabelText(/^Password/), password);
  await userEvent.click(canvas.getByRole("button", { name: "Sign In" }));
}

/** The empty form: titles, fields, remember me, forgot link. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expectScreen(canvasElement, "Welcome Back!");
    await expect(canvas.getByRole("heading", { level: 2, name: "Login" })).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute("type", "email");
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute("type", "password");
    await expect(canvas.getByRole("checkbox", { name: "Remember me" })).not.toBeChecked();
    await expect(canvas.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    await expect(canvas.getByRole("button", { name: "Sign In" })).toBeEnabled();
  },
};

/**
 * The form as /login's page shows it before its script has run (decision 170): the HTML the build renders,
 * shown here without React. The fields take typing; Sign In waits, disabled, for the script.
 */
export const BeforeItsScript: Story = {
  loaders: [
    async () => {
      await loadShellScreen("/login");
      const page = (
        <StaticRouter location="/login">
          <PortalRoutes />
        </StaticRouter>
      );
      return { html: renderToString(page) };
    },
  ],
  render: (_args, { loaded }) => <div dangerouslySetInnerHTML={{ __html: String(loaded["html"]) }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Welcome Back!" })).toBeVisible();
    const email = canvas.getByRole("textbox", { name: /^Email/ });
    await userEvent.type(email, "ada.obi@example.org");
    await expect(email).toHaveValue("ada.obi@example.org");
    await expect(canvas.getByRole("button", { name: "Sign In" })).toBeDisabled();
  },
};

/** The password shown with the toggle. */
export const PasswordShown: Story = {
  play: async ({ canvas }) => {
    const password = await canvas.findByLabelText(/^Password/, {}, SLOW);
    await userEvent.type(password, "faith&works6");
    await userEvent.click(canvas.getByRole("button", { name: "Show password" }));
    await expect(password).toHaveAttribute("type", "text");
    await expect(canvas.getByRole("button", { name: "Show password" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

/** Submitting without values: the browser marks the required fields; nothing is sent. */
export const RequiredFieldsMissing: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Sign In" }, SLOW));
    await expect(canvas.getByLabelText(/^Email/)).toBeInvalid();
    await expect(canvas.getByLabelText(/^Password/)).toBeInvalid();
  },
};

/** Waiting for the server: 'Signing in...' and a locked form. */
export const Busy: Story = {
  parameters: { msw: { handlers: [pending("post", "/sign_in")] } },
  play: async ({ canvas, canvasElement }) => {
    await signIn(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Signing in..." })).toBeDisabled();
    await expect(canvas.getByLabelText(/^Email/)).toBeDisabled();
  },
};

/** A wrong password: the server's message. */
export const WrongPassword: Story = {
  parameters: { msw: { handlers: [signInWrongPassword()] } },
  play: async ({ canvas, canvasElement }) => {
    await signIn(canvasElement, "ada.obi@example.org", "wrong-password");
    const alert = await canvas.findByRole("alert", {}, SLOW);
    await expect(alert).toHaveTextContent(API_ERRORS.invalidCredentials);
  },
};

/** Ten failures in 15 minutes: the server's rate-limit message. */
export const TooManyAttempts: Story = failsInAlert(
  [failWith("post", "/sign_in", 429, API_ERRORS.tooManyAttempts)],
  signIn,
  API_ERRORS.tooManyAttempts,
);

/** Field errors from the server, one line per field. */
export const ValidationErrors: Story = {
  parameters: {
    msw: {
      handlers: [failValidation("post", "/sign_in", { email: ["is required"], password: ["is required"] })],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await signIn(canvasElement);
    const alert = await canvas.findByRole("alert", {}, SLOW);
    await expect(alert).toHaveTextContent("Email is required");
    await expect(alert).toHaveTextContent("Password is required");
  },
};

/** The server cannot be reached. */
export const NoResponse: Story = failsInAlert(
  [networkError("post", "/sign_in")],
  signIn,
  messages.noResponse,
);

/** A success without a token: 'Authentication failed'. */
export const AuthenticationFailed: Story = failsInAlert(
  [signInWithoutToken()],
  signIn,
  messages.authenticationFailed,
);

/** A student signs in: 'Login successful!' and the dashboard. */
export const StudentSignsIn: Story = {
  parameters: { msw: { handlers: [signInAs(fixtures.student()), dashboardStatsOk(), announcementsOk()] } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await expect(await findToast(canvasElement, messages.loginSuccess)).toBeVisible();
    await expectScreen(canvasElement, "Dashboard");
  },
};

/** A facilitator signs in and lands on the instructor desk. */
export const FacilitatorSignsIn: Story = {
  parameters: {
    msw: {
      handlers: [
        signInAs(fixtures.facilitator()),
        cohortsOk(),
        // The desk goes on to its default cohort's figures and students (decision 154).
        respond("get", "/cla_dashboards/desk_stats", buildDeskStats()),
        listOk("/cla_dashboards/student_list", buildStudentList()),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await signIn(canvasElement, "facilitator@example.org", "demo-facilitator");
    await expect(await findToast(canvasElement, messages.loginSuccess)).toBeVisible();
    await waitFor(
      () =>
        expect(canvas.getByRole("link", { name: "Instructor Desk" })).toHaveAttribute("aria-current", "page"),
      SLOW,
    );
    await canvas.findByRole("table", {}, SLOW);
  },
};

/** Arriving from sign-up: the message in navigation state becomes a toast. */
export const ArrivedWithMessage: Story = {
  parameters: { portal: { path: "/login", state: { message: messages.registrationSuccess } } },
  play: async ({ canvasElement }) => {
    await expect(await findToast(canvasElement, messages.registrationSuccess)).toBeVisible();
  },
};
