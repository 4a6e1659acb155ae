import { API_ERRORS, messages } from "@cla/domain/client";
import type { Meta } from "@storybook/react-vite";
import { http, HttpResponse, type RequestHandler } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { overrideTimeZones } from "../../app/timeZones";
import {
  apiUrl,
  calendarFeedOk,
  cohortsOk,
  deleteOk,
  failWith,
  FIXTURE_FEED_URL,
  listOk,
  liveClassFixtures,
  pending,
} from "../../mocks/handlers";
import type { Story } from "../../mocks/story";
import { expectNoCohort, expectScreen, findToast, portalMeta, SLOW } from "../../mocks/story";
import { showsFailure, showsText } from "../../mocks/stateStories";

export default {
  title: "Portal/LiveClasses/Calendar",
  // The session first; then the academy and viewer share UTC unless a story says otherwise, so the texts do
  // not depend on the host's zone.
  ...portalMeta({ path: "/portal/events", session: "student", timeZones: { viewer: "UTC", academy: "UTC" } }),
} satisfies Meta;

const studentClasses = () => [listOk("/cla_live_classes", liveClassFixtures("student")), calendarFeedOk()];
/** A facilitator's cohort with its classes, the calendar feed, and any `more` handlers. */
const facilitatorClasses = (...more: RequestHandler[]) => [
  cohortsOk(),
  listOk("/cla_live_classes", liveClassFixtures("facilitator")),
  ...more,
  calendarFeedOk(),
];

async function cardsOf(canvasElement: HTMLElement, tab: string): Promise<HTMLElement[]> {
  const list = await within(canvasElement).findByRole("list", { name: tab }, SLOW);
  return within(list).getAllByRole("listitem");
}

/** A student's Upcoming Classes: today's class and two later ones, oldest first; Join only. */
export const StudentUpcoming: Story = {
  parameters: { msw: { handlers: studentClasses() } },
  play: async ({ canvas, canvasElement }) => {
    await expectScreen(canvasElement, "Live Classes");
    const cards = await cardsOf(canvasElement, "Upcoming Classes");
    await expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Prayer and leadership",
      "Vision and mission",
      "Team presentations",
    ]);
    const first = within(cards[0]!);
    await expect(first.getByText("Foundations of Leadership")).toBeVisible();
    await expect(first.getByText("60 minutes")).toBeVisible();
    await expect(first.getByText(/, 18:00$/)).toBeVisible();
    const join = first.getByRole("link", { name: "Join Prayer and leadership (opens in a new tab)" });
    await expect(join).toHaveAttribute("href", "https://zoom.us/j/1234567890");
    await expect(join).toHaveAttribute("target", "_blank");
    await expect(join).toHaveAttribute("rel", "noopener noreferrer");
    await expect(canvas.queryByRole("button", { name: /^Delete / })).toBeNull();
    await expect(canvas.queryByLabelText("Filter by Cohort")).toBeNull();
  },
};

/** Past Classes: the two earlier classes, newest first. */
export const StudentPast: Story = {
  parameters: { msw: { handlers: studentClasses() } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("tab", { name: "Past Classes" }, SLOW));
    const cards = await cardsOf(canvasElement, "Past Classes");
    await expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Leading by example",
      "Introduction to servant leadership",
    ]);
  },
};

/** Nothing scheduled: 'No upcoming classes found.' and 'No past classes found.'. */
export const EmptyTabs: Story = {
  parameters: { msw: { handlers: [listOk("/cla_live_classes", []), calendarFeedOk()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.noUpcomingClasses, {}, SLOW)).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "Past Classes" }));
    await expect(await canvas.findByText(messages.noPastClasses)).toBeVisible();
  },
};

