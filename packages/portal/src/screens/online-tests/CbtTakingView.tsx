import type { CbtAttempt, CbtAttemptQuestion, CbtTestSummary } from "@cla/domain/client";
import { CBT_OPTION_MAX_LENGTH, formatDay, formatScore, messages } from "@cla/domain/client";
import { Button, ErrorState, Field, Input, RadioGroup } from "@cla/ui";
import { useEffect, useRef, type ReactNode } from "react";
import { FormAlert } from "../../forms/FormAlert";
import { TitledCard } from "../../components/TitledCard";
import { answerText, countdownText, isAnswered, solutionText, type GivenAnswer } from "./cbtTaking";
import { texts } from "./texts";
import type { SaveState } from "./useCbtTaking";

const t = texts.cbtTest;

/**
 * A student's CBT taken in the portal (docs/api.md §6.14, decision 163): the card ('Your Test') that holds the
 * start page, the questions all on one page under the countdown, or the result. The panel of the CBT's
 * details, as 'Your Work' is of an assignment's.
 */
export function CbtTestCard({ timeUp = false, children }: { timeUp?: boolean; children: ReactNode }) {
  return (
    <TitledCard title={t.title} data-testid="cbt-test">
      {/* A status present from the start, so the sentence is announced when it appears; it stays through the
          grading into the result (the result's own sentence says when the time ran out). */}
      <p
        role="status"
        data-testid="cbt-time-up"
        className={
          timeUp ? "rounded-md bg-warning-soft px-3 py-2 font-medium text-warning-soft-foreground" : "sr-only"
        }
      >
        {timeUp ? t.timeUp : ""}
      </p>
      {children}
    </TitledCard>
  );
}

/** The attempt could not be loaded: the reason, with a retry. */
export function CbtTestFailed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <CbtTestCard>
      <ErrorState message={message} onRetry={onRetry} />
    </CbtTestCard>
  );
}

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-border bg-surface p-3">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="mt-1 font-semibold text-foreground">{children}</dd>
    </div>
  );
}

export interface CbtStartViewProps {
  test: CbtTestSummary;
  /** The server's reason the test cannot be started any more (its due day is over), or null. */
  closed: string | null;
  busy: boolean;
  /** A refused start (409) or a failure, shown above the button. */
  error: string | null;
  onStart: () => void;
}

/** Before the start: what the test is, and Start (docs/api.md §6.14). */
export function CbtStartView({ test, closed, busy, error, onStart }: CbtStartViewProps) {
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Figure term={t.questions}>{test.question_count}</Figure>
        <Figure term={t.totalPoints}>{test.total_points}</Figure>
        <Figure term={t.timeLimit}>
          {test.time_limit_minutes === null ? t.noTimeLimit : t.minutes(test.time_limit_minutes)}
        </Figure>
        <Figure term={t.attempts}>{t.oneAttempt}</Figure>
        <Figure term={t.dueDate}>{formatDay(test.due_date) ?? messages.notSet}</Figure>
      </dl>
      {closed ? (
        <p className="font-medium text-foreground">{closed}</p>
      ) : (
        <>
          <p className="text-foreground">{t.startNote}</p>
          <FormAlert message={error} />
          <div>
            <Button onClick={onStart} disabled={busy}>
              {busy ? t.starting : t.start}
            </Button>
          </div>
        </>
      )}
    </>
  );
}

/** The save status of the whole test: what is on its way or waiting, else that every answer is saved. */
export type OverallSave = "saving" | "saved" | "offline" | null;

export interface CbtTakingViewProps {
  questions: CbtAttemptQuestion[];
  answers: Record<string, GivenAnswer>;
  states: Record<string, SaveState>;
  overall: OverallSave;
  /** The server's refusal of answers (time up, submitted), or null. */
  refusal: string | null;
  /** Seconds left by the server's deadline; 0: time is up and the inputs are disabled. */
  left: number | null;
  /** The latest countdown announcement (polite). */
  announcement: string;
  /** Move focus into the first question once (after the start). */
  focusFirst: boolean;
  submitting: boolean;
  error: string | null;
  onGive: (questionId: string, value: GivenAnswer, typing?: boolean) => void;
  onBlurText: () => void;
  onSaveNow: () => void;
  onSubmit: () => void;
}

function questionAnchor(id: string): string {
  return `cbt-question-${id}`;
}

/** Focus the first control of a question (the review list's buttons). */
function focusQuestion(id: string): void {
  document.getElementById(questionAnchor(id))?.querySelector<HTMLElement>("input")?.focus();
}

