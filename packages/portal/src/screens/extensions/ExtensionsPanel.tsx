import type { AssessmentKind, Extension } from "@cla/domain/client";
import { m } from "@cla/domain/i18n";
import { useState } from "react";
import { useExtensions, useStudentsOfCohort } from "../../api/hooks";
import { grantExtensions, revokeExtension } from "../../api/records";
import { WRITES } from "../../api/writes";
import { toSection } from "../../components/Section";
import { useConfirmDelete } from "../../feedback/confirmDelete";
import { checkFields, date, extensionReason, required } from "../../forms/checks";
import { useSubmit } from "../../forms/useSubmit";
import { EXTENSION_FIELDS, ExtensionsView, type ExtensionGrantValues } from "./ExtensionsView";

const EMPTY: ExtensionGrantValues = { students: [], due_date: "", reason: "" };

export interface ExtensionsPanelProps {
  kind: AssessmentKind;
  itemId: string;
  /** The item's cohort, whose students may be given an extension. */
  cohortId: number;
}

/**
 * A facilitator's extensions on an item (docs/api.md §6.17, decision 186): the list, a grant to the students
 * chosen, and a revoke once confirmed. Each write refreshes what a student's own due date shows in (their
 * lists, hand-in statuses, the gradebook).
 */
export function ExtensionsPanel({ kind, itemId, cohortId }: ExtensionsPanelProps) {
  // Asked for once the facilitator opens the panel: most visits to an item are to score it.
  const [open, setOpen] = useState(false);
  const extensions = useExtensions(kind, open ? itemId : null);
  const students = useStudentsOfCohort(cohortId, open);
  const [values, setValues] = useState<ExtensionGrantValues>(EMPTY);
  const confirmRevoke = useConfirmDelete();

  const submit = useSubmit<ExtensionGrantValues, void>({
    fields: EXTENSION_FIELDS,
    validate: (form) =>
      checkFields(
        { cla_user_ids: form.students.join(","), due_date: form.due_date, reason: form.reason },
        { cla_user_ids: [required], due_date: [required, date], reason: [required, extensionReason] },
      ),
    action: async (form) => {
      await grantExtensions(kind, itemId, {
        cla_user_ids: form.students,
        due_date: form.due_date,
        reason: form.reason.trim(),
      });
    },
    // One extension per student chosen (docs/api.md §6.17).
    success: m.extensionGranted({ count: values.students.length }),
    failure: m.extensionGrantFailed(),
    refresh: WRITES.extension(kind),
    onSuccess: () => setValues(EMPTY),
    repeat: true,
  });

  function revoke(extension: Extension) {
    confirmRevoke({
      question: m.extensionRevokeQuestion({ name: extension.student_name }),
      warning: m.extensionRevokeWarning(),
      confirmLabel: m.extensionYesRevoke(),
      remove: () => revokeExtension(extension.id),
      success: m.extensionRevoked(),
      failure: m.extensionRevokeFailed(),
      refresh: WRITES.extension(kind),
    });
  }

  return (
    <ExtensionsView
      open={open}
      onOpen={setOpen}
      extensions={toSection(extensions.extensions, extensions, m.extensionsFailed())}
      students={toSection(students.students, students, m.failedToFetchStudents())}
      values={values}
      onChange={setValues}
      onGrant={() => submit.submit(values)}
      onRevoke={revoke}
      busy={submit.busy}
      error={submit.error}
      fieldErrors={submit.fieldErrors}
    />
  );
}
