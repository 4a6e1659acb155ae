import { messages } from "@cla/domain/client";
import { useAnnouncements, useStudentDashboardStats } from "../../api/hooks";
import { useScreenTitle } from "../../app/screenChange";
import { useSession } from "../../session/useSession";
import { toSection } from "../../components/Section";
import { DashboardView } from "./DashboardView";
import { texts } from "./texts";

/** The student dashboard: their own points and their cohort's announcements. */
export default function DashboardScreen() {
  const session = useSession();
  useScreenTitle(texts.dashboard.title);
  const stats = useStudentDashboardStats(session?.userId);
  const announcements = useAnnouncements(session?.userData.cohortId);
  return (
    <DashboardView
      stats={toSection(stats.stats, stats, messages.failedToFetchDashboardStats)}
      announcements={toSection(
        announcements.announcements,
        announcements,
        messages.failedToFetchAnnouncements,
      )}
    />
  );
}
