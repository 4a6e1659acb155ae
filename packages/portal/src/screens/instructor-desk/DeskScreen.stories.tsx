import { API_ERRORS, messages } from "@cla/domain/client";
import { buildDeskStats, buildStudentList, workedExample } from "@cla/domain/fixtures";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { cohortsOk, failWith, listOk, pending, respond } from "../../mocks/handlers";
import { expectScreen, portalMeta, SLOW, type Story } from "../../mocks/story";
import { showsFailure } from "../../mocks/stateStories";

export default {
  title: "Portal/InstructorDesk/Desk",
  ...portalMeta({ path: "/portal/instructorDesk?cohort=3", session: "facilitator" }),
} satisfies Meta;

const deskStatsOk = () => respond("get", "/cla_dashboards/desk_stats", buildDeskStats());
const studentListOk = (list = buildStudentList()) => listOk("/cla_dashboards/student_list", list);

/** The student groups of the table, in order (their header rows). */
function groupNames(canvasElement: HTMLElement): string[] {
  const table = within(canvasElement).getByRole("table");
  return within(table)
    .getAllByRole("rowheader")
    .filter((cell) => cell.getAttribute("scope") === "rowgroup")
    .map((cell) => cell.textContent ?? "");
}

/** No cohort to show (the academy has none yet): the prompt; Apply Filter and the exports are disabled, with the reason. */
export const NoCohort: Story = {
  parameters: { portal: { path: "/portal/instructorDesk" }, msw: { handlers: [cohortsOk([])] } },
  play: async ({ canvas, canvasElement }) => {
    await expectScreen(canvasElement, "My Desk");
    await expect(canvas.getByText(messages.selectCohortToViewStudents)).toBeVisible();
    await expect(await canvas.findByLabelText("Filter by Cohort", {}, SLOW)).toHaveDisplayValue(
      "Select a cohort",
    );
    await expect(canvas.getByRole("button", { name: "Apply Filter" })).toBeDisabled();
    const pdf = canvas.getByRole("button", { name: "Performance Sheet PDF" });
    await expect(pdf).toBeDisabled();
    await expect(pdf).toHaveAccessibleDescription(messages.selectCohortAndLoadStudents);
    await expect(canvas.getByRole("button", { name: "Performance Sheet CSV" })).toBeDisabled();
    for (const link of ["Create Course", "Create Assignment", "Schedule Live Class", "Add Attendance"]) {
      await expect(canvas.getByRole("link", { name: link })).toBeVisible();
    }
    await expect(canvas.queryByText("Total Courses")).toBeNull();
  },
};

/**
 * Without `?cohort=` the desk starts on the running cohort (Cohort 2025A, not the upcoming one first in the
 * list, decision 154); choosing another and Apply Filter loads that cohort's figures and students.
 */
