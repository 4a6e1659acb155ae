import type { Assessment, AssessmentCreate, AssessmentKind } from "@cla/domain/client";
import { messages, REDIRECT_DELAY_MS } from "@cla/domain/client";
import { useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useAssessment, useCohorts, useCourse } from "../../api/hooks";
import { createRecord, endpoints, updateRecord } from "../../api/records";
import type { AssessmentState, CourseState } from "../../app/navigationState";
import { withQuery } from "../../app/paths";
import { useScreenTitle } from "../../app/screenChange";
import { useDelayedNavigation } from "../../app/useDelayedNavigation";
import { toSection, type Section } from "../../components/Section";
import { withCohorts } from "../../forms/CohortField";
import { useCourseOptions } from "../../forms/CourseField";
import { checkFields, date, longText, name, required } from "../../forms/checks";
import { useSubmit } from "../../forms/useSubmit";
import { ASSESSMENT_FIELDS, AssessmentFormView, type AssessmentFormValues } from "./AssessmentFormView";
import { KIND_SCREENS } from "./kinds";

const EMPTY: AssessmentFormValues = { name: "", description: "", due_date: "", cla_course_id: "" };

function valuesOf(item: Assessment): AssessmentFormValues {
  return {
    name: item.name,
    description: item.description,
    due_date: item.due_date,
    cla_course_id: item.cla_course_id,
  };
}

/**
 * /portal/assignment/new, /portal/contribution/new, /portal/cbt/new: `?course=<id>` adds an item to that course
 * (preselected, as the course's 'Add Assignment' link does); `?id=<id>` edits that item. Both load from the URL
 * alone (navigation state is a shortcut). The course select offers only the chosen cohort's courses; in edit
 * mode the cohort is fixed (docs/api.md §10).
 */
export default function AssessmentFormScreen({ kind }: { kind: AssessmentKind }) {
  const k = KIND_SCREENS[kind];
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigation();
  const state = (location.state as Partial<AssessmentState & CourseState> | null) ?? {};
  const id = params.get("id");
  const mode = id === null ? "add" : "edit";
  const item = useAssessment(kind, id, state.item);
  const courseId = mode === "add" ? params.get("course") : null;
  const course = useCourse(courseId, state.course);
  const cohorts = useCohorts();
  const [chosenCohort, setChosenCohort] = useState<number | null>(null);
  const cohortId =
    chosenCohort ?? (mode === "edit" ? item.item?.cla_cohort_id : course.course?.cla_cohort_id) ?? null;
  const courses = useCourseOptions(cohortId);
  useScreenTitle(mode === "edit" ? k.editTitle : k.addTitle);

  const submit = useSubmit<Record<string, string>, Assessment>({
    fields: ASSESSMENT_FIELDS,
    validate: (values) =>
      checkFields(values, {
        name: [required, name],
        description: [required, longText],
        due_date: [required, date],
        ...(mode === "add" ? { cla_cohort_id: [required] } : {}),
        cla_course_id: [required],
      }),
    action: (values) => {
      const input: AssessmentCreate = {
        name: (values.name ?? "").trim(),
        description: (values.description ?? "").trim(),
        due_date: (values.due_date ?? "").trim(),
        cla_course_id: (values.cla_course_id ?? "").trim(),
      };
      return item.item
        ? updateRecord(endpoints.assessments(kind), item.item.id, input)
        : createRecord(endpoints.assessments(kind), input);
    },
    success: mode === "edit" ? k.updated : k.created,
    failure: mode === "edit" ? k.updateFailed : k.createFailed,
    refresh: [k.items, "cla_courses"],
    onSuccess: (saved) => {
      const go = () => void navigate(withQuery(k.listPath, { cohort: String(saved.cla_cohort_id) }));
      if (k.delayedReturn) navigateLater(go, REDIRECT_DELAY_MS);
      else go();
    },
  });

  const values: Section<AssessmentFormValues> =
    mode === "edit"
      ? toSection(item.item && valuesOf(item.item), item, k.failedToFetch, k.notFound)
      : courseId
        ? toSection(
            course.course && { ...EMPTY, cla_course_id: course.course.id },
            course,
            messages.failedToFetchCourses,
            messages.courseInfoNotFound,
          )
        : { status: "ready", data: EMPTY };
  const initial = withCohorts(values, cohorts);

  return (
    <AssessmentFormView
      kind={kind}
      mode={mode}
      initial={initial}
      cohortId={cohortId}
      onCohort={setChosenCohort}
      courses={courses}
      submit={submit}
    />
  );
}
