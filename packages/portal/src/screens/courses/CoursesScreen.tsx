import type { Course } from "@cla/domain/client";
import { courseLocked, messages } from "@cla/domain/client";
import { useNavigate } from "react-router";
import { useCourses } from "../../api/hooks";
import type { CourseState } from "../../app/navigationState";
import { useNavigationPreloads } from "../../app/navigationPreloads";
import { paths, recordPath } from "../../app/paths";
import { useScreenTitle } from "../../app/screenChange";
import { CohortFilter, useCohortChoice } from "../../components/CohortFilter";
import { toSection } from "../../components/Section";
import { notify } from "../../feedback/notify";
import { CoursesView } from "./CoursesView";
import { texts } from "./texts";

/** /portal/courses: the cohort's courses; students see their own cohort, facilitators choose one. */
export default function CoursesScreen() {
  useScreenTitle(texts.list.title);
  const navigate = useNavigate();
  const cohort = useCohortChoice();
  const courses = useCourses(cohort.cohortId);
  const preloads = useNavigationPreloads();

  function open(course: Course) {
    if (course.locked) {
      notify.error(courseLocked(course.name));
      return;
    }
    const state: CourseState = { course };
    const target = recordPath(paths.courses, course.id);
    preloads.preload(target);
    void navigate(target, { state });
  }

  return (
    <CoursesView
      courses={
        cohort.cohortId === null ? null : toSection(courses.courses, courses, messages.failedToFetchCourses)
      }
      cohortFilter={
        cohort.canChoose ? <CohortFilter value={cohort.cohortId} onChange={cohort.choose} /> : undefined
      }
      onOpen={open}
    />
  );
}
