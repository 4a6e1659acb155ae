import { formatScore } from "./rules/points";

/**
 * The messages catalogue: every message the product shows, with its exact text. Texts quoted in SPEC.md
 * (§2, §4, §8) are copied verbatim, including their inconsistencies ('Assignment Scored successfully!'
 * with a capital S; 'Invalid reset link' and 'Invalid reset link.'; three 'Failed to fetch cohorts'
 * variants), because screens and tests match them exactly. SPEC.md §8 names create, update, schedule,
 * score and submit variants without wording; those follow one family per entity, recorded in
 * docs/decisions/010-message-variants.md and marked "(chosen)" below.
 *
 * Naming: a key says what happened or what is shown; where SPEC.md has several punctuations of one
 * text, the bare key is the shortest text and suffixes say what the longer one adds (`Dot`, `TryAgain`,
 * `TryLater`).
 */
export const messages = Object.freeze({
  // ── Session and access (SPEC.md §6, §8) ─────────────────────────────────────────────────────────
  sessionExpired: "Session expired. Please login again.",
  userRoleNotFound: "User role not found. Please login again.",
  cohortInfoNotFound: "Cohort information not found. Please login again.",

  // ── Sign-in, sign-up, profile, logout (SPEC.md §4, §5, §8) ───────────────────────────────────────
  loginSuccess: "Login successful!",
  loginFailed: "Login failed. Please check your credentials.",
  authenticationFailed: "Authentication failed",
  noResponse: "No response from server. Please check your internet connection.",
  somethingWentWrong: "Something went wrong. Please try again.",
  passwordsDoNotMatch: "Passwords do not match",
  /** The server's sign-up answer (SPEC.md §4, API.md §6.1), not shown as such. */
  userCreated: "User created successfully",
  accountCreated: "Account created successfully!",
  registrationSuccess: "Registration successful! Please login to continue.",
  profileUpdated: "Profile updated successfully!",
  confirmLogout: "Are you sure you want to logout?",
  loggedOut: "Logged out successfully!",

  // ── Forgot and reset password (SPEC.md §2.2, §8) ─────────────────────────────────────────────────
  resetLinkSent: "Reset link has been sent to your email!",
  sendResetLinkFailed: "Failed to send reset link. Please try again.",
  passwordReset: "Password has been reset successfully!",
  resetPasswordFailed: "Failed to reset password. Please try again.",
  /** Shown on the reset screen when the link carries no token (SPEC.md §2.2). */
  invalidResetLink: "Invalid reset link",
  /** The same notice as listed in the error catalogue (SPEC.md §8). */
  invalidResetLinkDot: "Invalid reset link.",

  // ── Load failures (SPEC.md §8) ───────────────────────────────────────────────────────────────────
  failedToLoadData: "Failed to load data",
  failedToLoadDataTryAgain: "Failed to load data. Please try again.",
  failedToFetchData: "Failed to fetch data",
  failedToFetchCourses: "Failed to fetch courses. Please try again.",
  failedToFetchCoursesTryLater: "Failed to fetch courses. Please try again later.",
  failedToFetchAssignments: "Failed to fetch assignments. Please try again.",
  failedToFetchCohorts: "Failed to fetch cohorts",
  failedToFetchCohortsDot: "Failed to fetch cohorts.",
  failedToFetchCohortsTryAgain: "Failed to fetch cohorts. Please try again.",
  failedToFetchCbts: "Failed to fetch cbts.",
  failedToFetchDashboardStats: "Failed to fetch dashboard statistics",
  failedToFetchAnnouncements: "Failed to fetch announcements",
  failedToFetchAnnouncementsTryAgain: "Failed to fetch announcements. Please try again.",
  failedToFetchStudents: "Failed to fetch students. Please try again.",
  failedToFetchLiveClasses: "Failed to fetch live classes. Please try again.",

  // ── Courses (create, duplicate = create, update: chosen; delete failure: SPEC.md §8) ─────────────
  courseCreated: "Course created successfully!",
  courseUpdated: "Course updated successfully!",
  courseDeleted: "Course deleted successfully!",
  createCourseFailed: "Failed to create course. Please try again.",
  updateCourseFailed: "Failed to update course. Please try again.",
  deleteCourseFailed: "Failed to delete course. Please try again.",
  confirmDeleteCourse: "Are you sure you want to delete this course?",

  // ── Topics ───────────────────────────────────────────────────────────────────────────────────────
  topicCreated: "Topic created successfully!",
  topicUpdated: "Topic updated successfully!",
  topicDeleted: "Topic deleted successfully!",
  createTopicFailed: "Failed to create topic. Please try again.",
  updateTopicFailed: "Failed to update topic. Please try again.",
  deleteTopicFailed: "Failed to delete topic. Please try again.",
  confirmDeleteTopic: "Are you sure you want to delete this topic?",

  // ── Assignments ('Assignment Scored successfully!' is SPEC.md's, capital S included) ──────────────
  assignmentCreated: "Assignment created successfully!",
  assignmentUpdated: "Assignment updated successfully!",
  assignmentDeleted: "Assignment deleted successfully!",
  assignmentScored: "Assignment Scored successfully!",
  createAssignmentFailed: "Failed to create assignment. Please try again.",
  updateAssignmentFailed: "Failed to update assignment. Please try again.",
  deleteAssignmentFailed: "Failed to delete assignment. Please try again.",
  scoreAssignmentFailed: "Failed to score assignment. Please try again.",
  confirmDeleteAssignment: "Are you sure you want to delete this assignment?",

  // ── Contributions ────────────────────────────────────────────────────────────────────────────────
  contributionCreated: "Contribution created successfully!",
  contributionUpdated: "Contribution updated successfully!",
  contributionDeleted: "Contribution deleted successfully!",
  contributionScored: "Contribution scored successfully!",
  createContributionFailed: "Failed to create contribution. Please try again.",
  updateContributionFailed: "Failed to update contribution. Please try again.",
  deleteContributionFailed: "Failed to delete contribution. Please try again.",
  scoreContributionFailed: "Failed to score contribution. Please try again.",
  confirmDeleteContribution: "Are you sure you want to delete this contribution?",
  filteredContributions: "Filtered contributions for selected cohort",

  // ── CBTs (SPEC.md writes "Cbt"/"cbt" in these texts, so the family does too) ──────────────────────
  cbtCreated: "Cbt created successfully!",
  cbtUpdated: "Cbt updated successfully!",
  cbtDeleted: "Cbt deleted successfully!",
  cbtScored: "Cbt scored successfully!",
  createCbtFailed: "Failed to create cbt. Please try again.",
  updateCbtFailed: "Failed to update cbt. Please try again.",
  deleteCbtFailed: "Failed to delete cbt. Please try again.",
  scoreCbtFailed: "Failed to score cbt. Please try again.",
  confirmDeleteCbt: "Are you sure you want to delete this cbt?",
  filteredCbts: "Filtered cbts for selected cohort",

  // ── Scoring, shared by the three kinds (SPEC.md §2.3) ────────────────────────────────────────────
  scoreFinalWarning: "Student score cannot be changed after submission!",
  noStudentsWithoutScores: "No students found without scores.",
  notScored: "Not scored",

  // ── Live classes (a class is "scheduled", not "created") ─────────────────────────────────────────
  liveClassScheduled: "Live class scheduled successfully!",
  liveClassUpdated: "Live class updated successfully!",
  liveClassDeleted: "Live class deleted successfully!",
  scheduleLiveClassFailed: "Failed to schedule live class. Please try again.",
  updateLiveClassFailed: "Failed to update live class. Please try again.",
  deleteLiveClassFailed: "Failed to delete live class. Please try again.",
  confirmDeleteLiveClass: "Are you sure you want to delete this live class?",
  zoomLinkUnavailable: "Zoom link not available for this class",
  noUpcomingClasses: "No upcoming classes found.",
  noPastClasses: "No past classes found.",
  /** The server's empty `today_classes` message (API.md §6.7), for attendance step 1. */
  noLiveClassesToday: "No live classes scheduled for today.",

  // ── Attendance ───────────────────────────────────────────────────────────────────────────────────
  attendanceRecorded: "Attendance recorded successfully!",
  recordAttendanceFailed: "Failed to record attendance. Please try again.",
  allAttendanceMarked: "All attendance has been marked!",
  /** SPEC.md §2.3 asks for a warning without wording (chosen, like the score warning). */
  attendanceFinalWarning: "Attendance cannot be changed after submission!",
  selectClassFirst: "Please select a class first",
  selectStudent: "Please select a student",
  noStudentsMissingAttendance: "No students found with missing attendance.",

  // ── Announcements ────────────────────────────────────────────────────────────────────────────────
  announcementCreated: "Announcement created successfully!",
  announcementUpdated: "Announcement updated successfully!",
  announcementDeleted: "Announcement deleted successfully!",
  createAnnouncementFailed: "Failed to create announcement. Please try again.",
  updateAnnouncementFailed: "Failed to update announcement. Please try again.",
  deleteAnnouncementFailed: "Failed to delete announcement. Please try again.",
  confirmDeleteAnnouncement: "Are you sure you want to delete this announcement?",
  noAnnouncementsFound: "No announcements found",
  loadingAnnouncements: "Loading announcements...",
  /** Announcement form, user-specific type, when the cohort's student list is empty. */
  noStudentsAvailable: "No students available",
  /** Announcement form: the desk's notice without the full stop, as SPEC.md §2.3 writes it there. */
  noStudentsInCohort: "No students found in this cohort",

  // ── Confirmation toasts (SPEC.md §8) ─────────────────────────────────────────────────────────────
  actionCannotBeUndone: "This action cannot be undone.",
  yesDelete: "Yes, Delete",
  yesLogout: "Yes, Logout",

  // ── Instructor desk and performance sheet ────────────────────────────────────────────────────────
  selectCohortFirst: "Please select a cohort first.",
  selectCohortAndLoadStudents: "Please select a cohort and load student data first.",
  selectCohortToViewStudents: "Select a cohort to view students.",
  noStudentsInCohortDot: "No students found in this cohort.",
  loadingStudents: "Loading students...",
  performanceSheetDownloaded: "Performance sheet downloaded successfully!",
  generatePdfFailed: "Failed to generate PDF. Please try again.",

  // ── Lists and details ────────────────────────────────────────────────────────────────────────────
  courseNotFound: "Course not found!",
  courseInfoNotFound: "Course information not found!",
  noCourseDescription: "No description available for this course.",
  noTopics: "No topics have been added to this course yet.",
  loadingAssignments: "Loading assignments...",
  noAssignments: "No assignments available.",
  selectCohortToViewAssignments: "Please select a cohort to view assignments.",
  noContributions: "No contributions available.",
  loadingCbts: "Loading cbts...",
  noCbts: "No cbts available.",
  selectCohortPlaceholder: "Select a cohort",
  selectStudentPlaceholder: "Select a student",
  portalWelcome: "select an option from the menu to get started",
  facultyMemberNotFound: "faculty member not found",

  // ── Due badges (SPEC.md §4) ──────────────────────────────────────────────────────────────────────
  pastDue: "Past Due",
  dueToday: "Due today",
  new: "New",

  // ── Placeholders for missing values ──────────────────────────────────────────────────────────────
  unknownStudent: "Unknown Student",
  notSet: "Not set",
  notAssigned: "Not assigned",
  notSpecified: "Not specified",
} as const);

/** The key of a fixed message. */
export type MessageKey = keyof typeof messages;

/** '{course name} is locked! Complete prerequisites first.' (SPEC.md §2.3, §8). */
export function courseLocked(courseName: string): string {
  return `${courseName} is locked! Complete prerequisites first.`;
}

/** Empty announcement tab: 'No general announcements available.' / 'No user-specific announcements available.' */
export function noAnnouncements(kind: "general" | "user-specific"): string {
  return `No ${kind} announcements available.`;
}

/** Announcement form subtitle: 'Creating announcement for: {cohort name}' (SPEC.md §2.3). */
export function creatingAnnouncementFor(cohortName: string): string {
  return `Creating announcement for: ${cohortName}`;
}

/** A script chunk that failed to load: 'Loading chunk {id} failed' (SPEC.md §8). */
export function chunkLoadFailed(chunkId: string | number): string {
  return `Loading chunk ${chunkId} failed`;
}

/** A student's own score on an assessment: 'Your Score: N%', N in its shortest form ("85.5"). */
export function yourScore(score: number): string {
  return `Your Score: ${formatScore(score)}%`;
}
