import type { CbtAttemptResponse } from "@cla/domain/client";
import { API_ERRORS, formatDateTime } from "@cla/domain/client";
import { useEffect, useState } from "react";
import { ApiError } from "../../api/ApiError";
import { apiErrorMessage } from "../../api/errors";
import { useCbtAttempt } from "../../api/hooks";
import { startCbtAttempt, submitCbtAttempt } from "../../api/records";
import { useRefresh } from "../../api/refresh";
import { WRITES } from "../../api/writes";
import { timeZones } from "../../app/timeZones";
import { toSection } from "../../components/Section";
import { notify } from "../../feedback/notify";
import { dueDayOver, isAnswered } from "./cbtTaking";
import {
  CbtResultView,
  CbtStartView,
  CbtTakingView,
  CbtTestCard,
  CbtTestFailed,
  type OverallSave,
} from "./CbtTakingView";
import { texts } from "./texts";
import { forgetKeptAnswers, useAnswerSaver, useCountdown } from "./useCbtTaking";

const t = texts.cbtTest;

/** Where focus goes once: into the first question after the start, to the result after a submit. */
type Focus = "question" | "result" | null;

/**
 * A student's CBT taken in the portal (docs/api.md §6.14, decision 163), on the CBT's details: nothing for a CBT
 * scored by hand (`question_count` 0) or while that is not known yet, else the start page, the test in progress,
 * or the result.
 */
export function CbtTakingPanel({ cbtId }: { cbtId: string }) {
  const { answer, replace, ...state } = useCbtAttempt(cbtId);
  const refresh = useRefresh();
  const [focus, setFocus] = useState<Focus>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  // The countdown reached 0 on this page: 'Time is up' stays until the page is left (not only until the grade).
  const [timeUpHere, setTimeUpHere] = useState(false);
  const graded = answer?.attempt?.status === "graded";
  useEffect(() => {
    if (graded) forgetKeptAnswers(cbtId);
  }, [graded, cbtId]);
  // Graded by the server once the time ran out here: the item's score, the dashboard and the lists change as
  // they do after a submit, so 'Your Score' and every other place show the grade without a reload.
  useEffect(() => {
    if (graded && timeUpHere) void refresh(...WRITES.cbtSubmit);
  }, [graded, timeUpHere, refresh]);

  if (!answer) {
    const section = toSection(answer, state, t.failedToLoad);
    return section.status === "error" ? (
      <CbtTestFailed message={section.message} onRetry={section.onRetry} />
    ) : null;
  }
  const { test, attempt } = answer;
  if (test.question_count === 0) return null;

  async function start() {
    setStarting(true);
    setStartError(null);
    try {
      replace(await startCbtAttempt(cbtId));
      setFocus("question");
    } catch (failure) {
      setStartError(apiErrorMessage(failure, t.startFailed));
      // Refused (started in another tab, scored by hand meanwhile): show what the server has now.
      if (failure instanceof ApiError && failure.status === 409) state.retry();
    } finally {
      setStarting(false);
    }
  }

  // One card for every stage, so moving from one to the next keeps its place (and its heading) on the page, and
  // the time-up status, once the countdown reached 0 here, stays through the grading into the result.
  return (
    <CbtTestCard timeUp={timeUpHere}>
      {attempt === null ? (
        <CbtStartView
          test={test}
          closed={dueDayOver(test.due_date, timeZones().academy) ? API_ERRORS.cbtDuePassed : null}
          busy={starting}
          error={startError}
          onStart={() => void start()}
        />
      ) : attempt.status === "graded" ? (
        <CbtResultView
          attempt={attempt}
          totalPoints={test.total_points}
          dueDate={test.due_date}
          when={(instant) => formatDateTime(instant, timeZones().viewer)}
          focus={focus === "result"}
        />
      ) : (
        <CbtTaking
          key={attempt.started_at}
          cbtId={cbtId}
          answer={answer}
          focusFirst={focus === "question"}
          replace={replace}
          refetch={state.retry}
          onTimeUp={setTimeUpHere}
          onSubmitted={(submitted) => {
            replace(submitted);
            setFocus("result");
            void refresh(...WRITES.cbtSubmit);
          }}
        />
      )}
    </CbtTestCard>
  );
}

interface CbtTakingProps {
  cbtId: string;
  answer: CbtAttemptResponse;
  focusFirst: boolean;
  replace: (answer: CbtAttemptResponse) => void;
  refetch: () => void;
  /** Called with true once the countdown reached 0 on this page (a state setter: the same function each render). */
  onTimeUp: (timeUp: true) => void;
  onSubmitted: (answer: CbtAttemptResponse) => void;
}

/** The test in progress: answers saved as given, the server's countdown, Submit after a confirmation. */
function CbtTaking({ cbtId, answer, focusFirst, replace, refetch, onTimeUp, onSubmitted }: CbtTakingProps) {
  const attempt = answer.attempt!;
  const saver = useAnswerSaver({ cbtId, attempt, onSaved: replace, onRefused: refetch });
  const { left, announcement } = useCountdown(attempt.seconds_left, answer, refetch);
  const timeUp = left === 0;
  useEffect(() => {
    if (timeUp) onTimeUp(true);
  }, [timeUp, onTimeUp]);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const unanswered = attempt.questions.filter((question) => !isAnswered(saver.answers[question.id])).length;
  const states = Object.values(saver.states);
  const overall: OverallSave = states.includes("offline")
    ? "offline"
    : states.includes("saving")
      ? "saving"
      : states.includes("saved")
        ? "saved"
        : null;

  async function submit() {
    setSubmitting(true);
    setError(null);
    try {
      // Every answer reaches the server before the submit, or the submit waits for the connection.
      if (!(await saver.flush())) {
        setError(t.notSavedCannotSubmit);
        return;
      }
      onSubmitted(await submitCbtAttempt(cbtId));
    } catch (failure) {
      setError(apiErrorMessage(failure, t.submitFailed));
      // Time up or submitted elsewhere: the server's attempt (graded) replaces this one.
      if (failure instanceof ApiError && failure.status === 409) refetch();
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <CbtTakingView
      questions={attempt.questions}
      answers={saver.answers}
      states={saver.states}
      overall={overall}
      refusal={saver.refusal}
      left={left}
      announcement={announcement}
      focusFirst={focusFirst}
      submitting={submitting}
      error={error}
      onGive={saver.give}
      onBlurText={() => void saver.flush()}
      onSaveNow={() => void saver.flush()}
      onSubmit={() =>
        notify.confirm({
          message: t.confirmSubmit,
          description: unanswered > 0 ? t.confirmUnanswered(unanswered) : t.confirmFinal,
          confirmLabel: t.yesSubmit,
          onConfirm: () => void submit(),
        })
      }
    />
  );
}
