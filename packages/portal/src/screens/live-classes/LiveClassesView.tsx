import type { LiveClass } from "@cla/domain/client";
import { checkUrl, messages } from "@cla/domain/client";
import { Button, Card, CardContent, CardFooter, CardHeader, CardTitle, PageHeader } from "@cla/ui";
import { CalendarPlus, ExternalLink, Video } from "lucide-react";
import type { ReactNode } from "react";
import type { TimeZones } from "../../app/timeZones";
import { EditDeleteButtons } from "../../components/EditDeleteButtons";
import { ListTabs } from "../../components/ListTabs";
import { SectionView, type Section } from "../../components/Section";
import { LinkButton } from "../../components/LinkButton";
import { classTime } from "./classTime";
import { texts } from "./texts";

/** The two tabs' classes, already split and ordered by the domain rules (splitLiveClasses). */
export interface LiveClassTabs {
  upcoming: LiveClass[];
  past: LiveClass[];
}

export interface LiveClassesViewProps {
  /** The cohort's classes; null while a facilitator has not chosen a cohort. */
  classes: Section<LiveClassTabs> | null;
  /** The cohort filter (facilitators only). */
  cohortFilter?: ReactNode;
  /** Facilitators get Schedule, Edit and Delete (docs/product.md §2.3). */
  facilitator: boolean;
  zones: TimeZones;
  /** Where Schedule Live Class goes, and each class's Edit (which carries the class as navigation state). */
  links: { schedule: string; edit: (liveClass: LiveClass) => string };
  /** Join pressed on a class without a usable link: the screen alerts. */
  onMissingLink: (liveClass: LiveClass) => void;
  /** Join opened a class's link (a student's join is noted for the register). */
  onJoin: (liveClass: LiveClass) => void;
  onDelete: (liveClass: LiveClass) => void;
  /** The calendar feed panel. */
  feed?: ReactNode;
}

const t = texts.list;

/** /portal/events and /portal/calendar (docs/product.md §2.3): Upcoming Classes and Past Classes. */
export function LiveClassesView({
  classes,
  cohortFilter,
  facilitator,
  zones,
  links,
  onMissingLink,
  onJoin,
  onDelete,
  feed,
}: LiveClassesViewProps) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t.title}
        actions={
          <>
            {cohortFilter}
            {facilitator && (
              <LinkButton to={links.schedule} icon={CalendarPlus}>
                {t.schedule}
              </LinkButton>
            )}
          </>
        }
      />
      <SectionView section={classes} selectCohort={t.selectCohort} loading={t.loading}>
        {(tabs) => (
          <ListTabs
            label={t.tabs}
            tabs={[
              {
                value: "upcoming",
                label: t.upcoming,
                list: tabs.upcoming,
                empty: messages.noUpcomingClasses,
              },
              { value: "past", label: t.past, list: tabs.past, empty: messages.noPastClasses },
            ]}
          >
            {(list, tab) => (
              <ul aria-label={tab.label} className="grid gap-4 md:grid-cols-2">
                {list.map((liveClass) => (
                  <ClassCard
                    key={liveClass.id}
                    liveClass={liveClass}
                    facilitator={facilitator}
                    zones={zones}
                    editLink={links.edit(liveClass)}
                    onMissingLink={onMissingLink}
                    onJoin={onJoin}
                    onDelete={onDelete}
                  />
                ))}
              </ul>
            )}
          </ListTabs>
        )}
      </SectionView>
      {feed}
    </div>
  );
}

interface ClassCardProps {
  liveClass: LiveClass;
  facilitator: boolean;
  zones: TimeZones;
  editLink: string;
  onMissingLink: (liveClass: LiveClass) => void;
  onJoin: (liveClass: LiveClass) => void;
  onDelete: (liveClass: LiveClass) => void;
}

/** One class: name, when (viewer's time, academy's beside it), duration, course; Join and the facilitator's actions. */
function ClassCard({
  liveClass,
  facilitator,
  zones,
  editLink,
  onMissingLink,
  onJoin,
  onDelete,
}: ClassCardProps) {
  // Only http/https links open (docs/api.md §1.3); anything else is treated as no link.
  const link = liveClass.zoom_link ? checkUrl(liveClass.zoom_link) : null;
  const when = classTime(liveClass, zones);
  return (
    <Card asChild padding="sm">
      <li>
        <CardHeader>
          <CardTitle level={2}>{liveClass.name}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{t.course}</dt>
            <dd>{liveClass.course_name}</dd>
            <dt className="text-muted-foreground">{t.when}</dt>
            <dd>
              <time dateTime={liveClass.starts_at}>{when.text}</time>
            </dd>
            <dt className="text-muted-foreground">{t.duration}</dt>
            <dd>{t.minutes(liveClass.duration)}</dd>
          </dl>
        </CardContent>
        <CardFooter className="flex flex-wrap gap-2">
          {link?.ok ? (
            <Button asChild size="sm">
              <a
                href={link.value}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t.joinClass(liveClass.name)}
                onClick={() => onJoin(liveClass)}
              >
                <Video aria-hidden="true" />
                {t.join}
                <ExternalLink aria-hidden="true" />
              </a>
            </Button>
          ) : (
            <Button
              size="sm"
              onClick={() => onMissingLink(liveClass)}
              aria-label={t.joinClass(liveClass.name)}
            >
              <Video aria-hidden="true" />
              {t.join}
            </Button>
          )}
          {facilitator && (
            <EditDeleteButtons
              edit={{ to: editLink, state: { liveClass } }}
              onDelete={() => onDelete(liveClass)}
              text={t}
              label={{ edit: t.editClass(liveClass.name), delete: t.deleteClass(liveClass.name) }}
            />
          )}
        </CardFooter>
      </li>
    </Card>
  );
}
