/**
 * Response shapes of docs/api.md §5 and the response envelopes of §6: exactly the JSON the server sends.
 * Strict objects, so an extra key (a leaked column) fails a shape check as surely as a missing one.
 * Every key is always present; empty values are null (the two documented exceptions are
 * `todayClassesResponseSchema.message` and the /health 503 body).
 */
import { z } from "zod";
import { locales } from "../i18n";
import { NOTIFICATION_KINDS } from "../kinds";
import { CBT_QUESTION_KINDS } from "../rules/cbt";
import {
  CBT_POINTS_MAX,
  CBT_POINTS_MIN,
  CBT_TIME_LIMIT_MAX_MINUTES,
  CBT_TIME_LIMIT_MIN_MINUTES,
} from "../rules/limits";
import { API_ERRORS, API_MESSAGES } from "./errors";
import {
  jsonCertificateCode,
  jsonCount,
  jsonDate,
  jsonIntegerId,
  jsonScore,
  jsonTime,
  jsonTimestamp,
  jsonUserId,
  jsonUuid,
} from "./primitives";

const nullable = <T extends z.ZodType>(schema: T) => schema.nullable();

export const roleNameSchema = z.enum(["student", "facilitator", "admin"]);
export type RoleName = z.infer<typeof roleNameSchema>;

export const userSchema = z.strictObject({
  id: jsonUserId,
  name: z.string(),
  email: z.string(),
  cla_role_id: jsonIntegerId,
  cla_role_name: roleNameSchema,
  cla_cohort_id: nullable(jsonIntegerId),
  cla_cohort_name: nullable(z.string()),
  birthday: nullable(jsonDate),
  phone_number: nullable(z.string()),
  /** the language the person chose (decision 184); null until they choose, when the browser's languages decide */
  locale: nullable(z.enum(locales)),
  created_at: jsonTimestamp,
});
export type User = z.infer<typeof userSchema>;

export const cohortStatusSchema = z.enum(["upcoming", "running", "ended"]);
export type CohortStatus = z.infer<typeof cohortStatusSchema>;

export const cohortSchema = z.strictObject({
  id: jsonIntegerId,
  name: z.string(),
  start_date: nullable(jsonDate),
  end_date: nullable(jsonDate),
  /** sign-up (docs/api.md §6.15): null, automatic (offered until it starts); true, opened (until it ends); false, closed */
  open_for_signup: nullable(z.boolean()),
  /** by the academy's today: before start_date, after end_date, else running */
  status: cohortStatusSchema,
  /** active students; null unless the caller is a facilitator or an admin */
  student_count: nullable(jsonCount),
});
export type Cohort = z.infer<typeof cohortSchema>;

export const roleSchema = z.strictObject({
  id: jsonIntegerId,
  name: z.string(),
  self_signup: z.boolean(),
});
export type Role = z.infer<typeof roleSchema>;

export const courseSchema = z.strictObject({
  id: jsonUuid,
  name: z.string(),
  description: z.string(),
  cla_cohort_id: jsonIntegerId,
  start_date: jsonDate,
  end_date: jsonDate,
  lecture_notes_url: nullable(z.string()),
  lecture_video_url: nullable(z.string()),
  additional_reading_url: nullable(z.string()),
  cla_user_id: nullable(jsonUserId),
  facilitator_name: nullable(z.string()),
  locked: z.boolean(),
  topics_count: jsonCount,
  assignments_count: jsonCount,
  pending_live_classes_count: jsonCount,
  created_at: jsonTimestamp,
  updated_at: jsonTimestamp,
});
export type Course = z.infer<typeof courseSchema>;

export const topicSchema = z.strictObject({
  id: jsonUuid,
  name: z.string(),
  description: z.string(),
  cla_course_id: jsonUuid,
  created_at: jsonTimestamp,
  updated_at: jsonTimestamp,
});
export type Topic = z.infer<typeof topicSchema>;

