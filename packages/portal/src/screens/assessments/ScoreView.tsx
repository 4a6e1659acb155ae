import type { AssessmentKind, StudentsWithoutScores } from "@cla/domain/client";
import { SCORE_ENDPOINTS, messages } from "@cla/domain/client";
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  Input,
  Select,
  StatCard,
} from "@cla/ui";
import { TriangleAlert } from "lucide-react";
import { useId, type FormEvent } from "react";
import { SectionView, type Section } from "../../components/Section";
import { FormField } from "../../forms/FormPage";
import type { FieldErrors } from "../../forms/useSubmit";
import { FormAlert } from "../../forms/FormAlert";
import { texts } from "./texts";

/** The score form's fields by the API's names, so a 422 lands under its field: the kind's student key and score. */
export const KIND_SCORE_FIELDS: Record<AssessmentKind, readonly string[]> = {
  assignment: [SCORE_ENDPOINTS.assignment.studentKey, "score"],
  contribution: [SCORE_ENDPOINTS.contribution.studentKey, "score"],
  cbt: [SCORE_ENDPOINTS.cbt.studentKey, "score"],
};

export interface ScoreViewProps {
  kind: AssessmentKind;
  /** The item's cohort statistics and the students without a score. */
  students: Section<StudentsWithoutScores>;
  /** The chosen student's id ("" for none) and the score as typed. */
  student: string;
  score: string;
  onStudent: (id: string) => void;
  onScore: (score: string) => void;
  onSubmit: () => void;
  busy: boolean;
  error: string | null;
  fieldErrors: FieldErrors;
}

const t = texts.details;

/**
 * Student Statistics and the scoring form (docs/product.md §2.3): only students without a score are offered, the score
 * is free text, Submit is disabled while busy or while no student or score is given, and the warning says a
 * score is final.
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
}: ScoreViewProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  const studentKey = SCORE_ENDPOINTS[kind].studentKey;
  const headingId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t.statistics}</CardTitle>
      </CardHeader>
      <CardContent>
        <SectionView section={students} loading={t.loadingStudents}>
          {(stats) => (
            <>
              <div className="grid gap-4 sm:grid-cols-3">
                <StatCard label={t.totalStudents} value={stats.total_students_in_cohort} />
                <StatCard label={t.withScores} value={stats.students_with_scores} />
                <StatCard label={t.withoutScores} value={stats.students_without_scores} />
              </div>
              <section aria-labelledby={headingId} className="flex flex-col gap-4">
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
                {stats.students_without_scores_list.length === 0 ? (
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
                    <FormField name={studentKey} label={t.student} errors={fieldErrors} required>
                      <Select
                        value={student}
                        placeholder={messages.selectStudentPlaceholder}
                        options={stats.students_without_scores_list.map((one) => ({
                          value: one.id,
                          label: one.name,
                        }))}
                        onChange={(event) => onStudent(event.target.value)}
                      />
                    </FormField>
                    <FormField name="score" label={t.score} errors={fieldErrors} required hint={t.scoreHint}>
                      <Input
                        value={score}
                        inputMode="decimal"
                        autoComplete="off"
                        onChange={(event) => onScore(event.target.value)}
                      />
                    </FormField>
                    <Button
                      type="submit"
                      busy={busy}
                      busyLabel={t.submitting}
                      disabled={student === "" || score.trim() === ""}
                      className="self-start"
                    >
                      {t.submit}
                    </Button>
                  </form>
                )}
              </section>
            </>
          )}
        </SectionView>
      </CardContent>
    </Card>
  );
}
