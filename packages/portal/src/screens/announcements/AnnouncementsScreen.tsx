import type { Announcement } from "@cla/domain/client";
import { messages } from "@cla/domain/client";
import { useNavigate } from "react-router";
import { useAnnouncements, useCohorts } from "../../api/hooks";
import { deleteRecord, endpoints } from "../../api/records";
import { WRITES } from "../../api/writes";
import type { AnnouncementFormState } from "../../app/navigationState";
import { paths, withQuery } from "../../app/paths";
import { useScreenTitle } from "../../app/screenChange";
import { CohortFilter, useCohortChoice } from "../../components/CohortFilter";
import { toSection } from "../../components/Section";
import { useConfirmDelete } from "../../feedback/confirmDelete";
import { AnnouncementsView } from "./AnnouncementsView";
import { texts } from "./texts";

/** /portal/announcements (facilitators): the chosen cohort's announcements, general and user-specific. */
export default function AnnouncementsScreen() {
  useScreenTitle(texts.list.title);
  const navigate = useNavigate();
  const cohort = useCohortChoice();
  const { cohorts } = useCohorts();
  const announcements = useAnnouncements(cohort.cohortId);
  const confirmDelete = useConfirmDelete();
  const cohortId = cohort.cohortId;

  function create() {
    if (cohortId === null) return;
    const name = cohorts?.find((candidate) => candidate.id === cohortId)?.name ?? `Cohort ${cohortId}`;
    const state: AnnouncementFormState = { cohort: { id: cohortId, name } };
    void navigate(withQuery(paths.announcementForm, { cohort: String(cohortId) }), { state });
  }

  return (
    <AnnouncementsView
      announcements={
        cohortId === null
          ? null
          : toSection(announcements.announcements, announcements, messages.failedToFetchAnnouncementsTryAgain)
      }
      cohortFilter={<CohortFilter value={cohortId} onChange={cohort.choose} />}
      onCreate={cohortId === null ? null : create}
      onEdit={(announcement: Announcement) =>
        void navigate(withQuery(paths.announcementForm, { id: announcement.id }))
      }
      onDelete={(announcement: Announcement) =>
        confirmDelete({
          question: messages.confirmDeleteAnnouncement,
          remove: () => deleteRecord(endpoints.announcements, announcement.id),
          success: messages.announcementDeleted,
          failure: messages.deleteAnnouncementFailed,
          refresh: WRITES.announcement,
        })
      }
    />
  );
}
