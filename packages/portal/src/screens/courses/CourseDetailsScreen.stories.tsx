import type { Course } from "@cla/domain/client";
import { API_ERRORS, messages } from "@cla/domain/client";
import { FIXTURE_IDS } from "@cla/domain/fixtures";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { failWith, fixtures, listOk, pending, recordsById } from "../../mocks/handlers";
import { expectScreen, portalMeta, SLOW, type Story } from "../../mocks/story";
import { asksBeforeDelete, showsFailure, showsText } from "../../mocks/stateStories";

const OPEN = FIXTURE_IDS.openCourse;

export default {
  title: "Portal/Courses/CourseDetails",
  ...portalMeta({ path: `/portal/courses/${OPEN}`, session: "student" }),
} satisfies Meta;

const course = (id: string = OPEN, viewer: "student" | "facilitator" = "student") =>
  fixtures.courses(viewer).find((candidate) => candidate.id === id)!;

/** The open course as the student sees it, changed by `changes`, with no topics. */
function openCourseWith(changes: Partial<Course>) {
  return [recordsById("/cla_courses", [{ ...course(), ...changes }], "Course"), listOk("/cla_topics", [])];
}

function courseHandlers(viewer: "student" | "facilitator" = "student", topics = fixtures.topics()) {
  return [recordsById("/cla_courses", fixtures.courses(viewer), "Course"), listOk("/cla_topics", topics)];
}

/** A student opens the open course: counts, description with a video embed, resources, three topics. */
export const Student: Story = {
  parameters: { msw: { handlers: courseHandlers() } },
  play: async ({ canvas, canvasElement }) => {
    await expectScreen(canvasElement, "Foundations of Leadership");
    await expect(canvas.getByText("Pastor Emeka Nwosu")).toBeVisible();
    await expect(canvas.getByTitle("YouTube video")).toBeInTheDocument();
    const resources = canvas.getByRole("link", { name: /Lecture Notes/ });
    await expect(resources).toHaveAttribute("href", "https://example.org/notes/foundations.pdf");
    await expect(resources).toHaveAttribute("rel", "noopener noreferrer");
    await expect(
      await canvas.findAllByRole("button", { name: /The towel|second chair|Character/ }, SLOW),
    ).toHaveLength(3);
    await expect(canvas.queryByRole("navigation", { name: "Manage course" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "See Assignments" })).toHaveAttribute(
      "href",
      "/portal/assignments",
    );
    await expect(canvas.getByRole("link", { name: "View Live Classes" })).toHaveAttribute(
      "href",
      "/portal/events",
    );
  },
};

/** A facilitator: every action, and Edit and Delete inside each topic. */
export const Facilitator: Story = {
  parameters: { portal: { session: "facilitator" }, msw: { handlers: courseHandlers("facilitator") } },
  play: async ({ canvas }) => {
    const actions = await canvas.findByRole("navigation", { name: "Manage course" }, SLOW);
    for (const name of [
      "Edit",
      "Duplicate",
      "Add Topic",
      "Schedule Live Class",
      "Add Assignment",
      "Create Contribution",
      "Create Test",
    ]) {
      await expect(within(actions).getByRole("link", { name })).toBeVisible();
    }
    await expect(within(actions).getByRole("link", { name: "Duplicate" })).toHaveAttribute(
      "href",
      `/portal/course/new?id=${OPEN}&mode=duplicate`,
    );
    await expect(within(actions).getByRole("button", { name: "Delete course" })).toBeEnabled();
  },
};

/** A topic expanded: its description as rich text (a PDF preview and a Google Slides deck). */
export const TopicExpanded: Story = {
  parameters: { portal: { session: "facilitator" }, msw: { handlers: courseHandlers("facilitator") } },
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole("button", { name: "Leading from the second chair" }, SLOW);
    await userEvent.click(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "true"));
    await expect(canvas.getByTitle("PDF preview: second-chair.pdf")).toBeInTheDocument();
    await expect(canvas.getByTitle("Google Slides presentation")).toBeInTheDocument();
    // The panel opens with an animation: wait until its controls are shown.
    await waitFor(
      () =>
        expect(canvas.getByRole("link", { name: "Edit topic Leading from the second chair" })).toBeVisible(),
      SLOW,
    );
    await expect(
      canvas.getByRole("button", { name: "Delete topic Leading from the second chair" }),
    ).toBeEnabled();
  },
};

