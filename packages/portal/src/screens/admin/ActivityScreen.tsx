import { useActivity, usePeople } from "../../api/hooks";
import { ACTIVITY_FILTERS } from "../../api/keys";
import { useQueryFilter } from "../../app/queryFilter";
import { useScreenTitle } from "../../app/screenChange";
import { toSection } from "../../components/Section";
import { ActivityView } from "./ActivityView";
import { texts } from "./texts";

/** /portal/admin/activity (admins): GET /cla_activity with the URL's filters, older pages on demand. */
export default function ActivityScreen() {
  useScreenTitle(texts.activity.title);
  const [filter, setFilter] = useQueryFilter(ACTIVITY_FILTERS);
  const activity = useActivity(filter);
  const { people } = usePeople();
  return (
    <ActivityView
      filter={filter}
      people={people ?? []}
      onFilter={setFilter}
      entries={toSection(activity.entries, activity, texts.activity.failed)}
      onMore={activity.more}
      loadingMore={activity.loadingMore}
    />
  );
}
