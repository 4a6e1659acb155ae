import { API_ERRORS } from "@cla/domain/client";
import { buildCertificate, FIXTURE_IDS, WORLD_NAMES } from "@cla/domain/fixtures";
import type { Meta } from "@storybook/react-vite";
import { http, HttpResponse, delay } from "msw";
import { expect, fn, userEvent, within } from "storybook/test";
import {
  certificateNotYet,
  certificateOk,
  failWith,
  fixtures,
  listOk,
  networkError,
  pending,
} from "../../mocks/handlers";
import type { Story } from "../../mocks/story";
import { expectAlert, expectScreen, findToast, portalMeta, SLOW } from "../../mocks/story";
import { showsText } from "../../mocks/stateStories";

export default {
  title: "Portal/Account/Certificate",
  ...portalMeta({ path: "/certificate", session: "student" }),
} satisfies Meta;

/** The certificate's fonts (fetched for a download only), wherever the build put them. */
const FONT = /\/(inter|lora)-latin(-ext)?[^/]*\.ttf(\?.*)?$/;

/** A clipboard that records what was written (the story's own, put back afterwards). */
function withClipboard(writeText: (text: string) => Promise<void>) {
  return () => {
    const previous = Object.getOwnPropertyDescriptor(navigator, "clipboard");
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    return () => {
      if (previous) Object.defineProperty(navigator, "clipboard", previous);
      else Reflect.deleteProperty(navigator, "clipboard");
    };
  };
}

/** Completed: the preview (academy, title, name, cohort, courses, date, code) and both actions. */
export const Issued: Story = {
  parameters: { msw: { handlers: [certificateOk()] } },
  play: async ({ canvas, canvasElement }) => {
    await expectScreen(canvasElement, "Certificate");
    const preview = await canvas.findByRole("article", { name: "Certificate of Completion" }, SLOW);
    const inPreview = within(preview);
    await expect(inPreview.getByText("Christian Leadership Academy")).toBeVisible();
    await expect(inPreview.getByText("Samuel Boateng")).toBeVisible();
    await expect(inPreview.getByText(/Cohort 2024B/)).toBeVisible();
    await expect(inPreview.getByText("Foundations of Leadership")).toBeVisible();
    await expect(inPreview.getByText("Leader-Managerial Class")).toBeVisible();
    await expect(inPreview.getByText(/^Completed on \d{1,2} \w+ \d{4}$/)).toBeVisible();
    await expect(inPreview.getByText(FIXTURE_IDS.certificateCode)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Download PDF" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Copy verification link" })).toBeEnabled();
    await expect(canvas.getByRole("link", { name: /\/verify\/CLA-/ })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to Profile" })).toHaveAttribute(
      "href",
      "/portal/profile",
    );
  },
};

/**
 * Issued to names in other scripts (decision 179): an Arabic name, written right to left in its own direction,
 * a cohort in Devanagari and courses in Ethiopic, Korean and Chinese. The PDF of each is checked by
 * certificatePdf.test.ts and nameRendering.test.ts (poppler against Chromium).
 */
