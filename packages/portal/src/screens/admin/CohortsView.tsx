import { formatDay, type Cohort, type CohortStatus } from "@cla/domain/client";
import { Badge, PageHeader, type BadgeVariant } from "@cla/ui";
import { Pencil, Plus } from "lucide-react";
import { adminPaths } from "../../app/adminPaths";
import { withQuery } from "../../app/paths";
import { type Section } from "../../components/Section";
import { SectionTable } from "../../components/SectionTable";
import { LinkButton } from "../../components/LinkButton";
import { texts } from "./texts";

const t = texts.cohorts;

export const STATUS_BADGES: Record<CohortStatus, BadgeVariant> = {
  upcoming: "info",
  running: "success",
  ended: "neutral",
};

/** A date of the API ('YYYY-MM-DD') as written, or 'Not set'. */
export function DateCell({ date }: { date: string | null }) {
  return date ? (
    <time dateTime={date}>{formatDay(date) ?? date}</time>
  ) : (
    <span className="text-muted-foreground">{t.notSet}</span>
  );
}

export interface CohortsViewProps {
  cohorts: Section<Cohort[]>;
}

/** /portal/admin/cohorts (docs/product.md §2.4): every cohort with its students, dates, status and sign-up. */
export function CohortsView({ cohorts }: CohortsViewProps) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t.title}
        actions={
          <LinkButton to={adminPaths.cohortForm} icon={Plus}>
            {t.create}
          </LinkButton>
        }
      />
      <SectionTable
        section={cohorts}
        texts={t}
        getRowKey={(cohort) => cohort.id}
        columns={[
          { key: "name", header: t.name, rowHeader: true },
          { key: "student_count", header: t.students, numeric: true },
          {
            key: "start_date",
            header: t.start,
            render: (cohort) => <DateCell date={cohort.start_date} />,
          },
          { key: "end_date", header: t.end, render: (cohort) => <DateCell date={cohort.end_date} /> },
          {
            key: "status",
            header: t.status,
            render: (cohort) => (
              <Badge variant={STATUS_BADGES[cohort.status]}>{t.statuses[cohort.status]}</Badge>
            ),
          },
          {
            key: "open_for_signup",
            header: t.signUp,
            render: (cohort) =>
              cohort.status === "ended"
                ? t.endedClosed
                : cohort.open_for_signup === null
                  ? t.untilItStarts
                  : cohort.open_for_signup
                    ? t.open
                    : t.closed,
          },
          {
            key: "actions",
            header: t.actions,
            render: (cohort) => (
              <LinkButton
                to={withQuery(adminPaths.cohortForm, { id: String(cohort.id) })}
                aria-label={t.editLabel(cohort.name)}
                variant="secondary"
                size="sm"
                icon={Pencil}
              >
                {t.edit}
              </LinkButton>
            ),
          },
        ]}
      />
    </div>
  );
}