/** Assignment, contribution and CBT share this shape. */
export const assessmentSchema = z.strictObject({
  id: jsonUuid,
  name: z.string(),
  description: z.string(),
  /** The reader's own due date: a student's extension's when they have one (docs/api.md §6.17). */
  due_date: jsonDate,
  /** The item's own due date when `due_date` is the reader's extension; else null. */
  extended_from: nullable(jsonDate),
  cla_course_id: jsonUuid,
  course_name: z.string(),
  cla_cohort_id: jsonIntegerId,
  cla_user_id: nullable(jsonUserId),
  student_score: nullable(jsonScore),
  created_at: jsonTimestamp,
  updated_at: jsonTimestamp,
});
export type Assessment = z.infer<typeof assessmentSchema>;
export const assignmentSchema = assessmentSchema;
export type Assignment = Assessment;
export const contributionSchema = assessmentSchema;
export type Contribution = Assessment;
export const cbtSchema = assessmentSchema;
export type Cbt = Assessment;

const scoreBaseShape = {
  id: jsonUuid,
  cla_facilitator_id: nullable(jsonUserId),
  cla_cohort_id: jsonIntegerId,
  cla_course_id: jsonUuid,
  created_at: jsonTimestamp,
};

export const submissionSchema = z.strictObject({
  ...scoreBaseShape,
  cla_assignment_id: jsonUuid,
  cla_student_id: jsonUserId,
  score: jsonScore,
  comment: nullable(z.string()),
  download_link: nullable(z.string()),
});
export type Submission = z.infer<typeof submissionSchema>;

/** A contribution's or a CBT's score: the same fields but for the item's key (the student is `cla_user_id`). */
function userScoreSchema<K extends string>(itemKey: K) {
  return z.strictObject({
    ...scoreBaseShape,
    ...({ [itemKey]: jsonUuid } as Record<K, typeof jsonUuid>),
    cla_user_id: jsonUserId,
    score: jsonScore,
    comment: nullable(z.string()),
  });
}

export const contributionScoreSchema = userScoreSchema("cla_contribution_id");
export type ContributionScore = z.infer<typeof contributionScoreSchema>;

export const cbtScoreSchema = userScoreSchema("cla_cbt_id");
export type CbtScore = z.infer<typeof cbtScoreSchema>;

export const attendanceSchema = z.strictObject({
  ...scoreBaseShape,
  cla_live_class_id: jsonUuid,
  cla_user_id: jsonUserId,
  present: z.boolean(),
});
export type Attendance = z.infer<typeof attendanceSchema>;

export const liveClassSchema = z.strictObject({
  id: jsonUuid,
  name: z.string(),
  date: jsonDate,
  time: jsonTime,
  duration: z.int().min(1).max(1440),
  starts_at: jsonTimestamp,
  zoom_link: z.string(),
  cla_course_id: jsonUuid,
  course_name: z.string(),
  cla_cohort_id: jsonIntegerId,
  cla_cohort_end_date: nullable(jsonDate),
  cla_user_id: nullable(jsonUserId),
  created_at: jsonTimestamp,
  updated_at: jsonTimestamp,
});
export type LiveClass = z.infer<typeof liveClassSchema>;

export const announcementSchema = z.strictObject({
  id: jsonUuid,
  title: z.string(),
  content: z.string(),
  cla_cohort_id: jsonIntegerId,
  /** null = general (the whole cohort) */
  cla_user_id: nullable(jsonUserId),
  /** the addressee's name; null when general */
  student_name: nullable(z.string()),
  created_at: jsonTimestamp,
  updated_at: jsonTimestamp,
});
export type Announcement = z.infer<typeof announcementSchema>;

export const studentRefSchema = z.strictObject({ id: jsonUserId, name: z.string() });
export type StudentRef = z.infer<typeof studentRefSchema>;

/** `id` and `user_id` carry the same value. */
export const studentOfCohortSchema = z.strictObject({
  id: jsonUserId,
  user_id: jsonUserId,
  name: z.string(),
  email: z.string(),
});
export type StudentOfCohort = z.infer<typeof studentOfCohortSchema>;

