import { Button, Card, CardContent, CardFooter, ErrorState, LoadingState, PageHeader } from "@cla/ui";
import { Award } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../app/paths";
import { texts } from "./texts";
import type { Section } from "../../components/Section";

export interface CertificateProgress {
  completed: number;
  total: number;
}

export interface CertificateViewProps {
  /** The student's course progress; null for people without one (facilitators). */
  progress: Section<CertificateProgress> | null;
}

/**
 * /certificate (SPEC.md §2.2 leaves its content open; decision 095): says honestly that a
 * certificate is given on completion and that the portal cannot issue it yet (API v1 has no
 * certificate endpoint), with the student's progress towards completion.
 */
export function CertificateView({ progress }: CertificateViewProps) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col px-4 py-8">
      <PageHeader title={texts.certificate.title} />
      <Card>
        <div className="flex items-center gap-3">
          <Award aria-hidden="true" className="size-8 shrink-0 text-accent-soft-foreground" />
          <p className="text-base text-foreground">{texts.certificate.subtitle}</p>
        </div>
        <CardContent>
          <p>{texts.certificate.intro}</p>
          <p>{texts.certificate.issued}</p>
          {progress?.status === "loading" ? <LoadingState label={texts.certificate.loadingProgress} /> : null}
          {progress?.status === "error" ? (
            <ErrorState message={progress.message} onRetry={progress.onRetry} />
          ) : null}
          {progress?.status === "ready" ? (
            <p className="font-medium">
              {texts.certificate.progress(progress.data.completed, progress.data.total)}
            </p>
          ) : null}
        </CardContent>
        <CardFooter>
          <Button asChild variant="secondary">
            <Link to={paths.profile}>{texts.certificate.backToProfile}</Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
