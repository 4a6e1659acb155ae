import type { AssessmentKind } from "@cla/domain/client";
import type { WorkStatusResponse } from "@cla/domain/client";
import { API_ERRORS, ASSESSMENT_KINDS, isWorkKind, messages } from "@cla/domain/client";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import {
  assessmentFixtures,
  cohortsOk,
  failWith,
  fixtureNow,
  listOk,
  pending,
  workCountsOk,
  workStatusOk,
} from "../../mocks/handlers";
import { expectScreen, findToast, portalMeta, SLOW, type Story } from "../../mocks/story";
import { showsFailure, showsText } from "../../mocks/stateStories";

/** The three kinds share one list screen; each story names the kind it shows. */
export default {
  title: "Portal/Assessments/List",
  ...portalMeta({ path: "/portal/assignments", session: "student" }),
} satisfies Meta;

const path = (kind: AssessmentKind) => ASSESSMENT_KINDS[kind].path;

/** A student's hand-in status on a list of assignments or contributions (default: the fixture items'). */
const workStatus = (kind: AssessmentKind, statuses?: WorkStatusResponse) =>
  isWorkKind(kind) ? [workStatusOk(kind, statuses)] : [];

/** The statuses beside the fixture items' due badges (new, due today, past). */
const STATUSES = [messages.workStatusNotHandedIn, messages.workStatusHandedIn, messages.workStatusScored];

/** A student's list of `kind`: three items, one of each badge, and no cohort filter. */
function studentList(kind: AssessmentKind, title: string, portalPath: string): Story {
  return {
    parameters: {
      portal: { path: portalPath },
      msw: { handlers: [...workStatus(kind), listOk(path(kind), assessmentFixtures(kind))] },
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expectScreen(canvasElement, title);
      const list = await canvas.findByRole("list", { name: title }, SLOW);
      const [fresh, today, past] = assessmentFixtures(kind);
      await expect(within(list).getAllByRole("link")).toHaveLength(3);
      for (const [item, badge] of [
        [past!, "Past Due"],
        [today!, "Due today"],
        [fresh!, "New"],
      ] as const) {
        const link = within(list).getByRole("link", { name: new RegExp(`^${item.name}.*${badge}$`) });
        await expect(link).toHaveAttribute("href", `${portalPath}/${item.id}`);
      }
      // Beside each due badge, the student's hand-in status on assignments and contributions (not on CBTs).
      if (isWorkKind(kind)) {
        const badges = await within(list).findAllByTestId("work-badge", {}, SLOW);
        await expect(badges.map((badge) => badge.textContent)).toEqual(STATUSES);
      } else {
        await expect(within(list).queryByTestId("work-badge")).toBeNull();
      }
      await expect(canvas.queryByLabelText("Filter by Cohort")).toBeNull();
    },
  };
}

export const StudentAssignments: Story = studentList("assignment", "Assignments", "/portal/assignments");
export const StudentContributions: Story = studentList(
  "contribution",
  "Contributions",
  "/portal/contributions",
);
export const StudentCbts: Story = studentList("cbt", "CBTs", "/portal/cbts");

/** Work handed in early, not yet, and after the due day (none scored): each status beside its due badge. */
export const StudentHandInStatuses: Story = (() => {
  const items = assessmentFixtures("contribution").map((item) => ({ ...item, student_score: null }));
  const [fresh, today, past] = items;
  const handedIn = fixtureNow().toISOString();
  return {
    parameters: {
      portal: { path: "/portal/contributions" },
      msw: {
        handlers: [
          ...workStatus("contribution", {
            work_status: [
              { item_id: fresh!.id, submitted_at: handedIn, late: false, scored: false },
              { item_id: today!.id, submitted_at: null, late: false, scored: false },
              { item_id: past!.id, submitted_at: handedIn, late: true, scored: false },
            ],
          }),
          listOk(path("contribution"), items),
        ],
      },
    },
    play: async ({ canvas }) => {
      const list = await canvas.findByRole("list", { name: "Contributions" }, SLOW);
      for (const [item, status, badge] of [
        [fresh!, messages.workStatusHandedIn, "New"],
        [today!, messages.workStatusNotHandedIn, "Due today"],
        [past!, messages.workStatusLate, "Past Due"],
      ] as const) {
        await expect(
          await within(list).findByRole(
            "link",
            { name: new RegExp(`^${item.name}.* ${status} ${badge}$`) },
            SLOW,
          ),
        ).toBeVisible();
      }
    },
  };
})();