export const ApplyFilter: Story = {
  parameters: {
    portal: { path: "/portal/instructorDesk" },
    msw: { handlers: [cohortsOk(), deskStatsOk(), studentListOk()] },
  },
  play: async ({ canvas }) => {
    const select = await canvas.findByLabelText("Filter by Cohort", {}, SLOW);
    await expect(await canvas.findByRole("table", { name: "Students of Cohort 2025A" }, SLOW)).toBeVisible();
    await expect(select).toHaveDisplayValue("Cohort 2025A");
    await userEvent.selectOptions(select, "Cohort 2024B");
    await expect(canvas.getByRole("table", { name: "Students of Cohort 2025A" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Apply Filter" }));
    await expect(await canvas.findByRole("table", { name: "Students of Cohort 2024B" }, SLOW)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Performance Sheet PDF" })).toBeEnabled();
  },
};

/** A cohort with students: the four figures and one group per student with the exact totals. */
export const Students: Story = {
  parameters: { msw: { handlers: [cohortsOk(), deskStatsOk(), studentListOk()] } },
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole("table", { name: "Students of Cohort 2025A" }, SLOW);
    for (const [label, value] of [
      ["Total Courses", "3"],
      ["Total Assignments", "3"],
      ["Total Live Classes", "5"],
      ["Total Students", "4"],
    ] as const) {
      await expect(canvas.getByText(label).closest("dl")).toHaveTextContent(`${label}${value}`);
    }
    await expect(groupNames(canvasElement).map((name) => name.split("Overall")[0])).toEqual([
      "Ada Obi",
      "Bola Adeyemi",
      "Chidi Okafor",
      "Grace Mensah",
    ]);
    // docs/api.md §7.2's worked example: 21.25 + 20 + 17.5 + 12 = 70.75, exact.
    const row = within(table).getAllByRole("row", { name: /Foundations of Leadership/ })[0]!;
    await expect(row).toHaveTextContent(
      ["Foundations of Leadership", ...Object.values(workedExample.shown)].join(""),
    );
    await expect(within(table).getByText("Overall: 164.5 / 300")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Performance Sheet PDF" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Performance Sheet CSV" })).toBeEnabled();
    await expect(canvas.getByLabelText("Filter by Cohort")).toHaveDisplayValue("Cohort 2025A");
  },
};

/**
 * Where work waits (decision 180): the hand-ins without a score of each kind, each linking to the cohort's list,
 * whose items show their own counts; a kind with none is said in muted words.
 */
export const WorkToScore: Story = {
  parameters: {
    msw: {
      handlers: [
        cohortsOk(),
        respond("get", "/cla_dashboards/desk_stats", { ...buildDeskStats(), contributions_to_score: 0 }),
        studentListOk(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole("region", { name: "Work to score" }, SLOW);
    await expect(within(region).getByRole("link", { name: "2 assignments to score" })).toHaveAttribute(
      "href",
      "/portal/assignments?cohort=3",
    );
    await expect(within(region).getByRole("link", { name: "0 contributions to score" })).toHaveAttribute(
      "href",
      "/portal/contributions?cohort=3",
    );
  },
};

/** Sorting: by total, highest first, then by name Z–A; each student's courses keep their order. */
export const Sorting: Story = {
  parameters: { msw: { handlers: [cohortsOk(), deskStatsOk(), studentListOk()] } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole("table", {}, SLOW);
    const sort = canvas.getByLabelText("Sort by");
    await userEvent.selectOptions(sort, "Total (highest first)");
    const first = (names: string[]) => names.map((name) => name.split("Overall")[0]);
    await expect(first(groupNames(canvasElement))).toEqual([
      "Bola Adeyemi",
      "Ada Obi",
      "Chidi Okafor",
      "Grace Mensah",
    ]);
    await userEvent.selectOptions(sort, "Total (lowest first)");
    await expect(first(groupNames(canvasElement))[0]).toBe("Grace Mensah");
    await userEvent.selectOptions(sort, "Name (Z–A)");
    await expect(first(groupNames(canvasElement))).toEqual([
      "Grace Mensah",
      "Chidi Okafor",
      "Bola Adeyemi",
      "Ada Obi",
    ]);
  },
};

/** While the students load: 'Loading students...'; the exports wait for them. */
export const LoadingStudents: Story = {
  parameters: {
    msw: { handlers: [cohortsOk(), deskStatsOk(), pending("get", "/cla_dashboards/student_list")] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loadingStudents, {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Performance Sheet PDF" })).toBeDisabled();
  },
};

/** A cohort without students: 'No students found in this cohort.'; nothing to export. */
export const EmptyCohort: Story = {
  parameters: {
    msw: {
      handlers: [
        cohortsOk(),
        respond("get", "/cla_dashboards/desk_stats", { ...buildDeskStats(), total_users: 0 }),
        studentListOk([]),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.noStudentsInCohortDot, {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Performance Sheet PDF" })).toBeDisabled();
    await expect(canvas.getByText(messages.selectCohortAndLoadStudents)).toBeVisible();
  },
};

/** The students failed to load: the failure with a retry. */
export const Failed: Story = showsFailure(messages.failedToFetchStudents, {
  msw: {
    handlers: [
      cohortsOk(),
      deskStatsOk(),
      failWith("get", "/cla_dashboards/student_list", 500, API_ERRORS.internal),
    ],
  },
});

/** The figures failed while the students loaded: the figures' own failure, the table still shown. */
export const StatsFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        cohortsOk(),
        failWith("get", "/cla_dashboards/desk_stats", 500, API_ERRORS.internal),
        studentListOk(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("Failed to fetch cohort statistics. Please try again.", {}, SLOW),
    ).toBeVisible();
    await expect(await canvas.findByRole("table", { name: "Students of Cohort 2025A" }, SLOW)).toBeVisible();
  },
};
