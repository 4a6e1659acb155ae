import type { Assessment, AssessmentKind, StudentsWithoutScores } from "@cla/domain/client";
import { API_ERRORS, ASSESSMENT_KINDS, isWorkKind, messages, SCORE_ENDPOINTS } from "@cla/domain/client";
import { buildStudentsWithoutScores } from "@cla/domain/fixtures";
import type { Meta } from "@storybook/react-vite";
import { http, HttpResponse, type HttpHandler } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  apiUrl,
  assessmentFixtures,
  cbtAttemptOk,
  cbtByHand,
  failValidation,
  failWith,
  pending,
  assessmentsById,
  scoreOk,
  studentsWithoutScoresOk,
  workOk,
  worksOk,
} from "../../mocks/handlers";
import { expectScreen, findToast, portalMeta, SLOW, type Story, expectAlert } from "../../mocks/story";
import { asksBeforeDelete } from "../../mocks/stateStories";

/** The three kinds share one details screen; each story names the kind it shows. */
export default {
  title: "Portal/Assessments/Details",
  ...portalMeta({ path: "/portal/assignments", session: "student" }),
} satisfies Meta;

const SEGMENT = { assignment: "assignments", contribution: "contributions", cbt: "cbts" } as const;

/** The fixture item of `kind` due `which` ("past" is the one the student scored 85.5 on). */
function item(
  kind: AssessmentKind,
  which: "new" | "today" | "past",
  viewer: "student" | "facilitator" = "student",
) {
  const [fresh, today, past] = assessmentFixtures(kind, viewer);
  return { new: fresh!, today: today!, past: past! }[which];
}

function at(kind: AssessmentKind, record: Assessment) {
  return `/portal/${SEGMENT[kind]}/${record.id}`;
}

/**
 * A student's item and, for assignments and contributions, their work on it (none handed in); for a CBT, its
 * attempt: scored by hand, without questions (the test's own stories are CbtTest.stories.tsx).
 */
function studentItem(kind: AssessmentKind, record: Assessment) {
  return [assessmentsById(kind, [record]), isWorkKind(kind) ? workOk(kind) : cbtAttemptOk()];
}

/** A student's item: title, due date, course link, description with a link, and `score`. */
function studentSees(kind: AssessmentKind, record: Assessment, score: string): Story {
  return {
    parameters: { portal: { path: at(kind, record) }, msw: { handlers: studentItem(kind, record) } },
    play: async ({ canvas, canvasElement }) => {
      await expectScreen(canvasElement, record.name);
      await expect(await canvas.findByText(score, {}, SLOW)).toBeVisible();
      await expect(canvas.getByRole("link", { name: record.course_name })).toHaveAttribute(
        "href",
        `/portal/courses/${record.cla_course_id}`,
      );
      await expect(canvas.queryByRole("navigation", { name: "Manage" })).toBeNull();
      await expect(canvas.queryByText("Student Statistics")).toBeNull();
    },
  };
}

export const StudentScoredAssignment: Story = studentSees(
  "assignment",
  item("assignment", "past"),
  "Your Score: 85.5%",
);
export const StudentNotScoredContribution: Story = studentSees(
  "contribution",
  item("contribution", "today"),
  messages.notScored,
);
/** 0 is a score, not 'Not scored'. */
export const StudentScoredZeroCbt: Story = studentSees(
  "cbt",
  { ...item("cbt", "new"), student_score: 0 },
  "Your Score: 0%",
);

/** The description's links are clickable and open in a new tab; unsafe ones stay text. */
export const DescriptionLinks: Story = {
  parameters: {
    portal: { path: at("cbt", item("cbt", "new")) },
    msw: {
      handlers: [
        cbtAttemptOk(),
        assessmentsById("cbt", [
          {
            ...item("cbt", "new"),
            description: "Read https://example.org/reading before the test.\njavascript:alert(1)",
          },
        ]),
      ],
    },
  },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole("link", { name: /example\.org\/reading/ }, SLOW);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(canvas.getByText(/javascript:alert\(1\)/)).toBeVisible();
  },
};

/** An item without a course name: 'Not specified'. */
export const CourseNotSpecified: Story = {
  parameters: {
    portal: { path: at("contribution", item("contribution", "new")) },
    msw: { handlers: studentItem("contribution", { ...item("contribution", "new"), course_name: "" }) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.notSpecified, {}, SLOW)).toBeVisible();
  },
};

const CBT = item("cbt", "today", "facilitator");
const SCORE = SCORE_ENDPOINTS.cbt.path;

