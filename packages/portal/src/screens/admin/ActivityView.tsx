import { formatDateTime, type ActivityEntry, type Person } from "@cla/domain/client";
import { Button, Field, Input, PageHeader, Select } from "@cla/ui";
import { Filter } from "lucide-react";
import { Fragment } from "react";
import { timeZones } from "../../app/timeZones";
import { ACTIVITY_FILTERS, type ActivityFilter } from "../../api/keys";
import { FilterForm, optionsOf } from "../../components/FilterForm";
import { type Section } from "../../components/Section";
import { SectionTable } from "../../components/SectionTable";
import { activitySentence } from "./activitySentence";
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

/** The entry in people's words, each name isolated (a right-to-left name cannot reorder the sentence). */
function Sentence({ entry }: { entry: ActivityEntry }) {
  return (
    <span>
      {activitySentence(entry).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? " " : null}
          {typeof part === "string" ? part : <bdi className="font-medium">{part.name}</bdi>}
        </Fragment>
      ))}
    </span>
  );
}

/** What a developer or an auditor looks up, behind a toggle: the kind, the ids and the entry's details. */
function Details({ entry }: { entry: ActivityEntry }) {
  const list: Array<[string, string | number | boolean | null]> = [
    ["kind", entry.kind],
    ["actor_id", entry.actor_id],
    ["user_id", entry.user_id],
    ["subject_id", entry.subject_id],
    ...Object.entries(entry.details),
  ];
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-primary underline underline-offset-2">
        {t.detailsToggle}
      </summary>
      <dl className="mt-1 flex flex-col gap-0.5">
        {list
          .filter(([, value]) => value !== null)
          .map(([key, value]) => (
            <div key={key}>
              <dt className="inline text-muted-foreground">{key}: </dt>
              <dd className="inline break-all">
                <code>{String(value)}</code>
              </dd>
            </div>
          ))}
      </dl>
    </details>
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
        layout="stack-on-phone"
        getRowKey={(entry) => entry.id}
        columns={[
          {
            key: "created_at",
            header: t.when,
            rowHeader: true,
            render: (entry) => (
              <time dateTime={entry.created_at} className="whitespace-nowrap">
                {formatDateTime(entry.created_at, timeZones().viewer)}
              </time>
            ),
          },
          { key: "what", header: t.what, render: (entry) => <Sentence entry={entry} /> },
          { key: "details", header: t.details, render: (entry) => <Details entry={entry} /> },
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
