/**
 * The messages catalogue, continued: the texts of the portal's learning and teaching screens (see
 * message-texts.ts, which re-exports this module; import them as `messages.*` from @cla/domain).
 */

// ── Load failures (docs/product.md §8) ───────────────────────────────────────────────────────────────────
export const failedToLoadData = "Failed to load data";
export const failedToLoadDataTryAgain = "Failed to load data. Please try again.";
export const failedToFetchData = "Failed to fetch data";
export const failedToFetchCourses = "Failed to fetch courses. Please try again.";
export const failedToFetchCoursesTryLater = "Failed to fetch courses. Please try again later.";
export const failedToFetchAssignments = "Failed to fetch assignments. Please try again.";
export const failedToFetchCohorts = "Failed to fetch cohorts";
export const failedToFetchCohortsDot = "Failed to fetch cohorts.";
export const failedToFetchCohortsTryAgain = "Failed to fetch cohorts. Please try again.";
export const failedToFetchCbts = "Failed to fetch cbts.";
export const failedToFetchDashboardStats = "Failed to fetch dashboard statistics";
export const failedToFetchAnnouncements = "Failed to fetch announcements";
export const failedToFetchAnnouncementsTryAgain = "Failed to fetch announcements. Please try again.";
export const failedToFetchStudents = "Failed to fetch students. Please try again.";
export const failedToFetchLiveClasses = "Failed to fetch live classes. Please try again.";

// ── Courses (create, duplicate = create, update: chosen; delete failure: docs/product.md §8) ─────────────
export const courseCreated = "Course created successfully!";
export const courseUpdated = "Course updated successfully!";
export const courseDeleted = "Course deleted successfully!";
export const createCourseFailed = "Failed to create course. Please try again.";
export const updateCourseFailed = "Failed to update course. Please try again.";
export const deleteCourseFailed = "Failed to delete course. Please try again.";
export const confirmDeleteCourse = "Are you sure you want to delete this course?";

// ── Topics ───────────────────────────────────────────────────────────────────────────────────────
export const topicCreated = "Topic created successfully!";
export const topicUpdated = "Topic updated successfully!";
export const topicDeleted = "Topic deleted successfully!";
export const createTopicFailed = "Failed to create topic. Please try again.";
export const updateTopicFailed = "Failed to update topic. Please try again.";
export const deleteTopicFailed = "Failed to delete topic. Please try again.";
export const confirmDeleteTopic = "Are you sure you want to delete this topic?";

// ── Assignments ('Assignment Scored successfully!' is docs/product.md's, capital S included) ──────────────
export const assignmentCreated = "Assignment created successfully!";
export const assignmentUpdated = "Assignment updated successfully!";
export const assignmentDeleted = "Assignment deleted successfully!";
export const assignmentScored = "Assignment Scored successfully!";
export const createAssignmentFailed = "Failed to create assignment. Please try again.";
export const updateAssignmentFailed = "Failed to update assignment. Please try again.";
export const deleteAssignmentFailed = "Failed to delete assignment. Please try again.";
export const scoreAssignmentFailed = "Failed to score assignment. Please try again.";
export const confirmDeleteAssignment = "Are you sure you want to delete this assignment?";

// ── Contributions ────────────────────────────────────────────────────────────────────────────────
export const contributionCreated = "Contribution created successfully!";
export const contributionUpdated = "Contribution updated successfully!";
export const contributionDeleted = "Contribution deleted successfully!";
export const contributionScored = "Contribution scored successfully!";
export const createContributionFailed = "Failed to create contribution. Please try again.";
export const updateContributionFailed = "Failed to update contribution. Please try again.";
export const deleteContributionFailed = "Failed to delete contribution. Please try again.";
export const scoreContributionFailed = "Failed to score contribution. Please try again.";
export const confirmDeleteContribution = "Are you sure you want to delete this contribution?";
export const filteredContributions = "Filtered contributions for selected cohort";
export const loadingContributions = "Loading contributions...";
export const selectCohortToViewContributions = "Please select a cohort to view contributions.";
export const failedToFetchContributions = "Failed to fetch contributions. Please try again.";

