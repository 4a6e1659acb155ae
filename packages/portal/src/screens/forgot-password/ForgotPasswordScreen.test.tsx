import { API_ERRORS, messages } from "@cla/domain/client";
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { failWith, failValidation } from "../../mocks/handlers";
import { renderPortal } from "../../test/renderPortal";
import { server } from "../../test/server";
import { findToast } from "../../test/toast";

describe("/forgot-password", () => {
  it("sends the link, shows the notice and returns to /login after 3 seconds", async () => {
    let body: unknown;
    server.use(
      http.post("*/api/v1/forgot_password", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          message: "If an account exists for that email, a reset link has been sent.",
        });
      }),
    );
    const { user, location } = renderPortal("/forgot-password");
    await user.type(await screen.findByLabelText(/^Email Address/), "ada.obi@example.org");
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await findToast(messages.resetLinkSent)).toBeInTheDocument();
    expect(body).toEqual({ email: "ada.obi@example.org" });
    expect(screen.getByRole("button", { name: "Send Reset Link" })).toBeDisabled();
    expect(location()).toBe("/forgot-password");
    await waitFor(() => expect(location()).toBe("/login"), { timeout: 5000 });
  }, 15_000);

  it.each([
    [
      "the server's error",
      failWith("post", "/forgot_password", 429, API_ERRORS.tooManyAttempts),
      API_ERRORS.tooManyAttempts,
    ],
    [
      "its field errors",
      failValidation("post", "/forgot_password", { email: ["must be a valid email address"] }),
      "Email must be a valid email address",
    ],
    [
      "the fallback",
      http.post("*/api/v1/forgot_password", () => new HttpResponse(null, { status: 500 })),
      messages.sendResetLinkFailed,
    ],
  ])("shows %s on failure", async (_case, handler, message) => {
    server.use(handler);
    const { user } = renderPortal("/forgot-password");
    await user.type(await screen.findByLabelText(/^Email Address/), "ada.obi@example.org");
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("button", { name: "Send Reset Link" })).toBeEnabled();
  });
});
