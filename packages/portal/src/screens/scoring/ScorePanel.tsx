import type { AssessmentKind } from "@cla/domain/client";
import { SCORE_ENDPOINTS, isWorkKind, messages } from "@cla/domain/client";
import { useState } from "react";
import { useStudentsWithoutScores, useStudentWorks } from "../../api/hooks";
import { createScore } from "../../api/records";
import { WRITES } from "../../api/writes";
import { toSection } from "../../components/Section";
import { checkFields, required, scoreComment } from "../../forms/checks";
import { useSubmit } from "../../forms/useSubmit";
import { KIND_SCORE_FIELDS, ScoreView } from "./ScoreView";
import { KIND_SCREENS } from "../assessments/kinds";
import { ChosenWork, StudentWorkList } from "./WorkReviewView";
import { gradingQueue, nextInQueue, type GradingOrder } from "../hand-ins/work";
import { useWorkFileDownload } from "../hand-ins/useWorkFileDownload";

export interface ScorePanelProps {
  kind: AssessmentKind;
  itemId: string;
  /** The chosen student's id ("" for none): whose work is shown, and who the form scores. */
  student: string;
  onStudent: (id: string) => void;
}

/**
 * A facilitator's scoring of one item (docs/api.md §6.6): the cohort's statistics, the students still without a
 * score, and the form. For assignments and contributions also the work each student handed in (§6.13), read
 * beside the form, and a comment sent with the score. A 409 (someone scored that student meanwhile) shows the
 * server's message and refreshes the statistics and the selector, like a success does.
 */
export function ScorePanel({ kind, itemId, student, onStudent }: ScorePanelProps) {
  const k = KIND_SCREENS[kind];
  const studentKey = SCORE_ENDPOINTS[kind].studentKey;
  const workKind = isWorkKind(kind) ? kind : null;
  const students = useStudentsWithoutScores(kind, itemId);
  const works = useStudentWorks(workKind, itemId);
  const [score, setScore] = useState("");
  // Each student's comment as typed, kept while the facilitator moves between students.
  const [comments, setComments] = useState<Record<string, string>>({});
  const [order, setOrder] = useState<GradingOrder>("name");
  const { download, downloading } = useWorkFileDownload();
  const comment = comments[student] ?? "";
  const queue =
    works.works && students.students
      ? gradingQueue(works.works, students.students.students_without_scores_list, order)
      : undefined;

  type Scoring = { student: string; score: string; comment: string; next: string | null };
  const submit = useSubmit<Scoring, Scoring>({
    fields: KIND_SCORE_FIELDS[kind],
    validate: (values) =>
      checkFields(
        { [studentKey]: values.student, score: values.score, comment: values.comment },
        { [studentKey]: [required], score: [required], comment: [scoreComment] },
      ),
    action: async (values) => {
      await createScore(kind, itemId, {
        studentId: values.student,
        score: values.score.trim(),
        comment: values.comment,
      });
      return values;
    },
    success: k.scored,
    failure: k.scoreFailed,
    refresh: WRITES.score(kind),
    conflict: { refresh: [k.scores, k.items], reset: () => onStudent("") },
    // The score is final: the form starts afresh, on the next student to grade after "Save and next".
    onSuccess: (values) => {
      setScore("");
      setComments(({ [values.student]: _done, ...others }) => others);
      if (values.next !== null) onStudent(values.next);
    },
    repeat: true,
  });

  return (
    <ScoreView
      kind={kind}
      students={toSection(students.students, students, messages.failedToFetchStudents)}
      student={student}
      score={score}
      onStudent={onStudent}
      onScore={setScore}
      onSubmit={(andNext) =>
        submit.submit({
          student,
          score,
          comment,
          next: andNext && queue ? nextInQueue(queue, student) : null,
        })
      }
      busy={submit.busy}
      error={submit.error}
      fieldErrors={submit.fieldErrors}
      review={
        workKind && {
          students: (
            <StudentWorkList
              works={toSection(works.works, works, messages.failedToFetchStudentWorks)}
              student={student}
              onStudent={onStudent}
            />
          ),
          // Nothing beside the form until the list is in (its own loading or failure shows above).
          work: works.works && (
            <ChosenWork
              entry={works.works.find((entry) => entry.student.id === student)}
              onDownload={download}
              downloading={downloading}
            />
          ),
          works: works.works,
          comment,
          onComment: (text) => setComments((before) => ({ ...before, [student]: text })),
          grading: queue && {
            order,
            onOrder: setOrder,
            left: queue.length,
            handedIn: works.works!.filter((entry) => entry.work).length,
            hasNext: nextInQueue(queue, student) !== null,
          },
        }
      }
    />
  );
}
