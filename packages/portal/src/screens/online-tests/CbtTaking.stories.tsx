import type { CbtAnswersPut, CbtAttemptResponse } from "@cla/domain/client";
import { API_ERRORS, ASSESSMENT_KINDS, formatDay } from "@cla/domain/client";
import { CBT_QUESTION_IDS } from "@cla/domain/fixtures";
import type { Meta } from "@storybook/react-vite";
import { http, HttpResponse, type HttpHandler } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  apiUrl,
  assessmentFixtures,
  cbtAttemptFixture,
  cbtAttemptKept,
  cbtAttemptOk,
  failWith,
  manualCbtAttempt,
  pending,
  assessmentsById,
} from "../../mocks/handlers";
import { expectScreen, portalMeta, SLOW, type Story } from "../../mocks/story";

/**
 * A student taking a CBT in the portal (docs/api.md §6.14, decision 163): the real details screen with the test
 * panel in every state. The CBT is the fixture due today; its attempt has four questions, one of each kind.
 * Times are in UTC, so the texts do not depend on the host's zone.
 */
export default {
  title: "Portal/Online tests/Taking",
  ...portalMeta({
    path: "/portal/cbts",
    session: "student",
    timeZones: { viewer: "UTC", academy: "UTC" },
  }),
} satisfies Meta;

const CBT = assessmentFixtures("cbt")[1]!;
const ATTEMPT = `${ASSESSMENT_KINDS.cbt.path}/:id/attempt`;
/** What a handed-in test says while it has not closed: no score, and when it and the answers will show. */
const scoreLater = `Handed in. Your score and the right answers are shown once the test has closed for everyone, after ${formatDay(CBT.due_date)}.`;

/** The CBT's details with `handlers` for its attempt. */
function taking(...handlers: HttpHandler[]): Story["parameters"] {
  return {
    portal: { path: `/portal/cbts/${CBT.id}` },
    msw: {
      handlers: [...handlers, assessmentsById("cbt", [CBT])],
    },
  };
}

/** The test panel ('Your Test') once it has loaded. */
async function panel(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByTestId("cbt-test", {}, SLOW));
}

const inProgress = (fixture: Parameters<typeof cbtAttemptFixture>[0] = {}): CbtAttemptResponse =>
  cbtAttemptFixture({ stage: "in_progress", ...fixture });

/** Before the start: the number of questions, the points, the time limit, one attempt, the due date; Start. */
export const StartPage: Story = {
  parameters: taking(...cbtAttemptKept()),
  play: async ({ canvasElement }) => {
    const test = await panel(canvasElement);
    const figure = (term: string) => test.getByText(term).nextElementSibling;
    await expect(figure("Questions")).toHaveTextContent("4");
    await expect(figure("Total points")).toHaveTextContent("10");
    await expect(figure("Time limit")).toHaveTextContent("30 minutes");
    await expect(figure("Attempts")).toHaveTextContent("One attempt");
    await expect(figure("Due Date")).toHaveTextContent(formatDay(CBT.due_date)!);
    await expect(test.getByRole("button", { name: "Start the Test" })).toBeEnabled();
  },
};

/** Start: the server starts the clock (201) and focus moves into the first question. */
export const Starts: Story = {
  parameters: taking(...cbtAttemptKept()),
  play: async ({ canvasElement }) => {
    const test = await panel(canvasElement);
    await userEvent.click(test.getByRole("button", { name: "Start the Test" }));
    const first = await test.findByRole("radio", { name: "Their own" }, SLOW);
    await waitFor(() => expect(first).toHaveFocus());
    await expect(test.getByRole("timer", { name: "Time left" })).toHaveTextContent(/^2[45]:\d\d$/);
  },
};

/** The test in progress: the countdown, and each kind's native inputs in a fieldset named by its question. */
export const InProgress: Story = {
  parameters: taking(
    ...cbtAttemptKept({ answer: inProgress({ answers: { [CBT_QUESTION_IDS[2]]: false } }) }),
  ),
  play: async ({ canvasElement }) => {
    const test = await panel(canvasElement);
    await expect(await test.findByRole("timer", { name: "Time left" }, SLOW)).toHaveTextContent(
      /^2[45]:\d\d$/,
    );
    await expect(
      test.getByRole("radiogroup", { name: /^Question 1 of 4 · 2 points Whose needs/ }),
    ).toBeVisible();
    await expect(
      test.getByRole("group", { name: /^Question 2 of 4 · 3 points Which of these/ }),
    ).toBeVisible();
    await expect(test.getAllByRole("checkbox")).toHaveLength(4);
    await expect(test.getByRole("radio", { name: "False" })).toBeChecked();
    await expect(test.getByRole("textbox", { name: "Your answer" })).toHaveValue("");
    await expect(test.getByText("3 questions have no answer:")).toBeVisible();
    await expect(test.getByRole("button", { name: "Go to question 4" })).toBeEnabled();
    await expect(test.getByRole("button", { name: "Submit the Test" })).toBeEnabled();
  },
};

