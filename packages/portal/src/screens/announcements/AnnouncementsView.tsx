import type { Announcement } from "@cla/domain/client";
import { formatDay, messages, noAnnouncements } from "@cla/domain/client";
import { Button, List, ListItem, PageHeader } from "@cla/ui";
import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { timeZones } from "../../app/timeZones";
import { EditDeleteButtons } from "../../components/EditDeleteButtons";
import { ListTabs } from "../../components/ListTabs";
import { SectionView, type Section } from "../../components/Section";
import { AnnouncementContent } from "./AnnouncementContent";
import { texts } from "./texts";

export interface AnnouncementsViewProps {
  /** The chosen cohort's announcements, newest first; null until a cohort is chosen. */
  announcements: Section<Announcement[]> | null;
  cohortFilter: ReactNode;
  /** Shown once a cohort is chosen. */
  onCreate: (() => void) | null;
  onEdit: (announcement: Announcement) => void;
  onDelete: (announcement: Announcement) => void;
}

function Items({
  list,
  label,
  onEdit,
  onDelete,
}: {
  list: Announcement[];
  label: string;
  onEdit: (announcement: Announcement) => void;
  onDelete: (announcement: Announcement) => void;
}) {
  return (
    <List aria-label={label}>
      {list.map((announcement) => (
        <ListItem
          key={announcement.id}
          title={announcement.title}
          description={
            <>
              <AnnouncementContent content={announcement.content} />
              <span className="mt-1 flex flex-wrap gap-x-4">
                <time dateTime={announcement.created_at}>
                  {formatDay(announcement.created_at, { timeZone: timeZones().viewer })}
                </time>
                {announcement.student_name ? (
                  <span>{texts.list.forStudent(announcement.student_name)}</span>
                ) : null}
              </span>
            </>
          }
          actions={
            <EditDeleteButtons
              edit={{ onClick: () => onEdit(announcement) }}
              onDelete={() => onDelete(announcement)}
              text={texts.list}
              label={{
                edit: texts.list.editLabel(announcement.title),
                delete: texts.list.deleteLabel(announcement.title),
              }}
            />
          }
        />
      ))}
    </List>
  );
}

/** /portal/announcements (docs/product.md §2.3): a cohort's announcements in two tabs, each editable and deletable. */
export function AnnouncementsView({
  announcements,
  cohortFilter,
  onCreate,
  onEdit,
  onDelete,
}: AnnouncementsViewProps) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={texts.list.title}
        actions={
          <>
            {cohortFilter}
            {onCreate ? (
              <Button onClick={onCreate} className="self-end">
                <Plus aria-hidden="true" />
                {texts.list.create}
              </Button>
            ) : null}
          </>
        }
      />
      <SectionView
        section={announcements}
        selectCohort={texts.list.selectCohort}
        loading={messages.loadingAnnouncements}
      >
        {(list) => (
          <ListTabs
            label={texts.list.tabs}
            tabs={[
              {
                value: "general",
                label: texts.list.general,
                list: list.filter((item) => item.cla_user_id === null),
                empty: noAnnouncements("general"),
              },
              {
                value: "user-specific",
                label: texts.list.userSpecific,
                list: list.filter((item) => item.cla_user_id !== null),
                empty: noAnnouncements("user-specific"),
              },
            ]}
          >
            {(items, tab) => <Items list={items} label={tab.label} onEdit={onEdit} onDelete={onDelete} />}
          </ListTabs>
        )}
      </SectionView>
    </div>
  );
}
