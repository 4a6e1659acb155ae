import { messages } from "@cla/domain/client";
import { screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it, vi } from "vitest";
import {
  adminCohorts,
  announcementsOk,
  cohortsOk,
  dashboardStatsOk,
  deskOk,
  FIXTURE_TOKEN,
  fixtures,
  meOk,
  networkError,
  sessionExpired,
  signOutOk,
} from "../../mocks/handlers";
import { MENUS, seedSession } from "../../mocks/session";
import { readSession, USER_LOGOUT_EVENT } from "../../session/session";
import { renderPortal } from "../../test/renderPortal";
import { server } from "../../test/server";
import { findToast } from "../../test/toast";

function navLinks(): string[] {
  const nav = screen.getByRole("navigation", { name: "Portal" });
  return within(nav)
    .getAllByRole("link")
    .map((link) => link.textContent ?? "");
}

describe("portal guards", () => {
  it.each([
    ["no session", "none", messages.sessionExpired],
    ["an expired saved session", "expired", messages.sessionExpired],
    ["a stale token without its saved record", "token-only", messages.sessionExpired],
    ["a session without a role", "no-role", messages.userRoleNotFound],
    ["a student without a cohort", "no-cohort", messages.cohortInfoNotFound],
  ] as const)("with %s, /portal/profile goes to /login with its message", async (_case, fixture, message) => {
    seedSession(fixture);
    const { location } = renderPortal("/portal/profile");
    expect(await findToast(message)).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Welcome Back!" })).toBeInTheDocument();
    // Where the person was going rides along, for after the sign-in (decision 180).
    expect(location()).toBe("/login?next=%2Fportal%2Fprofile");
    expect(readSession()).toBeNull();
    // Exactly one message, even though discarding the session leaves "no session" behind.
    const region = screen.getByRole("region", { name: /Notifications/ });
    expect(within(region).getAllByRole("listitem")).toHaveLength(1);
  });

  it("guards /certificate as well", async () => {
    const { location } = renderPortal("/certificate");
    expect(await findToast(messages.sessionExpired)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe("/login"));
  });

  it("a 401 while loading clears the session and goes to /login with 'Session expired'", async () => {
    seedSession("student");
    server.use(sessionExpired("get", "/cla_dashboards/student_dashboard_stats"), announcementsOk());
    const { location } = renderPortal("/portal/dashboard");
    expect(await findToast(messages.sessionExpired)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe("/login?next=%2Fportal%2Fdashboard"));
    expect(readSession()).toBeNull();
    // One toast, though the guard and the fetcher both noticed.
    expect(screen.getAllByText(messages.sessionExpired)).toHaveLength(1);
  });
});

describe("portal navigation", () => {
  it("gives students the Dashboard and facilitators the Instructor Desk and Announcements", async () => {
    seedSession("student");
    server.use(dashboardStatsOk(), announcementsOk());
    const student = renderPortal("/portal");
    await screen.findByRole("navigation", { name: "Portal" });
    expect(navLinks()).toEqual(MENUS.student);
    expect(screen.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Tests" })).toHaveAttribute("href", "/portal/cbts");
    student.unmount();

    seedSession("facilitator");
    server.use(cohortsOk(), ...deskOk()); // the desk's data, preloaded as the frame opens (decision 155)
    const { location } = renderPortal("/portal");
    await screen.findByRole("navigation", { name: "Portal" });
    expect(navLinks()).toEqual(MENUS.facilitator);
    await waitFor(() => expect(location()).toBe("/portal/instructorDesk"));
    expect(screen.getByRole("link", { name: "Instructor Desk" })).toHaveAttribute("aria-current", "page");
  });

  it("gives admins the facilitator's menu and the Administration group; others are sent away from it", async () => {
    seedSession("admin");
    server.use(cohortsOk(adminCohorts()), ...deskOk());
    const admin = renderPortal("/portal");
    await screen.findByRole("navigation", { name: "Portal" });
    expect(navLinks()).toEqual(MENUS.admin);
    await waitFor(() => expect(admin.location()).toBe("/portal/instructorDesk"));
    expect(within(screen.getByRole("list", { name: "Administration" })).getAllByRole("link")).toHaveLength(4);
    admin.unmount();

    seedSession("facilitator");
    const { location } = renderPortal("/portal/admin/people");
    await waitFor(() => expect(location()).toBe("/portal/instructorDesk"));
    expect(screen.queryByRole("list", { name: "Administration" })).toBeNull();
  });

  it.each(["/portal/no-such-screen", "/portal/courses/x/y"])("%s shows the welcome message", async (path) => {
    seedSession("student");
    renderPortal(path);
    expect(await screen.findByText(messages.portalWelcome)).toBeInTheDocument();
  });

  it("opens the menu behind the toggle (small screens) and closes it on choosing an item", async () => {
    seedSession("student");
    server.use(meOk(fixtures.student()));
    const { user, location } = renderPortal("/portal/no-such-screen");
    const toggle = await screen.findByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByRole("link", { name: "Profile" }));
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => expect(location()).toBe("/portal/profile"));
  });
});

