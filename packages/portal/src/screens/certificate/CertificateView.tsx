import { formatDay, type Certificate, type Course } from "@cla/domain/client";
import { Button, Card, EmptyState, PageHeader } from "@cla/ui";
import { Award, Download, Link2 } from "lucide-react";
import { paths } from "../../app/paths";
import { BackLink } from "../../components/BackLink";
import { SectionView, type Section } from "../../components/Section";
import { LinkButton } from "../../components/LinkButton";
import { certificateDate } from "./pdf/dates";
import { texts } from "./texts";

const t = texts.certificate;

/** What GET /certificate said: the certificate, or not yet (the 409), or nobody named (a facilitator). */
export type CertificateState =
  | { kind: "issued"; certificate: Certificate }
  | {
      kind: "not-yet";
      /** The API's 409 text. */
      message: string;
      /** The day it becomes available; null when the cohort has no course. */
      availableOn: string | null;
      /** The cohort's courses that have not ended, when the cohort is known. */
      running: Section<Course[]> | null;
    }
  | { kind: "choose-student" };

export interface CertificateViewProps {
  /** A facilitator looking at a student's certificate (from the desk's student table). */
  facilitator: boolean;
  certificate: Section<CertificateState>;
  /** The PDF is being made (jsPDF, QR code and fonts load on the press). */
  pdfBusy: boolean;
  /** Making the PDF failed. */
  pdfFailed: boolean;
  onDownload: () => void;
  onCopyLink: () => void;
}

/** /certificate: the certificate once the cohort has completed, else when it will be. */
export function CertificateView(props: CertificateViewProps) {
  const { facilitator, certificate } = props;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col px-4 py-8">
      <PageHeader
        title={facilitator ? t.studentTitle : t.title}
        actions={
          <BackLink
            to={facilitator ? paths.instructorDesk : paths.profile}
            label={facilitator ? t.backToDesk : t.backToProfile}
          />
        }
      />
      <SectionView section={certificate} loading={t.loading}>
        {(state) => {
          switch (state.kind) {
            case "issued":
              return <Issued {...props} certificate={state.certificate} />;
            case "not-yet":
              return <NotYet {...state} />;
            case "choose-student":
              return (
                <EmptyState
                  title={t.chooseStudent}
                  action={<LinkButton to={paths.instructorDesk}>{t.backToDesk}</LinkButton>}
                />
              );
          }
        }}
      </SectionView>
    </div>
  );
}

function NotYet({ message, availableOn, running }: Extract<CertificateState, { kind: "not-yet" }>) {
  return (
    <Card>
      <div className="flex items-start gap-3">
        <Award aria-hidden="true" className="size-8 shrink-0 text-accent-soft-foreground" />
        <div className="flex flex-col gap-1">
          <p className="text-base font-medium text-foreground">{message}</p>
          <p className="text-muted-foreground">
            {availableOn === null ? t.noCourses : t.availableOn(formatDay(availableOn) ?? availableOn)}
          </p>
        </div>
      </div>
      {running !== null && availableOn !== null ? (
        <section aria-labelledby="certificate-running" className="flex flex-col gap-2">
          <h2 id="certificate-running" className="text-lg font-semibold text-foreground">
            {t.running}
          </h2>
          <SectionView section={running} loading={t.loadingCourses}>
            {(courses) => (
              <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
                {courses.map((course) => (
                  <li key={course.id} className="flex flex-wrap justify-between gap-x-4 px-4 py-3">
                    <span className="font-medium text-foreground">{course.name}</span>
                    <span className="text-muted-foreground">
                      {t.endsOn(formatDay(course.end_date) ?? course.end_date)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </SectionView>
        </section>
      ) : null}
    </Card>
  );
}

function Issued({
  certificate,
  pdfBusy,
  pdfFailed,
  onDownload,
  onCopyLink,
}: Omit<CertificateViewProps, "certificate"> & { certificate: Certificate }) {
  return (
    <div className="flex flex-col gap-6">
      <article
        aria-labelledby="certificate-heading"
        className="flex flex-col items-center gap-3 rounded-lg border-4 border-double border-primary bg-surface px-4 py-8 text-center text-surface-foreground shadow-card sm:px-10"
      >
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">{t.academyName}</p>
        <h2 id="certificate-heading" className="font-serif text-2xl text-foreground sm:text-4xl">
          {t.heading}
        </h2>
        <p className="text-muted-foreground">{t.certifies}</p>
        <p
          dir="auto"
          className="border-b border-border px-6 pb-2 font-serif text-2xl break-words text-primary sm:text-3xl"
        >
          {certificate.name}
        </p>
        <p className="text-foreground">{t.completedProgramme(certificate.cla_cohort_name)}</p>
        <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-foreground">
          {certificate.courses.map((course) => (
            <li key={course.id}>{course.name}</li>
          ))}
        </ul>
        <p className="font-serif text-lg text-foreground">
          {t.completedOn(certificateDate(certificate.completed_on))}
        </p>
        <p className="text-sm text-muted-foreground">
          {t.code} <span className="font-mono font-semibold text-foreground">{certificate.code}</span>
        </p>
      </article>

      <div className="flex flex-wrap gap-3">
        <Button onClick={onDownload} busy={pdfBusy} busyLabel={t.downloading}>
          <Download aria-hidden="true" />
          {t.download}
        </Button>
        <Button variant="secondary" onClick={onCopyLink}>
          <Link2 aria-hidden="true" />
          {t.copyLink}
        </Button>
      </div>
      {pdfFailed ? (
        <p
          role="alert"
          className="rounded-md border border-destructive bg-destructive/10 px-4 py-3 text-foreground"
        >
          {t.downloadFailed}
        </p>
      ) : null}
      <p className="text-sm break-words text-muted-foreground">
        {t.verifyAt}{" "}
        <a href={certificate.verify_url} className="font-medium text-primary underline underline-offset-2">
          {certificate.verify_url}
        </a>
      </p>
    </div>
  );
}
