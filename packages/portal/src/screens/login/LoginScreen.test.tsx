import { API_ERRORS, messages } from "@cla/domain/client";
import { screen, waitFor, within } from "@testing-library/react";
import { buildDeskStats, buildStudentList } from "@cla/domain/fixtures";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  announcementsOk,
  cohortsOk,
  dashboardStatsOk,
  failValidation,
  failWith,
  FIXTURE_TOKEN,
  fixtures,
  listOk,
  meOk,
  networkError,
  respond,
  signInAs,
  signInWithoutToken,
  signInWrongPassword,
} from "../../mocks/handlers";
import { readSession } from "../../session/session";
import { renderPortal } from "../../test/renderPortal";
import { server } from "../../test/server";

async function fillAndSubmit(user: ReturnType<typeof renderPortal>["user"], email: string, password: string) {
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole("button", { name: "Sign In" }));
}

describe("/login", () => {
  it("shows the titles, both fields, the password toggle, remember me and the forgot link", async () => {
    renderPortal("/login");
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome Back!" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Login" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute("type", "email");
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute("type", "password");
    expect(screen.getByRole("checkbox", { name: "Remember me" })).not.toBeChecked();
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });

  it("shows and hides the password", async () => {
    const { user } = renderPortal("/login");
    const password = await screen.findByLabelText(/^Password/);
    const toggle = screen.getByRole("button", { name: "Show password" });
    await user.click(toggle);
    expect(password).toHaveAttribute("type", "text");
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    await user.click(toggle);
    expect(password).toHaveAttribute("type", "password");
  });

  it("signs a student in: busy, session saved, 'Login successful!', lands on /portal", async () => {
    let body: unknown;
    server.use(
      http.post("*/api/v1/sign_in", async ({ request }) => {
        body = await request.json();
        // Slow enough to see the busy state.
        await new Promise((resolve) => setTimeout(resolve, 150));
        return HttpResponse.json({
          message: "User signed in successfully",
          token: FIXTURE_TOKEN,
          expires_at: new Date(Date.now() + 604_800_000).toISOString(),
          user: fixtures.student(),
        });
      }),
      dashboardStatsOk(),
      announcementsOk(),
    );
    const { user, location } = renderPortal("/login");
    await fillAndSubmit(user, "ada.obi@example.org", "faith&works6");

    expect(await screen.findByRole("button", { name: "Signing in..." })).toBeDisabled();
    expect(await screen.findByText(messages.loginSuccess)).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe("/portal"));
    // After a navigation the new screen's heading takes focus and names the document.
    await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toHaveFocus());
    expect(document.title).toBe("Dashboard");
    expect(body).toEqual({ user: { email: "ada.obi@example.org", password: "faith&works6" } });
    expect(readSession()).toMatchObject({ token: FIXTURE_TOKEN, userId: fixtures.student().id });
  });

  it("lands a facilitator on the instructor desk", async () => {
    server.use(
      signInAs(fixtures.facilitator()),
      cohortsOk(),
      respond("get", "/cla_dashboards/desk_stats", buildDeskStats()),
      listOk("/cla_dashboards/student_list", buildStudentList()),
    );
    const { user, location } = renderPortal("/login");
    await fillAndSubmit(user, "facilitator@example.org", "demo-facilitator");
    await waitFor(() => expect(location()).toBe("/portal/instructorDesk"));
    expect(await screen.findByRole("heading", { level: 1, name: "My Desk" })).toBeInTheDocument();
    // The desk goes on to its default cohort's students: the test ends once they are in.
    await screen.findByRole("table");
  });

  it("goes on to the portal path of ?next= once signed in (a mail's link opened signed out)", async () => {
    server.use(signInAs(fixtures.student()), meOk(fixtures.student()));
    const { user, location } = renderPortal(`/login?next=${encodeURIComponent("/portal/profile?from=mail")}`);
    await fillAndSubmit(user, "ada.obi@example.org", "faith&works6");
    await waitFor(() => expect(location()).toBe("/portal/profile?from=mail"));
    expect(await screen.findByRole("heading", { level: 1, name: "Profile" })).toBeInTheDocument();
  });

  it.each(["//evil.example", "https://evil.example/portal", "/\\evil.example", "%2F%2Fevil.example"])(
    "ignores ?next=%s and lands by role",
    async (next) => {
      server.use(signInAs(fixtures.student()), dashboardStatsOk(), announcementsOk());
      const { user, location } = renderPortal(`/login?next=${encodeURIComponent(next)}`);
      await fillAndSubmit(user, "ada.obi@example.org", "faith&works6");
      expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
      expect(location()).toBe("/portal");
    },
  );

  it.each([
    ["the server's error", signInWrongPassword(), API_ERRORS.invalidCredentials],
    [
      "too many attempts",
      failWith("post", "/sign_in", 429, API_ERRORS.tooManyAttempts),
      API_ERRORS.tooManyAttempts,
    ],
    [
      "field errors, flattened",
      failValidation("post", "/sign_in", { email: ["is required"] }),
      "Email is required",
    ],
    ["no response", networkError("post", "/sign_in"), messages.noResponse],
    [
      "a body it cannot read",
      http.post("*/api/v1/sign_in", () => new HttpResponse("oops", { status: 502 })),
      messages.loginFailed,
    ],
    ["a success without a token", signInWithoutToken(), messages.authenticationFailed],
  ])("shows %s and stays signed out", async (_case, handler, message) => {
    server.use(handler);
    const { user, location } = renderPortal("/login");
    await fillAndSubmit(user, "ada.obi@example.org", "wrong-password");
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
    expect(location()).toBe("/login");
    expect(readSession()).toBeNull();
  });

  it("toasts a message passed in navigation state, once", async () => {
    const { location } = renderPortal("/login", { state: { message: messages.registrationSuccess } });
    const toasts = await screen.findByRole("region", { name: /Notifications/ });
    expect(await within(toasts).findByText(messages.registrationSuccess)).toBeInTheDocument();
    expect(location()).toBe("/login");
  });

  it("does not submit without an email and password (browser validation)", async () => {
    let called = false;
    server.use(
      http.post("*/api/v1/sign_in", () => {
        called = true;
        return HttpResponse.json({});
      }),
    );
    const { user } = renderPortal("/login");
    await user.click(await screen.findByRole("button", { name: "Sign In" }));
    expect(screen.getByLabelText(/^Email/)).toBeInvalid();
    expect(called).toBe(false);
  });
});
