import type { CbtQuestionKind } from "@cla/domain/client";
import {
  CBT_ACCEPTED_MAX,
  CBT_OPTION_MAX_LENGTH,
  CBT_OPTIONS_MAX,
  CBT_QUESTION_KINDS,
  CBT_QUESTION_TEXT_MAX_LENGTH,
} from "@cla/domain/client";
import { Button, Checkbox, Field, FieldError, Input, RadioGroup, Select, Textarea } from "@cla/ui";
import { ArrowDown, ArrowUp, Lock, Plus, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { FieldErrors } from "../../forms/useSubmit";
import {
  draftTotalPoints,
  moveQuestion,
  newQuestion,
  questionKey,
  removeOption,
  replaceAt,
  withKind,
  type CbtDraft,
  type DraftQuestion,
  type QuestionField,
} from "./cbtDraft";
import { texts } from "./texts";
import { EditableListField } from "../../forms/EditableListField";
import { labelled } from "../../forms/labelled";

const t = texts.questions;

export interface CbtQuestionsEditorProps {
  draft: CbtDraft;
  onChange: (draft: CbtDraft) => void;
  /** The form's field errors; this part reads `time_limit_minutes`, `questions` and `questions.<i>.<field>`. */
  errors: FieldErrors;
  /** A student has started the CBT: everything is shown, nothing can change (docs/api.md §6.14). */
  locked: boolean;
}

/**
 * The CBT form's optional test (docs/product.md §2.3, docs/decisions/164): the time limit, shuffle and the
 * question list, each question in its own fieldset with its kind's fields, moved up and down and removed with
 * buttons (so by keyboard alone). Focus follows what a button did, and a move or removal is announced.
 */
export function CbtQuestionsEditor({ draft, onChange, errors, locked }: CbtQuestionsEditorProps) {
  const base = useId();
  const [announcement, setAnnouncement] = useState("");
  // Where focus goes once the change a button made has rendered (every such change renders the draft anew).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });
  const setFocusTarget = (id: string) => {
    focusNext.current = id;
  };

  const questions = draft.questions;
  const setQuestions = (next: DraftQuestion[]) => onChange({ ...draft, questions: next });
  const idOf = (question: DraftQuestion, part: string) => `${base}-${question.key}-${part}`;

  function move(index: number, by: -1 | 1) {
    const question = questions[index]!;
    const next = moveQuestion(questions, index, by);
    setQuestions(next);
    setAnnouncement(t.moved(index + 1, index + by + 1));
    // The button pressed stays focused, or its twin once the question reaches the end of the list.
    const atEdge = by === -1 ? index + by === 0 : index + by === questions.length - 1;
    setFocusTarget(idOf(question, (by === -1) !== atEdge ? "up" : "down"));
  }

  function remove(index: number) {
    setQuestions(questions.filter((_, at) => at !== index));
    setAnnouncement(t.removed(index + 1));
    setFocusTarget(`${base}-add-question`);
  }

  function add() {
    const question = newQuestion();
    setQuestions([...questions, question]);
    setAnnouncement("");
    setFocusTarget(idOf(question, "text"));
  }

  const listError = errors["questions"];
  return (
    <section aria-labelledby={`${base}-title`} className="flex flex-col gap-5 border-t border-border pt-5">
      <div className="flex flex-col gap-1">
        <h2 id={`${base}-title`} className="text-lg font-semibold text-foreground">
          {t.title}
        </h2>
        <p className="text-sm text-muted-foreground">{t.intro}</p>
      </div>
      {locked ? (
        <p className="flex items-start gap-2 rounded-md border border-border bg-muted p-3 text-sm text-foreground">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t.locked}
        </p>
      ) : null}
      <fieldset disabled={locked} className="flex min-w-0 flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={t.timeLimit}
            hint={t.timeLimitHint}
            error={labelled(t.timeLimit, errors["time_limit_minutes"])}
          >
            <Input
              inputMode="numeric"
              autoComplete="off"
              value={draft.timeLimit}
              onChange={(event) => onChange({ ...draft, timeLimit: event.currentTarget.value })}
              className="sm:max-w-40"
            />
          </Field>
          <div className="flex flex-col sm:mt-6">
            <Checkbox
              label={t.shuffle}
              checked={draft.shuffle}
              onChange={(event) => onChange({ ...draft, shuffle: event.currentTarget.checked })}
            />
            <FieldError>{labelled(t.shuffle, errors["shuffle"])}</FieldError>
          </div>
        </div>

        <p className="text-sm text-foreground">
          {questions.length === 0 ? t.none : t.summary(questions.length, draftTotalPoints(draft))}
        </p>
        {questions.length > 0 ? (
          <ol className="flex flex-col gap-5">
            {questions.map((question, index) => (
              <li key={question.key}>
                <QuestionFields
                  question={question}
                  index={index}
                  count={questions.length}
                  idOf={(part) => idOf(question, part)}
                  errors={errors}
                  onChange={(next) => setQuestions(replaceAt(questions, index, next))}
                  onMove={(by) => move(index, by)}
                  onRemove={() => remove(index)}
                />
              </li>
            ))}
          </ol>
        ) : null}
        <FieldError>{labelled(t.title, listError)}</FieldError>
        <Button
          id={`${base}-add-question`}
          type="button"
          variant="secondary"
          onClick={add}
          className="self-start"
        >
          <Plus aria-hidden="true" />
          {t.addQuestion}
        </Button>
      </fieldset>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

interface QuestionFieldsProps {
  question: DraftQuestion;
  index: number;
  count: number;
  idOf: (part: string) => string;
  errors: FieldErrors;
  onChange: (question: DraftQuestion) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function QuestionFields({
  question,
  index,
  count,
  idOf,
  errors,
  onChange,
  onMove,
  onRemove,
}: QuestionFieldsProps) {
  const n = index + 1;
  const error = (field: QuestionField) => errors[questionKey(index, field)];
  const element = errors[questionKey(index)];
  // The buttons' names say which question (a visually hidden span would be read "Move up , question 1" by
  // Chromium, which separates an absolutely positioned span from the text before it).
  const named = (label: string) => ({ "aria-label": `${label}${t.ofQuestion(n)}` });
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-base font-semibold text-foreground">{t.question(n)}</legend>
      <FieldError>{element ? `${t.question(n)} ${element}` : null}</FieldError>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t.kind} error={labelled(t.kind, error("kind"))}>
          <Select
            value={question.kind}
            onChange={(event) => onChange(withKind(question, event.currentTarget.value as CbtQuestionKind))}
            options={CBT_QUESTION_KINDS.map((kind) => ({ value: kind, label: t.kinds[kind] }))}
          />
        </Field>
        <Field label={t.points} hint={t.pointsHint} required error={labelled(t.points, error("points"))}>
          <Input
            inputMode="numeric"
            autoComplete="off"
            value={question.points}
            onChange={(event) => onChange({ ...question, points: event.currentTarget.value })}
            className="sm:max-w-28"
          />
        </Field>
      </div>
      <Field label={t.text} required error={labelled(t.text, error("text"))}>
        <Textarea
          id={idOf("text")}
          rows={3}
          maxLength={CBT_QUESTION_TEXT_MAX_LENGTH}
          value={question.text}
          onChange={(event) => onChange({ ...question, text: event.currentTarget.value })}
        />
      </Field>

      {question.kind === "single" || question.kind === "multiple" ? (
        <ChoiceFields question={question} idOf={idOf} error={error} onChange={onChange} />
      ) : null}
      {question.kind === "true_false" ? (
        <RadioGroup
          legend={t.correctAnswer}
          name={idOf("answer")}
          orientation="horizontal"
          required
          options={[
            { value: "true", label: t.true },
            { value: "false", label: t.false },
          ]}
          value={question.correctAnswer === null ? "" : String(question.correctAnswer)}
          onValueChange={(value) => onChange({ ...question, correctAnswer: value === "true" })}
          error={labelled(t.correctAnswer, error("correct_answer"))}
        />
      ) : null}
      {question.kind === "short" ? (
        <AcceptedFields question={question} idOf={idOf} error={error} onChange={onChange} />
      ) : null}

      <div className="flex flex-wrap gap-2">
        <Button
          id={idOf("up")}
          type="button"
          variant="secondary"
          size="sm"
          disabled={index === 0}
          onClick={() => onMove(-1)}
          {...named(t.moveUp)}
        >
          <ArrowUp aria-hidden="true" />
          {t.moveUp}
        </Button>
        <Button
          id={idOf("down")}
          type="button"
          variant="secondary"
          size="sm"
          disabled={index === count - 1}
          onClick={() => onMove(1)}
          {...named(t.moveDown)}
        >
          <ArrowDown aria-hidden="true" />
          {t.moveDown}
        </Button>
        <Button type="button" variant="destructive" size="sm" onClick={onRemove} {...named(t.remove)}>
          <Trash2 aria-hidden="true" />
          {t.remove}
        </Button>
      </div>
    </fieldset>
  );
}

interface KindFieldsProps {
  question: DraftQuestion;
  idOf: (part: string) => string;
  error: (field: QuestionField) => string | undefined;
  onChange: (question: DraftQuestion) => void;
}

/** Single and multiple choice: the options, each with its 'Correct' radio (single) or checkbox (multiple). */
function ChoiceFields({ question, idOf, error, onChange }: KindFieldsProps) {
  const single = question.kind === "single";
  const optionsError = labelled(t.options, error("options"));
  const correctError = labelled(t.correctOptions, error("correct_options"));

  function mark(index: number, checked: boolean) {
    const correct = single
      ? [index]
      : checked
        ? [...question.correct.filter((at) => at !== index), index]
        : question.correct.filter((at) => at !== index);
    onChange({ ...question, correct });
  }

  return (
    <EditableListField
      labels={{
        legend: t.options,
        hint: t.optionsHint[single ? "single" : "multiple"],
        item: t.option,
        remove: t.removeOption,
        add: t.addOption,
      }}
      values={question.options}
      onChange={(options) => onChange({ ...question, options })}
      onRemove={(index) => onChange(removeOption(question, index))}
      max={CBT_OPTIONS_MAX}
      maxLength={CBT_OPTION_MAX_LENGTH}
      required
      error={
        optionsError || correctError ? [optionsError, correctError].filter(Boolean).join(". ") : undefined
      }
      before={(index) => (
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-foreground">
          <input
            type={single ? "radio" : "checkbox"}
            name={idOf("correct")}
            checked={question.correct.includes(index)}
            onChange={(event) => mark(index, event.currentTarget.checked)}
            className="size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed"
            aria-label={`${t.correct}: ${t.option(index + 1)}`}
          />
          {t.correct}
        </label>
      )}
    />
  );
}

/** Short answer: the accepted answers. */
function AcceptedFields({ question, error, onChange }: KindFieldsProps) {
  return (
    <EditableListField
      labels={{
        legend: t.accepted,
        hint: t.acceptedHint,
        item: t.acceptedAnswer,
        remove: t.removeAccepted,
        add: t.addAccepted,
      }}
      values={question.accepted}
      onChange={(accepted) => onChange({ ...question, accepted })}
      max={CBT_ACCEPTED_MAX}
      maxLength={CBT_OPTION_MAX_LENGTH}
      required
      error={labelled(t.accepted, error("accepted_answers"))}
    />
  );
}
