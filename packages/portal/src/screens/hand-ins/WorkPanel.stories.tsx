import type { Assessment, WorkFile, WorkKind, WorkPut, WorkResponse } from "@cla/domain/client";
import {
  API_ERRORS,
  ASSESSMENT_KINDS,
  FIELD_MESSAGES,
  formatDateTime,
  handedInOn,
  messages,
  WORK_FILE_MAX_BYTES,
} from "@cla/domain/client";
import { buildWork, buildWorkScore } from "@cla/domain/fixtures";
import type { Meta } from "@storybook/react-vite";
import type { HttpHandler } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  assessmentFixtures,
  failValidation,
  failWith,
  fixtureNow,
  networkError,
  pending,
  assessmentsById,
  uploadOk,
  workKept,
} from "../../mocks/handlers";
import { expectAlert, expectScreen, findToast, portalMeta, SLOW, type Story } from "../../mocks/story";

/**
 * A student's hand-in on an assignment or a contribution (docs/api.md §6.13): the real details screen with the
 * hand-in panel in every state. Times are in UTC, so the status lines do not depend on the host's zone.
 */
export default {
  title: "Portal/Hand-ins/Hand-in panel",
  ...portalMeta({
    path: "/portal/assignments",
    session: "student",
    timeZones: { viewer: "UTC", academy: "UTC" },
  }),
} satisfies Meta;

const SEGMENT = { assignment: "assignments", contribution: "contributions" } as const;

/** The fixture item of `kind`: new (due in a week), due today, or past (scored 85.5 for the student). */
function item(kind: WorkKind, which: 0 | 1 | 2): Assessment {
  return assessmentFixtures(kind)[which]!;
}

/** The details of `record` with the work `answer` (kept between requests) and any other handlers. */
function handIn(
  kind: WorkKind,
  record: Assessment,
  options: Parameters<typeof workKept>[1] = {},
  ...handlers: HttpHandler[]
): Story["parameters"] {
  return {
    portal: { path: `/portal/${SEGMENT[kind]}/${record.id}` },
    msw: {
      handlers: [...workKept(kind, options), ...handlers, assessmentsById(kind, [record])],
    },
  };
}

/** The hand-in panel once it has loaded, found by its status line. */
async function panel(canvasElement: HTMLElement): Promise<HTMLElement> {
  const status = await within(canvasElement).findByTestId("work-status", {}, SLOW);
  return status.closest<HTMLElement>('[data-slot="card"]')!;
}

function statusLine(work: NonNullable<WorkResponse["work"]>): string {
  return handedInOn(formatDateTime(work.updated_at, "UTC"), work.late);
}

async function chooseFiles(canvasElement: HTMLElement, ...files: File[]) {
  await userEvent.upload(await within(canvasElement).findByLabelText("Add files", {}, SLOW), files);
}

const pdf = (name = "essay.pdf", bytes: BlobPart = "%PDF-1.4\n") =>
  new File([bytes], name, { type: "application/pdf" });

/** Nothing handed in yet: 'Not handed in', an empty form whose every control is labelled, 'Hand in'. */
export const NotHandedIn: Story = {
  parameters: handIn("assignment", item("assignment", 0)),
  play: async ({ canvasElement }) => {
    const work = within(await panel(canvasElement));
    await expect(work.getByTestId("work-status")).toHaveTextContent(messages.workStatusNotHandedIn);
    await expect(work.getByRole("textbox", { name: "Your text" })).toHaveValue("");
    await expect(work.getByRole("textbox", { name: "Link 1" })).toHaveValue("");
    await expect(work.getByRole("button", { name: "Remove link 1" })).toBeEnabled();
    await expect(work.getByRole("button", { name: "Add a link" })).toBeEnabled();
    await expect(work.getByLabelText("Add files")).toHaveAttribute("type", "file");
    await expect(work.getByRole("button", { name: "Hand in" })).toBeEnabled();
  },
};

/** Text, a link and an uploaded file handed in: the PUT names them, a toast, and the status line says when. */
export const HandsIn: Story = (() => {
  const seen: WorkPut[] = [];
  const stored: WorkFile[] = [];
  return {
    parameters: handIn("contribution", item("contribution", 1), { files: stored, seen }, uploadOk(stored)),
    play: async ({ canvasElement }) => {
      seen.length = 0;
      stored.length = 0;
      const work = within(await panel(canvasElement));
      await userEvent.type(work.getByRole("textbox", { name: "Your text" }), "Serving first.");
      await userEvent.type(work.getByRole("textbox", { name: "Link 1" }), "https://example.org/my-essay");
      await chooseFiles(canvasElement, pdf());
      await expect(await work.findByRole("button", { name: "Remove essay.pdf" }, SLOW)).toBeEnabled();
      await waitFor(() => expect(work.queryByRole("progressbar")).toBeNull(), SLOW);
      await userEvent.click(work.getByRole("button", { name: "Hand in" }));
      await findToast(canvasElement, messages.workHandedInSuccess);
      await expect(seen).toEqual([
        { text: "Serving first.", links: ["https://example.org/my-essay"], file_ids: [stored[0]!.id] },
      ]);
      await waitFor(() =>
        expect(work.getByTestId("work-status")).toHaveTextContent(/^Handed in on .+ · on time$/),
      );
      await expect(work.getByRole("button", { name: "Update" })).toBeEnabled();
    },
  };
})();