/** A description with an embed of each kind: YouTube, Vimeo, PDF, Google Slides, Google Docs. */
export const EmbedsOfEachKind: Story = {
  parameters: {
    msw: {
      handlers: openCourseWith({
        description: [
          "Week 1: https://www.youtube.com/watch?v=dQw4w9WgXcQ",
          "Week 2: https://vimeo.com/76979871",
          "Reader: https://example.org/reader.pdf",
          "Slides: https://docs.google.com/presentation/d/1AbCdEfGhIjKlMnOpQrStUvWxYz/edit",
          "Notes: https://docs.google.com/document/d/1AbCdEfGhIjKlMnOpQrStUvWxYz/edit",
        ].join("\n"),
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTitle("YouTube video", {}, SLOW)).toBeInTheDocument();
    for (const title of [
      "Vimeo video",
      "PDF preview: reader.pdf",
      "Google Slides presentation",
      "Google Docs document",
    ]) {
      await expect(canvas.getByTitle(title)).toBeInTheDocument();
    }
  },
};

/** Hostile links stay inert text: javascript:, data: and credentials never become links. */
export const HostileLinks: Story = {
  parameters: {
    msw: {
      handlers: openCourseWith({
        description:
          "javascript:alert(1)\ndata:text/html,<script>alert(1)</script>\nhttps://trusted.example@evil.example/\n<img src=x onerror=alert(1)>\nSafe: https://example.org/guide",
        lecture_notes_url: null,
        lecture_video_url: null,
        additional_reading_url: null,
      }),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/javascript:alert\(1\)/, {}, SLOW)).toBeVisible();
    const links = canvas.getAllByRole("link").map((link) => link.getAttribute("href"));
    await expect(links).toContain("https://example.org/guide");
    await expect(links.some((href) => /^(javascript|data):|@evil/.test(href ?? ""))).toBe(false);
    await expect(canvasElement.querySelector("img[src=x]")).toBeNull();
    await expect(canvas.queryByRole("heading", { name: "Resources" })).toBeNull();
  },
};

/** No topics, no description: 'No topics have been added…' and 'No description available…'. */
export const NoTopics: Story = {
  parameters: {
    msw: {
      handlers: openCourseWith({ description: " " }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.noTopics, {}, SLOW)).toBeVisible();
    await expect(canvas.getByText(messages.noCourseDescription)).toBeVisible();
  },
};

/** Loading the course: 'Loading course...'. */
export const Loading: Story = showsText("Loading course...", {
  msw: { handlers: [pending("get", "/cla_courses/:id"), pending("get", "/cla_topics")] },
});

/** An unknown id: 'Course not found!' (only on a 404), without a retry. */
export const NotFound: Story = {
  parameters: {
    portal: { path: "/portal/courses/c0000000-0000-4000-8000-000000000099" },
    msw: { handlers: courseHandlers() },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.courseNotFound, {}, SLOW)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Try again" })).toBeNull();
  },
};

/** Another failure: 'Failed to fetch courses. Please try again.', with a retry. */
export const Failed: Story = showsFailure(messages.failedToFetchCourses, {
  msw: {
    handlers: [failWith("get", "/cla_courses/:id", 500, API_ERRORS.internal), listOk("/cla_topics", [])],
  },
});

/** Delete asks first, with 'This action cannot be undone.' and 'Yes, Delete'. */
export const DeleteConfirmation: Story = asksBeforeDelete("Delete course", messages.confirmDeleteCourse, {
  portal: { session: "facilitator" },
  msw: { handlers: courseHandlers("facilitator") },
});