export const studentsWithoutScoresSchema = z.strictObject({
  total_students_in_cohort: jsonCount,
  students_with_scores: jsonCount,
  students_without_scores: jsonCount,
  students_without_scores_list: z.array(studentRefSchema),
});
export type StudentsWithoutScores = z.infer<typeof studentsWithoutScoresSchema>;

export const deskStatsSchema = z.strictObject({
  total_courses: jsonCount,
  total_assignments: jsonCount,
  total_live_classes: jsonCount,
  total_users: jsonCount,
  /** Hand-ins without a score yet (docs/api.md §7.3): where work waits for the facilitator. */
  assignments_to_score: jsonCount,
  contributions_to_score: jsonCount,
});
export type DeskStats = z.infer<typeof deskStatsSchema>;

/** The four point groups of docs/api.md §7.2. */
export const courseStatsSchema = z.strictObject({
  user_submission_percentage: z.strictObject({
    submission_percentage: jsonScore,
    submission_points: jsonScore,
  }),
  user_attendance_percentage: z.strictObject({
    attendance_percentage: jsonScore,
    attendance_points: jsonScore,
  }),
  user_contribution_stats: z.strictObject({ contributions_points: jsonScore }),
  user_cbt_stats: z.strictObject({ cbt_points: jsonScore }),
});
export type CourseStats = z.infer<typeof courseStatsSchema>;

export const courseStatsEntrySchema = z.strictObject({
  course_id: jsonUuid,
  course_name: z.string(),
  course_stats: courseStatsSchema,
});
export type CourseStatsEntry = z.infer<typeof courseStatsEntrySchema>;

export const studentDashboardStatsSchema = z.strictObject({
  courses_completed: jsonCount,
  course_stats: z.array(courseStatsEntrySchema),
});
export type StudentDashboardStats = z.infer<typeof studentDashboardStatsSchema>;

export const studentListItemSchema = z.strictObject({
  student: z.strictObject({ user_id: jsonUserId, name: z.string(), email: z.string() }),
  courses: z.array(courseStatsEntrySchema),
});
export type StudentListItem = z.infer<typeof studentListItemSchema>;

