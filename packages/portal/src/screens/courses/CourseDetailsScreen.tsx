import type { Course, Topic } from "@cla/domain/client";
import { messages } from "@cla/domain/client";
import { useLocation, useNavigate, useParams } from "react-router";
import { useCourse, useTopics } from "../../api/hooks";
import { deleteRecord, endpoints } from "../../api/records";
import { WRITES } from "../../api/writes";
import type { CourseState } from "../../app/navigationState";
import { paths, withQuery } from "../../app/paths";
import { useScreenTitle } from "../../app/screenChange";
import { toSection } from "../../components/Section";
import { useConfirmDelete } from "../../feedback/confirmDelete";
import { isFacilitator } from "../../session/session";
import { useSession } from "../../session/useSession";
import { CourseDetailsView } from "./CourseDetailsView";
import { texts } from "./texts";

/**
 * /portal/courses/{id}: loaded by id (docs/api.md §10), starting from the course in navigation state when the
 * list passed one, so a reload or a shared link shows the same screen; 'Course not found!' only on a 404.
 */
export default function CourseDetailsScreen() {
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const facilitator = isFacilitator(useSession());
  const course = useCourse(id, (location.state as Partial<CourseState> | null)?.course);
  const topics = useTopics(id);
  const confirmDelete = useConfirmDelete();
  useScreenTitle(course.course?.name ?? texts.list.title);

  const courseQuery = { course: id };
  const linkState: Partial<CourseState> = { course: course.course };

  function deleteCourse(target: Course) {
    confirmDelete({
      question: messages.confirmDeleteCourse,
      warning: messages.actionCannotBeUndone,
      remove: () => deleteRecord(endpoints.courses, target.id),
      success: messages.courseDeleted,
      failure: messages.deleteCourseFailed,
      refresh: WRITES.course,
      onDeleted: () => void navigate(withQuery(paths.courses, { cohort: String(target.cla_cohort_id) })),
    });
  }

  function deleteTopic(topic: Topic) {
    confirmDelete({
      question: messages.confirmDeleteTopic,
      warning: messages.actionCannotBeUndone,
      remove: () => deleteRecord(endpoints.topics, topic.id),
      success: messages.topicDeleted,
      failure: messages.deleteTopicFailed,
      refresh: WRITES.topic,
    });
  }

  return (
    <CourseDetailsView
      course={toSection(course.course, course, messages.failedToFetchCourses, messages.courseNotFound)}
      topics={toSection(topics.topics, topics, texts.details.failedToFetchTopics)}
      facilitator={facilitator}
      linkState={linkState}
      links={{
        edit: withQuery(paths.courseForm, { id, mode: "edit" }),
        duplicate: withQuery(paths.courseForm, { id, mode: "duplicate" }),
        addTopic: withQuery(paths.topicForm, courseQuery),
        scheduleLiveClass: withQuery(paths.eventForm, courseQuery),
        addAssignment: withQuery(paths.assignmentForm, courseQuery),
        createContribution: withQuery(paths.contributionForm, courseQuery),
        createTest: withQuery(paths.cbtForm, courseQuery),
        editTopic: (topic) => withQuery(paths.topicForm, { id: topic.id }),
      }}
      onDeleteCourse={deleteCourse}
      onDeleteTopic={deleteTopic}
    />
  );
}
