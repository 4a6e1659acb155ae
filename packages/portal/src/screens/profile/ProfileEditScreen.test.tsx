import { API_ERRORS, messages, type User } from "@cla/domain/client";
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { failWith, FIXTURE_TOKEN, fixtures, meOk } from "../../mocks/handlers";
import { seedSession } from "../../mocks/session";
import { readSession } from "../../session/session";
import { findToast } from "../../test/toast";
import { renderPortal } from "../../test/renderPortal";
import { server } from "../../test/server";

describe("/portal/profile/edit", () => {
  const userData = fixtures.student();

  it("starts from the server's record, edits it without passwords, role or cohort, updates the session and returns", async () => {
    seedSession("student");
    let kept: User = userData;
    let request: { url: string; body: unknown; auth: string | null } | null = null;
    server.use(
      http.put("*/api/v1/edit_profile", async ({ request: req }) => {
        const body = (await req.json()) as { user: Partial<User> };
        request = { url: new URL(req.url).search, body, auth: req.headers.get("authorization") };
        kept = { ...kept, ...body.user };
        return HttpResponse.json(kept);
      }),
      http.get("*/api/v1/me", () => HttpResponse.json(kept)),
    );
    const { user, location } = renderPortal("/portal/profile/edit");
    expect(await screen.findByRole("heading", { level: 1, name: "Edit Profile" })).toBeInTheDocument();
    // Inside the frame: its navigation beside the form, and no second language menu.
    expect(screen.getByRole("navigation", { name: /Portal/ })).toBeInTheDocument();
    expect(screen.getAllByRole("combobox", { name: /Language/ })).toHaveLength(1);
    expect(screen.getByText("Update your profile information")).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Role ID/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Birthday/)).toHaveValue("1998-04-12");

    const name = screen.getByLabelText(/^Full Name/);
    await user.clear(name);
    await user.type(name, "Ada N. Obi");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    expect(await findToast(messages.profileUpdated)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe("/portal/profile"));
    expect(request).toEqual({
      url: `?id=${userData.id}`,
      auth: `Bearer ${FIXTURE_TOKEN}`,
      body: {
        user: {
          name: "Ada N. Obi",
          email: userData.email,
          phone_number: userData.phone_number,
          birthday: userData.birthday,
          cla_role_id: userData.cla_role_id,
          cla_cohort_id: userData.cla_cohort_id,
        },
      },
    });
    expect(readSession()?.userData.userName).toBe("Ada N. Obi");
    expect(await screen.findByRole("heading", { level: 2, name: "Ada N. Obi" })).toBeInTheDocument();
  });

  it("shows the server's reason when the edit is refused", async () => {
    seedSession("student");
    server.use(meOk(userData), failWith("put", "/edit_profile", 409, API_ERRORS.emailTaken));
    const { user } = renderPortal("/portal/profile/edit");
    await user.click(await screen.findByRole("button", { name: "Save Changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(API_ERRORS.emailTaken);
  });

  it("says so, with a retry, when the profile cannot be loaded", async () => {
    seedSession("student");
    server.use(failWith("get", "/me", 500, API_ERRORS.internal));
    renderPortal("/portal/profile/edit");
    expect(await screen.findByText(messages.failedToLoadDataTryAgain)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("without a session sends the person to /login", async () => {
    const { location } = renderPortal("/portal/profile/edit");
    expect(await findToast(messages.sessionExpired)).toBeInTheDocument();
    await waitFor(() => expect(location()).toMatch(/^\/login/));
  });
});
