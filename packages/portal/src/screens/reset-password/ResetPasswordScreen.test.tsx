import { API_ERRORS, messages } from "@cla/domain/client";
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { resetLinkExpired } from "../../mocks/handlers";
import { renderPortal } from "../../test/renderPortal";
import { server } from "../../test/server";
import { findToast } from "../../test/toast";

type User = ReturnType<typeof renderPortal>["user"];

async function fill(user: User, password: string, confirm: string) {
  await user.type(await screen.findByLabelText(/^New Password/), password);
  await user.type(screen.getByLabelText(/^Confirm New Password/), confirm);
  await user.click(screen.getByRole("button", { name: "Reset Password" }));
}

describe("/reset-password", () => {
  it("from an invitation (&welcome=1) asks for a first password: no 'Reset Password' anywhere", async () => {
    renderPortal("/reset-password?token=abc&welcome=1");
    expect(await screen.findByRole("heading", { level: 1, name: "Set Your Password" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toBeRequired();
    expect(screen.getByLabelText(/^Confirm Password/)).toBeRequired();
    expect(screen.getByRole("button", { name: "Set Password" })).toBeInTheDocument();
    expect(screen.queryByText(/Reset Password/)).toBeNull();
  });

  it("without a token says 'Invalid reset link' and goes to /login", async () => {
    const { location } = renderPortal("/reset-password");
    expect(await findToast(messages.invalidResetLink)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe("/login"));
  });

  it("refuses mismatched passwords inline and by toast", async () => {
    const { user } = renderPortal("/reset-password?token=abc");
    await fill(user, "new-pass-1", "new-pass-2");
    expect(await findToast(messages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm New Password/)).toHaveAccessibleDescription(
      messages.passwordsDoNotMatch,
    );
  });

  it("sets the password with the link's token, then returns to /login after 3 seconds", async () => {
    let body: unknown;
    server.use(
      http.post("*/api/v1/reset_password", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: "Password has been reset successfully." });
      }),
    );
    const { user, location } = renderPortal("/reset-password?token=tok_123-abc");
    await fill(user, "new-pass-1", "new-pass-1");
    expect(await findToast(messages.passwordReset)).toBeInTheDocument();
    expect(body).toEqual({ token: "tok_123-abc", password: "new-pass-1" });
    await waitFor(() => expect(location()).toBe("/login"), { timeout: 5000 });
  }, 15_000);

  it("shows the server's reason for an expired link", async () => {
    server.use(resetLinkExpired());
    const { user } = renderPortal("/reset-password?token=old");
    await fill(user, "new-pass-1", "new-pass-1");
    expect(await screen.findByRole("alert")).toHaveTextContent(API_ERRORS.resetLinkInvalid);
  });

  it("falls back to 'Failed to reset password. Please try again.'", async () => {
    server.use(http.post("*/api/v1/reset_password", () => new HttpResponse(null, { status: 500 })));
    const { user } = renderPortal("/reset-password?token=abc");
    await fill(user, "new-pass-1", "new-pass-1");
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.resetPasswordFailed);
  });
});
