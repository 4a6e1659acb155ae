import { URL_MAX_LENGTH } from "@cla/domain/client";
import { Input } from "@cla/ui";
import { CohortField, type CohortFormStart } from "../../forms/CohortField";
import { FormField, FormPage, NameAndDescriptionFields, type FormSubmit } from "../../forms/FormPage";
import type { Section } from "../../components/Section";
import { paths } from "../../app/paths";
import { texts } from "./texts";

export type CourseFormMode = "add" | "edit" | "duplicate";

/** The form's values by field name (the API's names, so server errors land on the right field). */
export interface CourseFormValues {
  name: string;
  description: string;
  cla_cohort_id: string;
  start_date: string;
  end_date: string;
  lecture_notes_url: string;
  lecture_video_url: string;
  additional_reading_url: string;
}

export const COURSE_FIELDS = [
  "name",
  "description",
  "cla_cohort_id",
  "start_date",
  "end_date",
  "lecture_notes_url",
  "lecture_video_url",
  "additional_reading_url",
] as const satisfies readonly (keyof CourseFormValues)[];

export interface CourseFormViewProps {
  mode: CourseFormMode;
  /** Ready once the cohorts (and, to edit or duplicate, the course) have loaded. */
  initial: Section<CohortFormStart<CourseFormValues>>;

  /** Shown read-only: the server makes the facilitator who creates a course its facilitator (docs/api.md §1.5). */
  facilitatorName: string;
  submit: FormSubmit;
}

const f = texts.form;
const LABELS = { ...f, loading: texts.details.loading };
/** A duplicate is a new course under its own title. */
const DUPLICATE_LABELS = { ...LABELS, addTitle: f.duplicateTitle };

/** /portal/course/new (docs/product.md §2.3): add, edit or duplicate a course. */
export function CourseFormView({ mode, initial, facilitatorName, submit }: CourseFormViewProps) {
  const editing = mode === "edit";
  return (
    <FormPage
      labels={mode === "duplicate" ? DUPLICATE_LABELS : LABELS}
      backTo={paths.courses}
      submit={submit}
      editing={editing}
      initial={initial}
    >
      {({ values, cohorts }) => (
        <>
          <NameAndDescriptionFields nameLabel={f.name} values={values} errors={submit.fieldErrors} />
          <CohortField
            cohorts={cohorts}
            editing={editing}
            fixedHint={f.cohortFixed}
            errors={submit.fieldErrors}
            defaultValue={values.cla_cohort_id}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField name="start_date" label={f.startDate} errors={submit.fieldErrors} required>
              <Input type="date" defaultValue={values.start_date} />
            </FormField>
            <FormField name="end_date" label={f.endDate} errors={submit.fieldErrors} required>
              <Input type="date" defaultValue={values.end_date} />
            </FormField>
          </div>
          <div className="flex flex-col gap-1">
            <span className="text-sm font-medium text-foreground">{f.facilitator}</span>
            <p className="text-foreground">{facilitatorName}</p>
            <p className="text-sm text-muted-foreground">{f.facilitatorHint}</p>
          </div>
          {(
            [
              ["lecture_notes_url", f.lectureNotesUrl],
              ["lecture_video_url", f.lectureVideoUrl],
              ["additional_reading_url", f.additionalReadingUrl],
            ] as const
          ).map(([name, label]) => (
            <FormField key={name} name={name} label={label} errors={submit.fieldErrors} hint={f.optional}>
              <Input type="url" inputMode="url" defaultValue={values[name]} maxLength={URL_MAX_LENGTH} />
            </FormField>
          ))}
        </>
      )}
    </FormPage>
  );
}
