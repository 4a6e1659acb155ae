import type { AssessmentKind, StudentRef, StudentsWithoutScores, StudentWork } from "@cla/domain/client";
import { SCORE_COMMENT_MAX_LENGTH, SCORE_ENDPOINTS, codePointLength, messages } from "@cla/domain/client";
import { Button, EmptyState, Input, Select, StatCard, Textarea } from "@cla/ui";
import { TriangleAlert } from "lucide-react";
import { useId, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { SectionView, type Section } from "../../components/Section";
import { TitledCard } from "../../components/TitledCard";
import { FormField } from "../../forms/FormPage";
import type { FieldErrors } from "../../forms/useSubmit";
import { FormAlert } from "../../forms/FormAlert";
import { texts as assessmentTexts } from "../assessments/texts";
import { texts } from "./texts";
import { scoreChoices, type GradingOrder } from "../hand-ins/work";

/** The value of the "Save and next" submit button. */
const NEXT = "next";

/** The order "Save and next" follows, and the count of hand-ins left to grade (announced as it changes). */
function GradingBar({ grading }: { grading: Grading }) {
  const orderId = useId();
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={orderId} className="text-sm font-medium">
          {texts.review.order}
        </label>
        <Select
          id={orderId}
          value={grading.order}
          onChange={(event) => grading.onOrder(event.target.value as GradingOrder)}
        >
          <option value="name">{texts.review.byName}</option>
          <option value="handedIn">{texts.review.byHandedIn}</option>
        </Select>
      </div>
      <p role="status" aria-live="polite" className="text-sm font-medium text-muted-foreground">
        {texts.review.toGrade(grading.left, grading.handedIn)}
      </p>
    </div>
  );
}

/**
 * The score form's fields by the API's names, so a 422 lands under its field: the kind's student key and score,
 * and the comment on work (CBTs take no work, so their form has none).
 */
export const KIND_SCORE_FIELDS: Record<AssessmentKind, readonly string[]> = {
  assignment: [SCORE_ENDPOINTS.assignment.studentKey, "score", "comment"],
  contribution: [SCORE_ENDPOINTS.contribution.studentKey, "score", "comment"],
  cbt: [SCORE_ENDPOINTS.cbt.studentKey, "score"],
};

/** Assignments and contributions: the work handed in, read beside the form, and the comment sent with the score. */
export interface ScoreReview {
  /** The cohort's students with where each stands, to choose whose work to read. */
  students: ReactNode;
  /** The chosen student's work. */
  work: ReactNode;
  /** Who handed work in (the dropdown offers them first); undefined until the list has loaded. */
  works: StudentWork[] | undefined;
  comment: string;
  onComment: (comment: string) => void;
  /** Grading one hand-in after another; undefined until the work and the students have loaded. */
  grading: Grading | undefined;
}

/** "Save and next": the order the next student is taken in, and how many hand-ins are left to grade. */
export interface Grading {
  order: GradingOrder;
  onOrder: (order: GradingOrder) => void;
  /** Students who handed in and have no score, and everyone who handed in: '12 of 37 to grade'. */
  left: number;
  handedIn: number;
  /** Someone after the chosen student is left to grade: "Save and next" is offered. */
  hasNext: boolean;
}

export interface ScoreViewProps {
  kind: AssessmentKind;
  /** The item's cohort statistics and the students without a score. */
  students: Section<StudentsWithoutScores>;
  /** The chosen student's id ("" for none) and the score as typed. */
  student: string;
  score: string;
  onStudent: (id: string) => void;
  onScore: (score: string) => void;
  /** Save the score; `andNext` moves on to the next student to grade ("Save and next"). */
  onSubmit: (andNext: boolean) => void;
  busy: boolean;
  error: string | null;
  fieldErrors: FieldErrors;
  /** The work and the comment of assignments and contributions; null for a CBT, scored as before. */
  review: ScoreReview | null;
}

const t = assessmentTexts.details;

function StudentOption({ student }: { student: StudentRef }) {
  return (
    <option value={student.id} dir="auto">
      {student.name}
    </option>
  );
}

/** The dropdown's students: as listed, or once the work is known, those who handed in first, in two groups. */
function StudentOptions({ students, works }: { students: StudentRef[]; works: StudentWork[] | undefined }) {
  if (!works) return students.map((one) => <StudentOption key={one.id} student={one} />);
  const { handedIn, rest } = scoreChoices(students, works);
  const groups: Array<[string, StudentRef[]]> = [
    [texts.review.handedInGroup, handedIn],
    [texts.review.notHandedInGroup, rest],
  ];
  return groups.map(([label, group]) =>
    group.length > 0 ? (
      <optgroup key={label} label={label}>
        {group.map((one) => (
          <StudentOption key={one.id} student={one} />
        ))}
      </optgroup>
    ) : null,
  );
}

