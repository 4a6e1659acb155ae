import { messages } from "@cla/domain/client";
import { Select, type SelectOption } from "@cla/ui";
import { useCourses } from "../api/hooks";
import { toSection, type Section } from "../components/Section";
import { FormField } from "./FormPage";
import type { FieldErrors } from "./useSubmit";

const t = {
  course: "Course",
  selectCourse: "Select a course",
  selectCohortFirst: "Select a cohort first",
  loadingCourses: "Loading courses...",
  noCourses: "This cohort has no courses yet.",
} as const;

/** The chosen cohort's courses as CourseField's options; null until a cohort is chosen. */
export function useCourseOptions(cohortId: number | null): Section<SelectOption[]> | null {
  const courses = useCourses(cohortId);
  if (cohortId === null) return null;
  return toSection(
    courses.courses?.map((course) => ({ value: course.id, label: course.name })),
    courses,
    messages.failedToFetchCourses,
  );
}

/**
 * The course select of a form whose cohort is chosen first (assessments, live classes; docs/api.md §10):
 * only the chosen cohort's courses are offered, and until they are there it is disabled with a prompt.
 * `cohort` is the chosen cohort (any form of it): a new one, or its courses arriving, starts the select
 * afresh, keeping `defaultValue` when it is offered.
 */
export function CourseField({
  courses,
  cohort,
  defaultValue,
  errors,
}: {
  courses: Section<readonly SelectOption[]> | null;
  cohort: string | number | null;
  defaultValue: string;
  errors: FieldErrors;
}) {
  const options = courses?.status === "ready" ? courses.data : [];
  const prompt =
    courses === null
      ? t.selectCohortFirst
      : courses.status === "loading"
        ? t.loadingCourses
        : courses.status === "error"
          ? courses.message
          : options.length === 0
            ? t.noCourses
            : t.selectCourse;
  return (
    <FormField name="cla_course_id" label={t.course} errors={errors} required>
      <Select
        key={`${cohort ?? ""}:${courses?.status ?? "none"}:${options.length}`}
        defaultValue={options.some((option) => option.value === defaultValue) ? defaultValue : ""}
        placeholder={prompt}
        options={options}
        disabled={options.length === 0}
      />
    </FormField>
  );
}