// ── CBTs (docs/product.md writes "Cbt"/"cbt" in these texts, so the family does too) ──────────────────────
export const cbtCreated = "Cbt created successfully!";
export const cbtUpdated = "Cbt updated successfully!";
export const cbtDeleted = "Cbt deleted successfully!";
export const cbtScored = "Cbt scored successfully!";
export const createCbtFailed = "Failed to create cbt. Please try again.";
export const updateCbtFailed = "Failed to update cbt. Please try again.";
export const deleteCbtFailed = "Failed to delete cbt. Please try again.";
export const scoreCbtFailed = "Failed to score cbt. Please try again.";
export const confirmDeleteCbt = "Are you sure you want to delete this cbt?";
export const filteredCbts = "Filtered cbts for selected cohort";
export const selectCohortToViewCbts = "Please select a cohort to view cbts.";

// ── Scoring, shared by the three kinds (docs/product.md §2.3) ────────────────────────────────────────────
export const scoreFinalWarning = "Student score cannot be changed after submission!";
export const noStudentsWithoutScores = "No students found without scores.";
export const notScored = "Not scored";

// ── Work: a student's hand-in on an assignment or a contribution (docs/api.md §6.13; chosen) ──────────────
/** The details' status line once the item is scored for the student; the hand-in panel is read-only then. */
export const workScoredLocked = "Scored — your work can no longer be changed";
export const workHandedInSuccess = "Work handed in successfully!";
export const workUpdatedSuccess = "Work updated successfully!";
export const handInWorkFailed = "Failed to hand in your work. Please try again.";
export const loadingWork = "Loading your work...";
export const failedToFetchWork = "Failed to fetch your work. Please try again.";
export const uploadFileFailed = "Failed to upload the file. Please try again.";
/** Chosen files beyond what a hand-in holds (WORK_FILES_MAX): none of them is uploaded. */
export const tooManyWorkFiles = "You can hand in at most 3 files.";

// ── Live classes (a class is "scheduled", not "created") ─────────────────────────────────────────
export const liveClassScheduled = "Live class scheduled successfully!";
export const liveClassUpdated = "Live class updated successfully!";
export const liveClassDeleted = "Live class deleted successfully!";
export const scheduleLiveClassFailed = "Failed to schedule live class. Please try again.";
export const updateLiveClassFailed = "Failed to update live class. Please try again.";
export const deleteLiveClassFailed = "Failed to delete live class. Please try again.";
export const confirmDeleteLiveClass = "Are you sure you want to delete this live class?";
export const zoomLinkUnavailable = "Zoom link not available for this class";
export const noUpcomingClasses = "No upcoming classes found.";
export const noPastClasses = "No past classes found.";
/** The server's empty `today_classes` message (docs/api.md §6.7), for attendance step 1. */
export const noLiveClassesToday = "No live classes scheduled for today.";

// ── Attendance ───────────────────────────────────────────────────────────────────────────────────
export const attendanceRecorded = "Attendance recorded successfully!";
export const recordAttendanceFailed = "Failed to record attendance. Please try again.";
export const allAttendanceMarked = "All attendance has been marked!";
/** docs/product.md §2.3 asks for a warning without wording (chosen, like the score warning). */
export const attendanceFinalWarning = "Attendance cannot be changed after submission!";
export const selectClassFirst = "Please select a class first";
export const selectStudent = "Please select a student";
export const noStudentsMissingAttendance = "No students found with missing attendance.";

