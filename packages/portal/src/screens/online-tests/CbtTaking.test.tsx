import type { CbtAnswersPut, CbtAttemptResponse } from "@cla/domain/client";
import { ASSESSMENT_KINDS } from "@cla/domain/client";
import { CBT_QUESTION_IDS } from "@cla/domain/fixtures";
import { act, renderHook, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  apiUrl,
  assessmentFixtures,
  cbtAttemptFixture,
  cbtAttemptKept,
  assessmentsById,
} from "../../mocks/handlers";
import { seedSession } from "../../mocks/session";
import { recordRequests } from "../../test/requests";
import { renderPortal } from "../../test/renderPortal";
import { server } from "../../test/server";
import { countdownAnnouncement, countdownText } from "./cbtTaking";
import { GRADED_POLL_MS, useCountdown } from "./useCbtTaking";

const CBT = assessmentFixtures("cbt")[1]!;
const ATTEMPT = `${ASSESSMENT_KINDS.cbt.path}/:id/attempt`;
const [SINGLE, MULTIPLE, TRUE_FALSE, SHORT] = CBT_QUESTION_IDS;
/** A handed-in test before it has closed: no score yet (docs/api.md §6.14). */
const SCORE_LATER =
  "Handed in. Your score and the right answers are shown once the test has closed for everyone, after";

const inProgress = (fixture: Parameters<typeof cbtAttemptFixture>[0] = {}): CbtAttemptResponse =>
  cbtAttemptFixture({ stage: "in_progress", ...fixture });

/**
 * The CBT's details as a student, its attempt kept by `cbtAttemptKept(options)`; `kept`: answers this device kept
 * unsaved for the attempt started at `started_at` (localStorage, which a new session empties).
 */
function openTest(
  options: Parameters<typeof cbtAttemptKept>[0] = {},
  kept?: { started_at: string; answers: Record<string, unknown> },
) {
  seedSession("student");
  if (kept) localStorage.setItem(`cla.cbtAnswers.${CBT.id}`, JSON.stringify(kept));
  server.use(...cbtAttemptKept(options), assessmentsById("cbt", [CBT]));
  return renderPortal(`/portal/cbts/${CBT.id}`);
}

async function panel() {
  return within(await screen.findByTestId("cbt-test"));
}

const saveStatus = () => screen.getByTestId("cbt-save-status");

afterEach(() => {
  vi.useRealTimers();
});

