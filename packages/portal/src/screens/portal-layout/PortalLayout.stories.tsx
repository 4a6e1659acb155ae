import { messages } from "@cla/domain/client";
import { buildDeskStats, buildStudentList } from "@cla/domain/fixtures";
import type { Meta } from "@storybook/react-vite";
import { PHONE_QUERY } from "@cla/ui";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  adminCohorts,
  announcementsOk,
  cohortsOk,
  dashboardStatsOk,
  fixtures,
  listOk,
  meOk,
  networkError,
  respond,
  sessionExpired,
  signOutHeld,
  signOutOk,
} from "../../mocks/handlers";
import { MENUS } from "../../mocks/session";
import { expectScreen, findToast, portalMeta, SLOW, type Story } from "../../mocks/story";
import { showsText } from "../../mocks/stateStories";

const MOBILE = { viewport: { value: "mobile", isRotated: false } };
const DESKTOP = { viewport: { value: "desktop", isRotated: false } };

/** The frame's top bar, found by its Sign Out (the frame's only sign-out control). */
async function topBar(canvasElement: HTMLElement): Promise<HTMLElement> {
  const signOut = await within(canvasElement).findByRole("button", { name: "Sign Out" }, SLOW);
  const bar = signOut.closest<HTMLElement>('[data-slot="side-nav-top-bar"]');
  if (!bar) throw new Error("Sign Out is not in the top bar");
  return bar;
}

/** Whether the story runs in a real browser at a phone width (jsdom applies no media queries). */
function narrow(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(max-width: 768px)").matches;
}

/**
 * What every frame shows: the mark linking home, who is signed in, exactly one sign-out control, no
 * site header or footer, and at most one menu toggle (only at ≤ 768 px, where it is labelled).
 */
async function expectFrame(canvasElement: HTMLElement, name: string, role: string) {
  const canvas = within(canvasElement);
  const bar = await topBar(canvasElement);
  const inBar = within(bar);
  await expect(inBar.getByRole("link", { name: "Christian Leadership Academy" })).toHaveAttribute(
    "href",
    "/",
  );
  await expect(bar).toHaveTextContent(`Signed in as ${name}${role}`);
  const signOuts = canvas
    .queryAllByRole("button")
    .filter((button) => /sign ?out|log ?out/i.test(button.textContent ?? ""));
  await expect(signOuts).toHaveLength(1);
  await expect(canvas.queryByRole("banner")).not.toBeInTheDocument();
  await expect(canvas.queryByRole("contentinfo")).not.toBeInTheDocument();
  const toggles = canvas.queryAllByRole("button", { name: /menu/i });
  await expect(toggles.length).toBeLessThanOrEqual(1);
  if (narrow()) {
    await expect(toggles[0]).toBeVisible();
    await expect(toggles[0]).toHaveTextContent("Menu");
  }
  // The language: in the bar, but on a phone (below 640 px) in the menu, where the bar has no room for it.
  const language = inBar.queryByRole("combobox", { name: "Language" });
  if (window.matchMedia?.(PHONE_QUERY).matches) await expect(language).toBeNull();
  else await expect(language).toBeVisible();
}

export default {
  title: "Portal/Shell/Navigation",
  ...portalMeta({
    path: "/portal/no-such-screen",
    session: "student",
  }),
} satisfies Meta;

async function navLabels(canvasElement: HTMLElement): Promise<string[]> {
  const nav = await within(canvasElement).findByRole("navigation", { name: "Portal" }, SLOW);
  return within(nav)
    .getAllByRole("link")
    .map((link) => link.textContent ?? "");
}

/** A student's frame, on the dashboard (each story below shows it at one width). */
const studentFrame: Story = {
  parameters: { portal: { path: "/portal" }, msw: { handlers: [dashboardStatsOk(), announcementsOk()] } },
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, "Dashboard");
    await expectFrame(canvasElement, "Ada Obi", "Student");
  },
};

/** A facilitator's frame, on the welcome message. */
const facilitatorFrame: Story = {
  parameters: { portal: { path: "/portal/no-such-screen", session: "facilitator" } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(messages.portalWelcome, {}, SLOW)).toBeVisible();
    await expectFrame(canvasElement, fixtures.facilitator().name, "Facilitator");
  },
};

/** A student's frame at 1280 px: the top bar above the full-height navigation, beside the dashboard. */
export const StudentFrame: Story = { ...studentFrame, globals: DESKTOP };

/** A student's frame at 375 px: the labelled Menu toggle, the mark and Sign Out in one bar. */
export const StudentFrameMobile: Story = { ...studentFrame, globals: MOBILE };

/** A facilitator's frame at 1280 px. */
export const FacilitatorFrame: Story = { ...facilitatorFrame, globals: DESKTOP };

/** A facilitator's frame at 375 px. */
export const FacilitatorFrameMobile: Story = { ...facilitatorFrame, globals: MOBILE };

/**
 * The profile's logout question opens beside Logout, below the top bar, so Sign Out and the menu toggle stay
 * uncovered (at 1280 px; on a phone it is centred over the dimmed page). It is a modal dialog: focus is on
 * Cancel and stays in it until answered.
 */
