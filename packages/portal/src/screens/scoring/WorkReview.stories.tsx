import type { StudentWork, WorkKind } from "@cla/domain/client";
import { API_ERRORS, ASSESSMENT_KINDS, messages } from "@cla/domain/client";
import { FIXTURE_IDS, WORK_FILE_FIXTURES } from "@cla/domain/fixtures";
import type { Meta } from "@storybook/react-vite";
import { http, HttpResponse, type HttpHandler } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  apiUrl,
  assessmentFixtures,
  failWith,
  pending,
  assessmentsById,
  scoreOk,
  studentWorkFixtures,
  studentsWithoutScoresOk,
  worksOk,
} from "../../mocks/handlers";
import { expectScreen, findToast, portalMeta, SLOW, type Story } from "../../mocks/story";

/**
 * A facilitator on an assignment or a contribution: the cohort's students with where each stands, the chosen
 * student's work (text, links, files) beside the score form, and the comment sent with the score
 * (docs/api.md §6.13, §6.6).
 */
export default {
  title: "Portal/Scoring/Work review",
  ...portalMeta({ path: "/portal/assignments", session: "facilitator" }),
} satisfies Meta;

const SEGMENT = { assignment: "assignments", contribution: "contributions" } as const;
const ITEM = {
  assignment: assessmentFixtures("assignment", "facilitator")[2]!,
  contribution: assessmentFixtures("contribution", "facilitator")[2]!,
};
const [BOLA, CHIDI] = FIXTURE_IDS.classmates;

interface Review {
  /** The works list's answer (default: the fixture's). */
  works?: StudentWork[];
  /** Opens the page at `?student=`. */
  student?: string;
  /** Answers the works list instead of `works` (a held or failing request, a list that changes). */
  worksHandler?: HttpHandler;
  /** Further handlers: a score POST, a file download. */
  more?: HttpHandler[];
}

/** A facilitator on the item of `kind`, with its statistics and works list answered. */
function reviewing(
  kind: WorkKind,
  { works = studentWorkFixtures(), student, worksHandler, more = [] }: Review = {},
) {
  const item = ITEM[kind];
  return {
    portal: {
      session: "facilitator" as const,
      path: `/portal/${SEGMENT[kind]}/${item.id}${student ? `?student=${student}` : ""}`,
      // The handed-in times read the same wherever the story is seen.
      timeZones: { viewer: "UTC", academy: "UTC" },
    },
    msw: {
      handlers: [
        assessmentsById(kind, [item]),
        studentsWithoutScoresOk(kind),
        worksHandler ?? worksOk(kind, works),
        ...more,
      ],
    },
  };
}

/** The chosen student's work: the section under their name (a level-4 heading). */
async function chosenWork(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  const heading = await within(canvasElement).findByRole("heading", { level: 4, name }, SLOW);
  return heading.closest("section")!;
}

function studentButton(canvasElement: HTMLElement, name: RegExp) {
  const list = within(canvasElement).getByRole("list", { name: "Students" });
  return within(list).getByRole("button", { name });
}

