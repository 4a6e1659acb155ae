import type { ActivityEntry, Person } from "@cla/domain/client";
import { Button, Field, Input, PageHeader, Select } from "@cla/ui";
import { Filter } from "lucide-react";
import { ACTIVITY_FILTERS, type ActivityFilter } from "../../api/keys";
import { FilterForm, optionsOf } from "../../components/FilterForm";
import { type Section } from "../../components/Section";
import { SectionTable } from "../../components/SectionTable";
import { texts } from "./texts";

const t = texts.activity;

export interface ActivityViewProps {
  filter: ActivityFilter;
  /** Everyone, for the person filter (empty while they load). */
  people: readonly Person[];
  onFilter: (filter: ActivityFilter) => void;
  entries: Section<ActivityEntry[]>;
  /** Asks for the next older page; null on the last page. */
  onMore: (() => void) | null;
  loadingMore: boolean;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

function Details({ details }: { details: ActivityEntry["details"] }) {
  const list = Object.entries(details);
  if (list.length === 0) return null;
  return (
    <ul className="flex flex-col gap-0.5 text-sm">
      {list.map(([name, value]) => (
        <li key={name}>
          <span className="text-muted-foreground">{name}:</span> {value === null ? "—" : String(value)}
        </li>
      ))}
    </ul>
  );
}

function Filters({ filter, people, onFilter }: Pick<ActivityViewProps, "filter" | "people" | "onFilter">) {
  return (
    <FilterForm
      label={t.filters}
      names={ACTIVITY_FILTERS}
      onFilter={onFilter}
      icon={<Filter aria-hidden="true" />}
      apply={t.apply}
    >
      <Field label={t.person}>
        <Select
          // Remounted once the people arrive, so a person named by the URL is selected.
          key={people.length}
          name="cla_user_id"
          defaultValue={filter.cla_user_id ?? ""}
          options={[
            { value: "", label: t.anyone },
            ...people.map((person) => ({ value: person.id, label: `${person.name} (${person.email})` })),
          ]}
        />
      </Field>
      <Field label={t.kind}>
        <Select
          name="kind"
          defaultValue={filter.kind ?? ""}
          options={[{ value: "", label: t.anyKind }, ...optionsOf(t.kinds)]}
        />
      </Field>
      <Field label={t.from}>
        <Input name="from" type="date" defaultValue={filter.from ?? ""} />
      </Field>
      <Field label={t.to}>
        <Input name="to" type="date" defaultValue={filter.to ?? ""} />
      </Field>
    </FilterForm>
  );
}

/** /portal/admin/activity (docs/product.md §2.4): who did what and when, newest first, a page at a time. */
export function ActivityView({ filter, people, onFilter, entries, onMore, loadingMore }: ActivityViewProps) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t.title} />
      <Filters filter={filter} people={people} onFilter={onFilter} />
      <SectionTable
        section={entries}
        texts={t}
        getRowKey={(entry) => entry.id}
        columns={[
          {
            key: "created_at",
            header: t.when,
            rowHeader: true,
            render: (entry) => (
              <time dateTime={entry.created_at} className="whitespace-nowrap">
                {timeFormat.format(new Date(entry.created_at))}
              </time>
            ),
          },
          {
            key: "actor",
            header: t.who,
            render: (entry) => (entry.actor_name ? <bdi>{entry.actor_name}</bdi> : t.system),
          },
          {
            key: "kind",
            header: t.what,
            render: (entry) => <code className="text-sm">{entry.kind}</code>,
          },
          {
            key: "subject",
            header: t.about,
            render: (entry) => (
              <span className="flex flex-col">
                {entry.subject_name ? <bdi>{entry.subject_name}</bdi> : null}
                {entry.user_name && entry.user_name !== entry.subject_name ? (
                  <bdi className="text-muted-foreground">{entry.user_name}</bdi>
                ) : null}
              </span>
            ),
          },
          { key: "details", header: t.details, render: (entry) => <Details details={entry.details} /> },
        ]}
        footer={
          onMore || loadingMore ? (
            <Button
              variant="secondary"
              onClick={onMore ?? undefined}
              busy={loadingMore}
              busyLabel={t.loadingMore}
              className="self-start"
            >
              {t.more}
            </Button>
          ) : null
        }
      />
    </div>
  );
}