describe("the frame", () => {
  it("puts the site's header and footer aside while it is shown, and brings them back after Sign Out", async () => {
    seedSession("student");
    server.use(signOutOk());
    const { user, location } = renderPortal("/portal/no-such-screen");
    const signOut = await screen.findByRole("button", { name: "Sign Out" });
    expect(document.documentElement).toHaveAttribute("data-portal-frame");
    // One sign-out control, in the top bar with the mark and who is signed in.
    expect(screen.getAllByRole("button", { name: /sign ?out|log ?out/i })).toEqual([signOut]);
    const bar = signOut.closest('[data-slot="side-nav-top-bar"]') as HTMLElement;
    expect(within(bar).getByRole("link", { name: "Christian Leadership Academy" })).toHaveAttribute(
      "href",
      "/",
    );
    expect(bar).toHaveTextContent("Signed in as Ada ObiStudent");
    await user.click(signOut);
    await waitFor(() => expect(location()).toBe("/login"));
    expect(document.documentElement).not.toHaveAttribute("data-portal-frame");
  });

  it("starts the next screen at the top and focuses its heading", async () => {
    seedSession("student");
    server.use(meOk(fixtures.student()));
    const { user } = renderPortal("/portal/no-such-screen");
    await screen.findByText(messages.portalWelcome);
    const root = document.documentElement;
    Object.defineProperty(root, "scrollTop", { value: 480, writable: true, configurable: true });
    try {
      await user.click(screen.getByRole("link", { name: "Profile" }));
      const heading = await screen.findByRole("heading", { level: 1, name: "Profile" });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(root.scrollTop).toBe(0);
    } finally {
      delete (root as { scrollTop?: number }).scrollTop;
    }
  });
});

describe("Sign Out", () => {
  it.each([
    ["the server answers", signOutOk()],
    ["the server is unreachable", networkError("post", "/sign_out")],
  ])(
    "revokes, clears both storages, emits user-logout and goes to /login when %s",
    async (_case, handler) => {
      seedSession("student");
      localStorage.setItem("something", "else");
      let authorization: string | null = null;
      server.use(
        http.post("*/api/v1/sign_out", ({ request }) => {
          authorization = request.headers.get("authorization");
          return undefined; // fall through to the case's handler
        }),
        handler,
      );
      const onLogout = vi.fn();
      window.addEventListener(USER_LOGOUT_EVENT, onLogout);
      const { user, location } = renderPortal("/portal/no-such-screen");
      await user.click(await screen.findByRole("button", { name: "Sign Out" }));
      await waitFor(() => expect(location()).toBe("/login"));
      window.removeEventListener(USER_LOGOUT_EVENT, onLogout);

      expect(authorization).toBe(`Bearer ${FIXTURE_TOKEN}`);
      expect(sessionStorage.length).toBe(0);
      expect(localStorage.length).toBe(0);
      expect(onLogout).toHaveBeenCalledTimes(1);
      // Signing out is not an expired session.
      expect(screen.queryByText(messages.sessionExpired)).not.toBeInTheDocument();
    },
  );
});