export const ToastBelowTopBar: Story = {
  globals: DESKTOP,
  parameters: { portal: { path: "/portal/profile" }, msw: { handlers: [meOk(fixtures.student())] } },
  play: async ({ canvas, canvasElement }) => {
    // measured first: while the question waits, the page behind it is hidden from assistive technology
    const bar = (await topBar(canvasElement)).getBoundingClientRect();
    await userEvent.click(await canvas.findByRole("button", { name: "Logout" }, SLOW));
    const question = await canvas.findByRole("alertdialog", {}, SLOW);
    await waitFor(
      () => expect(within(question).getByRole("button", { name: messages.yesLogout })).toBeVisible(),
      SLOW,
    );
    await expect(question).toHaveAttribute("aria-modal", "true");
    await waitFor(() => expect(within(question).getByRole("button", { name: "Cancel" })).toHaveFocus());
    // jsdom applies no media queries and has no layout (every box is 0 × 0): there it is anchored, at 0.
    if (typeof window.matchMedia === "function" && window.matchMedia("(max-width: 639px)").matches) {
      await expect(question).toHaveAttribute("data-placement", "centred");
      return;
    }
    await expect(question).toHaveAttribute("data-placement", "anchored");
    await waitFor(
      () => expect(question.getBoundingClientRect().top).toBeGreaterThanOrEqual(bar.bottom),
      SLOW,
    );
  },
};

/** A student's menu: Dashboard first, no Instructor Desk or Announcements. */
export const StudentNavigation: Story = {
  parameters: { portal: { path: "/portal" }, msw: { handlers: [dashboardStatsOk(), announcementsOk()] } },
  play: async ({ canvasElement }) => {
    await expect(await navLabels(canvasElement)).toEqual(MENUS.student);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("button", { name: "Sign Out" })).toBeEnabled();
  },
};

/** A facilitator's menu: Instructor Desk and Announcements, no Dashboard. */
export const FacilitatorNavigation: Story = {
  parameters: {
    portal: { path: "/portal/instructorDesk", session: "facilitator" },
    msw: {
      handlers: [
        cohortsOk(),
        // The desk goes on to its default cohort's figures and students (decision 154).
        respond("get", "/cla_dashboards/desk_stats", buildDeskStats()),
        listOk("/cla_dashboards/student_list", buildStudentList()),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await navLabels(canvasElement)).toEqual(MENUS.facilitator);
    await expect(canvas.getByRole("link", { name: "Instructor Desk" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await canvas.findByRole("table", {}, SLOW);
  },
};

/** An admin's menu: the facilitator's, then the Administration group (a named list) with its four screens. */
export const AdminNavigation: Story = {
  parameters: {
    portal: { path: "/portal/admin/cohorts", session: "admin" },
    msw: { handlers: [cohortsOk(adminCohorts())] },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await navLabels(canvasElement)).toEqual(MENUS.admin);
    const group = canvas.getByRole("list", { name: "Administration" });
    await expect(within(group).getByRole("link", { name: "Cohorts" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

/**
 * At 768 px or less the menu hides behind a toggle; here it is open, over an overlay. View it at the
 * "Mobile 375" viewport. Where the page is wider (the browser sweep runs at 1280 px) there is no
 * toggle by design, and the story checks that the menu is simply shown.
 */
export const MobileNavigationOpen: Story = {
  globals: MOBILE,
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole("navigation", { name: "Portal" }, SLOW);
    // jsdom applies no styles, so there the toggle is always present, as on a phone.
    const wide = typeof window.matchMedia === "function" && window.matchMedia("(min-width: 769px)").matches;
    if (wide) {
      await expect(canvas.queryByRole("button", { name: "Open menu" })).not.toBeInTheDocument();
      await expect(within(nav).getByRole("link", { name: "Courses" })).toBeVisible();
      return;
    }
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }));
    await expect(canvas.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(nav).toHaveAttribute("data-state", "open");
    await waitFor(() => expect(within(nav).getByRole("link", { name: "Dashboard" })).toHaveFocus());
  },
};

/** Any portal path without a screen: the welcome message. */
export const WelcomeOnOtherPaths: Story = showsText(messages.portalWelcome, {
  portal: { path: "/portal/no-such-screen" },
});

const signOutInFlight = signOutHeld();

/** Signing out: the server is asked to revoke the token. */
export const SigningOut: Story = {
  parameters: { msw: { handlers: [signOutInFlight.handler] } },
  // The sign-out ends with the story. Left in flight, it would give up after 5 s and then clear the
  // session of whichever story was running by then (it sent an edit-profile story to /login in CI).
  beforeEach: () => async () => {
    if (signOutInFlight.release())
      await waitFor(() => expect(sessionStorage.getItem("authToken")).toBeNull());
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Sign Out" }, SLOW));
    await expect(canvas.getByRole("button", { name: "Sign Out" })).toBeDisabled();
  },
};

/** Signed out: storage cleared and back on /login, with no "expired" message. */
export const SignedOut: Story = {
  parameters: { msw: { handlers: [signOutOk()] } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Sign Out" }, SLOW));
    await expectScreen(canvasElement, "Welcome Back!");
    await expect(sessionStorage.getItem("authToken")).toBeNull();
    await expect(localStorage.getItem("userData")).toBeNull();
  },
};

/** Signing out without a network still ends the session here. */
export const SignedOutOffline: Story = {
  parameters: { msw: { handlers: [networkError("post", "/sign_out")] } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Sign Out" }, SLOW));
    await expectScreen(canvasElement, "Welcome Back!");
    await expect(sessionStorage.getItem("authToken")).toBeNull();
  },
};

/** The server says the session expired while a screen loads: the toast and /login. */
export const SessionExpiredWhileLoading: Story = {
  parameters: {
    portal: { path: "/portal/dashboard" },
    msw: { handlers: [sessionExpired("get", "/cla_dashboards/student_dashboard_stats"), announcementsOk()] },
  },
  play: async ({ canvasElement }) => {
    await expect(await findToast(canvasElement, messages.sessionExpired)).toBeVisible();
    await expectScreen(canvasElement, "Welcome Back!");
  },
};
