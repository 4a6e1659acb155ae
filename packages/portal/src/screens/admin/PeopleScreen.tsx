import { useCohorts, usePeople } from "../../api/hooks";
import { PEOPLE_FILTERS } from "../../api/keys";
import { useQueryFilter } from "../../app/queryFilter";
import { useScreenTitle } from "../../app/screenChange";
import { toSection } from "../../components/Section";
import { PeopleView } from "./PeopleView";
import { texts } from "./texts";

/** /portal/admin/people (admins): GET /cla_users with the URL's filters. */
export default function PeopleScreen() {
  useScreenTitle(texts.people.title);
  const [filter, setFilter] = useQueryFilter(PEOPLE_FILTERS);
  const people = usePeople(filter);
  const { cohorts } = useCohorts();
  return (
    <PeopleView
      filter={filter}
      cohorts={cohorts ?? []}
      onFilter={setFilter}
      people={toSection(people.people, people, texts.people.failed)}
    />
  );
}
