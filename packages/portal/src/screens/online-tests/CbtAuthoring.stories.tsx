import type { CbtQuestionKind } from "@cla/domain/client";
import { API_ERRORS } from "@cla/domain/client";
import { buildCbtTest, buildEmptyCbtTest, FIXTURE_IDS } from "@cla/domain/fixtures";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  assessmentFixtures,
  cbtQuestionsLocked,
  cbtQuestionsOk,
  failValidation,
  failWith,
  pending,
  assessmentsById,
  courseChoicesOk,
} from "../../mocks/handlers";
import type { Story } from "../../mocks/story";
import { expectAlert, expectScreen, portalMeta, SLOW } from "../../mocks/story";
import { texts } from "./texts";

/** The CBT form's optional test (docs/api.md §6.14): questions of four kinds, time limit and shuffle. */
export default {
  title: "Portal/Online tests/Authoring",
  ...portalMeta({ path: "/portal/cbt/new", session: "facilitator" }),
} satisfies Meta;

const t = texts.questions;
const CBT = assessmentFixtures("cbt", "facilitator")[0]!;
const EDIT = `/portal/cbt/new?id=${CBT.id}`;
const ADD = `/portal/cbt/new?course=${FIXTURE_IDS.openCourse}`;

/** What the form calls: the cohorts, the cohort's courses, the course or the CBT by id. */
function formHandlers() {
  return [...courseChoicesOk(), assessmentsById("cbt", [CBT])];
}

function questionGroup(canvasElement: HTMLElement, n: number): HTMLElement {
  return within(canvasElement).getByRole("group", { name: t.question(n) });
}

/** The form's course has loaded (the last thing the form waits for). */
async function courseShown(canvasElement: HTMLElement, name: string) {
  await waitFor(
    () => expect(within(canvasElement).getByRole("combobox", { name: /Course/ })).toHaveDisplayValue(name),
    SLOW,
  );
}

/** A new CBT gets a question of `kind`: the fields that kind is written with. */
function writesKind(kind: CbtQuestionKind, check: (question: HTMLElement) => Promise<void>): Story {
  return {
    parameters: { portal: { path: ADD }, msw: { handlers: formHandlers() } },
    play: async ({ canvas, canvasElement }) => {
      await expectScreen(canvasElement, "Add New Cbt");
      await expect(await canvas.findByText(t.none, {}, SLOW)).toBeVisible();
      await userEvent.click(canvas.getByRole("button", { name: t.addQuestion }));
      const question = questionGroup(canvasElement, 1);
      await expect(within(question).getByRole("textbox", { name: /Question text/ })).toHaveFocus();
      await userEvent.keyboard("Which one?");
      await userEvent.selectOptions(within(question).getByRole("combobox", { name: t.kind }), t.kinds[kind]);
      await expect(canvas.getByText(t.summary(1, 1))).toBeVisible();
      await check(question);
    },
  };
}

/** Single choice: options with one 'Correct' radio each; options are added and removed. */
export const WriteSingleChoice: Story = writesKind("single", async (question) => {
  await expect(within(question).getAllByRole("radio")).toHaveLength(2);
  await userEvent.type(within(question).getByRole("textbox", { name: /Option 1/ }), "Peter");
  await userEvent.click(within(question).getByRole("button", { name: t.addOption }));
  await expect(within(question).getByRole("textbox", { name: /Option 3/ })).toHaveFocus();
  await userEvent.keyboard("Jesus");
  await userEvent.click(within(question).getByRole("radio", { name: "Correct: Option 3" }));
  await expect(within(question).getByRole("radio", { name: "Correct: Option 3" })).toBeChecked();
  await userEvent.click(within(question).getByRole("button", { name: t.removeOption(2) }));
  await expect(within(question).getAllByRole("textbox", { name: /Option/ })).toHaveLength(2);
  await expect(within(question).getByRole("radio", { name: "Correct: Option 2" })).toBeChecked();
});