/** A facilitator with no cohort to show (the academy has none yet): 'Please select a cohort to view assignments.'. */
export const FacilitatorNoCohort: Story = {
  parameters: { portal: { session: "facilitator" }, msw: { handlers: [cohortsOk([])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectScreen(canvasElement, "Assignments");
    await expect(await canvas.findByLabelText("Filter by Cohort", {}, SLOW)).toHaveDisplayValue(
      "Select a cohort",
    );
    await expect(canvas.getByText(messages.selectCohortToViewAssignments)).toBeVisible();
  },
};

/** Choosing a cohort loads its items and says so: 'Filtered contributions for selected cohort'. */
function chooseCohort(kind: AssessmentKind, portalPath: string, toast: string): Story {
  return {
    parameters: {
      portal: { session: "facilitator", path: portalPath },
      msw: {
        handlers: [
          cohortsOk(),
          listOk(path(kind), assessmentFixtures(kind, "facilitator")),
          ...(isWorkKind(kind) ? [workCountsOk(kind)] : []),
        ],
      },
    },
    play: async ({ canvas, canvasElement }) => {
      const filter = await canvas.findByLabelText("Filter by Cohort", {}, SLOW);
      await canvas.findByRole("option", { name: "Cohort 2024B" }, SLOW);
      await userEvent.selectOptions(filter, "Cohort 2024B");
      await findToast(canvasElement, toast);
      await expect(await canvas.findAllByRole("link", { name: /Due today|New|Past Due/ }, SLOW)).toHaveLength(
        3,
      );
    },
  };
}

export const FacilitatorFiltersContributions: Story = chooseCohort(
  "contribution",
  "/portal/contributions",
  messages.filteredContributions,
);
export const FacilitatorFiltersCbts: Story = chooseCohort("cbt", "/portal/cbts", messages.filteredCbts);

/** A facilitator's chosen cohort is in the URL (`?cohort=3`), so a reload keeps it. */
export const FacilitatorCohortInUrl: Story = {
  parameters: {
    portal: { session: "facilitator", path: "/portal/assignments?cohort=3" },
    msw: {
      handlers: [
        cohortsOk(),
        listOk(path("assignment"), assessmentFixtures("assignment", "facilitator")),
        workCountsOk("assignment"),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("list", { name: "Assignments" }, SLOW)).toBeVisible();
    await expect(await canvas.findByLabelText("Filter by Cohort", {}, SLOW)).toHaveDisplayValue(
      "Cohort 2025A",
    );
  },
};

/**
 * A facilitator sees where work waits (decision 180): beside each item with hand-ins, how many are still to score,
 * or once all are scored how many were handed in; from one call for the whole list.
 */
export const FacilitatorToScore: Story = {
  parameters: {
    portal: { session: "facilitator", path: "/portal/contributions?cohort=3" },
    msw: {
      handlers: [
        cohortsOk(),
        listOk(path("contribution"), assessmentFixtures("contribution", "facilitator")),
        workCountsOk("contribution"),
      ],
    },
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole("list", { name: "Contributions" }, SLOW);
    const badges = await within(list).findAllByTestId("count-badge", {}, SLOW);
    await expect(badges.map((badge) => badge.textContent)).toEqual([
      "2 to score",
      "1 handed in",
      "1 handed in",
    ]);
    const [first] = assessmentFixtures("contribution", "facilitator");
    await expect(
      within(list).getByRole("link", { name: new RegExp(`^${first!.name}.*2 to score`) }),
    ).toBeVisible();
  },
};

/** A list passed in navigation state is shown without waiting for the server. */
export const ListFromNavigationState: Story = {
  parameters: {
    portal: {
      path: "/portal/cbts",
      state: { cohortId: 3, items: assessmentFixtures("cbt") },
    },
    msw: { handlers: [pending("get", path("cbt"))] },
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole("list", { name: "CBTs" }, SLOW);
    await expect(within(list).getAllByRole("link")).toHaveLength(3);
  },
};

function loading(kind: AssessmentKind, portalPath: string, text: string): Story {
  return showsText(text, {
    portal: { path: portalPath },
    msw: { handlers: [...workStatus(kind), pending("get", path(kind))] },
  });
}

export const LoadingAssignments: Story = loading(
  "assignment",
  "/portal/assignments",
  messages.loadingAssignments,
);
export const LoadingCbts: Story = loading("cbt", "/portal/cbts", messages.loadingCbts);

function empty(kind: AssessmentKind, portalPath: string, text: string): Story {
  return showsText(text, {
    portal: { path: portalPath },
    msw: { handlers: [...workStatus(kind, { work_status: [] }), listOk(path(kind), [])] },
  });
}

export const EmptyAssignments: Story = empty("assignment", "/portal/assignments", messages.noAssignments);
export const EmptyContributions: Story = empty(
  "contribution",
  "/portal/contributions",
  messages.noContributions,
);
export const EmptyCbts: Story = empty("cbt", "/portal/cbts", messages.noCbts);

function failed(kind: AssessmentKind, portalPath: string, text: string): Story {
  return showsFailure(text, {
    portal: { path: portalPath },
    msw: { handlers: [...workStatus(kind), failWith("get", path(kind), 500, API_ERRORS.internal)] },
  });
}

export const FailedAssignments: Story = failed(
  "assignment",
  "/portal/assignments",
  messages.failedToFetchAssignments,
);
export const FailedCbts: Story = failed("cbt", "/portal/cbts", messages.failedToFetchCbts);
