import { messages } from "@cla/domain/client";
import { EmptyState, PageHeader } from "@cla/ui";
import { paths } from "../../app/paths";
import type { Section } from "../../components/Section";
import { FormPage, NameAndDescriptionFields, type FormSubmit } from "../../forms/FormPage";
import { texts } from "./texts";

export interface TopicFormValues {
  name: string;
  description: string;
}

export const TOPIC_FIELDS = ["name", "description"] as const satisfies readonly (keyof TopicFormValues)[];

export interface TopicFormViewProps {
  mode: "add" | "edit";
  /** The course's name, once known ('Course: …' under the title). */
  courseName?: string;
  /** Where Back goes: the course's screen, or the courses list while the course is unknown. */
  backTo: string;
  /** The starting values; `null` when the screen was opened without a course (docs/product.md §2.3). */
  initial: Section<TopicFormValues> | null;
  submit: FormSubmit;
}

/** /portal/topic/new (docs/product.md §2.3): 'Add New Topic' / 'Edit Topic'. */
export function TopicFormView({ mode, courseName, backTo, initial, submit }: TopicFormViewProps) {
  const title = mode === "edit" ? texts.editTitle : texts.addTitle;
  if (initial === null) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={title} />
        <EmptyState title={messages.courseInfoNotFound} />
      </div>
    );
  }
  return (
    <FormPage
      labels={backTo === paths.courses ? { ...texts, back: texts.backToCourses } : texts}
      subtitle={courseName ? texts.forCourse(courseName) : undefined}
      backTo={backTo}
      submit={submit}
      editing={mode === "edit"}
      initial={initial}
    >
      {(values) => (
        <>
          <NameAndDescriptionFields nameLabel={texts.name} values={values} errors={submit.fieldErrors} />
        </>
      )}
    </FormPage>
  );
}
