import type { Announcement } from "@cla/domain/client";
import { messages, noAnnouncements } from "@cla/domain/client";
import {
  Button,
  EmptyState,
  List,
  ListItem,
  PageHeader,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "@cla/ui";
import { Pencil, Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
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

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

function Items({
  list,
  kind,
  onEdit,
  onDelete,
}: {
  list: Announcement[];
  kind: "general" | "user-specific";
  onEdit: (announcement: Announcement) => void;
  onDelete: (announcement: Announcement) => void;
}) {
  if (list.length === 0) return <EmptyState title={noAnnouncements(kind)} />;
  return (
    <List aria-label={kind === "general" ? texts.list.general : texts.list.userSpecific}>
      {list.map((announcement) => (
        <ListItem
          key={announcement.id}
          title={announcement.title}
          description={
            <>
              <AnnouncementContent content={announcement.content} />
              <span className="mt-1 flex flex-wrap gap-x-4">
                <time dateTime={announcement.created_at}>
                  {dateFormat.format(new Date(announcement.created_at))}
                </time>
                {announcement.student_name ? (
                  <span>{texts.list.forStudent(announcement.student_name)}</span>
                ) : null}
              </span>
            </>
          }
          actions={
            <>
              <Button
                variant="secondary"
                size="sm"
                aria-label={texts.list.editLabel(announcement.title)}
                onClick={() => onEdit(announcement)}
              >
                <Pencil aria-hidden="true" />
                {texts.list.edit}
              </Button>
              <Button
                variant="destructive"
                size="sm"
                aria-label={texts.list.deleteLabel(announcement.title)}
                onClick={() => onDelete(announcement)}
              >
                <Trash2 aria-hidden="true" />
                {texts.list.delete}
              </Button>
            </>
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
      {announcements === null ? (
        <EmptyState title={texts.list.selectCohort} />
      ) : (
        <SectionView section={announcements} loading={messages.loadingAnnouncements}>
          {(list) => (
            <Tabs defaultValue="general">
              <TabsList aria-label={texts.list.tabs}>
                <TabsTrigger value="general">{texts.list.general}</TabsTrigger>
                <TabsTrigger value="user-specific">{texts.list.userSpecific}</TabsTrigger>
              </TabsList>
              <TabsContent value="general">
                <Items
                  list={list.filter((item) => item.cla_user_id === null)}
                  kind="general"
                  onEdit={onEdit}
                  onDelete={onDelete}
                />
              </TabsContent>
              <TabsContent value="user-specific">
                <Items
                  list={list.filter((item) => item.cla_user_id !== null)}
                  kind="user-specific"
                  onEdit={onEdit}
                  onDelete={onDelete}
                />
              </TabsContent>
            </Tabs>
          )}
        </SectionView>
      )}
    </div>
  );
}