/** Bola's work as handed in: text with its line breaks and indents, two links, two files; nothing chosen first. */
export const ReadingWork: Story = {
  parameters: reviewing("assignment"),
  play: async ({ canvas, canvasElement }) => {
    await expectScreen(canvasElement, ITEM.assignment.name);
    await expect(await canvas.findByText(messages.chooseStudentToReadWork, {}, SLOW)).toBeVisible();
    const list = canvas.getByRole("list", { name: "Students" });
    await expect(
      within(list)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual([
      `Ada Obi ${messages.workStatusScored}`,
      `Bola Adeyemi ${messages.workStatusHandedIn}`,
      `Chidi Okafor ${messages.workStatusLate}`,
      `Grace Mensah ${messages.workStatusNotHandedIn}`,
    ]);
    await userEvent.click(studentButton(canvasElement, /Bola Adeyemi/));
    await expect(studentButton(canvasElement, /Bola Adeyemi/)).toHaveAttribute("aria-pressed", "true");
    const work = within(await chosenWork(canvasElement, "Bola Adeyemi"));
    const text = work.getByText(/Servant leadership starts at the table/);
    await expect(text.textContent).toBe(studentWorkFixtures()[1]!.work!.text);
    await expect(text).toHaveClass("whitespace-pre-wrap");
    for (const link of studentWorkFixtures()[1]!.work!.links) {
      const anchor = work.getByRole("link", { name: (name) => name.startsWith(link) });
      await expect(anchor).toHaveAttribute("href", link);
      await expect(anchor).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(
      work.getByRole("button", { name: `Download ${WORK_FILE_FIXTURES.essay.name}` }),
    ).toBeEnabled();
    await expect(work.getByText("(3.0 MB)")).toBeVisible();
    // The same student is chosen in the score form, with the comment box beside the work.
    await expect(canvas.getByRole("combobox", { name: /Student/ })).toHaveValue(BOLA);
    await expect(canvas.getByRole("textbox", { name: /Comment/ })).toHaveValue("");
  },
};

/** Text and links are shown inert: markup stays text, and a link that is not http(s) is not a link. */
export const UntrustedWork: Story = {
  parameters: reviewing("contribution", {
    works: studentWorkFixtures().map((entry, index) =>
      index === 1
        ? {
            ...entry,
            work: {
              ...entry.work!,
              text: '<img src=x onerror="alert(1)"> <b>bold</b>',
              links: ["javascript:alert(1)", "https://example.org/ok"],
              files: [],
            },
          }
        : entry,
    ),
    student: BOLA,
  }),
  play: async ({ canvasElement }) => {
    const work = within(await chosenWork(canvasElement, "Bola Adeyemi"));
    await expect(work.getByText('<img src=x onerror="alert(1)"> <b>bold</b>')).toBeVisible();
    await expect(canvasElement.querySelector("img[src='x'], b")).toBeNull();
    await expect(work.getByText("javascript:alert(1)").closest("a")).toBeNull();
    await expect(work.getAllByRole("link")).toHaveLength(1);
  },
};

/** Work handed in after the due day: 'late', opened from a score's link (?student=). */
export const LateWork: Story = {
  parameters: reviewing("contribution", { student: CHIDI }),
  play: async ({ canvas, canvasElement }) => {
    const work = within(await chosenWork(canvasElement, "Chidi Okafor"));
    await expect(work.getByText(messages.workStatusLate)).toBeVisible();
    await expect(work.getByText(/^Handed in/)).toBeVisible();
    await expect(work.queryByText("Text")).toBeNull();
    await expect(canvas.getByRole("combobox", { name: /Student/ })).toHaveValue(CHIDI);
  },
};

const NOBODY = studentWorkFixtures().map((entry) => ({ ...entry, work: null, score: null }));

/** Nobody has handed anything in: every student 'not handed in', and the dropdown has one group. */
export const NobodyHandedIn: Story = {
  parameters: reviewing("assignment", { works: NOBODY, student: BOLA }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(messages.nobodyHandedIn, {}, SLOW)).toBeVisible();
    const list = canvas.getByRole("list", { name: "Students" });
    await expect(within(list).getAllByText(messages.workStatusNotHandedIn)).toHaveLength(NOBODY.length);
    const work = within(await chosenWork(canvasElement, "Bola Adeyemi"));
    await expect(work.getByText(messages.noWorkHandedIn)).toBeVisible();
    const groups = within(canvas.getByRole("combobox", { name: /Student/ })).getAllByRole("group");
    await expect(groups.map((group) => group.getAttribute("label"))).toEqual(["Not handed in"]);
  },
};

/** A scored student: their work, the score and the facilitator's comment; the form no longer offers them. */
export const ScoredWithComment: Story = {
  parameters: reviewing("assignment", { student: FIXTURE_IDS.student }),
  play: async ({ canvas, canvasElement }) => {
    const work = within(await chosenWork(canvasElement, "Ada Obi"));
    await expect(work.getByText(messages.workStatusScored)).toBeVisible();
    await expect(work.getByText("Score: 85.5%")).toBeVisible();
    await expect(work.getByText(/Work on your conclusion/)).toBeVisible();
    const student = canvas.getByRole("combobox", { name: /Student/ });
    await expect(student).toHaveDisplayValue(messages.selectStudentPlaceholder);
    await expect(within(student).queryByRole("option", { name: "Ada Obi" })).toBeNull();
  },
};

/** The works list answers with Bola scored once the score is in. */
function worksThenScored(kind: WorkKind) {
  let calls = 0;
  return http.get(apiUrl(`${ASSESSMENT_KINDS[kind].path}/:id/works`), () => {
    calls += 1;
    const works = studentWorkFixtures().map((entry) =>
      calls > 1 && entry.student.id === BOLA
        ? {
            ...entry,
            score: { score: 91, comment: "Clear and honest.", created_at: new Date().toISOString() },
          }
        : entry,
    );
    return HttpResponse.json({ works });
  });
}

/** Scoring with a comment: one POST, the toast, and the list shows the student scored with the comment. */
export const ScoringWithComment: Story = {
  parameters: reviewing("contribution", {
    student: BOLA,
    worksHandler: worksThenScored("contribution"),
    more: [scoreOk("contribution")],
  }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByRole("textbox", { name: /Score/ }, SLOW), "91");
    const comment = canvas.getByRole("textbox", { name: /Comment/ });
    await userEvent.type(comment, "Clear and honest.");
    await expect(canvas.getByText(/17 of 5,000 characters/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await findToast(canvasElement, messages.contributionScored);
    await waitFor(
      () => expect(studentButton(canvasElement, /Bola Adeyemi/)).toHaveTextContent(messages.workStatusScored),
      SLOW,
    );
    const work = within(await chosenWork(canvasElement, "Bola Adeyemi"));
    await expect(work.getByText("Clear and honest.")).toBeVisible();
  },
};

/** A download the server refuses: its message in a toast, and the button is ready again. */
export const DownloadFailed: Story = {
  parameters: reviewing("assignment", {
    student: BOLA,
    more: [
      failWith(
        "get",
        `/cla_work_files/${WORK_FILE_FIXTURES.essay.id}`,
        404,
        API_ERRORS.thingNotFound("File"),
      ),
    ],
  }),
  play: async ({ canvas, canvasElement }) => {
    const name = `Download ${WORK_FILE_FIXTURES.essay.name}`;
    await userEvent.click(await canvas.findByRole("button", { name }, SLOW));
    await findToast(canvasElement, "File not found");
    await waitFor(() => expect(canvas.getByRole("button", { name })).toBeEnabled(), SLOW);
  },
};

/** A download under way: the file's button says 'Downloading...' until the bytes are in. */
export const Downloading: Story = {
  parameters: reviewing("assignment", { student: BOLA, more: [pending("get", "/cla_work_files/:id")] }),
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole("button", { name: `Download ${WORK_FILE_FIXTURES.slides.name}` }, SLOW),
    );
    await expect(await canvas.findByRole("button", { name: "Downloading..." }, SLOW)).toBeDisabled();
    await expect(
      canvas.getByRole("button", { name: `Download ${WORK_FILE_FIXTURES.essay.name}` }),
    ).toBeEnabled();
  },
};

