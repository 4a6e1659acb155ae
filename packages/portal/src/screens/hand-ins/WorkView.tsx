import type { Work, WorkFile, WorkResponse } from "@cla/domain/client";
import { messages, WORK_LINKS_MAX, WORK_TEXT_MAX_LENGTH, WRAPPERS } from "@cla/domain/client";
import { Button, Field, FieldHint, IconButton, RichText, Textarea } from "@cla/ui";
import { FileText, X } from "lucide-react";
import { useId, type FormEvent, type ReactNode } from "react";
import { SectionView, type Section } from "../../components/Section";
import { TitledCard } from "../../components/TitledCard";
import { FormAlert } from "../../forms/FormAlert";
import type { FieldErrors } from "../../forms/useSubmit";
import { texts } from "./texts";
import type { FileRow } from "./useWorkFiles";
import { fileSize, linkField } from "./work";
import { EditableListField } from "../../forms/EditableListField";
import { labelled } from "../../forms/labelled";
import { DownloadButton, WorkFileList } from "./WorkFileList";

const t = texts.work;

/** The types a hand-in takes, offered first in the file chooser; the server judges the content (§6.13). */
const ACCEPTED_FILES = ".pdf,.docx,.xlsx,.pptx,.odt,.png,.jpg,.jpeg,.txt";

export interface WorkViewProps {
  /** The student's work and score as loaded. */
  answer: Section<WorkResponse>;
  /** 'not handed in' (shown capitalised), 'Handed in on … · on time', 'Scored — …' once loaded. */
  statusLine: string | null;
  /** The hand-in form (its own container) while the work can change; null once scored: the work is shown. */
  form: ReactNode;
  /** Saves one of the student's own files (docs/api.md §6.13). */
  onDownload: (file: WorkFile) => void;
  /** The id of the file being downloaded, or null. */
  downloading: string | null;
}

/**
 * The student's hand-in on an assignment or a contribution (docs/api.md §6.13): the status line, then the form,
 * or once scored the work as handed in, read-only.
 */
export function WorkView({ answer, statusLine, form, onDownload, downloading }: WorkViewProps) {
  return (
    <TitledCard title={t.title}>
      <SectionView section={answer} loading={messages.loadingWork}>
        {({ work }) => (
          <>
            <p
              role="status"
              className="font-semibold text-foreground first-letter:uppercase"
              data-testid="work-status"
            >
              {statusLine}
            </p>
            {form ??
              (work ? <HandedInWork work={work} onDownload={onDownload} downloading={downloading} /> : null)}
          </>
        )}
      </SectionView>
    </TitledCard>
  );
}

/**
 * The text as plain text, the links as links when they are http or https (else as text), the files by name, each
 * with its Download.
 */
