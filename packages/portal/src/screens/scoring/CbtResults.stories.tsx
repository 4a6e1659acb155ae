import { API_ERRORS } from "@cla/domain/client";
import { buildCbtResults, buildEmptyCbtResults } from "@cla/domain/fixtures";
import type { Meta } from "@storybook/react-vite";
import type { HttpHandler } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  assessmentFixtures,
  cbtByHand,
  cbtQuestionsOk,
  cbtResultsOk,
  failWith,
  fixtureNow,
  pending,
  assessmentsById,
  studentsWithoutScoresOk,
} from "../../mocks/handlers";
import type { Story } from "../../mocks/story";
import { expectStackedRows, PHONE, portalMeta, SLOW } from "../../mocks/story";
import { texts } from "./texts";

/** A facilitator's results of a CBT taken in the portal, on its details screen (docs/api.md §6.14). */
export default {
  title: "Portal/Scoring/CBT results",
  ...portalMeta({ path: "/portal/cbts", session: "facilitator" }),
} satisfies Meta;

const r = texts.results;
const CBT = assessmentFixtures("cbt", "facilitator")[1]!;
const PATH = `/portal/cbts/${CBT.id}`;

/** The CBT and its scoring panel, as every facilitator's CBT details screen asks for them. */
function details() {
  return [assessmentsById("cbt", [CBT]), studentsWithoutScoresOk("cbt")];
}

/** The CBT's details screen with its stored test, `results` answering GET …/results. */
function withResults(results: HttpHandler): Story["parameters"] {
  return { portal: { path: PATH }, msw: { handlers: [...details(), cbtQuestionsOk(), results] } };
}

/** A cell's text, without the column's header that a stacked table shows beside it on a phone (hidden from screen readers). */
function cellText(cell: Element): string | undefined {
  const copy = cell.cloneNode(true) as Element;
  copy.querySelector('[data-slot="data-table-label"]')?.remove();
  return copy.textContent?.trim();
}

/** The rows of the table named `caption`, each cell's text joined by " | ". */
async function rows(canvasElement: HTMLElement, caption: string): Promise<string[]> {
  const table = await within(canvasElement).findByRole("table", { name: caption }, SLOW);
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map(cellText).join(" | ").trim());
}

/** Two graded, one in progress with its time left, one not started. */
export const Results: Story = {
  parameters: withResults(cbtResultsOk()),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole("heading", { name: r.title }, SLOW)).toBeVisible();
    await expect(await rows(canvasElement, r.studentsCaption)).toEqual([
      "Ada Obi | Submitted and scored | 60% (6 of 10 points) | View answers",
      "Bola Adeyemi | In progress, 12 min 34 s left | No score yet |",
      "Chidi Okafor | Time ran out, scored as saved | 30% (3 of 10 points) | View answers",
      "Grace Mensah | Not started | No score yet |",
    ]);
  },
};

/**
 * At 375 px: each student a block under their name, the status first, then the score and the answers' button,
 * each beside its header (a student without answers shows no empty line); the questions stack too.
 */
export const ResultsOnPhone: Story = {
  globals: PHONE,
  parameters: withResults(cbtResultsOk()),
  play: async ({ canvas, canvasElement }) => {
    await expect(await rows(canvasElement, r.studentsCaption)).toHaveLength(4);
    await expectStackedRows(canvas.getByRole("table", { name: r.studentsCaption }), [r.status]);
    await expectStackedRows(canvas.getByRole("table", { name: r.itemsCaption }));
  },
};

/** A graded attempt opened: each answer right or wrong, with the right answer of a wrong one. */
export const GradedAttemptOpened: Story = {
  parameters: withResults(cbtResultsOk()),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: r.viewOf("Ada Obi") }, SLOW));
    const attempt = canvas.getByRole("region", { name: r.attemptTitle("Ada Obi") });
    await expect(within(attempt).getByRole("heading", { name: r.attemptTitle("Ada Obi") })).toHaveFocus();
    await expect(within(attempt).getAllByText(r.right)).toHaveLength(3);
    await expect(within(attempt).getByText(r.wrong)).toBeVisible();
    await expect(within(attempt).getByText("Romans")).toBeVisible();
    await expect(within(attempt).getByText("Acts / The Acts of the Apostles")).toBeVisible();
    await expect(canvas.getByRole("button", { name: r.hideOf("Ada Obi") })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  },
};

/** The item analysis: the question most students missed first, each share written out. */
export const ItemAnalysis: Story = {
  parameters: withResults(cbtResultsOk()),
  play: async ({ canvasElement }) => {
    const analysis = await rows(canvasElement, r.itemsCaption);
    await expect(analysis.map((row) => row.split(" | ")[3])).toEqual([
      "0 of 2 (0%)",
      "1 of 2 (50%)",
      "2 of 2 (100%)",
      "2 of 2 (100%)",
    ]);
    await expect(analysis[0]).toMatch(/^Question 4: /);
  },
};

/** Nobody has started yet: every student 'Not started', no share to show. */
export const NobodyStarted: Story = {
  parameters: withResults(
    cbtResultsOk({
      ...buildEmptyCbtResults(),
      total_points: 10,
      questions: buildCbtResults(fixtureNow()).questions.map((question) => ({
        ...question,
        graded_count: 0,
        correct_count: 0,
        correct_share: null,
      })),
    }),
  ),
  play: async ({ canvasElement }) => {
    const students = await rows(canvasElement, r.studentsCaption);
    await expect(students.every((row) => row.includes(r.notStarted))).toBe(true);
    const analysis = await rows(canvasElement, r.itemsCaption);
    await expect(analysis.every((row) => row.endsWith(r.noneGraded))).toBe(true);
  },
};

/** The results are loading: 'Loading results...' under their heading. */
export const ResultsLoading: Story = {
  parameters: withResults(pending("get", "/cla_cbts/:id/results")),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(r.loading, {}, SLOW)).toBeVisible();
  },
};

/** The results failed to load: the failure text and 'Try again'. */
export const ResultsFailed: Story = {
  parameters: withResults(failWith("get", "/cla_cbts/:id/results", 500, API_ERRORS.internal)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(r.failedToFetch, {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeEnabled();
  },
};

/** A CBT without questions, scored by hand: the details screen as before, no results. */
export const ManualCbtUnchanged: Story = {
  parameters: { portal: { path: PATH }, msw: { handlers: [...details(), ...cbtByHand()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Total Students in Cohort", {}, SLOW)).toBeVisible();
    await canvas.findByRole("combobox", { name: /Student/ }, SLOW);
    await waitFor(() => expect(canvas.queryByRole("heading", { name: r.title })).toBeNull(), SLOW);
  },
};
