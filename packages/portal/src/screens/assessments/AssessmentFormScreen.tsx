import type { Assessment, AssessmentCreate, AssessmentKind } from "@cla/domain/client";
import { messages, REDIRECT_DELAY_MS } from "@cla/domain/client";
import { useRef, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useAssessment, useCohorts, useCourse } from "../../api/hooks";
import { createRecord, endpoints, updateRecord } from "../../api/records";
import { WRITES } from "../../api/writes";
import type { AssessmentState, CourseState } from "../../app/navigationState";
import { withQuery } from "../../app/paths";
import { useScreenTitle } from "../../app/screenChange";
import { useDelayedNavigation } from "../../app/useDelayedNavigation";
import { bothSections, mapSection, toSection, type Section } from "../../components/Section";
import { withCohorts } from "../../forms/CohortField";
import { useCourseOptions } from "../../forms/CourseField";
import { checkFields, date, longText, name, required } from "../../forms/checks";
import { useSubmit } from "../../forms/useSubmit";
import { ASSESSMENT_FIELDS, AssessmentFormView, type AssessmentFormValues } from "./AssessmentFormView";
import { CbtQuestionsEditor } from "../online-tests/CbtQuestionsEditor";
import { CBT_TEST_FIELDS } from "../online-tests/cbtDraft";
import { KIND_SCREENS } from "./kinds";
import { useCbtAuthoring } from "../online-tests/useCbtAuthoring";

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
 * mode the cohort is fixed (docs/api.md §10). A CBT's form also holds its optional test (docs/api.md §6.14):
 * the questions are saved after the CBT is created, and before it is updated (so a 409 for a test a student
 * has started stops the save before anything changed).
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
  const authoring = useCbtAuthoring(kind, id);
  // A CBT created by a save whose questions were then refused: the next save updates it, never a second one.
  const created = useRef<Assessment | null>(null);
  useScreenTitle(mode === "edit" ? k.editTitle : k.addTitle);

  const submit = useSubmit<Record<string, string>, Assessment>({
    fields: authoring ? [...ASSESSMENT_FIELDS, ...CBT_TEST_FIELDS] : ASSESSMENT_FIELDS,
    validate: (values) => ({
      ...checkFields(values, {
        name: [required, name],
        description: [required, longText],
        due_date: [required, date],
        ...(mode === "add" ? { cla_cohort_id: [required] } : {}),
        cla_course_id: [required],
      }),
      ...authoring?.check(),
    }),
    action: async (values) => {
      const input: AssessmentCreate = {
        name: (values.name ?? "").trim(),
        description: (values.description ?? "").trim(),
        due_date: (values.due_date ?? "").trim(),
        cla_course_id: (values.cla_course_id ?? "").trim(),
      };
      const endpoint = endpoints.assessments(kind);
      if (item.item) {
        await authoring?.save(item.item.id);
        return updateRecord(endpoint, item.item.id, input);
      }
      const saved = created.current
        ? await updateRecord(endpoint, created.current.id, input)
        : await createRecord(endpoint, input);
      created.current = saved;
      await authoring?.save(saved.id);
      return saved;
    },
    success: mode === "edit" ? k.updated : k.created,
    failure: mode === "edit" ? k.updateFailed : k.createFailed,
    refresh: WRITES.assessment(kind),
    // A student started the CBT meanwhile (its questions' save): the test afresh, so the form turns locked.
    conflict: authoring ? { refresh: [k.items] } : undefined,
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
  const form = withCohorts(values, cohorts);
  // A CBT's form waits for its stored test too.
  const initial = authoring ? mapSection(bothSections(form, authoring.section), ([start]) => start) : form;

  return (
    <AssessmentFormView
      kind={kind}
      mode={mode}
      initial={initial}
      cohortId={cohortId}
      onCohort={setChosenCohort}
      courses={courses}
      submit={submit}
      test={
        authoring?.section.status === "ready" ? (
          <CbtQuestionsEditor
            draft={authoring.section.data}
            onChange={authoring.onChange}
            errors={submit.fieldErrors}
            locked={authoring.locked}
          />
        ) : null
      }
    />
  );
}