function HandedInWork({
  work,
  onDownload,
  downloading,
}: { work: Work } & Pick<WorkViewProps, "onDownload" | "downloading">) {
  return (
    <dl className="flex flex-col gap-4">
      {work.text !== null ? (
        <Entry term={t.text}>
          <p className="break-words whitespace-pre-wrap text-foreground">{work.text}</p>
        </Entry>
      ) : null}
      {work.links.length > 0 ? (
        <Entry term={t.links}>
          {work.links.map((link, index) => (
            <li key={index} className="break-all">
              <RichText text={link} embeds={false} />
            </li>
          ))}
        </Entry>
      ) : null}
      {work.files.length > 0 ? (
        <div>
          <dt className="text-sm text-muted-foreground">{t.files}</dt>
          <dd className="mt-1">
            <WorkFileList files={work.files} onDownload={onDownload} downloading={downloading} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** One part of the work: its name, then its content (list items go in a list). */
function Entry({ term, children }: { term: string; children: ReactNode }) {
  const list = Array.isArray(children);
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="mt-1">{list ? <ul className="flex flex-col gap-1">{children}</ul> : children}</dd>
    </div>
  );
}

/** A link a student gave: opens in a new tab without the portal behind it; anything but http or https stays text. */
function FileName({ file }: { file: WorkFile }) {
  return (
    <span className="inline-flex max-w-full items-start gap-2 text-foreground">
      <FileText aria-hidden="true" className="mt-1 size-4 shrink-0 text-muted-foreground" />
      <span className="min-w-0 [overflow-wrap:anywhere]">
        {file.name}{" "}
        <span className="text-sm whitespace-nowrap text-muted-foreground">({fileSize(file.size)})</span>
      </span>
    </span>
  );
}

export interface WorkFormViewProps {
  /** Whether work was handed in before: the button says Update rather than Hand in. */
  handedIn: boolean;
  text: string;
  links: string[];
  files: FileRow[];
  onText: (text: string) => void;
  onLinks: (links: string[]) => void;
  onChooseFiles: (files: File[]) => void;
  onRemoveFile: (key: string) => void;
  /** Downloads a file already stored (the student's own copy, before the work is scored too). */
  onDownload: (file: WorkFile) => void;
  /** The id of the file being downloaded, or null. */
  downloading: string | null;
  onSubmit: () => void;
  /** Files are uploading: the hand-in waits for them. */
  uploading: boolean;
  /** The latest upload event, for screen readers. */
  uploadNotice: string;
  /** More files were chosen than the hand-in has room for. */
  tooManyFiles: boolean;
  busy: boolean;
  error: string | null;
  fieldErrors: FieldErrors;
}

/** The hand-in form: the text, up to 5 links, up to 3 files uploaded as soon as they are chosen, Hand in / Update. */
export function WorkFormView(props: WorkFormViewProps) {
  const { handedIn, text, busy, error, fieldErrors } = props;
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    props.onSubmit();
  }
  const whole = fieldErrors[WRAPPERS.work];
  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={handleSubmit}
      aria-busy={busy}
      aria-label={t.title}
      noValidate
    >
      <FormAlert message={error ?? labelled(t.whole, whole) ?? null} />
      <Field label={t.text} hint={t.textHint} error={labelled(t.text, fieldErrors["text"])}>
        <Textarea
          value={text}
          rows={6}
          maxLength={WORK_TEXT_MAX_LENGTH}
          onChange={(event) => props.onText(event.target.value)}
        />
      </Field>
      <LinkBoxes {...props} />
      <FileChooser {...props} />
      <Button
        type="submit"
        busy={busy}
        busyLabel={handedIn ? t.updating : t.handingIn}
        disabled={props.uploading}
        className="self-start"
      >
        {handedIn ? t.update : t.handIn}
      </Button>
    </form>
  );
}

function LinkBoxes({ links, fieldErrors, onLinks }: WorkFormViewProps) {
  return (
    <EditableListField
      labels={{ legend: t.links, hint: t.linksHint, item: t.link, remove: t.removeLink, add: t.addLink }}
      values={links}
      onChange={onLinks}
      max={WORK_LINKS_MAX}
      url
      itemError={(index) => labelled(t.link(index + 1), fieldErrors[linkField(index)])}
      error={labelled(t.links, fieldErrors["links"])}
    />
  );
}

function FileChooser({
  files,
  fieldErrors,
  onChooseFiles,
  onRemoveFile,
  onDownload,
  downloading,
  uploadNotice,
  tooManyFiles,
}: WorkFormViewProps) {
  const serverError = fieldErrors["file_ids"];
  const hintId = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={hintId}>
      <legend className="mb-1.5 text-sm font-medium text-foreground">{t.files}</legend>
      <FieldHint id={hintId}>{t.filesHint}</FieldHint>
      <Field
        label={t.addFiles}
        error={tooManyFiles ? messages.tooManyWorkFiles : labelled(t.files, serverError)}
      >
        <input
          type="file"
          multiple
          accept={ACCEPTED_FILES}
          onChange={(event) => {
            onChooseFiles(Array.from(event.target.files ?? []));
            // The same file can be chosen again after it is removed.
            event.target.value = "";
          }}
          className="w-full min-w-0 text-sm text-foreground file:mr-3 file:h-11 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-surface file:px-4 file:font-medium file:text-foreground hover:file:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
      </Field>
      {files.length > 0 ? (
        <ul aria-label={t.files} className="flex flex-col gap-2">
          {files.map((row) => (
            <FileRowView
              key={row.key}
              row={row}
              onRemove={() => onRemoveFile(row.key)}
              onDownload={onDownload}
              downloading={downloading}
            />
          ))}
        </ul>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {uploadNotice}
      </p>
    </fieldset>
  );
}

function FileRowView({
  row,
  onRemove,
  onDownload,
  downloading,
}: { row: FileRow; onRemove: () => void } & Pick<WorkFormViewProps, "onDownload" | "downloading">) {
  return (
    <li className="flex items-start gap-2 rounded-md border border-border px-3 py-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {row.state === "stored" ? (
          <FileName file={row.file} />
        ) : (
          <span className="[overflow-wrap:anywhere]">{row.name}</span>
        )}
        {row.state === "uploading" ? (
          <div className="flex items-center gap-2">
            <progress
              max={1}
              value={row.progress ?? undefined}
              aria-label={t.uploading(row.name)}
              className="h-2 w-full accent-primary"
            />
            <span aria-hidden="true" className="w-10 text-right text-sm text-muted-foreground tabular-nums">
              {row.progress === null ? "" : `${Math.round(row.progress * 100)}%`}
            </span>
          </div>
        ) : null}
        {row.state === "failed" ? (
          <p className="text-sm font-medium text-destructive" data-testid="file-error">
            {row.message}
          </p>
        ) : null}
      </div>
      {row.state === "stored" ? (
        <DownloadButton file={row.file} onDownload={onDownload} downloading={downloading} />
      ) : null}
      <IconButton label={t.removeFile(row.name)} size="sm" onClick={onRemove}>
        <X aria-hidden="true" />
      </IconButton>
    </li>
  );
}