/** The works list still loading: 'Loading work...' while the score form is ready. */
export const WorksLoading: Story = {
  parameters: reviewing("assignment", {
    worksHandler: pending("get", `${ASSESSMENT_KINDS.assignment.path}/:id/works`),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loadingStudentWorks, {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: /Student/ })).toBeEnabled();
  },
};

/** The works list failed: its failure text with a retry; the score form still works. */
export const WorksFailed: Story = {
  parameters: reviewing("contribution", {
    worksHandler: failWith(
      "get",
      `${ASSESSMENT_KINDS.contribution.path}/:id/works`,
      500,
      API_ERRORS.internal,
    ),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.failedToFetchStudentWorks, {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeEnabled();
    await expect(canvas.getByRole("combobox", { name: /Student/ })).toBeEnabled();
  },
};

/** Grading one hand-in after another: "Save and next" on Bola, with the count left and the order to follow. */
export const SaveAndNext: Story = {
  parameters: reviewing("assignment", { student: BOLA }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("2 of 3 to grade", {}, SLOW)).toHaveAttribute("role", "status");
    await expect(canvas.getByRole("combobox", { name: "Next student by" })).toHaveValue("name");
    await userEvent.type(canvas.getByRole("textbox", { name: /Score/ }), "80");
    await expect(canvas.getByRole("button", { name: "Save and next" })).toBeEnabled();
  },
};

/** At the last student to grade: no "Save and next", only Submit. */
export const SaveAndNextAtTheLastStudent: Story = {
  parameters: reviewing("assignment", { student: CHIDI }),
  play: async ({ canvas }) => {
    await canvas.findByText("2 of 3 to grade", {}, SLOW);
    await waitFor(() => expect(canvas.getByRole("combobox", { name: /Student/ })).toHaveValue(CHIDI));
    await expect(canvas.queryByRole("button", { name: "Save and next" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Submit" })).toBeVisible();
  },
};
