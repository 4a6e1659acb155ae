import type { Assessment, Course, LiveClass, Topic, User } from "@cla/domain/client";

/**
 * The `location.state` each screen may be given by the one before it. A record in it is a shortcut, shown at
 * once while the screen loads it by the id in its URL (decision 097); only /login's message exists nowhere else.
 */

/** /login: a success message to toast on arrival (sign-up's 'Registration successful…'). */
export interface LoginState {
  message?: string;
}

/** The profile fields the editor needs: a User as the API returns it. */
export type EditableProfile = Pick<
  User,
  "id" | "name" | "email" | "phone_number" | "birthday" | "cla_role_id" | "cla_cohort_id"
>;

/** /portal/courses/{id} and the course's forms (edit, duplicate, a topic, an item): the course as the list had it. */
export interface CourseState {
  course: Course;
}

/** /portal/topic/new: the course, and the topic to edit. */
export interface TopicFormState extends Partial<CourseState> {
  topic?: Topic;
}

/** An assessment list: the cohort's items, when the previous screen had them. */
export interface AssessmentListState {
  cohortId: number;
  items: Assessment[];
}

/** An assessment's details screen or edit form: the item as the previous screen had it. */
export interface AssessmentState {
  item: Assessment;
}

/** /portal/event/new in edit mode: the class as the list had it. */
export interface LiveClassState {
  liveClass: LiveClass;
}

/** /portal/announcement/new: the cohort it is for (the query names it too). */
export interface AnnouncementFormState {
  cohort: { id: number; name: string };
}
