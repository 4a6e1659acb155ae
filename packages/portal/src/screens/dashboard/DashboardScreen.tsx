import { messages } from "@cla/domain/client";
import { loadErrorMessage } from "../../api/errors";
import { useAnnouncements, useStudentDashboardStats } from "../../api/hooks";
import { useScreenTitle } from "../../app/screenChange";
import { useSession } from "../../session/useSession";
import type { Section } from "../../components/Section";
import { DashboardView } from "./DashboardView";
import { texts } from "./texts";

function section<T>(data: T | undefined, error: unknown, fallback: string, retry: () => void): Section<T> {
  if (data !== undefined) return { status: "ready", data };
  if (error) return { status: "error", message: loadErrorMessage(error, fallback), onRetry: retry };
  return { status: "loading" };
}

/** The student dashboard: their own points and their cohort's announcements. */
export default function DashboardScreen() {
  const session = useSession();
  useScreenTitle(texts.dashboard.title);
  const stats = useStudentDashboardStats(session?.userId);
  const announcements = useAnnouncements(session?.userData?.cohortId);
  return (
    <DashboardView
      stats={section(stats.stats, stats.error, messages.failedToFetchDashboardStats, stats.retry)}
      announcements={section(
        announcements.announcements,
        announcements.error,
        messages.failedToFetchAnnouncements,
        announcements.retry,
      )}
    />
  );
}