/**
 * Student Statistics and the scoring form (docs/product.md §2.3): only students without a score are offered, the score
 * is free text, Submit is disabled while busy or while no student or score is given, and the warning says a
 * score is final. On assignments and contributions (`review`), the cohort's work list comes under the figures,
 * the chosen student's work beside the form (side by side on wide screens, stacked on narrow ones), the
 * dropdown offers those who handed in first, and the form has a comment.
 */
export function ScoreView({
  kind,
  students,
  student,
  score,
  onStudent,
  onScore,
  onSubmit,
  busy,
  error,
  fieldErrors,
  review,
}: ScoreViewProps) {
  const grading = review?.grading;
  const andNext = grading?.hasNext === true;
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    onSubmit(andNext && submitter?.getAttribute("value") === NEXT);
  }
  /** Ctrl+Enter (⌘+Enter) in the score or the comment: "Save and next". */
  function saveAndNextKey(event: KeyboardEvent) {
    if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey) || !andNext) return;
    event.preventDefault();
    if (!busy && student !== "" && score.trim() !== "") onSubmit(true);
  }
  const studentKey = SCORE_ENDPOINTS[kind].studentKey;
  const headingId = useId();
  return (
    <TitledCard title={t.statistics}>
      <SectionView section={students} loading={t.loadingStudents}>
        {(stats) => {
          const list = stats.students_without_scores_list;
          // The student chosen in the work list may have a score already: the dropdown then shows none.
          const chosen = list.some((one) => one.id === student) ? student : "";
          const form = (
            <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4">
              <h3 id={headingId} className="text-lg font-semibold text-foreground">
                {t.scoreStudent}
              </h3>
              <p
                role="note"
                className="flex items-start gap-2 rounded-md bg-warning-soft px-3 py-2 text-sm font-medium text-warning-soft-foreground"
              >
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {messages.scoreFinalWarning}
              </p>
              {list.length === 0 ? (
                <EmptyState title={messages.noStudentsWithoutScores} />
              ) : (
                <form
                  className="flex max-w-xl flex-col gap-4"
                  onSubmit={handleSubmit}
                  aria-busy={busy}
                  aria-labelledby={headingId}
                  noValidate
                >
                  <FormAlert message={error} />
                  {grading && <GradingBar grading={grading} />}
                  <FormField name={studentKey} label={t.student} errors={fieldErrors} required>
                    <Select
                      value={chosen}
                      placeholder={messages.selectStudentPlaceholder}
                      onChange={(event) => onStudent(event.target.value)}
                    >
                      <StudentOptions students={list} works={review?.works} />
                    </Select>
                  </FormField>
                  <FormField name="score" label={t.score} errors={fieldErrors} required hint={t.scoreHint}>
                    <Input
                      value={score}
                      inputMode="decimal"
                      autoComplete="off"
                      onChange={(event) => onScore(event.target.value)}
                      onKeyDown={saveAndNextKey}
                    />
                  </FormField>
                  {review ? (
                    <FormField
                      name="comment"
                      label={texts.review.comment}
                      errors={fieldErrors}
                      hint={texts.review.commentHint(
                        codePointLength(review.comment),
                        SCORE_COMMENT_MAX_LENGTH,
                      )}
                    >
                      <Textarea
                        value={review.comment}
                        onChange={(event) => review.onComment(event.target.value)}
                        onKeyDown={saveAndNextKey}
                      />
                    </FormField>
                  ) : null}
                  <div className="flex flex-wrap gap-3">
                    <Button
                      type="submit"
                      busy={busy}
                      busyLabel={t.submitting}
                      disabled={chosen === "" || score.trim() === ""}
                    >
                      {t.submit}
                    </Button>
                    {andNext && (
                      <Button
                        type="submit"
                        variant="secondary"
                        value={NEXT}
                        disabled={busy || chosen === "" || score.trim() === ""}
                        aria-keyshortcuts="Control+Enter Meta+Enter"
                        title={texts.review.saveAndNextShortcut}
                      >
                        {texts.review.saveAndNext}
                      </Button>
                    )}
                  </div>
                </form>
              )}
            </section>
          );
          return (
            <>
              <div className="grid gap-4 sm:grid-cols-3">
                <StatCard label={t.totalStudents} value={stats.total_students_in_cohort} />
                <StatCard label={t.withScores} value={stats.students_with_scores} />
                <StatCard label={t.withoutScores} value={stats.students_without_scores} />
              </div>
              {review ? (
                <>
                  {review.students}
                  <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
                    {review.work}
                    {form}
                  </div>
                </>
              ) : (
                form
              )}
            </>
          );
        }}
      </SectionView>
    </TitledCard>
  );
}
