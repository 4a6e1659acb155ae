import { useCohorts } from "../../api/hooks";
import { useScreenTitle } from "../../app/screenChange";
import { toSection } from "../../components/Section";
import { CohortsView } from "./CohortsView";
import { texts } from "./texts";

/** /portal/admin/cohorts (admins): every cohort, with its student count (GET /cla_cohorts as an admin). */
export default function CohortsScreen() {
  useScreenTitle(texts.cohorts.title);
  const cohorts = useCohorts();
  return <CohortsView cohorts={toSection(cohorts.cohorts, cohorts, texts.cohorts.failed)} />;
}