export const IssuedInOtherScripts: Story = {
  parameters: {
    msw: {
      handlers: [
        certificateOk({
          ...buildCertificate(new Date()),
          name: WORLD_NAMES.arabic,
          cla_cohort_name: WORLD_NAMES.devanagari,
          courses: [
            { id: "c1", name: WORLD_NAMES.ethiopic },
            { id: "c2", name: WORLD_NAMES.korean },
            { id: "c3", name: WORLD_NAMES.mixed },
          ],
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const preview = await canvas.findByRole("article", { name: "Certificate of Completion" }, SLOW);
    const inPreview = within(preview);
    await expect(inPreview.getByText(WORLD_NAMES.arabic)).toHaveAttribute("dir", "auto");
    await expect(inPreview.getByText(new RegExp(WORLD_NAMES.devanagari))).toBeVisible();
    for (const course of [WORLD_NAMES.ethiopic, WORLD_NAMES.korean, WORLD_NAMES.mixed])
      await expect(inPreview.getByText(course)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Download PDF" })).toBeEnabled();
  },
};

const writeText = fn(async (_text: string) => {});

/** Copy verification link: the certificate's verify_url goes to the clipboard, with a toast. */
export const LinkCopied: Story = {
  parameters: { msw: { handlers: [certificateOk()] } },
  beforeEach: () => {
    writeText.mockClear();
    return withClipboard(writeText)();
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Copy verification link" }, SLOW));
    await findToast(canvasElement, "Verification link copied.");
    await expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\/verify\/CLA-[0-9A-Z]{4}-/));
  },
};

/** Download PDF while the PDF is being made: the button is busy ('Preparing PDF...'). */
export const PdfBusy: Story = {
  parameters: {
    msw: {
      handlers: [
        certificateOk(),
        http.get(FONT, async () => {
          await delay("infinite");
          return HttpResponse.text("");
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Download PDF" }, SLOW));
    const busy = await canvas.findByRole("button", { name: /Preparing PDF/ }, SLOW);
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute("aria-busy", "true");
  },
};

/** Download PDF failed (here its fonts could not be fetched): the alert, and the button back. */
export const PdfFailed: Story = {
  parameters: { msw: { handlers: [certificateOk(), http.get(FONT, () => HttpResponse.error())] } },
  beforeEach: () => {
    // The failure is logged for developers; keep the test output quiet.
    const original = console.error;
    console.error = () => {};
    return () => {
      console.error = original;
    };
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Download PDF" }, SLOW));
    await expectAlert(canvasElement, "The PDF could not be created. Please try again.");
    await expect(canvas.getByRole("button", { name: "Download PDF" })).toBeEnabled();
  },
};

/** Not completed: the API's message, the date it becomes available and the courses still running. */
export const NotYetAvailable: Story = {
  parameters: { msw: { handlers: [certificateNotYet(), listOk("/cla_courses", fixtures.courses())] } },
  play: async ({ canvas, canvasElement }) => {
    await expectScreen(canvasElement, "Certificate");
    await expect(await canvas.findByText(API_ERRORS.certificateNotAvailable, {}, SLOW)).toBeVisible();
    await expect(canvas.getByText(/^It will be available on \d{1,2} \w+ \d{4}\.$/)).toBeVisible();
    const running = await canvas.findByRole("list", {}, SLOW);
    // The ended course is not listed; the open and the locked ones are, with their end dates.
    await expect(within(running).getAllByRole("listitem")).toHaveLength(2);
    await expect(within(running).getByText("Minister-Service Class")).toBeVisible();
    await expect(canvas.queryByText("Believer-Beginners' Foundations")).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Download PDF" })).not.toBeInTheDocument();
  },
};

/** Not completed, and the cohort has no course: no date can be given yet. */
export const NoCourses: Story = {
  parameters: { msw: { handlers: [certificateNotYet(null)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(API_ERRORS.certificateNotAvailable, {}, SLOW)).toBeVisible();
    await expect(
      canvas.getByText("The cohort has no courses yet, so there is no date for the certificate yet."),
    ).toBeVisible();
    await expect(canvas.queryByText(/It will be available on/)).not.toBeInTheDocument();
  },
};

/** Not completed, the running courses failed to load: the date stays, the list's failure with a retry. */
export const NotYetCoursesFailed: Story = {
  parameters: {
    msw: { handlers: [certificateNotYet(), failWith("get", "/cla_courses", 500, API_ERRORS.internal)] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^It will be available on/, {}, SLOW)).toBeVisible();
    await expect(
      await canvas.findByText("Failed to fetch courses. Please try again.", {}, SLOW),
    ).toBeVisible();
  },
};

/** The certificate loading. */
export const Loading: Story = showsText("Loading the certificate...", {
  msw: { handlers: [pending("get", "/certificate")] },
});

/** The certificate failed to load (a server error): the screen's text and a retry. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failWith("get", "/certificate", 500, API_ERRORS.internal)] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("Failed to fetch the certificate. Please try again.", {}, SLOW),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: /Try again|Retry/ })).toBeVisible();
  },
};

/** No response from the server. */
export const NoResponse: Story = showsText(/No response from server/, {
  msw: { handlers: [networkError("get", "/certificate")] },
});

/** A facilitator from the desk's student table: the student's certificate, and the way back to the desk. */
export const Facilitator: Story = {
  parameters: {
    portal: { session: "facilitator", path: `/certificate?student=${fixtures.student().id}` },
    msw: { handlers: [certificateOk()] },
  },
  play: async ({ canvas, canvasElement }) => {
    await expectScreen(canvasElement, "Student's certificate");
    await expect(await canvas.findByText("Samuel Boateng", {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Download PDF" })).toBeEnabled();
    await expect(canvas.getByRole("link", { name: "Back to Instructor Desk" })).toHaveAttribute(
      "href",
      "/portal/instructorDesk",
    );
  },
};

/** A facilitator, the student's cohort not completed (the desk names the cohort, so its courses show). */
export const FacilitatorNotYet: Story = {
  parameters: {
    portal: { session: "facilitator", path: `/certificate?student=${fixtures.student().id}&cohort=3` },
    msw: { handlers: [certificateNotYet(), listOk("/cla_courses", fixtures.courses("facilitator"))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(API_ERRORS.certificateNotAvailable, {}, SLOW)).toBeVisible();
    await expect(await canvas.findByRole("heading", { name: "Courses still running" }, SLOW)).toBeVisible();
  },
};

/** A facilitator naming someone who is not a user: 'Student not found!', without a retry. */
export const FacilitatorStudentNotFound: Story = {
  parameters: {
    portal: { session: "facilitator", path: "/certificate?student=CLA0000000000000" },
    msw: { handlers: [failWith("get", "/certificate", 404, "User not found")] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Student not found!", {}, SLOW)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /Try again|Retry/ })).not.toBeInTheDocument();
  },
};

/** A facilitator without a student named: where to open one. */
export const FacilitatorNoStudent: Story = {
  parameters: { portal: { session: "facilitator" } },
  play: async ({ canvas, canvasElement }) => {
    await expectScreen(canvasElement, "Student's certificate");
    await expect(
      canvas.getByText("Open a student's certificate from the student table of the Instructor Desk."),
    ).toBeVisible();
  },
};
