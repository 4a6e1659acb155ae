import type { StudentWork, WorkFile } from "@cla/domain/client";
import { formatDateTime, formatScore, messages } from "@cla/domain/client";
import { Badge, cn, EmptyState, RichText } from "@cla/ui";
import { useId, type ReactNode } from "react";
import { timeZones } from "../../app/timeZones";
import { SectionView, type Section } from "../../components/Section";
import { texts } from "./texts";
import { WorkFileList } from "../hand-ins/WorkFileList";
import { WORK_STATUS_TEXT, WORK_STATUS_VARIANT, workStatus } from "../hand-ins/work";

const t = texts.review;

function StatusBadge({ entry }: { entry: StudentWork }) {
  const status = workStatus(entry);
  return <Badge variant={WORK_STATUS_VARIANT[status]}>{WORK_STATUS_TEXT[status]}</Badge>;
}

export interface StudentWorkListProps {
  /** Every student of the item's cohort with their work and score, in the people order. */
  works: Section<StudentWork[]>;
  /** The chosen student's id ("" for none). */
  student: string;
  onStudent: (id: string) => void;
}

/**
 * The cohort's students, each with where they stand ('handed in', 'late', 'not handed in', 'scored'): one button
 * each, pressed for the one whose work is shown.
 */
export function StudentWorkList({ works, student, onStudent }: StudentWorkListProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-lg font-semibold text-foreground">
        {t.title}
      </h3>
      <SectionView section={works} loading={messages.loadingStudentWorks}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={messages.noStudentsInCohortDot} />
          ) : (
            <>
              {list.every((entry) => !entry.work) ? (
                <p className="text-sm text-muted-foreground">{messages.nobodyHandedIn}</p>
              ) : null}
              {/* role="list": list-style none drops the list role in Safari/VoiceOver (as @cla/ui's List). */}
              {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
              <ul role="list" aria-label={t.students} className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
                {list.map((entry) => {
                  const chosen = entry.student.id === student;
                  return (
                    <li key={entry.student.id}>
                      <button
                        type="button"
                        aria-pressed={chosen}
                        onClick={() => onStudent(entry.student.id)}
                        className={cn(
                          "flex w-full cursor-pointer items-center justify-between gap-2 rounded-lg border-2 px-3 py-2 text-left",
                          chosen
                            ? "border-primary bg-primary-soft text-primary-soft-foreground"
                            : "border-border bg-surface text-surface-foreground hover:bg-muted",
                        )}
                      >
                        <bdi className="min-w-0 font-medium break-words">{entry.student.name}</bdi>{" "}
                        <StatusBadge entry={entry} />
                      </button>
                    </li>
                  );
                })}
              </ul>
            </>
          )
        }
      </SectionView>
    </section>
  );
}

export interface ChosenWorkProps {
  /** The chosen student's entry, or undefined when nobody (or nobody the list knows) is chosen. */
  entry: StudentWork | undefined;
  onDownload: (file: WorkFile) => void;
  /** The id of the file being downloaded, if any. */
  downloading: string | null;
}

/** A moment in the viewer's zone, as the portal writes one: 'Tue 3 Mar, 7:00 PM'. */
function When({ at }: { at: string }) {
  return <time dateTime={at}>{formatDateTime(at, timeZones().viewer)}</time>;
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <h5 className="text-sm font-semibold text-muted-foreground">{title}</h5>
      {children}
    </div>
  );
}

/**
 * One student's work as they handed it in: the text as plain text (whitespace kept, never HTML), the links (only
 * http and https ones as links), the files with a Download button each, and once scored, the score and comment.
 */
export function ChosenWork({ entry, onDownload, downloading }: ChosenWorkProps) {
  const headingId = useId();
  if (!entry) return <EmptyState title={messages.chooseStudentToReadWork} />;
  const { student, work, score } = entry;
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-lg border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={headingId} className="text-lg font-semibold break-words text-foreground">
          <bdi>{student.name}</bdi>
        </h4>
        <StatusBadge entry={entry} />
      </div>
      {work ? (
        <>
          <p className="text-sm text-muted-foreground">
            {t.handedIn} <When at={work.submitted_at} />
            {work.updated_at !== work.submitted_at ? (
              <>
                {` · ${t.changed} `}
                <When at={work.updated_at} />
              </>
            ) : null}
          </p>
          {work.text ? (
            <Part title={t.text}>
              <p className="break-words whitespace-pre-wrap text-foreground">{work.text}</p>
            </Part>
          ) : null}
          {work.links.length > 0 ? (
            <Part title={t.links}>
              <ul className="flex flex-col gap-1">
                {work.links.map((link, index) => (
                  <li key={index} className="break-all">
                    <RichText text={link} embeds={false} />
                  </li>
                ))}
              </ul>
            </Part>
          ) : null}
          {work.files.length > 0 ? (
            <Part title={t.files}>
              <WorkFileList files={work.files} onDownload={onDownload} downloading={downloading} />
            </Part>
          ) : null}
        </>
      ) : (
        <p className="text-muted-foreground">{messages.noWorkHandedIn}</p>
      )}
      {score ? (
        <div className="flex flex-col gap-2 border-t border-border pt-4">
          <p className="font-semibold text-foreground">{t.score(formatScore(score.score))}</p>
          {score.comment ? (
            <Part title={t.comment}>
              <p className="break-words whitespace-pre-wrap text-foreground">{score.comment}</p>
            </Part>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
