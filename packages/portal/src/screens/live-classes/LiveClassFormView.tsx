import {
  DURATION_MAX_MINUTES,
  DURATION_MIN_MINUTES,
  NAME_MAX_LENGTH,
  URL_MAX_LENGTH,
} from "@cla/domain/client";
import { Input, type SelectOption } from "@cla/ui";
import { paths } from "../../app/paths";
import type { Section } from "../../components/Section";
import { CohortField, type CohortFormStart } from "../../forms/CohortField";
import { CourseField } from "../../forms/CourseField";
import { FormField, FormPage, type FormSubmit } from "../../forms/FormPage";
import { texts } from "./texts";

export type LiveClassFormMode = "add" | "edit";

/** The form's values by field name (the API's names, so server errors land on the right field). */
export interface LiveClassFormValues {
  cla_cohort_id: string;
  cla_course_id: string;
  name: string;
  date: string;
  time: string;
  duration: string;
  zoom_link: string;
}

export const LIVE_CLASS_FIELDS = [
  "cla_cohort_id",
  "cla_course_id",
  "name",
  "date",
  "time",
  "duration",
  "zoom_link",
] as const satisfies readonly (keyof LiveClassFormValues)[];

export interface LiveClassFormViewProps {
  mode: LiveClassFormMode;
  /** Ready once the cohorts (and, to edit, the class; from a course, that course) have loaded. */
  initial: Section<CohortFormStart<LiveClassFormValues>>;
  /** The cohort chosen now ("" for none); the course select offers only its courses (docs/api.md §10). */
  cohortId: string;
  onCohortChange: (cohortId: string) => void;
  /** The chosen cohort's courses; null until a cohort is chosen. */
  courses: Section<readonly SelectOption[]> | null;
  /** The academy's zone as a place, e.g. 'New York': date and time are entered on its clocks. */
  academyZone: string;
  submit: FormSubmit;
}

const f = texts.form;

/** /portal/event/new (docs/product.md §2.3): 'Schedule a Live Class' / 'Edit Live Class'. */
export function LiveClassFormView({
  mode,
  initial,
  cohortId,
  onCohortChange,
  courses,
  academyZone,
  submit,
}: LiveClassFormViewProps) {
  const editing = mode === "edit";
  return (
    <FormPage labels={f} backTo={paths.events} submit={submit} editing={editing} initial={initial}>
      {({ values, cohorts }) => (
        <>
          <CohortField
            cohorts={cohorts}
            editing={editing}
            fixedHint={f.cohortFixed}
            errors={submit.fieldErrors}
            defaultValue={values.cla_cohort_id}
            onChange={onCohortChange}
          />
          <CourseField
            courses={courses}
            cohort={cohortId}
            defaultValue={cohortId === values.cla_cohort_id ? values.cla_course_id : ""}
            errors={submit.fieldErrors}
          />
          <FormField name="name" label={f.name} errors={submit.fieldErrors} required>
            <Input defaultValue={values.name} maxLength={NAME_MAX_LENGTH} autoComplete="off" />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField name="date" label={f.date} errors={submit.fieldErrors} required>
              <Input type="date" defaultValue={values.date} />
            </FormField>
            <FormField
              name="time"
              label={f.time(academyZone)}
              errors={submit.fieldErrors}
              required
              hint={f.timeHint(academyZone)}
            >
              <Input type="time" defaultValue={values.time} />
            </FormField>
          </div>
          <FormField name="duration" label={f.duration} errors={submit.fieldErrors} required>
            <Input
              type="number"
              inputMode="numeric"
              min={DURATION_MIN_MINUTES}
              max={DURATION_MAX_MINUTES}
              step={1}
              defaultValue={values.duration}
            />
          </FormField>
          <FormField
            name="zoom_link"
            label={f.zoomLink}
            errors={submit.fieldErrors}
            required
            hint={f.zoomLinkHint}
          >
            <Input type="url" inputMode="url" defaultValue={values.zoom_link} maxLength={URL_MAX_LENGTH} />
          </FormField>
        </>
      )}
    </FormPage>
  );
}
