import type { AssessmentKind } from "@cla/domain/client";
import { SCORE_ENDPOINTS, messages } from "@cla/domain/client";
import { useState } from "react";
import { ApiError } from "../../api/ApiError";
import { useStudentsWithoutScores } from "../../api/hooks";
import { useRefresh } from "../../api/refresh";
import { createScore } from "../../api/records";
import { toSection } from "../../components/Section";
import { checkFields, required } from "../../forms/checks";
import { useSubmit } from "../../forms/useSubmit";
import { KIND_SCORE_FIELDS, ScoreView } from "./ScoreView";
import { KIND_SCREENS } from "./kinds";

export interface ScorePanelProps {
  kind: AssessmentKind;
  itemId: string;
  /** After a score is saved (toast shown, statistics refreshed): the parent starts a fresh panel. */
  onScored: () => void;
}

/**
 * A facilitator's scoring of one item (docs/api.md §6.6): the cohort's statistics, the students still without a
 * score, and the form. A 409 (someone scored that student meanwhile) shows the server's message and
 * refreshes the statistics and the selector, like a success does.
 */
export function ScorePanel({ kind, itemId, onScored }: ScorePanelProps) {
  const k = KIND_SCREENS[kind];
  const studentKey = SCORE_ENDPOINTS[kind].studentKey;
  const students = useStudentsWithoutScores(kind, itemId);
  const refresh = useRefresh();
  const [student, setStudent] = useState("");
  const [score, setScore] = useState("");

  const submit = useSubmit<{ student: string; score: string }, unknown>({
    fields: KIND_SCORE_FIELDS[kind],
    validate: (values) =>
      checkFields(
        { [studentKey]: values.student, score: values.score },
        { [studentKey]: [required], score: [required] },
      ),
    action: async (values) => {
      try {
        return await createScore(kind, itemId, values.student, values.score.trim());
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 409) {
          setStudent("");
          await refresh(k.scores, k.items);
        }
        throw failure;
      }
    },
    success: k.scored,
    failure: k.scoreFailed,
    refresh: [k.scores, k.items, "cla_courses"],
    onSuccess: onScored,
  });

  return (
    <ScoreView
      kind={kind}
      students={toSection(students.students, students, messages.failedToFetchStudents)}
      student={student}
      score={score}
      onStudent={setStudent}
      onScore={setScore}
      onSubmit={() => submit.submit({ student, score })}
      busy={submit.busy}
      error={submit.error}
      fieldErrors={submit.fieldErrors}
    />
  );
}
