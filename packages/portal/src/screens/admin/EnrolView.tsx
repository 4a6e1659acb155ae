import type { EnrolmentResponse, EnrolmentRowResult, EnrolmentStatus } from "@cla/domain/client";
import { Badge, Button, Card, CardContent, DataTable, Field, PageHeader, type BadgeVariant } from "@cla/ui";
import { FileSearch, UserPlus } from "lucide-react";
import type { FormEvent } from "react";
import { FormAlert } from "../../forms/FormAlert";
import type { SubmitState } from "../../forms/useSubmit";
import { texts } from "./texts";
import { labelled } from "../../forms/labelled";

const t = texts.enrol;

/** The two sends of the file, each a useSubmit of the screen. */
export type FileSubmit = Pick<SubmitState<unknown>, "busy" | "error" | "fieldErrors"> & {
  submit: () => void;
};

export interface EnrolViewProps {
  /** A new file chosen: any earlier preview goes. */
  onChooseFile: (file: File | null) => void;
  preview: FileSubmit;
  enrol: FileSubmit;
  /** The file as judged by the last preview; null before one. */
  judged: EnrolmentResponse | null;
  /** The answer of the enrolment; null before it. */
  result: EnrolmentResponse | null;
  onAnother: () => void;
}

const STATUS_BADGES: Record<EnrolmentStatus, BadgeVariant> = {
  new: "success",
  already_enrolled: "neutral",
  conflict: "warning",
  error: "danger",
};

const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  email: "Email",
  phone_number: "Phone number",
  birthday: "Birthday",
  cohort: "Cohort",
};

/** A field's message as a form shows it ('Email is invalid'); a whole sentence of the server's stays as it is. */
function problem(field: string, message: string): string {
  if (/^[A-Z]/.test(message)) return message;
  return `${FIELD_LABELS[field] ?? field} ${message}`;
}

function Problems({ row }: { row: EnrolmentRowResult }) {
  const list = Object.entries(row.errors ?? {}).flatMap(([field, messages]) =>
    messages.map((message) => problem(field, message)),
  );
  if (list.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {list.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

function Rows({ answer }: { answer: EnrolmentResponse }) {
  return (
    <DataTable
      caption={t.caption}
      rows={answer.rows}
      getRowKey={(row) => row.line}
      layout="stack-on-phone"
      columns={[
        // On a phone the line is the row's title: 'Line 3', not a bare 3.
        { key: "line", header: t.line, numeric: true, rowHeader: true, stackLabel: true },
        { key: "name", header: t.name },
        { key: "email", header: t.email, render: (row) => <span className="break-all">{row.email}</span> },
        { key: "cohort", header: t.cohort },
        {
          key: "status",
          header: t.status,
          stackFirst: true,
          render: (row) => <Badge variant={STATUS_BADGES[row.status]}>{t.statuses[row.status]}</Badge>,
        },
        { key: "errors", header: t.problems, stackFirst: true, render: (row) => <Problems row={row} /> },
      ]}
    />
  );
}

/**
 * /portal/admin/enrol (docs/product.md §2.4): choose a CSV file, preview every row with its status, enrol the new
 * ones; then the number enrolled.
 */
export function EnrolView({ onChooseFile, preview, enrol, judged, result, onAnother }: EnrolViewProps) {
  function handlePreview(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    preview.submit();
  }
  const fileError = preview.fieldErrors["csv"];

  if (result) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={t.title} />
        <Card role="status" className="max-w-3xl">
          <CardContent className="pt-6">
            <p className="font-medium">{t.enrolled(result.enrolled)}</p>
            <Button variant="secondary" onClick={onAnother} className="self-start">
              {t.another}
            </Button>
          </CardContent>
        </Card>
        <Rows answer={result} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t.title} subtitle={t.intro} />
      <Card className="max-w-3xl">
        <CardContent className="pt-6">
          <form className="flex flex-col gap-5" onSubmit={handlePreview} aria-busy={preview.busy} noValidate>
            <FormAlert message={preview.error} />
            <Field label={t.file} required error={labelled(t.file, fileError)}>
              <input
                type="file"
                name="csv"
                accept=".csv,text/csv"
                onChange={(event) => onChooseFile(event.target.files?.[0] ?? null)}
                className="w-full min-w-0 text-sm text-foreground file:mr-3 file:h-11 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-surface file:px-4 file:font-medium file:text-foreground hover:file:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              />
            </Field>
            <Button
              type="submit"
              variant="secondary"
              busy={preview.busy}
              busyLabel={t.previewing}
              className="self-start"
            >
              <FileSearch aria-hidden="true" />
              {t.preview}
            </Button>
          </form>
        </CardContent>
      </Card>
      {judged ? (
        <div className="flex flex-col gap-4">
          <h2 className="font-serif text-xl font-semibold">{t.previewTitle}</h2>
          <p>{t.summary(judged.counts)}</p>
          <Rows answer={judged} />
          <FormAlert message={enrol.error} />
          {judged.counts.new > 0 ? (
            <Button onClick={enrol.submit} busy={enrol.busy} busyLabel={t.enrolling} className="self-start">
              <UserPlus aria-hidden="true" />
              {t.enrol(judged.counts.new)}
            </Button>
          ) : (
            <p className="text-muted-foreground">{t.nothingToEnrol}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
