import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from "@cla/domain/client";
import {
  Button,
  Card,
  CardContent,
  Field,
  Input,
  PageHeader,
  Textarea,
  type FieldControlProps,
} from "@cla/ui";
import { cloneElement, type ReactElement, type ReactNode } from "react";
import { BackLink } from "../components/BackLink";
import { SectionView, type Section } from "../components/Section";
import { FormAlert } from "./FormAlert";
import { submitValues } from "./submitValues";
import type { FieldErrors, SubmitState } from "./useSubmit";
import { labelled } from "./labelled";

/** What a form view passes on from its screen's useSubmit. */
export type FormSubmit = Pick<
  SubmitState<Record<string, string>>,
  "submit" | "busy" | "error" | "fieldErrors"
>;

/** The submit button's texts for a new record and for an edit, and while each is under way. */
export interface SubmitLabels {
  create: string;
  creating: string;
  save: string;
  saving: string;
}

/** A form page's texts: its title for a new record and for an edit, Back's text, the card's text while the
 * starting values load, and the submit button's texts (the form's entry in the screen's texts has them). */
export interface FormLabels extends SubmitLabels {
  /** e.g. 'Add New Course'. */
  addTitle: string;
  /** e.g. 'Edit Course'. */
  editTitle: string;
  /** Back's text, e.g. 'Back to Courses'. */
  back: string;
  /** e.g. 'Loading course...'. */
  loading: string;
}

export interface FormPageProps<T> {
  /** The page's texts; `editing` picks the title and the submit button's texts. */
  labels: FormLabels;
  /** A line under the title, e.g. 'Creating announcement for: Cohort 2025A'. */
  subtitle?: string;
  /** Where Back goes. */
  backTo: string;
  /** The screen's useSubmit: `submit` gets the form's values by field name (the page does not reload), `error`
   * shows above the fields, and while `busy` the submit button shows its busy text ('Saving...') and a spinner. */
  submit: FormSubmit;
  /** It edits a saved record: the edit title, and the submit button says 'Save Changes' rather than 'Create ...'. */
  editing: boolean;
  /** What the form starts from: ready at once for a new record; the record (and options) loaded for an edit. */
  initial: Section<T>;
  /** The fields (FormField elements), given the starting values. */
  children: (initial: T) => ReactNode;
}

/**
 * The frame of every portal form (decision 097): title, Back, one card with the failure alert, the fields
 * and the submit button; while the starting values load (or fail), the card shows that instead. The browser's own validation bubbles are off (`noValidate`): the form's checks
 * (useSubmit's `validate`) show their messages under the fields instead, as the server's do.
 */
export function FormPage<T>({
  labels,
  subtitle,
  backTo,
  submit: { submit, busy, error },
  editing,
  initial,
  children,
}: FormPageProps<T>) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={editing ? labels.editTitle : labels.addTitle}
        subtitle={subtitle}
        actions={<BackLink to={backTo} label={labels.back} />}
      />
      <Card className="max-w-3xl">
        <CardContent className="pt-6">
          <SectionView section={initial} loading={labels.loading}>
            {(values) => (
              <form
                className="flex flex-col gap-5"
                onSubmit={submitValues(submit)}
                aria-busy={busy}
                noValidate
              >
                <FormAlert message={error} />
                {children(values)}
                <Button
                  type="submit"
                  busy={busy}
                  busyLabel={editing ? labels.saving : labels.creating}
                  className="self-start"
                >
                  {editing ? labels.save : labels.create}
                </Button>
              </form>
            )}
          </SectionView>
        </CardContent>
      </Card>
    </div>
  );
}

export interface FormFieldProps {
  /** The control's `name`; its errors are looked up by it. */
  name: string;
  label: string;
  /** The form's field errors (useSubmit); the one for `name` is shown after its label (`labelled`). */
  errors: FieldErrors;
  required?: boolean;
  hint?: ReactNode;
  /** Exactly one control; FormField gives it its `name`. */
  children: ReactElement<FieldControlProps & { name?: string }>;
}

/** A labelled form control with its error under it, named so FormPage collects its value. */
export function FormField({ name, label, errors, required, hint, children }: FormFieldProps) {
  return (
    <Field label={label} required={required} hint={hint} error={labelled(label, errors[name])}>
      {cloneElement(children, { name })}
    </Field>
  );
}

/** Hint under a description box: what the rich text does with links (decision 041). */
const DESCRIPTION_HINT = "Links to videos, PDFs and Google Slides or Docs are shown embedded.";

/** The required `name` and `description` every record form starts with (docs/api.md §1.3 limits). */
export function NameAndDescriptionFields({
  nameLabel,
  descriptionLabel = "Description",
  values,
  errors,
}: {
  /** e.g. 'Course Name'. */
  nameLabel: string;
  descriptionLabel?: string;
  values: { name: string; description: string };
  errors: FieldErrors;
}) {
  return (
    <>
      <FormField name="name" label={nameLabel} errors={errors} required>
        <Input defaultValue={values.name} maxLength={NAME_MAX_LENGTH} autoComplete="off" />
      </FormField>
      <FormField name="description" label={descriptionLabel} errors={errors} required hint={DESCRIPTION_HINT}>
        <Textarea defaultValue={values.description} maxLength={TEXT_MAX_LENGTH} rows={6} />
      </FormField>
    </>
  );
}
