import {
  ANNOUNCEMENT_MESSAGE_ROWS,
  creatingAnnouncementFor,
  messages,
  NAME_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from "@cla/domain/client";
import { Input, RadioGroup, Select, Textarea, type SelectOption } from "@cla/ui";
import type { Section } from "../../components/Section";
import { FormField, FormPage, type FormSubmit } from "../../forms/FormPage";
import { texts } from "./texts";

export type AnnouncementKind = "general" | "user-specific";

/** The form's values by field name (the API's names, so server errors land on the right field). */
export interface AnnouncementFormValues {
  title: string;
  content: string;
  cla_user_id: string;
}

export const ANNOUNCEMENT_FIELDS = [
  "title",
  "content",
  "cla_user_id",
] as const satisfies readonly (keyof AnnouncementFormValues)[];

/** The cohort's students for 'Select Student'; `failed` when they could not be loaded. */
export interface StudentChoices {
  options: readonly SelectOption[];
  failed: string | null;
}

export interface AnnouncementFormStart {
  values: AnnouncementFormValues;
  students: StudentChoices;
}

export interface AnnouncementFormViewProps {
  editing: boolean;
  /** 'Creating announcement for: {cohort name}'. */
  cohortName: string;
  /** Where Back goes: the list, on this cohort. */
  backTo: string;
  initial: Section<AnnouncementFormStart>;
  /** The chosen type: General or User Specific (which shows Select Student). */
  kind: AnnouncementKind;
  onKindChange: (kind: AnnouncementKind) => void;
  submit: FormSubmit;
}

const f = texts.form;

/** /portal/announcement/new (docs/product.md §2.3, §5): create or edit a cohort's announcement. */
export function AnnouncementFormView({
  editing,
  cohortName,
  backTo,
  initial,
  kind,
  onKindChange,
  submit,
}: AnnouncementFormViewProps) {
  return (
    <FormPage
      labels={f}
      subtitle={creatingAnnouncementFor(cohortName)}
      backTo={backTo}
      submit={submit}
      editing={editing}
      initial={initial}
    >
      {({ values, students }) => (
        <>
          <FormField name="title" label={f.title} errors={submit.fieldErrors} required>
            <Input defaultValue={values.title} maxLength={NAME_MAX_LENGTH} autoComplete="off" />
          </FormField>
          <FormField name="content" label={f.content} errors={submit.fieldErrors} required>
            <Textarea
              defaultValue={values.content}
              maxLength={TEXT_MAX_LENGTH}
              rows={ANNOUNCEMENT_MESSAGE_ROWS}
            />
          </FormField>
          <RadioGroup
            legend={f.type}
            name="type"
            value={kind}
            onValueChange={(value) => onKindChange(value as AnnouncementKind)}
            options={[
              { value: "general", label: f.general },
              { value: "user-specific", label: f.userSpecific },
            ]}
          />
          {kind === "user-specific" ? (
            <FormField
              name="cla_user_id"
              label={f.student}
              errors={submit.fieldErrors}
              required
              hint={
                students.failed ?? (students.options.length === 0 ? messages.noStudentsInCohort : undefined)
              }
            >
              <Select
                defaultValue={values.cla_user_id}
                placeholder={
                  students.options.length === 0
                    ? messages.noStudentsAvailable
                    : messages.selectStudentPlaceholder
                }
                options={students.options}
                disabled={students.options.length === 0}
              />
            </FormField>
          ) : null}
        </>
      )}
    </FormPage>
  );
}