/** A facilitator's CBT scored by hand: the CBT and its scoring panel, then `more`. */
function cbtScoring(...more: HttpHandler[]): HttpHandler[] {
  return [assessmentsById("cbt", [CBT]), studentsWithoutScoresOk("cbt"), ...cbtByHand(), ...more];
}

/** A facilitator: statistics, only students without a score, the warning, Submit disabled until both are given. */
export const FacilitatorScoring: Story = {
  parameters: {
    portal: { session: "facilitator", path: at("cbt", CBT) },
    msw: { handlers: cbtScoring() },
  },
  play: async ({ canvas }) => {
    const stats = buildStudentsWithoutScores();
    await expect(await canvas.findByText("Total Students in Cohort", {}, SLOW)).toBeVisible();
    await expect(canvas.getByText("Students with Scores").nextElementSibling).toHaveTextContent("1");
    await expect(canvas.getByText("Students without Scores").nextElementSibling).toHaveTextContent(
      String(stats.students_without_scores),
    );
    await expect(canvas.getByText(messages.scoreFinalWarning)).toBeVisible();
    const student = canvas.getByRole("combobox", { name: /Student/ });
    await expect(within(student).getAllByRole("option")).toHaveLength(
      stats.students_without_scores_list.length + 1,
    );
    await expect(within(student).queryByRole("option", { name: "Ada Obi" })).toBeNull();
    const submit = canvas.getByRole("button", { name: "Submit" });
    await expect(submit).toBeDisabled();
    await userEvent.selectOptions(student, stats.students_without_scores_list[0]!.name);
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByRole("textbox", { name: /Score/ }), "72.5");
    await expect(submit).toBeEnabled();
    const actions = canvas.getByRole("navigation", { name: "Manage" });
    await expect(within(actions).getByRole("link", { name: "Edit" })).toHaveAttribute(
      "href",
      `/portal/cbt/new?id=${CBT.id}`,
    );
  },
};

