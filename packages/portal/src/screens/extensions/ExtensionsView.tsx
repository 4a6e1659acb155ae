import type { Extension, StudentOfCohort } from "@cla/domain/client";
import { formatDay } from "@cla/domain/client";
import { m } from "@cla/domain/i18n";
import { Button, Card, CardTitle, Checkbox, DataTable, Input, Textarea } from "@cla/ui";
import { ChevronDown } from "lucide-react";
import { useId, type FormEvent } from "react";
import { ListSectionView, SectionView, type Section } from "../../components/Section";
import { FormAlert } from "../../forms/FormAlert";
import { FormField } from "../../forms/FormPage";
import { labelled } from "../../forms/labelled";
import type { FieldErrors } from "../../forms/useSubmit";

/** The grant form's fields by the API's names (docs/api.md §6.17), so a 422 lands under its field. */
export const EXTENSION_FIELDS = ["cla_user_ids", "due_date", "reason"] as const;

export interface ExtensionGrantValues {
  /** The ids of the students chosen. */
  students: string[];
  due_date: string;
  reason: string;
}

export interface ExtensionsViewProps {
  /** Opened by the facilitator: only then are the extensions and the cohort's students asked for. */
  open: boolean;
  onOpen: (open: boolean) => void;
  /** The extensions granted on the item, in the people order. */
  extensions: Section<Extension[]>;
  /** The students of the item's cohort, to choose from. */
  students: Section<StudentOfCohort[]>;
  values: ExtensionGrantValues;
  onChange: (values: ExtensionGrantValues) => void;
  onGrant: () => void;
  onRevoke: (extension: Extension) => void;
  busy: boolean;
  error: string | null;
  fieldErrors: FieldErrors;
}

/**
 * A facilitator's extensions on one item (docs/api.md §6.17), a disclosure closed at first: who has a later due
 * date and why, each revocable, and the form that grants one to the students chosen (a student who has one gets
 * the new date and reason).
 */
export function ExtensionsView({
  open,
  onOpen,
  extensions,
  students,
  values,
  onChange,
  onGrant,
  onRevoke,
  busy,
  error,
  fieldErrors,
}: ExtensionsViewProps) {
  const studentsId = useId();
  const studentsError = labelled(m.extensionStudents(), fieldErrors.cla_user_ids);

  function toggle(id: string, chosen: boolean) {
    const others = values.students.filter((one) => one !== id);
    onChange({ ...values, students: chosen ? [...others, id] : others });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onGrant();
  }

  return (
    <Card padding="none">
      <details className="group" open={open} onToggle={(event) => onOpen(event.currentTarget.open)}>
        <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-lg px-6 py-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden">
          <CardTitle level={2}>{m.extensionsTitle()}</CardTitle>
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 transition-transform group-open:rotate-180"
          />
        </summary>
        {open ? (
          <div className="flex flex-col gap-6 px-6 pb-6">
            <p className="text-muted-foreground">{m.extensionsIntro()}</p>
            <ListSectionView section={extensions} loading={m.extensionsLoading()} empty={m.extensionsNone()}>
              {(granted) => (
                <DataTable
                  caption={m.extensionsTitle()}
                  captionHidden
                  rows={granted}
                  getRowKey={(extension) => extension.id}
                  layout="stack-on-phone"
                  columns={[
                    {
                      key: "student",
                      header: m.extensionStudent(),
                      rowHeader: true,
                      render: (extension) => <span dir="auto">{extension.student_name}</span>,
                    },
                    {
                      key: "due_date",
                      header: m.extensionDueDate(),
                      render: (extension) => formatDay(extension.due_date),
                    },
                    {
                      key: "reason",
                      header: m.extensionReason(),
                      render: (extension) => (
                        <span dir="auto" className="break-words whitespace-pre-wrap">
                          {extension.reason}
                        </span>
                      ),
                    },
                    {
                      key: "revoke",
                      header: <span className="sr-only">{m.extensionRevoke()}</span>,
                      // The button says what it does; on a phone it takes the whole line.
                      stackLabel: false,
                      render: (extension) => (
                        <Button
                          variant="secondary"
                          size="sm"
                          onClick={() => onRevoke(extension)}
                          aria-label={m.extensionRevokeLabel({ name: extension.student_name })}
                        >
                          {m.extensionRevoke()}
                        </Button>
                      ),
                    },
                  ]}
                />
              )}
            </ListSectionView>

            <form noValidate onSubmit={submit} className="flex flex-col gap-4">
              <FormAlert message={error} />
              <SectionView section={students} loading={m.commonLoading()}>
                {(cohort) => (
                  <fieldset
                    aria-describedby={studentsError ? `${studentsId}-error` : undefined}
                    aria-invalid={studentsError ? true : undefined}
                  >
                    <legend className="mb-2 text-sm font-medium text-foreground">
                      {m.extensionStudents()}
                      <span aria-hidden="true" className="text-destructive">
                        {" *"}
                      </span>
                    </legend>
                    <div className="grid max-h-72 gap-x-6 overflow-y-auto rounded-md border border-border px-3 py-1 sm:grid-cols-2">
                      {cohort.map((student) => (
                        <Checkbox
                          key={student.id}
                          label={<span dir="auto">{student.name}</span>}
                          checked={values.students.includes(student.id)}
                          onChange={(event) => toggle(student.id, event.target.checked)}
                        />
                      ))}
                    </div>
                    {studentsError ? (
                      <p id={`${studentsId}-error`} className="mt-1 text-sm text-destructive">
                        {studentsError}
                      </p>
                    ) : null}
                  </fieldset>
                )}
              </SectionView>
              <FormField name="due_date" label={m.extensionDueDate()} errors={fieldErrors} required>
                <Input
                  type="date"
                  value={values.due_date}
                  onChange={(event) => onChange({ ...values, due_date: event.target.value })}
                />
              </FormField>
              <FormField name="reason" label={m.extensionReason()} errors={fieldErrors} required>
                <Textarea
                  value={values.reason}
                  rows={2}
                  onChange={(event) => onChange({ ...values, reason: event.target.value })}
                />
              </FormField>
              <div>
                <Button type="submit" disabled={busy}>
                  {busy ? m.extensionGranting() : m.extensionGrant()}
                </Button>
              </div>
            </form>
          </div>
        ) : null}
      </details>
    </Card>
  );
}
