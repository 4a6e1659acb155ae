import { messages } from "@cla/domain/client";
import { FIXTURE_IDS } from "@cla/domain/fixtures";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { cohortsOk, deleteOk, deskOk, fixtures, listOk, recordsById, writesOk } from "../../mocks/handlers";
import { seedSession } from "../../mocks/session";
import { renderPortal } from "../../test/renderPortal";
import { recordRequests } from "../../test/requests";
import { server } from "../../test/server";

// Flows across screens and the requests they send (decision 097: each single state is a story).

describe("courses", () => {
  it("a facilitator's cohort choice goes into the URL and loads that cohort's courses", async () => {
    seedSession("facilitator");
    const seen = recordRequests();
    server.use(cohortsOk(), listOk("/cla_courses", fixtures.courses("facilitator")));
    const { user, location } = renderPortal("/portal/courses");
    const filter = await screen.findByLabelText("Filter by Cohort");
    await screen.findByRole("option", { name: "Cohort 2025A" }); // the cohorts have loaded
    await user.selectOptions(filter, "3");
    expect(await screen.findByRole("button", { name: /^Foundations of Leadership/ })).toBeInTheDocument();
    expect(location()).toBe("/portal/courses?cohort=3");
    expect(seen).toContain("GET /cla_courses?cla_cohort_id=3");
  });

  it("a student opens an unlocked course with the list's copy and no wait, then refreshes it by id", async () => {
    seedSession("student");
    const seen = recordRequests();
    server.use(
      listOk("/cla_courses", fixtures.courses()),
      recordsById("/cla_courses", fixtures.courses(), "Course"),
      listOk("/cla_topics", fixtures.topics()),
    );
    const { user, location } = renderPortal("/portal/courses");
    await user.click(await screen.findByRole("button", { name: /^Foundations of Leadership/ }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Foundations of Leadership" }),
    ).toBeInTheDocument();
    expect(screen.queryByText("Loading course...")).toBeNull();
    expect(location()).toBe(`/portal/courses/${FIXTURE_IDS.openCourse}`);
    // The refresh and the topics go out while this test's handlers answer them (not into the next test).
    await waitFor(() =>
      expect(seen).toEqual(
        expect.arrayContaining([
          `GET /cla_courses/${FIXTURE_IDS.openCourse}`,
          `GET /cla_topics?cla_course_id=${FIXTURE_IDS.openCourse}`,
        ]),
      ),
    );
    expect(await screen.findByText("The towel and the basin")).toBeInTheDocument();
  });

  it("creating a course sends the trimmed fields (blank links as null) and goes to the desk", async () => {
    seedSession("facilitator");
    const sent: Array<Record<string, unknown>> = [];
    server.use(
      cohortsOk(),
      ...writesOk("/cla_courses", "cla_course", fixtures.courses("facilitator")[1]!, sent),
      // the desk it goes to opens on the running cohort (decision 154)
      ...deskOk(),
    );
    const { user, location } = renderPortal("/portal/course/new");
    await user.type(await screen.findByLabelText(/^Course Name/), "  Ethics  ");
    await user.type(screen.getByLabelText(/^Description/), "Integrity https://youtu.be/dQw4w9WgXcQ");
    await user.selectOptions(screen.getByLabelText(/^Cohort/), "3");
    await user.type(screen.getByLabelText(/^Start Date/), "2026-03-01");
    await user.type(screen.getByLabelText(/^End Date/), "2026-03-31");
    await user.type(screen.getByLabelText(/^Lecture Notes URL/), "https://example.org/notes.pdf");
    await user.click(screen.getByRole("button", { name: "Create Course" }));
    await waitFor(() => expect(location()).toBe("/portal/instructorDesk"));
    expect(sent).toEqual([
      {
        name: "Ethics",
        description: "Integrity https://youtu.be/dQw4w9WgXcQ",
        cla_cohort_id: 3,
        start_date: "2026-03-01",
        end_date: "2026-03-31",
        lecture_notes_url: "https://example.org/notes.pdf",
        lecture_video_url: null,
        additional_reading_url: null,
      },
    ]);
  });

  it("editing sends a PUT without the cohort, which never changes", async () => {
    seedSession("facilitator");
    const sent: Array<Record<string, unknown>> = [];
    const courses = fixtures.courses("facilitator");
    server.use(
      cohortsOk(),
      recordsById("/cla_courses", courses, "Course"),
      ...writesOk("/cla_courses", "cla_course", courses[1]!, sent),
      ...deskOk(), // the desk it goes to
    );
    const { user } = renderPortal(`/portal/course/new?id=${FIXTURE_IDS.openCourse}&mode=edit`);
    const name = await screen.findByLabelText(/^Course Name/);
    await user.clear(name);
    await user.type(name, "Foundations of Servant Leadership");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: "Foundations of Servant Leadership" });
    expect(sent[0]).not.toHaveProperty("cla_cohort_id");
  });

  it("a new topic is posted to its course and shows on the course without a reload", async () => {
    seedSession("facilitator");
    const topics = fixtures.topics();
    const courses = fixtures.courses("facilitator");
    const sent: Array<Record<string, unknown>> = [];
    server.use(
      recordsById("/cla_courses", courses, "Course"),
      http.get("*/api/v1/cla_topics", () => HttpResponse.json(topics)),
      http.post("*/api/v1/cla_topics", async ({ request }) => {
        const body = (await request.json()) as { topic: Record<string, string> };
        sent.push(body.topic);
        const topic = { ...topics[0]!, ...body.topic, id: "e0000000-0000-4000-8000-000000000009" };
        topics.push(topic);
        return HttpResponse.json(topic, { status: 201 });
      }),
    );
    const { user, location } = renderPortal(`/portal/courses/${FIXTURE_IDS.openCourse}`);
    await user.click(await screen.findByRole("link", { name: "Add Topic" }));
    await user.type(await screen.findByLabelText(/^Topic Name/), "Humility");
    await user.type(screen.getByLabelText(/^Description/), "Philippians 2:3-8");
    await user.click(screen.getByRole("button", { name: "Add Topic" }));
    expect(await screen.findByRole("button", { name: "Humility" })).toBeInTheDocument();
    expect(location()).toBe(`/portal/courses/${FIXTURE_IDS.openCourse}`);
    expect(sent).toEqual([
      { name: "Humility", description: "Philippians 2:3-8", cla_course_id: FIXTURE_IDS.openCourse },
    ]);
  });

  it("deleting a course asks, deletes, and returns to its cohort's list", async () => {
    seedSession("facilitator");
    const seen = recordRequests();
    server.use(
      cohortsOk(),
      recordsById("/cla_courses", fixtures.courses("facilitator"), "Course"),
      listOk("/cla_topics", []),
      listOk("/cla_courses", []),
      deleteOk("/cla_courses", "Course deleted successfully"),
    );
    const { user, location } = renderPortal(`/portal/courses/${FIXTURE_IDS.openCourse}`);
    await user.click(await screen.findByRole("button", { name: "Delete course" }));
    const question = await screen.findByRole("alertdialog", { name: messages.confirmDeleteCourse });
    await user.click(within(question).getByRole("button", { name: messages.yesDelete }));
    await waitFor(() => expect(location()).toBe("/portal/courses?cohort=3"));
    expect(seen).toContain(`DELETE /cla_courses/${FIXTURE_IDS.openCourse}`);
  });
});
