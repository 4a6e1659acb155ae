import type { CertificateNotAvailableResponse, Course } from "@cla/domain/client";
import { API_ERRORS, toDateString } from "@cla/domain/client";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { ApiError } from "../../api/ApiError";
import { useCertificate, useCourses } from "../../api/hooks";
import { SessionCache } from "../../api/SessionCache";
import { useScreenTitle } from "../../app/screenChange";
import { toSection, type Section } from "../../components/Section";
import { notify } from "../../feedback/notify";
import { isFacilitator } from "../../session/session";
import { useSession } from "../../session/useSession";
import { CertificateView, type CertificateState } from "./CertificateView";
import { texts } from "./texts";

const t = texts.certificate;

/** The 409 of GET /certificate (docs/api.md §6.11), if that is what `error` is. */
function notAvailable(error: unknown): CertificateNotAvailableResponse | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as Partial<CertificateNotAvailableResponse> | null;
  return {
    error: API_ERRORS.certificateNotAvailable,
    available_on: typeof body?.available_on === "string" ? body.available_on : null,
  };
}

function CertificateContainer() {
  const session = useSession();
  const [search] = useSearchParams();
  const facilitator = isFacilitator(session);
  // A facilitator names the student (`?student=<user id>`, from the desk's student table) and may name
  // their cohort (`&cohort=<id>`) to list its running courses; a student always sees their own.
  const studentId = facilitator ? search.get("student") || null : null;
  const cohortParam = Number(search.get("cohort"));
  const cohortId = facilitator
    ? Number.isInteger(cohortParam) && cohortParam > 0
      ? cohortParam
      : null
    : (session?.userData.cohortId ?? null);
  useScreenTitle(facilitator ? t.studentTitle : t.title);

  const certificate = useCertificate(studentId, !facilitator || studentId !== null);
  const pending = notAvailable(certificate.error);
  const courses = useCourses(pending?.available_on ? cohortId : null);
  const [pdfBusy, setPdfBusy] = useState(false);
  const [pdfFailed, setPdfFailed] = useState(false);

  let state: Section<CertificateState>;
  if (facilitator && studentId === null) state = { status: "ready", data: { kind: "choose-student" } };
  else if (certificate.certificate)
    state = { status: "ready", data: { kind: "issued", certificate: certificate.certificate } };
  else if (pending) {
    const today = toDateString(new Date());
    const running: Section<Course[]> | null =
      cohortId === null
        ? null
        : toSection(
            courses.courses?.filter((course) => course.end_date >= today),
            courses,
            t.failedToFetchCourses,
          );
    state = {
      status: "ready",
      data: { kind: "not-yet", message: pending.error, availableOn: pending.available_on, running },
    };
  } else
    state = toSection<CertificateState>(
      undefined,
      certificate,
      t.failedToFetch,
      facilitator ? t.studentNotFound : undefined,
    );

  // The download's code once a certificate is shown, and for a name beyond Latin its shaping code too.
  const issued = certificate.certificate;
  useEffect(() => {
    if (!issued) return;
    void import("./pdf/download").then(
      ({ prefetchShaping }) => prefetchShaping(issued, t.academyName),
      () => undefined, // offline: Download PDF tries again and says so
    );
  }, [issued]);

  async function download() {
    if (!issued || pdfBusy) return;
    setPdfBusy(true);
    setPdfFailed(false);
    try {
      const { downloadCertificatePdf } = await import("./pdf/download");
      await downloadCertificatePdf(issued, t.academyName);
    } catch (error) {
      console.error("Certificate PDF failed", error);
      setPdfFailed(true);
    } finally {
      setPdfBusy(false);
    }
  }

  async function copyLink() {
    if (!issued) return;
    try {
      await navigator.clipboard.writeText(issued.verify_url);
      notify.success(t.linkCopied);
    } catch {
      notify.error(t.copyFailed);
    }
  }

  return (
    <CertificateView
      facilitator={facilitator}
      certificate={state}
      pdfBusy={pdfBusy}
      pdfFailed={pdfFailed}
      onDownload={() => void download()}
      onCopyLink={() => void copyLink()}
    />
  );
}

/** /certificate, for anyone signed in (RequireSession guards the route). */
export default function CertificateScreen() {
  return (
    <SessionCache>
      <CertificateContainer />
    </SessionCache>
  );
}
