import type { Cohort, CohortCreate } from "@cla/domain/client";
import { FIELD_MESSAGES } from "@cla/domain/client";
import { useNavigate, useSearchParams } from "react-router";
import { useCohorts } from "../../api/hooks";
import { createRecord, endpoints, updateRecord } from "../../api/records";
import { WRITES } from "../../api/writes";
import { adminPaths } from "../../app/adminPaths";
import { useScreenTitle } from "../../app/screenChange";
import { toSection, type Section } from "../../components/Section";
import { checkFields, date, name, required } from "../../forms/checks";
import { useSubmit, type FieldErrors } from "../../forms/useSubmit";
import { COHORT_FIELDS, CohortFormView, UNTIL_IT_STARTS, type CohortFormValues } from "./CohortFormView";
import { texts } from "./texts";

const EMPTY: CohortFormValues = { name: "", start_date: "", end_date: "", open_for_signup: null };

function valuesOf(cohort: Cohort): CohortFormValues {
  return {
    name: cohort.name,
    start_date: cohort.start_date ?? "",
    end_date: cohort.end_date ?? "",
    open_for_signup: cohort.open_for_signup,
  };
}

/** A name is required; the dates are optional, and the end is not before the start (docs/api.md §6.15). */
function validate(values: Record<string, string>): FieldErrors {
  const errors = checkFields(values, { name: [required, name], start_date: [date], end_date: [date] });
  const start = values.start_date?.trim();
  const end = values.end_date?.trim();
  if (!errors.start_date && !errors.end_date && start && end && end < start) {
    errors.end_date = FIELD_MESSAGES.endBeforeStart;
  }
  return errors;
}

/** The form's `cla_cohort`: an empty date is null (not yet known); sign-up "until it starts" null. */
function input(values: Record<string, string>): CohortCreate {
  const text = (field: string) => (values[field] ?? "").trim();
  return {
    name: text("name"),
    start_date: text("start_date") || null,
    end_date: text("end_date") || null,
    open_for_signup: values.open_for_signup === UNTIL_IT_STARTS ? null : values.open_for_signup === "true",
  };
}

/**
 * /portal/admin/cohort/new: a new cohort; `?id=<cohort>` edits that cohort, found by id among every cohort
 * (GET /cla_cohorts is the only read of a cohort), so a reload or a shared link opens the same form.
 */
export default function CohortFormScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get("id");
  const editing = id !== null;
  const cohorts = useCohorts(editing);
  const cohort = id === null ? undefined : cohorts.cohorts?.find((candidate) => String(candidate.id) === id);
  useScreenTitle(editing ? texts.cohortForm.editTitle : texts.cohortForm.addTitle);

  const submit = useSubmit<Record<string, string>, Cohort>({
    fields: COHORT_FIELDS,
    validate,
    action: (values) =>
      cohort
        ? updateRecord(endpoints.cohorts, String(cohort.id), input(values))
        : createRecord(endpoints.cohorts, input(values)),
    success: editing ? texts.cohortForm.updated : texts.cohortForm.created,
    failure: editing ? texts.cohortForm.updateFailed : texts.cohortForm.createFailed,
    refresh: WRITES.cohort,
    onSuccess: () => void navigate(adminPaths.cohorts),
  });

  let initial: Section<CohortFormValues> = { status: "ready", data: EMPTY };
  if (editing) {
    initial =
      cohorts.cohorts && !cohort
        ? { status: "error", message: texts.cohortForm.notFound }
        : toSection(cohort && valuesOf(cohort), cohorts, texts.cohorts.failed);
  }
  return <CohortFormView editing={editing} initial={initial} submit={submit} />;
}
