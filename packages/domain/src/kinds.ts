/**
 * Names the server and the portal share about the API's shapes, without zod (the portal loads these;
 * the zod schemas stay on the server and in tests): the body wrappers of docs/api.md §6 and the three
 * assessment kinds of §6.5 (routes, 404/409 texts, mail links). docs/decisions/130.
 */
import type { AssessmentKind, Thing } from "./schemas/errors";

/** Wrapper key of each write endpoint (docs/api.md §6), for the 400 text and for the portal. */
export const WRAPPERS = {
  signIn: "user",
  signUp: "user",
  editProfile: "user",
  course: "cla_course",
  topic: "topic",
  assignment: "cla_assignment",
  contribution: "cla_contribution",
  cbt: "cla_cbt",
  submission: "cla_submission",
  contributionScore: "cla_contributions_score",
  cbtScore: "cla_cbts_score",
  liveClass: "cla_live_class",
  attendance: "cla_attendance",
  attendanceRegister: "cla_attendance_register",
  announcement: "cla_announcement",
  work: "cla_work",
  cbtTest: "cla_cbt_test",
  cbtAnswers: "answers",
  cohort: "cla_cohort",
  person: "user",
  extension: "cla_extension",
} as const;
export type WrapperKey = (typeof WRAPPERS)[keyof typeof WRAPPERS];

export const ASSESSMENT_KIND_NAMES = [
  "assignment",
  "contribution",
  "cbt",
] as const satisfies readonly AssessmentKind[];

/** One row of ASSESSMENT_KINDS. */
export interface AssessmentKindInfo {
  kind: AssessmentKind;
  /** API path under /api/v1 */
  path: string;
  wrapper: string;
  /** `<Thing> not found`; also the kind's label in the score mail */
  thing: Thing;
  deleteMessage: string;
  /** /portal/<segment>/<id> (also the link in the score mail) */
  portalSegment: string;
}

export const ASSESSMENT_KINDS = {
  assignment: {
    kind: "assignment",
    path: "/cla_assignments",
    wrapper: WRAPPERS.assignment,
    thing: "Assignment",
    deleteMessage: "Assignment deleted successfully",
    portalSegment: "assignments",
  },
  contribution: {
    kind: "contribution",
    path: "/cla_contributions",
    wrapper: WRAPPERS.contribution,
    thing: "Contribution",
    deleteMessage: "Contribution deleted successfully",
    portalSegment: "contributions",
  },
  cbt: {
    kind: "cbt",
    path: "/cla_cbts",
    wrapper: WRAPPERS.cbt,
    thing: "CBT",
    deleteMessage: "CBT deleted successfully",
    portalSegment: "cbts",
  },
} as const satisfies Record<AssessmentKind, AssessmentKindInfo>;

/** The score endpoints of the three kinds (docs/api.md §6.6): path, wrapper, the student key and the item key. */
export const SCORE_ENDPOINTS = {
  assignment: {
    kind: "assignment",
    path: "/cla_submissions",
    wrapper: WRAPPERS.submission,
    studentKey: "cla_student_id",
    itemKey: "cla_assignment_id",
  },
  contribution: {
    kind: "contribution",
    path: "/cla_contributions_scores",
    wrapper: WRAPPERS.contributionScore,
    studentKey: "cla_user_id",
    itemKey: "cla_contribution_id",
  },
  cbt: {
    kind: "cbt",
    path: "/cla_cbts_scores",
    wrapper: WRAPPERS.cbtScore,
    studentKey: "cla_user_id",
    itemKey: "cla_cbt_id",
  },
} as const;

/** The kinds students hand work in for (docs/api.md §6.13); CBTs are tests, not hand-ins. */
export const WORK_KIND_NAMES = ["assignment", "contribution"] as const satisfies readonly AssessmentKind[];
export type WorkKind = (typeof WORK_KIND_NAMES)[number];

/** Whether students hand in work for items of `kind` (assignments and contributions, not CBTs). */
export function isWorkKind(kind: AssessmentKind): kind is WorkKind {
  return (WORK_KIND_NAMES as readonly AssessmentKind[]).includes(kind);
}

/**
 * What a notification tells a person of (docs/api.md §6.16): a score (with its comment), an announcement, a
 * reminder of a due date or a live class, a change to a due date or a class; facilitators also hear of a
 * hand-in and of a CBT the server graded.
 */
export const NOTIFICATION_KINDS = [
  "score",
  "announcement",
  "reminder",
  "schedule_change",
  "hand_in",
  "cbt_graded",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