describe("saving answers as they are given", () => {
  it("sends each choice at once, with only that question", async () => {
    const seen: CbtAnswersPut[] = [];
    const { user } = openTest({ answer: inProgress(), seen });
    const test = await panel();
    await user.click(await test.findByRole("radio", { name: "The people they serve" }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent("All answers saved."));
    await user.click(test.getByRole("checkbox", { name: "The Son of Man" }));
    await user.click(test.getByRole("checkbox", { name: "Slave of all" }));
    await waitFor(() => expect(seen.at(-1)).toEqual({ [MULTIPLE]: [0, 3] }));
    expect(seen[0]).toEqual({ [SINGLE]: 1 });
    expect(seen.every((body) => Object.keys(body).length === 1)).toBe(true);
  });

  it("sends a short answer once typing pauses or the field is left, not at every key", async () => {
    const seen: CbtAnswersPut[] = [];
    const { user } = openTest({ answer: inProgress(), seen });
    const test = await panel();
    await user.type(await test.findByRole("textbox", { name: "Your answer" }), "His life");
    await user.tab();
    await waitFor(() => expect(saveStatus()).toHaveTextContent("All answers saved."));
    expect(seen).toEqual([{ [SHORT]: "His life" }]);
  });

  it("offline: keeps the answer on the device and says so, then saves it when the connection is back", async () => {
    const seen: CbtAnswersPut[] = [];
    let offline = true;
    const { user } = openTest({ answer: inProgress(), seen, offline: () => offline });
    const test = await panel();
    await user.click(await test.findByRole("radio", { name: "True" }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent(/^Not saved yet: no connection/));
    expect(test.getByRole("radio", { name: "True" })).toBeChecked();
    expect(JSON.parse(localStorage.getItem(`cla.cbtAnswers.${CBT.id}`)!)).toMatchObject({
      answers: { [TRUE_FALSE]: true },
    });
    expect(seen).toEqual([]);

    offline = false;
    act(() => void window.dispatchEvent(new Event("online")));
    await waitFor(() => expect(saveStatus()).toHaveTextContent("All answers saved."));
    expect(seen).toEqual([{ [TRUE_FALSE]: true }]);
    expect(localStorage.getItem(`cla.cbtAnswers.${CBT.id}`)).toBeNull();
  });

  it("'Try again now' sends what waits at once", async () => {
    const seen: CbtAnswersPut[] = [];
    let offline = true;
    const { user } = openTest({ answer: inProgress(), seen, offline: () => offline });
    const test = await panel();
    await user.click(await test.findByRole("radio", { name: "False" }));
    await user.click(await test.findByRole("button", { name: "Try again now" }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent(/^Not saved yet/));
    offline = false;
    await user.click(test.getByRole("button", { name: "Try again now" }));
    await waitFor(() => expect(seen).toEqual([{ [TRUE_FALSE]: false }]));
  });
});

describe("starting", () => {
  it("starts with POST …/attempt, focuses the first question, and leaves focus alone after each save", async () => {
    const requests = recordRequests();
    const { user } = openTest();
    const test = await panel();
    await user.click(await test.findByRole("button", { name: "Start the Test" }));
    await waitFor(() => expect(test.getByRole("radio", { name: "Their own" })).toHaveFocus());
    expect(requests.filter((request) => request.startsWith("POST "))).toEqual([
      `POST /cla_cbts/${CBT.id}/attempt`,
    ]);
    await user.click(test.getByRole("radio", { name: "True" }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent("All answers saved."));
    expect(test.getByRole("radio", { name: "True" })).toHaveFocus();
  });
});

describe("resuming after a reload", () => {
  it("shows the answers the server has and the time it gives", async () => {
    openTest({
      answer: inProgress({ secondsLeft: 600, answers: { [SINGLE]: 2, [MULTIPLE]: [1], [SHORT]: "life" } }),
    });
    const test = await panel();
    expect(await test.findByRole("radio", { name: "Their superiors" })).toBeChecked();
    expect(test.getByRole("checkbox", { name: "A ransom for many" })).toBeChecked();
    expect(test.getByRole("checkbox", { name: "The Son of Man" })).not.toBeChecked();
    expect(test.getByRole("textbox", { name: "Your answer" })).toHaveValue("life");
    expect(test.getByRole("timer", { name: "Time left" })).toHaveTextContent(/^(10:00|9:5\d)$/);
    expect(test.getByText("1 question has no answer:")).toBeInTheDocument();
  });

  it("sends the answers this device kept unsaved (offline, then the tab closed) on arrival", async () => {
    const answer = inProgress();
    const seen: CbtAnswersPut[] = [];
    openTest({ answer, seen }, { started_at: answer.attempt!.started_at, answers: { [TRUE_FALSE]: true } });
    const test = await panel();
    expect(await test.findByRole("radio", { name: "True" })).toBeChecked();
    await waitFor(() => expect(seen).toEqual([{ [TRUE_FALSE]: true }]));
    await waitFor(() => expect(localStorage.getItem(`cla.cbtAnswers.${CBT.id}`)).toBeNull());
  });

  it("ignores answers kept for another attempt", async () => {
    const seen: CbtAnswersPut[] = [];
    openTest(
      { answer: inProgress(), seen },
      { started_at: "2020-01-01T00:00:00.000Z", answers: { [TRUE_FALSE]: true } },
    );
    const test = await panel();
    expect(await test.findByRole("radio", { name: "True" })).not.toBeChecked();
    expect(seen).toEqual([]);
  });
});

describe("the countdown", () => {
  it("speaks only when it crosses 5 minutes and 1 minute (at 0 the alert speaks)", () => {
    expect(countdownAnnouncement(302, 301)).toBeNull();
    expect(countdownAnnouncement(301, 300)).toBe("5 minutes left.");
    expect(countdownAnnouncement(300, 299)).toBeNull();
    expect(countdownAnnouncement(61, 60)).toBe("1 minute left.");
    expect(countdownAnnouncement(400, 30)).toBe("1 minute left.");
    expect(countdownAnnouncement(1, 0)).toBeNull();
    expect(countdownAnnouncement(250, 280)).toBeNull();
    expect([countdownText(3725), countdownText(305), countdownText(0)]).toEqual(["1:02:05", "5:05", "0:00"]);
  });

  it("counts from the server's seconds_left, announces the thresholds once, and asks for the grade at 0", () => {
    vi.useFakeTimers();
    const refetch = vi.fn();
    const response = {};
    const { result } = renderHook(() => useCountdown(302, response, refetch));
    expect(result.current).toEqual({ left: 302, announcement: "" });
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current).toEqual({ left: 301, announcement: "" });
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current).toEqual({ left: 300, announcement: "5 minutes left." });
    act(() => void vi.advanceTimersByTime(239_000));
    expect(result.current).toEqual({ left: 61, announcement: "5 minutes left." });
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current).toEqual({ left: 60, announcement: "1 minute left." });
    expect(refetch).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(60_000));
    expect(result.current).toEqual({ left: 0, announcement: "1 minute left." });
    expect(refetch).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(GRADED_POLL_MS));
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it("a locked phone: no ticks ran, yet on waking it shows the truth and asks the server", () => {
    vi.useFakeTimers();
    const refetch = vi.fn();
    const response = {};
    const { result } = renderHook(() => useCountdown(600, response, refetch));
    // The clock moves on while no timer runs (the page was hidden).
    vi.setSystemTime(Date.now() + 400_000);
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    expect(result.current).toEqual({ left: 200, announcement: "5 minutes left." });
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("takes a new deadline from each answer of the server", () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ left, response }) => useCountdown(left, response, vi.fn()), {
      initialProps: { left: 900, response: {} as object },
    });
    act(() => void vi.advanceTimersByTime(10_000));
    expect(result.current.left).toBe(890);
    rerender({ left: 880, response: {} });
    expect(result.current.left).toBe(880);
  });

  it("time up on screen: inputs disabled, no Submit; the attempt asked again shows the grade", async () => {
    seedSession("student");
    let graded = false;
    server.use(
      http.get(apiUrl(ATTEMPT), () =>
        HttpResponse.json(
          graded ? cbtAttemptFixture({ stage: "graded", submitted: false }) : inProgress({ secondsLeft: 0 }),
        ),
      ),
      assessmentsById("cbt", [CBT]),
    );
    const requests = recordRequests();
    renderPortal(`/portal/cbts/${CBT.id}`);
    const test = await panel();
    const timeUp = test.getByTestId("cbt-time-up");
    expect(timeUp).toHaveAttribute("role", "status");
    await waitFor(() =>
      expect(timeUp).toHaveTextContent("Time is up. Your answers are graded as they were saved."),
    );
    expect(test.getByRole("radio", { name: "True" })).toBeDisabled();
    expect(test.queryByRole("button", { name: "Submit the Test" })).toBeNull();
    // At 0 it asks the server again at once (and every few seconds) until the attempt is graded.
    const attemptGets = () => requests.filter((request) => request === `GET /cla_cbts/${CBT.id}/attempt`);
    await waitFor(() => expect(attemptGets().length).toBeGreaterThanOrEqual(2));
    graded = true;
    // Coming back to the page asks again too.
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    expect(await test.findByTestId("cbt-ended")).toHaveTextContent(/^Time ran out on /);
    expect(test.getByTestId("cbt-score")).toHaveTextContent(SCORE_LATER);
    // The same status element, still saying time is up, above the result: not replaced by it.
    expect(test.getByTestId("cbt-time-up")).toBe(timeUp);
    expect(timeUp).toHaveTextContent("Time is up. Your answers are graded as they were saved.");
  });

  it("a save's answer that arrives after the grade does not bring the test back", async () => {
    seedSession("student");
    const graded = cbtAttemptFixture({ stage: "graded", submitted: false });
    let saving = false;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let answeredLate = false;
    server.use(
      http.get(apiUrl(ATTEMPT), () => HttpResponse.json(saving ? graded : inProgress({ secondsLeft: 1 }))),
      // The save crosses the deadline: the grade (a poll) arrives first, the running attempt after it.
      http.put(apiUrl(`${ATTEMPT}/answers`), async () => {
        saving = true;
        await released;
        answeredLate = true;
        return HttpResponse.json(inProgress({ secondsLeft: 0 }));
      }),
      assessmentsById("cbt", [CBT]),
    );
    const { user } = renderPortal(`/portal/cbts/${CBT.id}`);
    const test = await panel();
    await user.click(await test.findByRole("radio", { name: "True" }));
    expect(await test.findByTestId("cbt-ended", {}, { timeout: 4_000 })).toHaveTextContent(
      /^Time ran out on /,
    );
    release();
    await waitFor(() => expect(answeredLate).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(test.getByTestId("cbt-ended")).toBeInTheDocument();
    expect(test.queryByRole("timer")).toBeNull();
  });
});

