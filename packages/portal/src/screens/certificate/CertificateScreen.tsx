import { messages } from "@cla/domain/client";
import { loadErrorMessage } from "../../api/errors";
import { useStudentDashboardStats } from "../../api/hooks";
import { SessionCache } from "../../api/SessionCache";
import { useScreenTitle } from "../../app/screenChange";
import { isFacilitator } from "../../session/session";
import { useSession } from "../../session/useSession";
import { CertificateView, type CertificateProgress } from "./CertificateView";
import type { Section } from "../../components/Section";
import { texts } from "./texts";

function CertificateContainer() {
  const session = useSession();
  useScreenTitle(texts.certificate.title);
  const student = session !== null && !isFacilitator(session);
  const { stats, error, retry } = useStudentDashboardStats(student ? session.userId : null);

  let progress: Section<CertificateProgress> | null = null;
  if (student) {
    if (stats)
      progress = {
        status: "ready",
        data: { completed: stats.courses_completed, total: stats.course_stats.length },
      };
    else if (error)
      progress = {
        status: "error",
        message: loadErrorMessage(error, messages.failedToFetchDashboardStats),
        onRetry: retry,
      };
    else progress = { status: "loading" };
  }
  return <CertificateView progress={progress} />;
}

/** /certificate, for anyone signed in (RequireSession guards the route). */
export default function CertificateScreen() {
  return (
    <SessionCache>
      <CertificateContainer />
    </SessionCache>
  );
}
