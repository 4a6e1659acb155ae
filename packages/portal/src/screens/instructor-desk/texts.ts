/**
 * Labels of the facilitator's desk (SPEC.md §2.3, §9), verbatim where SPEC.md gives them; the others are
 * chosen. Messages ('Select a cohort to view students.', …) come from the domain catalogue.
 */
export const texts = {
  title: "My Desk",
  subtitle: "Follow your cohort's standing and export it.",
  createCourse: "Create Course",
  createAssignment: "Create Assignment",
  scheduleLiveClass: "Schedule Live Class",
  addAttendance: "Add Attendance",
  quickActions: "Quick actions",
  cohort: "Cohort",
  applyFilter: "Apply Filter",
  statistics: "Cohort statistics",
  loadingStats: "Loading statistics...",
  failedToFetchStats: "Failed to fetch cohort statistics. Please try again.",
  totalCourses: "Total Courses",
  totalAssignments: "Total Assignments",
  totalLiveClasses: "Total Live Classes",
  totalStudents: "Total Students",
  students: "Students",
  studentsCaption: (cohortName: string) => `Students of ${cohortName}`,
  sortBy: "Sort by",
  sort: {
    "name-asc": "Name (A–Z)",
    "name-desc": "Name (Z–A)",
    "total-desc": "Total (highest first)",
    "total-asc": "Total (lowest first)",
  },
  course: "Course",
  noCourses: "No courses yet.",
  studentTotal: (total: string, max: number) => `Overall: ${total} / ${max}`,
  pdf: "Performance Sheet PDF",
  pdfBusy: "Generating PDF...",
  csv: "Performance Sheet CSV",
  generatedOn: (date: string) => `Generated on: ${date}`,
} as const;
