import type { Cohort, Person } from "@cla/domain/client";
import { Badge, Field, Input, PageHeader, Select } from "@cla/ui";
import { Search, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { PEOPLE_FILTERS, type PeopleFilter } from "../../api/keys";
import { adminPaths } from "../../app/adminPaths";
import { recordPath, withQuery } from "../../app/paths";
import { FilterForm, optionsOf } from "../../components/FilterForm";
import { type Section } from "../../components/Section";
import { SectionTable } from "../../components/SectionTable";
import { LinkButton } from "../../components/LinkButton";
import type { PeopleListState } from "./PersonView";
import { texts } from "./texts";

const t = texts.people;

export interface PeopleViewProps {
  filter: PeopleFilter;
  /** Every cohort, for the cohort filter (empty while they load). */
  cohorts: readonly Cohort[];
  onFilter: (filter: PeopleFilter) => void;
  people: Section<Person[]>;
}

/** A person's status as words: deactivated, or active (and, before their first password, that they have none). */
export function PersonStatus({ person }: { person: Person }) {
  if (!person.active) return <Badge variant="danger">{t.deactivated}</Badge>;
  return (
    <span className="flex flex-wrap gap-1">
      <Badge variant="success">{t.active}</Badge>
      {person.password_set ? null : <Badge variant="warning">{t.invited}</Badge>}
    </span>
  );
}

function Filters({ filter, cohorts, onFilter }: Omit<PeopleViewProps, "people">) {
  const any = { value: "", label: t.any };
  return (
    <FilterForm
      label={t.filters}
      names={PEOPLE_FILTERS}
      onFilter={onFilter}
      icon={<Search aria-hidden="true" />}
      apply={t.apply}
    >
      <Field label={t.search}>
        <Input name="q" type="search" defaultValue={filter.q ?? ""} autoComplete="off" />
      </Field>
      <Field label={t.role}>
        <Select name="role" defaultValue={filter.role ?? ""} options={[any, ...optionsOf(t.roles)]} />
      </Field>
      <Field label={t.cohort}>
        <Select
          // Remounted once the cohorts arrive, so a cohort named by the URL is selected.
          key={cohorts.length}
          name="cla_cohort_id"
          defaultValue={filter.cla_cohort_id ?? ""}
          options={[any, ...cohorts.map((cohort) => ({ value: String(cohort.id), label: cohort.name }))]}
        />
      </Field>
      <Field label={t.status}>
        <Select name="status" defaultValue={filter.status ?? ""} options={[any, ...optionsOf(t.statuses)]} />
      </Field>
    </FilterForm>
  );
}

/** /portal/admin/people (docs/product.md §2.4): everyone, searchable and filtered; a name opens the person. */
export function PeopleView({ filter, cohorts, onFilter, people }: PeopleViewProps) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t.title}
        actions={
          <LinkButton to={adminPaths.invite} icon={UserPlus}>
            {t.invite}
          </LinkButton>
        }
      />
      <Filters filter={filter} cohorts={cohorts} onFilter={onFilter} />
      <SectionTable
        section={people}
        texts={t}
        layout="stack-on-phone"
        getRowKey={(person) => person.id}
        columns={[
          {
            key: "name",
            header: t.name,
            rowHeader: true,
            render: (person) => (
              <Link
                to={recordPath(adminPaths.people, person.id)}
                state={{ peopleList: withQuery(adminPaths.people, filter) } satisfies PeopleListState}
                className="text-primary underline underline-offset-4"
              >
                <bdi>{person.name}</bdi>
              </Link>
            ),
          },
          {
            key: "email",
            header: t.email,
            render: (person) => <span className="break-all">{person.email}</span>,
          },
          {
            key: "role",
            header: t.role,
            render: (person) => t.roles[person.cla_role_name] ?? person.cla_role_name,
          },
          { key: "cohort", header: t.cohort, render: (person) => person.cla_cohort_name ?? t.noCohort },
          {
            key: "status",
            header: t.status,
            stackFirst: true,
            render: (person) => <PersonStatus person={person} />,
          },
        ]}
      />
    </div>
  );
}
