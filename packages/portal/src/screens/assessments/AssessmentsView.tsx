import type { Assessment, AssessmentKind, WorkCount, WorkStatus } from "@cla/domain/client";
import { dueStatus, formatDay } from "@cla/domain/client";
import { Badge, DueBadge, EmptyState, List, ListItem, PageHeader } from "@cla/ui";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SectionView, type Section } from "../../components/Section";
import { KIND_SCREENS } from "./kinds";
import { texts } from "./texts";
import { workBadge } from "../hand-ins/work";

export interface AssessmentsViewProps {
  kind: AssessmentKind;
  /** The moment the badges are worked out for (docs/product.md §4, local dates). */
  now: Date;
  /** The chosen cohort's items; null while a facilitator has not chosen a cohort. */
  items: Section<Assessment[]> | null;
  /** The cohort filter (facilitators only). */
  cohortFilter?: ReactNode;
  /** Where an item opens, with the navigation state it carries. */
  link: (item: Assessment) => { to: string; state: unknown };
  /** A student's hand-in status per item (assignments, contributions), shown beside the due badge once loaded. */
  workStatus?: WorkStatus[];
  /** A facilitator's hand-ins and those to score per item (assignments, contributions), once loaded. */
  workCounts?: WorkCount[];
}

/**
 * The list of assignments, contributions or CBTs (docs/product.md §2.3): each item its name, due date and badge,
 * and for a student their hand-in status beside it.
 */
export function AssessmentsView({
  kind,
  now,
  items,
  cohortFilter,
  link,
  workStatus,
  workCounts,
}: AssessmentsViewProps) {
  const k = KIND_SCREENS[kind];
  const statuses = new Map((workStatus ?? []).map((status) => [status.item_id, status] as const));
  const counts = new Map((workCounts ?? []).map((count) => [count.item_id, count] as const));
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={k.title} actions={cohortFilter} />
      {items === null ? (
        <EmptyState title={k.selectCohort} />
      ) : (
        <SectionView section={items} loading={k.loading}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState title={k.empty} />
            ) : (
              <List aria-label={k.title}>
                {list.map((item) => {
                  const target = link(item);
                  return (
                    <ListItem
                      key={item.id}
                      asChild
                      title={item.name}
                      description={`${item.course_name} · ${texts.list.due(formatDay(item.due_date) ?? "")}${
                        item.extended_from === null
                          ? ""
                          : ` (${texts.list.extendedFrom(formatDay(item.extended_from) ?? item.extended_from)})`
                      }`}
                      badge={
                        <span className="flex flex-wrap items-center justify-end gap-1">
                          <WorkBadge status={statuses.get(item.id)} />
                          <CountBadge count={counts.get(item.id)} />
                          <DueBadge status={dueStatus(item.due_date, now)} />
                        </span>
                      }
                    >
                      <Link to={target.to} state={target.state} />
                    </ListItem>
                  );
                })}
              </List>
            )
          }
        </SectionView>
      )}
    </div>
  );
}

/** Where work waits (decision 180): 'n to score' while any is, else 'n handed in'; nothing without hand-ins. */
function CountBadge({ count }: { count: WorkCount | undefined }) {
  if (!count || count.handed_in === 0) return null;
  return (
    <>
      <Badge variant={count.to_score > 0 ? "warning" : "neutral"} data-testid="count-badge">
        {count.to_score > 0 ? texts.list.toScore(count.to_score) : texts.list.handedIn(count.handed_in)}
      </Badge>{" "}
    </>
  );
}

/** The hand-in status of one item ('handed in', 'late', 'scored', 'not handed in'), if known. */
function WorkBadge({ status }: { status: WorkStatus | undefined }) {
  if (!status) return null;
  const { label, variant } = workBadge(status);
  return (
    <>
      <Badge variant={variant} data-testid="work-badge">
        {label}
      </Badge>{" "}
    </>
  );
}
