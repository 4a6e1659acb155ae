import { messages } from "@cla/domain/client";
import { screen, waitFor, waitForElementToBeRemoved, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fixtures, meOk, signOutOk } from "../../mocks/handlers";
import { seedSession } from "../../mocks/session";
import { readSession } from "../../session/session";
import { renderPortal } from "../../test/renderPortal";
import { server } from "../../test/server";

function detail(label: string): string {
  const term = screen.getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent ?? "";
}

describe("/portal/profile", () => {
  it("shows every field, the birthday as '12 Apr 1998', and the certificate link", async () => {
    seedSession("student");
    server.use(meOk(fixtures.student()));
    renderPortal("/portal/profile");
    expect(await screen.findByRole("heading", { level: 2, name: "Ada Obi" })).toBeInTheDocument();
    expect(detail("Student ID")).toBe("CLA7K2PQ9XW4HM3");
    expect(detail("Email")).toBe("ada.obi@example.org");
    expect(detail("Phone Number")).toBe("+234 803 555 0101");
    expect(detail("Birthday")).toBe("12 Apr 1998");
    expect(detail("Cohort")).toBe("Cohort 2025A");
    expect(screen.getByRole("link", { name: "Download Certificate" })).toHaveAttribute(
      "href",
      "/certificate",
    );
  });

  it("says 'Not set' and 'Not assigned' for empty fields, from the server's current record", async () => {
    seedSession("facilitator");
    server.use(meOk({ ...fixtures.facilitator(), name: "Pastor E. Nwosu" }));
    renderPortal("/portal/profile");
    // The server's record replaces the saved one, and the saved session follows it.
    expect(await screen.findByRole("heading", { level: 2, name: "Pastor E. Nwosu" })).toBeInTheDocument();
    expect(detail("Phone Number")).toBe(messages.notSet);
    expect(detail("Birthday")).toBe(messages.notSet);
    expect(detail("Cohort")).toBe(messages.notAssigned);
    await waitFor(() => expect(readSession()?.userData.userName).toBe("Pastor E. Nwosu"));
  });

  it("logs out only after 'Yes, Logout', then says so and goes to /login", async () => {
    seedSession("student");
    server.use(meOk(fixtures.student()), signOutOk());
    const { user, location } = renderPortal("/portal/profile");
    await user.click(await screen.findByRole("button", { name: "Logout" }));

    const confirm = await screen.findByRole("alertdialog", { name: messages.confirmLogout });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitForElementToBeRemoved(confirm);
    expect(readSession()).not.toBeNull();

    await user.click(screen.getByRole("button", { name: "Logout" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: messages.yesLogout }),
    );
    expect(await screen.findByText(messages.loggedOut)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe("/login"));
    expect(readSession()).toBeNull();
    expect(screen.queryByText(messages.sessionExpired)).not.toBeInTheDocument();
  });

  it("opens the profile's editor inside the frame", async () => {
    seedSession("student");
    server.use(meOk(fixtures.student()));
    const { user, location } = renderPortal("/portal/profile");
    await user.click(await screen.findByRole("button", { name: "Edit Profile" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Edit Profile" })).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe("/portal/profile/edit"));
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue("Ada Obi");
  });
});