/** Multiple choice: a checkbox per option, any number marked. */
export const WriteMultipleChoice: Story = writesKind("multiple", async (question) => {
  await expect(within(question).getByText(t.optionsHint.multiple)).toBeVisible();
  await userEvent.click(within(question).getByRole("checkbox", { name: "Correct: Option 1" }));
  await userEvent.click(within(question).getByRole("checkbox", { name: "Correct: Option 2" }));
  await expect(within(question).getByRole("checkbox", { name: "Correct: Option 1" })).toBeChecked();
  await expect(within(question).getByRole("checkbox", { name: "Correct: Option 2" })).toBeChecked();
});

/** True or false: the right answer chosen with two radios. */
export const WriteTrueFalse: Story = writesKind("true_false", async (question) => {
  await expect(within(question).queryByRole("textbox", { name: /Option/ })).toBeNull();
  const group = within(question).getByRole("radiogroup", { name: t.correctAnswer });
  await userEvent.click(within(group).getByRole("radio", { name: t.false }));
  await expect(within(group).getByRole("radio", { name: t.false })).toBeChecked();
});

/** Short answer: one accepted answer to start, more added. */
export const WriteShortAnswer: Story = writesKind("short", async (question) => {
  await expect(within(question).getByText(t.acceptedHint)).toBeVisible();
  await userEvent.type(within(question).getByRole("textbox", { name: /Accepted answer 1/ }), "Acts");
  await userEvent.click(within(question).getByRole("button", { name: t.addAccepted }));
  await expect(within(question).getByRole("textbox", { name: /Accepted answer 2/ })).toHaveFocus();
});

/** Editing a CBT with one question of each kind: everything as stored. */
export const EditFourKinds: Story = {
  parameters: { portal: { path: EDIT }, msw: { handlers: [...formHandlers(), cbtQuestionsOk()] } },
  play: async ({ canvas, canvasElement }) => {
    await expectScreen(canvasElement, "Edit Cbt");
    await expect(await canvas.findByText(t.summary(4, 10), {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /Time limit/ })).toHaveValue("30");
    await expect(canvas.getByRole("checkbox", { name: t.shuffle })).not.toBeChecked();
    const kinds = [1, 2, 3, 4].map((n) =>
      within(questionGroup(canvasElement, n)).getByRole("combobox", { name: t.kind }),
    );
    await expect(kinds.map((select) => (select as HTMLSelectElement).value)).toEqual([
      "single",
      "multiple",
      "true_false",
      "short",
    ]);
    await expect(
      within(questionGroup(canvasElement, 1)).getByRole("radio", { name: "Correct: Option 2" }),
    ).toBeChecked();
    await expect(within(questionGroup(canvasElement, 3)).getByRole("radio", { name: t.false })).toBeChecked();
    await expect(
      within(questionGroup(canvasElement, 4)).getByRole("textbox", { name: /Accepted answer 2/ }),
    ).toHaveValue("The Acts of the Apostles");
  },
};

/** Moving a question by keyboard: focus stays on the moved question's button, and the move is announced. */
export const MoveByKeyboard: Story = {
  parameters: { portal: { path: EDIT }, msw: { handlers: [...formHandlers(), cbtQuestionsOk()] } },
  play: async ({ canvas, canvasElement }) => {
    const down = await canvas.findByRole("button", { name: "Move down, question 1" }, SLOW);
    down.focus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByText(t.moved(1, 2))).toBeInTheDocument();
    const moved = within(questionGroup(canvasElement, 2));
    await expect(moved.getByRole("button", { name: "Move down, question 2" })).toHaveFocus();
    await expect(moved.getByRole("textbox", { name: /Question text/ })).toHaveValue(
      buildCbtTest().questions[0]!.text,
    );
    await expect(canvas.getByRole("button", { name: "Move up, question 1" })).toBeDisabled();
  },
};

/** Saved with faults: each message beside its field, before any call. */
export const QuestionValidationErrors: Story = {
  parameters: {
    portal: { path: EDIT },
    msw: { handlers: [...formHandlers(), cbtQuestionsOk(buildEmptyCbtTest())] },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("button", { name: t.addQuestion }, SLOW));
    const question = questionGroup(canvasElement, 1);
    await userEvent.clear(within(question).getByRole("textbox", { name: /Points/ }));
    await userEvent.type(within(question).getByRole("textbox", { name: /Points/ }), "101");
    await courseShown(canvasElement, CBT.course_name);
    await userEvent.click(canvas.getByRole("button", { name: "Save Changes" }));
    await expect(await within(question).findByText("Question text is required", {}, SLOW)).toBeVisible();
    await expect(within(question).getByText("Points must be a whole number from 1 to 100")).toBeVisible();
    await expect(
      within(question).getByText("Options is required. Mark exactly one option as correct"),
    ).toBeVisible();
  },
};

