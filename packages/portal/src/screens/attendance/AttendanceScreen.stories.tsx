import { messages } from "@cla/domain/client";
import type { Meta } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  apiUrl,
  calendarFeedOk,
  cohortsOk,
  liveClassFixtures,
  missingAttendanceOk,
  missingStudentFixtures,
  pending,
  recordsById,
  respond,
  todayClassesOk,
} from "../../mocks/handlers";
import type { Story } from "../../mocks/story";
import { expectAlert, expectScreen, findToast, portalMeta, SLOW } from "../../mocks/story";
import { showsText } from "../../mocks/stateStories";

export default {
  title: "Portal/Attendance/AttendanceForm",
  ...portalMeta({
    path: "/portal/attendance/new",
    session: "facilitator",
    timeZones: { viewer: "UTC", academy: "UTC" },
  }),
} satisfies Meta;

const todays = () =>
  liveClassFixtures("facilitator").filter((liveClass) => liveClass.name === "Prayer and leadership");
const CLASS_ID = "1c000000-0000-4000-8000-000000000003";
const STEP2 = `/portal/attendance/new?class=${CLASS_ID}`;
const theClass = () => recordsById("/cla_live_classes", liveClassFixtures("facilitator"), "Live class");

/** Step 1: today's classes to choose from, and Proceed. */
export const Step1: Story = {
  parameters: { msw: { handlers: [todayClassesOk(todays())] } },
  play: async ({ canvas, canvasElement }) => {
    await expectScreen(canvasElement, "Add Attendance");
    const group = await canvas.findByRole("radiogroup", { name: "Today's Classes" }, SLOW);
    await expect(
      within(group).getByRole("radio", { name: /^Prayer and leadership — Foundations of Leadership, / }),
    ).not.toBeChecked();
    await expect(canvas.getByRole("button", { name: "Proceed" })).toBeEnabled();
  },
};

/** Proceed without a class: 'Please select a class first'. */
export const Step1NoClassChosen: Story = {
  parameters: { msw: { handlers: [todayClassesOk(todays())] } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Proceed" }, SLOW));
    await findToast(canvasElement, messages.selectClassFirst);
    await expect(canvas.getByRole("radiogroup", { name: "Today's Classes" })).toBeVisible();
  },
};

/** Nothing today: the server's 'No live classes scheduled for today.'. */
export const Step1NoneToday: Story = showsText(messages.noLiveClassesToday, {
  msw: { handlers: [todayClassesOk([])] },
});

/** Loading today's classes. */
export const Step1Loading: Story = showsText("Loading today's classes...", {
  msw: { handlers: [pending("get", "/cla_live_classes/today_classes")] },
});

/** Step 2: the class's students without a mark, Present / Absent, and the warning. */
export const Step2: Story = {
  parameters: {
    portal: { path: STEP2 },
    msw: { handlers: [theClass(), missingAttendanceOk(missingStudentFixtures())] },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { name: "Step 2 of 2: Prayer and leadership" }, SLOW),
    ).toBeVisible();
    await expect(canvas.getByText(messages.attendanceFinalWarning)).toBeVisible();
    const students = await canvas.findByRole("radiogroup", { name: "Student" }, SLOW);
    await expect(within(students).getAllByRole("radio")).toHaveLength(4);
    await expect(canvas.getByRole("radio", { name: "Present" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "Absent" })).not.toBeChecked();
  },
};

/** Submit without a student: 'Please select a student'. */
export const Step2NoStudentChosen: Story = {
  parameters: {
    portal: { path: STEP2 },
    msw: { handlers: [theClass(), missingAttendanceOk(missingStudentFixtures())] },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Submit" }, SLOW));
    await findToast(canvasElement, messages.selectStudent);
  },
};

/** Everyone already marked: 'No students found with missing attendance.'. */
export const Step2NoneMissing: Story = showsText(messages.noStudentsMissingAttendance, {
  portal: { path: STEP2 },
  msw: { handlers: [theClass(), missingAttendanceOk([])] },
});

/** The mark failed: 'Failed to record attendance. Please try again.'; the student stays in the list. */
export const Step2Failed: Story = {
  parameters: {
    portal: { path: STEP2 },
    msw: {
      handlers: [
        theClass(),
        missingAttendanceOk(missingStudentFixtures()),
        respond("post", "/cla_attendances", {}, 500),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("radio", { name: "Bola Adeyemi" }, SLOW));
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await expectAlert(canvasElement, messages.recordAttendanceFailed);
    await expect(canvas.getByRole("radio", { name: "Bola Adeyemi" })).toBeVisible();
  },
};

/** The last student marked: 'All attendance has been marked!' and on to /portal/events. */
export const AllMarked: Story = {
  parameters: {
    portal: { path: STEP2 },
    msw: {
      handlers: (() => {
        let left = missingStudentFixtures().slice(0, 1);
        return [
          theClass(),
          http.get(apiUrl("/cla_attendances/missing_attendance"), () =>
            HttpResponse.json({ missing_users: left }),
          ),
          http.post(apiUrl("/cla_attendances"), () => {
            left = [];
            return HttpResponse.json({}, { status: 201 });
          }),
          cohortsOk(),
          calendarFeedOk(),
          // /portal/events lists the running cohort's classes (decision 154).
          respond("get", "/cla_live_classes", liveClassFixtures("facilitator")),
        ];
      })(),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("radio", { name: "Ada Obi" }, SLOW));
    await userEvent.click(canvas.getByRole("radio", { name: "Absent" }));
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await findToast(canvasElement, messages.allAttendanceMarked);
    await waitFor(
      () => expect(canvas.getByRole("heading", { level: 1, name: "Live Classes" })).toBeVisible(),
      SLOW,
    );
    await canvas.findByText("Prayer and leadership", {}, SLOW);
  },
};
