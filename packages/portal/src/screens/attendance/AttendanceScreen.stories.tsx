import { messages } from "@cla/domain/client";
import type { Meta } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  apiUrl,
  calendarFeedOk,
  cohortsOk,
  liveClassFixtures,
  pending,
  recordsById,
  registerOk,
  registerStudentFixtures,
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

const [ADA, BOLA] = registerStudentFixtures();
const rowOf = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.findByRole("radiogroup", { name }, SLOW);
const register = (students = registerStudentFixtures()) => ({
  portal: { path: STEP2 },
  msw: { handlers: [theClass(), registerOk(students)] },
});

/** Step 2, the register as it opens: every student without a mark, nothing chosen yet, the warning. */
export const Step2: Story = {
  parameters: register(),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { name: "Step 2 of 2: Prayer and leadership" }, SLOW),
    ).toBeVisible();
    await expect(canvas.getByText(messages.attendanceFinalWarning)).toBeVisible();
    await rowOf(canvas, "Ada Obi");
    await expect(canvas.getAllByRole("radiogroup")).toHaveLength(4);
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).not.toBeChecked();
    await expect(canvas.getByRole("status")).toHaveTextContent("0 of 4 marked");
    await expect(canvas.getByRole("button", { name: "Mark all present" })).toBeEnabled();
  },
};

/** Who joined: 'joined 18:03' beside them and Present pre-selected; the facilitator still saves. */
export const Step2JoinedTimes: Story = {
  parameters: register(registerStudentFixtures([BOLA!.id])),
  play: async ({ canvas }) => {
    const bola = await rowOf(canvas, "Bola Adeyemi");
    await expect(canvas.getByText("joined 18:03")).toBeVisible();
    await expect(within(bola).getByRole("radio", { name: "Present" })).toBeChecked();
    await expect(
      within(await rowOf(canvas, "Ada Obi")).getByRole("radio", { name: "Present" }),
    ).not.toBeChecked();
    await expect(canvas.getByRole("status")).toHaveTextContent("1 of 4 marked");
  },
};

/** Partly marked by keyboard only: P marks Present, Down moves on, A marks Absent; the count follows. */
export const Step2PartlyMarked: Story = {
  parameters: register(),
  play: async ({ canvas }) => {
    const ada = await rowOf(canvas, "Ada Obi");
    within(ada).getByRole("radio", { name: "Present" }).focus();
    await userEvent.keyboard("p");
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.keyboard("a");
    await expect(within(ada).getByRole("radio", { name: "Present" })).toBeChecked();
    const bola = await rowOf(canvas, "Bola Adeyemi");
    await expect(within(bola).getByRole("radio", { name: "Absent" })).toBeChecked();
    await expect(within(bola).getByRole("radio", { name: "Absent" })).toHaveFocus();
    await expect(canvas.getByRole("status")).toHaveTextContent("2 of 4 marked");
  },
};

/** Save without a mark chosen: 'Please select a student'. */
export const Step2NoStudentChosen: Story = {
  parameters: register(),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Save" }, SLOW));
    await findToast(canvasElement, messages.selectStudent);
  },
};

/** Everyone already marked: 'No students found with missing attendance.'. */
export const Step2NoneMissing: Story = showsText(messages.noStudentsMissingAttendance, {
  portal: { path: STEP2 },
  msw: { handlers: [theClass(), registerOk([])] },
});

/** The save failed: 'Failed to record attendance. Please try again.'; the choices stay. */
export const Step2Failed: Story = {
  parameters: {
    portal: { path: STEP2 },
    msw: {
      handlers: [
        theClass(),
        registerOk(registerStudentFixtures()),
        respond("post", "/cla_attendances/register", {}, 500),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Mark all present" }, SLOW));
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expectAlert(canvasElement, messages.recordAttendanceFailed);
    await expect(canvas.getByRole("status")).toHaveTextContent("4 of 4 marked");
  },
};

/** Mark all present, one exception, one Save: 'All attendance has been marked!' and on to /portal/events. */
export const AllMarked: Story = {
  parameters: {
    portal: { path: STEP2 },
    msw: {
      handlers: (() => {
        let left = registerStudentFixtures().slice(0, 2);
        return [
          theClass(),
          http.get(apiUrl("/cla_attendances/register"), () => HttpResponse.json({ students: left })),
          http.post(apiUrl("/cla_attendances/register"), async ({ request }) => {
            const body = (await request.json()) as { cla_attendance_register: { marks: unknown[] } };
            if (body.cla_attendance_register.marks.length !== 2)
              return HttpResponse.json({}, { status: 422 });
            left = [];
            return HttpResponse.json({ marked: [], already_marked: [] });
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
    await userEvent.click(await canvas.findByRole("button", { name: "Mark all present" }, SLOW));
    await userEvent.click(within(await rowOf(canvas, ADA!.name)).getByRole("radio", { name: "Absent" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await findToast(canvasElement, messages.allAttendanceMarked);
    await waitFor(
      () => expect(canvas.getByRole("heading", { level: 1, name: "Live Classes" })).toBeVisible(),
      SLOW,
    );
    await canvas.findByText("Prayer and leadership", {}, SLOW);
  },
};