/** An answer given is saved at once (PUT …/answers with that question only): 'Saved', 'All answers saved.' */
export const Saved: Story = (() => {
  const seen: CbtAnswersPut[] = [];
  return {
    parameters: taking(...cbtAttemptKept({ answer: inProgress(), seen })),
    play: async ({ canvasElement }) => {
      seen.length = 0;
      const test = await panel(canvasElement);
      await userEvent.click(await test.findByRole("checkbox", { name: "Slave of all" }, SLOW));
      await waitFor(() =>
        expect(test.getByTestId("cbt-save-status")).toHaveTextContent("All answers saved."),
      );
      await expect(seen).toEqual([{ [CBT_QUESTION_IDS[1]]: [3] }]);
      const question = test.getByRole("group", { name: /^Question 2 of 4/ });
      await expect(within(question).getByText("Saved")).toBeVisible();
    },
  };
})();

/** An answer on its way: 'Saving...' beside it and above. */
export const Saving: Story = {
  parameters: taking(pending("put", `${ATTEMPT}/answers`), ...cbtAttemptKept({ answer: inProgress() })),
  play: async ({ canvasElement }) => {
    const test = await panel(canvasElement);
    await userEvent.click(await test.findByRole("radio", { name: "True" }, SLOW));
    await waitFor(() =>
      expect(test.getByTestId("cbt-save-status")).toHaveTextContent("Saving your answers..."),
    );
    await expect(test.getByText("Saving...")).toBeVisible();
    await expect(test.getByRole("radio", { name: "True" })).toBeChecked();
  },
};

/** No connection: the answer stays chosen, 'Not saved yet', and a way to try again now. */
export const Offline: Story = {
  parameters: taking(...cbtAttemptKept({ answer: inProgress(), offline: () => true })),
  play: async ({ canvasElement }) => {
    const test = await panel(canvasElement);
    await userEvent.type(await test.findByRole("textbox", { name: "Your answer" }, SLOW), "His life");
    await userEvent.tab();
    await waitFor(() =>
      expect(test.getByTestId("cbt-save-status")).toHaveTextContent(/^Not saved yet: no connection/),
    );
    await expect(test.getByText("Not saved yet")).toBeVisible();
    await expect(test.getByRole("textbox", { name: "Your answer" })).toHaveValue("His life");
    await expect(test.getByRole("button", { name: "Try again now" })).toBeEnabled();
  },
};

/** Crossing 5 minutes left is announced once, politely; the timer itself is not read out. */
export const FiveMinutesLeft: Story = {
  parameters: taking(...cbtAttemptKept({ answer: inProgress({ secondsLeft: 301 }) })),
  play: async ({ canvasElement }) => {
    const test = await panel(canvasElement);
    const announcement = await test.findByTestId("cbt-announcement", {}, SLOW);
    await expect(announcement).toHaveAttribute("aria-live", "polite");
    await waitFor(() => expect(announcement).toHaveTextContent("5 minutes left."), SLOW);
    await expect(test.getByRole("timer", { name: "Time left" })).toHaveTextContent(/^[45]:\d\d$/);
  },
};

/** The deadline has passed: time is up (a lasting status), the inputs are disabled, no Submit; the server is asked for the grade. */
export const TimeUp: Story = {
  parameters: taking(cbtAttemptOk(inProgress({ secondsLeft: 0, answers: { [CBT_QUESTION_IDS[0]]: 1 } }))),
  play: async ({ canvasElement }) => {
    const test = await panel(canvasElement);
    // A status (not an alert replaced by the result): it stays while the server grades and after.
    const timeUp = await test.findByTestId("cbt-time-up", {}, SLOW);
    await expect(timeUp).toHaveAttribute("role", "status");
    await waitFor(
      () => expect(timeUp).toHaveTextContent("Time is up. Your answers are graded as they were saved."),
      SLOW,
    );
    await expect(test.getByRole("timer", { name: "Time left" })).toHaveTextContent("0:00");
    await expect(test.getByRole("radio", { name: "The people they serve" })).toBeChecked();
    for (const input of test.getAllByRole("radio")) await expect(input).toBeDisabled();
    await expect(test.getByRole("textbox", { name: "Your answer" })).toBeDisabled();
    await expect(test.queryByRole("button", { name: "Submit the Test" })).toBeNull();
  },
};