/** The server refuses fields of the list (422 keyed questions.<index>.<field>): each beside its field. */
export const ServerQuestionErrors: Story = {
  parameters: {
    portal: { path: EDIT },
    msw: {
      handlers: [
        ...formHandlers(),
        cbtQuestionsOk(),
        failValidation("put", "/cla_cbts/:id/questions", {
          "questions.0.correct_options": ["must name exactly one option"],
          "questions.2.text": ["must be at most 2000 characters"],
        }),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("checkbox", { name: t.shuffle }, SLOW));
    await courseShown(canvasElement, CBT.course_name);
    await userEvent.click(canvas.getByRole("button", { name: "Save Changes" }));
    await expect(
      await within(questionGroup(canvasElement, 1)).findByText(
        "Mark exactly one option as correct",
        {},
        SLOW,
      ),
    ).toBeVisible();
    await expect(
      within(questionGroup(canvasElement, 3)).getByText("Question text must be at most 2000 characters"),
    ).toBeVisible();
  },
};

/** A student has started: why nothing of the test can change, shown but disabled; the rest stays editable. */
export const Locked: Story = {
  parameters: {
    portal: { path: EDIT },
    msw: { handlers: [...formHandlers(), cbtQuestionsOk(buildCbtTest(true))] },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(t.locked, {}, SLOW)).toBeVisible();
    await expect(
      within(questionGroup(canvasElement, 1)).getByRole("textbox", { name: /Question text/ }),
    ).toBeDisabled();
    await expect(canvas.getByRole("button", { name: t.addQuestion })).toBeDisabled();
    await expect(canvas.getByRole("textbox", { name: /Time limit/ })).toBeDisabled();
    await expect(canvas.getByRole("textbox", { name: /Name/ })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Save Changes" })).toBeEnabled();
  },
};

/** A student started while the form was open: the server's 409 in the form's alert. */
export const LockedOnSave: Story = {
  parameters: {
    portal: { path: EDIT },
    msw: { handlers: [...formHandlers(), cbtQuestionsOk(), cbtQuestionsLocked()] },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("checkbox", { name: t.shuffle }, SLOW));
    await courseShown(canvasElement, CBT.course_name);
    await userEvent.click(canvas.getByRole("button", { name: "Save Changes" }));
    await expectAlert(canvasElement, API_ERRORS.cbtQuestionsLocked);
  },
};

/** A CBT without questions: scored by hand, the test part empty and optional. */
export const ManualCbt: Story = {
  parameters: {
    portal: { path: EDIT },
    msw: { handlers: [...formHandlers(), cbtQuestionsOk(buildEmptyCbtTest())] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.none, {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /Time limit/ })).toHaveValue("");
    await expect(canvas.queryByRole("group", { name: t.question(1) })).toBeNull();
  },
};

/** The stored test is loading: the form waits ('Loading...'). */
export const LoadingQuestions: Story = {
  parameters: {
    portal: { path: EDIT },
    msw: { handlers: [...formHandlers(), pending("get", "/cla_cbts/:id/questions")] },
  },
  play: async ({ canvas, canvasElement }) => {
    await expectScreen(canvasElement, "Edit Cbt");
    await expect(await canvas.findByText("Loading...", {}, SLOW)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Save Changes" })).toBeNull();
  },
};

/** The stored test failed to load: its failure text and 'Try again', and no form to save half a CBT. */
export const QuestionsFailed: Story = {
  parameters: {
    portal: { path: EDIT },
    msw: {
      handlers: [...formHandlers(), failWith("get", "/cla_cbts/:id/questions", 500, API_ERRORS.internal)],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.failedToFetch, {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeEnabled();
  },
};