/** A certificate as its student and facilitators see it (docs/api.md §6.11); names as they were at issue. */
export const certificateSchema = z.strictObject({
  code: jsonCertificateCode,
  /** the student's name when the certificate was issued */
  name: z.string(),
  cla_cohort_id: jsonIntegerId,
  cla_cohort_name: z.string(),
  /** the cohort's courses at issue, in course order */
  courses: z.array(z.strictObject({ id: jsonUuid, name: z.string() })),
  /** the cohort's last course end_date */
  completed_on: jsonDate,
  issued_at: jsonTimestamp,
  /** PUBLIC_BASE_URL + `/verify/` + code */
  verify_url: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** What anyone holding the code sees: no email, no user, cohort or course ids. */
export const publicCertificateSchema = z.strictObject({
  code: jsonCertificateCode,
  name: z.string(),
  cla_cohort_name: z.string(),
  courses: z.array(z.strictObject({ name: z.string() })),
  completed_on: jsonDate,
  issued_at: jsonTimestamp,
  verify_url: z.string(),
});
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;

// ---------------------------------------------------------------------------------------------
// Envelopes of §6

export const signInResponseSchema = z.strictObject({
  message: z.literal(API_MESSAGES.signedIn),
  /** opaque bearer token: 32 bytes, unpadded base64url */
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  expires_at: jsonTimestamp,
  user: userSchema,
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const messageResponseSchema = z.strictObject({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const cohortsResponseSchema = z.strictObject({ cohorts: z.array(cohortSchema) });
export type CohortsResponse = z.infer<typeof cohortsResponseSchema>;

export const rolesResponseSchema = z.strictObject({ roles: z.array(roleSchema) });
export type RolesResponse = z.infer<typeof rolesResponseSchema>;

export const studentsOfCohortResponseSchema = z.strictObject({ students: z.array(studentOfCohortSchema) });
export type StudentsOfCohortResponse = z.infer<typeof studentsOfCohortResponseSchema>;

/** `message` is present only when the list is empty (docs/api.md §6.7). */
export const todayClassesResponseSchema = z.strictObject({
  live_classes: z.array(liveClassSchema),
  message: z.literal(API_MESSAGES.noClassesToday).optional(),
});
export type TodayClassesResponse = z.infer<typeof todayClassesResponseSchema>;

export const missingAttendanceResponseSchema = z.strictObject({ missing_users: z.array(studentRefSchema) });
export type MissingAttendanceResponse = z.infer<typeof missingAttendanceResponseSchema>;

/** A student of the register: without a mark for the class, and when they first joined it (or null). */
export const registerStudentSchema = z.strictObject({
  id: jsonUserId,
  name: z.string(),
  joined_at: nullable(jsonTimestamp),
});
export type RegisterStudent = z.infer<typeof registerStudentSchema>;

/** GET /cla_attendances/register 200: the students of the class's cohort without a mark, in people order. */
export const registerResponseSchema = z.strictObject({ students: z.array(registerStudentSchema) });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/**
 * POST /cla_attendances/register 200: the marks this save wrote, and for the students marked before it
 * (by an earlier save, a double click or another facilitator) the mark that stands.
 */
export const registerSaveResponseSchema = z.strictObject({
  marked: z.array(attendanceSchema),
  already_marked: z.array(attendanceSchema),
});
export type RegisterSaveResponse = z.infer<typeof registerSaveResponseSchema>;

/** POST /cla_live_classes/{id}/join 200: when the student first joined, or null when the class is not running. */
export const liveClassJoinResponseSchema = z.strictObject({ joined_at: nullable(jsonTimestamp) });
export type LiveClassJoinResponse = z.infer<typeof liveClassJoinResponseSchema>;

/** GET /certificate 200. */
export const certificateResponseSchema = z.strictObject({ certificate: certificateSchema });
export type CertificateResponse = z.infer<typeof certificateResponseSchema>;

/** GET /certificates/{code} 200. */
export const publicCertificateResponseSchema = z.strictObject({ certificate: publicCertificateSchema });
export type PublicCertificateResponse = z.infer<typeof publicCertificateResponseSchema>;

/**
 * GET /certificate 409 before completion: the error with the day the certificate becomes available
 * (the day after the cohort's last end_date), null when the cohort has no course (docs/api.md §6.11).
 */
export const certificateNotAvailableResponseSchema = z.strictObject({
  error: z.literal(API_ERRORS.certificateNotAvailable),
  available_on: nullable(jsonDate),
});
export type CertificateNotAvailableResponse = z.infer<typeof certificateNotAvailableResponseSchema>;

/** GET /health 200. */
export const healthResponseSchema = z.strictObject({ status: z.literal("ok"), database: z.literal("ok") });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /health 503: the documented exception to the error shape (docs/api.md §6.10). */
export const healthUnavailableResponseSchema = z.strictObject({
  error: z.literal(API_ERRORS.serviceUnavailable),
  status: z.literal("error"),
  database: z.literal("unavailable"),
});
export type HealthUnavailableResponse = z.infer<typeof healthUnavailableResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Work handed in for an assignment or a contribution (docs/api.md §5, §6.13)

/** A file handed in: its name as stored, its size in bytes and the type its content was found to be. */
export const workFileSchema = z.strictObject({
  id: jsonUuid,
  name: z.string(),
  size: jsonCount,
  content_type: z.string(),
});
export type WorkFile = z.infer<typeof workFileSchema>;

/** A student's hand-in for one item; `late`: last handed in after the end of the due day (§6.13). */
export const workSchema = z.strictObject({
  id: jsonUuid,
  cla_student_id: jsonUserId,
  text: nullable(z.string()),
  links: z.array(z.string()),
  files: z.array(workFileSchema),
  late: z.boolean(),
  submitted_at: jsonTimestamp,
  updated_at: jsonTimestamp,
});
export type Work = z.infer<typeof workSchema>;

/** The student's score on the item, with the facilitator's comment, as the hand-in screens show it. */
export const workScoreSchema = z.strictObject({
  score: jsonScore,
  comment: nullable(z.string()),
  created_at: jsonTimestamp,
});
export type WorkScore = z.infer<typeof workScoreSchema>;

/** POST /cla_work_files 201. */
export const workFileResponseSchema = z.strictObject({ file: workFileSchema });
export type WorkFileResponse = z.infer<typeof workFileResponseSchema>;

/** PUT and GET …/{id}/work 200: the caller's own hand-in (null: none yet) and their score (null: none yet). */
export const workResponseSchema = z.strictObject({
  work: nullable(workSchema),
  score: nullable(workScoreSchema),
});
export type WorkResponse = z.infer<typeof workResponseSchema>;

/** One student of the item's cohort with their hand-in and score, each null when there is none. */
export const studentWorkSchema = z.strictObject({
  student: studentRefSchema,
  work: nullable(workSchema),
  score: nullable(workScoreSchema),
});
export type StudentWork = z.infer<typeof studentWorkSchema>;

/** GET …/{id}/works 200, in the people order (§1.6). */
export const worksResponseSchema = z.strictObject({ works: z.array(studentWorkSchema) });
export type WorksResponse = z.infer<typeof worksResponseSchema>;

/**
 * One item of GET …/work_status: whether the caller has handed in work for it (`submitted_at`, null when
 * not), whether that work is late (false without work) and whether the item is scored for them.
 */
export const workStatusSchema = z.strictObject({
  item_id: jsonUuid,
  submitted_at: nullable(jsonTimestamp),
  late: z.boolean(),
  scored: z.boolean(),
});
export type WorkStatus = z.infer<typeof workStatusSchema>;

/** GET /cla_assignments/work_status and /cla_contributions/work_status 200: one entry per item. */
export const workStatusResponseSchema = z.strictObject({ work_status: z.array(workStatusSchema) });
export type WorkStatusResponse = z.infer<typeof workStatusResponseSchema>;

/** A facilitator's count of the hand-ins on one item (decision 180): work handed in, and of it not scored yet. */
export const workCountSchema = z.strictObject({
  item_id: jsonUuid,
  handed_in: jsonCount,
  to_score: jsonCount,
});
export type WorkCount = z.infer<typeof workCountSchema>;

/** GET /cla_assignments/work_counts and /cla_contributions/work_counts 200: one entry per item of the list. */
export const workCountsResponseSchema = z.strictObject({ work_counts: z.array(workCountSchema) });
export type WorkCountsResponse = z.infer<typeof workCountsResponseSchema>;
// ---------------------------------------------------------------------------------------------
// CBTs taken in the portal (docs/api.md §5, §6.14)

const questionKindSchema = z.enum(CBT_QUESTION_KINDS);
const questionPointsSchema = z.int().min(CBT_POINTS_MIN).max(CBT_POINTS_MAX);
const timeLimitSchema = z.int().min(CBT_TIME_LIMIT_MIN_MINUTES).max(CBT_TIME_LIMIT_MAX_MINUTES);
const pointsSchema = z.int().min(0);

/** What every view of a question shows. */
const questionShape = {
  id: jsonUuid,
  kind: questionKindSchema,
  text: z.string(),
  points: questionPointsSchema,
};

/** A question with its answer, as the facilitator writes and reads it; fields of other kinds are null. */
export const cbtQuestionSchema = z.strictObject({
  ...questionShape,
  /** single, multiple: the options as authored */
  options: nullable(z.array(z.string())),
  /** single, multiple: indexes into `options` */
  correct_options: nullable(z.array(jsonCount)),
  /** true_false */
  correct_answer: nullable(z.boolean()),
  /** short */
  accepted_answers: nullable(z.array(z.string())),
});
export type CbtQuestion = z.infer<typeof cbtQuestionSchema>;

/** GET and PUT /cla_cbts/{id}/questions 200: the test; `locked` once a student has started it. */
export const cbtTestSchema = z.strictObject({
  time_limit_minutes: nullable(timeLimitSchema),
  shuffle: z.boolean(),
  locked: z.boolean(),
  total_points: pointsSchema,
  questions: z.array(cbtQuestionSchema),
});
export type CbtTest = z.infer<typeof cbtTestSchema>;

/** An answer: an option's index (single), several (multiple), true/false, or text (short). */
export const cbtAnswerValueSchema = z.union([jsonCount, z.array(jsonCount), z.boolean(), z.string()]);

/** The right answer of a question, shown to a student once their attempt is graded and the due day is over. */
export const cbtSolutionSchema = z.strictObject({
  correct_options: nullable(z.array(jsonCount)),
  correct_answer: nullable(z.boolean()),
  accepted_answers: nullable(z.array(z.string())),
});
export type CbtSolution = z.infer<typeof cbtSolutionSchema>;

/** One question of a student's attempt, in their order; options in their order, named by authored index. */
export const cbtAttemptQuestionSchema = z.strictObject({
  ...questionShape,
  options: nullable(z.array(z.strictObject({ index: jsonCount, text: z.string() }))),
  /** the answer saved, null: none */
  answer: nullable(cbtAnswerValueSchema),
  /** null until the attempt is graded and the due day has ended */
  correct: nullable(z.boolean()),
  solution: nullable(cbtSolutionSchema),
});
export type CbtAttemptQuestion = z.infer<typeof cbtAttemptQuestionSchema>;

/** A student's one attempt at a CBT (docs/api.md §6.14). */
export const cbtAttemptSchema = z.strictObject({
  status: z.enum(["in_progress", "graded"]),
  started_at: jsonTimestamp,
  /** min(started_at + time limit, end of the due day in the academy's zone) */
  deadline: jsonTimestamp,
  /** whole seconds to the deadline by the server's clock; null once graded */
  seconds_left: nullable(jsonCount),
  /** null when the time ran out without a submit */
  submitted_at: nullable(jsonTimestamp),
  graded_at: nullable(jsonTimestamp),
  /** points earned and the score, once graded */
  points: nullable(pointsSchema),
  score: nullable(jsonScore),
  questions: z.array(cbtAttemptQuestionSchema),
});
export type CbtAttempt = z.infer<typeof cbtAttemptSchema>;

/** What the start page shows; `question_count` 0: a CBT scored by hand, not taken in the portal. */
export const cbtTestSummarySchema = z.strictObject({
  question_count: jsonCount,
  total_points: pointsSchema,
  time_limit_minutes: nullable(timeLimitSchema),
  due_date: jsonDate,
});
export type CbtTestSummary = z.infer<typeof cbtTestSummarySchema>;

/** GET /cla_cbts/{id}/attempt, POST …/attempt, PUT …/attempt/answers, POST …/attempt/submit 200/201. */
export const cbtAttemptResponseSchema = z.strictObject({
  test: cbtTestSummarySchema,
  attempt: nullable(cbtAttemptSchema),
});
export type CbtAttemptResponse = z.infer<typeof cbtAttemptResponseSchema>;

/** One student's answer to one question of a graded attempt, for the facilitator. */
export const cbtGradedAnswerSchema = z.strictObject({
  question_id: jsonUuid,
  answer: nullable(cbtAnswerValueSchema),
  correct: z.boolean(),
});

/** One student of the CBT's cohort in the results. */
export const cbtStudentResultSchema = z.strictObject({
  student: studentRefSchema,
  status: z.enum(["not_started", "in_progress", "graded", "scored_by_hand"]),
  started_at: nullable(jsonTimestamp),
  deadline: nullable(jsonTimestamp),
  seconds_left: nullable(jsonCount),
  submitted_at: nullable(jsonTimestamp),
  graded_at: nullable(jsonTimestamp),
  points: nullable(pointsSchema),
  /** the student's CBT score, graded or given by hand */
  score: nullable(jsonScore),
  /** a graded attempt's answers, in the authored order of the questions */
  answers: nullable(z.array(cbtGradedAnswerSchema)),
});
export type CbtStudentResult = z.infer<typeof cbtStudentResultSchema>;

/** One question in the results: how many graded attempts got it right. */
export const cbtQuestionResultSchema = z.strictObject({
  ...questionShape,
  graded_count: jsonCount,
  correct_count: jsonCount,
  /** correct_count / graded_count × 100, 2 decimals; null before any attempt is graded */
  correct_share: nullable(jsonScore),
});
export type CbtQuestionResult = z.infer<typeof cbtQuestionResultSchema>;

/** GET /cla_cbts/{id}/results 200: students in the people order, questions in the authored order. */
export const cbtResultsResponseSchema = z.strictObject({
  total_points: pointsSchema,
  students: z.array(cbtStudentResultSchema),
  questions: z.array(cbtQuestionResultSchema),
});
export type CbtResultsResponse = z.infer<typeof cbtResultsResponseSchema>;

/** Every error but validation (docs/api.md §3.1). */
export const errorResponseSchema = z.strictObject({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** 422: field → messages, never an array, never with `error`. */
export const validationErrorResponseSchema = z.strictObject({
  errors: z.record(z.string(), z.array(z.string()).min(1)),
});
export type ValidationErrorResponse = z.infer<typeof validationErrorResponseSchema>;

// ---------------------------------------------------------------------------------------------
// 6.15 Administration

/** A person as the administration lists them: the `User` with their status. */
export const personSchema = userSchema.extend({
  /** false: deactivated (cannot sign in, hidden from the pickers, nothing deleted) */
  active: z.boolean(),
  /** false: invited or enrolled, and no password set yet */
  password_set: z.boolean(),
});
export type Person = z.infer<typeof personSchema>;

export const peopleResponseSchema = z.strictObject({ users: z.array(personSchema) });

export const activityEntrySchema = z.strictObject({
  id: jsonUuid,
  created_at: jsonTimestamp,
  /** `<thing>.<what>`, e.g. `sign_in.failed`, `course.deleted`, `score.recorded` (docs/api.md §6.15) */
  kind: z.string(),
  /** who did it; null for the server itself (a CBT graded at its deadline) or the operator CLI */
  actor_id: nullable(jsonUserId),
  actor_name: nullable(z.string()),
  /** the person it concerns (the student scored, the account changed), when there is one */
  user_id: nullable(jsonUserId),
  user_name: nullable(z.string()),
  /** the record it concerns, and its name at the time (a deleted record stays identifiable) */
  subject_id: nullable(z.string()),
  subject_name: nullable(z.string()),
  /** what else is worth knowing: a score's value, an address, the old and new cohort, … */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityResponseSchema = z.strictObject({
  entries: z.array(activityEntrySchema),
  /** pass as `before` for the next (older) page; null on the last page */
  next_cursor: nullable(z.string()),
});

export const enrolmentStatusSchema = z.enum(["new", "already_enrolled", "conflict", "error"]);
export type EnrolmentStatus = z.infer<typeof enrolmentStatusSchema>;

export const enrolmentRowResultSchema = z.strictObject({
  /** the line of the file (the header is line 1) */
  line: z.int().min(2),
  name: z.string(),
  email: z.string(),
  cohort: z.string(),
  /** the cohort the row names, once found */
  cla_cohort_id: nullable(jsonIntegerId),
  status: enrolmentStatusSchema,
  /** per field, sign-up's messages; null unless status is error or conflict */
  errors: nullable(z.record(z.string(), z.array(z.string()))),
});
export type EnrolmentRowResult = z.infer<typeof enrolmentRowResultSchema>;

export const enrolmentResponseSchema = z.strictObject({
  rows: z.array(enrolmentRowResultSchema),
  counts: z.strictObject({
    new: jsonCount,
    already_enrolled: jsonCount,
    conflict: jsonCount,
    error: jsonCount,
  }),
  /** POST cla_enrolments: the accounts created now (the `new` rows); the preview: 0 */
  enrolled: jsonCount,
});
export type EnrolmentResponse = z.infer<typeof enrolmentResponseSchema>;

/** A notice of docs/api.md §6.16: what happened to the caller, and the portal screen it opens. */
export const notificationSchema = z.strictObject({
  id: jsonUuid,
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** the portal path the notice opens, e.g. `/portal/assignments/<id>` */
  path: z.string(),
  /** null while unread */
  read_at: nullable(jsonTimestamp),
  created_at: jsonTimestamp,
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z.strictObject({
  notifications: z.array(notificationSchema),
  /** pass as `before` for the next (older) page; null on the last page */
  next_cursor: nullable(z.string()),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const unreadCountSchema = z.strictObject({ unread: jsonCount });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const markedReadSchema = z.strictObject({ marked: jsonCount });
export type MarkedRead = z.infer<typeof markedReadSchema>;

/** An extension (docs/api.md §6.17): one student's later due date for one item, with the reason. */
export const extensionSchema = z.strictObject({
  id: jsonUuid,
  item_kind: z.enum(["assignment", "contribution", "cbt"]),
  item_id: jsonUuid,
  cla_student_id: jsonUserId,
  student_name: z.string(),
  due_date: jsonDate,
  reason: z.string(),
  /** Who granted it or changed it last; null once that person is deleted. */
  cla_facilitator_id: nullable(jsonUserId),
  created_at: jsonTimestamp,
  updated_at: jsonTimestamp,
});
export type Extension = z.infer<typeof extensionSchema>;

/** GET and POST {kind path}/{id}/extensions 200/201: in the people order (§1.6). */
export const extensionsResponseSchema = z.strictObject({ extensions: z.array(extensionSchema) });
export type ExtensionsResponse = z.infer<typeof extensionsResponseSchema>;

/** DELETE /cla_extensions/{id} 200. */
export const extensionRevokedSchema = z.strictObject({
  message: z.literal(API_MESSAGES.extensionRevoked),
});

/** A gradebook column (docs/api.md §6.18): an item of a kind, or a live class (its attendance). */
export const gradebookColumnSchema = z.strictObject({
  kind: z.enum(["assignment", "contribution", "cbt", "class"]),
  id: jsonUuid,
  name: z.string(),
  /** An item's due date, a class's date. */
  date: jsonDate,
});
export type GradebookColumn = z.infer<typeof gradebookColumnSchema>;

/** A hand-in's status in a gradebook cell (docs/api.md §6.18); null in an attendance column. */
export const gradebookStatusSchema = z.enum(["handed_in", "late", "missing", "not_yet_due", "extended"]);
export type GradebookStatus = z.infer<typeof gradebookStatusSchema>;

/** One student × one column. */
export const gradebookCellSchema = z.strictObject({
  score: nullable(jsonScore),
  status: nullable(gradebookStatusSchema),
  /** An attendance column: the mark, null when none. */
  present: nullable(z.boolean()),
  /** The student's extension's due date on the item, when they have one. */
  extended_to: nullable(jsonDate),
});
export type GradebookCell = z.infer<typeof gradebookCellSchema>;

/** The four points and the total of docs/api.md §7.2 for one student in the course. */
export const gradebookPointsSchema = z.strictObject({
  submission_points: z.number(),
  attendance_points: z.number(),
  contributions_points: z.number(),
  cbt_points: z.number(),
  total: z.number(),
});

/** GET /cla_gradebook 200: the cohort's students × the course's columns, cells in the columns' order. */
export const gradebookSchema = z.strictObject({
  course: z.strictObject({ id: jsonUuid, name: z.string(), cla_cohort_id: jsonIntegerId }),
  columns: z.array(gradebookColumnSchema),
  rows: z.array(
    z.strictObject({
      student: studentRefSchema,
      points: gradebookPointsSchema,
      cells: z.array(gradebookCellSchema),
    }),
  ),
});
export type Gradebook = z.infer<typeof gradebookSchema>;