/** Submit asks first (naming the unanswered ones); confirmed, the result, with focus on its heading. */
export const Submitted: Story = {
  parameters: taking(...cbtAttemptKept({ answer: inProgress({ answers: { [CBT_QUESTION_IDS[0]]: 1 } }) })),
  play: async ({ canvasElement }) => {
    const test = await panel(canvasElement);
    await userEvent.click(await test.findByRole("button", { name: "Submit the Test" }, SLOW));
    const question = await within(canvasElement).findByRole(
      "alertdialog",
      { name: "Submit your answers?" },
      SLOW,
    );
    await expect(question).toHaveAccessibleDescription(
      "3 questions have no answer. You cannot change your answers after submitting.",
    );
    await userEvent.click(within(question).getByRole("button", { name: "Yes, Submit" }));
    const heading = await test.findByRole("heading", { name: "Your Result" }, SLOW);
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(test.getByTestId("cbt-ended")).toHaveTextContent(/^Submitted on /);
    await expect(test.getByTestId("cbt-score")).toHaveTextContent(scoreLater);
  },
};

/** Handed in while the due day is still on (or a classmate still taking it): no score yet, and when it shows. */
export const ResultBeforeDueDayEnds: Story = {
  parameters: taking(cbtAttemptOk(cbtAttemptFixture({ stage: "graded" }))),
  play: async ({ canvasElement }) => {
    const test = await panel(canvasElement);
    await expect(await test.findByTestId("cbt-score", {}, SLOW)).toHaveTextContent(scoreLater);
    await expect(test.queryByText(/^Score: /)).toBeNull();
    await expect(test.queryByText("Correct")).toBeNull();
  },
};

/** After the due day (the time ran out): each question's verdict, the answer given and the right one. */
export const ResultAfterDueDay: Story = {
  parameters: taking(cbtAttemptOk(cbtAttemptFixture({ stage: "graded", dueOver: true, submitted: false }))),
  play: async ({ canvasElement }) => {
    const test = await panel(canvasElement);
    await expect(await test.findByTestId("cbt-ended", {}, SLOW)).toHaveTextContent(
      /^Time ran out on .+; your answers were graded as saved\.$/,
    );
    await expect(test.getByTestId("cbt-score")).toHaveTextContent("Score: 70% (7 of 10 points)");
    const items = test.getAllByRole("listitem");
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent("Correct");
    await expect(items[1]).toHaveTextContent("Incorrect");
    await expect(items[1]).toHaveTextContent("Your answer: The Son of Man; A ransom for many");
    await expect(items[1]).toHaveTextContent("Right answer: The Son of Man; A ransom for many; Slave of all");
    await expect(items[3]).toHaveTextContent("Your answer: his life");
  },
};

/** Never started and the due day is over: the server's sentence instead of Start. */
export const StartClosed: Story = {
  parameters: taking(cbtAttemptOk(cbtAttemptFixture({ stage: "not_started", dueOver: true }))),
  play: async ({ canvasElement }) => {
    const test = await panel(canvasElement);
    await expect(test.getByText(API_ERRORS.cbtDuePassed)).toBeVisible();
    await expect(test.queryByRole("button", { name: "Start the Test" })).toBeNull();
  },
};

/** The server refuses the start (409): its reason on screen. */
export const StartRefused: Story = {
  parameters: taking(
    failWith("post", ATTEMPT, 409, API_ERRORS.cbtScoredByHand),
    cbtAttemptOk(cbtAttemptFixture({ stage: "not_started" })),
  ),
  play: async ({ canvasElement }) => {
    const test = await panel(canvasElement);
    await userEvent.click(test.getByRole("button", { name: "Start the Test" }));
    await expect(await test.findByRole("alert", {}, SLOW)).toHaveTextContent(API_ERRORS.cbtScoredByHand);
  },
};

/** A CBT without questions is scored by hand: the details look as they always did, without a test panel. */
export const ManualCbtUnchanged: Story = (() => {
  let asked = 0;
  return {
    parameters: taking(
      http.get(apiUrl(ATTEMPT), () => {
        asked += 1;
        return HttpResponse.json(manualCbtAttempt());
      }),
    ),
    play: async ({ canvas, canvasElement }) => {
      await expectScreen(canvasElement, CBT.name);
      await expect(await canvas.findByText("Not scored", {}, SLOW)).toBeVisible();
      await waitFor(() => expect(asked).toBeGreaterThan(0), SLOW);
      // Once the answer has been rendered, still no panel.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await expect(canvas.getByRole("heading", { name: "Your Score" })).toBeVisible();
      await expect(canvas.queryByTestId("cbt-test")).toBeNull();
      await expect(canvas.queryByRole("heading", { name: "Your Test" })).toBeNull();
    },
  };
})();
