import { messages } from "@cla/domain/client";
import { FIXTURE_IDS } from "@cla/domain/fixtures";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { fixtures, pending, recordsById } from "../../mocks/handlers";
import { expectScreen, portalMeta, SLOW, type Story } from "../../mocks/story";
import { showsText } from "../../mocks/stateStories";

const OPEN = FIXTURE_IDS.openCourse;

export default {
  title: "Portal/Courses/TopicForm",
  ...portalMeta({ path: `/portal/topic/new?course=${OPEN}`, session: "facilitator" }),
} satisfies Meta;

const handlers = () => [
  recordsById("/cla_courses", fixtures.courses("facilitator"), "Course"),
  recordsById("/cla_topics", fixtures.topics(), "Topic"),
];

/** Add a topic to a course named in the URL. */
export const Add: Story = {
  parameters: { msw: { handlers: handlers() } },
  play: async ({ canvas, canvasElement }) => {
    await expectScreen(canvasElement, "Add New Topic");
    await expect(await canvas.findByText("Course: Foundations of Leadership", {}, SLOW)).toBeVisible();
    await expect(canvas.getByLabelText(/^Topic Name/)).toHaveValue("");
    await expect(canvas.getByRole("link", { name: "Back to Course" })).toHaveAttribute(
      "href",
      `/portal/courses/${OPEN}`,
    );
  },
};

/** Edit (by URL): the topic's values; its course follows from it. */
export const Edit: Story = {
  parameters: {
    portal: { path: `/portal/topic/new?id=${fixtures.topics()[0]!.id}` },
    msw: { handlers: handlers() },
  },
  play: async ({ canvas, canvasElement }) => {
    await expectScreen(canvasElement, "Edit Topic");
    await expect(await canvas.findByLabelText(/^Topic Name/, {}, SLOW)).toHaveValue(
      "The towel and the basin",
    );
    await expect(await canvas.findByText("Course: Foundations of Leadership", {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Save Changes" })).toBeEnabled();
  },
};

/** Without a course: 'Course information not found!'. */
export const NoCourse: Story = showsText(messages.courseInfoNotFound, {
  portal: { path: "/portal/topic/new" },
  msw: { handlers: handlers() },
});

/** Submitting empty: both fields say so inline. */
export const ValidationErrors: Story = {
  parameters: { msw: { handlers: handlers() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Add Topic" }, SLOW));
    await expect(await canvas.findByText("Topic Name is required", {}, SLOW)).toBeVisible();
    await expect(canvas.getByText("Description is required")).toBeVisible();
  },
};

/** Saving: 'Adding Topic...'. */
export const Busy: Story = {
  parameters: { msw: { handlers: [...handlers(), pending("post", "/cla_topics")] } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^Topic Name/, {}, SLOW), "Humility");
    await userEvent.type(canvas.getByLabelText(/^Description/), "Philippians 2.");
    await userEvent.click(canvas.getByRole("button", { name: "Add Topic" }));
    await expect(await canvas.findByRole("button", { name: /Adding Topic/ }, SLOW)).toBeDisabled();
  },
};
