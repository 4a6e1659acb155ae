import type { AssessmentKind } from "@cla/domain/client";
import { ASSESSMENT_KINDS, isWorkKind, messages, SCORE_ENDPOINTS } from "@cla/domain/client";
import { FIXTURE_IDS } from "@cla/domain/fixtures";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  assessmentFixtures,
  cbtByHand,
  cbtQuestionsOk,
  cbtResultsOk,
  cohortsOk,
  listOk,
  assessmentsById,
  scoreOk,
  studentsWithoutScoresOk,
  workCountsOk,
  worksOk,
  writesOk,
  courseChoicesOk,
} from "../../mocks/handlers";
import { seedSession } from "../../mocks/session";
import { renderPortal } from "../../test/renderPortal";
import { server } from "../../test/server";
import { recordRequests } from "../../test/requests";
import { findToast } from "../../test/toast";

const SEGMENT = { assignment: "assignments", contribution: "contributions", cbt: "cbts" } as const;
const KINDS: AssessmentKind[] = ["assignment", "contribution", "cbt"];

function itemHandler(kind: AssessmentKind) {
  return assessmentsById(kind, assessmentFixtures(kind, "facilitator"));
}

describe("scoring an assessment", () => {
  it.each(KINDS)(
    "posts the %s score as {<wrapper>: {score, <student key>}, <item key>: id}, without download_link",
    async (kind) => {
      seedSession("facilitator");
      const seen: unknown[] = [];
      const item = assessmentFixtures(kind, "facilitator")[1]!;
      server.use(
        itemHandler(kind),
        studentsWithoutScoresOk(kind),
        scoreOk(kind, seen),
        ...(isWorkKind(kind) ? [worksOk(kind)] : [cbtResultsOk(), cbtQuestionsOk()]),
      );
      const { user } = renderPortal(`/portal/${SEGMENT[kind]}/${item.id}`);
      await user.selectOptions(await screen.findByRole("combobox", { name: /Student/ }), "Bola Adeyemi");
      await user.type(screen.getByRole("textbox", { name: /Score/ }), " 85.5 ");
      await user.click(screen.getByRole("button", { name: "Submit" }));
      await waitFor(() => expect(seen).toHaveLength(1));
      const endpoint = SCORE_ENDPOINTS[kind];
      expect(seen[0]).toEqual({
        [endpoint.wrapper]: { score: "85.5", [endpoint.studentKey]: FIXTURE_IDS.classmates[0] },
        [endpoint.itemKey]: item.id,
      });
    },
  );

  it("asks only for the item's students_without_scores, by its item key", async () => {
    seedSession("facilitator");
    const item = assessmentFixtures("contribution", "facilitator")[0]!;
    const asked = recordRequests();
    server.use(itemHandler("contribution"), studentsWithoutScoresOk("contribution"), worksOk("contribution"));
    renderPortal(`/portal/contributions/${item.id}`);
    expect(await screen.findByText("Total Students in Cohort")).toBeInTheDocument();
    expect(asked).toContain(
      `GET /cla_contributions_scores/students_without_scores?cla_contribution_id=${item.id}`,
    );
  });
});

describe("the student's list", () => {
  it("loads the student's own cohort", async () => {
    seedSession("student");
    const asked: string[] = [];
    server.use(
      http.get("*/api/v1/cla_cbts", ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(assessmentFixtures("cbt"));
      }),
    );
    renderPortal("/portal/cbts");
    expect(await screen.findByRole("list", { name: "CBTs" })).toBeInTheDocument();
    expect(asked).toEqual([`?cla_cohort_id=${FIXTURE_IDS.currentCohort}`]);
  });
});

describe("the forms", () => {
  it("creates an assignment for the course it was opened from, then returns to the list after 3 seconds", async () => {
    seedSession("facilitator");
    const seen: Array<Record<string, unknown>> = [];
    server.use(
      ...courseChoicesOk(),
      ...writesOk("/cla_assignments", "cla_assignment", assessmentFixtures("assignment")[0]!, seen),
      listOk("/cla_assignments", assessmentFixtures("assignment", "facilitator")),
      workCountsOk("assignment"),
    );
    const { user, location } = renderPortal(`/portal/assignment/new?course=${FIXTURE_IDS.openCourse}`);
    await user.type(await screen.findByRole("textbox", { name: /Name/ }), " Vision statement ");
    await user.type(screen.getByRole("textbox", { name: /Description/ }), "One page.");
    await user.type(screen.getByLabelText(/Due Date/), "2030-03-21");
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: /Course/ })).toHaveDisplayValue(
        "Foundations of Leadership",
      ),
    );
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await findToast(messages.assignmentCreated)).toBeInTheDocument();
    expect(seen).toEqual([
      {
        name: "Vision statement",
        description: "One page.",
        due_date: "2030-03-21",
        cla_course_id: FIXTURE_IDS.openCourse,
      },
    ]);
    expect(location()).toBe(`/portal/assignment/new?course=${FIXTURE_IDS.openCourse}`);
    await waitFor(() => expect(location()).toBe("/portal/assignments?cohort=3"), { timeout: 5000 });
  }, 15_000);

  it("edits a contribution from its URL (PUT by id) and returns to the list at once", async () => {
    seedSession("facilitator");
    const item = assessmentFixtures("contribution", "facilitator")[0]!;
    const seen: Array<Record<string, unknown>> = [];
    server.use(
      ...courseChoicesOk(),
      itemHandler("contribution"),
      ...writesOk("/cla_contributions", "cla_contribution", item, seen),
      listOk("/cla_contributions", assessmentFixtures("contribution", "facilitator")),
    );
    const { user, location } = renderPortal(`/portal/contribution/new?id=${item.id}`);
    const name = await screen.findByRole("textbox", { name: /Name/ });
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: /Course/ })).toHaveDisplayValue(item.course_name),
    );
    await user.clear(name);
    await user.type(name, "Peer feedback, round two");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await findToast(messages.contributionUpdated)).toBeInTheDocument();
    expect(seen).toEqual([
      {
        name: "Peer feedback, round two",
        description: item.description,
        due_date: item.due_date,
        cla_course_id: item.cla_course_id,
      },
    ]);
    await waitFor(() => expect(location()).toBe("/portal/contributions?cohort=3"));
  });
});

describe("deleting", () => {
  it("deletes a CBT once confirmed and goes back to its cohort's list", async () => {
    seedSession("facilitator");
    const item = assessmentFixtures("cbt", "facilitator")[0]!;
    let deleted = "";
    server.use(
      itemHandler("cbt"),
      studentsWithoutScoresOk("cbt"),
      ...cbtByHand(),
      cohortsOk(),
      http.delete("*/api/v1/cla_cbts/:id", ({ params }) => {
        deleted = String(params["id"]);
        return HttpResponse.json({ message: ASSESSMENT_KINDS.cbt.deleteMessage });
      }),
      listOk("/cla_cbts", []),
      listOk("/cla_courses", []),
    );
    const { user, location } = renderPortal(`/portal/cbts/${item.id}`);
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    const question = await screen.findByRole("alertdialog", { name: messages.confirmDeleteCbt });
    await user.click(within(question).getByRole("button", { name: messages.yesDelete }));
    expect(await findToast(messages.cbtDeleted)).toBeInTheDocument();
    expect(deleted).toBe(item.id);
    await waitFor(() => expect(location()).toBe("/portal/cbts?cohort=3"));
  });
});
