import type { AssessmentKind } from "@cla/domain/client";
import { isWorkKind } from "@cla/domain/client";
import { useLocation } from "react-router";
import { useAssessments, useWorkCounts, useWorkStatus } from "../../api/hooks";
import type { AssessmentListState, AssessmentState } from "../../app/navigationState";
import { recordPath } from "../../app/paths";
import { useScreenTitle } from "../../app/screenChange";
import { CohortFilter, useCohortChoice } from "../../components/CohortFilter";
import { toSection } from "../../components/Section";
import { notify } from "../../feedback/notify";
import { AssessmentsView } from "./AssessmentsView";
import { KIND_SCREENS } from "./kinds";

/**
 * /portal/assignments, /portal/contributions, /portal/cbts: one kind's items of a cohort, each with its due
 * badge (a student's hand-in status beside it, a facilitator's hand-ins and those to score); students see their own cohort, facilitators choose one
 * (`?cohort=`). A list in navigation state is
 * shown at once (and refreshed), so a reload or a shared link shows the same screen.
 */
export default function AssessmentsScreen({ kind }: { kind: AssessmentKind }) {
  const k = KIND_SCREENS[kind];
  useScreenTitle(k.title);
  const location = useLocation();
  const cohort = useCohortChoice();
  const given = location.state as Partial<AssessmentListState> | null;
  const shortcut = given?.cohortId === cohort.cohortId ? given?.items : undefined;
  const items = useAssessments(kind, cohort.cohortId, shortcut);
  // A student's own hand-in status beside each due badge (assignments and contributions).
  const work = useWorkStatus(!cohort.canChoose && isWorkKind(kind) ? kind : null, cohort.cohortId);
  // A facilitator's hand-ins and those to score on each item, so new work is found without opening each.
  const counts = useWorkCounts(cohort.canChoose && isWorkKind(kind) ? kind : null, cohort.cohortId);

  function choose(cohortId: number) {
    cohort.choose(cohortId);
    if (k.filtered) notify.success(k.filtered);
  }

  return (
    <AssessmentsView
      kind={kind}
      now={new Date()}
      items={cohort.cohortId === null ? null : toSection(items.items, items, k.failedToFetch)}
      workStatus={work.statuses}
      workCounts={counts.counts}
      cohortFilter={cohort.canChoose ? <CohortFilter value={cohort.cohortId} onChange={choose} /> : undefined}
      link={(item) => ({
        to: recordPath(k.listPath, item.id),
        state: { item } satisfies AssessmentState,
      })}
    />
  );
}
