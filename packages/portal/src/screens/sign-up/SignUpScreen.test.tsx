import { API_ERRORS, messages, toDateString } from "@cla/domain/client";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { cohortsOk, failWith, fixtures, networkError, rolesOk } from "../../mocks/handlers";
import { renderPortal } from "../../test/renderPortal";
import { server } from "../../test/server";

type User = ReturnType<typeof renderPortal>["user"];

async function fillSignUp(user: User, { confirm = "faith&works6" } = {}) {
  await user.type(await screen.findByLabelText(/^Full Name/), "Ruth Bello");
  await user.type(screen.getByLabelText(/^Email Address/), "ruth.bello@example.org");
  await user.type(screen.getByLabelText(/^Phone Number/), "+234 802 000 1111");
  await user.type(screen.getByLabelText(/^Birthday/), "2000-05-17");
  await user.type(screen.getByLabelText(/^Password/), "faith&works6");
  await user.type(screen.getByLabelText(/^Confirm Password/), confirm);
  await user.selectOptions(await screen.findByLabelText(/^Role ID/), "student");
  await user.selectOptions(screen.getByLabelText(/^Cohort ID/), "Cohort 2025A");
}

async function toastText(text: string) {
  const region = await screen.findByRole("region", { name: /Notifications/ });
  return within(region).findByText(text, {}, { timeout: 6000 });
}

describe("/JJRSFCLA sign-up", () => {
  it("offers the fetched roles and cohorts and every field, all required", async () => {
    // By each cohort's rule (docs/api.md §6.15, decision 174): the upcoming Cohort 2026A is automatic and
    // offered; Cohort 2025A is running and opened by an admin; Pilot Cohort (undated, so running) is
    // automatic and, like the ended cohort, not offered.
    server.use(
      rolesOk(),
      cohortsOk(
        fixtures.cohorts().map((c) => (c.name === "Pilot Cohort" ? { ...c, open_for_signup: null } : c)),
      ),
    );
    renderPortal("/JJRSFCLA");
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome" })).toBeInTheDocument();
    const role = await screen.findByLabelText(/^Role ID/);
    await waitFor(() => expect(role).toBeEnabled());
    expect(
      within(role)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Select a role", "student"]);
    const cohort = screen.getByLabelText(/^Cohort ID/);
    expect(
      within(cohort)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Select a cohort", "Cohort 2026A", "Cohort 2025A"]);
    expect(fixtures.cohorts().some((c) => c.end_date !== null && c.end_date < toDateString(new Date()))).toBe(
      true,
    );
    for (const label of [
      /^Full Name/,
      /^Email Address/,
      /^Phone Number/,
      /^Birthday/,
      /^Password/,
      /^Confirm Password/,
    ]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText(/^Email Address/)).toHaveAttribute("type", "email");
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute("minlength", "6");
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
  });

  it("refuses mismatched passwords inline and by toast, without calling the server", async () => {
    let called = false;
    server.use(
      rolesOk(),
      cohortsOk(),
      http.post("*/api/v1/sign_up", () => {
        called = true;
        return HttpResponse.json({});
      }),
    );
    const { user } = renderPortal("/JJRSFCLA");
    await fillSignUp(user, { confirm: "faith&works7" });
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await toastText(messages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveAccessibleDescription(
      messages.passwordsDoNotMatch,
    );
    expect(called).toBe(false);
  });

  it("creates the account, toasts, and on its close goes to /login with the registration message", async () => {
    let body: unknown;
    server.use(
      rolesOk(),
      cohortsOk(),
      http.post("*/api/v1/sign_up", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: "User created successfully" }, { status: 201 });
      }),
    );
    const { user, location } = renderPortal("/JJRSFCLA");
    await fillSignUp(user);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await toastText(messages.accountCreated)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Creating Account..." })).toBeDisabled();
    expect(body).toEqual({
      user: {
        name: "Ruth Bello",
        email: "ruth.bello@example.org",
        password: "faith&works6",
        password_confirmation: "faith&works6",
        cla_role_id: 1,
        cla_cohort_id: 3,
        birthday: "2000-05-17",
        phone_number: "+234 802 000 1111",
      },
    });
    // The toast closes after 3 s; then /login greets with the registration message.
    expect(await toastText(messages.registrationSuccess)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe("/login"));
  }, 20_000);

  it.each([
    ["the server's error", failWith("post", "/sign_up", 409, API_ERRORS.emailTaken), API_ERRORS.emailTaken],
    ["no response", networkError("post", "/sign_up"), messages.noResponse],
    [
      "an unreadable answer",
      http.post("*/api/v1/sign_up", () => new HttpResponse(null, { status: 500 })),
      messages.somethingWentWrong,
    ],
  ])("shows %s", async (_case, handler, message) => {
    server.use(rolesOk(), cohortsOk(), handler);
    const { user } = renderPortal("/JJRSFCLA");
    await fillSignUp(user);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("button", { name: "Create Account" })).toBeEnabled();
  });

  it("says when the cohorts cannot be loaded, and loads them on retry", async () => {
    let attempts = 0;
    server.use(
      rolesOk(),
      http.get("*/api/v1/cla_cohorts", () => {
        attempts += 1;
        return attempts === 1 ? HttpResponse.error() : HttpResponse.json({ cohorts: fixtures.cohorts() });
      }),
    );
    const { user } = renderPortal("/JJRSFCLA");
    expect(await screen.findByText(messages.noResponse)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create Account" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByLabelText(/^Cohort ID/)).toBeEnabled());
    expect(screen.queryByText(messages.noResponse)).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch cohorts' when the server fails them", async () => {
    server.use(rolesOk(), failWith("get", "/cla_cohorts", 500, API_ERRORS.internal));
    renderPortal("/JJRSFCLA");
    expect(await screen.findByText(messages.failedToFetchCohorts)).toBeInTheDocument();
  });
});