/** A class without a usable link: Join alerts 'Zoom link not available for this class'. */
export const NoZoomLink: Story = {
  parameters: {
    msw: {
      handlers: [
        listOk(
          "/cla_live_classes",
          liveClassFixtures("student").map((liveClass) => ({
            ...liveClass,
            zoom_link: "javascript:alert(1)",
          })),
        ),
        calendarFeedOk(),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const [first] = await cardsOf(canvasElement, "Upcoming Classes");
    await expect(within(first!).queryByRole("link")).toBeNull();
    await userEvent.click(within(first!).getByRole("button", { name: /^Join / }));
    await findToast(canvasElement, messages.zoomLinkUnavailable);
    await expect(canvas.getByRole("heading", { level: 1, name: "Live Classes" })).toBeVisible();
  },
};

/** A student in New York, an academy in Lagos: each time in the viewer's zone, Lagos's beside it. */
export const ViewerInAnotherZone: Story = {
  beforeEach: () => overrideTimeZones({ viewer: "America/New_York", academy: "Africa/Lagos" }),
  parameters: {
    msw: {
      handlers: [listOk("/cla_live_classes", liveClassFixtures("student", "Africa/Lagos")), calendarFeedOk()],
    },
  },
  play: async ({ canvasElement }) => {
    const [first] = await cardsOf(canvasElement, "Upcoming Classes");
    // 18:00 in Lagos (UTC+1) is 12:00 or 13:00 in New York, depending on US summer time.
    await expect(within(first!).getByText(/, 1[23]:00 \(your time\) · 18:00 in Lagos$/)).toBeVisible();
  },
};

/** A facilitator with no cohort to show (the academy has none yet): the filter, Schedule Live Class, and nothing listed. */
export const FacilitatorNoCohort: Story = {
  parameters: { portal: { session: "facilitator" }, msw: { handlers: [cohortsOk([]), calendarFeedOk()] } },
  play: async ({ canvas, canvasElement }) => {
    await expectNoCohort(canvasElement, "Live Classes", "Please select a cohort to view live classes.");
    await expect(canvas.getByRole("link", { name: "Schedule Live Class" })).toHaveAttribute(
      "href",
      "/portal/event/new",
    );
  },
};

/** A facilitator's chosen cohort (/portal/calendar?cohort=3): Edit and Delete on each class; the ended cohort's class is not in Past. */
export const FacilitatorCohortChosen: Story = {
  parameters: {
    portal: { session: "facilitator", path: "/portal/calendar?cohort=3" },
    msw: {
      handlers: facilitatorClasses(),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const [first] = await cardsOf(canvasElement, "Upcoming Classes");
    await expect(within(first!).getByRole("link", { name: "Edit Prayer and leadership" })).toHaveAttribute(
      "href",
      "/portal/event/new?id=1c000000-0000-4000-8000-000000000003",
    );
    await expect(within(first!).getByRole("button", { name: "Delete Prayer and leadership" })).toBeEnabled();
    await expect(canvas.getByRole("link", { name: "Schedule Live Class" })).toHaveAttribute(
      "href",
      "/portal/event/new?cohort=3",
    );
    await userEvent.click(canvas.getByRole("tab", { name: "Past Classes" }));
    await expect(await cardsOf(canvasElement, "Past Classes")).toHaveLength(2);
    await expect(canvas.queryByText("Closing service")).toBeNull();
  },
};

/** Delete asks first ('Yes, Delete', no 'cannot be undone' line), then deletes and says so. */
export const DeleteConfirmation: Story = {
  parameters: {
    portal: { session: "facilitator", path: "/portal/events?cohort=3" },
    msw: {
      handlers: facilitatorClasses(deleteOk("/cla_live_classes", "Live class deleted successfully")),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Delete Vision and mission" }, SLOW));
    const dialog = await canvas.findByRole("alertdialog", { name: messages.confirmDeleteLiveClass }, SLOW);
    await expect(within(dialog).queryByText(messages.actionCannotBeUndone)).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "Yes, Delete" }));
    await findToast(canvasElement, messages.liveClassDeleted);
  },
};

/** Loading: 'Loading live classes...'. */
export const Loading: Story = showsText("Loading live classes...", {
  msw: { handlers: [pending("get", "/cla_live_classes"), calendarFeedOk()] },
});

/** The list failed: 'Failed to fetch live classes. Please try again.' with a retry. */
export const Failed: Story = showsFailure(messages.failedToFetchLiveClasses, {
  msw: { handlers: [failWith("get", "/cla_live_classes", 500, API_ERRORS.internal), calendarFeedOk()] },
});

/** The calendar feed: the private link, Copy link and Reset link. */
export const FeedLinkShown: Story = {
  parameters: { msw: { handlers: studentClasses() } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { name: "Subscribe to your calendar" }, SLOW),
    ).toBeVisible();
    await expect(await canvas.findByLabelText("Calendar link", {}, SLOW)).toHaveValue(FIXTURE_FEED_URL);
    await expect(canvas.getByRole("button", { name: "Copy link" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Reset link" })).toBeEnabled();
  },
};

const NEW_FEED_URL = "http://localhost:3000/api/v1/calendar/Nw0Secret0000000000000000000000000000000000.ics";

/** A link created earlier cannot be shown again (only its hash is kept): Reset link asks first, then shows the new one. */
export const FeedLinkReset: Story = {
  parameters: {
    msw: {
      handlers: [
        listOk("/cla_live_classes", liveClassFixtures("student")),
        http.get(apiUrl("/calendar_feed"), () => HttpResponse.json({ url: null })),
        http.post(apiUrl("/calendar_feed/reset"), () => HttpResponse.json({ url: NEW_FEED_URL })),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByText(/^Your calendar link was created earlier\./, {}, SLOW),
    ).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Copy link" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Reset link" }));
    const dialog = await canvas.findByRole("alertdialog", { name: "Reset your calendar link?" }, SLOW);
    await userEvent.click(within(dialog).getByRole("button", { name: "Yes, Reset" }));
    await findToast(canvasElement, "Calendar link reset. Subscribe again with the new link.");
    await waitFor(() => expect(canvas.getByLabelText("Calendar link")).toHaveValue(NEW_FEED_URL), SLOW);
    await expect(canvas.getByRole("button", { name: "Copy link" })).toBeEnabled();
  },
};

/** The feed could not be loaded: its own failure text; the classes still show. */
export const FeedFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        listOk("/cla_live_classes", liveClassFixtures("student")),
        failWith("get", "/calendar_feed", 500, API_ERRORS.internal),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByText("Failed to load your calendar link. Please try again.", {}, SLOW),
    ).toBeVisible();
    await expect(await cardsOf(canvasElement, "Upcoming Classes")).toHaveLength(3);
  },
};
