import type { AssessmentKind } from "@cla/domain/client";
import { Input, type SelectOption } from "@cla/ui";
import type { ReactNode } from "react";
import type { Section } from "../../components/Section";
import { CohortField, type CohortFormStart } from "../../forms/CohortField";
import { CourseField } from "../../forms/CourseField";
import { FormField, FormPage, NameAndDescriptionFields, type FormSubmit } from "../../forms/FormPage";
import { KIND_SCREENS } from "./kinds";
import { texts } from "./texts";

/** The form's values by field name (the API's names, so server errors land on the right field). */
export interface AssessmentFormValues {
  name: string;
  description: string;
  due_date: string;
  cla_course_id: string;
}

export const ASSESSMENT_FIELDS = [
  "name",
  "description",
  "due_date",
  "cla_cohort_id",
  "cla_course_id",
] as const;

export interface AssessmentFormViewProps {
  kind: AssessmentKind;
  mode: "add" | "edit";
  /** Ready once the cohorts (and the course to add to, or the item to edit) have loaded. */
  initial: Section<CohortFormStart<AssessmentFormValues>>;
  /** The cohort whose courses are offered: the course's or the item's, or the facilitator's choice. */
  cohortId: number | null;
  onCohort: (cohortId: number) => void;
  /** The cohort's courses; null until a cohort is chosen. */
  courses: Section<SelectOption[]> | null;
  submit: FormSubmit;
  /** A CBT's optional test, the questions and their settings (its own part, CbtQuestionsEditor); null otherwise. */
  test?: ReactNode;
}

const f = texts.form;

/** /portal/assignment/new, /portal/contribution/new, /portal/cbt/new (docs/product.md §2.3): add or edit an item. */
export function AssessmentFormView({
  kind,
  mode,
  initial,
  cohortId,
  onCohort,
  courses,
  submit,
  test = null,
}: AssessmentFormViewProps) {
  const k = KIND_SCREENS[kind];
  const editing = mode === "edit";
  return (
    <FormPage
      labels={{ ...f, addTitle: k.addTitle, editTitle: k.editTitle, back: k.backToList }}
      backTo={k.listPath}
      submit={submit}
      editing={editing}
      initial={initial}
    >
      {({ values, cohorts }) => (
        <>
          <NameAndDescriptionFields nameLabel={f.name} values={values} errors={submit.fieldErrors} />
          <FormField name="due_date" label={f.dueDate} errors={submit.fieldErrors} required>
            <Input type="date" defaultValue={values.due_date} className="sm:max-w-64" />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <CohortField
              cohorts={cohorts}
              editing={editing}
              fixedHint={f.cohortFixed}
              errors={submit.fieldErrors}
              value={cohortId === null ? "" : String(cohortId)}
              onChange={(value) => onCohort(Number(value))}
            />
            <CourseField
              courses={courses}
              cohort={cohortId}
              defaultValue={values.cla_course_id}
              errors={submit.fieldErrors}
            />
          </div>
          {test}
        </>
      )}
    </FormPage>
  );
}