// ── Announcements ────────────────────────────────────────────────────────────────────────────────
export const announcementCreated = "Announcement created successfully!";
export const announcementUpdated = "Announcement updated successfully!";
export const announcementDeleted = "Announcement deleted successfully!";
export const createAnnouncementFailed = "Failed to create announcement. Please try again.";
export const updateAnnouncementFailed = "Failed to update announcement. Please try again.";
export const deleteAnnouncementFailed = "Failed to delete announcement. Please try again.";
export const confirmDeleteAnnouncement = "Are you sure you want to delete this announcement?";
export const noAnnouncementsFound = "No announcements found";
export const loadingAnnouncements = "Loading announcements...";
/** Announcement form, user-specific type, when the cohort's student list is empty. */
export const noStudentsAvailable = "No students available";
/** Announcement form: the desk's notice without the full stop, as docs/product.md §2.3 writes it there. */
export const noStudentsInCohort = "No students found in this cohort";

// ── Certificates (docs/api.md §6.11) ─────────────────────────────────────────────────────────────────
/** The server's 409 before completion, also the screen's text until then. */
export const certificateNotAvailable =
  "Your certificate will be available once every course of your cohort has ended.";
/** The public lookup's 404 for an unknown or malformed code. */
export const certificateNotFound = "Certificate not found";

// ── Work handed in, as a facilitator reads it beside the score form (docs/api.md §6.13) ───────────────
/**
 * Where a student stands on an assignment or a contribution: in the facilitator's list of work, beside the due
 * badge of the student's list, and (capitalised) as the hand-in panel's line before anything is handed in. The
 * details say when work was handed in (`handedInOn`).
 */
export const workStatusHandedIn = "handed in";
export const workStatusLate = "late";
export const workStatusNotHandedIn = "not handed in";
export const workStatusScored = "scored";
export const loadingStudentWorks = "Loading work handed in...";
export const failedToFetchStudentWorks = "Failed to fetch the work handed in. Please try again.";
export const chooseStudentToReadWork = "Choose a student to read their work.";
export const noWorkHandedIn = "Nothing handed in yet.";
export const nobodyHandedIn = "Nobody has handed in work yet.";
export const downloadFileFailed = "Failed to download the file. Please try again.";

// ── Confirmation toasts (docs/product.md §8) ─────────────────────────────────────────────────────────────
export const actionCannotBeUndone = "This action cannot be undone.";
export const yesDelete = "Yes, Delete";
export const yesLogout = "Yes, Logout";

// ── Instructor desk and performance sheet ────────────────────────────────────────────────────────
export const selectCohortFirst = "Please select a cohort first.";
export const selectCohortAndLoadStudents = "Please select a cohort and load student data first.";
export const selectCohortToViewStudents = "Select a cohort to view students.";
export const noStudentsInCohortDot = "No students found in this cohort.";
export const loadingStudents = "Loading students...";
export const performanceSheetDownloaded = "Performance sheet downloaded successfully!";
export const generatePdfFailed = "Failed to generate PDF. Please try again.";

// ── Lists and details ────────────────────────────────────────────────────────────────────────────
export const courseNotFound = "Course not found!";
export const courseInfoNotFound = "Course information not found!";
export const noCourseDescription = "No description available for this course.";
export const noTopics = "No topics have been added to this course yet.";
export const loadingAssignments = "Loading assignments...";
export const noAssignments = "No assignments available.";
export const selectCohortToViewAssignments = "Please select a cohort to view assignments.";
export const noContributions = "No contributions available.";
export const loadingCbts = "Loading cbts...";
export const noCbts = "No cbts available.";
export const selectCohortPlaceholder = "Select a cohort";
export const selectStudentPlaceholder = "Select a student";
export const portalWelcome = "select an option from the menu to get started";
export const facultyMemberNotFound = "faculty member not found";

// ── Due badges (docs/product.md §4) ──────────────────────────────────────────────────────────────────────
export const pastDue = "Past Due";
export const dueToday = "Due today";
const newText = "New";
export { newText as new };

// ── Placeholders for missing values ──────────────────────────────────────────────────────────────
export const unknownStudent = "Unknown Student";
export const notSet = "Not set";
export const notAssigned = "Not assigned";
export const notSpecified = "Not specified";
