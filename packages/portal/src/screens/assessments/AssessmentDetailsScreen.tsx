import type { Assessment, AssessmentKind } from "@cla/domain/client";
import { isWorkKind, messages } from "@cla/domain/client";
import { useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { useAssessment, useCbtAttempt, useWork } from "../../api/hooks";
import { deleteRecord, endpoints } from "../../api/records";
import { WRITES } from "../../api/writes";
import type { AssessmentState } from "../../app/navigationState";
import { paths, recordPath, withQuery } from "../../app/paths";
import { useScreenTitle } from "../../app/screenChange";
import { toSection } from "../../components/Section";
import { useConfirmDelete } from "../../feedback/confirmDelete";
import { isFacilitator } from "../../session/session";
import { useSession } from "../../session/useSession";
import { AssessmentDetailsView } from "./AssessmentDetailsView";
import { CbtResultsPanel } from "../scoring/CbtResultsPanel";
import { CbtTakingPanel } from "../online-tests/CbtTakingPanel";
import { ExtensionsPanel } from "../extensions/ExtensionsPanel";
import { KIND_SCREENS } from "./kinds";
import { ScorePanel } from "../scoring/ScorePanel";
import { WorkPanel } from "../hand-ins/WorkPanel";

/**
 * /portal/assignments/{id}, /portal/contributions/{id}, /portal/cbts/{id}: loaded by id (docs/api.md §10), starting
 * from the item in navigation state when the list passed one. A student sees their own score with the
 * facilitator's comment and hands in their work, or takes a CBT that has questions; a facilitator the cohort's
 * statistics, the scoring form, Edit and Delete, and for a CBT with questions its results (docs/api.md §6.14).
 */
export default function AssessmentDetailsScreen({ kind }: { kind: AssessmentKind }) {
  const k = KIND_SCREENS[kind];
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const facilitator = isFacilitator(useSession());
  const item = useAssessment(kind, id, (location.state as Partial<AssessmentState> | null)?.item);
  // A student hands in work for assignments and contributions; the score's comment comes with it.
  const workKind = !facilitator && isWorkKind(kind) ? kind : null;
  const work = useWork(workKind, id);
  // A student's CBT taken in the portal: its graded attempt is where the score comes from, the moment it is
  // graded (the same request as the test panel's).
  const attempt = useCbtAttempt(!facilitator && kind === "cbt" ? id : null).answer?.attempt;
  const confirmDelete = useConfirmDelete();
  // Each score submitted starts a fresh scoring form (its own busy state and fields).
  // The student whose work a facilitator reads and scores; it stays chosen after a score. `?student=<id>` opens
  // the page with them chosen (a score's `download_link`, docs/api.md §6.6).
  const [student, setStudent] = useState(() => new URLSearchParams(location.search).get("student") ?? "");
  useScreenTitle(item.item?.name ?? k.title);

  function remove(target: Assessment) {
    confirmDelete({
      question: k.confirmDelete,
      warning: messages.actionCannotBeUndone,
      remove: () => deleteRecord(endpoints.assessments(kind), target.id),
      success: k.deleted,
      failure: k.deleteFailed,
      refresh: WRITES.assessment(kind),
      onDeleted: () => void navigate(withQuery(k.listPath, { cohort: String(target.cla_cohort_id) })),
    });
  }

  return (
    <AssessmentDetailsView
      kind={kind}
      item={toSection(item.item, item, k.failedToFetch, k.notFound)}
      facilitator={facilitator}
      links={{
        edit: withQuery(k.formPath, { id }),
        course: (target) => recordPath(paths.courses, target.cla_course_id),
      }}
      onDelete={remove}
      scoring={
        facilitator && id ? (
          <ScorePanel kind={kind} itemId={id} student={student} onStudent={setStudent} />
        ) : null
      }
      score={attempt?.score ?? item.item?.student_score ?? null}
      comment={work.work?.score?.comment ?? null}
      handIn={
        !id || facilitator ? null : workKind ? (
          <WorkPanel kind={workKind} itemId={id} />
        ) : (
          // A CBT with questions is taken here; one scored by hand shows nothing more (docs/api.md §6.14).
          <CbtTakingPanel cbtId={id} />
        )
      }
      results={facilitator && kind === "cbt" && id ? <CbtResultsPanel cbtId={id} /> : null}
      extensions={
        facilitator && id && item.item ? (
          <ExtensionsPanel kind={kind} itemId={id} cohortId={item.item.cla_cohort_id} />
        ) : null
      }
    />
  );
}