/** A file on its way: its progress bar is named for screen readers, and Hand in waits for it. */
export const Uploading: Story = {
  parameters: handIn("assignment", item("assignment", 0), {}, pending("post", "/cla_work_files")),
  play: async ({ canvasElement }) => {
    const work = within(await panel(canvasElement));
    await chooseFiles(canvasElement, pdf("reflection.pdf"));
    await expect(
      await work.findByRole("progressbar", { name: "Uploading reflection.pdf" }, SLOW),
    ).toBeVisible();
    await expect(work.getByRole("button", { name: "Hand in" })).toBeDisabled();
    await waitFor(() =>
      expect(work.getByText("Uploading reflection.pdf", { selector: "p" })).toBeInTheDocument(),
    );
  },
};

/** An upload that got no answer: the message under the file, which can be removed; nothing else changes. */
export const UploadFailed: Story = {
  parameters: handIn("assignment", item("assignment", 0), {}, networkError("post", "/cla_work_files")),
  play: async ({ canvasElement }) => {
    const work = within(await panel(canvasElement));
    await chooseFiles(canvasElement, pdf());
    await expect(await work.findByTestId("file-error", {}, SLOW)).toHaveTextContent(messages.noResponse);
    await expect(work.getByRole("button", { name: "Hand in" })).toBeEnabled();
    await userEvent.click(work.getByRole("button", { name: "Remove essay.pdf" }));
    await expect(work.queryByTestId("file-error")).toBeNull();
  },
};

/** A file over 10 MiB is refused before any upload, with the server's own text. */
export const TooLarge: Story = {
  parameters: handIn("assignment", item("assignment", 0)),
  play: async ({ canvasElement }) => {
    const work = within(await panel(canvasElement));
    await chooseFiles(canvasElement, pdf("lecture.pdf", new Uint8Array(WORK_FILE_MAX_BYTES + 1)));
    await expect(await work.findByTestId("file-error", {}, SLOW)).toHaveTextContent(API_ERRORS.fileTooLarge);
    await expect(work.queryByRole("progressbar")).toBeNull();
  },
};

/** The server judges the content: a file that is not one of the accepted types gets its 415 text. */
export const WrongType: Story = {
  parameters: handIn(
    "contribution",
    item("contribution", 0),
    {},
    failWith("post", "/cla_work_files", 415, API_ERRORS.fileTypeRefused),
  ),
  play: async ({ canvasElement }) => {
    const work = within(await panel(canvasElement));
    await chooseFiles(canvasElement, pdf("notes.pdf", "MZ\u0000\u0000"));
    await expect(await work.findByTestId("file-error", {}, SLOW)).toHaveTextContent(
      API_ERRORS.fileTypeRefused,
    );
  },
};

/** Past the student's 100 MiB: the server's 422 under the file. */
export const TotalTooLarge: Story = {
  parameters: handIn(
    "assignment",
    item("assignment", 0),
    {},
    failValidation("post", "/cla_work_files", { file: [FIELD_MESSAGES.filesTotalTooLarge] }),
  ),
  play: async ({ canvasElement }) => {
    const work = within(await panel(canvasElement));
    await chooseFiles(canvasElement, pdf());
    await expect(await work.findByTestId("file-error", {}, SLOW)).toHaveTextContent(
      `File ${FIELD_MESSAGES.filesTotalTooLarge}`,
    );
  },
};

/** More files than a hand-in holds: none is uploaded, and the form says why. */
export const TooManyFiles: Story = {
  parameters: handIn("assignment", item("assignment", 0)),
  play: async ({ canvasElement }) => {
    const work = within(await panel(canvasElement));
    await chooseFiles(canvasElement, pdf("a.pdf"), pdf("b.pdf"), pdf("c.pdf"), pdf("d.pdf"));
    await expect(await work.findByText(messages.tooManyWorkFiles, {}, SLOW)).toBeVisible();
    await expect(work.queryByRole("list", { name: "Files" })).toBeNull();
  },
};

