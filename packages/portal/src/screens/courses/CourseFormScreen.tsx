import type { Course, CourseCreate } from "@cla/domain/client";
import { DUPLICATE_COURSE_PREFIX, FIELD_MESSAGES, messages } from "@cla/domain/client";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useCohorts, useCourse } from "../../api/hooks";
import { createRecord, endpoints, updateRecord } from "../../api/records";
import { WRITES } from "../../api/writes";
import type { CourseState } from "../../app/navigationState";
import { paths } from "../../app/paths";
import { useScreenTitle } from "../../app/screenChange";
import { toSection, type Section } from "../../components/Section";
import { withCohorts } from "../../forms/CohortField";
import { checkFields, date, httpUrl, longText, name, required } from "../../forms/checks";
import { useSubmit, type FieldErrors } from "../../forms/useSubmit";
import { useSession } from "../../session/useSession";
import { COURSE_FIELDS, CourseFormView, type CourseFormMode, type CourseFormValues } from "./CourseFormView";
import { texts } from "./texts";

const EMPTY: CourseFormValues = {
  name: "",
  description: "",
  cla_cohort_id: "",
  start_date: "",
  end_date: "",
  lecture_notes_url: "",
  lecture_video_url: "",
  additional_reading_url: "",
};

/** A course's values in the form; a duplicate is the same course named 'Copy of …' (docs/api.md §6.3). */
function valuesOf(course: Course, mode: CourseFormMode): CourseFormValues {
  return {
    name: mode === "duplicate" ? `${DUPLICATE_COURSE_PREFIX}${course.name}` : course.name,
    description: course.description,
    cla_cohort_id: String(course.cla_cohort_id),
    start_date: course.start_date,
    end_date: course.end_date,
    lecture_notes_url: course.lecture_notes_url ?? "",
    lecture_video_url: course.lecture_video_url ?? "",
    additional_reading_url: course.additional_reading_url ?? "",
  };
}

/** docs/product.md §5: name, description, start date, end date and cohort required; docs/api.md §1.3's limits. */
function validate(values: Record<string, string>, mode: CourseFormMode): FieldErrors {
  const errors = checkFields(values, {
    name: [required, name],
    description: [required, longText],
    ...(mode === "edit" ? {} : { cla_cohort_id: [required] }),
    start_date: [required, date],
    end_date: [required, date],
    lecture_notes_url: [httpUrl],
    lecture_video_url: [httpUrl],
    additional_reading_url: [httpUrl],
  });
  if (!errors.start_date && !errors.end_date && values.end_date! < values.start_date!) {
    errors.end_date = FIELD_MESSAGES.endBeforeStart;
  }
  return errors;
}

/** The request's `cla_course` but its cohort (sent only on create: it never changes): trimmed, blank links null. */
function input(values: Record<string, string>): Omit<CourseCreate, "cla_cohort_id"> {
  const text = (field: string) => (values[field] ?? "").trim();
  const link = (field: string) => text(field) || null;
  return {
    name: text("name"),
    description: text("description"),
    start_date: text("start_date"),
    end_date: text("end_date"),
    lecture_notes_url: link("lecture_notes_url"),
    lecture_video_url: link("lecture_video_url"),
    additional_reading_url: link("additional_reading_url"),
  };
}

/**
 * /portal/course/new: add; `?id=<course>&mode=edit` edits and `&mode=duplicate` duplicates that course, loaded
 * by id (the course in navigation state is a shortcut), so both also work from a reload or a shared link.
 */
export default function CourseFormScreen() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const id = params.get("id");
  const mode: CourseFormMode =
    id === null ? "add" : params.get("mode") === "duplicate" ? "duplicate" : "edit";
  const course = useCourse(id, (location.state as Partial<CourseState> | null)?.course);
  const cohorts = useCohorts();
  useScreenTitle(
    { add: texts.form.addTitle, edit: texts.form.editTitle, duplicate: texts.form.duplicateTitle }[mode],
  );

  const editing = mode === "edit" && course.course !== undefined;
  const submit = useSubmit<Record<string, string>, Course>({
    fields: COURSE_FIELDS,
    validate: (values) => validate(values, mode),
    action: (values) =>
      editing
        ? updateRecord(endpoints.courses, course.course!.id, input(values))
        : createRecord(endpoints.courses, {
            ...input(values),
            cla_cohort_id: Number((values.cla_cohort_id ?? "").trim()),
          }),
    success: editing ? messages.courseUpdated : messages.courseCreated,
    failure: editing ? messages.updateCourseFailed : messages.createCourseFailed,
    refresh: WRITES.course,
    onSuccess: () => void navigate(paths.instructorDesk),
  });

  const values: Section<CourseFormValues> =
    mode === "add"
      ? { status: "ready", data: EMPTY }
      : toSection(
          course.course && valuesOf(course.course, mode),
          course,
          messages.failedToFetchCourses,
          messages.courseNotFound,
        );
  const initial = withCohorts(values, cohorts);

  return (
    <CourseFormView
      mode={mode}
      initial={initial}
      facilitatorName={
        (mode === "edit" ? course.course?.facilitator_name : session?.userData.userName) ??
        texts.details.notSet
      }
      submit={submit}
    />
  );
}