/** The test in progress: the countdown, every question on one page, the review of unanswered ones, Submit. */
export function CbtTakingView(props: CbtTakingViewProps) {
  const { questions, answers, states, overall, left, announcement, focusFirst } = props;
  const timeUp = left === 0;
  const unanswered = questions.flatMap((question, index) =>
    isAnswered(answers[question.id]) ? [] : [{ question, number: index + 1 }],
  );
  // Once, after the start: each saved answer brings new `questions`, and focus must stay where the student is.
  const focused = useRef(false);
  useEffect(() => {
    if (!focusFirst || focused.current || !questions[0]) return;
    focused.current = true;
    focusQuestion(questions[0].id);
  }, [focusFirst, questions]);

  return (
    <>
      {/* Under the portal's sticky top bar (3.5rem), the time left stays in sight while scrolling; focus is
          scrolled clear of both (ui's theme.css). */}
      <p
        data-sticks-under-top-bar
        className="sticky top-14 z-10 rounded-lg border border-border bg-surface p-3 text-foreground"
      >
        <span className="text-sm text-muted-foreground">{t.timeLeft}: </span>
        <span role="timer" aria-label={t.timeLeft} className="font-mono text-lg font-semibold tabular-nums">
          {left === null ? "" : countdownText(left)}
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <p role="status" className="text-sm text-foreground" data-testid="cbt-save-status">
          {overall === "offline"
            ? t.offline
            : overall === "saving"
              ? t.savingAnswers
              : overall === "saved"
                ? t.allSaved
                : ""}
        </p>
        {overall === "offline" ? (
          <Button variant="secondary" size="sm" onClick={props.onSaveNow}>
            {t.saveNow}
          </Button>
        ) : null}
      </div>
      <p aria-live="polite" className="sr-only" data-testid="cbt-announcement">
        {announcement}
      </p>
      <FormAlert message={props.refusal} />

      <ol className="flex flex-col gap-4">
        {questions.map((question, index) => (
          <li key={question.id} id={questionAnchor(question.id)}>
            <Question
              question={question}
              number={index + 1}
              count={questions.length}
              value={answers[question.id] ?? null}
              state={states[question.id]}
              disabled={timeUp}
              onGive={(value, typing) => props.onGive(question.id, value, typing)}
              onBlurText={props.onBlurText}
            />
          </li>
        ))}
      </ol>

      {timeUp ? null : (
        <section aria-labelledby="cbt-review" className="flex flex-col gap-3">
          <h3 id="cbt-review" className="text-lg font-semibold text-foreground">
            {t.review}
          </h3>
          {unanswered.length === 0 ? (
            <p className="text-foreground">{t.allAnswered}</p>
          ) : (
            <>
              <p className="text-foreground">{t.unanswered(unanswered.length)}</p>
              <ul className="flex flex-wrap gap-2">
                {unanswered.map(({ question, number }) => (
                  <li key={question.id}>
                    <Button variant="secondary" size="sm" onClick={() => focusQuestion(question.id)}>
                      {t.goTo(number)}
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          )}
          <FormAlert message={props.error} />
          <div>
            <Button onClick={props.onSubmit} disabled={props.submitting}>
              {props.submitting ? t.submitting : t.submit}
            </Button>
          </div>
        </section>
      )}
    </>
  );
}

const SAVE_TEXT: Record<SaveState, string> = {
  saving: t.saving,
  saved: t.saved,
  offline: t.notSaved,
  refused: t.notSaved,
};

function Legend({
  question,
  number,
  count,
}: {
  question: CbtAttemptQuestion;
  number: number;
  count: number;
}) {
  return (
    <>
      <span className="block text-sm font-semibold text-muted-foreground">
        {t.question(number, count)} · {t.points(question.points)}
      </span>{" "}
      <span className="mt-1 block text-base font-medium break-words whitespace-pre-wrap text-foreground">
        {question.text}
      </span>
    </>
  );
}

interface QuestionProps {
  question: CbtAttemptQuestion;
  number: number;
  count: number;
  value: GivenAnswer;
  state: SaveState | undefined;
  disabled: boolean;
  onGive: (value: GivenAnswer, typing?: boolean) => void;
  onBlurText: () => void;
}

/** A question's legend, inside its card for every kind (as RadioGroup draws its own), never on the card's border. */
const LEGEND = "mb-1.5 text-sm font-medium text-foreground";

/**
 * One question with the native inputs of its kind, in a fieldset whose legend is the question, drawn the same way
 * for every kind: a card holding the fieldset (no border of its own) and the save state.
 */
function Question({ question, number, count, value, state, disabled, onGive, onBlurText }: QuestionProps) {
  const legend = <Legend question={question} number={number} count={count} />;
  const status = (
    <p className="mt-2 text-sm text-muted-foreground" data-testid="cbt-question-save">
      {state ? SAVE_TEXT[state] : ""}
    </p>
  );
  const frame = "rounded-lg border border-border p-4";
  switch (question.kind) {
    case "single":
    case "true_false": {
      const options =
        question.kind === "single"
          ? (question.options ?? []).map((option) => ({ value: String(option.index), label: option.text }))
          : [
              { value: "true", label: t.true },
              { value: "false", label: t.false },
            ];
      return (
        <div className={frame}>
          <RadioGroup
            legend={legend}
            name={`cbt-${question.id}`}
            options={options.map((option) => ({ ...option, disabled }))}
            value={value === null ? "" : String(value)}
            onValueChange={(chosen) =>
              onGive(question.kind === "single" ? Number(chosen) : chosen === "true")
            }
          />
          {status}
        </div>
      );
    }
    case "multiple": {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <div className={frame}>
          <fieldset className="flex min-w-0 flex-col">
            <legend className={LEGEND}>{legend}</legend>
            {(question.options ?? []).map((option) => (
              // A native checkbox as ui's Checkbox draws it: that component is part of /login's code, and sharing it
              // with this chunk would split it into a chunk of its own on /login's 100 KB budget.
              <label
                key={option.index}
                className="flex min-h-11 cursor-pointer items-center gap-3 text-base text-foreground has-disabled:cursor-not-allowed has-disabled:text-muted-foreground"
              >
                <input
                  type="checkbox"
                  checked={chosen.includes(option.index)}
                  disabled={disabled}
                  onChange={(event) =>
                    onGive(
                      event.currentTarget.checked
                        ? [...chosen, option.index]
                        : chosen.filter((index) => index !== option.index),
                    )
                  }
                  className="size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed"
                />
                {option.text}
              </label>
            ))}
            {status}
          </fieldset>
        </div>
      );
    }
    case "short":
      return (
        <div className={frame}>
          <fieldset className="flex min-w-0 flex-col">
            <legend className={LEGEND}>{legend}</legend>
            <Field label={t.yourAnswer}>
              <Input
                value={typeof value === "string" ? value : ""}
                disabled={disabled}
                maxLength={CBT_OPTION_MAX_LENGTH}
                autoComplete="off"
                onChange={(event) => onGive(event.currentTarget.value, true)}
                onBlur={onBlurText}
              />
            </Field>
            {status}
          </fieldset>
        </div>
      );
  }
}

export interface CbtResultViewProps {
  attempt: CbtAttempt;
  totalPoints: number;
  /** The CBT's due date: the score shows once the test has closed, after it (docs/api.md §6.14). */
  dueDate: string;
  /** A time (submitted or graded) as the viewer reads it. */
  when: (instant: string) => string;
  /** Move focus to the result's heading once (after a submit). */
  focus: boolean;
}

/**
 * Once graded: how it ended; then, once the test has closed (its due day over and no classmate still taking
 * it; the server sends the score only then), the score and per question what was right.
 */
export function CbtResultView({ attempt, totalPoints, dueDate, when, focus }: CbtResultViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <>
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold text-foreground focus:outline-none">
        {t.result}
      </h3>
      <p className="text-foreground" data-testid="cbt-ended">
        {attempt.submitted_at !== null
          ? t.submittedOn(when(attempt.submitted_at))
          : t.timeRanOut(when(attempt.graded_at ?? attempt.deadline))}
      </p>
      {attempt.score === null ? (
        <p className="text-foreground" data-testid="cbt-score">
          {t.scoreLater(formatDay(dueDate) ?? dueDate)}
        </p>
      ) : (
        <>
          <p className="text-lg font-semibold text-foreground" data-testid="cbt-score">
            {t.score(formatScore(attempt.score), attempt.points ?? 0, totalPoints)}
          </p>
          <ol className="flex flex-col gap-3">
            {attempt.questions.map((question, index) => (
              <li key={question.id} className="rounded-lg border border-border p-4">
                <p className="text-sm font-semibold text-muted-foreground">
                  {t.question(index + 1, attempt.questions.length)} · {t.points(question.points)} ·{" "}
                  <span className={question.correct ? "text-success" : "text-destructive"}>
                    {question.correct ? t.correct : t.incorrect}
                  </span>
                </p>
                <p className="mt-1 font-medium break-words whitespace-pre-wrap text-foreground">
                  {question.text}
                </p>
                <dl className="mt-2 grid gap-1 text-sm">
                  <div>
                    <dt className="inline text-muted-foreground">{t.yourAnswer}: </dt>
                    <dd className="inline break-words text-foreground">
                      {answerText(question, question.answer)}
                    </dd>
                  </div>
                  {question.correct ? null : (
                    <div>
                      <dt className="inline text-muted-foreground">{t.rightAnswer}: </dt>
                      <dd className="inline break-words text-foreground">{solutionText(question)}</dd>
                    </div>
                  )}
                </dl>
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}
