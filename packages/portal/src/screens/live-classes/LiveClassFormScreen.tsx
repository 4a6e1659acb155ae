import type { LiveClass, LiveClassCreate } from "@cla/domain/client";
import { messages } from "@cla/domain/client";
import { useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useCohorts, useCourse, useLiveClass } from "../../api/hooks";
import { createRecord, endpoints, updateRecord } from "../../api/records";
import { WRITES } from "../../api/writes";
import type { LiveClassState } from "../../app/navigationState";
import { paths, withQuery } from "../../app/paths";
import { useScreenTitle } from "../../app/screenChange";
import { timeZones } from "../../app/timeZones";
import { toSection, type Section } from "../../components/Section";
import { withCohorts } from "../../forms/CohortField";
import { useCourseOptions } from "../../forms/CourseField";
import { checkFields, date, duration, httpUrl, name, required, time } from "../../forms/checks";
import { useSubmit, type FieldErrors } from "../../forms/useSubmit";
import { zoneLabel } from "./classTime";
import {
  LIVE_CLASS_FIELDS,
  LiveClassFormView,
  type LiveClassFormMode,
  type LiveClassFormValues,
} from "./LiveClassFormView";
import { texts } from "./texts";

const EMPTY: LiveClassFormValues = {
  cla_cohort_id: "",
  cla_course_id: "",
  name: "",
  date: "",
  time: "",
  duration: "",
  zoom_link: "",
};

function valuesOf(liveClass: LiveClass): LiveClassFormValues {
  return {
    cla_cohort_id: String(liveClass.cla_cohort_id),
    cla_course_id: liveClass.cla_course_id,
    name: liveClass.name,
    date: liveClass.date,
    time: liveClass.time,
    duration: String(liveClass.duration),
    zoom_link: liveClass.zoom_link,
  };
}

/** docs/product.md §5: course, name, date, time, duration, link and cohort required; docs/api.md §1.3's formats. */
function validate(values: Record<string, string>, mode: LiveClassFormMode): FieldErrors {
  return checkFields(values, {
    ...(mode === "edit" ? {} : { cla_cohort_id: [required] }),
    cla_course_id: [required],
    name: [required, name],
    date: [required, date],
    time: [required, time],
    duration: [required, duration],
    zoom_link: [required, httpUrl],
  });
}

/** The request's `cla_live_class` but its cohort (sent only on create): trimmed text, the duration a number. */
function input(values: Record<string, string>): Omit<LiveClassCreate, "cla_cohort_id"> {
  const text = (field: string) => (values[field] ?? "").trim();
  return {
    cla_course_id: text("cla_course_id"),
    name: text("name"),
    date: text("date"),
    time: text("time"),
    duration: Number(text("duration")),
    zoom_link: text("zoom_link"),
  };
}

/**
 * /portal/event/new: schedules a class (`?course=<id>` preselects that course and its cohort, `?cohort=<id>`
 * the cohort); `?id=<id>` edits that class, loaded by id (the class in navigation state is a shortcut), its
 * cohort fixed (docs/api.md §10). The course select offers only the chosen cohort's courses.
 */
export default function LiveClassFormScreen() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = params.get("id");
  const courseId = params.get("course");
  const mode: LiveClassFormMode = id === null ? "add" : "edit";
  const liveClass = useLiveClass(id, (location.state as Partial<LiveClassState> | null)?.liveClass);
  const course = useCourse(mode === "add" ? courseId : null);
  const cohorts = useCohorts();
  const [chosenCohort, setChosenCohort] = useState<string | null>(null);
  useScreenTitle(mode === "edit" ? texts.form.editTitle : texts.form.addTitle);

  const values: Section<LiveClassFormValues> =
    mode === "edit"
      ? toSection(
          liveClass.liveClass && valuesOf(liveClass.liveClass),
          liveClass,
          texts.form.failedToFetchLiveClass,
          texts.form.liveClassNotFound,
        )
      : courseId
        ? toSection(
            course.course && {
              ...EMPTY,
              cla_cohort_id: String(course.course.cla_cohort_id),
              cla_course_id: course.course.id,
            },
            course,
            messages.failedToFetchCourses,
            messages.courseInfoNotFound,
          )
        : { status: "ready", data: { ...EMPTY, cla_cohort_id: params.get("cohort") ?? "" } };
  const cohortId = chosenCohort ?? (values.status === "ready" ? values.data.cla_cohort_id : "");
  const courses = useCourseOptions(cohortId === "" ? null : Number(cohortId));

  const editing = mode === "edit" && liveClass.liveClass !== undefined;
  const submit = useSubmit<Record<string, string>, LiveClass>({
    fields: LIVE_CLASS_FIELDS,
    validate: (form) => validate(form, mode),
    action: (form) =>
      editing
        ? updateRecord(endpoints.liveClasses, liveClass.liveClass!.id, input(form))
        : createRecord(endpoints.liveClasses, {
            cla_cohort_id: Number((form.cla_cohort_id ?? "").trim()),
            ...input(form),
          }),
    success: editing ? messages.liveClassUpdated : messages.liveClassScheduled,
    failure: editing ? messages.updateLiveClassFailed : messages.scheduleLiveClassFailed,
    refresh: WRITES.liveClass,
    onSuccess: (saved) => void navigate(withQuery(paths.events, { cohort: String(saved.cla_cohort_id) })),
  });

  const initial = withCohorts(values, cohorts);

  return (
    <LiveClassFormView
      mode={mode}
      initial={initial}
      cohortId={cohortId}
      onCohortChange={setChosenCohort}
      courses={courses}
      academyZone={zoneLabel(timeZones().academy)}
      submit={submit}
    />
  );
}