describe("submitting", () => {
  it("asks first: Cancel sends nothing; Yes, Submit sends it once and focuses the result", async () => {
    const requests = recordRequests();
    const { user } = openTest({ answer: inProgress({ answers: { [SINGLE]: 1, [TRUE_FALSE]: true } }) });
    const test = await panel();
    const submits = () => requests.filter((request) => request.endsWith("/attempt/submit"));
    await user.click(await test.findByRole("button", { name: "Submit the Test" }));
    let question = await screen.findByRole("alertdialog", { name: "Submit your answers?" });
    expect(question).toHaveAccessibleDescription(
      "2 questions have no answer. You cannot change your answers after submitting.",
    );
    await user.click(within(question).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(submits()).toEqual([]);

    await user.click(test.getByRole("button", { name: "Submit the Test" }));
    question = await screen.findByRole("alertdialog", { name: "Submit your answers?" });
    await user.click(within(question).getByRole("button", { name: "Yes, Submit" }));
    const heading = await test.findByRole("heading", { name: "Your Result" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(submits()).toHaveLength(1);
    // Before the test has closed the server sends no score (docs/api.md §6.14): handed in, shown later.
    expect(test.getByTestId("cbt-score")).toHaveTextContent(SCORE_LATER);
  });

  it("does not submit while an answer is not saved yet", async () => {
    const requests = recordRequests();
    const { user } = openTest({ answer: inProgress(), offline: () => true });
    const test = await panel();
    await user.click(await test.findByRole("radio", { name: "True" }));
    await user.click(test.getByRole("button", { name: "Submit the Test" }));
    const question = await screen.findByRole("alertdialog", { name: "Submit your answers?" });
    await user.click(within(question).getByRole("button", { name: "Yes, Submit" }));
    expect(await test.findByText(/^Some answers are not saved yet/)).toBeInTheDocument();
    expect(requests.filter((request) => request.endsWith("/attempt/submit"))).toEqual([]);
  });
});
