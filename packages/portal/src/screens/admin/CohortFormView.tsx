import { NAME_MAX_LENGTH } from "@cla/domain/client";
import { Input, RadioGroup } from "@cla/ui";
import { adminPaths } from "../../app/adminPaths";
import type { Section } from "../../components/Section";
import { FormField, FormPage, type FormSubmit } from "../../forms/FormPage";
import { texts } from "./texts";
import { labelled } from "../../forms/labelled";

/** The form's values by field name (the API's names, so server errors land on the right field). */
export interface CohortFormValues {
  name: string;
  start_date: string;
  end_date: string;
  /** null: until it starts (docs/api.md §6.15); true: open; false: closed. */
  open_for_signup: boolean | null;
}

/** The sign-up radio's value of "until it starts" (null); the others are "true" and "false". */
export const UNTIL_IT_STARTS = "automatic";

export const COHORT_FIELDS = ["name", "start_date", "end_date", "open_for_signup"] as const;

export interface CohortFormViewProps {
  editing: boolean;
  /** Ready at once for a new cohort; for an edit, once the cohorts have loaded and this one is among them. */
  initial: Section<CohortFormValues>;
  submit: FormSubmit;
}

const f = texts.cohortForm;

/** /portal/admin/cohort/new (docs/product.md §2.4): create a cohort, or with `?id=` edit one. */
export function CohortFormView({ editing, initial, submit }: CohortFormViewProps) {
  const errors = submit.fieldErrors;
  return (
    <FormPage labels={f} backTo={adminPaths.cohorts} submit={submit} editing={editing} initial={initial}>
      {(values) => (
        <>
          <FormField name="name" label={f.name} errors={errors} required>
            <Input defaultValue={values.name} maxLength={NAME_MAX_LENGTH} autoComplete="off" />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField name="start_date" label={f.startDate} errors={errors} hint={f.optional}>
              <Input type="date" defaultValue={values.start_date} />
            </FormField>
            <FormField name="end_date" label={f.endDate} errors={errors} hint={f.optional}>
              <Input type="date" defaultValue={values.end_date} />
            </FormField>
          </div>
          <RadioGroup
            legend={f.openForSignup}
            name="open_for_signup"
            orientation="horizontal"
            hint={f.openHint}
            error={labelled(f.openForSignup, errors.open_for_signup)}
            defaultValue={values.open_for_signup === null ? UNTIL_IT_STARTS : String(values.open_for_signup)}
            options={[
              { value: UNTIL_IT_STARTS, label: f.untilItStarts },
              { value: "true", label: f.open },
              { value: "false", label: f.closed },
            ]}
          />
        </>
      )}
    </FormPage>
  );
}