/** A link that is not http or https, and a hand-in with nothing in it: inline messages, nothing sent. */
export const Invalid: Story = (() => {
  const seen: WorkPut[] = [];
  return {
    parameters: handIn("assignment", item("assignment", 0), { seen }),
    play: async ({ canvasElement }) => {
      seen.length = 0;
      const work = within(await panel(canvasElement));
      await userEvent.click(work.getByRole("button", { name: "Hand in" }));
      await expectAlert(canvasElement, `Your work ${FIELD_MESSAGES.emptyWork}`);
      await userEvent.type(work.getByRole("textbox", { name: "Link 1" }), "javascript:alert(1)");
      await userEvent.click(work.getByRole("button", { name: "Hand in" }));
      await expect(await work.findByText(`Link 1 ${FIELD_MESSAGES.url}`, {}, SLOW)).toBeVisible();
      await expect(work.getByRole("textbox", { name: "Link 1" })).toHaveAttribute("aria-invalid", "true");
      await expect(seen).toEqual([]);
    },
  };
})();

const ON_TIME = { work: buildWork(fixtureNow()), score: null };

/** Handed in on time: when, the form filled with the work as kept (each file with its Download), 'Update'. */
export const HandedInOnTime: Story = {
  parameters: handIn("assignment", item("assignment", 1), { answer: ON_TIME }),
  play: async ({ canvasElement }) => {
    const work = within(await panel(canvasElement));
    await expect(work.getByTestId("work-status")).toHaveTextContent(statusLine(ON_TIME.work));
    await expect(statusLine(ON_TIME.work)).toMatch(/ · on time$/);
    await expect(work.getByRole("textbox", { name: "Your text" })).toHaveValue(ON_TIME.work.text);
    await expect(work.getByRole("textbox", { name: "Link 1" })).toHaveValue(ON_TIME.work.links[0]);
    await expect(work.getByRole("button", { name: `Remove ${ON_TIME.work.files[0]!.name}` })).toBeEnabled();
    await expect(work.getByRole("button", { name: `Download ${ON_TIME.work.files[0]!.name}` })).toBeEnabled();
    await expect(work.getByRole("button", { name: "Update" })).toBeEnabled();
  },
};

const LATE = { work: buildWork(fixtureNow(), true), score: null };

/** Handed in after the due day: '… · late', and it can still be updated until it is scored. */
export const HandedInLate: Story = {
  parameters: handIn("contribution", item("contribution", 2), { answer: LATE }),
  play: async ({ canvasElement }) => {
    const work = within(await panel(canvasElement));
    await expect(work.getByTestId("work-status")).toHaveTextContent(statusLine(LATE.work));
    await expect(statusLine(LATE.work)).toMatch(/ · late$/);
    await expect(work.getByRole("button", { name: "Update" })).toBeEnabled();
  },
};

const SCORED = { work: buildWork(fixtureNow(), true), score: buildWorkScore(fixtureNow()) };

/**
 * Scored: the facilitator's comment under the score, 'Scored — your work can no longer be changed', and the
 * work read-only: its text as plain text, its links as links that open in a new tab without the portal behind
 * them, its files by name, each with its Download.
 */
export const ScoredWithComment: Story = {
  parameters: handIn("assignment", item("assignment", 2), {
    answer: { ...SCORED, work: { ...SCORED.work, links: [...SCORED.work.links, "javascript:alert(1)"] } },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectScreen(canvasElement, item("assignment", 2).name);
    const work = within(await panel(canvasElement));
    await expect(work.getByTestId("work-status")).toHaveTextContent(messages.workScoredLocked);
    await expect(canvas.getByTestId("student-score")).toHaveTextContent("Your Score: 85.5%");
    await expect(canvas.getByText(SCORED.score.comment!)).toBeVisible();
    await expect(canvas.getByText("Comment from your facilitator")).toBeVisible();
    await expect(work.queryByRole("textbox")).toBeNull();
    await expect(work.queryByRole("button", { name: "Update" })).toBeNull();
    await expect(work.getByText(/leading means serving first/)).toBeVisible();
    const link = work.getByRole("link", { name: (name) => name.startsWith(SCORED.work.links[0]!) });
    await expect(link).toHaveAttribute("href", SCORED.work.links[0]);
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(work.queryByRole("link", { name: "javascript:alert(1)" })).toBeNull();
    await expect(work.getByText("javascript:alert(1)")).toBeVisible();
    await expect(work.getByRole("button", { name: `Download ${SCORED.work.files[0]!.name}` })).toBeVisible();
  },
};

/** The work could not be loaded: the panel's failure with a retry; the rest of the screen stays. */
export const WorkFailed: Story = {
  parameters: {
    portal: { path: `/portal/assignments/${item("assignment", 0).id}` },
    msw: {
      handlers: [
        failWith("get", `${ASSESSMENT_KINDS.assignment.path}/:id/work`, 500, API_ERRORS.internal),
        assessmentsById("assignment", [item("assignment", 0)]),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.failedToFetchWork, {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeEnabled();
    await expect(canvas.getByTestId("student-score")).toBeVisible();
  },
};
