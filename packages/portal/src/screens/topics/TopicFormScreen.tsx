import type { Course, Topic, TopicCreate } from "@cla/domain/client";
import { messages } from "@cla/domain/client";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useCourse, useTopic } from "../../api/hooks";
import { createRecord, endpoints, updateRecord } from "../../api/records";
import { WRITES } from "../../api/writes";
import type { CourseState, TopicFormState } from "../../app/navigationState";
import { paths, recordPath } from "../../app/paths";
import { useScreenTitle } from "../../app/screenChange";
import { toSection } from "../../components/Section";
import { checkFields, longText, name, required } from "../../forms/checks";
import { useSubmit } from "../../forms/useSubmit";
import { TOPIC_FIELDS, TopicFormView } from "./TopicFormView";
import { texts } from "./texts";

/**
 * /portal/topic/new: `?course=<id>` adds a topic to that course; `?id=<topic>` edits that topic (its course
 * follows from it). Both load from the URL alone; without either: 'Course information not found!'.
 */
export default function TopicFormScreen() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state as TopicFormState | null) ?? {};
  const topicId = params.get("id");
  const mode = topicId === null ? "add" : "edit";
  const topic = useTopic(topicId, state.topic);
  const courseId = mode === "edit" ? topic.topic?.cla_course_id : params.get("course");
  const course = useCourse(courseId, state.course);
  useScreenTitle(mode === "edit" ? texts.editTitle : texts.addTitle);

  const submit = useSubmit<Record<string, string>, Topic>({
    fields: TOPIC_FIELDS,
    validate: (values) => checkFields(values, { name: [required, name], description: [required, longText] }),
    action: (values) => {
      const input: Omit<TopicCreate, "cla_course_id"> = {
        name: values.name!.trim(),
        description: values.description!.trim(),
      };
      return topic.topic
        ? updateRecord(endpoints.topics, topic.topic.id, input)
        : // The form is shown only once the course in the query has loaded.
          createRecord(endpoints.topics, { ...input, cla_course_id: courseId! });
    },
    success: mode === "edit" ? messages.topicUpdated : messages.topicCreated,
    failure: mode === "edit" ? messages.updateTopicFailed : messages.createTopicFailed,
    refresh: WRITES.topic,
    onSuccess: (saved) => {
      const next: Partial<CourseState> = { course: course.course as Course | undefined };
      void navigate(recordPath(paths.courses, saved.cla_course_id), { state: next });
    },
  });

  const initial =
    mode === "edit"
      ? toSection(topic.topic, topic, texts.failedToFetchTopic, texts.topicNotFound)
      : courseId
        ? toSection(
            course.course && { name: "", description: "" },
            course,
            messages.failedToFetchCourses,
            messages.courseInfoNotFound,
          )
        : null;

  return (
    <TopicFormView
      mode={mode}
      courseName={course.course?.name}
      backTo={courseId ? recordPath(paths.courses, courseId) : paths.courses}
      initial={initial}
      submit={submit}
    />
  );
}
