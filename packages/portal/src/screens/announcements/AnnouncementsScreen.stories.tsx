import type { Announcement } from "@cla/domain/client";
import { API_ERRORS, messages, noAnnouncements } from "@cla/domain/client";
import { buildAnnouncements } from "@cla/domain/fixtures";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { cohortsOk, deleteOk, failWith, fixtureNow, listOk, pending } from "../../mocks/handlers";
import type { Story } from "../../mocks/story";
import { expectNoCohort, findToast, portalMeta, SLOW } from "../../mocks/story";
import { showsFailure, showsText } from "../../mocks/stateStories";

export default {
  title: "Portal/Announcements/List",
  ...portalMeta({ path: "/portal/announcements?cohort=3", session: "facilitator" }),
} satisfies Meta;

const all = (): Announcement[] => buildAnnouncements(fixtureNow(), "facilitator");
const announcementsOk = (list: Announcement[] = all()) => listOk("/cla_announcements", list);

/** No cohort to show (the academy has none yet): the filter and a prompt, no Create Announcement. */
export const NoCohort: Story = {
  parameters: { portal: { path: "/portal/announcements" }, msw: { handlers: [cohortsOk([])] } },
  play: async ({ canvas, canvasElement }) => {
    await expectNoCohort(canvasElement, "Announcements", "Please select a cohort to view announcements.");
    await expect(canvas.queryByRole("button", { name: "Create Announcement" })).toBeNull();
  },
};

/** The General tab: the cohort's general announcements, each with Edit and Delete; an http(s) link is live. */
export const General: Story = {
  parameters: { msw: { handlers: [cohortsOk(), announcementsOk()] } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole("list", { name: "General" }, SLOW);
    await expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    await expect(within(list).getByText("Live class moved")).toBeVisible();
    await expect(within(list).getByRole("link", { name: "https://zoom.us/j/1234567890" })).toHaveAttribute(
      "href",
      "https://zoom.us/j/1234567890",
    );
    await expect(canvas.getByRole("button", { name: "Edit announcement Live class moved" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Delete announcement Live class moved" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Create Announcement" })).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "General" })).toHaveAttribute("aria-selected", "true");
  },
};

/** The User Specific tab: each with its student's name. */
export const UserSpecific: Story = {
  parameters: { msw: { handlers: [cohortsOk(), announcementsOk()] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("tab", { name: "User Specific" }, SLOW));
    const list = await canvas.findByRole("list", { name: "User Specific" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    await expect(within(list).getByText("For: Ada Obi")).toBeVisible();
    await expect(within(list).getByText("For: Bola Adeyemi")).toBeVisible();
  },
};

/** Content is plain text: markup and non-web links stay inert text, line breaks are kept. */
export const InertContent: Story = {
  parameters: {
    msw: {
      handlers: [
        cohortsOk(),
        announcementsOk([
          {
            ...all()[2]!,
            content:
              'Line one\nSee javascript:alert(1) and <a href="x">markup</a>\nhttp://example.org/notes.',
          },
        ]),
      ],
    },
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole("list", { name: "General" }, SLOW);
    const links = within(list).getAllByRole("link");
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAttribute("href", "http://example.org/notes");
    await expect(within(list).getByText(/javascript:alert\(1\) and <a href="x">markup<\/a>/)).toBeVisible();
  },
};

/** Loading: 'Loading announcements...'. */
export const Loading: Story = showsText(messages.loadingAnnouncements, {
  msw: { handlers: [cohortsOk(), pending("get", "/cla_announcements")] },
});

/** Nothing yet: 'No general announcements available.' and, on the other tab, the user-specific text. */
export const Empty: Story = {
  parameters: { msw: { handlers: [cohortsOk(), announcementsOk([])] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(noAnnouncements("general"), {}, SLOW)).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "User Specific" }));
    await expect(await canvas.findByText(noAnnouncements("user-specific"))).toBeVisible();
  },
};

/** Only general ones: the User Specific tab says it has none. */
export const EmptyUserSpecific: Story = {
  parameters: {
    msw: { handlers: [cohortsOk(), announcementsOk(all().filter((item) => item.cla_user_id === null))] },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("tab", { name: "User Specific" }, SLOW));
    await expect(await canvas.findByText(noAnnouncements("user-specific"))).toBeVisible();
  },
};

/** The list failed: its failure text with a retry. */
export const Failed: Story = showsFailure(messages.failedToFetchAnnouncementsTryAgain, {
  msw: { handlers: [cohortsOk(), failWith("get", "/cla_announcements", 500, API_ERRORS.internal)] },
});

/** Delete asks first ('Yes, Delete'); once confirmed, the success toast. */
export const DeleteConfirmation: Story = {
  parameters: {
    msw: {
      handlers: [
        cohortsOk(),
        announcementsOk(),
        deleteOk("/cla_announcements", "Announcement deleted successfully"),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole("button", { name: "Delete announcement Live class moved" }, SLOW),
    );
    const question = await canvas.findByRole(
      "alertdialog",
      { name: messages.confirmDeleteAnnouncement },
      SLOW,
    );
    const yes = within(question).getByRole("button", { name: messages.yesDelete });
    await waitFor(() => expect(yes).toBeVisible(), SLOW);
    await userEvent.click(yes);
    await findToast(canvasElement, messages.announcementDeleted);
    await waitFor(() => expect(canvas.getByRole("list", { name: "General" })).toBeVisible());
  },
};
