/** Labels of the attendance screen (docs/product.md §2.3; the rest chosen, docs/decisions/097). */
export const texts = {
  title: "Add Attendance",
  back: "Back to Live Classes",
  step1: "Step 1 of 2: choose one of today's classes",
  step2: (name: string) => `Step 2 of 2: ${name}`,
  todayClasses: "Today's Classes",
  loadingClasses: "Loading today's classes...",
  proceed: "Proceed",
  chooseAnother: "Choose another class",
  loadingClass: "Loading live class...",
  failedToFetchLiveClass: "Failed to fetch live class. Please try again.",
  liveClassNotFound: "Live class not found!",
  loadingStudents: "Loading students...",
  /** The register of step 2 (docs/decisions/185). */
  register: {
    students: "Students without a mark",
    present: "Present",
    absent: "Absent",
    markAllPresent: "Mark all present",
    count: (chosen: number, total: number) => `${chosen} of ${total} marked`,
    keys: "Up and Down move between students; P marks Present, A marks Absent.",
    joined: (time: string) => `joined ${time}`,
    save: "Save",
    saving: "Saving...",
    alreadyMarked: (count: number) =>
      count === 1
        ? "1 student had already been marked; that mark stands."
        : `${count} students had already been marked; those marks stand.`,
  },
  classOption: (name: string, course: string, time: string) => `${name} — ${course}, ${time}`,
} as const;
