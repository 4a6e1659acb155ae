import type { Cohort } from "@cla/domain/client";
import { messages } from "@cla/domain/client";
import { Select, type SelectOption } from "@cla/ui";
import type { Loadable } from "../api/hooks";
import { bothSections, mapSection, toSection, type Section } from "../components/Section";
import { FormField } from "./FormPage";
import type { FieldErrors } from "./useSubmit";

/**
 * The cohort select of a record form (courses, assessments, live classes): required, and in edit mode
 * disabled with `fixedHint` (a record never changes cohort, docs/api.md §10). Uncontrolled with
 * `defaultValue`, or controlled with `value` when the form's course select follows it.
 */
export function CohortField({
  cohorts,
  editing,
  fixedHint,
  errors,
  value,
  defaultValue,
  onChange,
}: {
  cohorts: readonly SelectOption[];
  editing: boolean;
  /** e.g. 'A course stays in its cohort.' */
  fixedHint: string;
  errors: FieldErrors;
  value?: string;
  defaultValue?: string;
  onChange?: (cohortId: string) => void;
}) {
  return (
    <FormField
      name="cla_cohort_id"
      label="Cohort"
      errors={errors}
      required
      hint={editing ? fixedHint : undefined}
    >
      <Select
        value={value}
        defaultValue={defaultValue}
        placeholder={(value ?? defaultValue) ? undefined : messages.selectCohortPlaceholder}
        options={cohorts}
        disabled={editing}
        onChange={onChange && ((event) => onChange(event.target.value))}
      />
    </FormField>
  );
}

/** What a form with a cohort select starts from: its values and every cohort as the select's options. */
export interface CohortFormStart<V> {
  values: V;
  cohorts: readonly SelectOption[];
}

/** The form's start once both its values and the cohorts (useCohorts) are there; else the one not ready. */
export function withCohorts<V>(
  values: Section<V>,
  cohorts: Loadable & { cohorts: Cohort[] | undefined },
): Section<CohortFormStart<V>> {
  const options = toSection(
    cohorts.cohorts?.map((cohort) => ({ value: String(cohort.id), label: cohort.name })),
    cohorts,
    messages.failedToFetchCohorts,
  );
  return mapSection(bothSections(values, options), ([start, choices]) => ({
    values: start,
    cohorts: choices,
  }));
}