/** Everyone has a score: 'No students found without scores.' and no form. */
export const FacilitatorEveryoneScored: Story = {
  parameters: {
    portal: { session: "facilitator", path: at("contribution", item("contribution", "past", "facilitator")) },
    msw: {
      handlers: [
        assessmentsById("contribution", [item("contribution", "past", "facilitator")]),
        worksOk("contribution"),
        studentsWithoutScoresOk("contribution", {
          total_students_in_cohort: 4,
          students_with_scores: 4,
          students_without_scores: 0,
          students_without_scores_list: [],
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.noStudentsWithoutScores, {}, SLOW)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Submit" })).toBeNull();
  },
};

async function fillScore(canvasElement: HTMLElement, score: string) {
  const canvas = within(canvasElement);
  const student = await canvas.findByRole("combobox", { name: /Student/ }, SLOW);
  await userEvent.selectOptions(student, "Bola Adeyemi");
  await userEvent.type(canvas.getByRole("textbox", { name: /Score/ }), score);
  await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
}

/** While the score is sent: 'Submitting...', disabled. */
export const Submitting: Story = {
  parameters: {
    portal: { session: "facilitator", path: at("cbt", CBT) },
    msw: { handlers: cbtScoring(pending("post", SCORE)) },
  },
  play: async ({ canvas, canvasElement }) => {
    await fillScore(canvasElement, "90");
    await expect(await canvas.findByRole("button", { name: "Submitting..." }, SLOW)).toBeDisabled();
  },
};

/** The remaining students after Bola Adeyemi was scored. */
function afterScoring(): StudentsWithoutScores {
  const stats = buildStudentsWithoutScores();
  const list = stats.students_without_scores_list.filter((one) => one.name !== "Bola Adeyemi");
  return {
    total_students_in_cohort: stats.total_students_in_cohort,
    students_with_scores: stats.students_with_scores + 1,
    students_without_scores: list.length,
    students_without_scores_list: list,
  };
}

/** Statistics that change once a score is in (the second GET answers `after`). */
function statsThenAfter(kind: AssessmentKind) {
  let calls = 0;
  return http.get(apiUrl(`${SCORE_ENDPOINTS[kind].path}/students_without_scores`), () => {
    calls += 1;
    return HttpResponse.json(calls === 1 ? buildStudentsWithoutScores() : afterScoring());
  });
}

/** A facilitator on `record`, whose statistics change once a score is in; `handlers` answer the rest. */
function scoring(kind: AssessmentKind, record: Assessment, ...handlers: HttpHandler[]): Story["parameters"] {
  return {
    portal: { session: "facilitator", path: at(kind, record) },
    msw: { handlers: [assessmentsById(kind, [record]), statsThenAfter(kind), ...handlers] },
  };
}

/** Scored: 'Cbt scored successfully!'; the statistics and the selector refresh, the form starts afresh. */
export const ScoredCbt: Story = {
  parameters: scoring("cbt", CBT, scoreOk("cbt"), ...cbtByHand()),
  play: async ({ canvas, canvasElement }) => {
    await fillScore(canvasElement, "85.5");
    await findToast(canvasElement, messages.cbtScored);
    await waitFor(
      () => expect(canvas.getByText("Students with Scores").nextElementSibling).toHaveTextContent("2"),
      SLOW,
    );
    const student = canvas.getByRole("combobox", { name: /Student/ });
    await expect(within(student).queryByRole("option", { name: "Bola Adeyemi" })).toBeNull();
    await expect(student).toHaveDisplayValue(messages.selectStudentPlaceholder);
    await expect(canvas.getByRole("textbox", { name: /Score/ })).toHaveValue("");
  },
};

const ASSIGNMENT = item("assignment", "past", "facilitator");

/** The assignment's own toast: 'Assignment Scored successfully!' (capital S, as docs/product.md writes it). */
export const ScoredAssignment: Story = {
  parameters: scoring("assignment", ASSIGNMENT, scoreOk("assignment"), worksOk("assignment")),
  play: async ({ canvasElement }) => {
    await fillScore(canvasElement, "70");
    await findToast(canvasElement, messages.assignmentScored);
  },
};

/** Someone scored that student meanwhile: the server's 409 message, and the selector refreshes without them. */
export const AlreadyScored: Story = {
  parameters: scoring(
    "assignment",
    ASSIGNMENT,
    worksOk("assignment"),
    failWith("post", SCORE_ENDPOINTS.assignment.path, 409, API_ERRORS.alreadyScored("assignment")),
  ),
  play: async ({ canvas, canvasElement }) => {
    await fillScore(canvasElement, "70");
    await expectAlert(canvasElement, API_ERRORS.alreadyScored("assignment"));
    const student = canvas.getByRole("combobox", { name: /Student/ });
    await waitFor(
      () => expect(within(student).queryByRole("option", { name: "Bola Adeyemi" })).toBeNull(),
      SLOW,
    );
    await expect(canvas.getByRole("button", { name: "Submit" })).toBeDisabled();
  },
};

/** The server refuses the score (422): its message under the Score field. */
export const ScoreRejected: Story = {
  parameters: {
    portal: { session: "facilitator", path: at("cbt", CBT) },
    msw: {
      handlers: cbtScoring(
        failValidation("post", SCORE, { score: ["must be a number from 0 to 100 with at most 2 decimals"] }),
      ),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await fillScore(canvasElement, "abc");
    await expect(
      await canvas.findByText("Score must be a number from 0 to 100 with at most 2 decimals", {}, SLOW),
    ).toBeVisible();
  },
};

/** Delete asks first, with 'This action cannot be undone.' and 'Yes, Delete'. */
export const DeleteConfirmation: Story = asksBeforeDelete("Delete", messages.confirmDeleteCbt, {
  portal: { session: "facilitator", path: at("cbt", CBT) },
  msw: { handlers: cbtScoring() },
});

/** Loading the item: 'Loading assignment...'. */
export const Loading: Story = {
  parameters: {
    portal: { path: at("assignment", ASSIGNMENT) },
    msw: { handlers: [pending("get", `${ASSESSMENT_KINDS.assignment.path}/:id`), workOk("assignment")] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading assignment...", {}, SLOW)).toBeVisible();
  },
};

/** An unknown id: 'Cbt not found!' (only on a 404), without a retry. */
export const NotFound: Story = {
  parameters: {
    portal: { path: "/portal/cbts/d0000000-0000-4000-8000-000000000099" },
    msw: { handlers: [assessmentsById("cbt", []), cbtAttemptOk()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Cbt not found!", {}, SLOW)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Try again" })).toBeNull();
  },
};

/** Another failure: the kind's load-failure text, with a retry. */
export const Failed: Story = {
  parameters: {
    portal: { path: at("cbt", CBT) },
    msw: {
      handlers: [
        failWith("get", `${ASSESSMENT_KINDS.cbt.path}/:id`, 500, API_ERRORS.internal),
        cbtAttemptOk(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.failedToFetchCbts, {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeEnabled();
  },
};
